/**
 * The hook lib/session calls first: a signed-in user practises as their account's learner,
 * whatever learner cookie the browser holds. `signedIn: false` lets lib/session fall back to
 * the anonymous cookie.
 */
import "server-only";
import type { Db } from "@/lib/db";
import { getAuth } from "./current";
import { accountLearnerId } from "./learner";

export type AccountLearner = { signedIn: false } | { signedIn: true; learnerId: string | null };

export async function accountLearner(
  db: Db,
  options: { create: boolean; now?: number },
): Promise<AccountLearner> {
  const auth = await getAuth();
  if (auth.status !== "signed-in") return { signedIn: false };
  return { signedIn: true, learnerId: accountLearnerId(db, auth.user, options) };
}
