/**
 * The trap pool: the suit classes where the house way (RULES.md 5) costs a player the most,
 * with how often each is dealt, so a drill can deal them in proportion to what they cost over
 * real play. A class's cost is EV(best split) - EV(house way's split), exact (RULES.md 4, 5%
 * commission), kept as the integer score difference of `paigow exact-edge` (19 x wins - 20 x
 * losses over the 53,524,680 dealer hands: 20 x DEALER_HANDS make one unit). A class is drawn
 * with probability weight x cost / (sum over the pool), weight being the hands it stands for.
 *
 * Bytes (before the file's compression, which is the caller's): "PGTP", version 1, then as
 * unsigned LEB128 varints the entry count and the smallest cost kept, then per entry in
 * ascending class index: the index's step from the previous entry (the first from -1), the
 * weight (one byte, 1 to 24) and the cost. Pure: the file is read by lib/practice/traps.ts.
 */
import type { Rng } from "../rng";

export interface TrapPool {
  count: number;
  /** The smallest cost a class needed to be kept, in score units. */
  minCost: number;
  /** Per entry: the class index over the game (classes.ts order), its weight and its cost. */
  index: Int32Array;
  weight: Uint8Array;
  cost: Float64Array;
  /** cumulative[i]: the sum of weight x cost over entries 0..i (exact: below 2^53). */
  cumulative: Float64Array;
}

export interface TrapEntry {
  index: number;
  weight: number;
  cost: number;
}

const MAGIC = [0x50, 0x47, 0x54, 0x50]; // "PGTP"
const VERSION = 1;

function pushVarint(out: number[], value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`varint: ${value}`);
  let v = value;
  while (v >= 128) {
    out.push((v % 128) | 128);
    v = Math.floor(v / 128);
  }
  out.push(v);
}

/** The pool's bytes for entries in ascending class index. */
export function encodeTrapPool(entries: readonly TrapEntry[], minCost: number): Uint8Array {
  const out: number[] = [...MAGIC, VERSION];
  pushVarint(out, entries.length);
  pushVarint(out, minCost);
  let prev = -1;
  for (const e of entries) {
    if (e.index <= prev) throw new RangeError("trap pool: entries must ascend by class index");
    if (!(e.weight >= 1 && e.weight <= 24)) throw new RangeError(`trap pool: weight ${e.weight}`);
    pushVarint(out, e.index - prev);
    out.push(e.weight);
    pushVarint(out, e.cost);
    prev = e.index;
  }
  return Uint8Array.from(out);
}

export function decodeTrapPool(bytes: Uint8Array): TrapPool {
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`trap pool: ${why} at byte ${at}`);
  };
  const varint = (): number => {
    let v = 0;
    let scale = 1;
    for (;;) {
      if (at >= bytes.length) fail("truncated");
      const b = bytes[at++] as number;
      v += (b & 127) * scale;
      if (b < 128) return v;
      scale *= 128;
    }
  };
  MAGIC.forEach((m, i) => {
    if (bytes[i] !== m) fail("not a trap pool");
  });
  at = MAGIC.length;
  if (bytes[at++] !== VERSION) fail("unknown version");
  const count = varint();
  const minCost = varint();
  const pool: TrapPool = {
    count,
    minCost,
    index: new Int32Array(count),
    weight: new Uint8Array(count),
    cost: new Float64Array(count),
    cumulative: new Float64Array(count),
  };
  let prev = -1;
  let sum = 0;
  for (let i = 0; i < count; i++) {
    prev += varint();
    pool.index[i] = prev;
    const w = bytes[at++] as number;
    pool.weight[i] = w;
    const cost = varint();
    if (cost < minCost) fail(`entry ${i} costs less than the pool's minimum`);
    pool.cost[i] = cost;
    sum += w * cost;
    pool.cumulative[i] = sum;
  }
  if (at !== bytes.length) fail("trailing bytes");
  if (!Number.isSafeInteger(sum)) fail("weights too large to sum exactly");
  return pool;
}

/**
 * A uniform integer in [0, total) from two draws (53 bits): one 32-bit draw alone would make
 * the lightest entries up to a few percent more or less likely than their share.
 */
function uniformBelow(rng: Rng, total: number): number {
  const hi = Math.floor(rng() * 2 ** 21);
  const lo = Math.floor(rng() * 2 ** 32);
  return Math.floor(((hi * 2 ** 32 + lo) / 2 ** 53) * total);
}

/** The entry (position in the pool) whose share of the cumulative weight x cost holds `point`. */
export function entryAt(pool: TrapPool, point: number): number {
  let lo = 0;
  let hi = pool.count - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((pool.cumulative[mid] as number) > point) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** An entry drawn with probability weight x cost / total. */
export function drawTrapEntry(pool: TrapPool, rng: Rng): number {
  if (pool.count === 0) throw new Error("trap pool is empty");
  return entryAt(pool, uniformBelow(rng, pool.cumulative[pool.count - 1] as number));
}
