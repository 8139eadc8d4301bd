/**
 * applyLedgerEntries: a learner's entries in a row, stored in one update and one insert, as
 * applyLedgerEntry one after another stores them (the same balances after, the same refusals).
 * SQLite here; PostgreSQL under npm run test:pg.
 */
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LedgerKind } from "@/db/schema/vocabulary";
import { insertLearner } from "./learners";
import { type Queryable, withTx } from "./store";
import {
  applyLedgerEntries,
  applyLedgerEntry,
  findWallet,
  holdFunds,
  InsufficientFunds,
  insertWallet,
  ledgerEntries,
  ledgerMismatches,
} from "./table";
import { openTestStore, type TestStore } from "./test-store";

let store: TestStore;
beforeEach(async () => {
  store = await openTestStore();
});
afterEach(() => store.close());

const T = 1_800_000_000_000;

/** A learner with a USD wallet of `balance` (granted through the ledger). */
async function walletWith(balance: number): Promise<string> {
  const learnerId = randomUUID();
  await insertLearner(store.db, learnerId, T);
  await withTx(store.db, async (tx) => {
    await insertWallet(tx, learnerId, "USD", 0, T);
    await applyLedgerEntry(tx, {
      learnerId,
      currency: "USD",
      roundId: null,
      kind: "grant",
      amount: balance,
      now: T,
    });
  });
  return learnerId;
}

const entries = (...amounts: number[]) =>
  amounts.map((amount) => ({
    roundId: null,
    kind: (amount < 0 ? "bet" : "win") as LedgerKind,
    amount,
  }));

/** The ledger after the grant: amount and balance after, in order. */
const ledgerOf = async (learnerId: string) =>
  (await ledgerEntries(store.db, learnerId))
    .slice(1)
    .map((e) => ({ kind: e.kind, amount: e.amount, balanceAfter: e.balanceAfter }));

/** Stores `amounts` at once, and one by one at a twin wallet; both ways' outcomes. */
async function bothWays(balance: number, amounts: number[], held = 0) {
  const [batched, single] = [await walletWith(balance), await walletWith(balance)];
  const outcome = async (learnerId: string, write: (tx: Queryable) => Promise<unknown>) => {
    if (held > 0) await withTx(store.db, (tx) => holdFunds(tx, learnerId, "USD", held));
    const result = await withTx(store.db, write).then(
      () => "stored",
      (error) => (error instanceof InsufficientFunds ? "insufficient" : String(error)),
    );
    const wallet = await findWallet(store.db, learnerId, "USD");
    return { result, balance: wallet?.balance, ledger: await ledgerOf(learnerId) };
  };
  const wallet = (learnerId: string) => ({ learnerId, currency: "USD", now: T + 1 });
  return {
    batched: await outcome(batched, (tx) =>
      applyLedgerEntries(tx, wallet(batched), entries(...amounts)),
    ),
    single: await outcome(single, async (tx) => {
      for (const e of entries(...amounts)) await applyLedgerEntry(tx, { ...wallet(single), ...e });
    }),
  };
}

describe("a learner's ledger entries in one update", () => {
  it("stores what one entry after another stores, every balance after included", async () => {
    for (const [balance, amounts, held] of [
      [1_000, [-500, -100], 0],
      [1_000, [300, -500, -100], 0],
      [1_000, [-400, 900, -1_200], 0],
      [1_000, [200, -500], 600],
      [1_000, [100, -500], 600],
      [1_000, [250, 40], 0],
    ] as const) {
      const { batched, single } = await bothWays(balance, [...amounts], held);
      expect(batched.result).toBe("stored");
      expect(batched).toEqual(single);
    }
    expect(await ledgerMismatches(store.db)).toEqual([]);
  });

  it("refuses, writing nothing, whenever one entry after another would be refused", async () => {
    for (const [balance, amounts, held] of [
      [1_000, [-600, -500], 0],
      [1_000, [-900, 100, -300], 0],
      [1_000, [-500], 600],
      [1_000, [100, -600], 600],
    ] as const) {
      const { batched, single } = await bothWays(balance, [...amounts], held);
      expect(batched.result).toBe("insufficient");
      expect(batched).toEqual(single);
      expect(batched.ledger).toEqual([]);
    }
    expect(await ledgerMismatches(store.db)).toEqual([]);
  });

  it("moves the points in the same update, never below 0", async () => {
    const learnerId = await walletWith(1_000);
    const wallet = { learnerId, currency: "USD", now: T + 1 };
    await withTx(store.db, (tx) => applyLedgerEntries(tx, wallet, entries(-100), 7));
    expect(await findWallet(store.db, learnerId, "USD")).toMatchObject({ balance: 900, points: 7 });
    await withTx(store.db, (tx) => applyLedgerEntries(tx, wallet, entries(50), -20));
    expect(await findWallet(store.db, learnerId, "USD")).toMatchObject({ balance: 950, points: 0 });
  });
});
