/**
 * Money never goes below zero (issue 29, defects 3 and 4): a learner bank that lost its cover
 * between taking the bank and the deal does not bank that round (the house does, and the table
 * is told why); four bets at once from one $50 wallet at four live tables, through two
 * connection pools on PostgreSQL (two instances), take it once; a debit the balance does not
 * cover is refused by the writer and by the store. SQLite here; PostgreSQL under npm run
 * test:pg (then the bets race for real).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isPostgresUrl, ledger, roundSeats, rounds, wallets } from "@/db/schema";
import { ensureLiveTable, idleLiveTable } from "@/lib/db/live";
import { closePg, migratePg, openPg } from "@/lib/db/pg";
import { type Queryable, withTx } from "@/lib/db/store";
import { applyLedgerEntry, ledgerMismatches } from "@/lib/db/table";
import { createScratchDatabase, openTestStore, type TestStore } from "@/lib/db/test-store";
import { sweepLive } from "@/lib/table/clock";
import { TableError } from "@/lib/table/errors";
import { rebuy } from "@/lib/table/rebuy";
import { addUser } from "@/tests/support/db-fixtures";
import { viewLive } from "./access";
import { lobby } from "./lobby";
import { liveOpts as opts, T, LIVE_TEST_TABLE as TABLE, verbOn } from "./test-live";

let store: TestStore;
let db: Queryable;

beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
});
afterEach(async () => store.close());

const verb = verbOn(() => db);

const codeOf = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => "ok",
    (error) => (error instanceof TableError ? error.code : `thrown: ${String(error)}`),
  );

async function balanceOf(on: Queryable, learnerId: string): Promise<number> {
  const [row] = await on
    .select()
    .from(wallets)
    .where(and(eq(wallets.learnerId, learnerId), eq(wallets.currency, "USD")));
  return row?.balance as number;
}

/** The wallet loses money elsewhere (another table): down to `left`, in the ledger. */
async function spendDownTo(on: Queryable, learnerId: string, left: number, now: number) {
  const amount = (await balanceOf(on, learnerId)) - left;
  await withTx(on, (tx) =>
    applyLedgerEntry(tx, {
      learnerId,
      currency: "USD",
      roundId: null,
      kind: "close",
      amount: -amount,
      now,
    }),
  );
}

