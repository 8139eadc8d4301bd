/**
 * Queries of classes, memberships and assignments. Ownership is not checked here: lib/teach
 * decides who may call what, and every query that serves a teacher names the teacher.
 */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import {
  type AssignmentRow,
  assignments,
  type ClassRow,
  classes,
  classMembers,
  users,
} from "@/db/schema";
import type { Queryable } from "./learners";

// Classes -------------------------------------------------------------------------------

export function insertClass(db: Queryable, row: ClassRow): void {
  db.insert(classes).values(row).run();
}

/** The class when `teacherId` owns it; undefined for a foreign or unknown class alike. */
export function findOwnedClass(
  db: Queryable,
  classId: string,
  teacherId: string,
): ClassRow | undefined {
  return db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)))
    .get();
}

export function findClassByCode(db: Queryable, joinCode: string): ClassRow | undefined {
  return db.select().from(classes).where(eq(classes.joinCode, joinCode)).get();
}

export function joinCodeExists(db: Queryable, joinCode: string): boolean {
  return findClassByCode(db, joinCode) !== undefined;
}

export interface TeacherClass extends ClassRow {
  students: number;
}

export function listTeacherClasses(db: Queryable, teacherId: string): TeacherClass[] {
  return db
    .select({
      id: classes.id,
      teacherId: classes.teacherId,
      name: classes.name,
      joinCode: classes.joinCode,
      createdAt: classes.createdAt,
      students: sql<number>`(SELECT count(*) FROM ${classMembers} WHERE ${classMembers.classId} = ${classes.id})`,
    })
    .from(classes)
    .where(eq(classes.teacherId, teacherId))
    .orderBy(desc(classes.createdAt))
    .all();
}

/** Renames / re-codes a class the teacher owns; false when they own no such class. */
export function updateOwnedClass(
  db: Queryable,
  classId: string,
  teacherId: string,
  set: Partial<Pick<ClassRow, "name" | "joinCode">>,
): boolean {
  return (
    db
      .update(classes)
      .set(set)
      .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)))
      .run().changes === 1
  );
}

export function deleteOwnedClass(db: Queryable, classId: string, teacherId: string): boolean {
  return (
    db
      .delete(classes)
      .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)))
      .run().changes === 1
  );
}

// Memberships ---------------------------------------------------------------------------

export function insertMember(db: Queryable, classId: string, userId: string, now: number): boolean {
  return (
    db.insert(classMembers).values({ classId, userId, joinedAt: now }).onConflictDoNothing().run()
      .changes === 1
  );
}

export function deleteMember(db: Queryable, classId: string, userId: string): boolean {
  return (
    db
      .delete(classMembers)
      .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
      .run().changes === 1
  );
}

export function isMember(db: Queryable, classId: string, userId: string): boolean {
  return (
    db
      .select({ userId: classMembers.userId })
      .from(classMembers)
      .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
      .get() !== undefined
  );
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

export function listMembers(db: Queryable, classId: string): ClassMember[] {
  return db
    .select(memberColumns)
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(eq(classMembers.classId, classId))
    .orderBy(asc(users.username))
    .all();
}

export function findMember(
  db: Queryable,
  classId: string,
  userId: string,
): ClassMember | undefined {
  return db
    .select(memberColumns)
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
    .get();
}

export interface MemberClass {
  id: string;
  name: string;
  teacher: string;
  joinedAt: number;
}

/** The classes `userId` is a student in. */
export function listMemberClasses(db: Queryable, userId: string): MemberClass[] {
  return db
    .select({
      id: classes.id,
      name: classes.name,
      teacher: users.username,
      joinedAt: classMembers.joinedAt,
    })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(users, eq(users.id, classes.teacherId))
    .where(eq(classMembers.userId, userId))
    .orderBy(asc(classes.name))
    .all();
}

export function countMembers(db: Queryable, classId: string): number {
  return (
    db.select({ n: count() }).from(classMembers).where(eq(classMembers.classId, classId)).get()
      ?.n ?? 0
  );
}

// Assignments ---------------------------------------------------------------------------

export function insertAssignment(db: Queryable, row: AssignmentRow): void {
  db.insert(assignments).values(row).run();
}

export function listAssignments(db: Queryable, classId: string, limit = 50): AssignmentRow[] {
  return db
    .select()
    .from(assignments)
    .where(eq(assignments.classId, classId))
    .orderBy(desc(assignments.createdAt))
    .limit(limit)
    .all();
}

export function deleteAssignment(db: Queryable, classId: string, assignmentId: string): boolean {
  return (
    db
      .delete(assignments)
      .where(and(eq(assignments.id, assignmentId), eq(assignments.classId, classId)))
      .run().changes === 1
  );
}
