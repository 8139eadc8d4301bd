import type { WayDocument } from "@/lib/engine";
import type { RunFigures } from "./exact-run";

/** What the exact run's worker (lib/ways/exact-worker.ts) is started with: the way as data, and the run's size (tests cut it). */
export interface RunRequest {
  document: WayDocument;
  multisets?: number;
  /** The worker's priority: 19 for the whole game, 10 for a cut-down (test) run. */
  nice: number;
}

/** Its messages: progress in suit classes, then the figures or an error. */
export type RunMessage =
  | { type: "progress"; done: number; total: number }
  | { type: "done"; figures: RunFigures }
  | { type: "error"; error: string };
