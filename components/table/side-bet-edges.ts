/**
 * The exact house edges of the side bets a table offers (RULES.md 13.2), from the engine's counts
 * (cheap: a few exact fractions, no pass over the hands): the Fortune bet by the table's pay
 * table, Emperor's Challenge, and the dealer-hand bet under the table's way (a learner's own way
 * has no written count: null).
 */
import {
  DEFAULT_FORTUNE_TABLE,
  dealerBet,
  emperorsEdge,
  fortuneTable,
  fortuneTableEdge,
  publishedDealerBetEdge,
  toNumber,
  type Way,
} from "@/lib/engine";
import type { LiveView } from "@/lib/live/api";

export interface SideEdges {
  fortune: number;
  emperors: number;
  /** The dealer-hand bet's name and edge, where the table offers one. */
  dealerHand: { name: "tiger-9" | "queens-dragon"; edge: number | null } | null;
}

export function sideBetEdges(view: Pick<LiveView, "sideBets" | "ruleSet">): SideEdges {
  const table = fortuneTable(view.sideBets?.fortuneTable ?? DEFAULT_FORTUNE_TABLE);
  const fortune = table ? toNumber(fortuneTableEdge(table)) : 0;
  const name = view.sideBets?.offered.find((b) => b !== "emperors-challenge") as
    | "tiger-9"
    | "queens-dragon"
    | undefined;
  const bet = name ? dealerBet(name) : undefined;
  const way = view.ruleSet.split("/")[0] as Way;
  const edge = bet ? publishedDealerBetEdge(bet, way) : null;
  return {
    fortune,
    emperors: toNumber(emperorsEdge()),
    dealerHand: name ? { name, edge: edge && toNumber(edge) } : null,
  };
}
