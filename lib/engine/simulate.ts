/**
 * Monte Carlo play against the house-way dealer (RULES.md section 4): deal
 * player and dealer seven cards each from one shuffled deck, set both,
 * settle. The player sets by the house way or by the exact-EV best split.
 */
import type { Card } from "./cards";
import { exactEv } from "./ev";
import { houseWayInto } from "./house-way-fast";
import { deal, type Rng } from "./rng";
import { payout, settle } from "./settle";
import { isFoul } from "./values";

export type Strategy = "house-way" | "optimal";

export interface Tally {
  rounds: number;
  win: number;
  push: number;
  loss: number;
  /** Sum and sum of squares of the units won per round. */
  sum: number;
  sumSquares: number;
  /** With the optimal strategy: sum over rounds of the exact EV of the best split minus the house way's. */
  exactGain: number;
}

export const emptyTally = (): Tally => ({
  rounds: 0,
  win: 0,
  push: 0,
  loss: 0,
  sum: 0,
  sumSquares: 0,
  exactGain: 0,
});

const setting = new Int32Array(3);

function houseWaySet(hand: Card[]) {
  houseWayInto(hand, setting);
  const backValue = setting[1] as number;
  const frontValue = setting[2] as number;
  return { backValue, frontValue, foul: isFoul(backValue, frontValue) };
}

export function playRounds(
  rng: Rng,
  rounds: number,
  strategy: Strategy,
  commission: number,
  tally: Tally,
): void {
  for (let n = 0; n < rounds; n++) {
    const cards = deal(rng, 14);
    const player = cards.slice(0, 7);
    const dealer = houseWaySet(cards.slice(7));
    let mine = houseWaySet(player);
    if (strategy === "optimal") {
      const r = exactEv(player, { commission });
      const best = r.splits[r.best];
      if (best) {
        mine = best.split;
        tally.exactGain += best.ev - (r.splits[r.houseWay]?.ev ?? best.ev);
      }
    }
    const outcome = settle(mine, dealer);
    const units = payout(outcome, commission);
    tally.rounds++;
    tally[outcome]++;
    tally.sum += units;
    tally.sumSquares += units * units;
  }
}

export function mergeTally(into: Tally, from: Tally): void {
  into.rounds += from.rounds;
  into.win += from.win;
  into.push += from.push;
  into.loss += from.loss;
  into.sum += from.sum;
  into.sumSquares += from.sumSquares;
  into.exactGain += from.exactGain;
}

/** Mean units per round and the half-width of its 95% confidence interval. */
export function edge(t: Tally): { mean: number; halfWidth: number } {
  const mean = t.sum / t.rounds;
  const variance = t.rounds > 1 ? (t.sumSquares - t.rounds * mean * mean) / (t.rounds - 1) : 0;
  return { mean, halfWidth: 1.96 * Math.sqrt(variance / t.rounds) };
}
