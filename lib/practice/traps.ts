/**
 * House-way traps: hands whose best split beats the house way's by at least TRAP_MIN_GAIN.
 * About one hand in fourteen is one, and telling needs the exact EV (about 8 ms a hand), so
 * searching at deal time would blow the 50 ms budget. Instead the drill deals from the
 * `trap_pool` table:
 *
 * - seeded on first use from trap-seed.json, a uniform sample of traps written by
 *   `npx tsx scripts/build-trap-seed.ts` (uniform deals, exact EV, keep the traps);
 * - grown by every graded hand of the "any hand" drill that turns out to be a trap (those
 *   deals are uniform too, so the pool stays a uniform sample).
 *
 * A picked trap gets a random suit relabelling and a random card order, which keeps it
 * uniform among the hands of its suit pattern, so the deal is a uniform trap hand.
 */

import { insertTraps, pickTrap, trapPoolSize } from "@/lib/db/practice";
import { type Queryable, withTx } from "@/lib/db/store";
import type { EvResult, SplitEv } from "@/lib/engine";
import { type Card, parseHand, type Rng, relabelSuit, shuffle } from "@/lib/engine";
import seed from "./trap-seed.json" with { type: "json" };

export const TRAP_MIN_GAIN = 0.01;

/** EV the best split gains over the house way's (0 when the house way is best). */
export function trapGain(result: EvResult): number {
  const best = result.splits[result.best] as SplitEv;
  const house = result.splits[result.houseWay] as SplitEv;
  return best.ev - house.ev;
}

export const isTrap = (result: EvResult): boolean =>
  result.best !== result.houseWay && trapGain(result) >= TRAP_MIN_GAIN;

export interface TrapSeed {
  /** How the file was made, for the record. */
  generator: string;
  minGain: number;
  /** [suit-canonical key, gain] pairs. */
  traps: Array<[string, number]>;
}

let seededDb: WeakSet<object> = new WeakSet();

/** Fills an empty pool from the committed seed (once per database per process). */
export async function ensureTrapPool(db: Queryable, now = Date.now()): Promise<void> {
  if (seededDb.has(db)) return;
  if ((await trapPoolSize(db)) === 0) {
    const rows = (seed as TrapSeed).traps.map(([key, gain]) => ({ key, hand: key, gain }));
    // Two servers seeding at once insert the same keys: the pool ignores duplicates.
    await withTx(db, async (tx) => {
      for (let i = 0; i < rows.length; i += 200) {
        await insertTraps(tx, rows.slice(i, i + 200), now);
      }
    });
  }
  seededDb.add(db);
}

/** For tests: forget which databases were seeded. */
export function resetTrapPoolMemo(): void {
  seededDb = new WeakSet();
}

/** The pool's row for a graded hand when it is a trap, else null. */
export function trapRow(
  key: string,
  result: EvResult,
): { key: string; hand: string; gain: number } | null {
  return isTrap(result) ? { key, hand: key, gain: trapGain(result) } : null;
}

/** The same hand with its suits relabelled by a random permutation and its cards shuffled. */
export function disguise(hand: readonly Card[], rng: Rng): Card[] {
  const perm = shuffle(rng, [0, 1, 2, 3]);
  return shuffle(
    rng,
    hand.map((c) => relabelSuit(c, perm)),
  );
}

/** A trap hand for this learner (one they have not played when possible), disguised. */
export async function dealTrap(db: Queryable, learnerId: string, rng: Rng): Promise<Card[]> {
  await ensureTrapPool(db);
  const picked = await pickTrap(db, learnerId);
  if (!picked) throw new Error("trap pool is empty");
  return disguise(parseHand(picked.hand), rng);
}
