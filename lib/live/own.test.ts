/**
 * A learner's own table on the live API (own.ts): the same view and verbs' bodies as a live
 * table, each verb one step of the own table; nobody reaches another learner's own table, and
 * the live verbs never reach one by its row's id.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { insertLearner } from "@/lib/db/learners";
import { withTx } from "@/lib/db/store";
import { addWalletCounters } from "@/lib/db/table";
import { formatCard, parseHand } from "@/lib/engine";
import { ownInstance } from "@/lib/table/round-model";
import { BANK, drain, expectRefused, freshDb, someFront, T0, USD } from "@/lib/table/test-rounds";
import { tableSnapshot } from "@/lib/table/test-snapshot";
import { ensureWallet } from "@/lib/table/wallet";
import { viewLive } from "./access";
import { type LiveView, ownTableId } from "./api";
import { runOwnVerb, viewOwn } from "./own";
import { runVerb } from "./verbs";

const opts = (now: number) => ({ now, testTables: true });

/** The learner's own seat in a view. */
const mine = (view: LiveView) => view.seats.find((s) => s.seat === view.you.seat);

/** A front of the dealt cards other than the house way's that does not foul (test-rounds). */
const otherFront = (cards: readonly string[]): [string, string] =>
  someFront(parseHand(cards.join(" "))).map(formatCard) as [string, string];

