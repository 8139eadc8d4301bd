/**
 * Sessions in the database. A session lives 30 days from its last renewal: when a request
 * finds it past half its life, it is extended (sliding expiry). Signing out deletes the row,
 * so the cookie is worthless from then on, wherever a copy of it is.
 */
import type { SessionRow, UserRow } from "@/db/schema";
import {
  deleteExpiredSessions,
  deleteSession,
  extendSession,
  findSessionWithUser,
  insertSession,
} from "@/lib/db/auth";
import { isBusyError } from "@/lib/db/client";
import { type Queryable, withTx } from "@/lib/db/store";
import { looksLikeToken, newSessionToken, sessionIdOf } from "./session-token";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Run inside a transaction (sign-up, sign-in). */
export async function createSession(
  db: Queryable,
  userId: string,
  now: number,
): Promise<{ token: string; expiresAt: number }> {
  const token = newSessionToken();
  const expiresAt = now + SESSION_TTL_MS;
  await insertSession(db, { id: sessionIdOf(token), userId, createdAt: now, expiresAt });
  // Whoever signs in sweeps the expired sessions of everyone (an indexed range delete).
  await deleteExpiredSessions(db, now);
  return { token, expiresAt };
}

export type SessionCheck =
  | { status: "valid"; user: UserRow; session: SessionRow; renewed: boolean }
  /** The cookie named a session that ended (expired, signed out elsewhere, or unknown). */
  | { status: "expired" }
  | { status: "none" };

/** What the cookie's token is worth now; extends a valid session past half its life. */
export async function checkSession(
  db: Queryable,
  token: string | undefined,
  now: number,
): Promise<SessionCheck> {
  if (token === undefined || token === "") return { status: "none" };
  if (!looksLikeToken(token)) return { status: "expired" };
  const id = sessionIdOf(token);
  const found = await findSessionWithUser(db, id);
  if (!found) return { status: "expired" };
  if (found.session.expiresAt <= now) {
    await withTx(db, (tx) => deleteSession(tx, id));
    return { status: "expired" };
  }
  if (found.session.expiresAt - now < SESSION_TTL_MS / 2) {
    const expiresAt = now + SESSION_TTL_MS;
    try {
      await withTx(db, (tx) => extendSession(tx, id, expiresAt));
    } catch (error) {
      // Renewal can wait for the next request; a lock held elsewhere must not fail this one.
      if (!isBusyError(error)) throw error;
      return { ...found, status: "valid", renewed: false };
    }
    return { ...found, session: { ...found.session, expiresAt }, status: "valid", renewed: true };
  }
  return { ...found, status: "valid", renewed: false };
}

/** Ends the session the token names (no-op for an unknown token). */
export async function endSession(db: Queryable, token: string | undefined): Promise<void> {
  if (token) await withTx(db, (tx) => deleteSession(tx, sessionIdOf(token)));
}
