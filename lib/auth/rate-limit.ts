/**
 * Sign-in rate limits, counted in the database (table login_attempts) so a restart does not
 * reset them. A sliding window per key: at most `max` attempts in the last `windowMs`, and,
 * where a limit says so, a growing pause after each failure (progressive delay).
 *
 * Following OWASP's Authentication Cheat Sheet, guessing is limited per account *and address
 * pair*, never per account alone: failures from a stranger's address do not lock the owner out
 * (issue 10). Addresses come from the connection (lib/auth/client-address.ts), so rotating
 * X-Forwarded-For buys nothing.
 *
 * A class shares one school address (issue 56, item 8): failures on existing accounts never
 * count against the address, so one student mistyping (or guessing a classmate's password)
 * cannot lock the class out. The address-wide limit counts only names that are no account
 * (spraying a list of guessed usernames); once over it, the address waits for any name it
 * never signed in to, existing or not (so the refusal does not tell which names exist), and
 * never for an account that signed in from that address before.
 *
 * Guessing spread over many addresses (a botnet: issue 21, item 10) is bounded per account
 * too, as OWASP advises, without letting strangers lock the owner out: failures from addresses
 * that never signed in to the account count under the account, and past a few of them every
 * further try from such an address waits a pause that grows with them (at most a minute).
 * Addresses that signed in to the account before (remembered for 90 days) never wait for it.
 *
 * An attempt takes its slot before the password is checked (`reserve`), in one transaction,
 * so parallel requests cannot all slip under the limit while scrypt runs; a successful
 * sign-in gives its slots back (`release`) and clears the account's failures.
 */
import {
  attemptsSince,
  clearLoginAttempts,
  deleteLoginAttempt,
  deleteLoginAttemptsBefore,
  insertLoginAttempt,
  nthNewestAttemptAt,
} from "@/lib/db/auth";
import type { Queryable } from "@/lib/db/store";
import { env } from "@/lib/env";

export interface Limit {
  max: number;
  windowMs: number;
  /** Pause after the n-th failure in the window before the next try (none when absent). */
  delayMs?: (failures: number) => number;
}

const MINUTE = 60_000;

/**
 * Per account and address: three free tries (typos), then 1 s, 2 s, 4 s ... (at most a minute)
 * between tries, and after ten failures in 15 minutes a wait until the oldest ages out.
 */
export const PAIR_LIMIT: Limit = {
  max: 10,
  windowMs: 15 * MINUTE,
  delayMs: (failures) => (failures < 3 ? 0 : Math.min(60_000, 1000 * 2 ** (failures - 3))),
};
/**
 * Per account, from addresses that never signed in to it: five free failures, then 1 s, 2 s,
 * 4 s ... (at most a minute) between tries. Never a lockout (`max` is out of reach): a botnet
 * gets a guess a minute per account, the owner on a new device waits at most that.
 */
export const ACCOUNT_LIMIT: Limit = {
  max: 1_000_000,
  windowMs: 15 * MINUTE,
  delayMs: (failures) => (failures < 5 ? 0 : Math.min(60_000, 1000 * 2 ** (failures - 5))),
};
/** How long an address that signed in to an account is its own (exempt from ACCOUNT_LIMIT). */
const KNOWN_ADDRESS_MS = 90 * 24 * 60 * MINUTE;
/**
 * Per client address: 20 failed sign-ins naming no account in 15 minutes; it holds back every
 * name the address never signed in to (see the module comment).
 */
export const ADDRESS_LIMIT: Limit = { max: 20, windowMs: 15 * MINUTE };
/**
 * Per client address: 10 new accounts an hour (SIGN_UPS_PER_HOUR; the e2e server, where every
 * browser shares 127.0.0.1, raises it).
 */
export const SIGN_UP_LIMIT: Limit = { max: env.SIGN_UPS_PER_HOUR, windowMs: 60 * MINUTE };

/**
 * Per class: 60 sign-ups an hour with its join code (issue 56, item 7), instead of the
 * per-address limit, so a class behind one school address can all sign up. Counted per class,
 * not per code: a new code does not start a new hour.
 */
