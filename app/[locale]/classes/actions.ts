"use server";

/** A student's class actions: join with a code, leave, take the class's casino. Thin adapters to lib/teach. */
import { refresh } from "next/cache";
import { userAction } from "@/lib/auth/action";
import { ensureLearner } from "@/lib/learner/identity";
import { joinClass, leaveClass, takeClassCasino } from "@/lib/teach/classes";
import { classIdSchema, joinClassSchema } from "@/lib/teach/schemas";

export const joinClassAction = userAction(joinClassSchema, async (input, { db, user }) => {
  const outcome = await joinClass(db, user, input);
  if (outcome.status === "success") refresh();
  return outcome;
});

export const leaveClassAction = userAction(classIdSchema, async (input, { db, user }) => {
  const outcome = await leaveClass(db, user, input);
  if (outcome.status === "success") refresh();
  return outcome;
});

/**
 * The class's casino (a teacher's own way too) becomes the student's: practice grades under it.
 * No refresh: the button stays with its "done" note (the next page reads the new casino).
 */
export const takeClassCasinoAction = userAction(classIdSchema, async (input, { db, user }) =>
  takeClassCasino(db, user, await ensureLearner(db), input),
);
