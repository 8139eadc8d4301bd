/**
 * The dealer's drill (issue 31): "set this hand as the dealer at <casino> would". One row per
 * answered deal, written once for both stores through db/schema/columns.ts. A setting is right
 * or wrong against the casino's house way (no EV: the question is the way, not the best play).
 */
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { ColumnKit } from "./columns";
import { DEALER_ATTEMPT_MODES } from "./vocabulary";

export function dealerSchema(
  k: ColumnKit,
  learners: { id: AnySQLiteColumn },
  deals: { id: AnySQLiteColumn },
) {
  const dealerAttempts = k.table(
    "dealer_attempts",
    {
      id: k.serial("id"),
      learnerId: k
        .text("learner_id")
        .notNull()
        .references(() => learners.id, { onDelete: "cascade" }),
      dealId: k
        .text("deal_id")
        .notNull()
        .references(() => deals.id, { onDelete: "cascade" }),
      /** The rule set whose house way the learner set by (`way/variant`). */
      ruleSet: k.text("rule_set").notNull(),
      mode: k.text("mode", { enum: DEALER_ATTEMPT_MODES }).notNull(),
      hand: k.text("hand").notNull(),
      /** The two front cards the learner chose, and the house way's. */
      front: k.text("front").notNull(),
      wayFront: k.text("way_front").notNull(),
      /** Right: the learner's back and front hold the same hands as the way's (equal ranks count). */
      correct: k.flag("correct").notNull(),
      /** The way's rule for this hand (lib/engine/ways rule code, e.g. `two-pairs`). */
      rule: k.text("rule").notNull(),
      decideMs: k.int("decide_ms").notNull(),
      createdAt: k.ms("created_at").notNull(),
    },
    (t) => [
      k.uniqueIndex("dealer_attempts_deal_idx").on(t.dealId),
      k.index("dealer_attempts_learner_idx").on(t.learnerId, t.createdAt),
    ],
  );
  return { dealerAttempts };
}
