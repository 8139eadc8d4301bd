import { describe, expect, it } from "vitest";
import { type Card, formatHand, parseCards, parseHand } from "@/lib/engine/cards";
import { houseWay } from "@/lib/engine/house-way";
import { createRng, deal } from "@/lib/engine/rng";
import { dealerPushes, type RuleSet } from "@/lib/engine/rule-set";
import { settleRound } from "./settlement";
import { findTable, listTables, TABLE_SCHEMA, type TableConfig } from "./tables";
import { CF, NINE_HIGH_DEALER, QUEEN_HIGH_DEALER, STRONG, WEAK_DEALER, WINNER } from "./test-hands";

const _T0 = 1_800_000_000_000;

const EZ: RuleSet = { way: "seed", variant: "ez" };
const STANDARD: RuleSet = { way: "seed", variant: "standard" };

/** One house-banked round of one learner's seat, set by the house way, under `ruleSet`. */
function oneSeat(
  player: string,
  dealer: string,
  bet: number,
  ruleSet: RuleSet,
  commissionBp = 500,
) {
  return settleRound({
    bank: { learnerId: null, hand: parseHand(dealer) },
    players: [
      { seat: 1, learnerId: "ada", hand: parseHand(player), bet, bonusBet: 0, front: null },
    ],
    commissionBp,
    bankCommissionBp: null,
    ruleSet,
  });
}

/** What the round gives back to the wallet after the bet was taken at the deal. */
const credited = (s: ReturnType<typeof oneSeat>) => s.entries.reduce((sum, e) => sum + e.amount, 0);

describe("settlement by the round's rule set", () => {
  it("the cards the tests use are what they say", () => {
    const nine = houseWay(parseHand(NINE_HIGH_DEALER), "seed");
    expect(formatHand(nine.front)).toBe("9h 7c");
    expect(dealerPushes("cf", nine.backValue, nine.frontValue)).toBe(true);
    const queen = houseWay(parseHand(QUEEN_HIGH_DEALER), "seed");
    expect(dealerPushes("ez", queen.backValue, queen.frontValue)).toBe(true);
    expect(dealerPushes("cf", queen.backValue, queen.frontValue)).toBe(false);
  });

  it("cf: a dealer's nine-high front pushes every bet, a hand that wins the 5% game too", () => {
    const standard = oneSeat(STRONG, NINE_HIGH_DEALER, 2500, STANDARD);
    expect(standard.players[0]?.outcome).toBe("win");
    const cf = oneSeat(STRONG, NINE_HIGH_DEALER, 2500, CF);
    expect(cf.players[0]?.outcome).toBe("push");
    expect(cf.players[0]?.net).toBe(0);
    expect(cf.players[0]?.commission).toBe(0);
    expect(cf.bank.pushesAll).toBe(true);
    // The bet comes back, nothing more: the balance ends where it began.
    expect(cf.entries).toEqual([{ learnerId: "ada", kind: "return", amount: 2500 }]);
    expect(credited(cf)).toBe(2500);
  });

  it("cf: a fouled hand pushes against the nine-high front too, and loses otherwise", () => {
    const hand = parseHand(STRONG);
    const foul = [hand[0], hand[1]] as [Card, Card]; // the aces in front, king-high behind
    const against = (dealer: string) =>
      settleRound({
        bank: { learnerId: null, hand: parseHand(dealer) },
        players: [{ seat: 1, learnerId: "ada", hand, bet: 500, bonusBet: 0, front: foul }],
        commissionBp: 0,
        bankCommissionBp: null,
        ruleSet: CF,
      }).players[0];
    expect(against(NINE_HIGH_DEALER)).toMatchObject({ foul: true, outcome: "push", net: 0 });
    expect(against(WEAK_DEALER)).toMatchObject({ foul: true, outcome: "loss", net: -500 });
  });

  it("cf: a win pays exactly 1:1 in minor units, no commission whatever the table says", () => {
    for (const bet of [100, 2500, 12345]) {
      const cf = oneSeat(WINNER, WEAK_DEALER, bet, CF, 500);
      expect(cf.players[0]).toMatchObject({ outcome: "win", net: bet, commission: 0 });
      expect(cf.entries).toEqual([{ learnerId: "ada", kind: "payout", amount: 2 * bet }]);
      expect(cf.bank.pushesAll).toBe(false);
      // The same round in the 5% game pays less the commission (2500 -> 125).
      const standard = oneSeat(WINNER, WEAK_DEALER, bet, STANDARD, 500);
      expect(standard.players[0]?.net).toBeLessThan(bet);
    }
  });

  it("ez: a queen-high dealer back pushes every bet", () => {
    const standard = oneSeat(WINNER, QUEEN_HIGH_DEALER, 1000, STANDARD);
    expect(standard.players[0]?.outcome).toBe("win");
    const ez = oneSeat(WINNER, QUEEN_HIGH_DEALER, 1000, EZ);
    expect(ez.players[0]).toMatchObject({ outcome: "push", net: 0, commission: 0 });
    expect(ez.bank.pushesAll).toBe(true);
    // ... and cf does not push on it (its push hand is the nine-high front).
    expect(oneSeat(WINNER, QUEEN_HIGH_DEALER, 1000, CF).players[0]?.outcome).toBe("win");
  });

  it("the dealer and a House Way seat are set by the round's way", () => {
    const rng = createRng(31);
    for (let k = 0; k < 400; k++) {
      const cards = deal(rng, 14);
      const [player, dealer] = [cards.slice(0, 7), cards.slice(7)];
      const s = settleRound({
        bank: { learnerId: null, hand: dealer },
        players: [{ seat: 1, learnerId: "ada", hand: player, bet: 500, bonusBet: 0, front: null }],
        commissionBp: 500,
        bankCommissionBp: null,
        ruleSet: { way: "foxwoods", variant: "standard" },
      });
      expect(s.bank.front).toEqual(houseWay(dealer, "foxwoods").front);
      expect(s.players[0]?.front).toEqual(houseWay(player, "foxwoods").front);
    }
  });
});

