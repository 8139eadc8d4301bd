/**
 * Join codes: 8 characters from a 31-letter alphabet without look-alikes (no 0/O, 1/I/L),
 * about 8.5e11 codes, shown as `ABCD-EFGH`. Typed codes are forgiving: case, spaces and
 * dashes do not matter. Guessing is bounded by the per-user limit on wrong codes.
 */
import { randomInt } from "node:crypto";

const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 8;

export function newJoinCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The stored form of a typed code, or null when it cannot be one. */
export function normalizeJoinCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "");
  if (code.length !== CODE_LENGTH) return null;
  for (const ch of code) if (!CODE_ALPHABET.includes(ch)) return null;
  return code;
}

export const formatJoinCode = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`;
