import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { attempts, ledger, roundSeats, rounds, wallets } from "@/db/schema";
import { insertLearner } from "@/lib/db/learners";
import { type Queryable as Db, isUniqueViolation, withTx } from "@/lib/db/store";
import { applyLedgerEntry, ledgerMismatches } from "@/lib/db/table";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { fortuneBonus } from "@/lib/engine/bonus";
import { type Card, formatCard, parseCards, parseHand, tokenize } from "@/lib/engine/cards";
import { houseWay } from "@/lib/engine/house-way";
import { createRng } from "@/lib/engine/rng";
import { makeSplit, SPLIT_PAIRS } from "@/lib/engine/splits";
import { warmEngine } from "@/lib/grading/ev";
import { sweep } from "./clock";
import { TableError, type TableErrorCode } from "./errors";
import { logCsv, logPage, roundDetail, roundGrade, sessionSummary } from "./log";
import {
  DEADLINE_GRACE_MS,
  dealRound,
  ensureWallet,
  finishRound,
  rebuy,
  tableState,
} from "./rounds";
import { startAmount } from "./tables";
import { tableSnapshot } from "./test-snapshot";

const USD = "usd-2-300";
const SEK = "sek-10-1000";
const BANK = "usd-5-50-bank";
const T0 = 1_800_000_000_000;

const stores: TestStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

async function freshDb(): Promise<{ db: Db; learner: string }> {
  const store = await openTestStore();
  stores.push(store);
  const learner = randomUUID();
  await insertLearner(store.db, learner, T0);
  return { db: store.db, learner };
}

async function expectCode(run: () => Promise<unknown>, code: TableErrorCode) {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(TableError);
    expect((error as TableError).code).toBe(code);
    return;
  }
  throw new Error(`expected TableError ${code}, nothing was thrown`);
}

/** The bad request fails with `code` and leaves balance, ledger, rounds and attempts as they were. */
async function expectRefused(
  db: Db,
  learner: string,
  run: () => Promise<unknown>,
  code: TableErrorCode,
) {
  const before = await tableSnapshot(db, learner);
  await expectCode(run, code);
  expect(await tableSnapshot(db, learner)).toEqual(before);
}

/** Leaves `left` in the learner's USD wallet, through the ledger (so it stays consistent). */
async function drain(db: Db, learner: string, left: number) {
  const balance = (await ensureWallet(db, learner, "USD", T0)).balance;
  await withTx(db, (tx) =>
    applyLedgerEntry(tx, {
      learnerId: learner,
      currency: "USD",
      roundId: null,
      kind: "bet",
      amount: left - balance,
      now: T0,
    }),
  );
}

const handOf = (view: { seats: Array<{ hand: string }> }): Card[] =>
  parseHand(view.seats[0]?.hand ?? "");

/** A non-fouling front of the hand other than the house way's, when there is one. */
function someFront(hand: readonly Card[]): [Card, Card] {
  for (const [i, j] of SPLIT_PAIRS) {
    if (!makeSplit(hand, i, j).foul) return [hand[i] as Card, hand[j] as Card];
  }
  throw new Error("every split fouls");
}

function foulingFront(hand: readonly Card[]): [Card, Card] | null {
  for (const [i, j] of SPLIT_PAIRS) {
    if (makeSplit(hand, i, j).foul) return [hand[i] as Card, hand[j] as Card];
  }
  return null;
}

beforeAll(() => warmEngine());

