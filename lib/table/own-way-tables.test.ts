/**
 * A learner's own house way at their own tables (issue 52 part 3): the default game's solo and
 * banking tables played under the way (tables.ts ownWayTableId), dealt, set (House Way, the
 * dealer's and the house's seats) and settled by it, and graded like practice; the way installed
 * from the store before the machine sets a hand. Only the learner whose casino the way is plays
 * there: another user (the way is private) and a forged id find no table, and nothing changes.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { attempts, roundSeats, rounds, type UserRow } from "@/db/schema";
import { setLearnerRuleSetKey } from "@/lib/db/learners";
import type { Queryable } from "@/lib/db/store";
import { withTx } from "@/lib/db/store";
import { addWalletCounters, ledgerMismatches } from "@/lib/db/table";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { insertHouseWay, setHouseWayStatus } from "@/lib/db/ways";
import {
  customWayId,
  exactEv,
  formatHand,
  formatWayDocument,
  houseWay,
  installedWayDocument,
  parseCards,
  parseHand,
  type Way,
  type WayDocument,
  wayDocument,
} from "@/lib/engine";
import { viewOwn } from "@/lib/live/own";
import { addUser } from "@/tests/support/db-fixtures";
import { TableError } from "./errors";
import { ownStep, scriptedRng } from "./own-table";
import { ensureWallet } from "./own-verbs";
import { findTable, ownWayOfTableId, ownWayTableId } from "./tables";
import { bankRoundAnswer, dealRound, finishRound, takeBank } from "./test-own";
import { BANK, T0, USD } from "./test-rounds";
import { tableSnapshot } from "./test-snapshot";
import { ownWayTableAllowed } from "./way-ready";

let store: TestStore;
let db: Queryable;
let ada: UserRow;
let ben: UserRow;

beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
  ada = await addUser(db, "ada");
  ben = await addUser(db, "ben");
});
afterEach(() => store.close());

/** Foxwoods with three aces set as any three of a kind, and no-pair fronts at `positions`. */
function wayOf(positions: [number, number]): WayDocument {
  const doc = structuredClone(wayDocument("foxwoods"));
  doc.rules.trips = { option: "two-highest-singles", tripAces: "two-highest-singles" };
  doc.rules["no-pair"] = { option: "singles-in-front", positions };
  return doc;
}

async function storedWay(owner: UserRow, doc: WayDocument): Promise<Way> {
  const id = customWayId(doc);
  await insertHouseWay(db, {
    id,
    ownerId: owner.id,
    name: "Mine",
    document: formatWayDocument({ ...doc, name: "Mine" }),
    createdAt: T0,
  });
  await setHouseWayStatus(db, id, owner.id, "valid", null, T0);
  return id as Way;
}

// The learner's seven (no pair), then the dealer's: three aces, which Foxwoods splits and the
// way keeps together.
const PLAYER = "2s 3d 4c 6h 8s Tc Js";
const DEALER = "Ac Ad Ah Ks 9d 5c 2h";

describe("an own way's table id", () => {
  it("is a default-game table under the way, in the way's game; anything else is no table", () => {
    const way = "custom-0123456789abcdef" as Way;
    const ez = findTable(ownWayTableId(BANK, { way, variant: "ez" }));
    expect(ez).toMatchObject({
      id: `${BANK}~${way}-ez`,
      ruleSet: `${way}/ez`,
      commissionBp: 0,
      // No learner bank in a commission-free game (RULES.md 12.3).
      banking: null,
      currency: "USD",
    });
    const standard = findTable(ownWayTableId(BANK, { way, variant: "standard" }));
    expect(standard?.ruleSet).toBe(`${way}/standard`);
    expect(standard?.banking).toEqual(findTable(BANK)?.banking);
    expect(ownWayOfTableId(`${USD}~${way}-cf`)).toEqual({ way, variant: "cf" });
    for (const id of [
      `${USD}~custom-0123-standard`,
      `${USD}~foxwoods-standard`,
      `${USD}~${way}-wild`,
      `usd-foxwoods-10-500~${way}-standard`,
      `live-usd-5-50~${way}-standard`,
      `nowhere~${way}-standard`,
      `test-own-way~${way}-standard`,
    ])
      expect(findTable(id), id).toBeUndefined();
    expect(findTable(`test-own-way~${way}-standard`, true)?.testDecks).toHaveLength(1);
  });
});

