/**
 * The side bets at the tables (RULES.md 13.2, issue 54 item 4), pure and client-safe: which a
 * table offers (its config: the Fortune pay table, the Envy schedule, Emperor's Challenge and the
 * variant's bet on the dealer's hand), whether a learner's stakes fit, and how each settles, in
 * integer minor units. Every side bet is banked by the house, also at a learner-banked table: no
 * entry here ever touches the bank's wallet.
 */
import {
  type Card,
  DEFAULT_FORTUNE_TABLE,
  dealerBet,
  dealerPushes,
  type EmperorsKey,
  ENVY_MINIMUM,
  emperorsKey,
  emperorsPays,
  envyAmount,
  envySchedule,
  type FortuneKey,
  fortuneBonus,
  fortuneTable,
  type Variant,
} from "@/lib/engine";

/** The side bets a table may offer beside the Fortune bonus, by their engine names. */
const TABLE_SIDE_BETS = ["emperors-challenge", "tiger-9", "queens-dragon"] as const;
export type TableSideBet = (typeof TABLE_SIDE_BETS)[number];

/** The bets on the dealer's hand: each dealt only in its variant (engine dealer-bets.ts). */
export const DEALER_HAND_BETS = ["tiger-9", "queens-dragon"] as const;
export type DealerHandBet = (typeof DEALER_HAND_BETS)[number];

interface SideLimits {
  minBet: number;
  maxBet: number;
}

/** What a table config says of its side bets (tables.ts; a class may name other pay tables). */
export interface SideBetConfig {
  /** The Fortune pay table (engine fortune-tables.ts); absent: RULES.md 10's. */
  fortuneTable?: string;
  /** The Envy schedule (engine envy.ts), at a table with other players; absent: none. */
  envy?: string;
  sideBets?: Partial<Record<TableSideBet, SideLimits>>;
}

/** What a table's Fortune bet and Envy pay by (RULES.md 13.2). */
export interface TablePays {
  /** The Fortune pay table's name (engine fortune-tables.ts). */
  fortuneTable: string;
  /** The Envy schedule's name (engine envy.ts); null: the table pays no Envy. */
  envy: string | null;
}

/** RULES.md 10's table and no Envy: every table that names none. */
export const DEFAULT_PAYS: TablePays = { fortuneTable: DEFAULT_FORTUNE_TABLE, envy: null };

/** The pay tables a table (a class's setting applied) pays by. */
export const tablePaysOf = (config: SideBetConfig): TablePays => ({
  fortuneTable: fortuneTableOf(config),
  envy: config.envy ?? null,
});

/** The stakes of one seat beside the main bet and the Fortune bonus (minor units; 0 none). */
export interface SideStakes {
  emperorsBet: number;
  /** On the variant's dealer-hand bet (Tiger 9 on `cf`, Queen's Dragon on `ez`). */
  dealerHandBet: number;
}

export const NO_SIDE_STAKES: SideStakes = { emperorsBet: 0, dealerHandBet: 0 };

export const sideStakesTotal = (s: SideStakes): number => s.emperorsBet + s.dealerHandBet;

export const isKnownFortuneTable = (name: string): boolean => fortuneTable(name) !== undefined;
export const isKnownEnvySchedule = (name: string): boolean => envySchedule(name) !== undefined;

/** A name of a dealer-hand bet dealt in `variant`, else false (tiger-9 only on `cf`). */
export const dealerHandBetFits = (name: DealerHandBet, variant: string): boolean =>
  dealerBet(name)?.variant === variant;

/** The Fortune pay table a table pays by (its name). */
const fortuneTableOf = (config: SideBetConfig): string =>
  config.fortuneTable ?? DEFAULT_FORTUNE_TABLE;

/** The dealer-hand bet a table offers (at most one: each variant has one) with its limits. */
function dealerHandBetOf(
  config: SideBetConfig,
): { name: DealerHandBet; limits: SideLimits } | null {
  for (const name of DEALER_HAND_BETS) {
    const limits = config.sideBets?.[name];
    if (limits) return { name, limits };
  }
  return null;
}

/** The side bets a table offers, in TABLE_SIDE_BETS order. */
export const offeredSideBets = (config: SideBetConfig): TableSideBet[] =>
  TABLE_SIDE_BETS.filter((name) => config.sideBets?.[name] !== undefined);

/** The config with only the dealer-hand bets `variant` deals (a class table under another game). */
export function sideBetsUnder<C extends SideBetConfig>(config: C, variant: string): C {
  const kept = Object.entries(config.sideBets ?? {}).filter(
    ([name]) =>
      !(DEALER_HAND_BETS as readonly string[]).includes(name) ||
      dealerHandBetFits(name as DealerHandBet, variant),
  );
  if (kept.length === Object.keys(config.sideBets ?? {}).length) return config;
  return { ...config, sideBets: Object.fromEntries(kept) };
}

export type SideBetRefusal = "side-bet-not-offered" | "side-bet-out-of-limits";

