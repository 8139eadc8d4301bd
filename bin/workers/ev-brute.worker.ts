import { parentPort } from "node:worker_threads";
import { bruteForceCounts, dealerDeck } from "../../lib/engine/ev-brute";
import { allSplits } from "../../lib/engine/splits";

parentPort?.on("message", ({ task, hand }: { task: number; hand: number[] }) => {
  const result = bruteForceCounts(allSplits(hand), dealerDeck(hand), task);
  const done = result[0] ? result[0].win + result[0].push + result[0].loss : 0;
  parentPort?.postMessage({ type: "progress", done });
  parentPort?.postMessage({ type: "result", task, result });
});
