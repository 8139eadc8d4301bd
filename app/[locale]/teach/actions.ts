"use server";

/**
 * The teacher's actions: thin adapters to lib/teach through the signed-in-user wrapper
 * (session, role, zod, typed state). lib/teach checks ownership again: a class the teacher
 * does not own answers `not-found`, the same as one that does not exist.
 */
import { refresh } from "next/cache";
import { getLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import { userAction } from "@/lib/auth/action";
import { canTeach } from "@/lib/auth/roles";
import { createAssignment, deleteAssignment } from "@/lib/teach/assignments";
import {
  createClass,
  deleteClass,
  removeStudent,
  renameClass,
  rotateJoinCode,
  setClassCasino,
  setClassPays,
} from "@/lib/teach/classes";
import {
  classCasinoSchema,
  classIdSchema,
  classPaysSchema,
  createAssignmentSchema,
  createClassSchema,
  deleteAssignmentSchema,
  removeStudentSchema,
  renameClassSchema,
} from "@/lib/teach/schemas";

const teachers = { allow: canTeach };

/** Refreshes the page after a change that succeeded; passes the outcome on. */
function refreshed<T extends { status: string }>(outcome: T): T {
  if (outcome.status === "success") refresh();
  return outcome;
}

export const createClassAction = userAction(
  createClassSchema,
  async (input, { db, user }) => {
    const outcome = await createClass(db, user, input);
    return outcome.status === "success"
      ? refreshed({ status: "success" as const, data: { classId: outcome.data.id } })
      : outcome;
  },
  teachers,
);

export const renameClassAction = userAction(
  renameClassSchema,
  async (input, { db, user }) => refreshed(await renameClass(db, user, input)),
  teachers,
);

export const classCasinoAction = userAction(
  classCasinoSchema,
  async (input, { db, user }) => refreshed(await setClassCasino(db, user, input)),
  teachers,
);

/** The class's side-bet pay tables (RULES.md 13.2) for its class tables. */
export const classPaysAction = userAction(
  classPaysSchema,
  async (input, { db, user }) => refreshed(await setClassPays(db, user, input)),
  teachers,
);

export const rotateCodeAction = userAction(
  classIdSchema,
  async (input, { db, user }) => refreshed(await rotateJoinCode(db, user, input)),
  teachers,
);

/** Deletes the class and goes back to the class list (the class page no longer exists). */
export const deleteClassAction = userAction(
  classIdSchema,
  async (input, { db, user }) => {
    const outcome = await deleteClass(db, user, input);
    if (outcome.status === "success") redirect({ href: "/teach", locale: await getLocale() });
    return outcome;
  },
  teachers,
);

export const removeStudentAction = userAction(
  removeStudentSchema,
  async (input, { db, user }) => refreshed(await removeStudent(db, user, input)),
  teachers,
);

export const createAssignmentAction = userAction(
  createAssignmentSchema,
  async (input, { db, user }) => {
    const outcome = await createAssignment(db, user, input);
    return outcome.status === "success"
      ? refreshed({ status: "success" as const, data: { assignmentId: outcome.data.id } })
      : outcome;
  },
  teachers,
);

export const deleteAssignmentAction = userAction(
  deleteAssignmentSchema,
  async (input, { db, user }) => refreshed(await deleteAssignment(db, user, input)),
  teachers,
);
