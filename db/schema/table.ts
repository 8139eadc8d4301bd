/**
 * The casino table (RULES.md 8-11), written once for both stores through the column kits of
 * db/schema/columns.ts: play-money wallets, the ledger of every balance change, and rounds
 * with their seats. Money is integer minor units; times are Unix milliseconds; hands and
 * fronts are card text in the engine's notation (lib/engine/cards.ts).
 *
 * One model of a round (lib/table/round.ts): a round belongs to a table instance, has a phase
 * and a deadline, and seats. Seat 0 is the bank: the house (no occupant) or a learner; seats 1
 * to 6 are players: a learner, or none for a seat the house sets (a simulated player). Each
 * occupied seat records its own wallet before and after. The solo table (a learner against
 * the house) and the banking table (a learner's bank against simulated seats) are two
 * configurations of it; a live table (RULES.md 11) is a third.
 */
import { sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { ColumnKit } from "./columns";
import { LEDGER_KINDS, MARKS, ROUND_PHASES, SEAT_OUTCOMES, SEAT_ROLES, SET_BY } from "./vocabulary";

/** The table's tables in one dialect; `learners` is that dialect's (wallets and seats refer to it). */
export function tableSchema(k: ColumnKit, learners: { id: AnySQLiteColumn }) {
  /** A learner's play money in one currency. Its balance always equals the sum of its ledger. */
  const wallets = k.table(
    "wallets",
    {
      learnerId: k
        .text("learner_id")
        .notNull()
        .references(() => learners.id, { onDelete: "cascade" }),
      /** ISO 4217 code of a currency in lib/table/tables.json. */
      currency: k.text("currency").notNull(),
      balance: k.money("balance").notNull(),
      rebuys: k.int("rebuys").notNull().default(0),
      /** Banking points (RULES.md 9): +1 per whole unit bet as a player, never below 0. */
      points: k.money("points").notNull().default(0),
      /**
       * Held while the learner banks a dealt live round: the most its seats can win (RULES.md
       * 9), so money spent at another table meanwhile can never leave the bank short.
       */
      held: k.money("held").notNull().default(0),
      createdAt: k.ms("created_at").notNull(),
      updatedAt: k.ms("updated_at").notNull(),
    },
    (t) => [
      k.primaryKey({ columns: [t.learnerId, t.currency] }),
      // Money never goes below zero (issue 29): the store refuses it whatever the code does.
      k.check("wallets_balance_check", sql`${t.balance} >= 0`),
      k.check("wallets_held_check", sql`${t.held} >= 0 AND ${t.held} <= ${t.balance}`),
    ],
  );

  /** One round at a table instance: dealt, then settled once (by its seats, or the clock). */
  const rounds = k.table(
    "rounds",
    {
      id: k.text("id").primaryKey(),
      /**
       * The table instance the round is played at: a learner's own table (solo or banking) is
       * `solo:<learnerId>:<tableId>` (lib/table/round.ts); a live table will be its own id.
       */
      instanceId: k.text("instance_id").notNull(),
      /** Table id from lib/table/tables.json. */
      tableId: k.text("table_id").notNull(),
      currency: k.text("currency").notNull(),
      phase: k.text("phase", { enum: ROUND_PHASES }).notNull(),
      /** A winning player's commission, in basis points (500 = 5%). */
      commissionBp: k.int("commission_bp").notNull(),
      /** The casino rule set the round is dealt, set and settled under (`way/variant`). */
      ruleSet: k.text("rule_set").notNull().default("seed/standard"),
      /** The house's charge to a learner's bank (150 = 1.5% of the action); null: the house banks. */
      bankCommissionBp: k.int("bank_commission_bp"),
      dealtAt: k.ms("dealt_at").notNull(),
      /** When the current phase's time runs out (the clock advances it); null: no timer. */
      deadlineAt: k.ms("deadline_at"),
      settledAt: k.ms("settled_at"),
      /** Seed of the simulated seats (their bets and cards), so a banking round can be replayed. */
      seed: k.big("seed"),
    },
    (t) => [
      // One unsettled round per table instance: a second Deal (another tab, a replay, an
      // Approve while one's own hand is open) fails here.
      k.uniqueIndex("rounds_open_idx").on(t.instanceId).where(sql`${t.phase} <> 'settled'`),
      // The clock's query: unsettled rounds by deadline.
      k.index("rounds_due_idx").on(t.deadlineAt).where(sql`${t.phase} <> 'settled'`),
      k.index("rounds_instance_dealt_idx").on(t.instanceId, t.dealtAt),
    ],
  );

  /** One place in a round: the bank (seat 0) or a player, its cards, bets, setting, result. */
  const roundSeats = k.table(
    "round_seats",
    {
      roundId: k
        .text("round_id")
        .notNull()
        .references(() => rounds.id, { onDelete: "cascade" }),
      seat: k.int("seat").notNull(),
      role: k.text("role", { enum: SEAT_ROLES }).notNull(),
      /** The learner in the seat; null for a seat the house plays (the dealer, a simulated player). */
      learnerId: k.text("learner_id").references(() => learners.id, { onDelete: "cascade" }),
      hand: k.text("hand").notNull(),
      /** Set once the seat's hand is set (at settling for the house's seats). */
      front: k.text("front"),
      /** The house-way rule label when the house way set it ("8", "3>8"). */
      rule: k.text("rule"),
      setBy: k.text("set_by", { enum: SET_BY }),
      bet: k.money("bet").notNull().default(0),
      bonusBet: k.money("bonus_bet").notNull().default(0),
      /** A player seat's result against the bank. */
      outcome: k.text("outcome", { enum: SEAT_OUTCOMES }),
      foul: k.flag("foul"),
      /** Each comparison from the player's side (a copy goes to the bank). */
      backMark: k.text("back_mark", { enum: MARKS }),
      frontMark: k.text("front_mark", { enum: MARKS }),
      /** A player's commission on a win; the bank's: the house's charge on the action. */
      commission: k.money("commission"),
      /** The main-bet result (the bank's: against every seat, its commission included). */
      net: k.money("net"),
      /** The Fortune pay line its seven cards made (FORTUNE_KEYS), and the bonus net result. */
      bonusKey: k.text("bonus_key"),
      bonusNet: k.money("bonus_net"),
      /**
       * The other side bets (RULES.md 13.2), all banked by the house: Emperor's Challenge's stake,
       * line (EmperorsKey) and net; the variant's dealer-hand bet (Tiger 9, Queen's Dragon) and
       * its net; the Envy the Fortune bet earned on the other players' hands.
       */
      emperorsBet: k.money("emperors_bet").notNull().default(0),
      emperorsKey: k.text("emperors_key"),
      emperorsNet: k.money("emperors_net"),
      dealerHandBet: k.money("dealer_hand_bet").notNull().default(0),
      dealerHandNet: k.money("dealer_hand_net"),
      envyPaid: k.money("envy_paid"),
      /** Exact EV per unit bet of the setting played, the best and the house way's (the coach). */
      ev: k.real("ev"),
      bestEv: k.real("best_ev"),
      houseWayEv: k.real("house_way_ev"),
      /** The occupant's balance before the round's bets were taken, and after it settled. */
      walletBefore: k.money("wallet_before"),
      walletAfter: k.money("wallet_after"),
    },
    (t) => [
      k.primaryKey({ columns: [t.roundId, t.seat] }),
      k.index("round_seats_learner_idx").on(t.learnerId, t.roundId),
    ],
  );

  /**
   * Every change of a wallet's balance, signed, with the balance after it; kinds in
   * LEDGER_KINDS (db/schema/vocabulary.ts).
   */
  const ledger = k.table(
    "ledger",
    {
      id: k.serial("id"),
      learnerId: k
        .text("learner_id")
        .notNull()
        .references(() => learners.id, { onDelete: "cascade" }),
      currency: k.text("currency").notNull(),
      roundId: k.text("round_id").references(() => rounds.id, { onDelete: "cascade" }),
      kind: k.text("kind", { enum: LEDGER_KINDS }).notNull(),
      amount: k.money("amount").notNull(),
      balanceAfter: k.money("balance_after").notNull(),
      createdAt: k.ms("created_at").notNull(),
    },
    (t) => [
      k.index("ledger_wallet_idx").on(t.learnerId, t.currency, t.id),
      k.index("ledger_round_idx").on(t.roundId),
    ],
  );

  return { wallets, ledger, rounds, roundSeats };
}