describe("dealing at a play-money table", () => {
  it("opens a wallet with the starting amount, as a ledger entry; the state only reads", async () => {
    const { db, learner } = await freshDb();
    const state = await tableState(db, learner, USD, { now: T0 });
    expect(state.wallet).toMatchObject({ currency: "USD", balance: 100_000, rebuys: 0 });
    expect((await tableState(db, learner, SEK, { now: T0 })).wallet.balance).toBe(1_000_000);
    expect(state.round).toBeNull();
    expect((await tableSnapshot(db, learner)).wallets).toEqual([]);
    await ensureWallet(db, learner, "USD", T0);
    const snap = await tableSnapshot(db, learner);
    expect(snap.ledger).toMatchObject([{ kind: "grant", amount: 100_000, balanceAfter: 100_000 }]);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("takes the bets with the round and never shows the dealer's cards before settling", async () => {
    const { db, learner } = await freshDb();
    const round = await dealRound(
      db,
      learner,
      USD,
      { chips: [2_500, 500], bonusChips: [100] },
      { now: T0, rng: createRng(1) },
    );
    expect(round.status).toBe("open");
    expect(round.seats[0]).toMatchObject({ bet: 3_000, bonusBet: 100, front: null });
    expect(round.deadlineAt).toBe(T0 + 45_000);
    expect(round.bank).toBeNull();
    const state = await tableState(db, learner, USD, { now: T0 + 1_000 });
    expect(state.wallet.balance).toBe(100_000 - 3_100);
    expect(state.round?.id).toBe(round.id);

    // The stored dealer hand: none of its cards appears in anything sent to the client.
    const dealer = tokenize(
      (await db.select().from(roundSeats).where(eq(roundSeats.roundId, round.id)))[0]?.hand ?? "",
    );
    expect(dealer).toHaveLength(7);
    for (const sent of [JSON.stringify(round), JSON.stringify(state)]) {
      expect(sent).not.toMatch(/bank_?hand|dealer/i);
      for (const card of dealer) expect(sent).not.toMatch(new RegExp(`[\\s"]${card}[\\s"]`));
    }
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("refuses bad bets with a typed error and changes nothing", async () => {
    const { db, learner } = await freshDb();
    await ensureWallet(db, learner, "USD", T0);
    const deal =
      (tableId: string, chips: number[], bonusChips: number[] = []) =>
      () =>
        dealRound(db, learner, tableId, { chips, bonusChips }, { now: T0 });
    await expectRefused(db, learner, deal(USD, [100]), "bet-out-of-limits"); // $1 < $2
    await expectRefused(db, learner, deal(USD, Array(31).fill(1_000 * 10)), "bet-out-of-limits");
    await expectRefused(db, learner, deal(USD, [200]), "unknown-chip"); // no $2 chip
    await expectRefused(db, learner, deal(USD, [500], [7]), "unknown-chip");
    await expectRefused(db, learner, deal(USD, [500], [2_500, 500]), "bonus-out-of-limits");
    await expectRefused(db, learner, deal(BANK, [500], [100]), "bonus-out-of-limits"); // no bonus here
    await expectRefused(db, learner, deal("no-such-table", [500]), "unknown-table");
    await expectRefused(db, learner, deal("test-fast", [500]), "unknown-table"); // tests only
  });

  it("refuses a bet the balance does not cover", async () => {
    const { db, learner } = await freshDb();
    await ensureWallet(db, learner, "USD", T0);
    await drain(db, learner, 400);
    await expectRefused(
      db,
      learner,
      () => dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 }),
      "insufficient-balance",
    );
    await expectRefused(
      db,
      learner,
      () =>
        dealRound(
          db,
          learner,
          USD,
          { chips: [100, 100, 100, 100], bonusChips: [100] },
          { now: T0 },
        ),
      "insufficient-balance",
    );
    expect(
      (
        await dealRound(
          db,
          learner,
          USD,
          { chips: [100, 100, 100, 100], bonusChips: [] },
          { now: T0 },
        )
      ).seats[0]?.bet,
    ).toBe(400);
  });

  it("allows one open round per learner and table (Deal twice, two tabs)", async () => {
    const { db, learner } = await freshDb();
    await dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 });
    await expectRefused(
      db,
      learner,
      () => dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 + 10 }),
      "round-open",
    );
    // The index holds even when the service's own check is skipped (a race between tabs).
    const [open] = await db.select().from(rounds).limit(1);
    await expect(
      withTx(db, async (tx) => {
        await tx.insert(rounds).values({ ...(open as NonNullable<typeof open>), id: randomUUID() });
      }),
    ).rejects.toSatisfy(isUniqueViolation);
    // Another table is another round.
    expect(
      (await dealRound(db, learner, SEK, { chips: [1_000], bonusChips: [] }, { now: T0 })).status,
    ).toBe("open");
  });

  it("takes one round and one bet when two Deals run at once (async interleaving)", async () => {
    const { db, learner } = await freshDb();
    await ensureWallet(db, learner, "USD", T0);
    // Both pass the service's own check before either stores: the index decides.
    const results = await Promise.allSettled(
      [1, 2].map((k) =>
        dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 + k }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect((refused as PromiseRejectedResult | undefined)?.reason).toMatchObject({
      code: "round-open",
    });
    const snap = await tableSnapshot(db, learner);
    expect(snap.rounds).toHaveLength(1);
    expect(snap.ledger.filter((e) => e.kind === "bet")).toHaveLength(1);
    expect((await tableState(db, learner, USD, { now: T0 + 3 })).wallet.balance).toBe(99_500);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});

describe("settling a round", () => {
  it("settles Done against the dealer's house way, with marks, commission and bonus", async () => {
    const { db, learner } = await freshDb();
    let wins = 0;
    for (let k = 0; k < 40; k++) {
      const now = T0 + k * 60_000;
      const round = await dealRound(
        db,
        learner,
        USD,
        { chips: [2_500, 100], bonusChips: [100] },
        { now, rng: createRng(100 + k) },
      );
      const hand = handOf(round);
      const front = someFront(hand);
      const settled = await finishRound(
        db,
        learner,
        round.id,
        { kind: "front", front, confirmFoul: false },
        { now: now + 5_000 },
      );
      const seat = settled.seats[0];
      const bank = settled.bank;
      if (!seat || !bank) throw new Error("settled round lacks seat or bank");
      const dealer = parseHand(bank.hand);
      const hw = houseWay(dealer);
      expect(parseCards(bank.front, 2).sort()).toEqual([...hw.front].sort());
      expect(bank.rule).toBe(hw.rule);
      expect(settled.settledBy).toBe("learner");
      // Marks from the seat's side; a copy goes to the dealer.
      const split = makeSplit(hand, hand.indexOf(front[0]), hand.indexOf(front[1]));
      const mark = (a: number, b: number) => (a > b ? "win" : a === b ? "copy" : "lose");
      expect(seat.backMark).toBe(mark(split.backValue, hw.backValue));
      expect(seat.frontMark).toBe(mark(split.frontValue, hw.frontValue));
      const expected =
        seat.backMark === "win" && seat.frontMark === "win"
          ? "win"
          : seat.backMark !== "win" && seat.frontMark !== "win"
            ? "loss"
            : "push";
      expect(seat.outcome).toBe(expected);
      if (expected === "win") wins++;
      expect(seat.net).toBe(expected === "win" ? 2_600 - 130 : expected === "push" ? 0 : -2_600);
      expect(seat.commission).toBe(expected === "win" ? 130 : 0);
      expect(seat.bonusKey).toBe(fortuneBonus(hand));
      expect(settled.balanceAfter).toBe(
        settled.balanceBefore + (seat.net ?? 0) + (seat.bonusNet ?? 0),
      );
    }
    expect(wins).toBeGreaterThan(0);
    expect(await ledgerMismatches(db)).toEqual([]);
    // Every round is a practice attempt of drill `table`, counted as a decision.
    const rows = await db.select().from(attempts).where(eq(attempts.learnerId, learner));
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => `${r.drill}/${r.attemptKind}`))).toEqual(
      new Set(["table/decision"]),
    );
  });

  it("makes Done idempotent: twice, a replay or another tab changes nothing", async () => {
    const { db, learner } = await freshDb();
    const round = await dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 });
    const front = someFront(handOf(round));
    const done = () =>
      finishRound(
        db,
        learner,
        round.id,
        { kind: "front", front, confirmFoul: false },
        { now: T0 + 1 },
      );
    await done();
    await expectRefused(db, learner, done, "already-settled");
    await expectRefused(
      db,
      learner,
      () => finishRound(db, learner, round.id, { kind: "house-way" }, { now: T0 + 2 }),
      "already-settled",
    );
  });

  it("settles once when Done and House Way arrive at once (async interleaving)", async () => {
    const { db, learner } = await freshDb();
    const round = await dealRound(
      db,
      learner,
      USD,
      { chips: [500], bonusChips: [100] },
      { now: T0 },
    );
    const front = someFront(handOf(round));
    const results = await Promise.allSettled([
      finishRound(
        db,
        learner,
        round.id,
        { kind: "front", front, confirmFoul: false },
        { now: T0 + 1 },
      ),
      finishRound(db, learner, round.id, { kind: "house-way" }, { now: T0 + 1 }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect((refused as PromiseRejectedResult | undefined)?.reason).toMatchObject({
      code: "already-settled",
    });
    const snap = await tableSnapshot(db, learner);
    expect(snap.attempts).toHaveLength(1);
    // The bets, then one settlement's lines: never two payouts for one round.
    const settlement = snap.ledger.filter((e) => e.roundId === round.id && e.amount > 0);
    expect(settlement.length).toBeLessThanOrEqual(2);
    expect(new Set(settlement.map((e) => e.kind)).size).toBe(settlement.length);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("refuses fronts that are not the learner's cards, other learners and unknown rounds", async () => {
    const { db, learner } = await freshDb();
    const other = randomUUID();
    await insertLearner(db, other, T0);
    const round = await dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 });
    const hand = handOf(round);
    const notMine = [...Array(53).keys()].find((c) => !hand.includes(c)) as Card;
    const finish =
      (who: string, front: [Card, Card], id = round.id) =>
      () =>
        finishRound(db, who, id, { kind: "front", front, confirmFoul: true }, { now: T0 + 1 });
    await expectRefused(
      db,
      learner,
      finish(learner, [hand[0] as Card, notMine]),
      "card-not-in-hand",
    );
    await expectRefused(
      db,
      learner,
      finish(learner, [hand[0] as Card, hand[0] as Card]),
      "card-not-in-hand",
    );
    await expectRefused(db, learner, finish(other, someFront(hand)), "not-your-round");
    await expectRefused(
      db,
      learner,
      () => finishRound(db, other, round.id, { kind: "house-way" }, { now: T0 + 1 }),
      "not-your-round",
    );
    await expectRefused(
      db,
      learner,
      finish(learner, someFront(hand), randomUUID()),
      "unknown-round",
    );
    await expectRefused(db, learner, () => roundDetail(db, other, round.id, T0), "not-your-round");
  });

  it("asks before a foul, then lets it lose", async () => {
    const { db, learner } = await freshDb();
    for (let seed = 1; seed < 200; seed++) {
      const round = await dealRound(
        db,
        learner,
        USD,
        { chips: [500], bonusChips: [] },
        { now: T0 + seed, rng: createRng(seed) },
      );
      const foul = foulingFront(handOf(round));
      if (!foul) {
        await finishRound(db, learner, round.id, { kind: "house-way" }, { now: T0 + seed });
        continue;
      }
      await expectRefused(
        db,
        learner,
        () =>
          finishRound(
            db,
            learner,
            round.id,
            { kind: "front", front: foul, confirmFoul: false },
            { now: T0 + seed },
          ),
        "foul-unconfirmed",
      );
      const settled = await finishRound(
        db,
        learner,
        round.id,
        { kind: "front", front: foul, confirmFoul: true },
        { now: T0 + seed },
      );
      expect(settled.seats[0]).toMatchObject({ foul: true, outcome: "loss", net: -500 });
      const [attempt] = await db.select().from(attempts).where(eq(attempts.dealId, round.id));
      expect(attempt?.verdict).toBe("foul");
      return;
    }
    throw new Error("no hand with a fouling split in 200 deals");
  });

  it("settles by the house way with the button, never counted as a decision", async () => {
    const { db, learner } = await freshDb();
    const round = await dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 });
    const settled = await finishRound(
      db,
      learner,
      round.id,
      { kind: "house-way" },
      { now: T0 + 1 },
    );
    const hw = houseWay(handOf(round));
    expect(parseCards(settled.seats[0]?.front ?? "", 2).sort()).toEqual([...hw.front].sort());
    expect(settled.settledBy).toBe("house-way");
    const [attempt] = await db.select().from(attempts).where(eq(attempts.dealId, round.id));
    expect(attempt?.attemptKind).toBe("house-way");
  });
});

