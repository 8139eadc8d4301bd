/**
 * The casino of this request's learner (server only): their record's rule set, or the
 * default for a visitor with no learner yet (choiceOrDefault). Pages read it to grade, deal
 * and label; a learner's own way comes installed. It may be Face Up (RULES.md 13.1): every
 * page decides what that means for it (isFaceUp), none reads it as another game unasked.
 */
import "server-only";
import { type Db, getDb } from "@/lib/db";
import { learnerRuleSetKey } from "@/lib/db/learners";
import type { TableRuleSet } from "@/lib/engine";
import { currentLearnerId } from "@/lib/learner/identity";
import { ensureWayInstalled } from "@/lib/ways/service";
import { choiceOrDefault } from "./choice";

export async function yourCasino(db: Db = getDb()): Promise<TableRuleSet> {
  const id = await currentLearnerId(db);
  const rs = choiceOrDefault(id === null ? null : await learnerRuleSetKey(db, id));
  // A learner's own way is installed from the store before a page sets hands by it.
  await ensureWayInstalled(db, rs.way);
  return rs;
}
