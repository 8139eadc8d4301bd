/**
 * The Strategy page's figures (exact, from the committed `paigow exact-edge` summary,
 * data-exact/summary.tsv) and example hands (lib/analyze/strategy-figures.ts) into
 * lib/analyze/strategy-page-data.json. Run after the trainer's way changes, once
 * `paigow exact-edge --rescore` has recounted the summary:
 *
 *   npm run strategy:page-data
 */
import fs from "node:fs";
import path from "node:path";
import { strategyPageData } from "@/lib/analyze/strategy-figures";
import { parseSummary } from "@/lib/engine/exact/summary";

const out = path.join(import.meta.dirname, "..", "lib", "analyze", "strategy-page-data.json");
const start = performance.now();
const summary = parseSummary(
  fs.readFileSync(path.join(import.meta.dirname, "..", "data-exact", "summary.tsv"), "utf8"),
);
const data = strategyPageData(summary);
fs.writeFileSync(out, `${JSON.stringify(data, null, 2)}\n`);
const seconds = ((performance.now() - start) / 1000).toFixed(1);
console.log(
  `${data.rules.length} rules, ${data.examples.length} examples, ${data.figures.hands} hands: ${out} (${seconds} s)`,
);
