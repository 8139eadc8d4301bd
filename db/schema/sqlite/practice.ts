/**
 * The practice drill: who is learning, what the server dealt them, every graded attempt,
 * the review schedule of hands they got wrong, and two caches (exact-EV counts and a pool of
 * house-way traps). Times are Unix milliseconds; hands and fronts are card text in the
 * engine's notation ("As Kd JK ...", see lib/engine/cards.ts), hands in dealt order.
 */
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { ATTEMPT_KINDS, HAND_CATEGORIES, RECORDED_DRILLS, VERDICTS } from "../vocabulary";

export { ATTEMPT_KINDS, type AttemptKind } from "../vocabulary";

/** A learner: made on first visit and named by a signed cookie; accounts will adopt it. */
export const learners = sqliteTable("learners", {
  id: text("id").primaryKey(),
  createdAt: integer("created_at").notNull(),
  /** Set when an account adopts this learner (a later issue). */
  userId: text("user_id"),
  /** "Your casino" (issue 31): the rule set (`way/variant`) this learner practises for. */
  ruleSet: text("rule_set").notNull().default("seed/standard"),
});

/** Every hand the server dealt; a submission must name one of these, unanswered. */
export const deals = sqliteTable(
  "deals",
  {
    id: text("id").primaryKey(),
    learnerId: text("learner_id")
      .notNull()
      .references(() => learners.id, { onDelete: "cascade" }),
    hand: text("hand").notNull(),
    drill: text("drill", { enum: RECORDED_DRILLS }).notNull(),
    /** The category filter of a category drill (a DRILL_FILTERS value), else null. */
    filter: text("filter"),
    /** The rule set the hand is graded under, fixed at the deal (`way/variant`). */
    ruleSet: text("rule_set").notNull().default("seed/standard"),
    dealtAt: integer("dealt_at").notNull(),
    answeredAt: integer("answered_at"),
  },
  (t) => [index("deals_learner_dealt_idx").on(t.learnerId, t.dealtAt)],
);

/** One graded decision. EVs are per unit bet; the server computed all of them. */
export const attempts = sqliteTable(
  "attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    learnerId: text("learner_id")
      .notNull()
      .references(() => learners.id, { onDelete: "cascade" }),
    dealId: text("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    hand: text("hand").notNull(),
    /** Suit-canonical key of the hand (lib/engine/ev-cache.ts), so repeats group together. */
    handKey: text("hand_key").notNull(),
    /** The two front cards the learner chose. */
    front: text("front").notNull(),
    verdict: text("verdict", { enum: VERDICTS }).notNull(),
    ev: real("ev").notNull(),
    bestEv: real("best_ev").notNull(),
    evLost: real("ev_lost").notNull(),
    houseWayEv: real("house_way_ev").notNull(),
    /** The hand's category (HAND_CATEGORIES), whatever drill dealt it. */
    category: text("category", { enum: HAND_CATEGORIES }).notNull(),
    drill: text("drill", { enum: RECORDED_DRILLS }).notNull(),
    /** ATTEMPT_KINDS; only `decision` counts toward statistics. */
    attemptKind: text("attempt_kind", { enum: ATTEMPT_KINDS }).notNull().default("decision"),
    /** Measured by the server: from the deal to the answer (clamped to MAX_DECIDE_MS). */
    decideMs: integer("decide_ms").notNull(),
    createdAt: integer("created_at").notNull(),
    /**
     * Practised offline (issue 33): dealt and graded on the device, synced later and graded
     * again here; the deal's id is the one the device made, so each is stored once.
     */
    offline: integer("offline", { mode: "boolean" }).notNull().default(false),
    /**
     * The rule set it was graded under (issue 31): its dealer, settlement and EVs. Changing
     * casino later never regrades it.
     */
    ruleSet: text("rule_set").notNull().default("seed/standard"),
  },
  (t) => [
    // One attempt per deal: a replay that slips past the answered_at check still fails here.
    uniqueIndex("attempts_deal_idx").on(t.dealId),
    index("attempts_learner_created_idx").on(t.learnerId, t.createdAt),
    // Issue 10: "has this learner been shown this hand's best split?" (retry detection).
    index("attempts_learner_hand_idx").on(t.learnerId, t.handKey),
    // Accounts & classes (issue 7): covering indexes of the teacher's dashboard, so a class's
    // statistics (lib/db/teach.ts) are read from indexes alone, grouped in index order.
    // Issue 10: attempt_kind right after the learner, since only decisions are counted.
    index("attempts_learner_kind_category_idx").on(
      t.learnerId,
      t.attemptKind,
      t.category,
      t.verdict,
      t.evLost,
      t.createdAt,
    ),
    index("attempts_learner_drill_kind_idx").on(
      t.learnerId,
      t.drill,
      t.attemptKind,
      t.createdAt,
      t.category,
      t.verdict,
      t.evLost,
    ),
  ],
);

/**
 * Hands a learner got wrong, one row per learner and suit-canonical hand, with when each is
 * due again (lib/practice/review.ts explains the schedule).
 */
export const reviews = sqliteTable(
  "reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    learnerId: text("learner_id")
      .notNull()
      .references(() => learners.id, { onDelete: "cascade" }),
    handKey: text("hand_key").notNull(),
    /** The hand as it was dealt when last missed. */
    hand: text("hand").notNull(),
    /** Times missed (mistake, blunder or foul). */
    lapses: integer("lapses").notNull(),
    /** Good answers in a row since the last miss. */
    streak: integer("streak").notNull(),
    lastEvLost: real("last_ev_lost").notNull(),
    dueAt: integer("due_at").notNull(),
    /** Set once learned (enough good answers in a row); a new miss clears it. */
    retiredAt: integer("retired_at"),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("reviews_learner_hand_idx").on(t.learnerId, t.handKey),
    index("reviews_learner_due_idx").on(t.learnerId, t.dueAt),
  ],
);

/** Exact-EV win/push/loss counts by suit-canonical hand (JSON of CacheEntry.counts). */
export const evCache = sqliteTable("ev_cache", {
  key: text("key").primaryKey(),
  counts: text("counts").notNull(),
  createdAt: integer("created_at").notNull(),
});

export type LearnerRow = typeof learners.$inferSelect;
export type DealRow = typeof deals.$inferSelect;
export type NewDealRow = typeof deals.$inferInsert;
export type AttemptRow = typeof attempts.$inferSelect;
export type NewAttemptRow = typeof attempts.$inferInsert;
export type ReviewRow = typeof reviews.$inferSelect;
export type EvCacheRow = typeof evCache.$inferSelect;
