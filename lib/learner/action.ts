/**
 * The wrapper of learner actions (the drill, the table): the one validated-action core
 * (lib/actions/validated-action.ts) with the learner resolved, rate limits applied and
 * database locks waited out without blocking the server. Input is an object (zod-parsed);
 * the answer is the handler's `{ status }` result or `{ status: "error", code }` with a code
 * from the one vocabulary: the common ones, `invalid-input`, `no-learner`, or whatever
 * `ActionError` the service throws.
 */
import "server-only";
import type { z } from "zod";
import type { ErrorParams } from "@/lib/actions/action-state";
import { ActionError as CodedError, type CommonErrorCode } from "@/lib/actions/errors";
import { runAction } from "@/lib/actions/validated-action";
import { type Db, getDb } from "@/lib/db";
import { assertStoreIntact, retryBusy } from "@/lib/db/client";
import type { LearnerErrorCode } from "./errors";
import { admitAnonymousLearner, currentLearnerId, ensureLearner } from "./identity";
import { admitPractice } from "./limits";

export type { LearnerErrorCode };

export type ActionError<TCode extends string = LearnerErrorCode> = {
  status: "error";
  code: TCode | LearnerErrorCode | CommonErrorCode;
  params?: ErrorParams;
};

export interface ActionContext {
  db: Db;
  learnerId: string;
}

export interface LearnerActionOptions {
  /**
   * Make a learner (and set the cookie) when the request has none: true for actions a first
   * visit may call (dealing). False for answering, which without a learner can only be
   * forged, so it is refused with `no-learner` and writes nothing.
   */
  createLearner: boolean;
  /** Count the call against the per-learner and per-address limits (default true). */
  rateLimit?: boolean;
}

export function learnerAction<
  Schema extends z.ZodType,
  Result extends { status: string },
  TCode extends string = LearnerErrorCode,
>(
  schema: Schema,
  options: LearnerActionOptions,
  handler: (input: z.output<Schema>, context: ActionContext) => Result | Promise<Result>,
): (input: z.input<Schema>) => Promise<Result | ActionError<TCode>> {
  return async (input) => {
    const state = await runAction<Schema, Result, TCode | LearnerErrorCode>(
      schema,
      input,
      async (parsed) => {
        const limited = options.rateLimit ?? true;
        // A lock held by another process makes the handler's transaction throw quickly (SQLite
        // busy; PostgreSQL conflicts outliving withTx's own retries), and retryBusy tries again
        // after an asynchronous pause (nothing was written).
        return retryBusy(async () => {
          const db = getDb();
          // A deleted or replaced database file would acknowledge answers and then lose them:
          // checked before the work, and again after it, before anything is acknowledged.
          assertStoreIntact(db);
          // PostgreSQL, anonymous learner: checked and rate-limited in one statement.
          const admitted = limited ? await admitAnonymousLearner(db) : null;
          let learnerId = admitted;
          if (learnerId === null) {
            learnerId = options.createLearner
              ? await ensureLearner(db)
              : await currentLearnerId(db);
            if (learnerId === null) throw new CodedError("no-learner");
            // Per address and per learner, in one statement on PostgreSQL.
            if (limited) await admitPractice(learnerId);
          }
          const result = await handler(parsed, { db, learnerId });
          // The file may have gone while the handler wrote (issue 21, item 3): then what it
          // wrote is in an unlinked file, and answering "settled" would be a lie.
          assertStoreIntact(db);
          return result;
        });
      },
    );
    if (state.status === "invalid") return { status: "error", code: "invalid-input" };
    return state as Result | ActionError<TCode>;
  };
}
