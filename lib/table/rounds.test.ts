import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { attempts, ledger, tableRounds, tableSeats, wallets } from "@/db/schema";
import { type Db, openDb } from "@/lib/db/client";
import { insertLearner } from "@/lib/db/learners";
import { applyLedgerEntry, ledgerMismatches } from "@/lib/db/table";
import { fortuneBonus } from "@/lib/engine/bonus";
import { type Card, formatCard, parseCards, parseHand, tokenize } from "@/lib/engine/cards";
import { houseWay } from "@/lib/engine/house-way";
import { createRng } from "@/lib/engine/rng";
import { makeSplit, SPLIT_PAIRS } from "@/lib/engine/splits";
import { warmEngine } from "@/lib/practice/ev";
import { TableError, type TableErrorCode } from "./errors";
import { logCsv, logPage, roundDetail, roundGrade, sessionSummary } from "./log";
import {
  DEADLINE_GRACE_MS,
  dealRound,
  finishRound,
  rebuy,
  settleExpired,
  tableState,
} from "./rounds";
import { startAmount } from "./tables";

const USD = "usd-2-300";
const SEK = "sek-10-1000";
const BANK = "usd-5-50-bank";
const T0 = 1_800_000_000_000;

function freshDb(): { db: Db; learner: string } {
  const db = openDb(":memory:");
  const learner = randomUUID();
  insertLearner(db, learner, T0);
  return { db, learner };
}

/** Everything a failed request must leave alone. */
function snapshot(db: Db, learner: string) {
  return {
    wallets: db.select().from(wallets).where(eq(wallets.learnerId, learner)).all(),
    ledger: db.select().from(ledger).where(eq(ledger.learnerId, learner)).all(),
    rounds: db.select().from(tableRounds).where(eq(tableRounds.learnerId, learner)).all(),
    seats: db.select().from(tableSeats).all(),
    attempts: db.select().from(attempts).where(eq(attempts.learnerId, learner)).all(),
  };
}

function expectCode(run: () => unknown, code: TableErrorCode) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TableError);
    expect((error as TableError).code).toBe(code);
    return;
  }
  throw new Error(`expected TableError ${code}, nothing was thrown`);
}

/** The bad request fails with `code` and leaves balance, ledger, rounds and attempts as they were. */
function expectRefused(db: Db, learner: string, run: () => unknown, code: TableErrorCode) {
  const before = snapshot(db, learner);
  expectCode(run, code);
  expect(snapshot(db, learner)).toEqual(before);
}

