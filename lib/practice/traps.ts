/**
 * House-way traps: hands whose best split beats the house way's by at least TRAP_MIN_GAIN.
 * The traps drill deals them from the exact game (lib/engine/exact/trap-pool.ts): every suit
 * class that is a trap, 444,006 of them (6.28% of all hands, 98.1% of what the house way loses
 * to the best split), with its weight and exact cost, committed as lib/practice/trap-pool.bin
 * by `npx tsx scripts/build-trap-pool.ts`. A class is drawn with probability weight x cost:
 * a hand comes up as often as it is dealt, times what the house way costs on it, so the
 * drill's hands are where the house way's money goes. Then a random suit relabelling and card
 * order make it a uniform hand of its class.
 */

import fs from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { casinoSlug } from "@/lib/casino/choice";
import { playedHandKeys } from "@/lib/db/practice";
import type { Queryable } from "@/lib/db/store";
import type { EvResult, SplitEv } from "@/lib/engine";
import {
  type Card,
  cacheKey,
  classAt,
  decodeTrapPool,
  drawTrapEntry,
  isDefaultRuleSet,
  type Rng,
  type RuleSet,
  relabelSuit,
  shuffle,
  TRAP_MIN_GAIN,
  type TrapPool,
} from "@/lib/engine";

export { TRAP_MIN_GAIN } from "@/lib/engine";

/** EV the best split gains over the house way's (0 when the house way is best). */
function trapGain(result: EvResult): number {
  const best = result.splits[result.best] as SplitEv;
  const house = result.splits[result.houseWay] as SplitEv;
  return best.ev - house.ev;
}

export const isTrap = (result: EvResult): boolean =>
  result.best !== result.houseWay && trapGain(result) >= TRAP_MIN_GAIN;

const pools = new Map<string, TrapPool>();

/** Where a rule set's pool is committed: the online 5% game's, or trap-pools/WAY-VARIANT.bin. */
function trapPoolFile(ruleSet: RuleSet): string {
  // Spelled out from the project root so the bundler traces just these files.
  return isDefaultRuleSet(ruleSet)
    ? path.join(process.cwd(), "lib", "practice", "trap-pool.bin")
    : path.join(process.cwd(), "lib", "practice", "trap-pools", `${casinoSlug(ruleSet)}.bin`);
}

/**
 * A rule set's committed pool (its own dealer and settlement: a trap at one casino may be the
 * house way's best play at another), read once per process (about 1.4 MB, 30 ms).
 */
export function trapPool(ruleSet: RuleSet): TrapPool {
  const key = casinoSlug(ruleSet);
  let pool = pools.get(key);
  if (!pool) {
    const bytes = fs.readFileSync(trapPoolFile(ruleSet));
    pool = decodeTrapPool(new Uint8Array(brotliDecompressSync(bytes)));
    pools.set(key, pool);
  }
  return pool;
}

/** Draws before a trap the learner has played already is dealt anyway. */
const FRESH_TRIES = 8;

/** The same hand with its suits relabelled by a random permutation and its cards shuffled. */
export function disguise(hand: readonly Card[], rng: Rng): Card[] {
  const perm = shuffle(rng, [0, 1, 2, 3]);
  return shuffle(
    rng,
    hand.map((c) => relabelSuit(c, perm)),
  );
}

/**
 * A trap hand for this learner, disguised: drawn by weight x cost, preferring one they have
 * not played (up to FRESH_TRIES draws; a draw they have played is passed over, so the fresh
 * hands keep their proportions).
 */
export async function dealTrap(
  db: Queryable,
  learnerId: string,
  rng: Rng,
  from: TrapPool,
): Promise<Card[]> {
  const drawn = Array.from({ length: FRESH_TRIES }, () =>
    classAt(from.index[drawTrapEntry(from, rng)] as number),
  );
  const played = await playedHandKeys(db, learnerId, [...new Set(drawn.map(cacheKey))]);
  const hand = drawn.find((cards) => !played.has(cacheKey(cards))) ?? (drawn[0] as Card[]);
  return disguise(hand, rng);
}
