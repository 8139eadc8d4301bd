/**
 * Who is signed in on this request: the session cookie checked against the database, once
 * per request (React `cache`). Pages call `requireUser` / `requireTeacher`, which send a
 * visitor without a session to the sign-in page (saying so when their session expired).
 */
import "server-only";
import { cache } from "react";
import { redirect } from "@/i18n/navigation";
import { getDb } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { readSessionToken, writeSessionCookie } from "./cookie";
import { type Actor, canTeach, type Role } from "./roles";
import { checkSession } from "./sessions";

export interface CurrentUser extends Actor {
  username: string;
  email: string | null;
  learnerId: string | null;
}

export type Auth =
  | { status: "signed-in"; user: CurrentUser }
  | { status: "expired" }
  | { status: "signed-out" };

export const getAuth = cache(async (): Promise<Auth> => {
  const token = await readSessionToken();
  const now = Date.now();
  const check = await checkSession(getDb(), token, now);
  if (check.status === "none") return { status: "signed-out" };
  // The ended session's cookie is left in place on purpose: every page can then say "your
  // session expired" (rather than just "sign in"), and an action that meets it changes no
  // cookie, so Next does not re-render the page away from the message. It is worthless (its
  // row is gone) and the next sign-in overwrites it.
  if (check.status === "expired") return { status: "expired" };
  if (check.renewed && token) {
    // Keep the cookie as long-lived as the session; impossible while rendering a page.
    await writeSessionCookie(token, check.session.expiresAt, now).catch(() => {});
  }
  const { id, role, username, email, learnerId } = check.user;
  return { status: "signed-in", user: { id, role, username, email, learnerId } };
});

export async function currentUser(): Promise<CurrentUser | null> {
  const auth = await getAuth();
  return auth.status === "signed-in" ? auth.user : null;
}

/** The signed-in user, or a redirect to the sign-in page that returns to `next`. */
export async function requireUser(locale: Locale, next: string): Promise<CurrentUser> {
  const auth = await getAuth();
  if (auth.status === "signed-in") return auth.user;
  const query: Record<string, string> = { next };
  if (auth.status === "expired") query.reason = "expired";
  return redirect({ href: { pathname: "/signin", query }, locale });
}

/** A signed-in user with one of `roles`, else null (the page then says it is not for them). */
async function requireRole(
  locale: Locale,
  next: string,
  allowed: (role: Role) => boolean,
): Promise<{ user: CurrentUser; allowed: boolean }> {
  const user = await requireUser(locale, next);
  return { user, allowed: allowed(user.role) };
}

export const requireTeacher = (locale: Locale, next: string) => requireRole(locale, next, canTeach);
