/**
 * What the device sends when it syncs attempts practised offline (issue 33), and what it gets
 * back. Client-safe: the queue (lib/offline/queue.ts) builds these, the route parses them.
 * The hand is any list of card integers here, so that "not seven distinct cards" is refused
 * with its own code by the service rather than as unparsable input.
 */
import { z } from "zod";
import { DRILL_FILTERS, isCustomWay, isWay, JOKER, type Way } from "@/lib/engine";
import { SYNCED_VARIANTS } from "./rule-set";

/** Attempts in one sync request (the route's body cap is sized for this many). */
export const SYNC_BATCH = 20;
/** The route's body cap: SYNC_BATCH attempts at well under 400 bytes each. */
export const SYNC_MAX_BYTES = 16 * 1024;
/** Drills the device deals by itself: the uniform deal and the category drill. */
const OFFLINE_DRILLS = ["any", "category"] as const;

const card = z.number().int().min(0).max(JOKER);

/**
 * A published way, or a learner's own way by its id's form (`custom-` and 16 hex digits): whether
 * the learner may use it is the service's check (lib/offline/own-way.ts), not the schema's.
 */
const way = z.custom<Way>((x) => isWay(x) || isCustomWay(x), "not a house way");
const ruleSetInput = z.object({ way, variant: z.enum(SYNCED_VARIANTS) });

/**
 * Where an offline hand came from (issue 56, item 11): `server`, one of the batch the server
 * dealt ahead (lib/offline/deals.ts), named by its id; it counts, once. `device`: dealt on the
 * device when the batch ran out; stored as practice only (`unverified`: kept in the learner's
 * history, never counted in progress or assignments). Queues from before the batch existed
 * hold no source: their hands were the device's.
 */
const OFFLINE_SOURCES = ["server", "device"] as const;

export const offlineAttemptInput = z.object({
  /**
   * The deal's id on the server: the server's offline deal for `source: "server"`, else made
   * on the device (crypto.randomUUID).
   */
  id: z.uuid(),
  source: z.enum(OFFLINE_SOURCES).default("device"),
  /** The learner the device practised as: must be the one syncing. */
  /**
   * The learner the device practised as; null when it did not know yet (offline before its
   * first online moment): the hand is then the syncing learner's, as any hand they send is.
   */
  learnerId: z.string().min(1).max(64).nullable(),
  hand: z.array(card).min(1).max(10),
  front: z.tuple([card, card]),
  drill: z.enum(OFFLINE_DRILLS),
  filter: z.enum(DRILL_FILTERS).nullable(),
  /** Device clock, Unix ms: when the hand was shown and when it was answered. */
  dealtAt: z.number().int().min(0),
  answeredAt: z.number().int().min(0),
  houseWay: z.boolean(),
  ruleSet: ruleSetInput.default({ way: "seed", variant: "standard" }),
  /** What the device graded (shown to the learner); the server grades again and keeps its own. */
  claimed: z.object({ verdict: z.string().max(16), ev: z.number().finite() }).optional(),
});

export type OfflineAttemptInput = z.input<typeof offlineAttemptInput>;
export type OfflineAttempt = z.output<typeof offlineAttemptInput>;

export const syncInput = z.object({
  attempts: z.array(offlineAttemptInput).min(1).max(SYNC_BATCH),
});

/** Why an offline attempt was refused (message keys `offline.refused.<code>`). */
export const SYNC_REFUSALS = [
  /** The hand is not seven distinct cards. */
  "not-seven-cards",
  /** The front holds a card that is not in the hand, or the same card twice. */
  "card-not-in-hand",
  /** The attempt was practised as another learner, or its id is another learner's deal. */
  "not-your-attempt",
  /** It names a deal the server never dealt this hand (an unknown id, or another hand). */
  "unknown-deal",
  /** It was graded under an own house way this learner may not use, or one no one checked. */
  "unknown-way",
] as const;
export type SyncRefusal = (typeof SYNC_REFUSALS)[number];

export type SyncItemResult =
  /** `counted`: a hand the server dealt (progress and assignments count it), else practice only. */
  | { id: string; status: "stored"; regraded: boolean; counted: boolean }
  | { id: string; status: "duplicate" }
  | { id: string; status: "refused"; code: SyncRefusal };

export interface SyncResult {
  status: "synced";
  results: SyncItemResult[];
}

/** Hands the server deals ahead per rule set for offline practice (issue 56, item 11). */
export const OFFLINE_DEAL_BATCH = 200;

/** The batch request: the rule set the device will grade under. */
export const offlineDealsInput = z.object({
  ruleSet: ruleSetInput,
});

export interface OfflineDealsResult {
  status: "deals";
  /** The rule set's key (`way/variant`). */
  ruleSet: string;
  deals: Array<{ id: string; hand: number[] }>;
}
