/**
 * Sign-up, sign-in and sign-out as a server action runs them: lib/auth/accounts.ts plus the
 * request's address, the anonymous learner to adopt and the cookies to set or drop.
 */
import "server-only";
import { getDb } from "@/lib/db";
import { deleteUserSessions } from "@/lib/db/auth";
import { withTx } from "@/lib/db/store";
import { anonymousLearnerId, forgetAnonymousLearner } from "@/lib/learner/identity";
import { type SignInResult, type SignUpResult, signIn, signUp } from "./accounts";
import { clearSessionCookie, clientAddress, readSessionToken, writeSessionCookie } from "./cookie";
import type { SignInInput, SignUpInput } from "./schemas";
import { endSession } from "./sessions";

async function context(now: number) {
  const db = getDb();
  return {
    db,
    address: await clientAddress(),
    anonymousLearnerId: await anonymousLearnerId(db),
    now,
  };
}

export async function signUpHere(input: SignUpInput): Promise<SignUpResult> {
  const now = Date.now();
  const { db, ...ctx } = await context(now);
  const result = await signUp(db, input, ctx);
  if (result.status === "signed-up") {
    await endSession(db, await readSessionToken());
    await writeSessionCookie(result.token, result.expiresAt, now);
    await forgetAnonymousLearner();
  }
  return result;
}

export async function signInHere(input: SignInInput): Promise<SignInResult> {
  const now = Date.now();
  const { db, ...ctx } = await context(now);
  const result = await signIn(db, input, ctx);
  if (result.status === "signed-in") {
    // A browser switching accounts: its previous session ends (only now: a failed sign-in
    // changes nothing).
    await endSession(db, await readSessionToken());
    await writeSessionCookie(result.token, result.expiresAt, now);
    await forgetAnonymousLearner();
  }
  return result;
}

/** Ends this browser's session in the database and drops its cookies. */
export async function signOutHere(): Promise<void> {
  await endSession(getDb(), await readSessionToken());
  await clearSessionCookie();
  await forgetAnonymousLearner();
}

/** Ends every session of `userId` (all devices), this one included. */
export async function signOutEverywhere(userId: string): Promise<number> {
  const ended = await withTx(getDb(), (tx) => deleteUserSessions(tx, userId));
  await clearSessionCookie();
  await forgetAnonymousLearner();
  return ended;
}
