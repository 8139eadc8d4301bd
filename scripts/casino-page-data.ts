/**
 * The data of the casinos page (lib/analyze/casino-page-data.json): every rule set's exact
 * figures from the committed summaries (`paigow exact-edge --way W`), and for each casino
 * way how often it sets a hand differently from the seed's way (by value, over all
 * 154,143,080 hands, every suit class once with its weight) and in which of its rules.
 *
 *   npx tsx scripts/casino-page-data.ts [--partial]   (about a minute; --partial: rule sets
 *   not computed yet get no figures)
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { HAND_COUNT, rankMultisets, suitClasses } from "../lib/engine/exact/classes";
import { parseSummary } from "../lib/engine/exact/summary";
import { houseWayInto } from "../lib/engine/house-way-fast";
import { ALL_RULE_SETS, isDefaultRuleSet, ruleSetKey, WAYS } from "../lib/engine/rule-set";
import { wayDef } from "../lib/engine/ways";

const root = path.join(import.meta.dirname, "..");
const FIGURES = [
  "house-way",
  "trainer",
  "optimal",
  "banker",
  "trainer-share",
  "optimal-gain-points",
  "house-way-win",
  "house-way-push",
  "house-way-loss",
  "optimal-win",
  "optimal-push",
  "optimal-loss",
] as const;

const ruleSets = ALL_RULE_SETS.map((rs) => {
  const dir = isDefaultRuleSet(rs) ? "data-exact" : `data-exact/${rs.way}-${rs.variant}`;
  const file = path.join(root, dir, "summary.tsv");
  if (!existsSync(file) && !process.argv.includes("--partial"))
    throw new Error(`${file} missing: run paigow exact-edge --way ${rs.way}`);
  const s = existsSync(file) ? parseSummary(readFileSync(file, "utf8")) : new Map<string, string>();
  const figures: Record<string, number | null> = {};
  for (const k of FIGURES) figures[k] = s.has(k) ? Number(s.get(k)) : null;
  return { key: ruleSetKey(rs), way: rs.way, variant: rs.variant, figures };
});

// How often each casino way sets a hand differently from the seed's, and by which rule.
const casinoWays = WAYS.filter((w) => w !== "seed");
const differs = Object.fromEntries(casinoWays.map((w) => [w, 0]));
const byRule = Object.fromEntries(casinoWays.map((w) => [w, new Map<string, number>()]));
const seedOut = new Int32Array(3);
const out = new Int32Array(3);
for (const ms of rankMultisets()) {
  const sc = suitClasses(ms);
  for (let c = 0; c < sc.count; c++) {
    const cards = sc.cards.subarray(c * 7, c * 7 + 7);
    const w = sc.weight[c] as number;
    houseWayInto(cards, seedOut, "seed");
    for (const way of casinoWays) {
      houseWayInto(cards, out, way);
      if (out[1] === seedOut[1] && out[2] === seedOut[2]) continue;
      differs[way] = (differs[way] as number) + w;
      const label = wayDef(way).label(out[0] as number);
      const m = byRule[way] as Map<string, number>;
      m.set(label, (m.get(label) ?? 0) + w);
    }
  }
}
const ways = casinoWays.map((way) => ({
  way,
  differentShare: (differs[way] as number) / HAND_COUNT,
  // The rules behind most of the difference, largest first.
  rules: [...(byRule[way] as Map<string, number>)]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([rule, hands]) => ({ rule, share: hands / HAND_COUNT })),
}));
const file = path.join(root, "lib/analyze/casino-page-data.json");
writeFileSync(file, `${JSON.stringify({ hands: HAND_COUNT, ruleSets, ways }, null, 2)}\n`);
process.stdout.write(`${file}\n${JSON.stringify(ways, null, 1)}\n`);
