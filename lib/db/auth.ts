/**
 * Queries of accounts: users, sessions and the sign-in attempts of the rate limit. No
 * `server-only` here: the CLI (`paigow user create`, `demo-seed`) uses these too.
 */
import {
  and,
  count,
  desc,
  eq,
  gt,
  like,
  lt,
  notLike,
  or,
  type Placeholder,
  sql,
} from "drizzle-orm";
import {
  loginAttempts,
  type NewUserRow,
  type Role,
  type SessionRow,
  sessions,
  type UserRow,
  users,
} from "@/db/schema";
import { preparedOn } from "./prepared";
import type { Queryable } from "./store";

/** The first row of a query, or undefined. */
const first = <T>(rows: T[]): T | undefined => rows[0];

// Users ---------------------------------------------------------------------------------

export async function insertUser(db: Queryable, row: NewUserRow): Promise<void> {
  await db.insert(users).values(row);
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return first(await db.select().from(users).where(eq(users.id, id)).limit(1));
}

export async function findUserByUsername(
  db: Queryable,
  username: string,
): Promise<UserRow | undefined> {
  return first(await db.select().from(users).where(eq(users.username, username)).limit(1));
}

/** The user whose username or e-mail is `identifier` (both stored lower-case). */
export async function findUserByLogin(
  db: Queryable,
  identifier: string,
): Promise<UserRow | undefined> {
  return first(
    await db
      .select()
      .from(users)
      .where(or(eq(users.username, identifier), eq(users.email, identifier)))
      .limit(1),
  );
}

export async function usernameExists(db: Queryable, username: string): Promise<boolean> {
  return (await findUserByUsername(db, username)) !== undefined;
}

export async function emailExists(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

export async function updatePasswordHash(
  db: Queryable,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function updateRole(db: Queryable, userId: string, role: Role): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

// Sessions ------------------------------------------------------------------------------

export async function insertSession(db: Queryable, row: SessionRow): Promise<void> {
  await db.insert(sessions).values(row);
}

const sessionWithUser = (db: Queryable, id: string | Placeholder) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
const sessionWithUserPrepared = preparedOn<{ session: SessionRow; user: UserRow }>((db) =>
  sessionWithUser(db, sql.placeholder("id")),
);

/** Every request of a signed-in account reads this: prepared once on SQLite (prepared.ts). */
export async function findSessionWithUser(
  db: Queryable,
  id: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  return first(sessionWithUserPrepared(db)?.all({ id }) ?? (await sessionWithUser(db, id)));
}

export async function extendSession(db: Queryable, id: string, expiresAt: number): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Queryable, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteUserSessions(db: Queryable, userId: string): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return gone.length;
}

export async function deleteExpiredSessions(db: Queryable, now: number): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  return gone.length;
}

// Sign-in attempts ----------------------------------------------------------------------

export async function insertLoginAttempt(db: Queryable, key: string, at: number): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ key, at })
    .returning({ id: loginAttempts.id });
  if (!row) throw new Error("login attempt not inserted");
  return Number(row.id);
}

export async function deleteLoginAttempt(db: Queryable, id: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

export async function clearLoginAttempts(db: Queryable, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

/**
 * The time of the `nth` newest attempt under `key` after `since` (1-based), or null when
 * there are fewer: with n = the limit, it says whether and until when a key is blocked.
 */
export async function nthNewestAttemptAt(
  db: Queryable,
  key: string,
  since: number,
  nth: number,
): Promise<number | null> {
  const row = first(
    await db
      .select({ at: loginAttempts.at })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, key), gt(loginAttempts.at, since)))
      .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
      .limit(1)
      .offset(nth - 1),
  );
  return row ? Number(row.at) : null;
}

/** How many attempts `key` has after `since`, and the latest one's time. */
export async function attemptsSince(
  db: Queryable,
  key: string,
  since: number,
): Promise<{ failures: number; lastAt: number | null }> {
  const row = first(
    await db
      .select({
        failures: count(),
        // PostgreSQL returns a bigint max as a string.
        lastAt: sql<number | null>`max(${loginAttempts.at})`.mapWith(Number),
      })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, key), gt(loginAttempts.at, since))),
  );
  return { failures: Number(row?.failures ?? 0), lastAt: row?.lastAt ?? null };
}

/**
 * Deletes attempts older than `before`; with `keyPrefix`, only those whose key starts with it,
 * with `exceptPrefix`, all but those (lib/auth/rate-limit.ts keeps its "known address" rows
 * far longer than the attempts).
 */
export async function deleteLoginAttemptsBefore(
  db: Queryable,
  before: number,
  { keyPrefix, exceptPrefix }: { keyPrefix?: string; exceptPrefix?: string } = {},
): Promise<number> {
  const gone = await db
    .delete(loginAttempts)
    .where(
      and(
        lt(loginAttempts.at, before),
        keyPrefix === undefined ? undefined : like(loginAttempts.key, `${keyPrefix}%`),
        exceptPrefix === undefined ? undefined : notLike(loginAttempts.key, `${exceptPrefix}%`),
      ),
    )
    .returning({ id: loginAttempts.id });
  return gone.length;
}
