/**
 * PostgreSQL mirror of db/schema/sqlite/practice.ts: same tables, columns and row types.
 * SQLite's REAL is an 8-byte float: double precision here (PostgreSQL's `real` has 4 bytes).
 */
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ATTEMPT_KINDS, HAND_CATEGORIES, RECORDED_DRILLS, VERDICTS } from "../vocabulary";

export const learners = pgTable("learners", {
  id: text("id").primaryKey(),
  createdAt: bigint("created_at", { mode: "number" }).notNull(),
  userId: text("user_id"),
  /** "Your casino" (issue 31): the rule set (`way/variant`) this learner practises for. */
  ruleSet: text("rule_set").notNull().default("seed/standard"),
});

export const deals = pgTable(
  "deals",
  {
    id: text("id").primaryKey(),
    learnerId: text("learner_id")
      .notNull()
      .references(() => learners.id, { onDelete: "cascade" }),
    hand: text("hand").notNull(),
    drill: text("drill", { enum: RECORDED_DRILLS }).notNull(),
    filter: text("filter"),
    /** The rule set the hand is graded under, fixed at the deal (`way/variant`). */
    ruleSet: text("rule_set").notNull().default("seed/standard"),
    dealtAt: bigint("dealt_at", { mode: "number" }).notNull(),
    answeredAt: bigint("answered_at", { mode: "number" }),
  },
  (t) => [index("deals_learner_dealt_idx").on(t.learnerId, t.dealtAt)],
);

export const attempts = pgTable(
  "attempts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    learnerId: text("learner_id")
      .notNull()
      .references(() => learners.id, { onDelete: "cascade" }),
    dealId: text("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    hand: text("hand").notNull(),
    handKey: text("hand_key").notNull(),
    front: text("front").notNull(),
    verdict: text("verdict", { enum: VERDICTS }).notNull(),
    ev: doublePrecision("ev").notNull(),
    bestEv: doublePrecision("best_ev").notNull(),
    evLost: doublePrecision("ev_lost").notNull(),
    houseWayEv: doublePrecision("house_way_ev").notNull(),
    category: text("category", { enum: HAND_CATEGORIES }).notNull(),
    drill: text("drill", { enum: RECORDED_DRILLS }).notNull(),
    attemptKind: text("attempt_kind", { enum: ATTEMPT_KINDS }).notNull().default("decision"),
    decideMs: integer("decide_ms").notNull(),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
    /** Practised offline (issue 33): see db/schema/sqlite/practice.ts. */
    offline: boolean("offline").notNull().default(false),
    ruleSet: text("rule_set").notNull().default("seed/standard"),
  },
  (t) => [
    uniqueIndex("attempts_deal_idx").on(t.dealId),
    index("attempts_learner_created_idx").on(t.learnerId, t.createdAt),
    index("attempts_learner_hand_idx").on(t.learnerId, t.handKey),
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

export const reviews = pgTable(
  "reviews",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    learnerId: text("learner_id")
      .notNull()
      .references(() => learners.id, { onDelete: "cascade" }),
    handKey: text("hand_key").notNull(),
    hand: text("hand").notNull(),
    lapses: integer("lapses").notNull(),
    streak: integer("streak").notNull(),
    lastEvLost: doublePrecision("last_ev_lost").notNull(),
    dueAt: bigint("due_at", { mode: "number" }).notNull(),
    retiredAt: bigint("retired_at", { mode: "number" }),
    updatedAt: bigint("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("reviews_learner_hand_idx").on(t.learnerId, t.handKey),
    index("reviews_learner_due_idx").on(t.learnerId, t.dueAt),
  ],
);

export const evCache = pgTable("ev_cache", {
  key: text("key").primaryKey(),
  counts: text("counts").notNull(),
  createdAt: bigint("created_at", { mode: "number" }).notNull(),
});
