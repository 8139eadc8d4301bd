/**
 * What the play-money table's tests share (rounds.test.ts, settle-round.test.ts,
 * table-log.test.ts, rule-set-tables.test.ts, faceup-table.test.ts): a fresh store per test,
 * a seeded deal with the cards a test needs, typed refusals that change nothing, a drained
 * wallet, fronts that foul or not, the CSV's plain headers.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, expect } from "vitest";
import { ledger } from "@/db/schema";
import { insertLearner } from "@/lib/db/learners";
import { type Queryable as Db, withTx } from "@/lib/db/store";
import { applyLedgerEntry } from "@/lib/db/table";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import {
  type Card,
  createRng,
  deal,
  makeSplit,
  parseHand,
  type Rng,
  SPLIT_PAIRS,
} from "@/lib/engine";
import { TableError, type TableErrorCode } from "./errors";
import { ensureWallet } from "./own-verbs";
import { tableSnapshot } from "./test-snapshot";

export const USD = "usd-2-300";
export const SEK = "sek-10-1000";
export const BANK = "usd-5-50-bank";
export const T0 = 1_800_000_000_000;

const stores: TestStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

export async function freshDb(): Promise<{ db: Db; learner: string }> {
  const store = await openTestStore();
  stores.push(store);
  const learner = randomUUID();
  await insertLearner(store.db, learner, T0);
  return { db: store.db, learner };
}

/** The seed of the first deal (as dealRound draws with a seeded rng) whose cards pass `test`. */
export function seedWhere(test: (player: Card[], dealer: Card[]) => boolean): { rng: () => Rng } {
  for (let seed = 1; seed < 20_000; seed++) {
    const cards = deal(createRng(seed), 14);
    if (test(cards.slice(0, 7), cards.slice(7))) return { rng: () => createRng(seed) };
  }
  throw new Error("no such deal in 20,000 seeds");
}

export async function expectCode(run: () => Promise<unknown>, code: TableErrorCode) {
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
export async function expectRefused(
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
export async function drain(db: Db, learner: string, left: number) {
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

export const handOf = (view: { seats: Array<{ cards: string[] | null }> }): Card[] =>
  parseHand(view.seats[0]?.cards?.join(" ") ?? "");

/** A non-fouling front of the hand other than the house way's, when there is one. */
export function someFront(hand: readonly Card[]): [Card, Card] {
  for (const [i, j] of SPLIT_PAIRS) {
    if (!makeSplit(hand, i, j).foul) return [hand[i] as Card, hand[j] as Card];
  }
  throw new Error("every split fouls");
}

export function foulingFront(hand: readonly Card[]): [Card, Card] | null {
  for (const [i, j] of SPLIT_PAIRS) {
    if (makeSplit(hand, i, j).foul) return [hand[i] as Card, hand[j] as Card];
  }
  return null;
}

export const csvHeaders = {
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

export async function rebuysTotal(db: Db, learner: string): Promise<number> {
  return (await db.select().from(ledger).where(eq(ledger.learnerId, learner)))
    .filter((e) => e.kind === "rebuy")
    .reduce((s, e) => s + e.amount, 0);
}
