/**
 * A learner's own table (the house banks, or the learner banks against seats the house plays)
 * on the live tables' API: `own:<config>` names the caller's own table of that config (its row
 * `solo:<learner>:<config>`, lib/table/own-table.ts), so nobody reaches another learner's. The
 * same view (table-view.ts) and the same verbs' bodies as a live table; each verb is one step
 * of the own table (ownStep), so its refusals are the table's typed codes. Nobody else acts
 * there: no event stream, the answers carry the view.
 */
import type { LiveTableRow } from "@/db/schema";
import { storedTableRuleSet } from "@/lib/casino/choice";
import { findLiveTable } from "@/lib/db/live";
import type { Queryable } from "@/lib/db/store";
import { TableError } from "@/lib/table/errors";
import { type OwnStepped, ownStep } from "@/lib/table/own-table";
import { dealStep, finishStep, warmHand } from "@/lib/table/own-verbs";
import { rebuy } from "@/lib/table/rebuy";
import { OWN_SEAT, ownInstance } from "@/lib/table/round-model";
import { findLoadedRound } from "@/lib/table/round-store";
import type { StoredTable } from "@/lib/table/stored-table";
import { startAmount, type TableConfig } from "@/lib/table/tables";
import { requireTable, type TableOptions } from "@/lib/table/wallet";
import { ownWayTableAllowed } from "@/lib/table/way-ready";
import { viewOf } from "./access";
import { type LiveView, OWN_TABLE_PREFIX, ownTableId } from "./api";
import { committed, loadState } from "./state";
import type { VerbInput } from "./verbs";

/** The config id an API table id names as the caller's own table, or null (a live table). */
export const ownConfigOf = (tableId: string): string | null =>
  tableId.startsWith(OWN_TABLE_PREFIX) ? tableId.slice(OWN_TABLE_PREFIX.length) : null;

/** A table nobody has played yet (reads never write): bets open, the learner in seat 1. */
function freshState(config: TableConfig, learnerId: string | null, now: number): StoredTable {
  const id = learnerId === null ? ownTableId(config.id) : ownInstance(learnerId, config.id);
  const table: LiveTableRow = {
    id,
    tableId: config.id,
    classId: null,
    ruleSet: config.ruleSet,
    fortuneTable: null,
    envySchedule: null,
    phase: "bets",
    deadlineAt: null,
    // Older than any stored step's, so a client keeps whatever the table answers next.
    seq: 0,
    bankLearnerId: null,
    autoApprove: false,
    bankLeftReason: null,
    bankLeftName: null,
    houseSeats: 0,
    bots: false,
    reactions: false,
    roundId: null,
    createdAt: now,
    closedAt: null,
  };
  const seat = {
    liveTableId: id,
    seat: OWN_SEAT,
    name: "",
    bet: 0,
    bonusBet: 0,
    emperorsBet: 0,
    dealerHandBet: 0,
    sitOuts: 0,
    awaySince: null,
  };
  return {
    table,
    config,
    seats: learnerId === null ? [] : [{ ...seat, learnerId, joinedAt: now }],
    round: null,
    names: new Map(),
    wallets: new Map(),
    className: null,
  };
}

/** The caller's own table of `configId` as they see it (a first visit: an empty table). */
export async function viewOwn(
  db: Queryable,
  learnerId: string | null,
  configId: string,
  options: TableOptions = {},
): Promise<LiveView> {
  const config = requireTable(configId, options.testTables);
  // Another learner's own way's table is no table of this viewer's, to look at either.
  if (!(await ownWayTableAllowed(db, learnerId, config))) throw new TableError("unknown-table");
  const now = options.now ?? Date.now();
  const stored =
    learnerId === null
      ? undefined
      : await committed(db, (q) => loadState(q, ownInstance(learnerId, config.id), true));
  const view = await viewOf(db, stored ?? freshState(config, learnerId, now), learnerId);
  // No learner yet (the first bet makes one): the seat and the starting amount are theirs.
  const you: LiveView["you"] =
    learnerId === null
      ? {
          seat: OWN_SEAT,
          role: "player",
          balance: startAmount(config.currency),
          points: 0,
          rebuys: 0,
          last: null,
        }
      : view.you;
  return { ...view, tableId: ownTableId(config.id), you };
}

/**
 * Grades the learner's dealt hand while they think (its exact EV cached), so their Done finds
 * it ready; only a head start: settling computes it if this failed.
 */
export async function warmOwnHand(db: Queryable, view: LiveView): Promise<void> {
  const cards = view.seats.find((s) => s.seat === view.you.seat)?.cards;
  if (view.phase === "setting" && cards)
    await warmHand(db, cards.join(" "), storedTableRuleSet(view.ruleSet));
}

/** Runs a verb at the caller's own table of `configId`; their view after it. */
export async function runOwnVerb(
  db: Queryable,
  learnerId: string,
  configId: string,
  verb: keyof VerbInput,
  input: unknown,
  options: TableOptions = {},
): Promise<LiveView> {
  const config = requireTable(configId, options.testTables);
  const now = options.now ?? Date.now();
  const stepOptions = { ...options, now };
  let stepped: OwnStepped | null = null;
  switch (verb) {
    case "bet": {
      const { main, bonus, ...sides } = input as VerbInput["bet"];
      stepped = await dealStep(db, learnerId, config.id, main, bonus ?? 0, stepOptions, sides);
      break;
    }
    case "set":
    case "house-way": {
      // The hand being set is the own table's round (its EV is made ready before the step).
      const row = await findLiveTable(db, ownInstance(learnerId, config.id));
      const round = row?.roundId ? await findLoadedRound(db, row.roundId) : undefined;
      if (!round) throw new TableError("unknown-round");
      const body = verb === "set" ? (input as VerbInput["set"]) : null;
      stepped = await finishStep(
        db,
        learnerId,
        round,
        body?.front ?? null,
        !!body?.confirmFoul,
        now,
      );
      break;
    }
    case "bank": {
      const { seats } = input as VerbInput["bank"];
      // Against how many seats the house plays is the own table's own question.
      if (seats === undefined) throw new TableError("seats-out-of-limits");
      stepped = await ownStep(
        db,
        learnerId,
        config.id,
        { type: "bank", learnerId, houseSeats: seats },
        stepOptions,
      );
      break;
    }
    case "unbank":
    case "approve":
      // An Approve whose bank no longer covers the seats leaves the bank: the view says why.
      stepped = await ownStep(db, learnerId, config.id, { type: verb, learnerId }, stepOptions);
      break;
    case "rebuy":
      await rebuy(db, learnerId, config.id, stepOptions);
      break;
    default:
      // Nobody else sits at an own table; its bank approves each round itself (auto-approve
      // would deal round after round with nobody watching).
      throw new TableError("forbidden");
  }
  // Rebuy is no step of the table: its view is read.
  if (!stepped) return viewOwn(db, learnerId, config.id, options);
  const view = await viewOf(db, stepped.after, learnerId);
  return { ...view, tableId: ownTableId(config.id) };
}
