/**
 * The one wrapper for the practice server actions: zod-parse the input, resolve (or make)
 * the learner, run the service, and answer with a typed `{ status }` state. Failures become
 * `{ status: "error", code }` with a code from lib/practice/errors.ts; database and other
 * unexpected errors are logged here and never reach the client.
 */
import "server-only";
import type { z } from "zod";
import { type Db, getDb } from "@/lib/db";
import { isPracticeError, type PracticeErrorCode } from "@/lib/practice/errors";
import { currentLearnerId, ensureLearner } from "./learner";

export type ActionError = { status: "error"; code: PracticeErrorCode };

export interface ActionContext {
  db: Db;
  learnerId: string;
}

export interface ActionOptions {
  /**
   * Make a learner (and set the cookie) when the request has none: true for actions a first
   * visit may call (dealing). False for answering, which without a learner can only be
   * forged, so it is refused with `no-learner` and writes nothing.
   */
  createLearner: boolean;
}

export function learnerAction<Schema extends z.ZodType, Result extends { status: string }>(
  schema: Schema,
  options: ActionOptions,
  handler: (input: z.output<Schema>, context: ActionContext) => Result | Promise<Result>,
): (input: z.input<Schema>) => Promise<Result | ActionError> {
  return async (input) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) return { status: "error", code: "invalid-input" };
    try {
      const db = getDb();
      const learnerId = options.createLearner
        ? await ensureLearner(db)
        : await currentLearnerId(db);
      if (learnerId === null) return { status: "error", code: "no-learner" };
      return await handler(parsed.data, { db, learnerId });
    } catch (error) {
      if (isPracticeError(error)) return { status: "error", code: error.code };
      console.error("practice action failed", error);
      return { status: "error", code: "server-error" };
    }
  };
}