describe("the decision timer", () => {
  it("settles a round left open past its deadline by the house way: the clock, no one connected", async () => {
    const { db, learner } = await freshDb();
    const round = await dealRound(
      db,
      learner,
      USD,
      { chips: [500], bonusChips: [100] },
      { now: T0 },
    );
    const deadline = round.deadlineAt ?? 0;
    // Within the deadline (and its grace) nothing happens.
    expect(await sweep(db, deadline + DEADLINE_GRACE_MS)).toBe(0);
    // Reading the table writes nothing, even past the deadline.
    const unswept = await tableState(db, learner, USD, { now: deadline + 30_000 });
    expect(unswept.round).toMatchObject({ id: round.id, status: "open" });
    // The tab was closed; the clock settles it; the learner comes back later.
    expect(await sweep(db, deadline + DEADLINE_GRACE_MS + 1)).toBe(1);
    expect(await sweep(db, deadline + 60_000)).toBe(0);
    const state = await tableState(db, learner, USD, { now: deadline + 60_000 });
    expect(state.round).toMatchObject({ id: round.id, status: "settled", settledBy: "timer" });
    const hw = houseWay(handOf(round));
    expect(parseCards(state.round?.seats[0]?.front ?? "", 2).sort()).toEqual([...hw.front].sort());
    const [attempt] = await db.select().from(attempts).where(eq(attempts.dealId, round.id));
    expect(attempt?.attemptKind).toBe("house-way");
    expect((await logPage(db, learner, { now: deadline + 61_000 })).rows[0]?.id).toBe(round.id);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("answers Done after the deadline with deadline-passed; the house way's result stands", async () => {
    const { db, learner } = await freshDb();
    const round = await dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 });
    const late = (round.deadlineAt ?? 0) + DEADLINE_GRACE_MS + 1;
    const front = someFront(handOf(round));
    await expectCode(
      () =>
        finishRound(
          db,
          learner,
          round.id,
          { kind: "front", front, confirmFoul: true },
          { now: late },
        ),
      "deadline-passed",
    );
    const after = (await roundDetail(db, learner, round.id, late)).round;
    expect(after.settledBy).toBe("timer");
    // A second late Done changes nothing more.
    await expectRefused(
      db,
      learner,
      () =>
        finishRound(
          db,
          learner,
          round.id,
          { kind: "front", front, confirmFoul: true },
          { now: late + 5 },
        ),
      "already-settled",
    );
  });
});

