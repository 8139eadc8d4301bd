/**
 * Class tables (RULES.md 11): a teacher opens a live table for a class; only its members sit
 * there and the teacher watches every round. Closing one is a verb (acts.ts closeAct).
 */
import { randomUUID } from "node:crypto";
import { storedRuleSet } from "@/lib/casino/choice";
import {
  accountOfLearner,
  classRuleSet,
  idleLiveTable,
  inClassOrTeaches,
  openClassTableRow,
} from "@/lib/db/live";
import type { Queryable } from "@/lib/db/store";
import { ruleSetKey } from "@/lib/engine";
import { findTable } from "@/lib/table/tables";
import { LiveError } from "./errors";
import { lobbyChanged } from "./lobby-news";
import type { LiveOptions } from "./state";

/**
 * A teacher opens a live table for a class (only its members sit; the teacher watches): the
 * class's open table of this config if it has one (a second press, a second tab), else a new
 * one, which plays by the class's casino (a table already open keeps the rules it opened
 * with). Its id.
 */
export async function openClassTable(
  db: Queryable,
  classId: string,
  tableId: string,
  now = Date.now(),
): Promise<string> {
  const config = findTable(tableId, true);
  if (!config?.live) throw new LiveError("unknown-table");
  // The class's casino (RULES.md 12), written on the table: its rounds play by it from now on.
  const ruleSet = ruleSetKey(storedRuleSet(await classRuleSet(db, classId)));
  const { id, created } = await openClassTableRow(db, {
    ...idleLiveTable(`class-${randomUUID()}`, tableId, classId, now),
    ruleSet,
  });
  // A new table in its class's lobbies (its row is committed: the insert was its own statement).
  if (created) await lobbyChanged(1);
  return id;
}

/** A teacher opens a live table for one of their classes; its id. */
export async function openForClass(
  db: Queryable,
  learnerId: string,
  classId: string,
  tableId: string,
  options: LiveOptions = {},
): Promise<string> {
  const account = await accountOfLearner(db, learnerId);
  if (!account || (await inClassOrTeaches(db, classId, account.userId)) !== "teacher")
    throw new LiveError("forbidden");
  const config = findTable(tableId, options.testTables ?? false);
  if (!config?.live) throw new LiveError("unknown-table");
  return openClassTable(db, classId, tableId, options.now);
}
