/**
 * The verbs of the live tables' JSON API (lib/live/api.ts) for one learner: the table looked
 * up and the learner's access checked, then the verb's command to the table machine run as
 * one change of the table (change.ts); the caller's view after it.
 */
import type { Queryable } from "@/lib/db/store";
import { TableError } from "@/lib/table/errors";
import type { Command } from "@/lib/table/machine";
import { isReaction } from "@/lib/table/machine/reactions";
import type { TableOptions } from "@/lib/table/wallet";
import { verbAccess, viewOf } from "./access";
import type { LiveVerb, LiveView } from "./api";
import { lastCommitted } from "./cache";
import { change } from "./change";
import { handsGraded } from "./grades";
import { loadState, publicTables } from "./state";

export interface VerbInput {
  sit: { seat?: number };
  leave: Record<string, never>;
  bank: { seats?: number };
  unbank: Record<string, never>;
  approve: Record<string, never>;
  "auto-approve": { on: boolean };
  bet: { main: number; bonus?: number; emperors?: number; dealerHand?: number };
  set: { front: [string, string]; confirmFoul?: boolean };
  "house-way": Record<string, never>;
  close: Record<string, never>;
  bots: { on: boolean };
  react: { reaction: string };
  reactions: { on: boolean };
  rebuy: Record<string, never>;
}

const requireTableConfig = async (db: Queryable, tableId: string, options: TableOptions) => {
  await publicTables(db, options.testTables ?? false);
  const state = (await lastCommitted(db, tableId)) ?? (await loadState(db, tableId));
  if (!state || (state.config.testOnly && !options.testTables))
    throw new TableError("unknown-table");
  return state;
};

/** Runs a verb for a learner; the caller's view after it. */
export async function runVerb<V extends LiveVerb>(
  db: Queryable,
  learnerId: string,
  tableId: string,
  verb: V,
  input: VerbInput[V],
  options: TableOptions = {},
): Promise<LiveView> {
  const now = options.now ?? Date.now();
  const before = await requireTableConfig(db, tableId, options);
  const { access: seen, account } = await verbAccess(db, before.table, learnerId, verb === "sit");
  if (seen === null) throw new TableError("unknown-table");
  let command: Command;
  switch (verb) {
    case "sit": {
      if (!account) throw new TableError("account-needed");
      if (seen === "teacher") throw new TableError("forbidden");
      command = {
        type: "sit",
        learnerId,
        name: account.name,
        seat: (input as VerbInput["sit"]).seat,
      };
      break;
    }
    case "bank":
      // A live table's bank banks against its seats; a count is an own table's question.
      if ((input as VerbInput["bank"]).seats !== undefined) throw new TableError("invalid-input");
      command = { type: verb, learnerId };
      break;
    case "leave":
    case "unbank":
    case "approve":
      command = { type: verb, learnerId };
      break;
    case "auto-approve":
      command = { type: verb, learnerId, on: (input as VerbInput["auto-approve"]).on };
      break;
    case "bet": {
      const { main, bonus, ...sides } = input as VerbInput["bet"];
      command = { type: "bet", learnerId, main, bonus: bonus ?? 0, ...sides };
      break;
    }
    case "set":
      command = { type: "set", learnerId, ...(input as VerbInput["set"]) };
      break;
    case "house-way":
      command = { type: "set", learnerId, front: null };
      break;
    case "close":
      if (seen !== "teacher") throw new TableError("forbidden");
      command = { type: "close" };
      break;
    case "bots":
      // Only a class table's teacher: a public table's bots are its config's.
      if (seen !== "teacher") throw new TableError("forbidden");
      command = { type: "bots", on: (input as VerbInput["bots"]).on };
      break;
    case "react": {
      // Only the fixed set: a forged id is refused before the table is touched.
      const { reaction } = input as VerbInput["react"];
      if (!isReaction(reaction)) throw new TableError("invalid-input");
      command = { type: "react", learnerId, reaction };
      break;
    }
    case "reactions":
      // Only a class table's teacher: a public table always has them.
      if (seen !== "teacher") throw new TableError("forbidden");
      command = { type: "reactions", on: (input as VerbInput["reactions"]).on };
      break;
    default:
      throw new TableError("invalid-input");
  }
  await handsGraded(db, before, command, now);
  const after = await change(db, tableId, now, command);
  return viewOf(db, after, learnerId, seen === "teacher");
}
