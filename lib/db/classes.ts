/**
 * Queries of classes, memberships and assignments. Ownership is not checked here: lib/teach
 * decides who may call what, and every query that serves a teacher names the teacher.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  type AssignmentRow,
  assignments,
  type ClassRow,
  classes,
  classMembers,
  users,
} from "@/db/schema";
import type { Queryable } from "./store";

// Classes -------------------------------------------------------------------------------

/** The classes a user teaches or belongs to: the class tables their lobby lists. */
export async function classIdsOfUser(db: Queryable, userId: string): Promise<string[]> {
  const [taught, joined] = await Promise.all([
    db.select({ id: classes.id }).from(classes).where(eq(classes.teacherId, userId)),
    db
      .select({ id: classMembers.classId })
      .from(classMembers)
      .where(eq(classMembers.userId, userId)),
  ]);
  return [...new Set([...taught, ...joined].map((r) => r.id))];
}

/** A new class; its side-bet pay tables (RULES.md 13.2) are its tables' configs' unless named. */
export async function insertClass(
  db: Queryable,
  row: Omit<ClassRow, "fortuneTable" | "envySchedule"> &
    Partial<Pick<ClassRow, "fortuneTable" | "envySchedule">>,
): Promise<void> {
  await db.insert(classes).values(row);
}

/** The class when `teacherId` owns it; undefined for a foreign or unknown class alike. */
export async function findOwnedClass(
  db: Queryable,
  classId: string,
  teacherId: string,
): Promise<ClassRow | undefined> {
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)))
    .limit(1);
  return row;
}

export async function findClassByCode(
  db: Queryable,
  joinCode: string,
): Promise<ClassRow | undefined> {
  const [row] = await db.select().from(classes).where(eq(classes.joinCode, joinCode)).limit(1);
  return row;
}

export async function joinCodeExists(db: Queryable, joinCode: string): Promise<boolean> {
  return (await findClassByCode(db, joinCode)) !== undefined;
}

export interface TeacherClass extends ClassRow {
  students: number;
}

export async function listTeacherClasses(
  db: Queryable,
  teacherId: string,
): Promise<TeacherClass[]> {
  return db
    .select({
      id: classes.id,
      teacherId: classes.teacherId,
      name: classes.name,
      joinCode: classes.joinCode,
      ruleSet: classes.ruleSet,
      fortuneTable: classes.fortuneTable,
      envySchedule: classes.envySchedule,
      createdAt: classes.createdAt,
      // count(*) is a bigint on PostgreSQL, which the driver hands over as a string.
      students:
        sql<number>`(SELECT count(*) FROM ${classMembers} WHERE ${classMembers.classId} = ${classes.id})`.mapWith(
          Number,
        ),
    })
    .from(classes)
    .where(eq(classes.teacherId, teacherId))
    .orderBy(desc(classes.createdAt), asc(classes.id));
}

/** Renames / re-codes a class the teacher owns; false when they own no such class. */
export async function updateOwnedClass(
  db: Queryable,
  classId: string,
  teacherId: string,
  set: Partial<Pick<ClassRow, "name" | "joinCode" | "ruleSet" | "fortuneTable" | "envySchedule">>,
): Promise<boolean> {
  const changed = await db
    .update(classes)
    .set(set)
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)))
    .returning({ id: classes.id });
  return changed.length === 1;
}

export async function deleteOwnedClass(
  db: Queryable,
  classId: string,
  teacherId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(classes)
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)))
    .returning({ id: classes.id });
  return deleted.length === 1;
}

// Memberships ---------------------------------------------------------------------------

export async function insertMember(
  db: Queryable,
  classId: string,
  userId: string,
  now: number,
): Promise<boolean> {
  const inserted = await db
    .insert(classMembers)
    .values({ classId, userId, joinedAt: now })
    .onConflictDoNothing()
    .returning({ userId: classMembers.userId });
  return inserted.length === 1;
}

export async function deleteMember(
  db: Queryable,
  classId: string,
  userId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
    .returning({ userId: classMembers.userId });
  return deleted.length === 1;
}

export async function isMember(db: Queryable, classId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export interface ClassMember {
  id: string;
  username: string;
  learnerId: string | null;
  joinedAt: number;
}

const memberColumns = {
  id: users.id,
  username: users.username,
  learnerId: users.learnerId,
  joinedAt: classMembers.joinedAt,
};

/** A class's students by username (unique, so the order is total). */
export async function listMembers(db: Queryable, classId: string): Promise<ClassMember[]> {
  return db
    .select(memberColumns)
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(eq(classMembers.classId, classId))
    .orderBy(asc(users.username));
}

export async function findMember(
  db: Queryable,
  classId: string,
  userId: string,
): Promise<ClassMember | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
    .limit(1);
  return row;
}

export interface MemberClass {
  id: string;
  name: string;
  teacher: string;
  joinedAt: number;
  ruleSet: string;
}

/** The classes `userId` is a student in, by name (then id: two classes may share a name). */
export async function listMemberClasses(db: Queryable, userId: string): Promise<MemberClass[]> {
  return db
    .select({
      id: classes.id,
      name: classes.name,
      teacher: users.username,
      joinedAt: classMembers.joinedAt,
      ruleSet: classes.ruleSet,
    })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(users, eq(users.id, classes.teacherId))
    .where(eq(classMembers.userId, userId))
    .orderBy(asc(classes.name), asc(classes.id));
}

// Assignments ---------------------------------------------------------------------------

export async function insertAssignment(db: Queryable, row: AssignmentRow): Promise<void> {
  await db.insert(assignments).values(row);
}

/** A class's assignments, newest first (then by id: two may be set in the same millisecond). */
export async function listAssignments(
  db: Queryable,
  classId: string,
  limit = 50,
): Promise<AssignmentRow[]> {
  return db
    .select()
    .from(assignments)
    .where(eq(assignments.classId, classId))
    .orderBy(desc(assignments.createdAt), desc(assignments.id))
    .limit(limit);
}

export async function deleteAssignment(
  db: Queryable,
  classId: string,
  assignmentId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(assignments)
    .where(and(eq(assignments.id, assignmentId), eq(assignments.classId, classId)))
    .returning({ id: assignments.id });
  return deleted.length === 1;
}
