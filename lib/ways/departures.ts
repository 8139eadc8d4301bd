/**
 * Where the best play departs from a learner's own way, by hand type: the strategy page's view
 * of an own way (issue 52 part 5: no rule list, the exact run's figures instead). The run keeps
 * each rule of the way apart (`house-way-rule:LABEL:...`, summary.ts); this sums the rules of
 * one hand type of the editor (a `straight>` label with the rule that decided it, the
 * straights' own rules as "straights"), most gained first. Pure.
 */
import { RULE_KEYS } from "@/lib/engine";
import type { RuleKey } from "./editor";

export interface HandTypeDeparture {
  type: RuleKey;
  /** Share of all hands of the game, 0-1. */
  share: number;
  /** The way's and the best play's EV on these hands, in percent of the bet. */
  houseWay: number;
  optimal: number;
  /** What the best play gains over the way on these hands, per 1,000 hands of the game. */
  gainPer1000: number;
}

const PREFIX = "house-way-rule:";

/** The editor's hand type of a casino rule label (`two-pair:split`, `straight>trips`, ...). */
export function handTypeOfLabel(label: string): RuleKey {
  const rule = label.replace(/^straight>/, "");
  if (rule.startsWith("straight:")) return "straights";
  const head = rule.split(":")[0] ?? "";
  const named: Record<string, RuleKey> = {
    "quads+pair": "quads-pair",
    "quads+trips": "quads-pair",
    "trips+two-pair": "trips-two-pair",
  };
  const type = named[head] ?? head;
  if (!(RULE_KEYS as readonly string[]).includes(type))
    throw new Error(`no hand type for rule "${label}"`);
  return type as RuleKey;
}

/**
 * The departures of one variant's run figures, every hand type the run met, most gained first.
 * Null when the figures hold no rule lines (a run stored before they were).
 */
export function departuresByHandType(
  figures: Readonly<Record<string, number>>,
): HandTypeDeparture[] | null {
  const acc = new Map<RuleKey, { hands: number; hw: number; opt: number; gain: number }>();
  for (const key of Object.keys(figures)) {
    if (!key.startsWith(PREFIX) || !key.endsWith(":hands")) continue;
    const label = key.slice(PREFIX.length, -":hands".length);
    const at = (field: string) => figures[`${PREFIX}${label}:${field}`] ?? 0;
    const hands = at("hands");
    const a = acc.get(handTypeOfLabel(label)) ?? { hands: 0, hw: 0, opt: 0, gain: 0 };
    a.hands += hands;
    a.hw += at("house-way") * hands;
    a.opt += at("optimal") * hands;
    a.gain += at("optimal-gain-per-1000");
    acc.set(handTypeOfLabel(label), a);
  }
  if (acc.size === 0) return null;
  // Every hand is set by exactly one rule: the rules' hands are the game's.
  const total = [...acc.values()].reduce((n, a) => n + a.hands, 0);
  return [...acc]
    .map(([type, a]) => ({
      type,
      share: a.hands / total,
      houseWay: a.hw / a.hands,
      optimal: a.opt / a.hands,
      gainPer1000: a.gain,
    }))
    .sort((x, y) => y.gainPer1000 - x.gainPer1000);
}

/** The hand types where the best play gains over the way (the page's rows). */
export const gainingHandTypes = (all: readonly HandTypeDeparture[]): HandTypeDeparture[] =>
  all.filter((d) => d.gainPer1000 > 0);
