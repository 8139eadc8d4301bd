/**
 * The table's money math, pure and in integer minor units (RULES.md 4, 8, 10): commission on a
 * won bet rounded half up to the minor unit, the Fortune bonus payout, and the ledger entries
 * a settled seat produces. No floats touch an amount.
 */

import type { Outcome } from "@/lib/engine";
import { FORTUNE_PAYS, type FortuneKey } from "@/lib/engine";

type LedgerKind =
  | "grant"
  | "rebuy"
  | "bet"
  | "bonus-bet"
  | "return"
  | "payout"
  | "commission"
  | "bonus-payout"
  | "side-bet"
  | "side-payout"
  | "envy-payout"
  | "bank-win"
  | "bank-loss"
  | "bank-commission";

export interface LedgerEntry {
  kind: LedgerKind;
  /** Signed minor units: negative leaves the balance. */
  amount: number;
}

function assertAmount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative integer of minor units, got ${value}`);
}

/**
 * `amount` x `bp` / 10,000 rounded half up to the minor unit: 5% (500 bp) of $2.50 is 12.5
 * cents, charged as 13; 1.5% of $50 is exactly 75 cents.
 */
export function percentHalfUp(amount: number, bp: number): number {
  assertAmount(amount, "amount");
  if (!Number.isInteger(bp) || bp < 0 || bp >= 10_000)
    throw new RangeError(`basis points must be an integer in [0, 10000), got ${bp}`);
  return Math.floor((2 * amount * bp + 10_000) / 20_000);
}

/** Commission on a won main bet. */
export const commissionOn = (bet: number, commissionBp: number): number =>
  percentHalfUp(bet, commissionBp);

/** What a bonus bet brings back on a pay line: stake plus winnings, or nothing. */
export function bonusReturn(
  bonusBet: number,
  key: FortuneKey,
  pays: Readonly<Record<FortuneKey, number>> = FORTUNE_PAYS,
): number {
  assertAmount(bonusBet, "bonusBet");
  return key === "lose" ? 0 : bonusBet * (pays[key] + 1);
}

/**
 * Entries taken at the deal: the main bet, the bonus bet and each other side bet (RULES.md 13.2)
 * leave the balance.
 */
export function betEntries(bet: number, bonusBet: number, sideBets: number[] = []): LedgerEntry[] {
  assertAmount(bet, "bet");
  assertAmount(bonusBet, "bonusBet");
  const entries: LedgerEntry[] = [{ kind: "bet", amount: -bet }];
  if (bonusBet > 0) entries.push({ kind: "bonus-bet", amount: -bonusBet });
  for (const side of sideBets) {
    assertAmount(side, "sideBet");
    if (side > 0) entries.push({ kind: "side-bet", amount: -side });
  }
  return entries;
}

export interface SeatSettlement {
  /** Entries at settling (the bets were taken at the deal). */
  entries: LedgerEntry[];
  commission: number;
  /** Net result of the main bet: +bet - commission, 0 or -bet. */
  net: number;
  /** Net result of the bonus bet: winnings, or -bonusBet (0 without one). */
  bonusNet: number;
}

/** How a player seat settles (bets already taken): win pays even money less commission. */
export function settleSeat(
  bet: number,
  bonusBet: number,
  outcome: Outcome,
  bonusKey: FortuneKey | null,
  commissionBp: number,
  bonusPays: Readonly<Record<FortuneKey, number>> = FORTUNE_PAYS,
): SeatSettlement {
  assertAmount(bet, "bet");
  assertAmount(bonusBet, "bonusBet");
  const entries: LedgerEntry[] = [];
  let commission = 0;
  let net: number;
  if (outcome === "win") {
    commission = commissionOn(bet, commissionBp);
    entries.push({ kind: "payout", amount: 2 * bet });
    if (commission > 0) entries.push({ kind: "commission", amount: -commission });
    net = bet - commission;
  } else if (outcome === "push") {
    entries.push({ kind: "return", amount: bet });
    net = 0;
  } else {
    net = -bet;
  }
  let bonusNet = 0;
  if (bonusBet > 0) {
    const back = bonusReturn(bonusBet, bonusKey ?? "lose", bonusPays);
    if (back > 0) entries.push({ kind: "bonus-payout", amount: back });
    bonusNet = back - bonusBet;
  }
  return { entries, commission, net, bonusNet };
}

/** Sum of a list of entries. */
export const entriesTotal = (entries: readonly LedgerEntry[]): number =>
  entries.reduce((sum, e) => sum + e.amount, 0);

/** Banking points (RULES.md 9) a main bet earns as a player: one per whole currency unit. */
export const pointsForBet = (bet: number): number => Math.floor(bet / 100);

// Banking (RULES.md 9) ------------------------------------------------------------------------

/**
 * What the bank gains (positive) or pays (negative) against one seat: a seat that loses pays
 * its bet to the bank; a seat that wins is paid its bet less its 5% commission, out of the
 * bank's balance; a push moves nothing.
 */
export function bankResultAgainst(
  bet: number,
  seatOutcome: Outcome,
  seatCommissionBp: number,
): number {
  assertAmount(bet, "bet");
  if (seatOutcome === "loss") return bet;
  if (seatOutcome === "win") return -(bet - commissionOn(bet, seatCommissionBp));
  return 0;
}

/** The house's charge to the bank: a share of the round's total bets against it, half up. */
export const bankCommissionOn = (totalBets: number, bankCommissionBp: number): number =>
  percentHalfUp(totalBets, bankCommissionBp);

/**
 * The least balance that may take the bank against `seats` seats: 1.015 x the most those seats
 * can bet in one round (RULES.md 9), rounded up to the minor unit.
 */
export function bankEntryBalance(maxBet: number, seats: number, bankCommissionBp: number): number {
  assertAmount(maxBet, "maxBet");
  if (!Number.isInteger(seats) || seats < 1)
    throw new RangeError(`seats must be >= 1, got ${seats}`);
  const most = maxBet * seats;
  return most + Math.ceil((most * bankCommissionBp) / 10_000);
}

/**
 * The most a learner bank can lose on one dealt round (RULES.md 9): every seat wins, each paid
 * its bet less its commission, and the house charges the bank its share of the action. A bank
 * whose balance is below this at the deal does not bank that round (issue 29).
 */
export function bankExposure(
  bets: readonly number[],
  commissionBp: number,
  bankCommissionBp: number,
): number {
  const action = bets.reduce((sum, bet) => sum + bet, 0);
  const paid = bets.reduce((sum, bet) => sum + bet - commissionOn(bet, commissionBp), 0);
  return paid + bankCommissionOn(action, bankCommissionBp);
}
