/**
 * `paigow verify-house-way`: the house way's whole-deck properties over all
 * 154,143,080 seven-card hands (see lib/engine/house-way-verify.ts). Exits 1
 * when any property fails.
 */
import { formatHand } from "../../lib/engine/cards";
import {
  emptyStats,
  mergeStats,
  ruleCounts,
  type VerifyStats,
} from "../../lib/engine/house-way-verify";
import { defaultWorkers, intFlag, parseFlags, progressBar, runPool, wayFlag } from "../cli-support";

const SEVEN_CARD_HANDS = 154_143_080;

export async function verifyHouseWay(args: string[]): Promise<void> {
  const { flags } = parseFlags(args, { workers: "string", way: "string" });
  const workers = intFlag(flags, "workers", defaultWorkers());
  const way = wayFlag(flags);
  const started = performance.now();
  const bar = progressBar("verify-house-way", SEVEN_CARD_HANDS);
  // Task t covers the hands whose lowest card is t; small tasks first would idle a core at the end.
  const results = await runPool<VerifyStats>("verify-house-way", 47, workers, { way }, (done) =>
    bar.update(done),
  );
  bar.stop();
  const stats = emptyStats();
  for (const r of results) mergeStats(stats, r);
  const lines = [
    `way\t${way}`,
    `hands\t${stats.hands}`,
    `fouls\t${stats.fouls}`,
    `equal-card swaps checked\t${stats.swapsChecked}`,
    way === "seed"
      ? `equal-card swaps that changed a value\t${stats.swapViolations}`
      : `equal-card swaps to a better value\t${stats.swapViolations}`,
    ...(way === "seed" ? [] : [`equal-card swaps to a worse value (allowed)\t${stats.swapsWorse}`]),
    `fast path disagreements\t${stats.fastMismatches}`,
    ...ruleCounts(stats, way).map(([label, n]) => `rule ${label}\t${n}`),
    `seconds\t${((performance.now() - started) / 1000).toFixed(1)}`,
  ];
  for (const e of stats.examples) lines.push(`failing hand\t${formatHand(e)}`);
  process.stdout.write(`${lines.join("\n")}\n`);
  if (
    stats.hands !== SEVEN_CARD_HANDS ||
    stats.fouls > 0 ||
    stats.swapViolations > 0 ||
    stats.fastMismatches > 0
  )
    process.exitCode = 1;
}