describe("a learner's own way at their own tables", () => {
  it("a solo round is dealt, set and settled by the way, installed from the store, and graded under it", {
    timeout: 120_000,
  }, async () => {
    // A document no other test installs: this process has never seen the way.
    const doc = wayOf([3, 5]);
    const way = customWayId(doc) as Way;
    await storedWay(ada, doc);
    expect(installedWayDocument(way)).toBeUndefined();
    const learner = ada.learnerId as string;
    await setLearnerRuleSetKey(db, learner, `${way}/standard`);
    const table = ownWayTableId(USD, { way, variant: "standard" });
    expect(await ownWayTableAllowed(db, learner, { id: table, ruleSet: `${way}/standard` })).toBe(
      true,
    );

    const rng = scriptedRng(parseCards(`${PLAYER} ${DEALER}`, 14));
    const bet = await ownStep(
      db,
      learner,
      table,
      { type: "bet", learnerId: learner, main: 500, bonus: 0 },
      { now: T0, rng },
    );
    const roundId = bet.state.roundId as string;
    expect(installedWayDocument(way)?.rules).toEqual(doc.rules);
    const settled = await finishRound(db, learner, roundId, { kind: "house-way" }, { now: T0 + 1 });
    expect(settled.status).toBe("settled");

    const [row] = await db.select().from(rounds).where(eq(rounds.id, roundId));
    expect(row?.ruleSet).toBe(`${way}/standard`);
    expect(row?.tableId).toBe(table);
    const seats = await db.select().from(roundSeats).where(eq(roundSeats.roundId, roundId));
    expect(seats).toHaveLength(2);
    for (const seat of seats)
      expect(seat.front).toBe(formatHand(houseWay(parseHand(seat.hand), way).front));
    // The dealer's aces stay together, as Foxwoods' own way would not have set them.
    const dealer = seats.find((s) => s.hand === formatHand(parseHand(DEALER)));
    expect(dealer?.front).toBe("Ks 9d");
    expect(formatHand(houseWay(parseHand(DEALER), "foxwoods").front)).not.toBe("Ks 9d");

    // Graded like practice, under the way: its house way's exact EV.
    const [attempt] = await db.select().from(attempts).where(eq(attempts.learnerId, learner));
    expect(attempt?.ruleSet).toBe(`${way}/standard`);
    const ev = exactEv(parseHand(PLAYER), { ruleSet: { way, variant: "standard" } });
    expect(attempt?.houseWayEv).toBeCloseTo(ev.splits[ev.houseWay]?.ev as number, 9);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("the banking table: the learner banks against seats the house sets by the way", {
    timeout: 120_000,
  }, async () => {
    const way = await storedWay(ada, wayOf([2, 4]));
    const learner = ada.learnerId as string;
    await setLearnerRuleSetKey(db, learner, `${way}/standard`);
    const table = ownWayTableId(BANK, { way, variant: "standard" });
    await ensureWallet(db, learner, "USD", T0);
    await withTx(db, (tx) => addWalletCounters(tx, learner, "USD", { points: 10_000 }));
    await takeBank(db, learner, table, 3, { now: T0 + 1 });
    const { round } = await bankRoundAnswer(db, learner, table, { now: T0 + 2, seed: 7 });
    const [row] = await db.select().from(rounds).where(eq(rounds.id, round.id));
    expect(row?.ruleSet).toBe(`${way}/standard`);
    const seats = await db.select().from(roundSeats).where(eq(roundSeats.roundId, round.id));
    expect(seats).toHaveLength(4);
    for (const seat of seats)
      expect(seat.front).toBe(formatHand(houseWay(parseHand(seat.hand), way).front));
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("another user's way and a forged id are no table of theirs; nothing changes", async () => {
    const way = await storedWay(ada, wayOf([2, 5]));
    await setLearnerRuleSetKey(db, ada.learnerId as string, `${way}/standard`);
    const learner = ben.learnerId as string;
    const forged = "custom-00000000000000ab" as Way;
    for (const [target, variant] of [
      [way, "standard"],
      [way, "ez"],
      [forged, "standard"],
    ] as const) {
      const table = ownWayTableId(USD, { way: target, variant });
      expect(
        await ownWayTableAllowed(db, learner, { id: table, ruleSet: `${target}/${variant}` }),
      ).toBe(false);
      const before = await tableSnapshot(db, learner);
      for (const command of [
        { type: "bet", learnerId: learner, main: 500, bonus: 0 },
        { type: "tick" },
      ] as const) {
        const refused = await ownStep(db, learner, table, command, { now: T0 }).catch((e) => e);
        expect(refused).toBeInstanceOf(TableError);
        expect((refused as TableError).code).toBe("unknown-table");
      }
      // Nor may they look at it: the live API's view of one's own table refuses it too.
      const looked = await viewOwn(db, learner, table, { now: T0 }).catch((e) => e);
      expect((looked as TableError).code).toBe("unknown-table");
      expect(await tableSnapshot(db, learner)).toEqual(before);
    }
    // Ada's own way in a game she did not choose is not her table either (until she chooses it).
    const ez = ownWayTableId(USD, { way, variant: "ez" });
    expect(
      await ownWayTableAllowed(db, ada.learnerId as string, { id: ez, ruleSet: `${way}/ez` }),
    ).toBe(false);
    // A visitor with no learner yet has no own way.
    const mine = ownWayTableId(USD, { way, variant: "standard" });
    expect(await ownWayTableAllowed(db, null, { id: mine, ruleSet: `${way}/standard` })).toBe(
      false,
    );
  });

  it("a hand left open when the learner changes casino is still theirs to finish", {
    timeout: 120_000,
  }, async () => {
    const way = await storedWay(ada, wayOf([2, 6]));
    const learner = ada.learnerId as string;
    await setLearnerRuleSetKey(db, learner, `${way}/standard`);
    const table = ownWayTableId(USD, { way, variant: "standard" });
    const rng = scriptedRng(parseCards(`${PLAYER} ${DEALER}`, 14));
    const bet = await ownStep(
      db,
      learner,
      table,
      { type: "bet", learnerId: learner, main: 500, bonus: 0 },
      { now: T0, rng },
    );
    await setLearnerRuleSetKey(db, learner, "foxwoods/standard");
    const settled = await finishRound(
      db,
      learner,
      bet.state.roundId as string,
      { kind: "house-way" },
      { now: T0 + 1 },
    );
    expect(settled.status).toBe("settled");
    // A new hand there is theirs too (they have played there), still under the way.
    const again = await dealRound(
      db,
      learner,
      table,
      { chips: [500], bonusChips: [] },
      {
        now: T0 + 2,
      },
    );
    const [row] = await db.select().from(rounds).where(eq(rounds.id, again.id));
    expect(row?.ruleSet).toBe(`${way}/standard`);
  });
});