describe("a learner's own table on the live API", () => {
  it("a first visit is an empty table at the start amount, and writes nothing", async () => {
    const { db, learner } = await freshDb();
    const view = await viewOwn(db, learner, USD, opts(T0));
    expect(view).toMatchObject({
      tableId: ownTableId(USD),
      phase: "bets",
      seq: 0,
      round: null,
      you: { seat: 1, role: "player", balance: 100_000, last: null },
      bank: { kind: "house", cards: null },
    });
    expect(view.seats).toHaveLength(1);
    // Nobody signed in and no cookie: the same empty table, theirs once they bet.
    expect((await viewOwn(db, null, USD, opts(T0))).you).toMatchObject({ seat: 1, role: "player" });
    // Still nothing stored: the table's row is made by the first step.
    expect(
      await viewLive(db, ownInstance(learner, USD), learner, opts(T0)).catch((e) => e.code),
    ).toBe("unknown-table");
  });

  it("bet deals, set settles with values, marks, the grade and the bank's rule", async () => {
    const { db, learner } = await freshDb();
    const dealt = await runOwnVerb(db, learner, USD, "bet", { main: 1_000 }, opts(T0));
    expect(dealt.phase).toBe("setting");
    expect(dealt.you.balance).toBe(99_000);
    const seat = mine(dealt);
    expect(seat?.cards).toHaveLength(7);
    expect(seat).toMatchObject({ bet: 1_000, front: null, outcome: null, setBy: null });
    // The bank's cards stay on the server until the round settles.
    expect(dealt.bank.cards).toBeNull();

    const front = otherFront(seat?.cards ?? []);
    const settled = await runOwnVerb(
      db,
      learner,
      USD,
      "set",
      { front, confirmFoul: true },
      opts(T0 + 1),
    );
    const after = mine(settled);
    expect(settled.round?.id).toBe(dealt.round?.id);
    expect(after?.front).toEqual(front);
    expect(after?.setBy).toBe("learner");
    expect(after?.outcome).not.toBeNull();
    expect(after?.backMark).not.toBeNull();
    expect(after?.backValue).not.toBeNull();
    expect(after?.commission).not.toBeNull();
    expect(settled.bank.cards).toHaveLength(7);
    expect(settled.bank.rule).toMatch(/\S/);
    expect(after?.grade?.bestEv).toBeGreaterThanOrEqual(after?.grade?.ev ?? Number.NaN);
    expect(settled.you.balance).toBe(99_000 + 1_000 + (after?.net ?? 0));
    expect(settled.you.last).toEqual({ roundId: dealt.round?.id, net: after?.net });
    // Read again: the settled round stays on show until the next deal.
    expect(await viewOwn(db, learner, USD, opts(T0 + 2))).toMatchObject({
      round: { id: dealt.round?.id },
      seats: [{ front, setBy: "learner" }],
    });
  });

  it("house-way settles; a second set, a replay and a bet beside an open hand change nothing", async () => {
    const { db, learner } = await freshDb();
    await runOwnVerb(db, learner, USD, "bet", { main: 500 }, opts(T0));
    await expectRefused(
      db,
      learner,
      () => runOwnVerb(db, learner, USD, "bet", { main: 500 }, opts(T0 + 1)),
      "round-open",
    );
    const settled = await runOwnVerb(db, learner, USD, "house-way", {}, opts(T0 + 2));
    expect(mine(settled)?.setBy).toBe("house-way");
    for (const verb of ["house-way", "set"] as const)
      await expectRefused(
        db,
        learner,
        () =>
          runOwnVerb(
            db,
            learner,
            USD,
            verb,
            verb === "set" ? { front: ["As", "Ks"] } : {},
            opts(T0 + 3),
          ),
        "already-settled",
      );
  });

  it("refuses a bet the table's limits or the balance do not allow", async () => {
    const { db, learner } = await freshDb();
    // (A refused first bet still opens the wallet, as the table's Deal does.)
    await ensureWallet(db, learner, "USD", T0);
    await expectRefused(
      db,
      learner,
      () => runOwnVerb(db, learner, USD, "bet", { main: 100_000_000 }, opts(T0)),
      "bet-out-of-limits",
    );
    await expectRefused(
      db,
      learner,
      () => runOwnVerb(db, learner, USD, "bet", { main: 150 }, opts(T0)),
      "unknown-chip",
    );
    await drain(db, learner, 900);
    await expectRefused(
      db,
      learner,
      () => runOwnVerb(db, learner, USD, "bet", { main: 1_000 }, opts(T0)),
      "insufficient-balance",
    );
    // Rebuy tops it up (between rounds), then the bet deals.
    expect((await runOwnVerb(db, learner, USD, "rebuy", {}, opts(T0 + 1))).you.balance).toBe(
      100_000,
    );
    expect((await runOwnVerb(db, learner, USD, "bet", { main: 1_000 }, opts(T0 + 2))).phase).toBe(
      "setting",
    );
  });

  it("sit, leave, close and auto-approve are not an own table's", async () => {
    const { db, learner } = await freshDb();
    for (const verb of ["sit", "leave", "close", "auto-approve"] as const) {
      const code = await runOwnVerb(db, learner, USD, verb, {}, opts(T0)).catch((e) => e.code);
      expect(code).toBe("forbidden");
    }
  });

  it("banking: bank against three seats, approve deals and settles; unbank leaves", async () => {
    const { db, learner } = await freshDb();
    // The entry rule: points first (earned at the table; given here).
    await ensureWallet(db, learner, "USD", T0);
    await withTx(db, (tx) => addWalletCounters(tx, learner, "USD", { points: 1_000 }));
    const code = await runOwnVerb(db, learner, BANK, "bank", {}, opts(T0)).catch((e) => e.code);
    expect(code).toBe("seats-out-of-limits");
    const held = await runOwnVerb(db, learner, BANK, "bank", { seats: 3 }, opts(T0));
    expect(held).toMatchObject({ phase: "approve", you: { role: "bank", seat: 0 } });
    expect(held.seats).toHaveLength(3);
    const banked = await runOwnVerb(db, learner, BANK, "approve", {}, opts(T0 + 1));
    expect(banked.round).not.toBeNull();
    // Dealt and settled at once: every seat's cards and result, the bank's net and commission.
    expect(banked.seats.every((s) => s.cards?.length === 7 && s.outcome !== null)).toBe(true);
    expect(banked.bank.net).not.toBeNull();
    expect(banked.you.last?.net).toBe(banked.bank.net);
    const left = await runOwnVerb(db, learner, BANK, "unbank", {}, opts(T0 + 2));
    expect(left.you.role).not.toBe("bank");
  });

  it("an Approve the balance no longer covers leaves the bank and says why (issue 55)", async () => {
    const { db, learner } = await freshDb();
    await ensureWallet(db, learner, "USD", T0);
    await withTx(db, (tx) => addWalletCounters(tx, learner, "USD", { points: 1_000 }));
    const held = await runOwnVerb(db, learner, BANK, "bank", { seats: 3 }, opts(T0));
    expect(held).toMatchObject({ phase: "approve", you: { role: "bank" }, bankLeft: null });
    // The money went elsewhere while the bank waited: too little to cover three seats.
    await drain(db, learner, 1_000);
    const after = await runOwnVerb(db, learner, BANK, "approve", {}, opts(T0 + 1));
    expect(after.you.role).toBe("player");
    expect(after.round).toBeNull();
    expect(after.bankLeft).toMatchObject({ reason: "cover" });
    // A read of the table says so too, until the learner's next round begins.
    expect((await viewOwn(db, learner, BANK, opts(T0 + 2))).bankLeft).toMatchObject({
      reason: "cover",
    });
  });

  it("the live verbs and reads never reach an own table by its row's id", async () => {
    const { db, learner } = await freshDb();
    await runOwnVerb(db, learner, USD, "bet", { main: 500 }, opts(T0));
    const other = randomUUID();
    await insertLearner(db, other, T0);
    const row = ownInstance(learner, USD);
    for (const viewer of [learner, other])
      expect(await viewLive(db, row, viewer, opts(T0)).catch((e) => e.code)).toBe("unknown-table");
    const before = await tableSnapshot(db, learner);
    for (const verb of ["sit", "house-way", "approve"] as const)
      expect(await runVerb(db, other, row, verb, {}, opts(T0 + 1)).catch((e) => e.code)).toBe(
        "unknown-table",
      );
    expect(await tableSnapshot(db, learner)).toEqual(before);
    // Another learner's `own:` is their own table, never this one.
    expect((await viewOwn(db, other, USD, opts(T0 + 2))).round).toBeNull();
  });

  it("a live table's bank takes no seat count, and rebuy is an own table's", async () => {
    const { db, learner } = await freshDb();
    const live = "live-test-fast";
    const bank = await runVerb(db, learner, live, "bank", { seats: 2 }, opts(T0)).catch(
      (e) => e.code,
    );
    expect(bank).toBe("invalid-input");
    const rebuy = await runVerb(db, learner, live, "rebuy", {}, opts(T0)).catch((e) => e.code);
    expect(rebuy).toBe("invalid-input");
  });
});