/** Why a seat's side stakes cannot be dealt at this table; null when they can. */
export function sideBetProblemOf(config: SideBetConfig, stakes: SideStakes): SideBetRefusal | null {
  const check = (stake: number, limits: SideLimits | undefined): SideBetRefusal | null => {
    if (stake === 0) return null;
    if (!limits) return "side-bet-not-offered";
    return stake < limits.minBet || stake > limits.maxBet ? "side-bet-out-of-limits" : null;
  };
  return (
    check(stakes.emperorsBet, config.sideBets?.["emperors-challenge"]) ??
    check(stakes.dealerHandBet, dealerHandBetOf(config)?.limits)
  );
}

/** A seat's side bets as the felt shows them: stakes, then results once settled (RULES.md 13.2). */
export interface SideBetsView {
  emperorsBet: number;
  dealerHandBet: number;
  emperorsKey: EmperorsKey | null;
  emperorsNet: number | null;
  dealerHandNet: number | null;
  /** The Envy the seat's Fortune bet earned (minor units). */
  envyPaid: number | null;
}

interface StoredSides {
  emperorsBet: number | null;
  dealerHandBet: number | null;
  emperorsKey: string | null;
  emperorsNet: number | null;
  dealerHandNet: number | null;
  envyPaid: number | null;
}

/** A stored seat's side bets' result, Envy included (0 without any). */
export const sideNetOf = (row: Partial<StoredSides>): number =>
  (row.emperorsNet ?? 0) + (row.dealerHandNet ?? 0) + (row.envyPaid ?? 0);

/** A stored seat's side bets for the felt; absent (undefined) where there were none. */
export function sideBetsView(row: StoredSides, settled: boolean): SideBetsView | undefined {
  if (!row.emperorsBet && !row.dealerHandBet && !(settled && row.envyPaid)) return undefined;
  return {
    emperorsBet: row.emperorsBet ?? 0,
    dealerHandBet: row.dealerHandBet ?? 0,
    emperorsKey: settled ? (row.emperorsKey as EmperorsKey | null) : null,
    emperorsNet: settled ? row.emperorsNet : null,
    dealerHandNet: settled ? row.dealerHandNet : null,
    envyPaid: settled ? row.envyPaid : null,
  };
}

// Settling ---------------------------------------------------------------------------------

/** What a stake brings back at `pays` to 1: stake and winnings, or nothing (0 pays: lost). */
const stakeBack = (stake: number, pays: number): number => (pays > 0 ? stake * (pays + 1) : 0);

/** The Fortune bonus by the table's pay table: its line and what the stake brings back. */
export function fortuneBack(
  table: string,
  stake: number,
  hand: readonly Card[],
): { key: FortuneKey; back: number } {
  const pays = fortuneTable(table)?.pays;
  if (!pays) throw new Error(`unknown Fortune pay table "${table}"`);
  const key = fortuneBonus(hand);
  return { key, back: stakeBack(stake, pays[key]) };
}

/** Emperor's Challenge on the seat's seven cards. */
export function emperorsBack(
  stake: number,
  hand: readonly Card[],
): { key: EmperorsKey; back: number } {
  const key = emperorsKey(hand);
  return { key, back: stakeBack(stake, emperorsPays(key)) };
}

/**
 * The game's dealer-hand bet (Tiger 9 on `cf`, Queen's Dragon on `ez`): wins when the dealer's
 * setting is the variant's push hand. A game without one returns nothing (the machine never
 * deals such a stake: sideBetProblemOf refuses it).
 */
export function dealerHandBack(
  variant: string,
  stake: number,
  dealer: { backValue: number; frontValue: number },
): number {
  const bet = DEALER_HAND_BETS.map(dealerBet).find((b) => b?.variant === variant);
  if (!bet) return 0;
  const pushes = dealerPushes(bet.variant as Variant, dealer.backValue, dealer.frontValue);
  return pushes ? stake * (bet.pays + 1) : 0;
}

/** Minor units per unit of every table currency (cents, öre). */
const MINOR_PER_UNIT = 100;

/**
 * The Envy a Fortune stake earns (RULES.md 13.2): under ENVY_MINIMUM units, nothing; else the
 * schedule's amount, in units of the currency, for each other player's hand that qualifies (the
 * caller passes the others' hands: never the seat's own, never the dealer's).
 */
export function envyPaid(
  schedule: string,
  fortuneStake: number,
  otherHands: ReadonlyArray<readonly Card[]>,
): { hands: number; paid: number } {
  const found = envySchedule(schedule);
  if (!found) throw new Error(`unknown Envy schedule "${schedule}"`);
  if (fortuneStake < ENVY_MINIMUM * MINOR_PER_UNIT) return { hands: 0, paid: 0 };
  let hands = 0;
  let paid = 0;
  for (const hand of otherHands) {
    const amount = envyAmount(found, fortuneBonus(hand));
    if (amount === 0) continue;
    hands++;
    paid += amount * MINOR_PER_UNIT;
  }
  return { hands, paid };
}
