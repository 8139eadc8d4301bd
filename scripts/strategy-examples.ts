/**
 * `npx tsx scripts/strategy-examples.ts [FILE ...]`: writes the examples of each rule set's
 * list file (lib/engine/strategy/rule-sets/*.json, or the files named): one hand per rule, the
 * first of seed 1's 3M hands that the rule sets unlike the house way (rule-sets.ts
 * searchOwnRuleExamples). derive-strategy's --rule-set-out writes them too; this fills a file
 * written before, or checks one (its examples are rewritten only when they differ).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createRng } from "../lib/engine/rng";
import {
  EXAMPLE_HANDS,
  EXAMPLE_SEED,
  type RuleSetStrategyFile,
  ruleSetStrategyOf,
  searchOwnRuleExamples,
} from "../lib/engine/strategy/rule-sets";

const dir = path.join(import.meta.dirname, "../lib/engine/strategy/rule-sets");
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => path.join(dir, f));

for (const file of files) {
  const data = JSON.parse(readFileSync(file, "utf8")) as RuleSetStrategyFile;
  const t = Date.now();
  const examples = searchOwnRuleExamples(
    ruleSetStrategyOf(data),
    createRng(EXAMPLE_SEED),
    EXAMPLE_HANDS,
  );
  const same = JSON.stringify(examples) === JSON.stringify(data.examples);
  if (!same) writeFileSync(file, `${JSON.stringify({ ...data, examples }, null, 2)}\n`);
  const none = data.rules.map((r) => r.key).filter((k) => !(k in examples));
  console.log(
    `${path.basename(file)}: ${Object.keys(examples).length} of ${data.rules.length} rules have an example${none.length ? ` (none for ${none.join(", ")})` : ""}; ${same ? "unchanged" : "written"} (${((Date.now() - t) / 1000).toFixed(1)} s)`,
  );
}
