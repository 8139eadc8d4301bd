/**
 * `paigow verify-strategy [--workers K]`: the trainer's way over all
 * 154,143,080 seven-card hands (lib/engine/strategy/verify.ts): it never
 * fouls and equal-card choices never cost a value. Exits 1 on a failure.
 */
import { formatHand } from "../../lib/engine/cards";
import { STRATEGY_RULES } from "../../lib/engine/strategy";
import {
  emptyStrategyStats,
  mergeStrategyStats,
  type StrategyVerifyStats,
} from "../../lib/engine/strategy/verify";
import { defaultWorkers, intFlag, parseFlags, progressBar, runPool } from "../cli-support";

const SEVEN_CARD_HANDS = 154_143_080;

export async function verifyStrategy(args: string[]): Promise<void> {
  const { flags } = parseFlags(args, { workers: "string" });
  const workers = intFlag(flags, "workers", defaultWorkers());
  const started = performance.now();
  const bar = progressBar("verify-strategy", SEVEN_CARD_HANDS);
  const results = await runPool<StrategyVerifyStats>("strategy-verify", 47, workers, {}, (done) =>
    bar.update(done),
  );
  bar.stop();
  const stats = emptyStrategyStats();
  for (const r of results) mergeStrategyStats(stats, r);
  const keys = [...STRATEGY_RULES.map((r) => r.key), "HW"];
  const lines = [
    `hands\t${stats.hands}`,
    `fouls\t${stats.fouls}`,
    `equal-card swaps checked\t${stats.swapsChecked}`,
    `equal-card swaps that changed the front or gave a better back\t${stats.swapViolations}`,
    `equal-card swaps that gave a worse back (the rule took the better card)\t${stats.swapsWorse}`,
    ...stats.byRule.map((n, k) => `rule ${keys[k]}\t${n}`),
    `seconds\t${((performance.now() - started) / 1000).toFixed(1)}`,
  ];
  for (const e of stats.examples) lines.push(`failing hand\t${formatHand(e)}`);
  process.stdout.write(`${lines.join("\n")}\n`);
  if (stats.hands !== SEVEN_CARD_HANDS || stats.fouls > 0 || stats.swapViolations > 0)
    process.exitCode = 1;
}
