/**
 * The exact figures of every casino rule set (RULES.md 12) side by side, from the committed
 * summaries (`paigow exact-edge --way W` writes them): a Markdown table for the README and the
 * trainer's way rule by rule where it gains little, nothing or loses against a casino's way.
 *
 *   npx tsx scripts/casino-figures.ts [--out DIR]
 */
import { existsSync, readFileSync } from "node:fs";
import { parseSummary } from "../lib/engine/exact/summary";
import { ALL_RULE_SETS, isDefaultRuleSet, ruleSetKey } from "../lib/engine/rule-set";
import { STRATEGY_RULES } from "../lib/engine/strategy";

const outAt = process.argv.indexOf("--out");
const out = outAt > 0 ? (process.argv[outAt + 1] as string) : "data-exact";

const rows: string[] = [
  "| rule set | house way vs itself | best play | trainer's way | best gains (points) | trainer's share | push (house way) | push (best) | banker |",
  "|---|---|---|---|---|---|---|---|---|",
];
const weak: string[] = [];
for (const rs of ALL_RULE_SETS) {
  const dir = isDefaultRuleSet(rs) ? out : `${out}/${rs.way}-${rs.variant}`;
  const file = `${dir}/summary.tsv`;
  if (!existsSync(file)) {
    rows.push(`| ${ruleSetKey(rs)} | (not computed) | | | | | | | |`);
    continue;
  }
  const s = parseSummary(readFileSync(file, "utf8"));
  const pct = (k: string) => (s.has(k) ? `${Number(s.get(k)).toFixed(3)}%` : "-");
  const share = (k: string) => (s.has(k) ? `${(100 * Number(s.get(k))).toFixed(2)}%` : "-");
  rows.push(
    `| ${ruleSetKey(rs)} | ${pct("house-way")} | ${pct("optimal")} | ${pct("trainer")} | ${s.get("optimal-gain-points") ?? "-"} | ${s.get("trainer-share") ?? "-"}% | ${share("house-way-push")} | ${share("optimal-push")} | ${rs.variant === "standard" ? pct("banker") : "-"} |`,
  );
  for (const rule of STRATEGY_RULES) {
    const gain = Number(s.get(`trainer-rule:${rule.key}:gain-per-1000`));
    if (gain < 0.02)
      weak.push(`${ruleSetKey(rs)}\t${rule.key}\t${gain.toFixed(4)} units per 1,000 hands`);
  }
}
process.stdout.write(
  `${rows.join("\n")}\n\nTrainer's rules worth under 0.02 units per 1,000 hands:\n${weak.join("\n") || "(none)"}\n`,
);
