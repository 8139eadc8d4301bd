/**
 * Classes and memberships, with every authorization rule in one place. Each function takes
 * the acting user and answers a typed outcome; a teacher acting on a class they do not own
 * gets `not-found`, exactly as for a class that does not exist.
 */
import { randomUUID } from "node:crypto";
import type { ClassRow } from "@/db/schema";
import { blockedFor, type Limit } from "@/lib/auth/rate-limit";
import { type Actor, canTeach } from "@/lib/auth/roles";
import { insertLoginAttempt } from "@/lib/db/auth";
import {
  deleteMember,
  deleteOwnedClass,
  findClassByCode,
  findOwnedClass,
  insertClass,
  insertMember,
  isMember,
  joinCodeExists,
  listMemberClasses,
  listTeacherClasses,
  type MemberClass,
  type TeacherClass,
  updateOwnedClass,
} from "@/lib/db/classes";
import type { Queryable } from "@/lib/db/learners";
import { forbidden, notFound, type Outcome } from "./errors";
import { newJoinCode, normalizeJoinCode } from "./join-code";

/** Per user: 10 wrong join codes in 15 minutes, then wait. */
export const JOIN_LIMIT: Limit = { max: 10, windowMs: 15 * 60_000 };
export const joinKey = (userId: string) => `join:${userId}`;

/** A code no other class has (40 bits: a clash is rare, and then simply retried). */
function uniqueJoinCode(db: Queryable): string {
  for (;;) {
    const code = newJoinCode();
    if (!joinCodeExists(db, code)) return code;
  }
}

export function teacherClasses(db: Queryable, actor: Actor): Outcome<TeacherClass[], "forbidden"> {
  if (!canTeach(actor.role)) return forbidden;
  return { status: "success", data: listTeacherClasses(db, actor.id) };
}

/** The class when the actor owns it; else `not-found`. */
export function ownedClass(
  db: Queryable,
  actor: Actor,
  classId: string,
): Outcome<ClassRow, "not-found"> {
  const row = canTeach(actor.role) ? findOwnedClass(db, classId, actor.id) : undefined;
  return row ? { status: "success", data: row } : notFound;
}

export function createClass(
  db: Queryable,
  actor: Actor,
  input: { name: string },
  now = Date.now(),
): Outcome<ClassRow, "forbidden"> {
  if (!canTeach(actor.role)) return forbidden;
  const row: ClassRow = {
    id: randomUUID(),
    teacherId: actor.id,
    name: input.name,
    joinCode: uniqueJoinCode(db),
    createdAt: now,
  };
  insertClass(db, row);
  return { status: "success", data: row };
}

export function renameClass(
  db: Queryable,
  actor: Actor,
  input: { classId: string; name: string },
): Outcome<{ name: string }, "not-found"> {
  if (!canTeach(actor.role) || !updateOwnedClass(db, input.classId, actor.id, { name: input.name }))
    return notFound;
  return { status: "success", data: { name: input.name } };
}

/** A new join code; the old one stops working at once. Members stay members. */
export function rotateJoinCode(
  db: Queryable,
  actor: Actor,
  input: { classId: string },
): Outcome<{ joinCode: string }, "not-found"> {
  if (!canTeach(actor.role)) return notFound;
  const joinCode = uniqueJoinCode(db);
  if (!updateOwnedClass(db, input.classId, actor.id, { joinCode })) return notFound;
  return { status: "success", data: { joinCode } };
}

/**
 * Deletes a class the actor owns, with its memberships and assignments (foreign-key cascade).
 * The students' practice history stays theirs.
 */
export function deleteClass(
  db: Queryable,
  actor: Actor,
  input: { classId: string },
): Outcome<{ deleted: true }, "not-found"> {
  if (!canTeach(actor.role) || !deleteOwnedClass(db, input.classId, actor.id)) return notFound;
  return { status: "success", data: { deleted: true } };
}

/** Takes a student out of the class (their practice history stays theirs). */
export function removeStudent(
  db: Queryable,
  actor: Actor,
  input: { classId: string; studentId: string },
): Outcome<{ removed: true }, "not-found"> {
  if (ownedClass(db, actor, input.classId).status !== "success") return notFound;
  if (!deleteMember(db, input.classId, input.studentId)) return notFound;
  return { status: "success", data: { removed: true } };
}

export function joinClass(
  db: Queryable,
  actor: Actor,
  input: { code: string },
  now = Date.now(),
): Outcome<
  { classId: string; name: string },
  "bad-join-code" | "already-member" | "own-class" | "rate-limited"
> {
  return db.transaction(
    (tx) => {
      // A blocked user is refused even a right code: otherwise guessing would go on.
      const wait = blockedFor(tx, joinKey(actor.id), JOIN_LIMIT, now);
      if (wait > 0)
        return {
          status: "error",
          code: "rate-limited",
          params: { minutes: Math.ceil(wait / 60_000) },
        } as const;
      const code = normalizeJoinCode(input.code);
      const found = code === null ? undefined : findClassByCode(tx, code);
      if (!found) {
        // Only wrong codes count towards the limit; they are what guessing looks like.
        insertLoginAttempt(tx, joinKey(actor.id), now);
        return { status: "error", code: "bad-join-code" } as const;
      }
      if (found.teacherId === actor.id) return { status: "error", code: "own-class" } as const;
      if (isMember(tx, found.id, actor.id))
        return { status: "error", code: "already-member" } as const;
      insertMember(tx, found.id, actor.id, now);
      return { status: "success", data: { classId: found.id, name: found.name } } as const;
    },
    { behavior: "immediate" },
  );
}

/** Leaves a class the actor is a student in. */
export function leaveClass(
  db: Queryable,
  actor: Actor,
  input: { classId: string },
): Outcome<{ left: true }, "not-found"> {
  return deleteMember(db, input.classId, actor.id)
    ? { status: "success", data: { left: true } }
    : notFound;
}

export function memberClasses(db: Queryable, actor: Actor): MemberClass[] {
  return listMemberClasses(db, actor.id);
}
