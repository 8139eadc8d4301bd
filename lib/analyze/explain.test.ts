import { describe, expect, it } from "vitest";
import { parseHand } from "@/lib/engine/cards";
import { exactEv } from "@/lib/engine/ev";
import { compareValues, outcomeMoves, outcomeShift } from "./explain";

describe("outcomeShift", () => {
  it("reads more wins and as many losses as pushes turned into wins", () => {
    const shift = outcomeShift({ win: 10, push: 50, loss: 40 }, { win: 30, push: 30, loss: 40 });
    expect(outcomeMoves(shift)).toEqual([{ from: "push", to: "win", count: 20 }]);
  });

  it("reads fewer losses and fewer wins as two moves, largest first", () => {
    const shift = outcomeShift({ win: 30, push: 20, loss: 50 }, { win: 25, push: 45, loss: 30 });
    expect(outcomeMoves(shift)).toEqual([
      { from: "loss", to: "push", count: 20 },
      { from: "win", to: "push", count: 5 },
    ]);
  });

  it("finds no move between equal counts", () => {
    const c = { win: 1, push: 2, loss: 3 };
    expect(outcomeMoves(outcomeShift(c, c))).toEqual([]);
  });

  it("refuses counts over different numbers of dealer hands", () => {
    expect(() => outcomeShift({ win: 1, push: 1, loss: 1 }, { win: 1, push: 1, loss: 2 })).toThrow(
      RangeError,
    );
  });

  it("turns the exact counts of a real hand's splits into moves that rebuild them", () => {
    const result = exactEv(parseHand("As Ad Kc Kh 7s 5d 2c"));
    const from = result.splits[result.houseWay] as (typeof result.splits)[number];
    for (const to of result.splits) {
      const shift = outcomeShift(from, to);
      expect(from.win + shift.pushToWin).toBe(to.win);
      expect(from.loss - shift.lossToPush).toBe(to.loss);
      expect(from.push - shift.pushToWin + shift.lossToPush).toBe(to.push);
    }
  });
});

describe("compareValues", () => {
  it("names the higher value stronger", () => {
    expect(compareValues(5, 3)).toBe("stronger");
    expect(compareValues(3, 5)).toBe("weaker");
    expect(compareValues(4, 4)).toBe("same");
  });
});
