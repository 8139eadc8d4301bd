/**
 * What each rule of the trainer's way is worth, exact over all 154,143,080 hands: the gain of
 * the whole list over the house way, and for every rule what removing it from the list costs
 * (the hands it set fall to a later rule or the house way), the hands it sets, its own gain and
 * the curve "first k rules -> share of the optimal gain". Every rule should be worth at least
 * 0.05 units per 1,000 hands (issue 25). Last, where the optimal gain the list leaves lies, by
 * what the hand holds: the places to look for the next rule.
 *
 *   npx tsx scripts/strategy-worth.ts [--dir data/exact-edge]
 *
 * Reads `paigow exact-edge`'s checkpoints (every class's weight and the exact score of all 21
 * splits), finds once per class which split each rule plays, then scores any list of the rules
 * in one pass over the classes: the list and each list without one rule. About 30 s.
 */
import { DEALER_HANDS } from "../lib/engine/ev";
import { splitIndex } from "../lib/engine/splits";
import { viewHand } from "../lib/engine/strategy";
import { RULES } from "../lib/engine/strategy/rules";
import { CHECKPOINT_DIR, loadAllClasses } from "./exact/checkpoints";

const dirAt = process.argv.indexOf("--dir");
const dir = dirAt > 0 ? (process.argv[dirAt + 1] as string) : CHECKPOINT_DIR;
const started = performance.now();
// The seed way's standard game: the shipped rules were derived for it.
const all = loadAllClasses(dir, "standard");
const N = all.count;
const R = RULES.length;

// Per class: the house way's split and the split each rule plays (-1: the rule does not apply).
const SPLIT = new Int8Array(64);
for (let i = 0; i < 7; i++)
  for (let j = 0; j < 7; j++) if (i !== j) SPLIT[i * 8 + j] = splitIndex(i, j);
const split = (front: number) => SPLIT[(front & 7) * 8 + ((front >> 3) & 7)] as number;
const hw = new Uint8Array(N);
const ruleSplit = new Int8Array(N * R).fill(-1);
/** What a hand holds, as the leftover gain is split (one pair also by its straight or flush). */
const GROUPS = [
  "no pair",
  "one pair",
  "one pair, a straight or flush without the joker",
  "one pair, a straight or flush only with the joker",
  "two pairs",
  "three pairs",
  "three of a kind",
  "full house",
  "four of a kind or five aces",
];
const groupOf = (v: ReturnType<typeof viewHand>): number => {
  if (v.quads.length) return 8;
  if (v.trips.length) return v.pairs.length || v.trips.length > 1 ? 7 : 6;
  if (v.pairs.length !== 1) return [0, 1, 4, 5][v.pairs.length] as number;
  if (!v.straight && !v.flush) return 1;
  return v.naturalMade || v.straightFlush ? 2 : 3;
};
const group = new Uint8Array(N);
for (let c = 0; c < N; c++) {
  const v = viewHand(Array.from(all.cards.subarray(c * 7, c * 7 + 7)));
  hw[c] = split(v.hwFront);
  group[c] = groupOf(v);
  for (let k = 0; k < R; k++) {
    const m = (RULES[k] as (typeof RULES)[number]).apply(v);
    if (m) ruleSplit[c * R + k] = split(m.front);
  }
}
const score = (c: number, s: number) => all.scores[c * 21 + s] as number;

/**
 * Gain over the house way of the rules `list` (indices, in order), in total and per rule, and
 * the optimal gain it leaves per group of GROUPS.
 */
function gainOf(list: readonly number[]) {
  let total = 0;
  const per = new Float64Array(list.length);
  const hands = new Float64Array(list.length);
  const left = new Float64Array(GROUPS.length);
  for (let c = 0; c < N; c++) {
    const w = all.weight[c] as number;
    let played = hw[c] as number;
    for (let i = 0; i < list.length; i++) {
      const s = ruleSplit[c * R + (list[i] as number)] as number;
      if (s < 0) continue;
      const d = w * (score(c, s) - score(c, played));
      total += d;
      per[i] = (per[i] as number) + d;
      hands[i] = (hands[i] as number) + w;
      played = s;
      break;
    }
    const g = group[c] as number;
    left[g] = (left[g] as number) + w * (score(c, all.best[c] as number) - score(c, played));
  }
  return { total, per, hands, left };
}

let optimal = 0;
for (let c = 0; c < N; c++)
  optimal +=
    (all.weight[c] as number) * (score(c, all.best[c] as number) - score(c, hw[c] as number));
const HANDS = 154_143_080;
// Scores are 19 x wins - 20 x losses over every dealer hand: 20 x DEALER_HANDS to a unit.
const per1000 = (s: number) => ((s / (20 * DEALER_HANDS)) * 1000) / HANDS;
const list = RULES.map((_, k) => k);
const full = gainOf(list);
const lines = [
  `classes\t${N} (${dir})`,
  `optimal gain over the house way\t${per1000(optimal).toFixed(4)} per 1,000 hands`,
  `trainer's way\t${per1000(full.total).toFixed(4)} per 1,000 hands, ${((100 * full.total) / optimal).toFixed(2)}% of the optimal gain, ${R} rules`,
  "rule\thands\tgain per 1,000\tworth per 1,000 (removing it costs)\tfirst k rules -> share",
];
let cum = 0;
list.forEach((k, i) => {
  const without = gainOf(list.filter((x) => x !== k));
  cum += full.per[i] as number;
  lines.push(
    `${RULES[k]?.key}\t${full.hands[i]}\t${per1000(full.per[i] as number).toFixed(4)}\t${per1000(full.total - without.total).toFixed(4)}\t${((100 * cum) / optimal).toFixed(2)}%`,
  );
});
lines.push("optimal gain the list leaves, by what the hand holds (per 1,000 hands):");
for (const g of GROUPS.map((_, g) => g).sort(
  (a, b) => (full.left[b] as number) - (full.left[a] as number),
))
  lines.push(`  ${GROUPS[g]}\t${per1000(full.left[g] as number).toFixed(4)}`);
lines.push(`time\t${((performance.now() - started) / 1000).toFixed(1)} s`);
process.stdout.write(`${lines.join("\n")}\n`);
