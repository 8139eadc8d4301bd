/**
 * PostgreSQL mirror of db/schema/sqlite/table.ts: same tables, columns and row types. Money
 * and Unix-ms times are bigint read as JS numbers (SQLite's integer holds 8 bytes; int4 would
 * overflow a large balance or any time), and seeds run to 2^32.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { learners } from "./practice";

export const wallets = pgTable(
  "wallets",
  {
    learnerId: text("learner_id")
      .notNull()
      .references(() => learners.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    balance: bigint("balance", { mode: "number" }).notNull(),
    rebuys: integer("rebuys").notNull().default(0),
    points: bigint("points", { mode: "number" }).notNull().default(0),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
    updatedAt: bigint("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.learnerId, t.currency] })],
);

export const ledger = pgTable(
  "ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    learnerId: text("learner_id")
      .notNull()
      .references(() => learners.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    roundId: text("round_id").references(() => tableRounds.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    balanceAfter: bigint("balance_after", { mode: "number" }).notNull(),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("ledger_wallet_idx").on(t.learnerId, t.currency, t.id),
    index("ledger_round_idx").on(t.roundId),
  ],
);

export const tableRounds = pgTable(
  "table_rounds",
  {
    id: text("id").primaryKey(),
    learnerId: text("learner_id")
      .notNull()
      .references(() => learners.id, { onDelete: "cascade" }),
    tableId: text("table_id").notNull(),
    currency: text("currency").notNull(),
    role: text("role").notNull(),
    status: text("status").notNull(),
    bankHand: text("bank_hand").notNull(),
    bankFront: text("bank_front"),
    bankRule: text("bank_rule"),
    commissionBp: integer("commission_bp").notNull(),
    balanceBefore: bigint("balance_before", { mode: "number" }).notNull(),
    balanceAfter: bigint("balance_after", { mode: "number" }),
    dealtAt: bigint("dealt_at", { mode: "number" }).notNull(),
    deadlineAt: bigint("deadline_at", { mode: "number" }),
    settledAt: bigint("settled_at", { mode: "number" }),
    settledBy: text("settled_by"),
    seed: bigint("seed", { mode: "number" }),
  },
  (t) => [
    uniqueIndex("table_rounds_open_idx")
      .on(t.learnerId, t.tableId)
      .where(sql`${t.status} = 'open'`),
    index("table_rounds_learner_dealt_idx").on(t.learnerId, t.dealtAt),
    index("table_rounds_learner_table_dealt_idx").on(t.learnerId, t.tableId, t.dealtAt),
    index("table_rounds_learner_status_idx").on(t.learnerId, t.status),
  ],
);

export const tableSeats = pgTable(
  "table_seats",
  {
    roundId: text("round_id")
      .notNull()
      .references(() => tableRounds.id, { onDelete: "cascade" }),
    seat: integer("seat").notNull(),
    learner: boolean("learner").notNull(),
    hand: text("hand").notNull(),
    front: text("front"),
    bet: bigint("bet", { mode: "number" }).notNull(),
    bonusBet: bigint("bonus_bet", { mode: "number" }).notNull(),
    outcome: text("outcome"),
    foul: boolean("foul"),
    backMark: text("back_mark"),
    frontMark: text("front_mark"),
    commission: bigint("commission", { mode: "number" }),
    net: bigint("net", { mode: "number" }),
    bonusKey: text("bonus_key"),
    bonusNet: bigint("bonus_net", { mode: "number" }),
    ev: doublePrecision("ev"),
    bestEv: doublePrecision("best_ev"),
    houseWayEv: doublePrecision("house_way_ev"),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.seat] })],
);

export const bankSessions = pgTable(
  "bank_sessions",
  {
    id: text("id").primaryKey(),
    learnerId: text("learner_id")
      .notNull()
      .references(() => learners.id, { onDelete: "cascade" }),
    tableId: text("table_id").notNull(),
    seats: integer("seats").notNull(),
    startedAt: bigint("started_at", { mode: "number" }).notNull(),
    lastAt: bigint("last_at", { mode: "number" }).notNull(),
    endedAt: bigint("ended_at", { mode: "number" }),
  },
  (t) => [
    uniqueIndex("bank_sessions_active_idx")
      .on(t.learnerId, t.tableId)
      .where(sql`${t.endedAt} is null`),
  ],
);
