/**
 * Class tables (RULES.md 11): a teacher opens a live table for a class; only its members sit
 * there and the teacher watches every round. Closing one is a verb (acts.ts closeAct).
 */
import { randomUUID } from "node:crypto";
import { choiceOrDefault } from "@/lib/casino/choice";
import {
  accountOfLearner,
  classPays,
  classRuleSet,
  findLiveTable,
  idleLiveTable,
  inClassOrTeaches,
  namesOfLearners,
  openClassTableRow,
} from "@/lib/db/live";
import { settledRoundsAt } from "@/lib/db/rounds";
import type { Queryable } from "@/lib/db/store";
import { ruleSetKey } from "@/lib/engine";
import { TableError } from "@/lib/table/errors";
import { withSeats } from "@/lib/table/log-rows";
import { sideNetOf } from "@/lib/table/side-bets";
import { findTable } from "@/lib/table/tables";
import type { TableOptions } from "@/lib/table/wallet";
import { lobbyChanged } from "./lobby-news";

/**
 * A teacher opens a live table for a class (only its members sit; the teacher watches): the
 * class's open table of this config if it has one (a second press, a second tab), else a new
 * one, which plays by the class's casino (a table already open keeps the rules it opened
 * with). Its id.
 */
async function openClassTable(
  db: Queryable,
  classId: string,
  tableId: string,
  now = Date.now(),
): Promise<string> {
  const config = findTable(tableId, true);
  if (!config?.live) throw new TableError("unknown-table");
  // The class's casino (RULES.md 12; Face Up, 13.1, too), written on the table: its rounds play
  // by it from now on.
  const ruleSet = ruleSetKey(choiceOrDefault(await classRuleSet(db, classId)));
  // And its side-bet pay tables (RULES.md 13.2), kept by the table like its casino.
  const pays = await classPays(db, classId);
  const { id, created } = await openClassTableRow(db, {
    ...idleLiveTable(`class-${randomUUID()}`, tableId, classId, now),
    ruleSet,
    ...pays,
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
  options: TableOptions = {},
): Promise<string> {
  const account = await accountOfLearner(db, learnerId);
  if (!account || (await inClassOrTeaches(db, classId, account.userId)) !== "teacher")
    throw new TableError("forbidden");
  const config = findTable(tableId, options.testTables ?? false);
  if (!config?.live) throw new TableError("unknown-table");
  return openClassTable(db, classId, tableId, options.now);
}

/** Rounds a teacher looks back over at once (a lesson's worth). */
const CLASS_ROUNDS_SHOWN = 100;

/** One settled round of a class table as its teacher looks back on it. */
export interface ClassRoundView {
  id: string;
  dealtAt: number;
  currency: string;
  seats: {
    seat: number;
    name: string | null;
    bet: number;
    outcome: "win" | "push" | "loss" | "foul" | null;
    net: number;
    setBy: "learner" | "house-way" | "timer" | null;
    /** The setting's exact EV per unit bet, the best one's and the house way's. */
    grade: { ev: number; bestEv: number; houseWayEv: number } | null;
  }[];
}

/**
 * Every settled round of a class table (the newest CLASS_ROUNDS_SHOWN), with each student's
 * result and grade, for the class's teacher only (issue 29 walk finding 6: not only for the
 * 5 s a round's results are on show).
 */
export async function classTableRounds(
  db: Queryable,
  learnerId: string,
  tableId: string,
): Promise<ClassRoundView[]> {
  const table = await findLiveTable(db, tableId);
  const account = await accountOfLearner(db, learnerId);
  if (!table || table.classId === null || !account) throw new TableError("unknown-table");
  if ((await inClassOrTeaches(db, table.classId, account.userId)) !== "teacher")
    throw new TableError("unknown-table");
  const rounds = await withSeats(db, await settledRoundsAt(db, tableId, CLASS_ROUNDS_SHOWN));
  const names = await namesOfLearners(db, [
    ...new Set(rounds.flatMap((r) => r.players.flatMap((p) => (p.learnerId ? [p.learnerId] : [])))),
  ]);
  return rounds.map((round) => ({
    id: round.row.id,
    dealtAt: round.row.dealtAt,
    currency: round.row.currency,
    seats: round.players.map((p) => ({
      seat: p.seat,
      name: p.learnerId === null ? null : (names.get(p.learnerId) ?? null),
      bet: p.bet,
      outcome: p.foul && p.outcome !== "push" ? "foul" : (p.outcome as "win" | "push" | "loss"),
      net: (p.net ?? 0) + (p.bonusNet ?? 0) + sideNetOf(p),
      setBy: p.setBy as ClassRoundView["seats"][number]["setBy"],
      grade:
        p.ev != null && p.bestEv != null && p.houseWayEv != null
          ? { ev: p.ev, bestEv: p.bestEv, houseWayEv: p.houseWayEv }
          : null,
    })),
  }));
}
