/**
 * The brute-force reference for exact EV: visits every dealer hand, sets it
 * by the house way and settles each of the player's splits against it with
 * `settle`. Slow (tens of seconds a hand) and obviously correct; the fast
 * path in ev.ts must agree with it exactly.
 */
import { type Card, DECK_SIZE } from "./cards";
import type { Counts, EvRole } from "./ev";
import { eval2, evalBack } from "./evaluate";
import type { RuleSet, Way } from "./rule-set";
import { settle } from "./settle";
import type { Split } from "./splits";
import { wayDef } from "./ways";

/** The cards left to the dealer (not dead), ascending. */
export function dealerDeck(dead: readonly Card[]): Card[] {
  const deck: Card[] = [];
  for (let c = 0; c < DECK_SIZE; c++) if (!dead.includes(c)) deck.push(c);
  return deck;
}

/** Calls `visit` with the house way's back and front value of every seven-card dealer hand from `deck`. */
export function forEachDealerOutcome(
  deck: readonly Card[],
  visit: (back: number, front: number) => void,
  way: Way,
): void {
  const houseWayCode = wayDef(way).code;
  const n = deck.length;
  const hand: Card[] = [0, 0, 0, 0, 0, 0, 0];
  const walk = (depth: number, from: number): void => {
    if (depth === 7) {
      const code = houseWayCode(hand);
      const i = code & 7;
      const j = (code >> 3) & 7;
      visit(evalBack(hand, i, j), eval2(hand[i] as Card, hand[j] as Card));
      return;
    }
    for (let k = from; k <= n - 7 + depth; k++) {
      hand[depth] = deck[k] as Card;
      walk(depth + 1, k + 1);
    }
  };
  walk(0, 0);
}

/**
 * Counts for every split over the seven-card dealer hands drawn from `deck`
 * whose lowest card is deck[first], so workers can share the work (sum the
 * parts over first = 0 .. deck.length - 7). As the banker, the hands drawn
 * are the house-way player's, settled with the roles swapped: the bank's
 * split takes the dealer's seat in `settle` (so it wins copies), and a
 * fouled bank loses every hand.
 */
export function bruteForceCounts(
  splits: readonly Split[],
  deck: readonly Card[],
  first: number,
  role: EvRole,
  rules: RuleSet,
): Counts[] {
  const houseWayCode = wayDef(rules.way).code;
  const { variant } = rules;
  const n = deck.length;
  const win = new Float64Array(splits.length);
  const push = new Float64Array(splits.length);
  const loss = new Float64Array(splits.length);
  const dealer: Card[] = [deck[first] as Card, 0, 0, 0, 0, 0, 0];
  const dealerSet = { backValue: 0, frontValue: 0, foul: false };
  for (let b = first + 1; b < n; b++) {
    dealer[1] = deck[b] as Card;
    for (let c = b + 1; c < n; c++) {
      dealer[2] = deck[c] as Card;
      for (let d = c + 1; d < n; d++) {
        dealer[3] = deck[d] as Card;
        for (let e = d + 1; e < n; e++) {
          dealer[4] = deck[e] as Card;
          for (let f = e + 1; f < n; f++) {
            dealer[5] = deck[f] as Card;
            for (let g = f + 1; g < n; g++) {
              dealer[6] = deck[g] as Card;
              const code = houseWayCode(dealer);
              const i = code & 7;
              const j = (code >> 3) & 7;
              dealerSet.backValue = evalBack(dealer, i, j);
              dealerSet.frontValue = eval2(dealer[i] as Card, dealer[j] as Card);
              for (let k = 0; k < splits.length; k++) {
                const split = splits[k] as Split;
                if (role === "banker") {
                  // The player's result against the bank, read from the bank's side.
                  const player = split.foul ? "win" : settle(dealerSet, split, variant);
                  if (player === "loss") win[k] = (win[k] as number) + 1;
                  else if (player === "push") push[k] = (push[k] as number) + 1;
                  else loss[k] = (loss[k] as number) + 1;
                  continue;
                }
                const outcome = settle(split, dealerSet, variant);
                if (outcome === "win") win[k] = (win[k] as number) + 1;
                else if (outcome === "push") push[k] = (push[k] as number) + 1;
                else loss[k] = (loss[k] as number) + 1;
              }
            }
          }
        }
      }
    }
  }
  return splits.map((_, k) => ({
    win: win[k] as number,
    push: push[k] as number,
    loss: loss[k] as number,
  }));
}
