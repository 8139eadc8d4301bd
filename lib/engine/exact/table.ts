/**
 * The committed table of the exact game (data-exact/best.bin): one byte per
 * suit class in classes.ts order, the best split's index in SPLIT_PAIRS order
 * of the class's ascending cards. A hand finds its class (classOf), reads the
 * byte, and relabels the class's front cards back to its own suits.
 */
import { type Card, JOKER } from "../cards";
import { SPLIT_PAIRS } from "../splits";
import { CLASS_COUNT, classOf } from "./classes";

export interface TableBest {
  /** Positions of the best split's front cards in the hand, ascending. */
  front: [number, number];
  /** Hands of the game in the hand's class. */
  weight: number;
}

/** The best split of seven valid, distinct cards from the table. */
export function bestFromTable(hand: readonly Card[], best: Uint8Array): TableBest {
  if (best.length !== CLASS_COUNT)
    throw new RangeError(`table: ${best.length} classes, not ${CLASS_COUNT}`);
  const c = classOf(hand);
  const k = best[c.index] as number;
  const pair = SPLIT_PAIRS[k];
  if (!pair) throw new RangeError(`table: split ${k} of class ${c.index}`);
  const inverse = [0, 0, 0, 0];
  c.perm.forEach((to, from) => {
    inverse[to] = from;
  });
  const own = (card: number) =>
    card === JOKER ? JOKER : (card & ~3) | (inverse[card & 3] as number);
  const i = hand.indexOf(own(c.cards[pair[0]] as number));
  const j = hand.indexOf(own(c.cards[pair[1]] as number));
  return { front: i < j ? [i, j] : [j, i], weight: c.weight };
}

/** Marks a class whose best split is the seed way's standard one, in a rule set's best splits. */
const SAME_AS_SEED = 255;

/**
 * A rule set's best splits from the seed way's standard ones and the rule set's difference
 * (a byte per class: the best split, or SAME_AS_SEED), decompressed by the caller.
 */
export function applyBestDiff(seed: Uint8Array, diff: Uint8Array): Uint8Array {
  if (diff.length !== seed.length)
    throw new RangeError(`best splits: ${diff.length} classes, not ${seed.length}`);
  return diff.map((b, c) => (b === SAME_AS_SEED ? (seed[c] as number) : b));
}

/** The difference applyBestDiff reads back. */
export const bestDiff = (seed: Uint8Array, best: Uint8Array): Uint8Array =>
  best.map((b, c) => (b === seed[c] ? SAME_AS_SEED : b));
