/**
 * The Face Up drill (issue 54 item 1, RULES.md 13.1): one row per hand the server dealt, with
 * the dealer's seven cards beside the player's, and once answered the learner's front and its
 * outcome. Its own table, not `deals`: a deal here holds two hands, and no other drill's answer
 * can name one of its ids. Written once for both stores through db/schema/columns.ts.
 */
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { ColumnKit } from "./columns";
import { SEAT_OUTCOMES } from "./vocabulary";

export function faceUpSchema(k: ColumnKit, learners: { id: AnySQLiteColumn }) {
  const faceUpDeals = k.table(
    "faceup_deals",
    {
      id: k.text("id").primaryKey(),
      learnerId: k
        .text("learner_id")
        .notNull()
        .references(() => learners.id, { onDelete: "cascade" }),
      /** The house way the dealer's hand was set by (the learner's casino's, at the deal). */
      way: k.text("way").notNull(),
      /** The learner's seven cards and the dealer's, from one deck (card text, dealt order). */
      hand: k.text("hand").notNull(),
      dealerHand: k.text("dealer_hand").notNull(),
      dealtAt: k.ms("dealt_at").notNull(),
      /** Null until answered; then the answer's columns below are set, once. */
      answeredAt: k.ms("answered_at"),
      front: k.text("front"),
      outcome: k.text("outcome", { enum: SEAT_OUTCOMES }),
      /** The best outcome any split of the hand had; right when `outcome` equals it. */
      best: k.text("best", { enum: SEAT_OUTCOMES }),
      correct: k.flag("correct"),
      decideMs: k.int("decide_ms"),
    },
    (t) => [k.index("faceup_deals_learner_idx").on(t.learnerId, t.answeredAt)],
  );
  return { faceUpDeals };
}
