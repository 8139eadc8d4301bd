/**
 * `paigow simulate --hands N --seed S --strategy house-way|optimal
 * [--workers K] [--commission C]`: N random rounds against the house-way
 * dealer; the player's edge with a 95% confidence interval and the
 * win / push / loss shares.
 */

import { DEFAULT_COMMISSION } from "../../lib/engine/settle";
import { edge, emptyTally, mergeTally, type Strategy, type Tally } from "../../lib/engine/simulate";
import {
  defaultWorkers,
  intFlag,
  numberFlag,
  parseFlags,
  progressBar,
  runPool,
  UsageError,
} from "../cli-support";

export async function simulate(args: string[]): Promise<void> {
  const { flags } = parseFlags(args, {
    hands: "string",
    seed: "string",
    strategy: "string",
    workers: "string",
    commission: "string",
  });
  const hands = intFlag(flags, "hands", 100_000);
  const seed = intFlag(flags, "seed", 1, 0);
  const strategy = (flags.strategy ?? "house-way") as Strategy;
  if (strategy !== "house-way" && strategy !== "optimal")
    throw new UsageError(`--strategy must be house-way or optimal, got "${strategy}"`);
  const commission = numberFlag(flags, "commission", DEFAULT_COMMISSION);
  const workers = intFlag(flags, "workers", defaultWorkers());
  const chunk = strategy === "optimal" ? 500 : 50_000;
  const started = performance.now();
  const bar = progressBar(`simulate ${strategy}`, hands);
  const parts = await runPool<Tally>(
    "simulate",
    Math.ceil(hands / chunk),
    workers,
    { seed, chunk, total: hands, strategy, commission },
    (done) => bar.update(done),
  );
  bar.stop();
  const t = emptyTally();
  for (const p of parts) mergeTally(t, p);
  const { mean, halfWidth } = edge(t);
  const pct = (x: number) => `${(100 * x).toFixed(2)}%`;
  process.stdout.write(
    `${[
      `strategy\t${strategy}`,
      `rounds\t${t.rounds}`,
      `player edge\t${pct(mean)} ± ${pct(halfWidth)} (95% CI ${pct(mean - halfWidth)} .. ${pct(mean + halfWidth)})`,
      `win\t${pct(t.win / t.rounds)}`,
      `push\t${pct(t.push / t.rounds)}`,
      `loss\t${pct(t.loss / t.rounds)}`,
      ...(strategy === "optimal"
        ? [
            `exact EV gain of the best split over the house way's, per hand\t${pct(t.exactGain / t.rounds)}`,
          ]
        : []),
      `seconds\t${((performance.now() - started) / 1000).toFixed(1)}`,
    ].join("\n")}\n`,
  );
}
