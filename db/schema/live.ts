/**
 * Live tables (RULES.md 11), written once for both stores through db/schema/columns.ts: a live
 * table instance (from the tables config, or opened by a teacher for a class) and who sits at
 * it. Its rounds are the one round model's (db/schema/table.ts, `instance_id` = the live
 * table's id); this holds only what lives between rounds: the phase before the deal, its
 * deadline, the bank's holder, the seats and the bets pressed but not yet dealt.
 */
import { sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { ColumnKit } from "./columns";
import { BANK_LEFT_REASONS, LIVE_TABLE_PHASES } from "./vocabulary";

export function liveSchema(
  k: ColumnKit,
  learners: { id: AnySQLiteColumn },
  classes: { id: AnySQLiteColumn },
) {
  const liveTables = k.table(
    "live_tables",
    {
      /**
       * `live:<config id>` for the config's public tables, `class:<uuid>` for a class's, and
       * `solo:<learner>:<config id>` for a learner's own (solo and banking: lib/table/solo.ts).
       */
      id: k.text("id").primaryKey(),
      /** The table config it plays by (limits, chips, timers: lib/table/tables.json). */
      tableId: k.text("table_id").notNull(),
      /** A class table: only this class's members sit; its teacher watches. Null: public. */
      classId: k.text("class_id").references(() => classes.id, { onDelete: "cascade" }),
      /** The casino rule set its rounds play by (`way/variant`): the config's, or the class's. */
      ruleSet: k.text("rule_set").notNull().default("seed/standard"),
      /**
       * A class table's side-bet pay tables (RULES.md 13.2), its class's when it was opened: the
       * Fortune pay table and the Envy schedule by name; null: the config's.
       */
      fortuneTable: k.text("fortune_table"),
      envySchedule: k.text("envy_schedule"),
      /**
       * Between rounds: `idle` (nobody to play), `approve` (the learner bank must approve),
       * `bets`; while a round is dealt: `setting`, then `settled` (shown until the deadline).
       */
      phase: k.text("phase", { enum: LIVE_TABLE_PHASES }).notNull(),
      /** When the phase's time runs out (the clock acts then); null in `idle`. */
      deadlineAt: k.ms("deadline_at"),
      /** The change counter: every change adds one; viewers' streams carry it as the event id. */
      seq: k.big("seq").notNull(),
      /** The learner holding the bank; null: the house banks. */
      bankLearnerId: k
        .text("bank_learner_id")
        .references(() => learners.id, { onDelete: "set null" }),
      autoApprove: k.flag("auto_approve").notNull().default(false),
      /**
       * Why the last learner bank was taken away, and whose it was, told to the table for the
       * round that followed (null: the bank was left by its holder, or nothing to tell).
       */
      bankLeftReason: k.text("bank_left_reason", { enum: BANK_LEFT_REASONS }),
      bankLeftName: k.text("bank_left_name"),
      /**
       * A learner's own table (`solo:<learner>:<config id>`) where they bank: how many seats
       * the house plays against them (RULES.md 9); 0 everywhere else.
       */
      houseSeats: k.int("house_seats").notNull().default(0),
      /**
       * A class table's teacher turned bots on (issue 55: bots fill empty seats while a student
       * sits, lib/table/machine/bots.ts); a public table's bots are its config's, not this.
       */
      bots: k.flag("bots").notNull().default(false),
      /**
       * A class table's teacher turned quick reactions on (issue 55); a public table has them
       * always (lib/live/reactions.ts).
       */
      reactions: k.flag("reactions").notNull().default(false),
      /** The round being played or last shown (the one round model's id). */
      roundId: k.text("round_id"),
      createdAt: k.ms("created_at").notNull(),
      /** A closed class table takes no new round and frees its seats after the current one. */
      closedAt: k.ms("closed_at"),
    },
    (t) => [
      k.index("live_tables_due_idx").on(t.deadlineAt),
      k.index("live_tables_class_idx").on(t.classId),
      // A class has at most one open table per config: a second "open" (two tabs at once
      // too) finds the first instead of making another.
      k
        .uniqueIndex("live_tables_class_open_idx")
        .on(t.classId, t.tableId)
        .where(sql`${t.classId} is not null and ${t.closedAt} is null`),
    ],
  );

  const liveSeats = k.table(
    "live_seats",
    {
      liveTableId: k
        .text("live_table_id")
        .notNull()
        .references(() => liveTables.id, { onDelete: "cascade" }),
      /** 1..6 a player's seat; 0 the bank (a learner holding it). */
      seat: k.int("seat").notNull(),
      learnerId: k
        .text("learner_id")
        .notNull()
        .references(() => learners.id, { onDelete: "cascade" }),
      /** The account's name, shown to the table. */
      name: k.text("name").notNull(),
      /** The bets of the next round, once its player pressed Deal (minor units); 0: none. */
      bet: k.money("bet").notNull().default(0),
      bonusBet: k.money("bonus_bet").notNull().default(0),
      /** The other side bets pressed (RULES.md 13.2): Emperor's Challenge, the dealer-hand bet. */
      emperorsBet: k.money("emperors_bet").notNull().default(0),
      dealerHandBet: k.money("dealer_hand_bet").notNull().default(0),
      /** Rounds in a row this seat sat out; three frees it. */
      sitOuts: k.int("sit_outs").notNull().default(0),
      /**
       * When the player's last stream of the table ended (issue 55: the kept seat); null while
       * they have it open, or never had. The seat is kept for the round being played and
       * AWAY_KEEP_MS (lib/table/machine/presence.ts), then freed.
       */
      awaySince: k.ms("away_since"),
      joinedAt: k.ms("joined_at").notNull(),
    },
    (t) => [
      k.primaryKey({ columns: [t.liveTableId, t.seat] }),
      // One seat per learner per table.
      k.uniqueIndex("live_seats_table_learner_idx").on(t.liveTableId, t.learnerId),
      k.index("live_seats_learner_idx").on(t.learnerId),
      // The clock's look for seats kept past their time.
      k.index("live_seats_away_idx").on(t.awaySince),
    ],
  );

  /**
   * Each player's last quick reaction at a table (issue 55): shown beside their seat for a few
   * seconds, and the store's word on the one-every-3-s limit, whichever instance serves them.
   */
  const liveReactions = k.table(
    "live_reactions",
    {
      liveTableId: k
        .text("live_table_id")
        .notNull()
        .references(() => liveTables.id, { onDelete: "cascade" }),
      learnerId: k
        .text("learner_id")
        .notNull()
        .references(() => learners.id, { onDelete: "cascade" }),
      /** The seat it is shown beside (0: the bank's). */
      seat: k.int("seat").notNull(),
      /** One of the fixed set (lib/live/reactions.ts REACTIONS): never free text. */
      reaction: k.text("reaction").notNull(),
      at: k.ms("at").notNull(),
    },
    (t) => [k.primaryKey({ columns: [t.liveTableId, t.learnerId] })],
  );

  /**
   * Who has a live table open (issue 55): one row per open event stream of the table, renewed
   * at its keep-alives and deleted when it ends, in the store so every instance counts every
   * viewer: the table's watchers, and whether a seated player is still there (the kept seat).
   * A row not renewed for a lease's lifetime is dead (its instance stopped).
   */
  const livePresence = k.table(
    "live_presence",
    {
      /** A random id per stream. */
      id: k.text("id").primaryKey(),
      liveTableId: k
        .text("live_table_id")
        .notNull()
        .references(() => liveTables.id, { onDelete: "cascade" }),
      /** Whose stream: a learner's id, or an anonymous viewer's address key (counted once). */
      viewer: k.text("viewer").notNull(),
      /** The learner behind it; null: a visitor without one. */
      learnerId: k.text("learner_id").references(() => learners.id, { onDelete: "cascade" }),
      renewedAt: k.ms("renewed_at").notNull(),
    },
    (t) => [
      k.index("live_presence_table_idx").on(t.liveTableId, t.viewer),
      k.index("live_presence_renewed_idx").on(t.renewedAt),
    ],
  );

  return { liveTables, liveSeats, liveReactions, livePresence };
}
