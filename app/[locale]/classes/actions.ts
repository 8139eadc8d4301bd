"use server";

/** A student's class actions: join with a code, leave. Thin adapters to lib/teach. */
import { refresh } from "next/cache";
import { userAction } from "@/lib/auth/action";
import { joinClass, leaveClass } from "@/lib/teach/classes";
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
