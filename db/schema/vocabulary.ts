/**
 * The ground floor: every list of values the schema stores, in one place below everything
 * else. The schema's enum columns, the services and the forms all import these lists from
 * here, so the schema imports nothing from the services above it. Pure data: no drizzle, no
 * server code (the browser bundle may import it).
 *
 * The engine's own lists (hand categories, drill filters, verdicts) stay in lib/engine, which
 * imports nothing from the app and is the one floor below this one; they are re-exported here
 * so the schema names a single module.
 */
export { DRILL_FILTERS, HAND_CATEGORIES } from "../../lib/engine/categories";
export { VERDICTS } from "../../lib/engine/grade";

// Accounts and classes ----------------------------------------------------------------------

/** Roles of an account: students practise, teachers also run classes, admins edit rule pages. */
export const ROLES = ["student", "teacher", "admin"] as const;
export type Role = (typeof ROLES)[number];

/**
 * Drills an assignment can name: the practice drills a learner can pick, the dealer's drill
 * (its answers are dealer_attempts, counted whatever its mode) and the famous hands (attempts
 * of drill `famous`). A text column without a check,
 * so a new name needs no migration.
 */
export const ASSIGNMENT_DRILLS = [
  "any",
  "category",
  "traps",
  "review",
  "dealer",
  "famous",
] as const;
export type AssignmentDrill = (typeof ASSIGNMENT_DRILLS)[number];

// Practice -----------------------------------------------------------------------------------

/**
 * How a hand was chosen. `retry` is "try again" from the progress page; `famous` a hand of the
 * famous set (lib/famous/hands.ts), named by the learner and graded like any drill hand.
 */
const DRILL_KINDS = ["any", "category", "traps", "review", "retry", "beat", "famous"] as const;
export type DrillKind = (typeof DRILL_KINDS)[number];

/**
 * What a deal or an attempt records as its drill: a drill kind, a hand at the table, or a
 * hand of the dealer's drill (set by a casino's house way; its answers are dealer_attempts).
 */
export const RECORDED_DRILLS = [...DRILL_KINDS, "table", "dealer"] as const;
export type RecordedDrill = (typeof RECORDED_DRILLS)[number];

/**
 * Kinds of attempt. Only `decision` counts toward statistics: progress, the teacher's
 * dashboard and assignment completion.
 * - `decision`: the learner set the hand themselves, not having seen its best split;
 * - `retry`: a hand whose best split this learner was already shown;
 * - `house-way`: set by the House Way button (or a table's timer), not by the learner;
 * - `unverified`: practised offline on a hand the device dealt itself, not one the server
 *   dealt (issue 56, item 11): kept in the learner's history, never counted.
 * A text column without a check, so a new kind needs no migration.
 */
export const ATTEMPT_KINDS = ["decision", "retry", "house-way", "unverified"] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS)[number];

/**
 * The dealer's drill (issue 31): `all` deals hands weighted toward the rare rules; `differs`
 * deals only hands where the casino's way sets differently from the way the learner knows.
 */
export const DEALER_MODES = ["all", "differs"] as const;
export type DealerMode = (typeof DEALER_MODES)[number];

/**
 * What a dealer's drill answer records as its mode: a mode above, or `watchdog` (issue 54 item
 * 2: one answer per hand of a watchdog table, flagged or not). A text column without a check,
 * so a new mode needs no migration.
 */
export const DEALER_ATTEMPT_MODES = [...DEALER_MODES, "watchdog"] as const;

// Rule pages ---------------------------------------------------------------------------------

/** Where a rule page's text came from: the shipped Markdown, or an admin's edit. */
export const RULE_SOURCES = ["seed", "admin"] as const;

// The table (RULES.md 8-11) --------------------------------------------------------------------

/**
 * A round's phase. `open`: dealt, hands being set (the deadline is the setting time);
 * `settled`: every seat paid. Live tables (RULES.md 11) add their phases before `open`.
 */
export const ROUND_PHASES = ["open", "settled"] as const;

/** A seat's part in a round: the one bank (seat 0), or a player against it. */
export const SEAT_ROLES = ["bank", "player"] as const;

/** Who set a seat's hand: its learner (Done), the House Way button, or the timer. */
// "trainer": a bot at a live table whose config sets its bots by the trainer's way (issue 55).
export const SET_BY = ["learner", "house-way", "timer", "trainer"] as const;
export type SetBy = (typeof SET_BY)[number];

/** A player seat's result against the bank (RULES.md 4). */
export const SEAT_OUTCOMES = ["win", "push", "loss"] as const;
export type SeatOutcome = (typeof SEAT_OUTCOMES)[number];

/** One comparison (back or front) from a player seat's side; a copy goes to the bank. */
export const MARKS = ["win", "lose", "copy"] as const;
export type Mark = (typeof MARKS)[number];

/**
 * Every kind of ledger entry, one vocabulary for every wallet, whatever its seat:
 * - `grant` (the starting amount), `rebuy` (back up to it), `close` (a wallet emptied when an
 *   account adopts an anonymous learner: the account keeps its own balance);
 * - a player seat: `bet` and `bonus-bet` at the deal; at settling `return` (a push gives the
 *   bet back), `payout` (a won bet and its winnings), `commission` (5% of a win),
 *   `bonus-payout` (the bonus stake and its winnings; the house pays it whoever banks);
 *   `side-bet` at the deal and `side-payout` at settling for each other side bet (Emperor's
 *   Challenge, Tiger 9, Queen's Dragon), `envy-payout` the Envy a Fortune bet earned (RULES.md
 *   13.2; the house pays them whoever banks);
 * - a learner's bank: `bank-win` (a losing seat's bet), `bank-loss` (what a winning seat is
 *   paid: its bet less its commission), `bank-commission` (the house's 1.5% of the action).
 */
export const LEDGER_KINDS = [
  "grant",
  "rebuy",
  "close",
  "bet",
  "bonus-bet",
  "return",
  "payout",
  "commission",
  "bonus-payout",
  "side-bet",
  "side-payout",
  "envy-payout",
  "bank-win",
  "bank-loss",
  "bank-commission",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

// Live tables (RULES.md 11) ------------------------------------------------------------------

/**
 * A live table's phase: `idle` (no seated player), `approve` (a learner banks and must
 * approve the round), `bets` (players place bets and press Deal), `setting` (dealt: hands
 * being set), `settled` (the round's results on show before the next round).
 */
export const LIVE_TABLE_PHASES = ["idle", "approve", "bets", "setting", "settled"] as const;

/**
 * Why a live table's learner bank was taken away (not left by its holder): the balance no
 * longer covered the round's bets at the deal, the points or balance of the entry rule fell
 * short at a round's start, or the approval time ran out.
 */
export const BANK_LEFT_REASONS = ["cover", "entry-rule", "timeout"] as const;
export type BankLeftReason = (typeof BANK_LEFT_REASONS)[number];

// House ways ---------------------------------------------------------------------------------

/**
 * Where a learner's own house way stands (issue 52 part 3): `checking` while every hand is set
 * in the background, `valid` once none fouls (only then can it be chosen), `refused` when one
 * did (the row keeps the first fouling hands).
 */
export const HOUSE_WAY_STATUSES = ["checking", "valid", "refused"] as const;
export type HouseWayStatus = (typeof HOUSE_WAY_STATUSES)[number];

/**
 * Where a checked way's background exact run stands (issue 52 part 3): `queued` until the one
 * run of the whole app is free, `running` while a process holds its lease, `done` with its
 * figures, `failed` with the reason (the owner may ask again).
 */
export const WAY_RUN_STATUSES = ["queued", "running", "done", "failed"] as const;
