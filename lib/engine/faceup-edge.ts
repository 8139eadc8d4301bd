/**
 * The exact house edge of Face Up Pai Gow (RULES.md 13.1) with the player setting a best split
 * against each shown dealer hand, over all 154,143,080 player hands x C(46,7) dealer hands.
 *
 * Three ways to the same counts, each held to the one before:
 * - faceUpBruteCounts: every dealer hand from a deck, set by the house way, every player split
 *   settled with faceup.ts's faceUpOutcome (obviously correct; cheap on a reduced deck);
 * - faceUpHandCounts: ev.ts's exact dealer distribution (counts per dealer outcome, with any
 *   dead cards), each outcome met by faceUpOutcome's best split (a tenth of a second a hand);
 * - faceUpBatchCounts (exact/faceup-batch.ts): every suit class of a rank multiset at once,
 *   the whole game in one pass a way (evaluateFaceUpMultisets sums it with the classes' weights).
 *
 * Sums stay integers in doubles: hands x dealer hands = 8.25e15 < 2^53. Fractions are reduced
 * with bigints at the end.
 */
import type { Card } from "./cards";
import { DECK_SIZE } from "./cards";
import { DEALER_HANDS, dealerDistribution, evTables } from "./ev";
import { forEachDealerOutcome } from "./ev-brute";
import { eval2, evalBack } from "./evaluate";
import { HAND_COUNT, rankMultisets, suitClasses } from "./exact/classes";
import { faceUpBatchCounts } from "./exact/faceup-batch";
import { faceUpOutcome, isAceHighPaiGow } from "./faceup";
import { houseWayInto } from "./house-way-fast";
import { createRng } from "./rng";
import type { Way } from "./rule-set";
import type { Outcome } from "./settle";
import { allSplits, SPLIT_PAIRS, type Split } from "./splits";
import { isFoul } from "./values";

/** Dealer hands (or weighted hands) won, pushed and lost by a best split. */
export interface FaceUpTally {
  win: number;
  push: number;
  loss: number;
}

const RANK: Record<Outcome, number> = { loss: 0, push: 1, win: 2 };

/** The best outcome of the splits against one dealer setting, by faceup.ts (the reference). */
function bestOf(splits: readonly Split[], backValue: number, frontValue: number): Outcome {
  let best: Outcome = "loss";
  for (const s of splits) {
    const o = faceUpOutcome(s, { backValue, frontValue });
    if (RANK[o] > RANK[best]) best = o;
    if (best === "win") break; // nothing beats a win
  }
  return best;
}

/**
 * The hand's splits with equal values kept once: a split's outcome depends on its back value,
 * front value and foul only (faceUpOutcome reads nothing else), so the best is the same.
 */
