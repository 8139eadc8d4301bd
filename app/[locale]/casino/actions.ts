"use server";

/** "Your casino": the one action that sets it, on the learner record (an account's too). */
import { parseCasinoSlug, ruleSetKey } from "@/lib/casino/choice";
import { chooseCasinoInput } from "@/lib/casino/schemas";
import { setLearnerRuleSetKey } from "@/lib/db/learners";
import { writeOnce } from "@/lib/db/store";
import { DEFAULT_RULE_SET } from "@/lib/engine";
import { learnerAction } from "@/lib/learner";

export const chooseCasinoAction = learnerAction(
  chooseCasinoInput,
  { createLearner: true },
  async (input, { db, learnerId }): Promise<{ status: "saved"; casino: string }> => {
    const rs = parseCasinoSlug(input.casino) ?? DEFAULT_RULE_SET;
    await writeOnce(db, (q) => setLearnerRuleSetKey(q, learnerId, ruleSetKey(rs)));
    return { status: "saved", casino: input.casino };
  },
);
