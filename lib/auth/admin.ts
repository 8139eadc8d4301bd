/** Who is admin in this request, from the signed cookie (lib/auth/admin-token.ts). */
import "server-only";
import { cookies } from "next/headers";
import { getDb } from "@/lib/db";
import { retryBusy } from "@/lib/db/client";
import { withTx } from "@/lib/db/store";
import { env } from "@/lib/env";
import {
  ADMIN_COOKIE,
  ADMIN_SESSION_SECONDS,
  signAdminSession,
  tokenMatches,
  verifyAdminSession,
} from "./admin-token";
import { limitKeyOf } from "./client-address";
import { clientAddress, isHttps } from "./cookie";
import { currentUser } from "./current";
import { signOutHere } from "./flows";
import { type Limit, release, reserve } from "./rate-limit";
import { canEditRules } from "./roles";

/** Accounts (issue 7): wrong admin tokens per client address, before the token is refused. */
const TOKEN_LIMIT: Limit = { max: 10, windowMs: 15 * 60_000 };

/** Admin sign-in exists only when the server has an ADMIN_TOKEN. */
export const adminConfigured = (): boolean => env.ADMIN_TOKEN !== undefined;

export async function isAdmin(): Promise<boolean> {
  // Accounts (issue 7): an account with the admin role may edit; the token cookie below stays
  // as an opt-in fallback (only when ADMIN_TOKEN is set).
  const user = await currentUser();
  if (user && canEditRules(user.role)) return true;
  const secret = env.ADMIN_TOKEN;
  if (!secret) return false;
  const value = (await cookies()).get(ADMIN_COOKIE)?.value;
  return verifyAdminSession(secret, value, Date.now());
}

export type SignInResult = "signed-in" | "wrong-token" | "not-configured";

/** Checks the token and, when it is right, sets the admin cookie. Call from a server action. */
export async function signInAdmin(token: string): Promise<SignInResult> {
  const secret = env.ADMIN_TOKEN;
  if (!secret) return "not-configured";
  // Accounts (issue 7): guessing is limited per client address (a blocked try reads as wrong).
  const db = getDb();
  const key = `admin-token:${limitKeyOf(await clientAddress())}`;
  const slot = await retryBusy(() =>
    withTx(db, (tx) => reserve(tx, [{ key, limit: TOKEN_LIMIT }], Date.now())),
  );
  if (slot.status === "blocked" || !tokenMatches(secret, token)) return "wrong-token";
  await retryBusy(() => withTx(db, (tx) => release(tx, slot.ids)));
  (await cookies()).set(ADMIN_COOKIE, signAdminSession(secret, Date.now()), {
    httpOnly: true,
    sameSite: "lax",
    // The same Secure rule as every other cookie (issue 10): Secure when the request is HTTPS.
    secure: await isHttps(),
    path: "/",
    maxAge: ADMIN_SESSION_SECONDS,
  });
  return "signed-in";
}

export async function signOutAdmin(): Promise<void> {
  (await cookies()).delete(ADMIN_COOKIE);
  // Accounts (issue 7): "sign out" here also ends an admin account's session.
  await signOutHere();
}
