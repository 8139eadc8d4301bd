/** PostgreSQL mirror of db/schema/sqlite/classes.ts: same tables, columns and row types. */
import { bigint, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { ASSIGNMENT_DRILLS, DRILL_FILTERS } from "../vocabulary";
import { users } from "./auth";

export const classes = pgTable(
  "classes",
  {
    id: text("id").primaryKey(),
    teacherId: text("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    joinCode: text("join_code").notNull().unique(),
    /** The class's casino (issue 31): its assignments and class tables play by it. */
    ruleSet: text("rule_set").notNull().default("seed/standard"),
    /**
     * The class's side-bet pay tables (RULES.md 13.2), over its tables' configs: a Fortune pay
     * table and an Envy schedule by name (engine fortune-tables.ts, envy.ts); null: the config's.
     */
    fortuneTable: text("fortune_table"),
    envySchedule: text("envy_schedule"),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
  },
  (t) => [index("classes_teacher_idx").on(t.teacherId, t.createdAt)],
);

export const classMembers = pgTable(
  "class_members",
  {
    classId: text("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: bigint("joined_at", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.userId] }),
    index("class_members_user_idx").on(t.userId),
  ],
);

export const assignments = pgTable(
  "assignments",
  {
    id: text("id").primaryKey(),
    classId: text("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    drill: text("drill", { enum: ASSIGNMENT_DRILLS }).notNull(),
    filter: text("filter", { enum: DRILL_FILTERS }),
    hands: integer("hands").notNull(),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
    dueAt: bigint("due_at", { mode: "number" }),
  },
  (t) => [index("assignments_class_idx").on(t.classId, t.createdAt)],
);
