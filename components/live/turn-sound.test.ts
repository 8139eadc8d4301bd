import { describe, expect, it } from "vitest";
import { turnBegan } from "./turn-sound";

describe("the your-turn tone (issue 55)", () => {
  it("sounds as the betting or the setting begins for the viewer, not on arrival or the bank's approval", () => {
    expect(turnBegan(null, "bets")).toBe(true);
    expect(turnBegan(null, "setting")).toBe(true);
    expect(turnBegan("bets", "setting")).toBe(true);
    // Already their turn when the page opened, or still the same turn: nothing.
    expect(turnBegan(undefined, "bets")).toBe(false);
    expect(turnBegan("bets", "bets")).toBe(false);
    // The bank's approval is told by the title alone; the turn ending sounds nothing.
    expect(turnBegan(null, "approve")).toBe(false);
    expect(turnBegan("setting", null)).toBe(false);
  });
});
