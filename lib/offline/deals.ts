/**
 * Hands the server deals ahead for offline practice (issue 56, item 11). While online, the
 * offline drill fetches a batch per rule set (OFFLINE_DEAL_BATCH uniform hands), recorded here
 * under the learner; offline it deals them one by one, and each attempt synced later names its
 * deal, so only hands the server dealt count, once (lib/offline/sync.ts). Asking again returns
 * the unused ones, topped up: a device asking on every visit never piles up deals. Under a
 * learner's own house way only for a learner who may use it (lib/offline/own-way.ts): else a
 * WayError `unknown-way`, and nothing is dealt.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { offlineDealBatch } from "@/lib/db/offline";
import type { Queryable } from "@/lib/db/store";
import { createRng, deal, formatHand, parseHand, type RuleSet, ruleSetKey } from "@/lib/engine";
import { WayError } from "@/lib/ways/errors";
import { offlineWayAllowed } from "./own-way";
import { OFFLINE_DEAL_BATCH, type OfflineDealsResult } from "./schemas";

/** One uniform seven-card hand, from a fresh seed per hand (as the online drill deals). */
const freshDeal = () => ({
  id: randomUUID(),
  hand: formatHand(deal(createRng(randomBytes(4).readUInt32LE(0)), 7)),
});

export async function offlineDeals(
  db: Queryable,
  learnerId: string,
  ruleSet: RuleSet,
  now = Date.now(),
): Promise<OfflineDealsResult> {
  if (!(await offlineWayAllowed(db, [learnerId], ruleSet))) throw new WayError("unknown-way");
  const key = ruleSetKey(ruleSet);
  const rows = await offlineDealBatch(db, learnerId, key, OFFLINE_DEAL_BATCH, freshDeal, now);
  return {
    status: "deals",
    ruleSet: key,
    deals: rows.map((row) => ({ id: row.id, hand: parseHand(row.hand) })),
  };
}
