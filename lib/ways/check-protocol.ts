import type { CheckWayResult, WayDocument } from "@/lib/engine";

/** What the way check's worker (lib/ways/check-worker.ts) is started with. */
export interface CheckRequest {
  document: WayDocument;
  /** Every stride-th rank multiset only (a test hook, env WAY_CHECK_STRIDE); 1 is every hand. */
  stride: number;
}

/** Its messages: progress in suit classes, then the result or an error. */
export type CheckMessage =
  | { type: "progress"; done: number; total: number }
  | { type: "done"; result: CheckWayResult }
  | { type: "error"; error: string };