/** Leaves `left` in the learner's USD wallet, through the ledger (so it stays consistent). */
function drain(db: Db, learner: string, left: number) {
  const balance = tableState(db, learner, USD, { now: T0 }).wallet.balance;
  applyLedgerEntry(db, {
    learnerId: learner,
    currency: "USD",
    roundId: null,
    kind: "bet",
    amount: left - balance,
    now: T0,
  });
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
  it("opens a wallet with the starting amount, as a ledger entry", () => {
    const { db, learner } = freshDb();
    const state = tableState(db, learner, USD, { now: T0 });
    expect(state.wallet).toMatchObject({ currency: "USD", balance: 100_000, rebuys: 0 });
    expect(tableState(db, learner, SEK, { now: T0 }).wallet.balance).toBe(1_000_000);
    expect(state.round).toBeNull();
    expect(ledgerMismatches(db)).toEqual([]);
  });

  it("takes the bets with the round and never shows the dealer's cards before settling", () => {
    const { db, learner } = freshDb();
    const round = dealRound(
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
    const state = tableState(db, learner, USD, { now: T0 + 1_000 });
    expect(state.wallet.balance).toBe(100_000 - 3_100);
    expect(state.round?.id).toBe(round.id);

    // The stored dealer hand: none of its cards appears in anything sent to the client.
    const dealer = tokenize(
      db.select().from(tableRounds).where(eq(tableRounds.id, round.id)).get()?.bankHand ?? "",
    );
    expect(dealer).toHaveLength(7);
    for (const sent of [JSON.stringify(round), JSON.stringify(state)]) {
      expect(sent).not.toMatch(/bank_?hand|dealer/i);
      for (const card of dealer) expect(sent).not.toMatch(new RegExp(`[\\s"]${card}[\\s"]`));
    }
    expect(ledgerMismatches(db)).toEqual([]);
  });

  it("refuses bad bets with a typed error and changes nothing", () => {
    const { db, learner } = freshDb();
    tableState(db, learner, USD, { now: T0 });
    const deal =
      (tableId: string, chips: number[], bonusChips: number[] = []) =>
      () =>
        dealRound(db, learner, tableId, { chips, bonusChips }, { now: T0 });
    expectRefused(db, learner, deal(USD, [100]), "bet-out-of-limits"); // $1 < $2
    expectRefused(db, learner, deal(USD, Array(31).fill(1_000 * 10)), "bet-out-of-limits");
    expectRefused(db, learner, deal(USD, [200]), "unknown-chip"); // no $2 chip
    expectRefused(db, learner, deal(USD, [500], [7]), "unknown-chip");
    expectRefused(db, learner, deal(USD, [500], [2_500, 500]), "bonus-out-of-limits");
    expectRefused(db, learner, deal(BANK, [500], [100]), "bonus-out-of-limits"); // no bonus here
    expectRefused(db, learner, deal("no-such-table", [500]), "unknown-table");
    expectRefused(db, learner, deal("test-fast", [500]), "unknown-table"); // tests only
  });

  it("refuses a bet the balance does not cover", () => {
    const { db, learner } = freshDb();
    tableState(db, learner, USD, { now: T0 });
    drain(db, learner, 400);
    expectRefused(
      db,
      learner,
      () => dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 }),
      "insufficient-balance",
    );
    expectRefused(
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
      dealRound(db, learner, USD, { chips: [100, 100, 100, 100], bonusChips: [] }, { now: T0 })
        .seats[0]?.bet,
    ).toBe(400);
  });

  it("allows one open round per learner and table (Deal twice, two tabs)", () => {
    const { db, learner } = freshDb();
    dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 });
    expectRefused(
      db,
      learner,
      () => dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 + 10 }),
      "round-open",
    );
    // The index holds even when the service's own check is skipped (a race between tabs).
    const open = db.select().from(tableRounds).get();
    expect(() =>
      db
        .insert(tableRounds)
        .values({ ...(open as NonNullable<typeof open>), id: randomUUID() })
        .run(),
    ).toThrow(/UNIQUE/);
    // Another table is another round.
    expect(
      dealRound(db, learner, SEK, { chips: [1_000], bonusChips: [] }, { now: T0 }).status,
    ).toBe("open");
  });
});

describe("settling a round", () => {
  it("settles Done against the dealer's house way, with marks, commission and bonus", () => {
    const { db, learner } = freshDb();
    let wins = 0;
    for (let k = 0; k < 40; k++) {
      const now = T0 + k * 60_000;
      const round = dealRound(
        db,
        learner,
        USD,
        { chips: [2_500, 100], bonusChips: [100] },
        { now, rng: createRng(100 + k) },
      );
      const hand = handOf(round);
      const front = someFront(hand);
      const settled = finishRound(
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
    expect(ledgerMismatches(db)).toEqual([]);
    // Every round is a practice attempt of drill `table`, counted as a decision.
    const rows = db.select().from(attempts).where(eq(attempts.learnerId, learner)).all();
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => `${r.drill}/${r.attemptKind}`))).toEqual(
      new Set(["table/decision"]),
    );
  });

  it("makes Done idempotent: twice, a replay or another tab changes nothing", () => {
    const { db, learner } = freshDb();
    const round = dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 });
    const front = someFront(handOf(round));
    const done = () =>
      finishRound(
        db,
        learner,
        round.id,
        { kind: "front", front, confirmFoul: false },
        { now: T0 + 1 },
      );
    done();
    expectRefused(db, learner, done, "already-settled");
    expectRefused(
      db,
      learner,
      () => finishRound(db, learner, round.id, { kind: "house-way" }, { now: T0 + 2 }),
      "already-settled",
    );
  });

  it("refuses fronts that are not the learner's cards, other learners and unknown rounds", () => {
    const { db, learner } = freshDb();
    const other = randomUUID();
    insertLearner(db, other, T0);
    const round = dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 });
    const hand = handOf(round);
    const notMine = [...Array(53).keys()].find((c) => !hand.includes(c)) as Card;
    const finish =
      (who: string, front: [Card, Card], id = round.id) =>
      () =>
        finishRound(db, who, id, { kind: "front", front, confirmFoul: true }, { now: T0 + 1 });
    expectRefused(db, learner, finish(learner, [hand[0] as Card, notMine]), "card-not-in-hand");
    expectRefused(
      db,
      learner,
      finish(learner, [hand[0] as Card, hand[0] as Card]),
      "card-not-in-hand",
    );
    expectRefused(db, learner, finish(other, someFront(hand)), "not-your-round");
    expectRefused(
      db,
      learner,
      () => finishRound(db, other, round.id, { kind: "house-way" }, { now: T0 + 1 }),
      "not-your-round",
    );
    expectRefused(db, learner, finish(learner, someFront(hand), randomUUID()), "unknown-round");
    expectRefused(db, learner, () => roundDetail(db, other, round.id, T0), "not-your-round");
  });

  it("asks before a foul, then lets it lose", () => {
    const { db, learner } = freshDb();
    for (let seed = 1; seed < 200; seed++) {
      const round = dealRound(
        db,
        learner,
        USD,
        { chips: [500], bonusChips: [] },
        { now: T0 + seed, rng: createRng(seed) },
      );
      const foul = foulingFront(handOf(round));
      if (!foul) {
        finishRound(db, learner, round.id, { kind: "house-way" }, { now: T0 + seed });
        continue;
      }
      expectRefused(
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
      const settled = finishRound(
        db,
        learner,
        round.id,
        { kind: "front", front: foul, confirmFoul: true },
        { now: T0 + seed },
      );
      expect(settled.seats[0]).toMatchObject({ foul: true, outcome: "loss", net: -500 });
      const attempt = db.select().from(attempts).where(eq(attempts.dealId, round.id)).get();
      expect(attempt?.verdict).toBe("foul");
      return;
    }
    throw new Error("no hand with a fouling split in 200 deals");
  });

  it("settles by the house way with the button, never counted as a decision", () => {
    const { db, learner } = freshDb();
    const round = dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 });
    const settled = finishRound(db, learner, round.id, { kind: "house-way" }, { now: T0 + 1 });
    const hw = houseWay(handOf(round));
    expect(parseCards(settled.seats[0]?.front ?? "", 2).sort()).toEqual([...hw.front].sort());
    expect(settled.settledBy).toBe("house-way");
    const attempt = db.select().from(attempts).where(eq(attempts.dealId, round.id)).get();
    expect(attempt?.attemptKind).toBe("house-way");
  });
});