function distinctSplits(hand: readonly Card[]): Split[] {
  const seen = new Set<string>();
  return allSplits(hand).filter((s) => {
    const key = `${s.backValue}:${s.frontValue}:${s.foul}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function count(tally: FaceUpTally, o: Outcome, weight: number): void {
  tally[o] += weight;
}

/** Every dealer hand of `deck` (cards the player does not hold) visited and settled: the slow reference. */
export function faceUpBruteCounts(
  hand: readonly Card[],
  deck: readonly Card[],
  way: Way,
): FaceUpTally {
  const splits = allSplits(hand);
  const tally: FaceUpTally = { win: 0, push: 0, loss: 0 };
  forEachDealerOutcome(deck, (b, f) => count(tally, bestOf(splits, b, f), 1), way);
  return tally;
}

/**
 * The counts from ev.ts's dealer distribution: the dealer draws 7 of the cards in neither
 * `hand` nor `dead` (dead cards make the deck small enough for brute force to check this).
 */
export function faceUpHandCounts(
  hand: readonly Card[],
  way: Way,
  dead: readonly Card[] = [],
): FaceUpTally {
  const t = evTables(way);
  const dist = dealerDistribution([...hand, ...dead], way);
  const splits = distinctSplits(hand);
  const tally: FaceUpTally = { win: 0, push: 0, loss: 0 };
  for (let o = 0; o < dist.length; o++) {
    const w = dist[o] as number;
    if (w !== 0) count(tally, bestOf(splits, t.outBack[o] as number, t.outFront[o] as number), w);
  }
  return tally;
}

/** Sums of a range of rank multisets: classes and hands covered, and weighted counts. */
export interface FaceUpSums extends FaceUpTally {
  classes: number;
  hands: number;
}

export const emptySums = (): FaceUpSums => ({ classes: 0, hands: 0, win: 0, push: 0, loss: 0 });

export function addSums(a: FaceUpSums, b: FaceUpSums): FaceUpSums {
  return {
    classes: a.classes + b.classes,
    hands: a.hands + b.hands,
    win: a.win + b.win,
    push: a.push + b.push,
    loss: a.loss + b.loss,
  };
}

/** The rank multisets [from, to) (classes.ts order), each class counted with its weight. */
export function evaluateFaceUpMultisets(from: number, to: number, way: Way): FaceUpSums {
  const all = rankMultisets();
  const sums = emptySums();
  for (let m = from; m < to; m++) {
    const ms = all[m];
    if (!ms) throw new RangeError(`no rank multiset ${m}`);
    const sc = suitClasses(ms);
    const c = faceUpBatchCounts(ms, sc, way);
    for (let k = 0; k < sc.count; k++) {
      const w = sc.weight[k] as number;
      sums.hands += w;
      sums.win += w * (c.win[k] as number);
      sums.push += w * (c.push[k] as number);
      sums.loss += w * (c.loss[k] as number);
    }
    sums.classes += sc.count;
  }
  return sums;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x;
};

/** `n/d` in lowest terms. */
export function fraction(n: bigint, d: bigint): string {
  const g = gcd(n, d) || 1n;
  return `${n / g}/${d / g}`;
}

/** A fraction's decimal with `digits` places, half away from zero (bigint, no float rounding). */
export function fractionDecimal(n: bigint, d: bigint, digits: number): string {
  const neg = n < 0n;
  const a = neg ? -n : n;
  const scale = 10n ** BigInt(digits);
  const q = (a * scale * 2n + d) / (2n * d);
  const s = q.toString().padStart(digits + 1, "0");
  return `${neg ? "-" : ""}${s.slice(0, -digits)}.${s.slice(-digits)}`;
}

/** The summary lines of a complete pass: house-edge (loss - win per unit bet), win, push, loss as fractions. */
export function faceUpSummary(way: Way, sums: FaceUpSums): Array<[string, string]> {
  if (sums.hands !== HAND_COUNT) throw new RangeError(`${sums.hands} hands, not ${HAND_COUNT}`);
  const d = BigInt(HAND_COUNT) * BigInt(DEALER_HANDS);
  const win = BigInt(sums.win);
  const push = BigInt(sums.push);
  const loss = BigInt(sums.loss);
  if (win + push + loss !== d) throw new RangeError("win + push + loss is not every round");
  return [
    ["way", way],
    ["variant", "faceup"],
    ["rounds", d.toString()],
    ["house-edge", fraction(loss - win, d)],
    ["win", fraction(win, d)],
    ["push", fraction(push, d)],
    ["loss", fraction(loss, d)],
    ["house-edge-decimal", fractionDecimal(loss - win, d, 8)],
    ["win-decimal", fractionDecimal(win, d, 8)],
    ["push-decimal", fractionDecimal(push, d, 8)],
    ["loss-decimal", fractionDecimal(loss, d, 8)],
    ["win-count", win.toString()],
    ["push-count", push.toString()],
    ["loss-count", loss.toString()],
  ];
}

/**
 * The best outcome of seven cards against a dealer's back and front, fast (the simulation's):
 * a win when a playable split beats both hands, a loss when none beats either.
 */
export function bestFaceUpOutcome(
  hand: ArrayLike<Card>,
  dealerBack: number,
  dealerFront: number,
): Outcome {
  if (isAceHighPaiGow(dealerBack)) return "push";
  let maxBack = -1;
  let maxFront = -1;
  for (const [i, j] of SPLIT_PAIRS) {
    const back = evalBack(hand, i, j);
    const front = eval2(hand[i] as Card, hand[j] as Card);
    if (isFoul(back, front)) continue;
    if (back > dealerBack && front > dealerFront) return "win";
    if (back > maxBack) maxBack = back;
    if (front > maxFront) maxFront = front;
  }
  return maxBack > dealerBack || maxFront > dealerFront ? "push" : "loss";
}

/** Rounds dealt from a shuffled deck: seven to the player, seven to the dealer (set by the way). */
export function simulateFaceUp(
  rounds: number,
  seed: number,
  way: Way,
  onProgress?: (done: number) => void,
): FaceUpTally {
  const rng = createRng(seed);
  const deck = new Uint8Array(DECK_SIZE);
  for (let c = 0; c < DECK_SIZE; c++) deck[c] = c;
  const player = new Uint8Array(7);
  const dealer = new Uint8Array(7);
  const hw = new Int32Array(3);
  const tally: FaceUpTally = { win: 0, push: 0, loss: 0 };
  for (let r = 0; r < rounds; r++) {
    // A partial Fisher-Yates: the first 14 places of the deck are a uniform random draw.
    for (let k = 0; k < 14; k++) {
      const x = k + Math.floor(rng() * (DECK_SIZE - k));
      const t = deck[k] as number;
      deck[k] = deck[x] as number;
      deck[x] = t;
    }
    for (let k = 0; k < 7; k++) {
      player[k] = deck[k] as number;
      dealer[k] = deck[7 + k] as number;
    }
    // out: [code, the way's back value, front value].
    houseWayInto(dealer, hw, way);
    const o = bestFaceUpOutcome(player, hw[1] as number, hw[2] as number);
    tally[o]++;
    if (onProgress && (r + 1) % 1_000_000 === 0) onProgress(r + 1);
  }
  return tally;
}

/** A simulation's house edge (loss - win per round) and its standard error. */
export function simulationEdge(t: FaceUpTally): { rounds: number; edge: number; se: number } {
  const n = t.win + t.push + t.loss;
  const edge = (t.loss - t.win) / n;
  const second = (t.loss + t.win) / n;
  return { rounds: n, edge, se: Math.sqrt((second - edge * edge) / n) };
}
