/**
 * Which rank masks hold a straight (RULES.md 3), alone or with the joker: a
 * table the house ways read (house-way.ts, ways/shared.ts) and the fast memo.
 */

/** The ten windows of five ranks that make a straight, the wheel among them. */
const STRAIGHT_WINDOWS: readonly number[] = [
  0b1000000001111, // A 2 3 4 5
  ...Array.from({ length: 9 }, (_, low) => 0b11111 << low),
];
const popcount = (x: number): number => {
  let n = 0;
  for (let v = x; v; v &= v - 1) n++;
  return n;
};
/** STRAIGHT_MASK[m] bit 0: the ranks of m hold a straight; bit 1: they do with the joker's help. */
export const STRAIGHT_MASK = new Uint8Array(8192);
for (let m = 0; m < 8192; m++) {
  for (const w of STRAIGHT_WINDOWS) {
    const have = popcount(m & w);
    if (have === 5) STRAIGHT_MASK[m] = (STRAIGHT_MASK[m] as number) | 1;
    if (have >= 4) STRAIGHT_MASK[m] = (STRAIGHT_MASK[m] as number) | 2;
  }
}
