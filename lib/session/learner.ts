/**
 * Who is practising: the learner named by the signed cookie. Reading works anywhere on the
 * server; making a learner sets a cookie, which Next allows only in server actions and route
 * handlers, so `ensureLearner` is for those.
 */
import "server-only";
import { cookies, headers } from "next/headers";
import { accountLearner } from "@/lib/auth/learner-hook";
import { type Db, getDb } from "@/lib/db";
import { insertLearner, learnerExists } from "@/lib/db/learners";
import { env } from "@/lib/env";
import {
  LEARNER_COOKIE,
  LEARNER_COOKIE_MAX_AGE_S,
  newLearnerId,
  sessionSecret,
  signLearnerId,
  verifyLearnerCookie,
} from "./cookie";

const secrets = new WeakMap<Db, string>();

function secretFor(db: Db): string {
  let secret = secrets.get(db);
  if (secret === undefined) {
    secret = sessionSecret(db, env.SESSION_SECRET);
    secrets.set(db, secret);
  }
  return secret;
}

/** The verified learner id of this request, or null (no cookie, forged, or unknown learner). */
export async function currentLearnerId(db: Db = getDb()): Promise<string | null> {
  // Accounts (issue 7): a signed-in user practises as their account's learner.
  const account = await accountLearner(db, { create: false });
  if (account.signedIn) return account.learnerId;
  const jar = await cookies();
  const id = verifyLearnerCookie(jar.get(LEARNER_COOKIE)?.value, secretFor(db));
  return id !== null && learnerExists(db, id) ? id : null;
}

/**
 * The learner of this request, made (row and cookie) when there is none yet. A validly
 * signed id whose row is gone (a reset database) is recorded again rather than replaced.
 */
export async function ensureLearner(db: Db = getDb(), now = Date.now()): Promise<string> {
  // Accounts (issue 7): a signed-in user's learner, made on first use; no learner cookie.
  const account = await accountLearner(db, { create: true, now });
  if (account.signedIn && account.learnerId !== null) return account.learnerId;
  const jar = await cookies();
  const existing = verifyLearnerCookie(jar.get(LEARNER_COOKIE)?.value, secretFor(db));
  if (existing !== null) {
    insertLearner(db, existing, now);
    return existing;
  }
  const id = newLearnerId();
  insertLearner(db, id, now);
  const proto = (await headers()).get("x-forwarded-proto") ?? "";
  jar.set(LEARNER_COOKIE, signLearnerId(id, secretFor(db)), {
    httpOnly: true,
    sameSite: "lax",
    secure: proto.split(",")[0]?.trim() === "https",
    path: "/",
    maxAge: LEARNER_COOKIE_MAX_AGE_S,
  });
  return id;
}
