/**
 * Queries of accounts: users, sessions and the sign-in attempts of the rate limit. No
 * `server-only` here: the CLI (`paigow user create`, `demo-seed`) uses these too.
 */
import { and, count, desc, eq, gt, lt, or, sql } from "drizzle-orm";
import {
  loginAttempts,
  type NewUserRow,
  type Role,
  type SessionRow,
  sessions,
  type UserRow,
  users,
} from "@/db/schema";
import type { Queryable } from "./learners";

// Users ---------------------------------------------------------------------------------

export function insertUser(db: Queryable, row: NewUserRow): void {
  db.insert(users).values(row).run();
}

export function findUserById(db: Queryable, id: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export function findUserByUsername(db: Queryable, username: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.username, username)).get();
}

/** The user whose username or e-mail is `identifier` (both stored lower-case). */
export function findUserByLogin(db: Queryable, identifier: string): UserRow | undefined {
  return db
    .select()
    .from(users)
    .where(or(eq(users.username, identifier), eq(users.email, identifier)))
    .get();
}

export function usernameExists(db: Queryable, username: string): boolean {
  return findUserByUsername(db, username) !== undefined;
}

export function emailExists(db: Queryable, email: string): boolean {
  return db.select({ id: users.id }).from(users).where(eq(users.email, email)).get() !== undefined;
}

export function updatePasswordHash(db: Queryable, userId: string, passwordHash: string): void {
  db.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
}

export function updateRole(db: Queryable, userId: string, role: Role): void {
  db.update(users).set({ role }).where(eq(users.id, userId)).run();
}

export function countUsers(db: Queryable): number {
  return db.select({ n: count() }).from(users).get()?.n ?? 0;
}

// Sessions ------------------------------------------------------------------------------

export function insertSession(db: Queryable, row: SessionRow): void {
  db.insert(sessions).values(row).run();
}

export function findSessionWithUser(
  db: Queryable,
  id: string,
): { session: SessionRow; user: UserRow } | undefined {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .get();
}

export function extendSession(db: Queryable, id: string, expiresAt: number): void {
  db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id)).run();
}

export function deleteSession(db: Queryable, id: string): void {
  db.delete(sessions).where(eq(sessions.id, id)).run();
}

export function deleteUserSessions(db: Queryable, userId: string): number {
  return db.delete(sessions).where(eq(sessions.userId, userId)).run().changes;
}

export function deleteExpiredSessions(db: Queryable, now: number): number {
  return db.delete(sessions).where(lt(sessions.expiresAt, now)).run().changes;
}

// Sign-in attempts ----------------------------------------------------------------------

export function insertLoginAttempt(db: Queryable, key: string, at: number): number {
  return Number(db.insert(loginAttempts).values({ key, at }).run().lastInsertRowid);
}

export function deleteLoginAttempt(db: Queryable, id: number): void {
  db.delete(loginAttempts).where(eq(loginAttempts.id, id)).run();
}

export function clearLoginAttempts(db: Queryable, key: string): void {
  db.delete(loginAttempts).where(eq(loginAttempts.key, key)).run();
}

/**
 * The time of the `nth` newest attempt under `key` after `since` (1-based), or null when
 * there are fewer: with n = the limit, it says whether and until when a key is blocked.
 */
export function nthNewestAttemptAt(
  db: Queryable,
  key: string,
  since: number,
  nth: number,
): number | null {
  const row = db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.at, since)))
    .orderBy(desc(loginAttempts.at))
    .limit(1)
    .offset(nth - 1)
    .get();
  return row?.at ?? null;
}

/** How many attempts `key` has after `since`, and the latest one's time. */
export function attemptsSince(
  db: Queryable,
  key: string,
  since: number,
): { failures: number; lastAt: number | null } {
  const row = db
    .select({ failures: count(), lastAt: sql<number | null>`max(${loginAttempts.at})` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.at, since)))
    .get();
  return { failures: row?.failures ?? 0, lastAt: row?.lastAt ?? null };
}

export function deleteLoginAttemptsBefore(db: Queryable, before: number): number {
  return db.delete(loginAttempts).where(lt(loginAttempts.at, before)).run().changes;
}
