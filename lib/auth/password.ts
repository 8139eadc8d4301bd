/**
 * Password hashing with scrypt from node:crypto: memory-hard, maintained with Node itself,
 * no native add-on to build or prebuilt binary to fetch, and it bundles into the CLI as is.
 *
 * Parameters: N = 2^17, r = 8, p = 1 (128 MiB and about 0.2-0.4 s per hash here), the
 * OWASP Password Storage Cheat Sheet's scrypt setting; 16-byte random salt, 32-byte key.
 * Stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<key>` (base64url), so the cost can be raised
 * later: `needsRehash` tells sign-in to store a fresh hash made with the current parameters.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

export interface ScryptParams {
  log2N: number;
  r: number;
  p: number;
}

/** log2 N is 17 but where the unit tests lower it (PASSWORD_HASH_LOG2N, lib/env.ts). */
export const SCRYPT_PARAMS: ScryptParams = { log2N: env.PASSWORD_HASH_LOG2N, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/**
 * Hashing is a CPU and memory hog (128 MiB, 0.2-0.4 s): at most MAX_CONCURRENT_HASHES run at
 * once, so parallel password guesses cannot starve the server's other requests (issue 10),
 * and at most MAX_WAITING_HASHES wait; beyond that `HashQueueFull` is thrown at once, before
 * any work, and callers answer "try again shortly".
 */
export const MAX_CONCURRENT_HASHES = 1;
export const MAX_WAITING_HASHES = 64;

export class HashQueueFull extends Error {
  constructor() {
    super("too many password hashes waiting");
    this.name = "HashQueueFull";
  }
}

let running = 0;
const waiting: Array<() => void> = [];

async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    if (waiting.length >= MAX_WAITING_HASHES) throw new HashQueueFull();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next waiter (running stays the same), or free it.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Hashes running and waiting now (tests, diagnostics). */
export const hashLoad = () => ({ running, waiting: waiting.length });

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return inHashSlot(() => deriveNow(password, salt, params));
}

function deriveNow(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.log2N;
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below that.
    maxmem: 128 * N * params.r + 16 * 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  params: ScryptParams = SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return [
    "scrypt",
    params.log2N,
    params.r,
    params.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

interface Parsed extends ScryptParams {
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [log2N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![log2N, r, p].every(Number.isSafeInteger) || log2N < 10 || log2N > 22) return null;
  if (r < 1 || r > 32 || p < 1 || p > 16) return null;
  const salt = Buffer.from(parts[4] as string, "base64url");
  const key = Buffer.from(parts[5] as string, "base64url");
  if (salt.length < 8 || key.length !== KEY_BYTES) return null;
  return { log2N, r, p, salt, key };
}

/** True when `password` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed);
  return timingSafeEqual(key, parsed.key);
}

/** True when `stored` was made with other parameters than `params` (sign-in then rehashes). */
export function needsRehash(stored: string, params: ScryptParams = SCRYPT_PARAMS): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.log2N !== params.log2N || parsed.r !== params.r || parsed.p !== params.p;
}

// A hash of nothing anyone knows, verified when the account does not exist, so a wrong
// username costs the same time as a wrong password and timing does not reveal accounts.
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString("hex"));
  return dummy;
}
