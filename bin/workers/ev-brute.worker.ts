import { parentPort } from "node:worker_threads";
import type { EvRole } from "../../lib/engine/ev";
import { bruteForceCounts, dealerDeck } from "../../lib/engine/ev-brute";
import type { RuleSet } from "../../lib/engine/rule-set";
import { allSplits } from "../../lib/engine/splits";
import { installWayDocument } from "../../lib/engine/ways";
import type { WayDocument } from "../../lib/engine/ways/document";

parentPort?.on(
  "message",
  ({
    task,
    hand,
    role,
    rules,
    document,
  }: {
    task: number;
    hand: number[];
    role: EvRole;
    rules: RuleSet;
    document?: WayDocument;
  }) => {
    if (document) installWayDocument(document); // a custom way (--way-file): its id is rules.way
    const result = bruteForceCounts(allSplits(hand), dealerDeck(hand), task, role, rules);
    const done = result[0] ? result[0].win + result[0].push + result[0].loss : 0;
    parentPort?.postMessage({ type: "progress", done });
    parentPort?.postMessage({ type: "result", task, result });
  },
);