describe("the tables config and its rule sets", () => {
  const base = (over: Partial<TableConfig> & Record<string, unknown>) => ({
    id: "a-cf-table",
    name: "$5–$500",
    currency: "USD",
    minBet: 500,
    maxBet: 50_000,
    chips: [500],
    bonus: null,
    decisionSeconds: 45,
    commissionBp: 0,
    banking: null,
    ruleSet: "seed/cf",
    ...over,
  });
  const banking = { minPoints: 50, maxSeats: 6, approveSeconds: 35, commissionBp: 150 };

  it("refuses a commission-free table that banks or takes a commission", () => {
    expect(TABLE_SCHEMA.safeParse(base({})).success).toBe(true);
    expect(TABLE_SCHEMA.safeParse(base({ banking })).success).toBe(false);
    expect(TABLE_SCHEMA.safeParse(base({ commissionBp: 500 })).success).toBe(false);
    expect(TABLE_SCHEMA.safeParse(base({ ruleSet: "foxwoods/ez", banking })).success).toBe(false);
    expect(TABLE_SCHEMA.safeParse(base({ ruleSet: "seed/standard" })).success).toBe(false);
    expect(TABLE_SCHEMA.safeParse(base({ ruleSet: "nowhere/cf" })).success).toBe(false);
    // Scripted decks only on a test-only table, fourteen distinct cards each.
    const deck = `${STRONG} ${NINE_HIGH_DEALER}`;
    expect(TABLE_SCHEMA.safeParse(base({ testDecks: [deck] })).success).toBe(false);
    expect(TABLE_SCHEMA.safeParse(base({ testDecks: [deck], testOnly: true })).success).toBe(true);
    expect(
      TABLE_SCHEMA.safeParse(base({ testDecks: [`${STRONG} ${STRONG}`], testOnly: true })).success,
    ).toBe(false);
  });

  it("ships a cf table in dollars, EZ tables in dollars and kronor and a Foxwoods table", () => {
    const shipped = listTables();
    const of = (ruleSet: string) => shipped.filter((t) => t.ruleSet === ruleSet);
    expect(of("seed/cf").map((t) => t.currency)).toEqual(["USD"]);
    expect(of("seed/ez").map((t) => t.currency)).toEqual(["USD", "SEK"]);
    expect(of("foxwoods/standard")).toHaveLength(1);
    for (const t of [...of("seed/cf"), ...of("seed/ez")])
      expect(t).toMatchObject({ commissionBp: 0, banking: null });
    // The tables that were there keep their rules.
    for (const id of ["usd-2-300", "sek-10-1000", "usd-5-50-bank", "live-usd-5-50"])
      expect(findTable(id)?.ruleSet).toBe("seed/standard");
    // Scripted decks never reach a table a learner can open without the test flag.
    expect(shipped.filter((t) => t.testDecks)).toEqual([]);
    expect(parseCards(findTable("test-cf", true)?.testDecks?.[0] ?? "", 14)).toHaveLength(14);
  });
});
