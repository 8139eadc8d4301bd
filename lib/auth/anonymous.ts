/**
 * The browser's anonymous learner (lib/session's signed cookie), read here so sign-up and
 * sign-in can adopt it. Uses lib/session/cookie.ts's own verification; nothing is re-invented.
 */
import "server-only";
import { cookies } from "next/headers";
import type { Db } from "@/lib/db";
import { learnerExists } from "@/lib/db/learners";
import { env } from "@/lib/env";
import { LEARNER_COOKIE, sessionSecret, verifyLearnerCookie } from "@/lib/session/cookie";

export async function anonymousLearnerId(db: Db): Promise<string | null> {
  const value = (await cookies()).get(LEARNER_COOKIE)?.value;
  const id = verifyLearnerCookie(value, sessionSecret(db, env.SESSION_SECRET));
  return id !== null && learnerExists(db, id) ? id : null;
}

/**
 * Drops the anonymous learner cookie: after sign-in the account's learner is used, and after
 * sign-out the next person at this browser must not practise as (or see) the account.
 */
export async function forgetAnonymousLearner(): Promise<void> {
  (await cookies()).delete(LEARNER_COOKIE);
}
