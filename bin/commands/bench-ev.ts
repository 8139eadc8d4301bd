/**
 * `paigow bench-ev --hands N --seed S`: milliseconds per exact-EV hand
 * (p50 / p95 / max after warm-up) and the one-time table set-up, on one core.
 */
import { JOKER } from "../../lib/engine/cards";
import { evTables, exactEv } from "../../lib/engine/ev";
import { createRng, deal } from "../../lib/engine/rng";
import { intFlag, parseFlags } from "../cli-support";

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;

export function benchEv(args: string[]): void {
  const { flags } = parseFlags(args, { hands: "string", seed: "string" });
  const hands = intFlag(flags, "hands", 200);
  const rng = createRng(intFlag(flags, "seed", 1, 0));
  let t = performance.now();
  evTables();
  const setup = performance.now() - t;
  for (let n = 0; n < 20; n++) exactEv(deal(rng, 7)); // warm-up
  const times: number[] = [];
  for (let n = 0; n < hands; n++) {
    // About one hand in eight holds the joker, as in real deals (7/53).
    const hand = n % 8 === 7 ? [...deal(rng, 6, [JOKER]), JOKER] : deal(rng, 7);
    t = performance.now();
    exactEv(hand);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  process.stdout.write(
    `${[
      `set-up ms\t${setup.toFixed(0)}`,
      `hands\t${hands}`,
      `p50 ms\t${percentile(times, 50).toFixed(2)}`,
      `p95 ms\t${percentile(times, 95).toFixed(2)}`,
      `max ms\t${(times[times.length - 1] ?? 0).toFixed(2)}`,
      `hands per second\t${(hands / (times.reduce((a, b) => a + b, 0) / 1000)).toFixed(0)}`,
    ].join("\n")}\n`,
  );
}
