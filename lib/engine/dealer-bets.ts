/**
 * The commission-free games' side bets on the dealer's hand (RULES.md 12.3, 13.2):
 * they win when the dealer's setting is the game's push hand, which depends on the
 * house way, so their edge is per way (dealer-push-counts.ts counts the hands).
 */
import type { DealerPushCounts } from "./dealer-push-counts";
import type { Variant } from "./rule-set";
import { type PayLine, payTableEdge } from "./side-bet-edge";

export interface DealerBet {
  name: string;
  variant: Variant;
  source: string;
  /** Pays to 1 when the dealer's setting is the push hand. */
  pays: number;
  count: (c: DealerPushCounts) => number;
}

export const DEALER_BETS: readonly DealerBet[] = [
  {
    name: "tiger-9",
    variant: "cf",
    source:
      "The Wizard of Odds' Commission Free Pai Gow Poker page (as reproduced at https://sonofdave.com/games/commission-free-pai-gow-poker/): Tiger 9 pays 30 to 1 when the dealer's front is 9-high",
    pays: 30,
    count: (c) => c.nineHighFront,
  },
  {
    name: "queens-dragon",
    variant: "ez",
    source:
      "Hollywood Casino Lawrenceburg (http://www.hollywoodindiana.com/Lawrenceburg-Casino/Table-Games/Pai%20Gow%20Poker), Casino Arizona (http://casinoarizona.com/casino/pai-gow-poker), Barona (https://www.barona.com/table_game/ez-pai-gow/): the Queen's Dragon pays 50 to 1",
    pays: 50,
    count: (c) => c.queenHighBack,
  },
];

export const dealerBetLines = (bet: DealerBet, counts: DealerPushCounts): PayLine[] => [
  { key: bet.name, pays: bet.pays, count: bet.count(counts) },
];

export const dealerBetEdge = (bet: DealerBet, counts: DealerPushCounts) =>
  payTableEdge(dealerBetLines(bet, counts), counts.hands);
