import { parentPort } from "node:worker_threads";
import { createRng } from "../../lib/engine/rng";
import type { RuleSet } from "../../lib/engine/rule-set";
import {
  emptyTally,
  playBankerRounds,
  playRounds,
  type SideBet,
  type Strategy,
} from "../../lib/engine/simulate";

interface Job {
  task: number;
  seed: number;
  chunk: number;
  total: number;
  strategy: Strategy;
  commission: number;
  /** The casino rule set (the player's rounds). */
  rules: RuleSet;
  /** Banking: the seats against the bank and the bank's commission; absent for the player. */
  bank?: { seats: number; bankCommission: number };
  sideBet: SideBet;
}

parentPort?.on(
  "message",
  ({ task, seed, chunk, total, strategy, commission, bank, sideBet, rules }: Job) => {
    // Each chunk has its own stream, so results do not depend on the worker count.
    const rng = createRng((seed * 1_000_003 + task) >>> 0);
    const rounds = Math.min(chunk, total - task * chunk);
    const tally = emptyTally();
    const step = 1000;
    for (let done = 0; done < rounds; done += step) {
      const n = Math.min(step, rounds - done);
      if (bank) playBankerRounds(rng, n, { ...bank, commission, sideBet }, tally);
      else playRounds(rng, n, strategy, commission, tally, sideBet, rules);
      parentPort?.postMessage({ type: "progress", done: n });
    }
    parentPort?.postMessage({ type: "result", task, result: tally });
  },
);
