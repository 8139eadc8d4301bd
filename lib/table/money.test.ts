import { describe, expect, it } from "vitest";
import { FORTUNE_KEYS, FORTUNE_PAYS } from "@/lib/engine/bonus";
import {
  bankCommissionOn,
  bankEntryBalance,
  bankExposure,
  bankResultAgainst,
  betEntries,
  bonusReturn,
  commissionOn,
  entriesTotal,
  percentHalfUp,
  pointsForBet,
  settleSeat,
} from "./money";

describe("commission and percentages in minor units", () => {
  it("charges 5% of a won bet, rounding half a cent up", () => {
    expect(commissionOn(10_000, 500)).toBe(500); // $100 -> $5.00
    expect(commissionOn(250, 500)).toBe(13); // $2.50 -> 12.5 cents -> 13
    expect(commissionOn(230, 500)).toBe(12); // 11.5 -> 12
    expect(commissionOn(210, 500)).toBe(11); // 10.5 -> 11
    expect(commissionOn(220, 500)).toBe(11); // exactly 11
    expect(commissionOn(1, 500)).toBe(0); // 0.05 -> 0
    expect(commissionOn(10, 500)).toBe(1); // 0.5 -> 1
    expect(commissionOn(0, 500)).toBe(0);
  });

  it("charges the banker 1.5% of $50 as 75 cents (seed 000's example)", () => {
    expect(percentHalfUp(5_000, 150)).toBe(75);
    expect(percentHalfUp(100, 150)).toBe(2); // 1.5 -> 2
    expect(percentHalfUp(300, 150)).toBe(5); // 4.5 -> 5
  });

  it("takes no commission at a no-commission table", () => {
    expect(commissionOn(12_345, 0)).toBe(0);
  });

  it("refuses fractions and negative amounts", () => {
    expect(() => percentHalfUp(1.5, 500)).toThrow(RangeError);
    expect(() => percentHalfUp(-1, 500)).toThrow(RangeError);
    expect(() => percentHalfUp(100, 10_000)).toThrow(RangeError);
    expect(() => percentHalfUp(100, 2.5)).toThrow(RangeError);
  });
});

describe("settling a player's seat", () => {
  it("pays a win even money less commission: stake and winnings back, commission out", () => {
    const s = settleSeat(2_500, 0, "win", null, 500);
    expect(s.entries).toEqual([
      { kind: "payout", amount: 5_000 },
      { kind: "commission", amount: -125 },
    ]);
    expect(s.net).toBe(2_375);
    expect(s.commission).toBe(125);
    // With the bet taken at the deal, the round nets +bet - commission.
    expect(entriesTotal([...betEntries(2_500, 0), ...s.entries])).toBe(2_375);
  });

  it("returns a pushed bet and keeps a lost one", () => {
    expect(settleSeat(1_000, 0, "push", null, 500)).toMatchObject({
      entries: [{ kind: "return", amount: 1_000 }],
      net: 0,
      commission: 0,
    });
    expect(settleSeat(1_000, 0, "loss", null, 500)).toMatchObject({
      entries: [],
      net: -1_000,
    });
  });

  it("pays the bonus on its own line whatever the main bet did", () => {
    const s = settleSeat(1_000, 500, "loss", "full-house", 500);
    expect(s.entries).toEqual([{ kind: "bonus-payout", amount: 500 * 6 }]);
    expect(s.bonusNet).toBe(2_500);
    expect(s.net).toBe(-1_000);
    expect(settleSeat(1_000, 500, "win", "lose", 500).bonusNet).toBe(-500);
  });

  it("pays every Fortune line at its odds to 1", () => {
    for (const key of FORTUNE_KEYS) {
      const back = bonusReturn(100, key);
      expect(back).toBe(key === "lose" ? 0 : 100 * (FORTUNE_PAYS[key] + 1));
      expect(Number.isSafeInteger(back)).toBe(true);
    }
    expect(bonusReturn(2_500, "sf7-natural")).toBe(2_500 * 8_001);
  });

  it("takes the bets at the deal, the bonus as its own entry", () => {
    expect(betEntries(500, 100)).toEqual([
      { kind: "bet", amount: -500 },
      { kind: "bonus-bet", amount: -100 },
    ]);
    expect(betEntries(500, 0)).toEqual([{ kind: "bet", amount: -500 }]);
  });

  it("earns one banking point per whole currency unit bet", () => {
    expect(pointsForBet(2_599)).toBe(25);
    expect(pointsForBet(99)).toBe(0);
  });
});

describe("banking money (RULES.md 9)", () => {
  it("nets the bank $49.25 when a $50 seat loses (seed 000's example)", () => {
    const won = bankResultAgainst(5_000, "loss", 500);
    expect(won - bankCommissionOn(5_000, 150)).toBe(4_925);
  });

  it("pays a winning seat its bet less 5%, and nothing on a push", () => {
    expect(bankResultAgainst(5_000, "win", 500)).toBe(-4_750);
    expect(bankResultAgainst(250, "win", 500)).toBe(-(250 - 13));
    expect(bankResultAgainst(5_000, "push", 500)).toBe(0);
  });

  it("needs 1.015 x the seats' largest total bet to take the bank", () => {
    expect(bankEntryBalance(5_000, 1, 150)).toBe(5_075);
    expect(bankEntryBalance(5_000, 6, 150)).toBe(30_450);
    expect(bankEntryBalance(333, 1, 150)).toBe(338); // 4.995 cents up to 5
  });

  it("the bank's exposure at the deal is what it pays when every dealt seat wins", () => {
    // Two $100 bets win: $95 each after 5%, and the house's 1.5% of $200.
    expect(bankExposure([10_000, 10_000], 500, 150)).toBe(19_300);
    expect(bankExposure([250], 500, 150)).toBe(250 - 13 + 4);
    expect(bankExposure([], 500, 150)).toBe(0);
    // The same as the bank's result when each of those seats wins.
    const bets = [500, 2_500, 10_000];
    const paid = -bets.reduce((sum, bet) => sum + bankResultAgainst(bet, "win", 500), 0);
    expect(bankExposure(bets, 500, 150)).toBe(paid + bankCommissionOn(13_000, 150));
  });
});