describe("the decision timer", () => {
  it("settles a round left open past its deadline by the house way at the next touch", () => {
    const { db, learner } = freshDb();
    const round = dealRound(db, learner, USD, { chips: [500], bonusChips: [100] }, { now: T0 });
    const deadline = round.deadlineAt ?? 0;
    // Within the deadline (and its grace) nothing happens.
    expect(settleExpired(db, learner, deadline + DEADLINE_GRACE_MS)).toBe(0);
    // The tab was closed; the learner comes back later.
    const state = tableState(db, learner, USD, { now: deadline + 60_000 });
    expect(state.round).toMatchObject({ id: round.id, status: "settled", settledBy: "timer" });
    const hw = houseWay(handOf(round));
    expect(parseCards(state.round?.seats[0]?.front ?? "", 2).sort()).toEqual([...hw.front].sort());
    const attempt = db.select().from(attempts).where(eq(attempts.dealId, round.id)).get();
    expect(attempt?.attemptKind).toBe("house-way");
    expect(logPage(db, learner, { now: deadline + 61_000 }).rows[0]?.id).toBe(round.id);
    expect(ledgerMismatches(db)).toEqual([]);
  });

  it("answers Done after the deadline with deadline-passed; the house way's result stands", () => {
    const { db, learner } = freshDb();
    const round = dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 });
    const late = (round.deadlineAt ?? 0) + DEADLINE_GRACE_MS + 1;
    const front = someFront(handOf(round));
    expectCode(
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
    const after = roundDetail(db, learner, round.id, late).round;
    expect(after.settledBy).toBe("timer");
    // A second late Done changes nothing more.
    expectRefused(
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
  it("tops the balance up to the starting amount, once needed, logged and counted", () => {
    const { db, learner } = freshDb();
    tableState(db, learner, USD, { now: T0 });
    expectRefused(db, learner, () => rebuy(db, learner, USD, { now: T0 }), "rebuy-not-needed");
    drain(db, learner, 150);
    const wallet = rebuy(db, learner, USD, { now: T0 + 1 });
    expect(wallet).toMatchObject({ balance: startAmount("USD"), rebuys: 1 });
    const last = db.select().from(ledger).where(eq(ledger.learnerId, learner)).all().at(-1);
    expect(last).toMatchObject({ kind: "rebuy", amount: startAmount("USD") - 150 });
    expect(ledgerMismatches(db)).toEqual([]);
  });

  it("waits while a round is open", () => {
    const { db, learner } = freshDb();
    drain(db, learner, 1_000);
    dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 });
    expectRefused(db, learner, () => rebuy(db, learner, USD, { now: T0 + 1 }), "round-open");
  });
});

