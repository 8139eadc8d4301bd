/**
 * Writes lib/practice/trap-pool.bin, the traps drill's pool (lib/engine/exact/trap-pool.ts),
 * from `paigow exact-edge`'s checkpoints: every suit class whose best split beats the house
 * way's by at least TRAP_MIN_GAIN units, with its weight and its exact cost, brotli-compressed.
 * The drill draws a class with probability weight x cost (lib/practice/traps.ts), so it deals
 * the hands where the house way loses money in the proportion it loses it over real play.
 *
 *   npx tsx scripts/build-trap-pool.ts [--dir data/exact-edge]
 *
 * Needs the checkpoints of a full run (git-ignored, about 600 MB); about 15 s.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { DEALER_HANDS } from "../lib/engine/ev";
import { HAND_COUNT } from "../lib/engine/exact/classes";
import { encodeTrapPool, type TrapEntry } from "../lib/engine/exact/trap-pool";
import { codeFront } from "../lib/engine/house-way-code";
import { houseWayInto } from "../lib/engine/house-way-fast";
import { splitIndex } from "../lib/engine/splits";
import { TRAP_MIN_GAIN } from "../lib/practice/traps";
import { CHECKPOINT_DIR, forEachCheckpointMultiset } from "./exact/checkpoints";

const dirAt = process.argv.indexOf("--dir");
const dir = dirAt > 0 ? (process.argv[dirAt + 1] as string) : CHECKPOINT_DIR;
const started = performance.now();
// Scores count 19 x wins - 20 x losses over every dealer hand: 20 x DEALER_HANDS to a unit.
const UNIT = 20 * DEALER_HANDS;
const minCost = Math.ceil(TRAP_MIN_GAIN * UNIT);
const entries: TrapEntry[] = [];
const hwOut = new Int32Array(3);
let index = 0;
let loss = 0;
let kept = 0;
let keptHands = 0;
forEachCheckpointMultiset(dir, (_m, sc, scores, best) => {
  for (let c = 0; c < sc.count; c++, index++) {
    houseWayInto(sc.cards.subarray(c * 7, c * 7 + 7), hwOut, "seed");
    const [i, j] = codeFront(hwOut[0] as number);
    const cost =
      (scores[c * 21 + (best[c] as number)] as number) -
      (scores[c * 21 + splitIndex(i, j)] as number);
    const weight = sc.weight[c] as number;
    loss += weight * cost;
    if (cost < minCost) continue;
    entries.push({ index, weight, cost });
    kept += weight * cost;
    keptHands += weight;
  }
});
const raw = encodeTrapPool(entries, minCost);
const packed = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const file = path.join(import.meta.dirname, "..", "lib", "practice", "trap-pool.bin");
writeFileSync(file, packed);
const per1000 = (s: number) => ((s / UNIT / HAND_COUNT) * 1000).toFixed(4);
console.log(
  [
    `classes\t${entries.length} (of ${index}), ${keptHands} hands (${((100 * keptHands) / HAND_COUNT).toFixed(2)}%)`,
    `cost at least\t${TRAP_MIN_GAIN} units (${minCost} score units)`,
    `house way's loss to the best split\t${per1000(loss)} per 1,000 hands; the pool holds ${((100 * kept) / loss).toFixed(2)}% of it`,
    `file\t${path.relative(process.cwd(), file)}: ${packed.length} bytes (${raw.length} before brotli)`,
    `time\t${((performance.now() - started) / 1000).toFixed(1)} s`,
  ].join("\n"),
);
