import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { roundSeats } from "@/db/schema";
import { insertLearner } from "@/lib/db/learners";
import { type Queryable as Db, withTx } from "@/lib/db/store";
import { addWalletCounters, ledgerMismatches } from "@/lib/db/table";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { type Card, parseHand } from "@/lib/engine/cards";
import { DEFAULT_RULE_SET } from "@/lib/engine/rule-set";
import { KEYED_CSV_HEADERS } from "@/tests/support/log-csv-headers";
import { bankCoach, bankingStatus, seatsFromSeed } from "./bank";
import { TableError, type TableErrorCode } from "./errors";
import { logCsv, logPage } from "./log";
import { DEADLINE_GRACE_MS, ensureWallet } from "./own-verbs";
import { settleRound } from "./settlement";
import { findTable } from "./tables";
import { bankRoundAnswer, leaveBank, tableState, takeBank } from "./test-own";
import { tableSnapshot } from "./test-snapshot";
import { bankOutcome } from "./view-shapes";

const BANK = "usd-5-50-bank";
const T0 = 1_800_000_000_000;
const BANKER = "the-learner";

/** The one settlement with the learner's bank against house-way seats 1..n. */
function settleBank(
  bankHand: readonly Card[],
  seats: ReadonlyArray<{ hand: readonly Card[]; bet: number }>,
) {
  return settleRound({
    bank: { learnerId: BANKER, hand: bankHand },
    players: seats.map((s, k) => ({
      seat: k + 1,
      learnerId: null,
      hand: s.hand,
      bet: s.bet,
      bonusBet: 0,
      front: null,
    })),
    commissionBp: 500,
    bankCommissionBp: 150,
    ruleSet: DEFAULT_RULE_SET,
  });
}

const stores: TestStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

/** Points added the way the services add them: inside a transaction. */
const addPoints = (db: Db, learner: string, points: number) =>
  withTx(db, (tx) => addWalletCounters(tx, learner, "USD", { points }));

async function freshDb(points = 0): Promise<{ db: Db; learner: string }> {
  const store = await openTestStore();
  stores.push(store);
  const { db } = store;
  const learner = randomUUID();
  await insertLearner(db, learner, T0);
  await ensureWallet(db, learner, "USD", T0);
  if (points) await addPoints(db, learner, points);
  return { db, learner };
}

async function expectRefused(
  db: Db,
  learner: string,
  run: () => Promise<unknown>,
  code: TableErrorCode,
) {
  const before = await tableSnapshot(db, learner);
  try {
    await run();
    throw new Error(`expected ${code}`);
  } catch (error) {
    expect(error).toBeInstanceOf(TableError);
    expect((error as TableError).code).toBe(code);
  }
  expect(await tableSnapshot(db, learner)).toEqual(before);
}

describe("settling a banking round (RULES.md 9)", () => {
  it("nets the bank $49.25 when seed 000's $50 seat loses to A A 2 3 4 5 6", async () => {
    const bank = parseHand("Ah Ad 2c 3s 4d 5h 6c");
    const seat = parseHand("2s 3h 7d 8c Kh Ks Ac");
    const result = settleBank(bank, [{ hand: seat, bet: 5_000 }]);
    // The seat sets A-8 in front by the house way, the bank a straight behind two aces.
    expect(result.players[0]?.front.map((c) => c >> 2).sort((a, b) => a - b)).toEqual([6, 12]);
    expect(result.players[0]).toMatchObject({
      outcome: "loss",
      backMark: "lose",
      frontMark: "lose",
    });
    expect(result.bank.commission).toBe(75);
    expect(result.bank.net).toBe(4_925);
    // The bank's wallet: the seat's bet, less the house's 1.5%; 50 points fewer.
    expect(result.entries).toEqual([
      { learnerId: BANKER, kind: "bank-win", amount: 5_000 },
      { learnerId: BANKER, kind: "bank-commission", amount: -75 },
    ]);
    expect(result.points).toEqual([{ learnerId: BANKER, delta: -50 }]);
  });

  it("gives every copy to the bank and pays winners their bet less 5%, over many rounds", async () => {
    const table = findTable(BANK);
    if (!table) throw new Error("no banking table");
    for (let seed = 1; seed <= 300; seed++) {
      const dealt = seatsFromSeed(table, 6, seed);
      const result = settleBank(dealt.bankHand, dealt.seats);
      let sum = 0;
      result.players.forEach((s, k) => {
        const bet = dealt.seats[k]?.bet ?? 0;
        expect(bet).toBeGreaterThanOrEqual(table.minBet);
        expect(bet).toBeLessThanOrEqual(table.maxBet);
        const wins = [s.backMark, s.frontMark].filter((m) => m === "win").length;
        expect(s.outcome).toBe(wins === 2 ? "win" : wins === 0 ? "loss" : "push");
        sum += s.outcome === "loss" ? bet : s.outcome === "win" ? -(bet - s.commission) : 0;
      });
      expect(result.bank.commission).toBe(Math.floor((2 * result.action * 150 + 10_000) / 20_000));
      expect(result.bank.net).toBe(sum - result.bank.commission);
      // The bank's entries add up to its result; simulated seats have no wallet.
      expect(result.entries.every((e) => e.learnerId === BANKER)).toBe(true);
      expect(result.entries.reduce((t, e) => t + e.amount, 0)).toBe(result.bank.net);
      // House-way seats never foul; every card of the 49 is distinct.
      expect(new Set([...dealt.bankHand, ...dealt.seats.flatMap((s) => s.hand)]).size).toBe(49);
    }
  });
});

