/**
 * The table's endpoints as learner actions (lib/learner/action.ts: zod input, the learner from
 * the session or cookie, limits, a typed `{ status }` answer, a TableError as `{ status:
 * "error", code }`), served as JSON routes under app/api/table/<verb>: the reads (state, session,
 * bank status, coach) as GETs through tableReadRoute, the verbs as POSTs through tableVerbRoute.
 * The request and answer shapes are lib/table/api.ts's. Every endpoint is limited: dealing,
 * settling, the coach and banking by the drill's limits, the cheap reads by the table's own
 * (limits.ts).
 */
import "server-only";
import { after } from "next/server";
import type { z } from "zod";
import { env } from "@/lib/env";
import { type ActionContext, type LearnerActionOptions, learnerAction } from "@/lib/learner";
import type { TableResults } from "./api";
import { bankCoach, bankingStatus, bankRoundAnswer, leaveBank, takeBank } from "./bank";
import type { TableErrorCode } from "./errors";
import { admitTableRead } from "./limits";
import { roundGrade, sessionSummary } from "./log";
import { rebuy } from "./rebuy";
import { dealRoundAnswer, finishRoundAnswer, tableState, warmHandEv } from "./rounds";
import { bankInput, dealInput, finishInput, roundInput, sessionInput, tableInput } from "./schemas";
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
  /** The wallet, the open (or last) round and the bank held: reads only. */
  state: readAction(
    tableInput,
    async (input, { db, learnerId }): Promise<TableResults["state"]> => ({
      status: "state",
      state: await tableState(db, learnerId, input.tableId, { testTables: testTables() }),
    }),
  ),

  /** Deal: the bets are taken and fourteen cards dealt (makes the learner on a first visit). */
  deal: tableAction(
    dealInput,
    { createLearner: true },
    async (input, { db, learnerId }): Promise<TableResults["deal"]> => {
      const options = { testTables: testTables() };
      const dealt = await dealRoundAnswer(db, learnerId, input.tableId, input, options);
      // Grade the hand while the learner thinks: Done then finds its exact EV in the cache.
      after(() => warmHandEv(db, dealt.round));
      return { status: "dealt", ...dealt };
    },
  ),

  /** Done with the learner's front, or House Way. */
  finish: tableAction(
    finishInput,
    { createLearner: false },
    async (input, { db, learnerId }): Promise<TableResults["finish"]> => {
      const settled = await finishRoundAnswer(
        db,
        learnerId,
        input.roundId,
        input.kind === "front"
          ? { kind: "front", front: input.front, confirmFoul: input.confirmFoul }
          : { kind: "house-way" },
      );
      return { status: "settled", ...settled };
    },
  ),

  rebuy: readAction(
    tableInput,
    async (input, { db, learnerId }): Promise<TableResults["rebuy"]> => ({
      status: "rebought",
      wallet: await rebuy(db, learnerId, input.tableId, { testTables: testTables() }),
    }),
  ),

  /** The coach: the practice grade of the setting played in a settled round. */
  coach: tableAction(
    roundInput,
    { createLearner: false },
    async (input, { db, learnerId }): Promise<TableResults["coach"]> => ({
      status: "graded",
      ...(await roundGrade(db, learnerId, input.roundId)),
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

  /** Take the bank against so many seats, once the entry rule is met. */
  takeBank: tableAction(
    bankInput,
    { createLearner: false },
    async (input, { db, learnerId }): Promise<TableResults["takeBank"]> => ({
      status: "bank-taken",
      ...(await takeBank(db, learnerId, input.tableId, input.seats, { testTables: testTables() })),
    }),
  ),

  leaveBank: readAction(
    tableInput,
    async (input, { db, learnerId }): Promise<TableResults["leaveBank"]> => {
      requireTable(input.tableId, testTables());
      await leaveBank(db, learnerId, input.tableId, { testTables: testTables() });
      return { status: "bank-left" };
    },
  ),

  /** Approve: one banking round against the simulated seats, dealt and settled at once. */
  approve: tableAction(
    tableInput,
    { createLearner: false },
    async (input, { db, learnerId }): Promise<TableResults["approve"]> => {
      const { round, wallet } = await bankRoundAnswer(db, learnerId, input.tableId, {
        testTables: testTables(),
      });
      const table = requireTable(input.tableId, testTables());
      return {
        status: "banked",
        round,
        coach: bankCoach(round, table.banking?.commissionBp ?? 0),
        wallet,
      };
    },
  ),
};
