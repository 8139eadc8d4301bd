/**
 * A learner's own table (solo: the house banks, the learner plays seat 1; banking: the learner
 * banks against seats the house plays) on the live tables' API: `own:<config>` names the
 * caller's own table of that config (its row `solo:<learner>:<config>`, lib/table/solo.ts), so
 * nobody reaches another learner's. The same view (view.ts) and the same verbs' bodies as a
 * live table; each verb is one step of the own table (soloStep), so its refusals are the
 * table's typed codes. Nobody else acts there: no event stream, the answers carry the view.
 */
import type { LiveTableRow } from "@/db/schema";
import { storedRuleSet } from "@/lib/casino/choice";
import { findLiveTable } from "@/lib/db/live";
import type { Queryable } from "@/lib/db/store";
import { TableError } from "@/lib/table/errors";
import { rebuy } from "@/lib/table/rebuy";
import { SOLO_SEAT, soloInstance } from "@/lib/table/round";
import { dealStep, finishStep, warmHand } from "@/lib/table/rounds";
import { findLoadedRound } from "@/lib/table/settling";
import { type SoloStepped, soloStep } from "@/lib/table/solo";
import { startAmount, type TableConfig } from "@/lib/table/tables";
import { requireTable } from "@/lib/table/wallet";
import { viewOf } from "./access";
import { type LiveView, OWN_TABLE_PREFIX, ownTableId } from "./api";
import { LiveError } from "./errors";
import { committed, type LiveOptions, loadState } from "./state";
import type { VerbInput } from "./verbs";
import type { LiveState } from "./view";

/** The config id an API table id names as the caller's own table, or null (a live table). */
export const ownConfigOf = (tableId: string): string | null =>
  tableId.startsWith(OWN_TABLE_PREFIX) ? tableId.slice(OWN_TABLE_PREFIX.length) : null;

/** A table nobody has played yet (reads never write): bets open, the learner in seat 1. */
function freshState(config: TableConfig, learnerId: string | null, now: number): LiveState {
  const id = learnerId === null ? ownTableId(config.id) : soloInstance(learnerId, config.id);
  const table: LiveTableRow = {
    id,
    tableId: config.id,
    classId: null,
    ruleSet: config.ruleSet,
    phase: "bets",
    deadlineAt: null,
    // Older than any stored step's, so a client keeps whatever the table answers next.
    seq: 0,
    bankLearnerId: null,
    autoApprove: false,
    bankLeftReason: null,
    bankLeftName: null,
    houseSeats: 0,
    roundId: null,
    createdAt: now,
    closedAt: null,
  };
  const seat = { liveTableId: id, seat: SOLO_SEAT, name: "", bet: 0, bonusBet: 0, sitOuts: 0 };
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
  options: LiveOptions = {},
): Promise<LiveView> {
  const config = requireTable(configId, options.testTables);
  const now = options.now ?? Date.now();
  const stored =
    learnerId === null
      ? undefined
      : await committed(db, (q) => loadState(q, soloInstance(learnerId, config.id), true));
  const view = await viewOf(db, stored ?? freshState(config, learnerId, now), learnerId);
  // No learner yet (the first bet makes one): the seat and the starting amount are theirs.
  const you: LiveView["you"] =
    learnerId === null
      ? {
          seat: SOLO_SEAT,
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
    await warmHand(db, cards.join(" "), storedRuleSet(view.ruleSet));
}

/**
 * The own table as a step left it, from what the step held (its row, seats, the round it
 * dealt or settled, the wallet): no read again. Null when the step changed the seats or
 * stored no round (the bank taken or left, Rebuy): then the table is read.
 */
function stateAfter(
  config: TableConfig,
  learnerId: string,
  stepped: SoloStepped,
): LiveState | null {
  const { table, seats, stored } = stepped;
  if (!seats || !stored || stored.row.id !== table.roundId) return null;
  const wallet = stepped.state.wallets[learnerId];
  return {
    table,
    // Its own config's rule set: the config as it is (loadState's configUnder changes nothing).
    config,
    seats,
    round: stored,
    names: new Map(),
    wallets: new Map(
      wallet
        ? [
            [
              learnerId,
              { balance: wallet.balance, points: wallet.points, rebuys: stepped.wallet?.rebuys },
            ],
          ]
        : [],
    ),
    className: null,
  };
}

/** Runs a verb at the caller's own table of `configId`; their view after it. */
export async function runOwnVerb(
  db: Queryable,
  learnerId: string,
  configId: string,
  verb: keyof VerbInput,
  input: unknown,
  options: LiveOptions = {},
): Promise<LiveView> {
  const config = requireTable(configId, options.testTables);
  const now = options.now ?? Date.now();
  const solo = { ...options, now };
  let stepped: SoloStepped | null = null;
  switch (verb) {
    case "bet": {
      const { main, bonus } = input as VerbInput["bet"];
      stepped = await dealStep(db, learnerId, config.id, main, bonus ?? 0, solo);
      break;
    }
    case "set":
    case "house-way": {
      // The hand being set is the own table's round (its EV is made ready before the step).
      const row = await findLiveTable(db, soloInstance(learnerId, config.id));
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
      stepped = await soloStep(
        db,
        learnerId,
        config.id,
        { type: "bank", learnerId, houseSeats: seats },
        solo,
      );
      break;
    }
    case "unbank":
    case "approve":
      // An Approve whose bank no longer covers the seats leaves the bank: the view says why.
      stepped = await soloStep(db, learnerId, config.id, { type: verb, learnerId }, solo);
      break;
    case "rebuy":
      await rebuy(db, learnerId, config.id, solo);
      break;
    default:
      // Nobody else sits at an own table; its bank approves each round itself (auto-approve
      // would deal round after round with nobody watching).
      throw new LiveError("forbidden");
  }
  const after = stepped && stateAfter(config, learnerId, stepped);
  if (!after) return viewOwn(db, learnerId, config.id, options);
  const view = await viewOf(db, after, learnerId);
  return { ...view, tableId: ownTableId(config.id) };
}
