/**
 * Every casino rule set's strategy-page figures (lib/analyze/casino-strategy.ts) from the
 * committed exact summaries into lib/analyze/strategy-casino-data.json. Run after any
 * `paigow exact-edge --way W --variant V` recount (a second; the page never reads data-exact):
 *
 *   npx tsx scripts/strategy-casino-data.ts
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { allCasinoStrategyFigures, summaryPath } from "../lib/analyze/casino-strategy";
import { parseSummary } from "../lib/engine/exact/summary";

const root = path.join(import.meta.dirname, "..");
// A rule set whose exact game is not committed yet gets no figures (the pages say so).
const data = allCasinoStrategyFigures((rs) => {
  const file = path.join(root, summaryPath(rs));
  return existsSync(file) ? parseSummary(readFileSync(file, "utf8")) : null;
});
const file = path.join(root, "lib/analyze/strategy-casino-data.json");
writeFileSync(file, `${JSON.stringify({ ruleSets: data }, null, 2)}\n`);
for (const rs of data)
  process.stdout.write(`${rs.key}\tnot holding: ${rs.notHolding.join(" ") || "-"}\n`);
process.stdout.write(`${file}\n`);
