"use server";

/**
 * Server actions of the table: thin adapters from the client to lib/table, each through the
 * one `learnerAction` wrapper (zod input, learner from the session or cookie, rate limits,
 * typed `{ status }` result; a TableError becomes `{ status: "error", code }`).
 */
import { after } from "next/server";
import type { z } from "zod";
import { env } from "@/lib/env";
import { type ActionContext, type LearnerActionOptions, learnerAction } from "@/lib/learner";
import { bankCoach, bankingStatus, bankRound, leaveBank, takeBank } from "@/lib/table/bank";
import type { TableErrorCode } from "@/lib/table/errors";
import { roundGrade, sessionSummary } from "@/lib/table/log";
import {
  dealRound,
  ensureWallet,
  finishRound,
  rebuy,
  requireTable,
  tableState,
  warmHandEv,
} from "@/lib/table/rounds";
import {
  bankInput,
  dealInput,
  finishInput,
  roundInput,
  sessionInput,
  tableInput,
} from "@/lib/table/schemas";

const testTables = () => env.TABLE_TEST_TABLES === "1";

/** learnerAction with the table's error codes in its answer type. */
const tableAction = <Schema extends z.ZodType, Result extends { status: string }>(
  schema: Schema,
  options: LearnerActionOptions,
  handler: (input: z.output<Schema>, context: ActionContext) => Promise<Result>,
) => learnerAction<Schema, Result, TableErrorCode>(schema, options, handler);

/** The wallet and the open (or last) round; settles a round whose time ran out. */
export const stateAction = tableAction(
  tableInput,
  { createLearner: false, rateLimit: false },
  async (input, { db, learnerId }) => ({
    status: "state" as const,
    state: await tableState(db, learnerId, input.tableId, { testTables: testTables() }),
  }),
);

/** Deal: the bets are taken and fourteen cards dealt (makes the learner on a first visit). */
export const dealAction = tableAction(
  dealInput,
  { createLearner: true },
  async (input, { db, learnerId }) => {
    const options = { testTables: testTables() };
    const round = await dealRound(db, learnerId, input.tableId, input, options);
    // Grade the hand while the learner thinks: Done then finds its exact EV in the cache.
    after(() => warmHandEv(db, round));
    const table = requireTable(input.tableId, options.testTables);
    return {
      status: "dealt" as const,
      round,
      wallet: await ensureWallet(db, learnerId, table.currency, Date.now()),
    };
  },
);

/** Done with the learner's front, or House Way. */
export const finishAction = tableAction(
  finishInput,
  { createLearner: false },
  async (input, { db, learnerId }) => {
    const round = await finishRound(
      db,
      learnerId,
      input.roundId,
      input.kind === "front"
        ? { kind: "front", front: input.front, confirmFoul: input.confirmFoul }
        : { kind: "house-way" },
    );
    const table = requireTable(round.tableId, true);
    return {
      status: "settled" as const,
      round,
      wallet: await ensureWallet(db, learnerId, table.currency, Date.now()),
    };
  },
);

export const rebuyAction = tableAction(
  tableInput,
  { createLearner: false, rateLimit: false },
  async (input, { db, learnerId }) => ({
    status: "rebought" as const,
    wallet: await rebuy(db, learnerId, input.tableId, { testTables: testTables() }),
  }),
);

/** The coach: the practice grade of the setting played in a settled round. */
export const coachAction = tableAction(
  roundInput,
  { createLearner: false },
  async (input, { db, learnerId }) => ({
    status: "graded" as const,
    ...(await roundGrade(db, learnerId, input.roundId)),
  }),
);

/** Session totals at a table since the learner sat down. */
export const sessionAction = tableAction(
  sessionInput,
  { createLearner: false, rateLimit: false },
  async (input, { db, learnerId }) => {
    requireTable(input.tableId, testTables());
    return {
      status: "session" as const,
      session: await sessionSummary(db, learnerId, input.tableId, input.since),
    };
  },
);

/** Whether the learner may take the bank against so many seats, and why not (RULES.md 9). */
export const bankStatusAction = tableAction(
  bankInput,
  { createLearner: false, rateLimit: false },
  async (input, { db, learnerId }) => ({
    status: "bank-status" as const,
    bank: await bankingStatus(db, learnerId, input.tableId, input.seats, {
      testTables: testTables(),
    }),
  }),
);

/** Take the bank against so many seats, once the entry rule is met. */
export const takeBankAction = tableAction(
  bankInput,
  { createLearner: false },
  async (input, { db, learnerId }) => ({
    status: "bank-taken" as const,
    ...(await takeBank(db, learnerId, input.tableId, input.seats, { testTables: testTables() })),
  }),
);

export const leaveBankAction = tableAction(
  tableInput,
  { createLearner: false, rateLimit: false },
  async (input, { db, learnerId }) => {
    requireTable(input.tableId, testTables());
    await leaveBank(db, learnerId, input.tableId);
    return { status: "bank-left" as const };
  },
);

/** Approve: one banking round against the simulated seats, dealt and settled at once. */
export const bankAction = tableAction(
  tableInput,
  { createLearner: false },
  async (input, { db, learnerId }) => {
    const round = await bankRound(db, learnerId, input.tableId, { testTables: testTables() });
    const table = requireTable(input.tableId, testTables());
    return {
      status: "banked" as const,
      round,
      coach: bankCoach(round, table.banking?.commissionBp ?? 0),
      wallet: await ensureWallet(db, learnerId, table.currency, Date.now()),
    };
  },
);
