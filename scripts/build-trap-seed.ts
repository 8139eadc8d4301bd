/**
 * Writes lib/practice/trap-seed.json: a uniform sample of house-way traps (hands whose best
 * split beats the house way's by at least 0.01 units), so the traps drill can deal one at
 * once on a fresh database (lib/practice/traps.ts).
 *
 *   npx tsx scripts/build-trap-seed.ts [count=1000] [seed=20240501]
 *
 * Deals uniform hands from a seeded RNG, computes each one's exact EV and keeps the traps,
 * one per suit-canonical key. About 8 ms a hand and one trap in about fourteen hands: a
 * thousand traps take two to three minutes.
 */
import fs from "node:fs";
import path from "node:path";
import { evTables, exactEv } from "@/lib/engine/ev";
import { cacheKey } from "@/lib/engine/ev-cache";
import { createRng, deal } from "@/lib/engine/rng";
import { isTrap, TRAP_MIN_GAIN, type TrapSeed, trapGain } from "@/lib/practice/traps";

const count = Number(process.argv[2] ?? 1000);
const seedValue = Number(process.argv[3] ?? 20240501);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seedValue)) {
  console.error("usage: npx tsx scripts/build-trap-seed.ts [count] [seed]");
  process.exit(2);
}

evTables();
const rng = createRng(seedValue);
const traps = new Map<string, number>();
const started = performance.now();
let dealt = 0;
while (traps.size < count) {
  const hand = deal(rng, 7);
  dealt++;
  const result = exactEv(hand);
  if (isTrap(result)) traps.set(cacheKey(hand), Math.round(trapGain(result) * 1e6) / 1e6);
  if (dealt % 2000 === 0) {
    process.stderr.write(`${dealt} hands, ${traps.size} traps\n`);
  }
}

const out: TrapSeed = {
  generator: `scripts/build-trap-seed.ts ${count} ${seedValue}: ${dealt} uniform hands, traps kept`,
  minGain: TRAP_MIN_GAIN,
  traps: [...traps],
};
const file = path.join(process.cwd(), "lib/practice/trap-seed.json");
fs.writeFileSync(file, `${JSON.stringify(out)}\n`);
const seconds = (performance.now() - started) / 1000;
console.log(
  `${traps.size} traps from ${dealt} hands (${((100 * traps.size) / dealt).toFixed(1)} %) in ${seconds.toFixed(0)} s -> ${file}`,
);
