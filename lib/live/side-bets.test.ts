/**
 * The side bets at the tables through the one door (RULES.md 13.2, issue 54 item 4): a live
 * table with bots, Envy and Emperor's Challenge whose ledger stays exact round after round, each
 * bet as an independent look at the cards pays it; and every refusal (a side bet the table does
 * not offer, a dealer-hand bet at a table of another game, out of limits) changing nothing. (A
 * scripted own table's settle is the e2e's: its coach's exact EV costs seconds here.)
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { classes, ledger, roundSeats, rounds } from "@/db/schema";
import type { Queryable } from "@/lib/db/store";
import { ledgerMismatches } from "@/lib/db/table";
import { openTestStore } from "@/lib/db/test-store";
import { fortuneBonus, parseHand } from "@/lib/engine";
import { emperorsBack, envyPaid } from "@/lib/table/side-bets";
import { expectRefused, freshDb, T0, USD } from "@/lib/table/test-rounds";
import { ensureWallet } from "@/lib/table/wallet";
import { createClass, setClassPays } from "@/lib/teach/classes";
import { classPaysSchema } from "@/lib/teach/schemas";
import { addUser } from "@/tests/support/db-fixtures";
import { viewLive } from "./access";
import { openForClass } from "./class-tables";
import { runOwnVerb } from "./own";
import { loadState } from "./state";
import { liveOpts as opts, refusalCode, T, verbOn, withLearners } from "./test-live";

const own = (db: Queryable, learner: string, table: string, input: object, now = T0) =>
  runOwnVerb(db, learner, table, "bet", input, opts(now));

describe("side bets at a learner's own table", () => {
  it("refuses a side bet the table does not offer, Tiger 9 off cf and one out of limits; nothing stored", async () => {
    const { db, learner } = await freshDb();
    await ensureWallet(db, learner, "USD", T0);
    // usd-2-300 offers Emperor's Challenge, but no bet on the dealer's hand (not a cf game).
    await expectRefused(
      db,
      learner,
      () => own(db, learner, USD, { main: 500, dealerHand: 100 }),
      "side-bet-not-offered",
    );
    await expectRefused(
      db,
      learner,
      () => own(db, learner, "test-fast", { main: 500, emperors: 100 }),
      "side-bet-not-offered",
    );
    await expectRefused(
      db,
      learner,
      () => own(db, learner, USD, { main: 500, emperors: 5_000 }),
      "side-bet-out-of-limits",
    );
    // The cf table takes Tiger 9.
    const cf = await own(db, learner, "usd-cf-5-500", { main: 500, dealerHand: 100 });
    expect(cf.seats[0]?.sides).toMatchObject({ dealerHandBet: 100 });
  });
});

describe("side bets at a live table with bots", () => {
  const TABLE = "live-test-side-bets";

  it("settles Fortune, Envy and Emperor's Challenge exactly round after round; the ledger stays exact", async () => {
    const [db, anna, bert] = await withLearners(openTestStore(), "anna", "bert");
    const verb = verbOn(() => db, TABLE);
    await verb(anna, "sit", { seat: 1 }, T);
    await verb(bert, "sit", { seat: 2 }, T);
    let now = T + 1;
    for (let k = 0; k < 4; k++) {
      // Anna's $5 Fortune bet earns Envy; Bert's $1 does not (RULES.md 13.2).
      await verb(anna, "bet", { main: 500, bonus: 500, emperors: 100 }, now++);
      await verb(bert, "bet", { main: 100, bonus: 100 }, now++);
      await verb(anna, "house-way", {}, now++);
      const settled = await verb(bert, "house-way", {}, now++);
      expect(settled.phase).toBe("settled");
      // Bots filled the other seats: Envy counts their hands as other players'.
      expect(settled.seats.filter((s) => s.bot).length).toBeGreaterThan(0);
      const roundId = settled.round?.id as string;
      const seats = await db.select().from(roundSeats).where(eq(roundSeats.roundId, roundId));
      const hand = (seat: number) => parseHand(seats.find((s) => s.seat === seat)?.hand ?? "");
      const others = (seat: number) =>
        seats.filter((s) => s.seat !== seat && s.seat !== 0).map((s) => parseHand(s.hand));
      const annaRow = seats.find((s) => s.seat === 1);
      const bertRow = seats.find((s) => s.seat === 2);
      // Envy as an independent count of the others' hands: the store holds it where it paid.
      expect(annaRow?.envyPaid ?? 0).toBe(envyPaid("envy-renton", 500, others(1)).paid);
      expect(bertRow?.envyPaid ?? 0).toBe(0);
      // Emperor's Challenge by an independent look at Anna's seven cards.
      const emperors = emperorsBack(100, hand(1));
      expect([annaRow?.emperorsBet, annaRow?.emperorsKey]).toEqual([100, emperors.key]);
      expect(annaRow?.emperorsNet).toBe(emperors.back - 100);
      expect(annaRow?.bonusKey).toBe(fortuneBonus(hand(1)));
      // Each learner's ledger for the round is their seat's whole result: main, bonus, sides.
      for (const [who, row] of [
        [anna, annaRow],
        [bert, bertRow],
      ] as const) {
        const moved = await db
          .select({ amount: ledger.amount })
          .from(ledger)
          .where(and(eq(ledger.learnerId, who), eq(ledger.roundId, roundId)));
        const net =
          (row?.net ?? 0) + (row?.bonusNet ?? 0) + (row?.emperorsNet ?? 0) + (row?.envyPaid ?? 0);
        expect(moved.reduce((sum, e) => sum + e.amount, 0)).toBe(net);
      }
      expect(await ledgerMismatches(db)).toEqual([]);
      now += 400_000; // past the settled round's show time: the next bet opens the next round
    }
    expect(await db.select({ id: rounds.id }).from(rounds)).toHaveLength(4);
  });

  it("refuses a side bet the table does not offer and Tiger 9 at a standard table; nothing stored", async () => {
    const [db, anna] = await withLearners(openTestStore(), "anna");
    const verb = verbOn(() => db, TABLE);
    await verb(anna, "sit", { seat: 1 }, T);
    const before = await db.select().from(ledger).where(eq(ledger.learnerId, anna));
    for (const [input, code] of [
      [{ main: 500, dealerHand: 100 }, "side-bet-not-offered"],
      [{ main: 500, emperors: 2_600 }, "side-bet-out-of-limits"],
    ] as const)
      expect(await refusalCode(verb(anna, "bet", input, T + 1))).toBe(code);
    const fast = verbOn(() => db, "live-test-fast");
    await fast(anna, "sit", { seat: 1 }, T);
    expect(await refusalCode(fast(anna, "bet", { main: 500, emperors: 100 }, T + 1))).toBe(
      "side-bet-not-offered",
    );
    expect(await db.select().from(ledger).where(eq(ledger.learnerId, anna))).toEqual(before);
    const [seat] = await db.select().from(roundSeats);
    expect(seat).toBeUndefined();
  });
});

describe("a class's side-bet pay tables", () => {
  it("refuse a forged name with nothing stored, and pay by the class's at its class tables", async () => {
    const [db] = await withLearners(openTestStore());
    const teacher = await addUser(db, "tess", "teacher");
    const actor = { id: teacher.id, role: teacher.role };
    const made = await createClass(db, actor, { name: "7b" }, T);
    if (made.status !== "success") throw new Error("setup");
    const classId = made.data.id;
    const stored = async () =>
      (
        await db
          .select({ f: classes.fortuneTable, e: classes.envySchedule })
          .from(classes)
          .where(eq(classes.id, classId))
      )[0];
    for (const forged of [
      { fortuneTable: "fortune-9999", envy: "" },
      { fortuneTable: "", envy: "envy-everywhere" },
    ]) {
      expect(classPaysSchema.safeParse({ classId, ...forged }).success).toBe(false);
      expect(await setClassPays(db, actor, { classId, ...forged })).toMatchObject({
        code: "unknown-pay-table",
      });
    }
    expect(await stored()).toEqual({ f: null, e: null });
    const pays = { classId, fortuneTable: "fortune-5000", envy: "envy-grochowski" };
    expect((await setClassPays(db, actor, pays)).status).toBe("success");
    // live-test-fast names no pay table and no Envy: its class table pays by the class's.
    const id = await openForClass(
      db,
      teacher.learnerId as string,
      classId,
      "live-test-fast",
      opts(T),
    );
    const view = await viewLive(db, id, teacher.learnerId as string, opts(T));
    expect(view.sideBets).toMatchObject({ fortuneTable: "fortune-5000", envy: "envy-grochowski" });
    const state = await loadState(db, id);
    expect([state?.config.fortuneTable, state?.config.envy]).toEqual([
      "fortune-5000",
      "envy-grochowski",
    ]);
  });
});
