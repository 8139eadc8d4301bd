/**
 * The table's reads beside its live API (the verbs and the view are lib/live/own.ts's) as
 * learner actions (lib/learner/action.ts: zod input, the learner from the session or cookie,
 * limits, a typed `{ status }` answer, a TableError as `{ status: "error", code }`), served as
 * GETs under app/api/table/<read> through tableReadRoute. The request and answer shapes are
 * lib/table/api.ts's. The coaches are limited by the drill's limits, the cheap reads (session,
 * bank status) by the table's own (limits.ts).
 */
import "server-only";
import type { z } from "zod";
import { env } from "@/lib/env";
import { type ActionContext, type LearnerActionOptions, learnerAction } from "@/lib/learner";
import type { TableResults } from "./api";
import { bankingStatus, bankRoundCoach } from "./bank";
import type { TableErrorCode } from "./errors";
import { admitTableRead } from "./limits";
import { roundCoach, sessionSummary } from "./log";
import { bankInput, roundInput, sessionInput } from "./schemas";
import { requireTable } from "./wallet";

const testTables = () => env.TABLE_TEST_TABLES === "1";

/** learnerAction with the table's error codes in its answer type. */
const tableAction = <Schema extends z.ZodType, Result extends { status: string }>(
  schema: Schema,
  options: LearnerActionOptions,
  handler: (input: z.output<Schema>, context: ActionContext) => Promise<Result>,
) => learnerAction<Schema, Result, TableErrorCode>(schema, options, handler);

/** A cheap read: not the drill's limits, the table's read limits. */
const readAction = <Schema extends z.ZodType, Result extends { status: string }>(
  schema: Schema,
  handler: (input: z.output<Schema>, context: ActionContext) => Promise<Result>,
) =>
  tableAction(schema, { createLearner: false, rateLimit: false }, async (input, context) => {
    await admitTableRead(context.learnerId);
    return handler(input, context);
  });

export const tableHandlers = {
  /** The coach: the practice grade of the setting played in a settled round. */
  coach: tableAction(
    roundInput,
    { createLearner: false },
    async (input, { db, learnerId }): Promise<TableResults["coach"]> => ({
      status: "graded",
      ...(await roundCoach(db, learnerId, input.roundId)),
    }),
  ),

  /** Session totals at a table since the learner sat down, from the server's record. */
  session: readAction(
    sessionInput,
    async (input, { db, learnerId }): Promise<TableResults["session"]> => {
      requireTable(input.tableId, testTables());
      return {
        status: "session",
        session: await sessionSummary(db, learnerId, input.tableId, input.since),
      };
    },
  ),

  /** Whether the learner may take the bank against so many seats, and why not (RULES.md 9). */
  bankStatus: readAction(
    bankInput,
    async (input, { db, learnerId }): Promise<TableResults["bankStatus"]> => ({
      status: "bank-status",
      bank: await bankingStatus(db, learnerId, input.tableId, input.seats, {
        testTables: testTables(),
      }),
    }),
  ),

  /** The coach's word on a settled round the learner banked. */
  bankCoach: tableAction(
    roundInput,
    { createLearner: false },
    async (input, { db, learnerId }): Promise<TableResults["bankCoach"]> => ({
      status: "bank-coach",
      coach: await bankRoundCoach(db, learnerId, input.roundId),
    }),
  ),
};
