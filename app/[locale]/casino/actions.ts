"use server";

/**
 * "Your casino": the one action that sets it, on the learner record (an account's too): an EV
 * game or Face Up Pai Gow under a published way (lib/casino/choice.ts CHOICES).
 */
import { parseChoiceSlug, ruleSetKey } from "@/lib/casino/choice";
import { chooseCasinoInput } from "@/lib/casino/schemas";
import { setLearnerRuleSetKey } from "@/lib/db/learners";
import { writeOnce } from "@/lib/db/store";
import { RuleSetError } from "@/lib/engine";
import { learnerAction } from "@/lib/learner";

export const chooseCasinoAction = learnerAction(
  chooseCasinoInput,
  { createLearner: true },
  async (input, { db, learnerId }): Promise<{ status: "saved"; casino: string }> => {
    const rs = parseChoiceSlug(input.casino);
    // The schema admits the picker's slugs only; another is an error, never the default game.
    if (rs === null) throw new RuleSetError(`unknown casino "${input.casino}"`);
    await writeOnce(db, (q) => setLearnerRuleSetKey(q, learnerId, ruleSetKey(rs)));
    return { status: "saved", casino: input.casino };
  },
);
