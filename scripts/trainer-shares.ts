/**
 * The trainer's way of every published rule set, exact over all hands, as a Markdown table
 * (README and docs/strategy.md): the optimal gain over the house way, the general list's share
 * of it (the summaries' `trainer-share`: the seed's ten rules, falling back to the seed's house
 * way), and where a rule set has a list of its own (lib/engine/strategy/rule-sets/), that
 * list's share, which is what the strategy page teaches there.
 *
 *   npx tsx scripts/trainer-shares.ts
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { ALL_RULE_SETS, parseSummary, ruleSetStrategy } from "../lib/engine";

const root = path.join(import.meta.dirname, "..");
const rows = ALL_RULE_SETS.map((rs) => {
  const dir = rs.way === "seed" && rs.variant === "standard" ? "" : `${rs.way}-${rs.variant}/`;
  const summary = parseSummary(
    readFileSync(path.join(root, `data-exact/${dir}summary.tsv`), "utf8"),
  );
  const own = ruleSetStrategy(rs);
  const general = Number(summary.get("trainer-share"));
  const taught = own ? Number(own.sharePercent) : general;
  return {
    name: `${rs.way} ${rs.variant}`,
    gain: Number(summary.get("optimal-gain-points")) * 10,
    general,
    own: own ? Number(own.sharePercent) : null,
    taught,
  };
});
const pct = (x: number) => `${x.toFixed(2)}%`;
const lines = [
  "| rule set | optimal gain per 1,000 hands | general list | own list (10 rules) | taught |",
  "|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.gain.toFixed(3)} | ${pct(r.general)} | ${r.own === null ? "–" : pct(r.own)} | ${r.taught >= 80 ? `**${pct(r.taught)}**` : pct(r.taught)} |`,
  ),
];
const reach = rows.filter((r) => r.taught >= 80).length;
lines.push("", `${reach} of ${rows.length} rule sets taught at 80% or more of the optimal gain.`);
process.stdout.write(`${lines.join("\n")}\n`);