describe("a learner bank that lost its cover before the deal", () => {
  it("leaves the bank before the deal; the house banks that round, the table is told why, no balance below zero", async () => {
    const anna = (await addUser(db, "anna")).learnerId as string;
    const bert = (await addUser(db, "bert")).learnerId as string;
    const cleo = (await addUser(db, "cleo")).learnerId as string;
    await verb(anna, "sit", {}, T);
    await verb(bert, "sit", {}, T);
    await verb(cleo, "sit", {}, T);
    // The entry rule holds when the bank is taken ($1,000 against 1.015 x 6 x $100); every
    // player sees the bank's balance and points.
    expect((await verb(anna, "bank", {}, T)).you.role).toBe("bank");
    const seen = await viewLive(db, TABLE, bert, opts(T + 1));
    expect([seen.bank.balance, seen.bank.points]).toEqual([100_000, 0]);
    await verb(anna, "approve", {}, T + 10);
    // Inside the round, the bank's money goes elsewhere: $20 left, less than two $100 bets
    // can win against it.
    await spendDownTo(db, anna, 2_000, T + 20);
    // Both $100 bets winning would cost the bank 2 x $95 + 1.5% of $200 = $193.
    await verb(bert, "bet", { main: 10_000 }, T + 30);
    const dealt = await verb(cleo, "bet", { main: 10_000 }, T + 40);
    expect(dealt.phase).toBe("setting");
    expect(dealt.bank.kind).toBe("house");
    expect(dealt.bankLeft).toEqual({ name: "anna", reason: "cover" });
    const annaView = await viewLive(db, TABLE, anna, opts(T + 50));
    expect(annaView.you.role).toBe("player");
    expect(annaView.bankLeft?.reason).toBe("cover");
    // The lobby says it too.
    const listed = (await lobby(db, [], opts(T + 50))).tables.find((t) => t.id === TABLE);
    expect(listed?.bankLeft).toEqual({ name: "anna", reason: "cover" });

    const [round] = await db.select().from(rounds);
    const [bankSeat] = await db
      .select()
      .from(roundSeats)
      .where(and(eq(roundSeats.roundId, round?.id as string), eq(roundSeats.seat, 0)));
    expect(bankSeat?.learnerId).toBeNull();
    expect(round?.bankCommissionBp).toBeNull();

    // Settled by the clock: the house paid or took every bet; Anna's $20 is untouched.
    await sweepLive(db, T + 40 + 8_000);
    expect((await viewLive(db, TABLE, bert, opts(T + 48_100))).phase).toBe("settled");
    expect(await balanceOf(db, anna)).toBe(2_000);
    const all = await db.select().from(wallets);
    expect(all.every((w) => w.balance >= 0)).toBe(true);
    expect(await ledgerMismatches(db)).toEqual([]);
    // The note is told for that round only: gone when the next begins.
    await sweepLive(db, T + 48_000 + 5_001);
    expect((await viewLive(db, TABLE, bert, opts(T + 53_100))).bankLeft).toBeNull();
  });

  it("banks on when its balance still covers what the dealt seats can win", async () => {
    const anna = (await addUser(db, "anna")).learnerId as string;
    const bert = (await addUser(db, "bert")).learnerId as string;
    await verb(anna, "sit", {}, T);
    await verb(bert, "sit", {}, T);
    await verb(anna, "bank", {}, T);
    await verb(anna, "approve", {}, T + 10);
    // Exactly the most one $100 bet can win against the bank ($95 paid, $1.50 commission).
    await spendDownTo(db, anna, 9_650, T + 20);
    const dealt = await verb(bert, "bet", { main: 10_000 }, T + 30);
    expect(dealt.bank).toMatchObject({ kind: "learner", name: "anna" });
    expect(dealt.bankLeft).toBeNull();
    await verb(bert, "house-way", {}, T + 40);
    expect(await balanceOf(db, anna)).toBeGreaterThanOrEqual(0);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("holds the bank's cover from the deal to the settlement: spent nowhere else meanwhile", async () => {
    // Found by the table machine's property test: the cover was checked at the deal only, so
    // a bank that spent its money at another table while the round was set paid out of money
    // it no longer had (the settlement's debit then failed and the round never settled).
    const anna = (await addUser(db, "anna")).learnerId as string;
    const bert = (await addUser(db, "bert")).learnerId as string;
    await verb(anna, "sit", {}, T);
    await verb(bert, "sit", {}, T);
    await verb(anna, "bank", {}, T);
    await verb(anna, "approve", {}, T + 10);
    await verb(bert, "bet", { main: 10_000 }, T + 30);
    // One $100 bet can win $95 and cost the bank $1.50 of commission: $96.50 held.
    const [held] = await db.select().from(wallets).where(eq(wallets.learnerId, anna));
    expect([held?.balance, held?.held]).toEqual([100_000, 9_650]);
    // Everything but the held cover can go elsewhere; a cent more cannot.
    await spendDownTo(db, anna, 9_650, T + 40);
    const oneCent = withTx(db, (tx) =>
      applyLedgerEntry(tx, {
        learnerId: anna,
        currency: "USD",
        roundId: null,
        kind: "close",
        amount: -1,
        now: T + 41,
      }),
    );
    await expect(oneCent).rejects.toThrow(/insufficient|funds/i);
    await expect(
      db.update(wallets).set({ held: 9_651 }).where(eq(wallets.learnerId, anna)),
    ).rejects.toThrow();
    // The round settles whatever its cards: the hold is given back, no balance below zero.
    await verb(bert, "house-way", {}, T + 50);
    const [after] = await db.select().from(wallets).where(eq(wallets.learnerId, anna));
    expect(after?.held).toBe(0);
    expect(after?.balance).toBeGreaterThanOrEqual(0);
    expect((await viewLive(db, TABLE, bert, opts(T + 60))).phase).toBe("settled");
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("tells the table when the approval time ran out", async () => {
    const anna = (await addUser(db, "anna")).learnerId as string;
    const bert = (await addUser(db, "bert")).learnerId as string;
    await verb(anna, "sit", {}, T);
    await verb(bert, "sit", {}, T);
    await verb(anna, "bank", {}, T);
    await sweepLive(db, T + 7_001);
    const view = await viewLive(db, TABLE, bert, opts(T + 7_100));
    expect(view.bank.kind).toBe("house");
    expect(view.bankLeft).toEqual({ name: "anna", reason: "timeout" });
  });
});

describe("a debit the balance does not cover", () => {
  it("is refused by the ledger's writer, and nothing is written", async () => {
    const ada = (await addUser(db, "ada")).learnerId as string;
    await verb(ada, "sit", {}, T);
    await spendDownTo(db, ada, 500, T);
    const entries = (await db.select().from(ledger)).length;
    const refused = await withTx(db, (tx) =>
      applyLedgerEntry(tx, {
        learnerId: ada,
        currency: "USD",
        roundId: null,
        kind: "bet",
        amount: -501,
        now: T,
      }),
    ).catch((error) => error);
    expect((refused as Error | undefined)?.name).toBe("InsufficientFunds");
    expect(await balanceOf(db, ada)).toBe(500);
    expect((await db.select().from(ledger)).length).toBe(entries);
    // Exactly the balance is fine: down to zero.
    await spendDownTo(db, ada, 0, T);
    expect(await balanceOf(db, ada)).toBe(0);
  });

  it("is refused by the store itself (CHECK balance >= 0)", async () => {
    const ada = (await addUser(db, "ada")).learnerId as string;
    await verb(ada, "sit", {}, T);
    const failed = await db
      .update(wallets)
      .set({ balance: sql`${wallets.balance} - 100000000` })
      .where(eq(wallets.learnerId, ada))
      .then(
        () => null,
        (error) => error,
      );
    expect(failed).not.toBeNull();
    expect(await balanceOf(db, ada)).toBe(100_000);
  });

  it("rebuy tops a wallet at zero up to the start amount, no more", async () => {
    const ada = (await addUser(db, "ada")).learnerId as string;
    await verb(ada, "sit", {}, T);
    await spendDownTo(db, ada, 0, T);
    const wallet = await rebuy(db, ada, "usd-2-300", { now: T + 1 });
    expect(wallet.balance).toBe(100_000);
    const [last] = await db
      .select()
      .from(ledger)
      .where(eq(ledger.learnerId, ada))
      .orderBy(asc(ledger.id))
      .then((rows) => rows.slice(-1));
    expect(last).toMatchObject({ kind: "rebuy", amount: 100_000, balanceAfter: 100_000 });
  });
});

const clusterUrl = process.env.DATABASE_URL;

/** Two instances' stores on one database: two pools on PostgreSQL, the one store on SQLite. */
async function twoInstances(): Promise<{ a: Queryable; b: Queryable; close(): Promise<void> }> {
  if (!isPostgresUrl(clusterUrl)) return { a: db, b: db, close: async () => {} };
  const scratch = await createScratchDatabase(clusterUrl as string, "paigow_floor");
  const a = openPg(scratch.url, { max: 4 });
  const b = openPg(scratch.url, { max: 4 });
  await migratePg(a);
  return {
    a,
    b,
    close: async () => {
      await closePg(a);
      await closePg(b);
      await scratch.drop();
    },
  };
}

describe("four bets at once from one $50 wallet at four live tables", () => {
  it("takes the $50 once: one bet dealt, three refused, balance 0", async () => {
    const stores = await twoInstances();
    try {
      const { a, b } = stores;
      const ids = ["floor-1", "floor-2", "floor-3", "floor-4"];
      for (const id of ids) await ensureLiveTable(a, idleLiveTable(id, TABLE, null, T));
      const ada = (await addUser(a, "ada")).learnerId as string;
      for (const id of ids) await verbOn(() => a, id)(ada, "sit", {}, T);
      await spendDownTo(a, ada, 5_000, T);
      // Alone at each table, a bet is dealt at once: the wallet is taken in that change.
      const answers = await Promise.all(
        ids.map((id, k) =>
          codeOf(verbOn(() => (k % 2 === 0 ? a : b), id)(ada, "bet", { main: 5_000 }, T + 1)),
        ),
      );
      expect(answers.filter((x) => x === "ok")).toHaveLength(1);
      expect(answers.filter((x) => x === "insufficient-balance")).toHaveLength(3);
      expect(await balanceOf(a, ada)).toBe(0);
      expect(await a.select().from(rounds)).toHaveLength(1);
      expect(await ledgerMismatches(a)).toEqual([]);
    } finally {
      await stores.close();
    }
  });
});