describe("the ledger invariant, the log and the coach", () => {
  it("keeps every balance equal to its ledger over many mixed rounds", () => {
    const { db, learner } = freshDb();
    const rng = createRng(7);
    let now = T0;
    for (let k = 0; k < 120; k++) {
      now += 10_000;
      const chips = [[500], [2_500, 2_500], [10_000, 100], [200 / 2, 100]][k % 4] as number[];
      const round = dealRound(
        db,
        learner,
        USD,
        { chips, bonusChips: k % 3 === 0 ? [100] : [] },
        { now, rng },
      );
      if (k % 5 === 0) {
        finishRound(db, learner, round.id, { kind: "house-way" }, { now: now + 1 });
      } else if (k % 7 === 0) {
        settleExpired(db, learner, now + 100_000);
      } else {
        const hand = handOf(round);
        const [i, j] = SPLIT_PAIRS[k % 21] as [number, number];
        finishRound(
          db,
          learner,
          round.id,
          { kind: "front", front: [hand[i] as Card, hand[j] as Card], confirmFoul: true },
          { now: now + 1 },
        );
      }
      if (k % 40 === 39) {
        try {
          rebuy(db, learner, USD, { now: now + 2 });
        } catch {
          // ahead of the start amount: no rebuy
        }
      }
      expect(ledgerMismatches(db)).toEqual([]);
    }
    const sum = db
      .select()
      .from(ledger)
      .where(eq(ledger.learnerId, learner))
      .all()
      .reduce((s, e) => s + e.amount, 0);
    expect(tableState(db, learner, USD, { now }).wallet.balance).toBe(sum);
    // Every round logged, newest first, 20 a page.
    const page1 = logPage(db, learner, { now });
    expect(page1.total).toBe(120);
    expect(page1.rows).toHaveLength(20);
    expect(page1.rows[0]?.dealtAt).toBeGreaterThan(page1.rows[19]?.dealtAt ?? 0);
    expect(logPage(db, learner, { page: 6, now }).rows).toHaveLength(20);
    expect(logPage(db, learner, { tableId: SEK, now }).total).toBe(0);
    const csv = logCsv(db, learner, csvHeaders, { now });
    expect(csv.split("\r\n")).toHaveLength(121);
    // The session panel adds the learner's results and the EV given up in money.
    const session = sessionSummary(db, learner, USD, T0);
    expect(session.rounds).toBe(120);
    expect(session.net).toBe(sum - startAmount("USD") * 1 - rebuysTotal(db, learner));
    expect(session.evGivenUp).toBeGreaterThan(0);
  });

  it("detects a wallet that no longer matches its ledger, naming the learner", () => {
    const { db, learner } = freshDb();
    tableState(db, learner, USD, { now: T0 });
    db.update(wallets).set({ balance: 99_999 }).run();
    expect(ledgerMismatches(db)).toEqual([
      expect.objectContaining({ learnerId: learner, currency: "USD", balance: 99_999 }),
    ]);
  });

  it("grades the played setting like the drill, and the round shows its ledger lines", () => {
    const { db, learner } = freshDb();
    const round = dealRound(
      db,
      learner,
      USD,
      { chips: [2_500], bonusChips: [] },
      { now: T0, rng: createRng(3) },
    );
    const hand = handOf(round);
    const front = someFront(hand);
    finishRound(
      db,
      learner,
      round.id,
      { kind: "front", front, confirmFoul: false },
      { now: T0 + 1 },
    );
    const { grade, bet } = roundGrade(db, learner, round.id, T0 + 2);
    expect(bet).toBe(2_500);
    expect(grade.splits).toHaveLength(21);
    const chosen = grade.splits[grade.chosen];
    expect(chosen?.frontIndex.map((p) => formatCard(hand[p] as Card)).sort()).toEqual(
      front.map(formatCard).sort(),
    );
    const detail = roundDetail(db, learner, round.id, T0 + 2);
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
};

function rebuysTotal(db: Db, learner: string): number {
  return db
    .select()
    .from(ledger)
    .where(eq(ledger.learnerId, learner))
    .all()
    .filter((e) => e.kind === "rebuy")
    .reduce((s, e) => s + e.amount, 0);
}
