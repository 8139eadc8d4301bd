/**
 * Who is practising. A signed-in user is their account's learner, reachable only through the
 * account's session. Anyone else is the anonymous learner named by the signed cookie, and
 * only while no account has adopted it: once sign-up or sign-in adopts a learner, every copy
 * of its cookie is worthless (it reads and writes nothing), so ending the account's sessions
 * ends every way into its record.
 *
 * Reading works anywhere on the server; making a learner sets a cookie, which Next allows
 * only in server actions and route handlers, so `ensureLearner` is for those.
 */
import "server-only";
import { cookies } from "next/headers";
import { isHttps, readSessionToken } from "@/lib/auth/cookie";
import { getAuth } from "@/lib/auth/current";
import { type Db, getDb } from "@/lib/db";
import { learnerOwner } from "@/lib/db/auth-learner";
import { insertLearner } from "@/lib/db/learners";
import { dialectOf, withTx } from "@/lib/db/store";
import { env } from "@/lib/env";
import { accountLearnerId } from "./adopt";
import {
  LEARNER_COOKIE,
  LEARNER_COOKIE_MAX_AGE_S,
  newLearnerId,
  sessionSecret,
  signLearnerId,
  verifyLearnerCookie,
} from "./cookie";
import { admitNewLearner, admitPracticeReadingOwner } from "./limits";

const secrets = new WeakMap<Db, string>();

async function secretFor(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (secret === undefined) {
    secret = await sessionSecret(db, env.SESSION_SECRET);
    secrets.set(db, secret);
  }
  return secret;
}

/** The validly signed learner id of the cookie, whatever its row says (or null). */
async function cookieLearnerId(db: Db): Promise<string | null> {
  return verifyLearnerCookie((await cookies()).get(LEARNER_COOKIE)?.value, await secretFor(db));
}

/**
 * The browser's anonymous learner: signed cookie, existing row, adopted by no account. Sign-up
 * and sign-in adopt this one.
 */
export async function anonymousLearnerId(db: Db = getDb()): Promise<string | null> {
  const id = await cookieLearnerId(db);
  return id !== null && (await learnerOwner(db, id)) === null ? id : null;
}

/** The verified learner id of this request, or null (no cookie, forged, adopted, unknown). */
export async function currentLearnerId(db: Db = getDb()): Promise<string | null> {
  const auth = await getAuth();
  if (auth.status === "signed-in") return accountLearnerId(db, auth.user, { create: false });
  return anonymousLearnerId(db);
}

/**
 * PostgreSQL's one-statement way in for a drill or table call: the anonymous learner of this
 * request, checked (its row exists, no account adopted it) while its practice tokens are
 * taken (lib/learner/limits.ts). Null when the general path must decide: another store, a
 * session cookie (checked there, once), no valid learner cookie, or a learner that is gone or
 * adopted (the general path then takes its own learner's tokens: such a call counts twice
 * against the address). Throws `rate-limited` like admitPractice.
 */
export async function admitAnonymousLearner(
  db: Db = getDb(),
  now = Date.now(),
): Promise<string | null> {
  if (dialectOf(db) !== "pg" || (await readSessionToken()) !== undefined) return null;
  const id = await cookieLearnerId(db);
  if (id === null) return null;
  return (await admitPracticeReadingOwner(id, now)) === null ? id : null;
}

/**
 * The learner of this request, made (row and cookie) when there is none yet. A validly
 * signed id whose row is gone (a reset database) is recorded again; one an account adopted
 * is never used again: the browser gets a new learner instead. Making one is rate-limited per
 * client address (lib/learner/limits.ts) and throws `rate-limited` beyond it.
 */
export async function ensureLearner(db: Db = getDb(), now = Date.now()): Promise<string> {
  const auth = await getAuth();
  if (auth.status === "signed-in") {
    const id = await accountLearnerId(db, auth.user, { create: true, now });
    if (id !== null) return id;
  }
  const existing = await cookieLearnerId(db);
  if (existing !== null) {
    const owner = await learnerOwner(db, existing);
    if (owner === null) return existing;
    if (owner === undefined) {
      await withTx(db, (tx) => insertLearner(tx, existing, now));
      return existing;
    }
  }
  await admitNewLearner(now);
  const id = newLearnerId();
  await withTx(db, (tx) => insertLearner(tx, id, now));
  (await cookies()).set(LEARNER_COOKIE, signLearnerId(id, await secretFor(db)), {
    httpOnly: true,
    sameSite: "lax",
    secure: await isHttps(),
    path: "/",
    maxAge: LEARNER_COOKIE_MAX_AGE_S,
  });
  return id;
}

/**
 * Drops the anonymous learner cookie: after sign-in the account's learner is used, and after
 * sign-out the next person at this browser must not practise as (or see) the account.
 */
export async function forgetAnonymousLearner(): Promise<void> {
  (await cookies()).delete(LEARNER_COOKIE);
}
