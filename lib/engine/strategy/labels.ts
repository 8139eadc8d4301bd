/**
 * Labelled hands for deriving and measuring the trainer's way: seeded
 * player hands with the exact win and loss counts of all 21 splits.
 *
 * Hands are dealt exactly as `paigow simulate` deals its rounds (chunks of
 * SIM_CHUNK rounds, one RNG stream per chunk, fourteen cards a round, the
 * player's seven first), so `simulate --strategy trainer` and
 * `strategy-report` with the same --hands and --seed see the same hands.
 */
import type { Card } from "../cards";
import { gridCounts } from "../ev";
import { createRng, deal } from "../rng";
import { DEFAULT_RULE_SET } from "../rule-set";
import { allSplits } from "../splits";

/** Rounds per RNG stream: simulate's chunk for the strategies that need exact EV. */
export const SIM_CHUNK = 500;

/** Int32 slots per labelled hand: 7 cards, then 21 win counts, then 21 loss counts. */
export const LABEL_INTS = 7 + 21 + 21;

/** The RNG stream of one chunk (as simulate.worker.ts seeds it). */
export const chunkRng = (seed: number, chunk: number) =>
  createRng((seed * 1_000_003 + chunk) >>> 0);

/** The player hands of chunk `chunk` (at most SIM_CHUNK, fewer for the last chunk of `total`). */
function chunkHands(seed: number, chunk: number, total: number): Card[][] {
  const rng = chunkRng(seed, chunk);
  const rounds = Math.min(SIM_CHUNK, total - chunk * SIM_CHUNK);
  const hands: Card[][] = [];
  for (let n = 0; n < rounds; n++) hands.push(deal(rng, 14).slice(0, 7));
  return hands;
}

/** Labels the hands of one chunk; `onHand` is called after each (progress). */
export function labelChunk(
  seed: number,
  chunk: number,
  total: number,
  onHand: () => void = () => {},
): Int32Array {
  const hands = chunkHands(seed, chunk, total);
  const out = new Int32Array(hands.length * LABEL_INTS);
  hands.forEach((hand, h) => {
    labelHandInto(hand, out, h * LABEL_INTS);
    onHand();
  });
  return out;
}

/** Writes one hand's label at `at`. */
function labelHandInto(hand: readonly Card[], out: Int32Array, at: number): void {
  // The trainer's way is derived against the default game's dealer.
  const counts = gridCounts(allSplits(hand), hand, "player", DEFAULT_RULE_SET);
  for (let k = 0; k < 7; k++) out[at + k] = hand[k] as Card;
  for (let s = 0; s < 21; s++) {
    const c = counts[s];
    if (!c) throw new Error("labelHandInto: missing split counts");
    out[at + 7 + s] = c.win;
    out[at + 28 + s] = c.loss;
  }
}

/** A view of labelled hands. */
export interface Labels {
  count: number;
  data: Int32Array;
}

export const labelsOf = (data: Int32Array): Labels => ({
  count: data.length / LABEL_INTS,
  data,
});

export const labelHand = (l: Labels, h: number): Card[] =>
  Array.from(l.data.subarray(h * LABEL_INTS, h * LABEL_INTS + 7));

/**
 * Exact EV score of split s of hand h, as ev.ts scores it:
 * (10000 - bp) * win - 10000 * loss, in units of 1 / (10000 * DEALER_HANDS).
 */
export const labelScore = (l: Labels, h: number, s: number, bp: number): number =>
  (10_000 - bp) * (l.data[h * LABEL_INTS + 7 + s] as number) -
  10_000 * (l.data[h * LABEL_INTS + 28 + s] as number);
