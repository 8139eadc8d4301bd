/**
 * The casino of this request's learner (server only): their record's rule set, or the
 * default for a visitor with no learner yet (ruleSetOrDefault). Pages read it to grade, deal
 * and label.
 */
import "server-only";
import { type Db, getDb } from "@/lib/db";
import { learnerRuleSetKey } from "@/lib/db/learners";
import type { RuleSet } from "@/lib/engine";
import { currentLearnerId } from "@/lib/learner/identity";
import { ruleSetOrDefault } from "./choice";

export async function yourCasino(db: Db = getDb()): Promise<RuleSet> {
  const id = await currentLearnerId(db);
  return ruleSetOrDefault(id === null ? null : await learnerRuleSetKey(db, id));
}
