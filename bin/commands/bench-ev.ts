/**
 * `paigow bench-ev --hands N --seed S [--way W] [--variant V]`: milliseconds
 * per exact-EV hand (p50 / p95 / max after warm-up), the one-time set-up of
 * the way's tables and their memory, on one core.
 */
import { JOKER } from "../../lib/engine/cards";
import { evTables, evTablesBytes, exactEv } from "../../lib/engine/ev";
import { createRng, deal } from "../../lib/engine/rng";
import { intFlag, parseFlags, ruleSetFlags } from "../cli-support";

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;

export function benchEv(args: string[]): void {
  const { flags } = parseFlags(args, {
    hands: "string",
    seed: "string",
    way: "string",
    variant: "string",
  });
  const ruleSet = ruleSetFlags(flags);
  const hands = intFlag(flags, "hands", 200);
  const rng = createRng(intFlag(flags, "seed", 1, 0));
  const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  let t = performance.now();
  evTables(ruleSet.way);
  const first = exactEv(deal(rng, 7), { ruleSet });
  const setup = performance.now() - t;
  const heapAfter = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  void first;
  for (let n = 0; n < 20; n++) exactEv(deal(rng, 7), { ruleSet }); // warm-up
  const times: number[] = [];
  for (let n = 0; n < hands; n++) {
    // About one hand in eight holds the joker, as in real deals (7/53).
    const hand = n % 8 === 7 ? [...deal(rng, 6, [JOKER]), JOKER] : deal(rng, 7);
    t = performance.now();
    exactEv(hand, { ruleSet });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  process.stdout.write(
    `${[
      `way\t${ruleSet.way}`,
      `variant\t${ruleSet.variant}`,
      `set-up and first hand ms\t${setup.toFixed(0)}`,
      `tables MB\t${(evTablesBytes(ruleSet.way) / 1e6).toFixed(1)}`,
      `heap growth at set-up MB\t${((heapAfter - heapBefore) / 1e6).toFixed(1)}`,
      `hands\t${hands}`,
      `p50 ms\t${percentile(times, 50).toFixed(2)}`,
      `p95 ms\t${percentile(times, 95).toFixed(2)}`,
      `max ms\t${(times[times.length - 1] ?? 0).toFixed(2)}`,
      `hands per second\t${(hands / (times.reduce((a, b) => a + b, 0) / 1000)).toFixed(0)}`,
    ].join("\n")}\n`,
  );
}
