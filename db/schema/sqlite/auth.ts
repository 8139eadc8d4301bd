/**
 * Accounts: users, their sessions and the sign-in attempts the rate limit counts. Times are
 * Unix milliseconds. Usernames and e-mail addresses are stored lower-cased, so uniqueness is
 * case-insensitive; the session id is the SHA-256 of the cookie's token, so a copy of the
 * database cannot be replayed as a cookie.
 */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ROLES } from "../vocabulary";
import { learners } from "./practice";

export { ROLES, type Role } from "../vocabulary";

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  /** Lower-case, 3-32 of a-z 0-9 . _ - (lib/auth/schemas.ts). */
  username: text("username").notNull().unique(),
  /** Lower-case; optional, but unique when given. */
  email: text("email").unique(),
  /** `scrypt$N$r$p$salt$hash` (lib/auth/password.ts). */
  passwordHash: text("password_hash").notNull(),
  role: text("role", { enum: ROLES }).notNull().default("student"),
  /**
   * The learner whose attempts are this user's (learners.user_id points back). Kept here so a
   * request resolves user -> learner by primary key, and the dashboard joins without scanning
   * the (large, mostly anonymous) learners table.
   */
  learnerId: text("learner_id")
    .unique()
    .references(() => learners.id, { onDelete: "set null" }),
  createdAt: integer("created_at").notNull(),
});

/** A signed-in browser. Signing out deletes the row; an expired row is refused and purged. */
export const sessions = sqliteTable(
  "sessions",
  {
    /** hex SHA-256 of the cookie token. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Failed sign-ins (and sign-ups), one row each, counted per key over a sliding window by
 * lib/auth/rate-limit.ts. Keys: `account:<username>`, `address:<ip>`, `signup:<ip>`. In the
 * database, so a restart does not reset the count.
 */
export const loginAttempts = sqliteTable(
  "login_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [
    index("login_attempts_key_at_idx").on(t.key, t.at),
    index("login_attempts_at_idx").on(t.at),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
