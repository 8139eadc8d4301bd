/**
 * Issue 21 #7: signing in carries the anonymous learner's table record into the account by the
 * README's rule: its open round settled (in its own wallet) first, the account keeps its own
 * balance where it has one and takes over the anonymous one where it has none, every move a
 * ledger entry, and every round in the account's log with its ledger lines. Both stores.
 */
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/db/schema";
import { attachLearner } from "@/lib/db/auth-learner";
import { insertLearner } from "@/lib/db/learners";
import { withTx } from "@/lib/db/store";
import { ledgerEntries, ledgerMismatches, walletsOf } from "@/lib/db/table";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { createRng } from "@/lib/engine/rng";
import { warmEngine } from "@/lib/grading/ev";
import { adoptLearner } from "@/lib/learner/adopt";
import { logPage, roundDetail } from "./log";
import { dealRound, finishRound, tableState } from "./test-own";

const T0 = 1_800_000_000_000;
const stores: TestStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});
beforeAll(() => warmEngine());

describe("adopting the anonymous learner's table record at sign-in", () => {
  it("settles its open round, keeps the account's balance, takes over the rest, logs every move", async () => {
    const store = await openTestStore();
    stores.push(store);
    const { db } = store;
    const [account, anon, userId] = [randomUUID(), randomUUID(), randomUUID()];
    await insertLearner(db, account, T0);
    await insertLearner(db, anon, T0);
    await db
      .insert(users)
      .values({ id: userId, username: "ada", passwordHash: "x", createdAt: T0 });
    await withTx(db, (tx) => attachLearner(tx, userId, account));
    const rng = createRng(9);

    // The account has played dollars; the anonymous learner dollars and kronor, and has a
    // dollar round still open with its bet.
    const own = await dealRound(
      db,
      account,
      "usd-2-300",
      { chips: [2_500], bonusChips: [] },
      { now: T0, rng },
    );
    await finishRound(db, account, own.id, { kind: "house-way" }, { now: T0 + 1 });
    const accountUsd = (await tableState(db, account, "usd-2-300", { now: T0 + 2 })).wallet.balance;
    const played = await dealRound(
      db,
      anon,
      "usd-2-300",
      { chips: [10_000], bonusChips: [] },
      { now: T0 + 3, rng },
    );
    await finishRound(db, anon, played.id, { kind: "house-way" }, { now: T0 + 4 });
    const sek = await dealRound(
      db,
      anon,
      "sek-10-1000",
      { chips: [5_000], bonusChips: [] },
      { now: T0 + 5, rng },
    );
    await finishRound(db, anon, sek.id, { kind: "house-way" }, { now: T0 + 6 });
    const open = await dealRound(
      db,
      anon,
      "usd-2-300",
      { chips: [10_000, 10_000, 10_000], bonusChips: [] },
      { now: T0 + 7, rng },
    );
    const anonSek = (await tableState(db, anon, "sek-10-1000", { now: T0 + 8 })).wallet;

    const adoption = await withTx(db, (tx) => adoptLearner(tx, userId, anon));
    expect(adoption).toMatchObject({ status: "merged", learnerId: account });

    // The open round was settled by the house way (its bet, its payout: the anonymous wallet's).
    const carried = await roundDetail(db, account, open.id);
    expect(carried.round).toMatchObject({ status: "settled", settledBy: "house-way" });
    expect(carried.ledger[0]).toMatchObject({ kind: "bet", amount: -30_000 });

    // The account kept its dollars; the anonymous wallets are closed to 0 by `close` entries,
    // and the kronor (the account had none) were taken over by a grant of the same amount.
    expect((await tableState(db, account, "usd-2-300", { now: T0 + 9 })).wallet.balance).toBe(
      accountUsd,
    );
    const taken = (await tableState(db, account, "sek-10-1000", { now: T0 + 9 })).wallet;
    expect(taken).toMatchObject({ balance: anonSek.balance, points: anonSek.points });
    expect((await walletsOf(db, anon)).map((w) => [w.currency, w.balance])).toEqual([
      ["SEK", 0],
      ["USD", 0],
    ]);
    const anonLedger = await ledgerEntries(db, anon);
    expect(
      anonLedger
        .filter((e) => e.kind === "close")
        .map((e) => e.currency)
        .sort(),
    ).toEqual(["SEK", "USD"]);
    const grants = (await ledgerEntries(db, account)).filter((e) => e.kind === "grant");
    expect(grants.map((g) => [g.currency, g.amount])).toEqual([
      ["USD", 100_000],
      ["SEK", anonSek.balance],
    ]);
    expect(await ledgerMismatches(db)).toEqual([]);

    // Every round is in the account's log; the old learner has none left.
    const log = await logPage(db, account);
    expect(log.rows.map((r) => r.id).sort()).toEqual([own.id, played.id, sek.id, open.id].sort());
    expect((await logPage(db, anon)).total).toBe(0);
    // The account can deal again at the table the open round was at.
    expect(
      (
        await dealRound(
          db,
          account,
          "usd-2-300",
          { chips: [500], bonusChips: [] },
          { now: T0 + 10, rng },
        )
      ).status,
    ).toBe("open");
  });
});
