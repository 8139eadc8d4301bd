/**
 * Classes: a teacher's group of students, joined with a code; memberships; and assignments
 * (a drill for the class, a number of hands and an optional due date). Times are Unix ms.
 */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ASSIGNMENT_DRILLS, DRILL_FILTERS } from "../vocabulary";
import { users } from "./auth";

export { ASSIGNMENT_DRILLS, type AssignmentDrill } from "../vocabulary";

export const classes = sqliteTable(
  "classes",
  {
    id: text("id").primaryKey(),
    teacherId: text("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Eight characters of an unambiguous alphabet (lib/teach/join-code.ts), stored bare. */
    joinCode: text("join_code").notNull().unique(),
    /** The class's casino (issue 31): its assignments and class tables play by it. */
    ruleSet: text("rule_set").notNull().default("seed/standard"),
    /**
     * The class's side-bet pay tables (RULES.md 13.2), over its tables' configs: a Fortune pay
     * table and an Envy schedule by name (engine fortune-tables.ts, envy.ts); null: the config's.
     */
    fortuneTable: text("fortune_table"),
    envySchedule: text("envy_schedule"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("classes_teacher_idx").on(t.teacherId, t.createdAt)],
);

export const classMembers = sqliteTable(
  "class_members",
  {
    classId: text("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: integer("joined_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.userId] }),
    index("class_members_user_idx").on(t.userId),
  ],
);

export const assignments = sqliteTable(
  "assignments",
  {
    id: text("id").primaryKey(),
    classId: text("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    drill: text("drill", { enum: ASSIGNMENT_DRILLS }).notNull(),
    /** The category filter (a DRILL_FILTERS value) of a category drill, else null. */
    filter: text("filter", { enum: DRILL_FILTERS }),
    hands: integer("hands").notNull(),
    /** Hands count from here ... */
    createdAt: integer("created_at").notNull(),
    /** ... to here (end of the due day, UTC), or open-ended. */
    dueAt: integer("due_at"),
  },
  (t) => [index("assignments_class_idx").on(t.classId, t.createdAt)],
);

export type ClassRow = typeof classes.$inferSelect;
export type ClassMemberRow = typeof classMembers.$inferSelect;
export type AssignmentRow = typeof assignments.$inferSelect;
