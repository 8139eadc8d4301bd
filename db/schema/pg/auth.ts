/** PostgreSQL mirror of db/schema/sqlite/auth.ts: same tables, columns and row types. */
import { bigint, index, pgTable, text } from "drizzle-orm/pg-core";
import { ROLES } from "../vocabulary";
import { learners } from "./practice";

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  username: text("username").notNull().unique(),
  email: text("email").unique(),
  passwordHash: text("password_hash").notNull(),
  role: text("role", { enum: ROLES }).notNull().default("student"),
  learnerId: text("learner_id")
    .unique()
    // learners is built by the column kit, typed as SQLite's (db/schema/practice.ts).
    .references(() => learners.id as never, { onDelete: "set null" }),
  // Unix ms exceed int4: bigint, read as a JS number like SQLite's integer.
  createdAt: bigint("created_at", { mode: "number" }).notNull(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
    expiresAt: bigint("expires_at", { mode: "number" }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    // Rows come and go (a sliding window) while the id keeps growing: bigint.
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    key: text("key").notNull(),
    at: bigint("at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("login_attempts_key_at_idx").on(t.key, t.at),
    index("login_attempts_at_idx").on(t.at),
  ],
);
