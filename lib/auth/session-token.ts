/**
 * Session tokens: 32 random bytes in the cookie (base64url); the database keeps only their
 * SHA-256, so reading the sessions table does not yield a usable cookie.
 */
import { createHash, randomBytes } from "node:crypto";

export const newSessionToken = (): string => randomBytes(32).toString("base64url");

/** The sessions.id of a token. Tokens of the wrong shape hash too, and simply match nothing. */
export const sessionIdOf = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

export const looksLikeToken = (value: string | undefined): value is string =>
  value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
