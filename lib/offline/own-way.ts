/**
 * Offline practice under a learner's own house way (issue 52 part 3), the server's side: the
 * device grades under the way's rules, which the page gave it; the server deals ahead and takes
 * attempts under that way only from a learner who may use it, and grades them again with the
 * rules it stores, never the device's. Who may: a learner whose casino is the way now (their
 * casino can only be set to a way they hold, or their class's: lib/ways/service.ts chooseOwnWay).
 * Another user's private way, a way no one checked here and a forged id are the same refusal.
 */
import { learnerRuleSetKey } from "@/lib/db/learners";
import type { Queryable } from "@/lib/db/store";
import { isCustomWay, type RuleSet } from "@/lib/engine";
import { UnknownWayError } from "@/lib/ways/errors";
import { ensureWayInstalled } from "@/lib/ways/service";

/**
 * Whether one of `learnerIds` (the syncing learner and the learner the device practised as)
 * may practise under `ruleSet`, its way then installed in this process: a published way always;
 * a custom way when it is one of their casinos now and its rules are stored here.
 */
export async function offlineWayAllowed(
  db: Queryable,
  learnerIds: readonly string[],
  ruleSet: RuleSet,
): Promise<boolean> {
  if (!isCustomWay(ruleSet.way)) return true;
  let theirs = false;
  for (const id of new Set(learnerIds))
    if ((await learnerRuleSetKey(db, id))?.startsWith(`${ruleSet.way}/`)) theirs = true;
  if (!theirs) return false;
  return wayInstalled(db, ruleSet);
}

/** The rule set's way installed from the store; false when no one checked a way of that id. */
export async function wayInstalled(db: Queryable, ruleSet: RuleSet): Promise<boolean> {
  try {
    await ensureWayInstalled(db, ruleSet.way);
    return true;
  } catch (error) {
    if (error instanceof UnknownWayError) return false;
    throw error;
  }
}
