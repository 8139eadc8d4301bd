import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attempts, deals, roundSeats, rounds } from "@/db/schema";
import { ledgerMismatches } from "@/lib/db/table";
import { type Card, formatHand, parseHand } from "@/lib/engine/cards";
import { houseWay } from "@/lib/engine/house-way";
import { dealerPushes } from "@/lib/engine/rule-set";
import { logCsv, roundGrade } from "./log";
import { CF, NINE_HIGH_DEALER, STRONG, WINNER } from "./test-hands";
import { balanceOf, dealRound, dealScripted, finishRound } from "./test-own";
import { freshDb, seedWhere, T0 } from "./test-rounds";

// Through the store: the shipped tables, the deal, Done / House Way, the wallet, the log.

describe("a round at a shipped table plays by that table's rule set", () => {
  it("the test cf table: the nine-high push leaves the balance as it was; a win pays the bet", async () => {
    const { db, learner } = await freshDb();
    const options = { testTables: true };
    const start = await balanceOf(db, learner);
    // The scripted decks (tables.json testDecks): first the nine-high dealer, then a win.
    const first = await dealScripted(db, learner, "test-cf", T0);
    expect(first.seats[0]?.cards.join(" ")).toBe(STRONG);
    expect(first.ruleSet).toBe("seed/cf");
    expect(await balanceOf(db, learner)).toBe(start - 3000);
    const pushed = await finishRound(db, learner, first.id, { kind: "house-way" }, options);
    expect(pushed.bank?.cards.join(" ")).toBe(NINE_HIGH_DEALER);
    expect(pushed.bank?.pushesAll).toBe(true);
    expect(pushed.seats[0]).toMatchObject({ outcome: "push", net: 0, commission: 0 });
    expect(await balanceOf(db, learner)).toBe(start);

    const second = await dealScripted(db, learner, "test-cf", T0 + 1000);
    expect(second.seats[0]?.cards.join(" ")).toBe(WINNER);
    const hand = parseHand(WINNER);
    const won = await finishRound(
      db,
      learner,
      second.id,
      { kind: "front", front: [hand[0], hand[1]] as [Card, Card], confirmFoul: false },
      options,
    );
    expect(won.seats[0]).toMatchObject({ outcome: "win", net: 3000, commission: 0 });
    expect(await balanceOf(db, learner)).toBe(start + 3000);
    expect(await ledgerMismatches(db)).toEqual([]);

    // Stored with its rule set: the round, its practice deal and the coach's attempt.
    const row = (await db.select().from(rounds).where(eq(rounds.id, second.id)))[0];
    expect(row).toMatchObject({ ruleSet: "seed/cf", commissionBp: 0 });
    const dealRow = (await db.select().from(deals).where(eq(deals.id, second.id)))[0];
    expect(dealRow?.ruleSet).toBe("seed/cf");
    const attempt = (await db.select().from(attempts).where(eq(attempts.dealId, second.id)))[0];
    expect(attempt?.ruleSet).toBe("seed/cf");
    // The coach grades against the cf dealer: no commission in its EVs.
    const graded = await roundGrade(db, learner, second.id);
    expect(graded.grade.ruleSet).toEqual(CF);
    expect(graded.grade.commission).toBe(0);
    expect(attempt?.ev).toBeCloseTo(graded.grade.splits[graded.grade.chosen]?.ev ?? Number.NaN, 9);
  });

  it("an EZ table: a queen-high dealer back pushes the bet back", async () => {
    const { db, learner } = await freshDb();
    const { rng } = seedWhere((player, dealer) => {
      const d = houseWay(dealer, "seed");
      const p = houseWay(player, "seed");
      // A hand the 5% game would pay: both of the learner's hands beat the dealer's.
      return (
        dealerPushes("ez", d.backValue, d.frontValue) &&
        p.backValue > d.backValue &&
        p.frontValue > d.frontValue
      );
    });
    const start = await balanceOf(db, learner);
    const dealt = await dealRound(
      db,
      learner,
      "usd-ez-10-1000",
      { chips: [2500], bonusChips: [] },
      { now: T0, rng: rng() },
    );
    const settled = await finishRound(db, learner, dealt.id, { kind: "house-way" }, { now: T0 });
    expect(settled.ruleSet).toBe("seed/ez");
    expect(settled.bank?.pushesAll).toBe(true);
    expect(settled.seats[0]).toMatchObject({ outcome: "push", net: 0 });
    expect(await balanceOf(db, learner)).toBe(start);
  });

  it("the SEK EZ table pays a win 1:1 in öre", async () => {
    const { db, learner } = await freshDb();
    const { rng } = seedWhere((player, dealer) => {
      const d = houseWay(dealer, "seed");
      const p = houseWay(player, "seed");
      return (
        !dealerPushes("ez", d.backValue, d.frontValue) &&
        p.backValue > d.backValue &&
        p.frontValue > d.frontValue
      );
    });
    const start = await balanceOf(db, learner, "SEK");
    const dealt = await dealRound(
      db,
      learner,
      "sek-ez-50-5000",
      { chips: [5000, 1000], bonusChips: [] },
      { now: T0, rng: rng() },
    );
    const settled = await finishRound(db, learner, dealt.id, { kind: "house-way" }, { now: T0 });
    expect(settled.seats[0]).toMatchObject({ outcome: "win", net: 6000, commission: 0 });
    expect(await balanceOf(db, learner, "SEK")).toBe(start + 6000);
  });

  it("the Foxwoods table's dealer hand is houseWay(hand, 'foxwoods'), where the seed's way differs", async () => {
    const { db, learner } = await freshDb();
    const { rng } = seedWhere((player, dealer) => {
      const fox = formatHand(houseWay(dealer, "foxwoods").front);
      const fp = formatHand(houseWay(player, "foxwoods").front);
      return (
        fox !== formatHand(houseWay(dealer, "seed").front) &&
        fp !== formatHand(houseWay(player, "seed").front)
      );
    });
    const dealt = await dealRound(
      db,
      learner,
      "usd-foxwoods-10-500",
      { chips: [2500], bonusChips: [] },
      { now: T0, rng: rng() },
    );
    // House Way: the learner's hand is set by Foxwoods' way too.
    const settled = await finishRound(db, learner, dealt.id, { kind: "house-way" }, { now: T0 });
    const dealer = parseHand(settled.bank?.cards.join(" ") ?? "");
    const player = parseHand(settled.seats[0]?.cards.join(" ") ?? "");
    expect(settled.ruleSet).toBe("foxwoods/standard");
    expect(settled.bank?.front.join(" ")).toBe(formatHand(houseWay(dealer, "foxwoods").front));
    expect(settled.bank?.front.join(" ")).not.toBe(formatHand(houseWay(dealer, "seed").front));
    expect(settled.seats[0]?.front?.join(" ")).toBe(formatHand(houseWay(player, "foxwoods").front));
    const seats = await db.select().from(roundSeats).where(eq(roundSeats.roundId, dealt.id));
    expect(seats.find((s) => s.seat === 0)?.rule).toBe(houseWay(dealer, "foxwoods").rule);
  });

  it("the log's CSV names the table in the reader's words and each round's casino", async () => {
    const { db, learner } = await freshDb();
    const dealt = await dealRound(
      db,
      learner,
      "test-cf",
      { chips: [500], bonusChips: [] },
      { now: T0, testTables: true },
    );
    await finishRound(db, learner, dealt.id, { kind: "house-way" }, { testTables: true });
    const headers = Object.fromEntries(
      ["time", "table", "role", "currency", "bet", "bonusBet", "hand", "front"]
        .concat(["dealerHand", "dealerFront", "back", "frontResult", "outcome", "commission"])
        .concat(["bonusLine", "bonusNet", "net", "setBy", "balanceBefore", "balanceAfter"])
        .concat(["seats", "rules"])
        .map((k) => [k, k]),
    ) as unknown as Parameters<typeof logCsv>[2];
    const csv = await logCsv(db, learner, headers, {
      locale: "de",
      names: { table: (id) => `Tisch ${id}`, rules: (key) => `Regeln ${key}` },
    });
    const [, row] = csv.split("\r\n");
    const cells = (row ?? "").split(";");
    expect(cells[1]).toBe("Tisch test-cf");
    expect(cells[12]).toBe("push");
    expect(cells.at(-1)).toBe("Regeln seed/cf");
  });
});
