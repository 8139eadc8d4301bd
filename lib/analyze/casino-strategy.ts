/**
 * The strategy page's figures for each casino rule set (RULES.md 12), from the exact summaries
 * `paigow exact-edge --way W --variant V` commits (data-exact/WAY-VARIANT/summary.tsv, and
 * data-exact/summary.tsv for the default game): the house way against itself, the best play,
 * the trainer's way and its share of the best play's gain, win / push / loss shares, and for
 * each rule of the trainer's way what it gains over that casino's house way. A rule whose gain
 * there is zero or less does not hold at that casino: the page names it.
 *
 * Pure: scripts/strategy-casino-data.ts runs it over the summaries into
 * strategy-casino-data.json, which the page reads (no summary is read at request time), and
 * the test checks that file against the summaries.
 */
import {
  ALL_RULE_SETS,
  isDefaultRuleSet,
  type RuleSet,
  ruleSetKey,
  STRATEGY_RULES,
} from "@/lib/engine";

/** Where a rule set's summary lives, from the repository root. */
export const summaryPath = (rs: RuleSet): string =>
  isDefaultRuleSet(rs)
    ? "data-exact/summary.tsv"
    : `data-exact/${rs.way}-${rs.variant}/summary.tsv`;

interface CasinoRuleFigures {
  /** The trainer's rule (S1..S10). */
  key: string;
  /** Hands it sets (it is the first rule to match), and of those the ones set unlike the house way. */
  hands: number;
  departs: number;
  /** Sum over all hands of EV(rule's split) - EV(this casino's house-way split), units bet. */
  gain: number;
}

export interface CasinoStrategyFigures {
  key: string;
  way: RuleSet["way"];
  variant: RuleSet["variant"];
  hands: number;
  /** Mean EV per hand in percent, for a player against this casino's dealer. */
  houseWay: number;
  trainer: number;
  optimal: number;
  /** The trainer's way's share of what the best play gains over the house way, percent. */
  trainerShare: number;
  /** Shares of all hands (0..1) for the house way against itself. */
  houseWayWin: number;
  houseWayPush: number;
  houseWayLoss: number;
  rules: CasinoRuleFigures[];
  /** The trainer's rules that gain nothing (0) or lose (< 0) against this casino's house way. */
  notHolding: string[];
}

export function casinoStrategyFigures(
  rs: RuleSet,
  summary: ReadonlyMap<string, string>,
): CasinoStrategyFigures {
  const num = (key: string): number => {
    const v = summary.get(key);
    if (v === undefined) throw new Error(`${summaryPath(rs)}: no ${key}`);
    const n = Number(v);
    if (!Number.isFinite(n)) throw new Error(`${summaryPath(rs)}: ${key} is not a number`);
    return n;
  };
  if (summary.get("way") !== undefined && summary.get("way") !== rs.way)
    throw new Error(`${summaryPath(rs)}: the summary is of way ${summary.get("way")}`);
  const rules = STRATEGY_RULES.map((r) => ({
    key: r.key,
    hands: num(`trainer-rule:${r.key}:hands`),
    departs: num(`trainer-rule:${r.key}:departs-hands`),
    gain: num(`trainer-rule:${r.key}:gain-units`),
  }));
  return {
    key: ruleSetKey(rs),
    way: rs.way,
    variant: rs.variant,
    hands: num("hands"),
    houseWay: num("house-way"),
    trainer: num("trainer"),
    optimal: num("optimal"),
    trainerShare: num("trainer-share"),
    houseWayWin: num("house-way-win"),
    houseWayPush: num("house-way-push"),
    houseWayLoss: num("house-way-loss"),
    rules,
    notHolding: rules.filter((r) => r.gain <= 0).map((r) => r.key),
  };
}

/**
 * Every rule set's figures, in ALL_RULE_SETS order, from a reader of summary files; a rule set
 * whose exact game is not computed yet (the reader gives null) is left out, and the pages say
 * "not computed yet" for it.
 */
export const allCasinoStrategyFigures = (
  summaryOf: (rs: RuleSet) => ReadonlyMap<string, string> | null,
): CasinoStrategyFigures[] =>
  ALL_RULE_SETS.flatMap((rs) => {
    const summary = summaryOf(rs);
    return summary ? [casinoStrategyFigures(rs, summary)] : [];
  });