export const CLASS_SIGN_UP_LIMIT: Limit = { max: 60, windowMs: 60 * MINUTE };

export const classSignUpKey = (classId: string) => `signup-class:${classId}`;
export const pairKey = (login: string, address: string) => `pair:${login}|${address}`;
export const addressKey = (address: string) => `address:${address}`;
export const signUpKey = (address: string) => `signup:${address}`;
export const accountKey = (login: string) => `account:${login}`;
const KNOWN = "known:";
const knownKey = (login: string, address: string) => `${KNOWN}${login}|${address}`;

/** Whether `address` signed in to `login` within KNOWN_ADDRESS_MS. */
export async function isKnownAddress(
  db: Queryable,
  login: string,
  address: string,
  now: number,
): Promise<boolean> {
  const { failures } = await attemptsSince(db, knownKey(login, address), now - KNOWN_ADDRESS_MS);
  return failures > 0;
}

/** Remembers that `address` signed in to `login` (one row, refreshed). Run inside `withTx`. */
export async function rememberAddress(
  db: Queryable,
  login: string,
  address: string,
  now: number,
): Promise<void> {
  const key = knownKey(login, address);
  await clearLoginAttempts(db, key);
  await insertLoginAttempt(db, key, now);
}

/** Milliseconds until `key` may try again (0: it may now). */
export async function blockedFor(
  db: Queryable,
  key: string,
  limit: Limit,
  now: number,
): Promise<number> {
  const since = now - limit.windowMs;
  const at = await nthNewestAttemptAt(db, key, since, limit.max);
  if (at !== null) return Math.max(1, at + limit.windowMs - now);
  if (!limit.delayMs) return 0;
  const { failures, lastAt } = await attemptsSince(db, key, since);
  if (failures === 0 || lastAt === null) return 0;
  const wait = lastAt + limit.delayMs(failures) - now;
  return Math.max(wait, 0);
}

/** A key checked against its limit; `record: false` checks it without counting the attempt. */
export interface LimitKey {
  key: string;
  limit: Limit;
  record?: boolean;
}

export type Reservation =
  | { status: "reserved"; ids: number[] }
  | { status: "blocked"; retryAfterMs: number };

/**
 * Checks every key against its limit and, when none is blocked, records one attempt under
 * each (but those with `record: false`). Run it inside `withTx`, so the check and the insert
 * are one step across processes.
 */
export async function reserve(
  db: Queryable,
  keys: ReadonlyArray<LimitKey>,
  now: number,
): Promise<Reservation> {
  const waits: number[] = [];
  for (const { key, limit } of keys) waits.push(await blockedFor(db, key, limit, now));
  const wait = Math.max(0, ...waits);
  if (wait > 0) return { status: "blocked", retryAfterMs: wait };
  const ids: number[] = [];
  for (const { key, record } of keys)
    if (record !== false) ids.push(await insertLoginAttempt(db, key, now));
  return { status: "reserved", ids };
}

/** Gives reserved slots back (the attempt did not fail). Run inside `withTx`. */
export async function release(db: Queryable, ids: readonly number[]): Promise<void> {
  for (const id of ids) await deleteLoginAttempt(db, id);
}

/** Forgets attempts older than any window and known addresses past theirs: the table stays small. */
export async function pruneAttempts(db: Queryable, now: number): Promise<number> {
  const longest = Math.max(
    PAIR_LIMIT.windowMs,
    ADDRESS_LIMIT.windowMs,
    SIGN_UP_LIMIT.windowMs,
    CLASS_SIGN_UP_LIMIT.windowMs,
    ACCOUNT_LIMIT.windowMs,
  );
  return (
    (await deleteLoginAttemptsBefore(db, now - longest, { exceptPrefix: KNOWN })) +
    (await deleteLoginAttemptsBefore(db, now - KNOWN_ADDRESS_MS, { keyPrefix: KNOWN }))
  );
}
