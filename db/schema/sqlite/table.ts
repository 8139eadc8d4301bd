/**
 * The casino table (RULES.md sections 8-10): play-money wallets, the ledger of every balance
 * change, and rounds with their seats. Money is an integer count of minor units (cents, ore)
 * everywhere; times are Unix milliseconds; hands and fronts are card text in the engine's
 * notation (lib/engine/cards.ts).
 *
 * One model of a round serves both roles: the round holds the bank's hand (the dealer's when
 * the learner plays, the learner's own when the learner banks) and each seat holds one
 * player's bet, hand, setting and result. At a player table the learner is seat 0.
 */
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { learners } from "./practice";

/** A learner's play money in one currency. Its balance always equals the sum of its ledger. */
export const wallets = sqliteTable(
  "wallets",
  {
    learnerId: text("learner_id")
      .notNull()
      .references(() => learners.id, { onDelete: "cascade" }),
    /** ISO 4217 code of a currency in lib/table/tables.json. */
    currency: text("currency").notNull(),
    balance: integer("balance").notNull(),
    rebuys: integer("rebuys").notNull().default(0),
    /** Banking points (RULES.md 9): +1 per whole unit bet as a player, never below 0. */
    points: integer("points").notNull().default(0),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.learnerId, t.currency] })],
);

/**
 * Every change of a wallet's balance, signed, with the balance after it. Kinds: `grant` (the
 * starting amount), `rebuy`, `bet`, `bonus-bet`, `return` (a pushed bet comes back),
 * `payout` (a won bet and its winnings), `commission`, `bonus-payout`.
 */
export const ledger = sqliteTable(
  "ledger",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    learnerId: text("learner_id")
      .notNull()
      .references(() => learners.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    roundId: text("round_id").references(() => tableRounds.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    amount: integer("amount").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("ledger_wallet_idx").on(t.learnerId, t.currency, t.id),
    index("ledger_round_idx").on(t.roundId),
  ],
);

/** One round at a table: dealt, then settled by the learner, the house way or the timer. */
export const tableRounds = sqliteTable(
  "table_rounds",
  {
    id: text("id").primaryKey(),
    learnerId: text("learner_id")
      .notNull()
      .references(() => learners.id, { onDelete: "cascade" }),
    /** Table id from lib/table/tables.json. */
    tableId: text("table_id").notNull(),
    currency: text("currency").notNull(),
    /** The learner's role: `player` (against the dealer) or `banker`. */
    role: text("role").notNull(),
    /** `open` until settled, then `settled`. */
    status: text("status").notNull(),
    /** The bank's seven cards (the dealer's at a player table): never sent before settling. */
    bankHand: text("bank_hand").notNull(),
    /** The bank's front, set by the house way at settling. */
    bankFront: text("bank_front"),
    /** The house-way rule label that set the bank's hand ("8", "3>8"). */
    bankRule: text("bank_rule"),
    /** Player's commission on a win, in basis points (500 = 5%). */
    commissionBp: integer("commission_bp").notNull(),
    /** Balance before the round's bets were taken, and after it settled. */
    balanceBefore: integer("balance_before").notNull(),
    balanceAfter: integer("balance_after"),
    dealtAt: integer("dealt_at").notNull(),
    /** When the decision time runs out; null at a table without a timer. */
    deadlineAt: integer("deadline_at"),
    settledAt: integer("settled_at"),
    /** Who set the learner's hand: `learner`, `house-way` (the button) or `timer`. */
    settledBy: text("settled_by"),
    /** Seed of a banking round's simulated seats (their bets and cards), so it can be replayed. */
    seed: integer("seed"),
  },
  (t) => [
    // One open round per learner and table: a second Deal (another tab, a replay) fails here.
    uniqueIndex("table_rounds_open_idx")
      .on(t.learnerId, t.tableId)
      .where(sql`${t.status} = 'open'`),
    index("table_rounds_learner_dealt_idx").on(t.learnerId, t.dealtAt),
    index("table_rounds_learner_table_dealt_idx").on(t.learnerId, t.tableId, t.dealtAt),
    index("table_rounds_learner_status_idx").on(t.learnerId, t.status),
  ],
);

/** One player's place in a round: bets, cards, setting and result against the bank. */
export const tableSeats = sqliteTable(
  "table_seats",
  {
    roundId: text("round_id")
      .notNull()
      .references(() => tableRounds.id, { onDelete: "cascade" }),
    seat: integer("seat").notNull(),
    /** True for the learner's own seat (a player table's seat 0). */
    learner: integer("learner", { mode: "boolean" }).notNull(),
    hand: text("hand").notNull(),
    front: text("front"),
    bet: integer("bet").notNull(),
    bonusBet: integer("bonus_bet").notNull(),
    /** `win`, `push` or `loss` for the seat, set at settling. */
    outcome: text("outcome"),
    foul: integer("foul", { mode: "boolean" }),
    /** Each comparison from the seat's side: `win`, `lose` or `copy` (a copy loses). */
    backMark: text("back_mark"),
    frontMark: text("front_mark"),
    /** Commission paid on a win; the seat's net result on the main bet. */
    commission: integer("commission"),
    net: integer("net"),
    /** The Fortune pay line its seven cards made (FORTUNE_KEYS), and the bonus net result. */
    bonusKey: text("bonus_key"),
    bonusNet: integer("bonus_net"),
    /** Exact EV per unit bet of the setting played, the best and the house way's (the coach). */
    ev: real("ev"),
    bestEv: real("best_ev"),
    houseWayEv: real("house_way_ev"),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.seat] })],
);

/**
 * A learner holding the bank at a table (RULES.md 9): taken once the entry rule is met, kept
 * while each round is approved in time, ended by leaving, by the approval clock or by a
 * balance too small for the seats.
 */
export const bankSessions = sqliteTable(
  "bank_sessions",
  {
    id: text("id").primaryKey(),
    learnerId: text("learner_id")
      .notNull()
      .references(() => learners.id, { onDelete: "cascade" }),
    tableId: text("table_id").notNull(),
    seats: integer("seats").notNull(),
    startedAt: integer("started_at").notNull(),
    /** When the bank was taken or a round last approved: the approval clock runs from here. */
    lastAt: integer("last_at").notNull(),
    endedAt: integer("ended_at"),
  },
  (t) => [
    uniqueIndex("bank_sessions_active_idx")
      .on(t.learnerId, t.tableId)
      .where(sql`${t.endedAt} is null`),
  ],
);

export type WalletRow = typeof wallets.$inferSelect;
export type LedgerRow = typeof ledger.$inferSelect;
export type NewLedgerRow = typeof ledger.$inferInsert;
export type TableRoundRow = typeof tableRounds.$inferSelect;
export type NewTableRoundRow = typeof tableRounds.$inferInsert;
export type TableSeatRow = typeof tableSeats.$inferSelect;
export type NewTableSeatRow = typeof tableSeats.$inferInsert;
export type BankSessionRow = typeof bankSessions.$inferSelect;
