/**
 * The side bets at the table (RULES.md 13.2) through the one settlement: each bet on a hand that
 * pays and one that loses, by the table's pay table, Envy on other players' hands only and not
 * under 5 units, and every side bet paid by the house at a learner-banked table.
 */
import { describe, expect, it } from "vitest";
import { parseHand } from "@/lib/engine/cards";
import { DEFAULT_RULE_SET, type RuleSet } from "@/lib/engine/rule-set";
import { settleRound } from "./settlement";
import { NO_SIDE_STAKES, sideBetProblemOf } from "./side-bets";
import { configUnder, findTable, TABLE_SCHEMA } from "./tables";

const NOTHING = "Ac Kd 9h 7c 5d 4s 2h"; // ace-high, no row of any table
const PAI_GOW_9 = "9s 8h 7d 5c 4s 3h 2d"; // Emperor's Challenge's 9-high pai gow, 40 to 1
const QUADS = "7s 7h 7d 7c Ks 3h 2d"; // four of a kind: Fortune 25 to 1, Envy $5
const SF7 = "As Ks Qs Js Ts 9s 8s"; // natural 7-card straight flush
const DEALER_9_FRONT = "Ks 9h 7c 5d 4s 3h 2c"; // the house way's front 9-7: Tiger 9 (cf)
const DEALER_Q_BACK = "Qs Jh 9d 7c 5s 4h 2d"; // the house way's back queen-high: Queen's Dragon (ez)
const DEALER_PAIR = "8s 8h Jc 6d 4s 3c 2s";

const seat = (
  seat: number,
  hand: string,
  over: Partial<{
    learnerId: string | null;
    bet: number;
    bonusBet: number;
    emperorsBet: number;
    dealerHandBet: number;
  }> = {},
) => ({
  seat,
  learnerId: `learner-${seat}`,
  hand: parseHand(hand),
  bet: 500,
  bonusBet: 0,
  front: null,
  ...over,
});

const round = (
  players: ReturnType<typeof seat>[],
  dealer = DEALER_PAIR,
  ruleSet: RuleSet = DEFAULT_RULE_SET,
  pays?: { fortuneTable: string; envy: string | null },
  bank: string | null = null,
) =>
  settleRound({
    bank: { learnerId: bank, hand: parseHand(dealer) },
    players,
    commissionBp: ruleSet.variant === "standard" ? 500 : 0,
    bankCommissionBp: bank === null ? null : 150,
    ruleSet,
    pays,
  });

const entriesOf = (s: ReturnType<typeof settleRound>, learnerId: string) =>
  s.entries.filter((e) => e.learnerId === learnerId).map(({ kind, amount }) => ({ kind, amount }));

describe("the Fortune bet by the table's pay table", () => {
  it("pays a natural 7-card straight flush 8000 to 1 by default and 5000 to 1 at fortune-5000", () => {
    const bonus = { bonusBet: 100 };
    const byDefault = round([seat(1, SF7, bonus)]).players[0];
    const at5000 = round([seat(1, SF7, bonus)], DEALER_PAIR, DEFAULT_RULE_SET, {
      fortuneTable: "fortune-5000",
      envy: null,
    }).players[0];
    expect(byDefault?.bonusNet).toBe(800_000);
    expect(at5000?.bonusNet).toBe(500_000);
  });

  it("loses the stake on a hand of no row", () => {
    const s = round([seat(1, NOTHING, { bonusBet: 100 })]);
    expect(s.players[0]?.bonusNet).toBe(-100);
    expect(entriesOf(s, "learner-1").some((e) => e.kind === "bonus-payout")).toBe(false);
  });
});

describe("Emperor's Challenge", () => {
  it("pays a 9-high pai gow 40 to 1: stake and winnings back", () => {
    const s = round([seat(1, PAI_GOW_9, { emperorsBet: 200 })]);
    expect(s.players[0]?.emperorsKey).toBe("pai-gow-9");
    expect(s.players[0]?.emperorsNet).toBe(8_000);
    expect(entriesOf(s, "learner-1")).toContainEqual({ kind: "side-payout", amount: 8_200 });
  });

  it("loses on an ace-high hand, and costs nothing without the bet", () => {
    const lost = round([seat(1, NOTHING, { emperorsBet: 200 })]).players[0];
    expect(lost?.emperorsKey).toBe("lose");
    expect(lost?.emperorsNet).toBe(-200);
    const none = round([seat(1, NOTHING)]).players[0];
    expect([none?.emperorsKey, none?.emperorsNet]).toEqual([null, 0]);
  });
});

