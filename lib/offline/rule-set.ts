/**
 * The casino rule set an offline hand is graded under: the engine's `{ way, variant }` value
 * (RULES.md 12), carried through the browser's worker, the queue and the sync endpoint.
 * The device grades under the learner's casino as the page knew it when last online; the sync
 * endpoint grades again under the same rule set and the attempt records it. Client-safe.
 *
 * A learner's own house way (issue 52 part 3) travels as data: the page carries its document
 * (its rules, no name), the page and the browser's worker install it (installOfflineWay), and
 * the sync takes its id only from a learner who may use it (lib/offline/sync.ts).
 */
import type { EvOptions, RuleSet, WayDocument } from "@/lib/engine";
import { installedWayDocument, installWayDocument, isCustomWay, VARIANTS } from "@/lib/engine";

export type { RuleSet };

/** Every rule set syncs: attempts record the rule set they were graded under (issue 31). */
export const SYNCED_VARIANTS = VARIANTS;
export type SyncedRuleSet = RuleSet;

/** The engine options that grade under a rule set. */
export const evOptionsOf = (ruleSet: RuleSet): EvOptions => ({ ruleSet });

/** What offline practice grades under: the rule set, and the rules of an own way (else null). */
export interface OfflineCasino {
  ruleSet: RuleSet;
  document: WayDocument | null;
}

/**
 * The learner's casino as offline practice takes it (server side, once the casino's way is
 * installed, as yourCasino leaves it): a learner's own way with its rules, and nothing else of
 * the stored document (its name is one owner's, and any owner's copy may be the one installed).
 */
export function offlineCasino(casino: RuleSet): OfflineCasino {
  if (!isCustomWay(casino.way)) return { ruleSet: casino, document: null };
  const doc = installedWayDocument(casino.way);
  if (!doc) throw new Error(`house way "${casino.way}" is not installed in this process`);
  return { ruleSet: casino, document: { format: doc.format, rules: doc.rules } };
}

/**
 * Makes `ruleSet`'s way usable in this engine (the page's or the browser worker's): a published
 * way is; a learner's own way is installed from `document`, which must be that way's rules (its
 * id is their hash). A missing document, or another way's, is an error that names the way: the
 * device never grades under a way other than the one it records.
 */
export function installOfflineWay(ruleSet: RuleSet, document: WayDocument | null): void {
  if (!isCustomWay(ruleSet.way)) return;
  if (document === null)
    throw new Error(`house way "${ruleSet.way}": its document did not reach this device`);
  const installed = installWayDocument(document);
  if (installed !== ruleSet.way)
    throw new Error(
      `house way "${ruleSet.way}": the document sent is another way's ("${installed}")`,
    );
}
