/**
 * What is wrong with a bet at a table (RULES.md 8, 10), if anything: one pure check that the
 * server enforces (the table machine, lib/table/machine/commands.ts) and the screen shows in
 * place before Deal (components/table/table-state.ts), so the two never disagree. Client-safe.
 */
import type { TableConfig } from "./tables";

export type BetRules = Pick<TableConfig, "minBet" | "maxBet" | "bonus">;

export type BetProblem =
  | { kind: "under-min"; limit: number }
  | { kind: "over-max"; limit: number }
  | { kind: "bonus-under-min"; limit: number }
  | { kind: "bonus-over-max"; limit: number }
  | { kind: "balance"; balance: number };

/**
 * The first problem of a main bet and a bonus bet (minor units) at these limits, with the
 * balance when it is known; null when they may be dealt. The order is the screen's: the most
 * useful thing to say while chips are being stacked (under the minimum comes last).
 */
export function betProblemOf(
  rules: BetRules,
  bet: number,
  bonusBet: number,
  balance: number | null = null,
  /** The other side bets' stakes (RULES.md 13.2), which the balance must cover too. */
  sideBets = 0,
): BetProblem | null {
  if (bet > rules.maxBet) return { kind: "over-max", limit: rules.maxBet };
  if (bonusBet > 0) {
    // A table without the bonus takes none: its limit is nothing.
    if (!rules.bonus) return { kind: "bonus-over-max", limit: 0 };
    if (bonusBet > rules.bonus.maxBet) return { kind: "bonus-over-max", limit: rules.bonus.maxBet };
    if (bonusBet < rules.bonus.minBet)
      return { kind: "bonus-under-min", limit: rules.bonus.minBet };
  }
  if (balance !== null && bet + bonusBet + sideBets > balance) return { kind: "balance", balance };
  if (bet < rules.minBet) return { kind: "under-min", limit: rules.minBet };
  return null;
}

/** The refusal code of a problem (lib/table/errors.ts). */
export const betErrorCode = (
  problem: BetProblem,
): "bet-out-of-limits" | "bonus-out-of-limits" | "insufficient-balance" =>
  problem.kind === "balance"
    ? "insufficient-balance"
    : problem.kind === "under-min" || problem.kind === "over-max"
      ? "bet-out-of-limits"
      : "bonus-out-of-limits";
