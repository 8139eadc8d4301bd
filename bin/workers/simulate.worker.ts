import { parentPort } from "node:worker_threads";
import { createRng } from "../../lib/engine/rng";
import { emptyTally, playRounds, type Strategy } from "../../lib/engine/simulate";

interface Job {
  task: number;
  seed: number;
  chunk: number;
  total: number;
  strategy: Strategy;
  commission: number;
}

parentPort?.on("message", ({ task, seed, chunk, total, strategy, commission }: Job) => {
  // Each chunk has its own stream, so results do not depend on the worker count.
  const rng = createRng((seed * 1_000_003 + task) >>> 0);
  const rounds = Math.min(chunk, total - task * chunk);
  const tally = emptyTally();
  const step = 1000;
  for (let done = 0; done < rounds; done += step) {
    playRounds(rng, Math.min(step, rounds - done), strategy, commission, tally);
    parentPort?.postMessage({ type: "progress", done: Math.min(step, rounds - done) });
  }
  parentPort?.postMessage({ type: "result", task, result: tally });
});
