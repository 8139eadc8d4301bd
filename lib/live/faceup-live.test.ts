/**
 * The live Face Up table (RULES.md 13.1, issue 54): every viewer, a watcher too, sees the
 * dealer's hand set by the house way from the deal; each seat settles as the Face Up drill's
 * faceUpOutcome says, 1 to 1 without commission; only the house banks; the money is exact.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { roundSeats, rounds } from "@/db/schema";
import type { Queryable } from "@/lib/db/store";
import { ledgerMismatches } from "@/lib/db/table";
import { openTestStore } from "@/lib/db/test-store";
import {
  faceUpOutcome,
  formatHand,
  houseWay,
  makeSplit,
  parseCards,
  parseHand,
} from "@/lib/engine";
import { viewLive } from "./access";
import { lobby } from "./lobby";
import { refusalCode as code, liveOpts as opts, T, withLearners } from "./test-live";
import { runVerb } from "./verbs";

const TABLE = "live-faceup-usd-5-50";
let db: Queryable;
let ada: string;
let ben: string;

beforeEach(async () => {
  [db, ada, ben] = await withLearners(openTestStore(), "ada", "ben");
});

describe("the live Face Up table", () => {
  it("shows the dealer's set hand to every viewer at the deal and settles each seat by outcome", async () => {
    expect((await lobby(db, [], opts(T))).tables.find((t) => t.id === TABLE)?.ruleSet).toBe(
      "seed/faceup",
    );
    await runVerb(db, ada, TABLE, "sit", {}, opts(T));
    await runVerb(db, ben, TABLE, "sit", {}, opts(T));
    // Only the house banks at Face Up.
    expect(await code(runVerb(db, ada, TABLE, "bank", {}, opts(T)))).toBe("no-banking");
    await runVerb(db, ada, TABLE, "bet", { main: 500 }, opts(T + 1));
    const dealt = await runVerb(db, ben, TABLE, "bet", { main: 2500 }, opts(T + 2));
    expect(dealt.phase).toBe("setting");

    const [row] = await db.select().from(rounds).where(eq(rounds.instanceId, TABLE));
    if (!row) throw new Error("no round");
    expect(row).toMatchObject({ ruleSet: "seed/faceup", commissionBp: 0 });
    const bankRow = (await db.select().from(roundSeats).where(eq(roundSeats.roundId, row.id))).find(
      (s) => s.seat === 0,
    );
    const bankSet = houseWay(parseHand(bankRow?.hand ?? ""), "seed");
    // A watcher (no seat) and a player see it before anyone has set.
    for (const viewer of [null, ada]) {
      const view = await viewLive(db, TABLE, viewer, opts(T + 3));
      expect(view.phase).toBe("setting");
      expect(view.bank.cards?.join(" ")).toBe(bankRow?.hand);
      expect(view.bank.front?.join(" ")).toBe(formatHand(bankSet.front));
      expect(view.bank.net).toBeNull();
    }

    await runVerb(db, ada, TABLE, "house-way", {}, opts(T + 4));
    const settled = await runVerb(db, ben, TABLE, "house-way", {}, opts(T + 5));
    expect(settled.phase).toBe("settled");
    const seats = await db.select().from(roundSeats).where(eq(roundSeats.roundId, row.id));
    const players = seats.filter((s) => s.seat !== 0);
    expect(players.filter((s) => s.learnerId !== null)).toHaveLength(2);
    for (const seat of players) {
      const hand = parseHand(seat.hand);
      const front = parseCards(seat.front ?? "", 2);
      const split = makeSplit(
        hand,
        hand.indexOf(front[0] as number),
        hand.indexOf(front[1] as number),
      );
      const expected = faceUpOutcome(split, bankSet);
      expect(seat.outcome).toBe(expected);
      expect(seat.commission).toBe(0);
      expect(seat.net).toBe(expected === "win" ? seat.bet : expected === "push" ? 0 : -seat.bet);
      // Graded by outcome, not EV: no EV stored for a Face Up seat.
      expect(seat.ev).toBeNull();
    }
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
