import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ledger, roundSeats, rounds } from "@/db/schema";
import { isUniqueViolation, withTx } from "@/lib/db/store";
import { ledgerMismatches } from "@/lib/db/table";
import { tokenize } from "@/lib/engine/cards";
import { createRng } from "@/lib/engine/rng";
import { warmEngine } from "@/lib/grading/ev";
import { DEADLINE_GRACE_MS, ensureWallet, rebuy } from "./own-verbs";
import { startAmount } from "./tables";
import { dealRound, tableState } from "./test-own";
import { BANK, drain, expectRefused, freshDb, SEK, T0, USD } from "./test-rounds";
import { tableSnapshot } from "./test-snapshot";

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
    expect(round.seats[0]).toMatchObject({ bet: 3_000, bonus: 100, front: null });
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
