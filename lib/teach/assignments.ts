/**
 * Assignments: a teacher sets a drill for a class (drill, hands, optional due day); each
 * student's hands of that drill between the setting and the end of the due day count.
 */
import { randomUUID } from "node:crypto";
import type { AssignmentRow } from "@/db/schema";
import { type Actor, canTeach } from "@/lib/auth/roles";
import { findUserById } from "@/lib/db/auth";
import {
  deleteAssignment as deleteAssignmentRow,
  findOwnedClass,
  insertAssignment,
  listAssignments,
  listMemberClasses,
} from "@/lib/db/classes";
import type { Queryable } from "@/lib/db/learners";
import { learnerWindowTotals } from "@/lib/db/teach";
import { assignmentView } from "./dashboard";
import { notFound, type Outcome } from "./errors";
import { type CreateAssignmentInput, endOfDay } from "./schemas";
import type { AssignmentView, StudentAssignment } from "./views";

/** A student still sees an assignment this long after its due time. */
export const SHOW_AFTER_DUE_MS = 7 * 24 * 60 * 60 * 1000;

export function createAssignment(
  db: Queryable,
  actor: Actor,
  input: CreateAssignmentInput,
  now = Date.now(),
): Outcome<AssignmentView, "not-found" | "due-past"> {
  if (!canTeach(actor.role) || !findOwnedClass(db, input.classId, actor.id)) return notFound;
  const dueAt = input.due === undefined ? null : endOfDay(input.due);
  if (dueAt !== null && dueAt < now) return { status: "error", code: "due-past" };
  const row: AssignmentRow = {
    id: randomUUID(),
    classId: input.classId,
    drill: input.drill,
    filter: input.drill === "category" ? (input.filter ?? null) : null,
    hands: input.hands,
    createdAt: now,
    dueAt,
  };
  insertAssignment(db, row);
  return { status: "success", data: assignmentView(db, input.classId, row) };
}

export function deleteAssignment(
  db: Queryable,
  actor: Actor,
  input: { classId: string; assignmentId: string },
): Outcome<{ deleted: true }, "not-found"> {
  if (!canTeach(actor.role) || !findOwnedClass(db, input.classId, actor.id)) return notFound;
  if (!deleteAssignmentRow(db, input.classId, input.assignmentId)) return notFound;
  return { status: "success", data: { deleted: true } };
}

/** The assignments of every class the actor is a student in, with their own progress. */
export function studentAssignments(
  db: Queryable,
  actor: Actor,
  now = Date.now(),
): StudentAssignment[] {
  const learnerId = findUserById(db, actor.id)?.learnerId ?? null;
  const out: StudentAssignment[] = [];
  for (const c of listMemberClasses(db, actor.id)) {
    for (const a of listAssignments(db, c.id, 20)) {
      if (a.dueAt !== null && a.dueAt + SHOW_AFTER_DUE_MS < now) continue;
      const done =
        learnerId === null
          ? 0
          : learnerWindowTotals(db, learnerId, {
              drill: a.drill,
              filter: a.filter,
              from: a.createdAt,
              to: a.dueAt,
            }).hands;
      out.push({
        id: a.id,
        className: c.name,
        drill: a.drill,
        filter: a.filter,
        hands: a.hands,
        dueAt: a.dueAt,
        done,
        complete: done >= a.hands,
        overdue: a.dueAt !== null && a.dueAt < now && done < a.hands,
      });
    }
  }
  // Open work first, soonest due first; then finished ones.
  return out.sort(
    (x, y) =>
      Number(x.complete) - Number(y.complete) ||
      (x.dueAt ?? Number.MAX_SAFE_INTEGER) - (y.dueAt ?? Number.MAX_SAFE_INTEGER),
  );
}
