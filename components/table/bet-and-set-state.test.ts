import { describe, expect, it } from "vitest";
import {
  type BetAndSetRules,
  betAndSetReducer,
  emptyBetAndSet,
  isBetAndSetEvent,
  MAX_CHIPS,
} from "./bet-and-set-state";

const open: BetAndSetRules = { chips: [100, 500], bonus: true, betting: true, setting: false };

describe("betAndSetReducer (the solo and the live table's chips and picks)", () => {
  it("stops a circle at the most chips a bet may hold, on either circle", () => {
    let s = emptyBetAndSet();
    for (let i = 0; i < MAX_CHIPS + 3; i++)
      s = betAndSetReducer(s, { type: "chip", value: 100 }, open);
    expect(s.chips).toHaveLength(MAX_CHIPS);
    s = betAndSetReducer(s, { type: "select", target: "bonus" }, open);
    for (let i = 0; i < MAX_CHIPS + 1; i++)
      s = betAndSetReducer(s, { type: "chip", value: 500 }, open);
    expect(s.bonusChips).toHaveLength(MAX_CHIPS);
  });

  it("a right-click takes the last chip off the circle named, not the one chips go to", () => {
    let s = { ...emptyBetAndSet(), chips: [100, 500], bonusChips: [100] };
    s = betAndSetReducer(s, { type: "remove-chip", target: "bonus" }, open);
    expect([s.chips, s.bonusChips]).toEqual([[100, 500], []]);
  });

  it("Re-Bet copies the last bets: chips added after it leave the last bets as they were", () => {
    let s = emptyBetAndSet({ chips: [500], bonusChips: [] });
    s = betAndSetReducer(s, { type: "re-bet" }, open);
    s = betAndSetReducer(s, { type: "chip", value: 100 }, open);
    expect(s.chips).toEqual([500, 100]);
    expect(s.lastBets).toEqual({ chips: [500], bonusChips: [] });
  });

  it("does nothing with the chips while bets are closed, nor with the cards while not setting", () => {
    const closed = { ...open, betting: false };
    const s = { ...emptyBetAndSet({ chips: [100], bonusChips: [] }), chips: [500] };
    for (const event of [
      { type: "chip", value: 100 },
      { type: "remove-chip" },
      { type: "clear-bets" },
      { type: "re-bet" },
      { type: "select", target: "bonus" },
      { type: "toggle", position: 1 },
    ] as const)
      expect(betAndSetReducer(s, event, closed)).toBe(s);
    const setting = { ...closed, setting: true };
    expect(betAndSetReducer(s, { type: "toggle", position: 1 }, setting).picked).toEqual([1]);
  });

  it("tells its own events from a table's", () => {
    expect(isBetAndSetEvent({ type: "toggle" })).toBe(true);
    expect(isBetAndSetEvent({ type: "new-game" })).toBe(false);
    expect(isBetAndSetEvent({ type: "view" })).toBe(false);
  });
});
