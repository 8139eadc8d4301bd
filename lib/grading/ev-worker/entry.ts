/**
 * The exact-EV worker (a worker thread of the server, lib/grading/ev-worker/pool.ts): counts
 * every split of a hand against every dealer hand. It runs the engine bundled into one module
 * by esbuild, where V8 inlines the hot calls across files: about twice as fast as the
 * engine split into the server's chunks, and off the thread that answers requests.
 */
import { parentPort } from "node:worker_threads";
import {
  allSplits,
  type Card,
  DEFAULT_RULE_SET,
  gridCounts,
  installWayDocument,
  warmEv,
} from "@/lib/engine";
import type { EvReply, EvRequest } from "./protocol";

// The default game's tables first: most hands are graded under it.
warmEv(DEFAULT_RULE_SET);
const port = parentPort;
if (!port) throw new Error("ev worker: not started as a worker thread");
port.on("message", ({ id, hand, ruleSet, document }: EvRequest) => {
  let reply: EvReply;
  try {
    // A custom way comes with its document: installed under the same content-hash id.
    if (document && installWayDocument(document) !== ruleSet.way)
      throw new Error(`way document does not hash to "${ruleSet.way}"`);
    const cards = hand as Card[];
    // A way's tables are built the first time one of its hands comes (about a second).
    const counts = gridCounts(allSplits(cards), cards, "player", ruleSet);
    reply = { id, counts: counts.map((c) => [c.win, c.push, c.loss]) };
  } catch (error) {
    reply = { id, error: String((error as Error).message ?? error) };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true });
