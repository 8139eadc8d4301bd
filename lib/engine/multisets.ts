/**
 * Rank multisets: every way to hold `size` natural cards by rank (at most
 * four of a rank), the tables' common enumeration. Visited with the count
 * per rank and the additive rank key (sum of 5^rank, see evaluate.ts).
 */
export const POW5: readonly number[] = Array.from({ length: 13 }, (_, r) => 5 ** r);

/** Offset added to a rank key when the joker is in the hand. */
export const JOKER_KEY = 5 ** 13;

export function forEachRankMultiset(
  size: number,
  visit: (counts: readonly number[], key: number) => void,
): void {
  const counts = new Array<number>(13).fill(0);
  const walk = (rank: number, left: number, key: number): void => {
    if (left === 0) {
      visit(counts, key);
      return;
    }
    if (rank > 12) return;
    for (let k = Math.min(4, left); k >= 0; k--) {
      counts[rank] = k;
      walk(rank + 1, left - k, key + k * (POW5[rank] as number));
    }
    counts[rank] = 0;
  };
  walk(0, size, 0);
}

/** The ranks of a count vector, ascending with repeats (e.g. [0, 0, 5, 12]). */
export function ranksOf(counts: readonly number[]): number[] {
  const ranks: number[] = [];
  for (let r = 0; r < counts.length; r++)
    for (let k = 0; k < (counts[r] as number); k++) ranks.push(r);
  return ranks;
}