describe("rebuy", () => {
  it("tops the balance up to the starting amount, once needed, logged and counted", async () => {
    const { db, learner } = await freshDb();
    await ensureWallet(db, learner, "USD", T0);
    await expectRefused(
      db,
      learner,
      () => rebuy(db, learner, USD, { now: T0 }),
      "rebuy-not-needed",
    );
    await drain(db, learner, 150);
    const wallet = await rebuy(db, learner, USD, { now: T0 + 1 });
    expect(wallet).toMatchObject({ balance: startAmount("USD"), rebuys: 1 });
    const last = (
      await db.select().from(ledger).where(eq(ledger.learnerId, learner)).orderBy(asc(ledger.id))
    ).at(-1);
    expect(last).toMatchObject({ kind: "rebuy", amount: startAmount("USD") - 150 });
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("waits while a round is open", async () => {
    const { db, learner } = await freshDb();
    await drain(db, learner, 1_000);
    const round = await dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 });
    await expectRefused(db, learner, () => rebuy(db, learner, USD, { now: T0 + 1 }), "round-open");
    // Past the deadline, before the clock's tick: the round is settled first, then topped up.
    const late = (round.deadlineAt ?? 0) + DEADLINE_GRACE_MS + 1;
    expect(await rebuy(db, learner, USD, { now: late })).toMatchObject({ balance: 100_000 });
    const state = await tableState(db, learner, USD, { now: late });
    expect(state.round).toMatchObject({ id: round.id, status: "settled", settledBy: "timer" });
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});

describe("the ledger invariant, the log and the coach", () => {
  it("keeps every balance equal to its ledger over many mixed rounds", async () => {
    const { db, learner } = await freshDb();
    const rng = createRng(7);
    let now = T0;
    for (let k = 0; k < 120; k++) {
      now += 10_000;
      const chips = [[500], [2_500, 2_500], [10_000, 100], [200 / 2, 100]][k % 4] as number[];
      const round = await dealRound(
        db,
        learner,
        USD,
        { chips, bonusChips: k % 3 === 0 ? [100] : [] },
        { now, rng },
      );
      if (k % 5 === 0) {
        await finishRound(db, learner, round.id, { kind: "house-way" }, { now: now + 1 });
      } else if (k % 7 === 0) {
        await sweep(db, now + 100_000);
      } else {
        const hand = handOf(round);
        const [i, j] = SPLIT_PAIRS[k % 21] as [number, number];
        await finishRound(
          db,
          learner,
          round.id,
          { kind: "front", front: [hand[i] as Card, hand[j] as Card], confirmFoul: true },
          { now: now + 1 },
        );
      }
      if (k % 40 === 39) {
        try {
          await rebuy(db, learner, USD, { now: now + 2 });
        } catch {
          // ahead of the start amount: no rebuy
        }
      }
      expect(await ledgerMismatches(db)).toEqual([]);
    }
    const sum = (await db.select().from(ledger).where(eq(ledger.learnerId, learner))).reduce(
      (s, e) => s + e.amount,
      0,
    );
    expect((await tableState(db, learner, USD, { now })).wallet.balance).toBe(sum);
    // Every round logged, newest first, 20 a page.
    const page1 = await logPage(db, learner, { now });
    expect(page1.total).toBe(120);
    expect(page1.rows).toHaveLength(20);
    expect(page1.rows[0]?.dealtAt).toBeGreaterThan(page1.rows[19]?.dealtAt ?? 0);
    expect((await logPage(db, learner, { page: 6, now })).rows).toHaveLength(20);
    expect((await logPage(db, learner, { tableId: SEK, now })).total).toBe(0);
    const csv = await logCsv(db, learner, csvHeaders, { now });
    expect(csv.split("\r\n")).toHaveLength(121);
    // The session panel adds the learner's results and the EV given up in money.
    const session = await sessionSummary(db, learner, USD, T0);
    expect(session.rounds).toBe(120);
    expect(session.net).toBe(sum - startAmount("USD") * 1 - (await rebuysTotal(db, learner)));
    expect(session.evGivenUp).toBeGreaterThan(0);
  });

  it("detects a wallet that no longer matches its ledger, naming the learner", async () => {
    const { db, learner } = await freshDb();
    await ensureWallet(db, learner, "USD", T0);
    await withTx(db, async (tx) => {
      await tx.update(wallets).set({ balance: 99_999 });
    });
    expect(await ledgerMismatches(db)).toEqual([
      expect.objectContaining({ learnerId: learner, currency: "USD", balance: 99_999 }),
    ]);
  });

  it("grades the played setting like the drill, and the round shows its ledger lines", async () => {
    const { db, learner } = await freshDb();
    const round = await dealRound(
      db,
      learner,
      USD,
      { chips: [2_500], bonusChips: [] },
      { now: T0, rng: createRng(3) },
    );
    const hand = handOf(round);
    const front = someFront(hand);
    await finishRound(
      db,
      learner,
      round.id,
      { kind: "front", front, confirmFoul: false },
      { now: T0 + 1 },
    );
    const { grade, bet } = await roundGrade(db, learner, round.id, T0 + 2);
    expect(bet).toBe(2_500);
    expect(grade.splits).toHaveLength(21);
    const chosen = grade.splits[grade.chosen];
    expect(chosen?.frontIndex.map((p) => formatCard(hand[p] as Card)).sort()).toEqual(
      front.map(formatCard).sort(),
    );
    const detail = await roundDetail(db, learner, round.id, T0 + 2);
    expect(detail.ledger[0]).toMatchObject({ kind: "bet", amount: -2_500 });
  });
});

const csvHeaders = {
  time: "time",
  table: "table",
  role: "role",
  currency: "currency",
  bet: "bet",
  bonusBet: "bonus bet",
  hand: "hand",
  front: "front",
  dealerHand: "dealer hand",
  dealerFront: "dealer front",
  back: "back",
  frontResult: "front result",
  outcome: "outcome",
  commission: "commission",
  bonusLine: "bonus line",
  bonusNet: "bonus net",
  net: "net",
  setBy: "set by",
  balanceBefore: "balance before",
  balanceAfter: "balance after",
  seats: "seats",
  rules: "rules",
};

async function rebuysTotal(db: Db, learner: string): Promise<number> {
  return (await db.select().from(ledger).where(eq(ledger.learnerId, learner)))
    .filter((e) => e.kind === "rebuy")
    .reduce((s, e) => s + e.amount, 0);
}