describe("the dealer-hand bets", () => {
  const cf: RuleSet = { way: "seed", variant: "cf" };
  const ez: RuleSet = { way: "seed", variant: "ez" };

  it("Tiger 9 pays 30 to 1 when the dealer's front is 9-high at cf, and loses otherwise", () => {
    const won = round([seat(1, NOTHING, { dealerHandBet: 100 })], DEALER_9_FRONT, cf);
    expect(won.bank.pushesAll).toBe(true);
    expect(won.players[0]?.dealerHandNet).toBe(3_000);
    const lost = round([seat(1, NOTHING, { dealerHandBet: 100 })], DEALER_PAIR, cf);
    expect(lost.players[0]?.dealerHandNet).toBe(-100);
    expect(entriesOf(lost, "learner-1").some((e) => e.kind === "side-payout")).toBe(false);
  });

  it("Queen's Dragon pays 50 to 1 when the dealer's back is queen-high at ez, and loses otherwise", () => {
    const won = round([seat(1, NOTHING, { dealerHandBet: 100 })], DEALER_Q_BACK, ez);
    expect(won.players[0]?.dealerHandNet).toBe(5_000);
    const lost = round([seat(1, NOTHING, { dealerHandBet: 100 })], DEALER_9_FRONT, ez);
    expect(lost.players[0]?.dealerHandNet).toBe(-100);
  });

  it("is refused where the table does not offer it, and tiger-9 is never a cf-less table's", () => {
    const stake = { ...NO_SIDE_STAKES, dealerHandBet: 100 };
    expect(sideBetProblemOf({}, stake)).toBe("side-bet-not-offered");
    expect(
      sideBetProblemOf({ sideBets: { "tiger-9": { minBet: 100, maxBet: 2500 } } }, stake),
    ).toBe(null);
    expect(
      sideBetProblemOf({ sideBets: { "tiger-9": { minBet: 500, maxBet: 2500 } } }, stake),
    ).toBe("side-bet-out-of-limits");
    expect(sideBetProblemOf({}, { ...NO_SIDE_STAKES, emperorsBet: 100 })).toBe(
      "side-bet-not-offered",
    );
  });
});

describe("Envy (RULES.md 13.2)", () => {
  const pays = { fortuneTable: "fortune-8000", envy: "envy-renton" };

  it("pays $5 for the one of two other players' hands that qualifies, never one's own or the dealer's", () => {
    // Seat 1 bets $5 on Fortune; seat 2 has quads (qualifies), seat 3 nothing; the dealer has
    // quads too (never counted). Seat 2 bets $5 too: its own quads earn it nothing.
    const s = round(
      [
        seat(1, NOTHING, { bonusBet: 500 }),
        seat(2, QUADS, { bonusBet: 500 }),
        seat(3, "Ad Kc 9s 7h 5s 4d 2c", { learnerId: null }),
      ],
      "6s 6h 6d 6c Jd 3c 2s",
      DEFAULT_RULE_SET,
      pays,
    );
    expect([s.players[0]?.envyHands, s.players[0]?.envyPaid]).toEqual([1, 500]);
    expect(entriesOf(s, "learner-1")).toContainEqual({ kind: "envy-payout", amount: 500 });
    expect([s.players[1]?.envyHands, s.players[1]?.envyPaid]).toEqual([0, 0]);
  });

  it("is not earned by a Fortune bet under 5 units, nor at a table without a schedule", () => {
    const under = round(
      [seat(1, NOTHING, { bonusBet: 499 }), seat(2, QUADS)],
      DEALER_PAIR,
      DEFAULT_RULE_SET,
      pays,
    );
    expect(under.players[0]?.envyPaid).toBe(0);
    const noSchedule = round([seat(1, NOTHING, { bonusBet: 500 }), seat(2, QUADS)]);
    expect(noSchedule.players[0]?.envyPaid).toBe(0);
  });
});

describe("a learner-banked table", () => {
  it("leaves every side bet to the house: the bank's entries are the same with and without them", () => {
    const pays = { fortuneTable: "fortune-8000", envy: "envy-renton" };
    const plain = round(
      [seat(1, PAI_GOW_9), seat(2, QUADS)],
      DEALER_PAIR,
      DEFAULT_RULE_SET,
      pays,
      "the-bank",
    );
    const withSides = round(
      [seat(1, PAI_GOW_9, { bonusBet: 500, emperorsBet: 200 }), seat(2, QUADS, { bonusBet: 500 })],
      DEALER_PAIR,
      DEFAULT_RULE_SET,
      pays,
      "the-bank",
    );
    expect(entriesOf(withSides, "the-bank")).toEqual(entriesOf(plain, "the-bank"));
    expect(withSides.bank.net).toBe(plain.bank.net);
    // Seat 1 is paid its Emperor's Challenge and its Envy for seat 2's quads by the house.
    expect(entriesOf(withSides, "learner-1")).toEqual(
      expect.arrayContaining([
        { kind: "side-payout", amount: 8_200 },
        { kind: "envy-payout", amount: 500 },
      ]),
    );
  });
});

describe("a table config's side bets", () => {
  const base = findTable("usd-2-300");
  const parse = (over: object) => TABLE_SCHEMA.safeParse({ ...base, ...over });

  it("refuses an unknown pay table or Envy schedule, Envy at a solo table, Tiger 9 off cf", () => {
    expect(parse({}).success).toBe(true);
    expect(parse({ fortuneTable: "fortune-5000" }).success).toBe(true);
    expect(parse({ fortuneTable: "fortune-9999" }).success).toBe(false);
    expect(parse({ envy: "envy-renton" }).success).toBe(false); // no other players here
    expect(parse({ sideBets: { "tiger-9": { minBet: 100, maxBet: 2500 } } }).success).toBe(false);
    expect(
      parse({
        ruleSet: "seed/cf",
        commissionBp: 0,
        banking: null,
        sideBets: { "tiger-9": { minBet: 100, maxBet: 2500 } },
      }).success,
    ).toBe(true);
    const live = findTable("live-usd-5-50");
    expect(TABLE_SCHEMA.safeParse({ ...live, envy: "envy-nowhere" }).success).toBe(false);
  });

  it("keeps a dealer-hand bet only under its game when a class plays the table under another", () => {
    const cf = findTable("usd-cf-5-500");
    if (!cf) throw new Error("no cf table");
    expect(configUnder(cf, { way: "seed", variant: "standard" }).sideBets).toEqual({});
    expect(configUnder(cf, { way: "foxwoods", variant: "cf" }).sideBets).toEqual(cf.sideBets);
  });
});