describe("taking the bank", () => {
  it("needs the table's points and 1.015 x the seats' largest bets, and says which is missing", async () => {
    const { db, learner } = await freshDb();
    expect(await bankingStatus(db, learner, BANK, 6, { now: T0 })).toMatchObject({
      eligible: false,
      reason: "points",
      minPoints: 50,
      needBalance: 30_450,
    });
    await expectRefused(
      db,
      learner,
      () => takeBank(db, learner, BANK, 6, { now: T0 }),
      "bank-entry-rule",
    );
    await addPoints(db, learner, 50);
    expect((await bankingStatus(db, learner, BANK, 6, { now: T0 })).eligible).toBe(true);
  });

  it("refuses forged seat counts, tables without banking, and keeps everything as it was", async () => {
    const { db, learner } = await freshDb(100);
    await expectRefused(
      db,
      learner,
      () => takeBank(db, learner, BANK, 0, { now: T0 }),
      "seats-out-of-limits",
    );
    await expectRefused(
      db,
      learner,
      () => takeBank(db, learner, BANK, 7, { now: T0 }),
      "seats-out-of-limits",
    );
    await expectRefused(
      db,
      learner,
      () => takeBank(db, learner, BANK, 2.5, { now: T0 }),
      "seats-out-of-limits",
    );
    await expectRefused(
      db,
      learner,
      () => takeBank(db, learner, "usd-2-300", 1, { now: T0 }),
      "no-banking",
    );
  });

  it("settles an approved round at once, stores its seed and seats, moves the money by the ledger", async () => {
    const { db, learner } = await freshDb(10_000);
    const before = (await tableState(db, learner, BANK, { now: T0 })).wallet;
    let balance = before.balance;
    for (let k = 0; k < 30; k++) {
      // Points fall as seats bet against the bank; the entry rule holds when taking it.
      await takeBank(db, learner, BANK, 1 + (k % 6), { now: T0 + k });
      const { round } = await bankRoundAnswer(db, learner, BANK, { now: T0 + k, seed: 1_000 + k });
      expect(round).toMatchObject({ role: "banker", status: "settled", settledBy: "house-way" });
      expect(round.seats).toHaveLength(1 + (k % 6));
      expect(round.seats.every((s) => !s.learner && s.front !== null)).toBe(true);
      expect(round.bank?.cards).toHaveLength(7);
      expect(round.balanceBefore).toBe(balance);
      // Replaying the seed deals the same seats and bets.
      const table = findTable(BANK);
      if (!table) throw new Error("no banking table");
      const again = seatsFromSeed(table, 1 + (k % 6), 1_000 + k);
      expect(round.seats.map((s) => s.bet)).toEqual(again.seats.map((s) => s.bet));
      const result = settleBank(again.bankHand, again.seats);
      expect(round.balanceAfter).toBe(balance + result.bank.net);
      expect(round.bank).toMatchObject({
        learner: true,
        commission: result.bank.commission,
        net: result.bank.net,
      });
      balance = round.balanceAfter ?? 0;
    }
    expect(await ledgerMismatches(db)).toEqual([]);
    // Points: -1 per whole unit bet against the bank, round by round.
    const seats = await db.select().from(roundSeats);
    const rounds = new Map<string, number>();
    for (const s of seats) rounds.set(s.roundId, (rounds.get(s.roundId) ?? 0) + s.bet);
    expect(seats.filter((s) => s.role === "bank").every((s) => s.learnerId === learner)).toBe(true);
    const lost = [...rounds.values()].reduce((sum, total) => sum + Math.floor(total / 100), 0);
    const after = (await tableState(db, learner, BANK, { now: T0 + 100 })).wallet;
    expect(after.points).toBe(10_000 - lost);
    expect(after.balance).toBe(balance);
  });
});

