import type { RuleSet, WayDocument } from "@/lib/engine";

/** Messages between the server and its exact-EV workers. */
export interface EvRequest {
  id: number;
  /** Seven card codes (lib/engine/cards.ts), checked by the server before sending. */
  hand: number[];
  /** The casino rule set (RULES.md 12), the default game's too. */
  ruleSet: RuleSet;
  /** A custom way's document (the worker installs it under the same id); absent for a published way. */
  document?: WayDocument;
}

/** Win, push and loss counts of the 21 splits in allSplits order, or the worker's error. */
export type EvReply =
  | { id: number; counts: [number, number, number][] }
  | { id: number; error: string };
