import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEALER_BETS, type DealerBet } from "./dealer-bets";
import { publishedDealerBetEdge } from "./dealer-push-table";
import { WAYS } from "./rule-set";
import { toNumber } from "./side-bet-edge";

// The counts equal the pass over all hands (seed's way checked when written: half a minute a way,
// too long for every run) and docs/side-bets.md's table.
describe("the dealer-hand bets' counts written down per way", () => {
  const bet = (name: string) => DEALER_BETS.find((b) => b.name === name) as DealerBet;

  it("give the published edges: Tiger 9 under Trump Plaza's way, Queen's Dragon under any", () => {
    expect(toNumber(publishedDealerBetEdge(bet("tiger-9"), "trump-plaza") as never)).toBeCloseTo(
      0.224996,
      6,
    );
    expect(toNumber(publishedDealerBetEdge(bet("queens-dragon"), "seed") as never)).toBeCloseTo(
      0.100222,
      6,
    );
  });

  it("has none under a learner's own way", () => {
    expect(publishedDealerBetEdge(bet("tiger-9"), "custom-0123456789abcdef" as never)).toBeNull();
  });

  it("equal, way by way, the table docs/side-bets.md printed from `paigow bonus` (the pass)", () => {
    const doc = readFileSync(path.join(import.meta.dirname, "../../docs/side-bets.md"), "utf8");
    for (const way of WAYS) {
      const row = doc.match(
        new RegExp(`^\\| ${way} \\| [\\d,]+ \\| [\\d.]+ \\| ([\\d.]+) \\|$`, "m"),
      );
      expect(row, way).not.toBeNull();
      const edge = publishedDealerBetEdge(bet("tiger-9"), way);
      expect(toNumber(edge as never).toFixed(6), way).toBe(row?.[1]);
    }
  });
});
