import { describe, expect, it } from "vitest";
import { betErrorCode, betProblemOf } from "./bets";

const rules = { minBet: 500, maxBet: 5000, bonus: { minBet: 100, maxBet: 2500 } };

describe("betProblemOf", () => {
  it("accepts a bet within every limit and the balance", () => {
    expect(betProblemOf(rules, 500, 0)).toBeNull();
    expect(betProblemOf(rules, 5000, 2500, 7500)).toBeNull();
  });

  it("names the limit a bet breaks, and its refusal code", () => {
    const cases: Array<[number, number, number | null, string, string]> = [
      [5100, 0, null, "over-max", "bet-out-of-limits"],
      [400, 0, null, "under-min", "bet-out-of-limits"],
      [500, 2600, null, "bonus-over-max", "bonus-out-of-limits"],
      [500, 50, null, "bonus-under-min", "bonus-out-of-limits"],
      [1000, 0, 999, "balance", "insufficient-balance"],
    ];
    for (const [bet, bonus, balance, kind, code] of cases) {
      const problem = betProblemOf(rules, bet, bonus, balance);
      expect(problem?.kind, `${bet}+${bonus}`).toBe(kind);
      expect(problem && betErrorCode(problem)).toBe(code);
    }
  });

  it("takes no bonus at a table without one", () => {
    expect(betProblemOf({ ...rules, bonus: null }, 500, 100)).toEqual({
      kind: "bonus-over-max",
      limit: 0,
    });
    expect(betProblemOf({ ...rules, bonus: null }, 500, 0)).toBeNull();
  });
});
