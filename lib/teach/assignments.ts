/**
 * Assignments: a teacher sets a drill for a class (drill, hands, optional due day); each
 * student's hands of that drill between the setting and the end of the due day count.
 */
import { randomUUID } from "node:crypto";
import type { AssignmentRow } from "@/db/schema";
import { type Actor, canTeach } from "@/lib/auth/roles";
import { storedTableRuleSet } from "@/lib/casino/choice";
import { findUserById } from "@/lib/db/auth";
import {
  deleteAssignment as deleteAssignmentRow,
  findOwnedClass,
  insertAssignment,
  listAssignments,
  listMemberClasses,
} from "@/lib/db/classes";
import { type Queryable, withTx } from "@/lib/db/store";
import { learnerWindowTotals } from "@/lib/db/teach";
import { isFaceUp } from "@/lib/engine";
import { assignmentView } from "./dashboard";
import { notFound, type Outcome } from "./errors";
import { type CreateAssignmentInput, endOfDay } from "./schemas";
import type { AssignmentView, StudentAssignment } from "./views";

/** A student still sees an assignment this long after its due time. */
const SHOW_AFTER_DUE_MS = 7 * 24 * 60 * 60 * 1000;

export async function createAssignment(
  db: Queryable,
  actor: Actor,
  input: CreateAssignmentInput,
  now = Date.now(),
): Promise<Outcome<AssignmentView, "not-found" | "due-past" | "faceup-class">> {
  if (!canTeach(actor.role)) return notFound;
  const dueAt = input.due === undefined ? null : endOfDay(input.due);
  const row: AssignmentRow = {
    id: randomUUID(),
    classId: input.classId,
    drill: input.drill,
    filter: input.drill === "category" ? (input.filter ?? null) : null,
    hands: input.hands,
    createdAt: now,
    dueAt,
  };
  // Ownership checked and the row written in one transaction: a class deleted meanwhile
  // cannot receive it.
  let ruleSet = "seed/standard";
  const created = await withTx(db, async (tx) => {
    const owned = await findOwnedClass(tx, input.classId, actor.id);
    if (!owned) return "not-found" as const;
    if (dueAt !== null && dueAt < now) return "due-past" as const;
    // A Face Up class's students deal no EV hands (their practice is the Face Up drill): an EV
    // drill could never be done. The dealer's drill sets by the way in every game.
    if (input.drill !== "dealer" && isFaceUp(storedTableRuleSet(owned.ruleSet)))
      return "faceup-class" as const;
    ruleSet = owned.ruleSet;
    await insertAssignment(tx, row);
    return "created" as const;
  });
  if (created !== "created") return { status: "error", code: created };
  return { status: "success", data: await assignmentView(db, input.classId, row, ruleSet) };
}

export async function deleteAssignment(
  db: Queryable,
  actor: Actor,
  input: { classId: string; assignmentId: string },
): Promise<Outcome<{ deleted: true }, "not-found">> {
  if (!canTeach(actor.role)) return notFound;
  const deleted = await withTx(
    db,
    async (tx) =>
      (await findOwnedClass(tx, input.classId, actor.id)) !== undefined &&
      (await deleteAssignmentRow(tx, input.classId, input.assignmentId)),
  );
  if (!deleted) return notFound;
  return { status: "success", data: { deleted: true } };
}

/** The assignments of every class the actor is a student in, with their own progress. */
export async function studentAssignments(
  db: Queryable,
  actor: Actor,
  now = Date.now(),
): Promise<StudentAssignment[]> {
  const learnerId = (await findUserById(db, actor.id))?.learnerId ?? null;
  const out: StudentAssignment[] = [];
  for (const c of await listMemberClasses(db, actor.id)) {
    for (const a of await listAssignments(db, c.id, 20)) {
      if (a.dueAt !== null && a.dueAt + SHOW_AFTER_DUE_MS < now) continue;
      // Due before the student joined: it was never theirs to do, so it is neither shown nor
      // overdue (a student joining by link saw last week's work marked overdue).
      if (a.dueAt !== null && a.dueAt < c.joinedAt) continue;
      const done =
        learnerId === null
          ? 0
          : (
              await learnerWindowTotals(db, learnerId, {
                drill: a.drill,
                filter: a.filter,
                from: a.createdAt,
                to: a.dueAt,
                ruleSet: c.ruleSet,
              })
            ).hands;
      out.push({
        id: a.id,
        classId: c.id,
        className: c.name,
        drill: a.drill,
        filter: a.filter,
        hands: a.hands,
        dueAt: a.dueAt,
        done,
        ruleSet: c.ruleSet,
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
