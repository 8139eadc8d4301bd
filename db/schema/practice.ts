/**
 * The practice drill, written once for both stores through the column kits of
 * db/schema/columns.ts: who is learning, what the server dealt them, every graded attempt,
 * the review schedule of hands they got wrong, and the exact-EV cache. Times are Unix
 * milliseconds; hands and fronts are card text in the engine's notation ("As Kd JK ...", see
 * lib/engine/cards.ts), hands in dealt order. EVs are `real` (an 8-byte float in both stores:
 * SQLite's REAL, PostgreSQL's double precision).
 */
import type { ColumnKit } from "./columns";
import { ATTEMPT_KINDS, HAND_CATEGORIES, RECORDED_DRILLS, VERDICTS } from "./vocabulary";

/** The practice tables in one dialect. */
export function practiceSchema(k: ColumnKit) {
  /** A learner: made on first visit and named by a signed cookie; accounts will adopt it. */
  const learners = k.table("learners", {
    id: k.text("id").primaryKey(),
    createdAt: k.ms("created_at").notNull(),
    /** Set when an account adopts this learner (a later issue). */
    userId: k.text("user_id"),
    /** "Your casino" (issue 31): the rule set (`way/variant`) this learner practises for. */
    ruleSet: k.text("rule_set").notNull().default("seed/standard"),
  });

  /** Every hand the server dealt; a submission must name one of these, unanswered. */
  const deals = k.table(
    "deals",
    {
      id: k.text("id").primaryKey(),
      learnerId: k
        .text("learner_id")
        .notNull()
        .references(() => learners.id, { onDelete: "cascade" }),
      hand: k.text("hand").notNull(),
      drill: k.text("drill", { enum: RECORDED_DRILLS }).notNull(),
      /** The category filter of a category drill (a DRILL_FILTERS value), else null. */
      filter: k.text("filter"),
      /** The rule set the hand is graded under, fixed at the deal (`way/variant`). */
      ruleSet: k.text("rule_set").notNull().default("seed/standard"),
      dealtAt: k.ms("dealt_at").notNull(),
      answeredAt: k.ms("answered_at"),
    },
    (t) => [k.index("deals_learner_dealt_idx").on(t.learnerId, t.dealtAt)],
  );

  /**
   * Hands the server dealt ahead for a device's offline practice (issue 56, item 11): fetched
   * in a batch while online, each named later by the attempt the device syncs. Only an attempt
   * naming one of these, once, counts; hands the device dealt itself are stored `unverified`.
   * `used_at`: when the attempt naming it was stored.
   */
  const offlineDeals = k.table(
    "offline_deals",
    {
      id: k.text("id").primaryKey(),
      learnerId: k
        .text("learner_id")
        .notNull()
        .references(() => learners.id, { onDelete: "cascade" }),
      hand: k.text("hand").notNull(),
      /** The rule set (`way/variant`) the batch was fetched for. */
      ruleSet: k.text("rule_set").notNull(),
      issuedAt: k.ms("issued_at").notNull(),
      usedAt: k.ms("used_at"),
    },
    (t) => [k.index("offline_deals_learner_idx").on(t.learnerId, t.ruleSet, t.usedAt)],
  );

  /** One graded decision. EVs are per unit bet; the server computed all of them. */
  const attempts = k.table(
    "attempts",
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
      hand: k.text("hand").notNull(),
      /** Suit-canonical key of the hand (lib/engine/ev-cache.ts), so repeats group together. */
      handKey: k.text("hand_key").notNull(),
      /** The two front cards the learner chose. */
      front: k.text("front").notNull(),
      verdict: k.text("verdict", { enum: VERDICTS }).notNull(),
      ev: k.real("ev").notNull(),
      bestEv: k.real("best_ev").notNull(),
      evLost: k.real("ev_lost").notNull(),
      houseWayEv: k.real("house_way_ev").notNull(),
      /** The hand's category (HAND_CATEGORIES), whatever drill dealt it. */
      category: k.text("category", { enum: HAND_CATEGORIES }).notNull(),
      drill: k.text("drill", { enum: RECORDED_DRILLS }).notNull(),
      /** ATTEMPT_KINDS; only `decision` counts toward statistics. */
      attemptKind: k.text("attempt_kind", { enum: ATTEMPT_KINDS }).notNull().default("decision"),
      /** Measured by the server: from the deal to the answer (clamped to MAX_DECIDE_MS). */
      decideMs: k.int("decide_ms").notNull(),
      createdAt: k.ms("created_at").notNull(),
      /**
       * Practised offline (issue 33): dealt and graded on the device, synced later and graded
       * again here; the deal's id is the one the device made, so each is stored once.
       */
      offline: k.flag("offline").notNull().default(false),
      /**
       * The rule set it was graded under (issue 31): its dealer, settlement and EVs. Changing
       * casino later never regrades it.
       */
      ruleSet: k.text("rule_set").notNull().default("seed/standard"),
    },
    (t) => [
      // One attempt per deal: a replay that slips past the answered_at check still fails here.
      k.uniqueIndex("attempts_deal_idx").on(t.dealId),
      k.index("attempts_learner_created_idx").on(t.learnerId, t.createdAt),
      // Issue 10: "has this learner been shown this hand's best split?" (retry detection).
      k.index("attempts_learner_hand_idx").on(t.learnerId, t.handKey),
      // Accounts & classes (issue 7): covering indexes of the teacher's dashboard, so a class's
      // statistics (lib/db/teach.ts) are read from indexes alone, grouped in index order.
      // Issue 10: attempt_kind right after the learner, since only decisions are counted.
      k
        .index("attempts_learner_kind_category_idx")
        .on(t.learnerId, t.attemptKind, t.category, t.verdict, t.evLost, t.createdAt),
      k
        .index("attempts_learner_drill_kind_idx")
        .on(t.learnerId, t.drill, t.attemptKind, t.createdAt, t.category, t.verdict, t.evLost),
    ],
  );

  /**
   * Hands a learner got wrong, one row per learner and suit-canonical hand, with when each is
   * due again (lib/practice/review.ts explains the schedule).
   */
  const reviews = k.table(
    "reviews",
    {
      id: k.serial("id"),
      learnerId: k
        .text("learner_id")
        .notNull()
        .references(() => learners.id, { onDelete: "cascade" }),
      handKey: k.text("hand_key").notNull(),
      /** The hand as it was dealt when last missed. */
      hand: k.text("hand").notNull(),
      /** Times missed (mistake, blunder or foul). */
      lapses: k.int("lapses").notNull(),
      /** Good answers in a row since the last miss. */
      streak: k.int("streak").notNull(),
      lastEvLost: k.real("last_ev_lost").notNull(),
      dueAt: k.ms("due_at").notNull(),
      /** Set once learned (enough good answers in a row); a new miss clears it. */
      retiredAt: k.ms("retired_at"),
      updatedAt: k.ms("updated_at").notNull(),
    },
    (t) => [
      k.uniqueIndex("reviews_learner_hand_idx").on(t.learnerId, t.handKey),
      k.index("reviews_learner_due_idx").on(t.learnerId, t.dueAt),
    ],
  );

  /** Exact-EV win/push/loss counts by suit-canonical hand (JSON of CacheEntry.counts). */
  const evCache = k.table("ev_cache", {
    key: k.text("key").primaryKey(),
    counts: k.text("counts").notNull(),
    createdAt: k.ms("created_at").notNull(),
  });

  return { learners, deals, offlineDeals, attempts, reviews, evCache };
}