describe("holding the bank", () => {
  it("approves only while holding the bank and within the approval time; late, it has been left", async () => {
    const { db, learner } = await freshDb(1_000);
    await expectRefused(
      db,
      learner,
      () => bankRoundAnswer(db, learner, BANK, { now: T0 }),
      "not-banking",
    );
    await takeBank(db, learner, BANK, 2, { now: T0 });
    // Points drop below the entry rule while banking: rounds go on until the bank is left.
    for (let k = 1; k <= 5; k++) await bankRoundAnswer(db, learner, BANK, { now: T0 + k * 30_000 });
    const late = T0 + 5 * 30_000 + 35_000 + DEADLINE_GRACE_MS + 1;
    const before = (await tableState(db, learner, BANK, { now: late })).wallet;
    await expect(bankRoundAnswer(db, learner, BANK, { now: late })).rejects.toBeInstanceOf(
      TableError,
    );
    expect((await tableState(db, learner, BANK, { now: late })).wallet).toEqual(before);
    await expectRefused(
      db,
      learner,
      () => bankRoundAnswer(db, learner, BANK, { now: late + 1 }),
      "not-banking",
    );
    await takeBank(db, learner, BANK, 2, { now: late + 2 });
    await leaveBank(db, learner, BANK, { now: late + 3 });
    await expectRefused(
      db,
      learner,
      () => bankRoundAnswer(db, learner, BANK, { now: late + 4 }),
      "not-banking",
    );
  });
});

describe("a banking round in the log (issue 22 #4)", () => {
  it("has the role, no bet of the learner's, the bank's commission and result, and the seats", async () => {
    const { db, learner } = await freshDb(1_000);
    await takeBank(db, learner, BANK, 3, { now: T0 });
    const { round } = await bankRoundAnswer(db, learner, BANK, { now: T0 + 1, seed: 42 });
    const [row] = (await logPage(db, learner, { now: T0 + 2 })).rows;
    expect(row).toMatchObject({
      id: round.id,
      role: "banker",
      bet: null,
      action: round.action,
      commission: round.bank?.commission,
      // The bank's result by its net (issue 29: the log's banker rows had none).
      outcome: bankOutcome((round.balanceAfter ?? 0) - round.balanceBefore),
      net: (round.balanceAfter ?? 0) - round.balanceBefore,
    });
    expect(round.bank?.commission).toBe(Math.floor((2 * round.action * 150 + 10_000) / 20_000));
    const [head, line] = (await logCsv(db, learner, KEYED_CSV_HEADERS)).split("\r\n");
    const cell = Object.fromEntries(
      (head ?? "").split(",").map((k, i) => [k, (line ?? "").split(",")[i]]),
    );
    const net = (round.balanceAfter ?? 0) - round.balanceBefore;
    expect(cell).toMatchObject({
      role: "banker",
      bet: (round.action / 100).toFixed(2),
      hand: round.bank?.cards.join(" "),
      front: round.bank?.front.join(" "),
      outcome: net > 0 ? "win" : net < 0 ? "loss" : "push",
      commission: ((round.bank?.commission ?? 0) / 100).toFixed(2),
      net: (net / 100).toFixed(2),
    });
    expect(cell.seats?.split("; ")).toHaveLength(3);
    expect(cell.seats).toContain(round.seats[0]?.cards.join(" "));
  });
});

describe("the bank's coach", () => {
  it("compares the house way's setting of the bank with its best, and prices the round", async () => {
    const { db, learner } = await freshDb(1_000);
    await takeBank(db, learner, BANK, 3, { now: T0 });
    const { round } = await bankRoundAnswer(db, learner, BANK, { now: T0 + 1, seed: 42 });
    const coach = bankCoach(round, 150);
    if (!coach) throw new Error("no coach for a bank round");
    expect(coach.bestEv).toBeGreaterThanOrEqual(coach.houseWayEv);
    expect(coach.houseWayIsBest).toBe(coach.bestEv === coach.houseWayEv);
    const action = round.seats.reduce((s, seat) => s + seat.bet, 0);
    expect(coach.expected).toBeCloseTo(coach.houseWayEv * action, 9);
    // A player's round has no bank coach.
    expect(bankCoach({ ...round, role: "player" }, 150)).toBeNull();
  });
});
