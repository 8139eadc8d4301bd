/**
 * The trainer's way: a short list of rules a person can learn that sets
 * hands better than the house way (RULES.md section 5), measured exactly by
 * `paigow strategy-report` and derived by scripts/derive-strategy.ts.
 *
 * `trainerWay(hand)` sets seven cards: the first rule of STRATEGY_RULES that
 * matches chooses the front; when none does the house way sets the hand
 * (rule "HW"). It never fouls, and choices between cards of one rank (the
 * joker counting as an ace) always take the best back, so they never cost a
 * value (`paigow verify-strategy` checks both over every hand).
 *
 * Messages (messages/<locale>/strategy.json, namespace `StrategyRules`):
 * `<key>.title` and `<key>.text` state each rule; `reason.key` is a key in
 * that namespace (e.g. `S3.reason`, or `HW.reason`), and its params are rank
 * characters (`A`, `K`, .. `2`) to be put into words like the house way's
 * reasons (lib/i18n/game-text.ts reasonWords: `{high}` plural, `{highDef}`).
 */
import { assertCards, type Card } from "../cards";
import { eval2, evalBack } from "../evaluate";
import { packFront, viewHand } from "./hand";
import { RULES, type StrategyRule } from "./rules";

export { viewHand } from "./hand";
export type { StrategyRule } from "./rules";

/** The rules in order, with their message keys (`StrategyRules.<key>.title` / `.text`). */
export const STRATEGY_RULES: ReadonlyArray<{ key: string; titleKey: string; textKey: string }> =
  RULES.map((r) => ({ key: r.key, titleKey: `${r.key}.title`, textKey: `${r.key}.text` }));

/** The rule key used when no rule matches and the house way sets the hand. */
export const HOUSE_WAY_RULE = "HW";

export interface TrainerSetting {
  front: [Card, Card];
  back: Card[];
  /** Positions of the front cards in the hand, ascending. */
  frontIndex: [number, number];
  backValue: number;
  frontValue: number;
  /** The rule that set the hand (`S1`, ...), or "HW" for the house way. */
  rule: string;
  /** A message key in `StrategyRules` and its parameters. */
  reason: { key: string; params: Record<string, string | number> };
}

/**
 * The front the trainer's way plays (packed positions, low | high << 3) and
 * the index of the rule that chose it in `rules` (-1: the house way).
 * Only the first `limit` rules are tried (the report's "first k rules").
 * Unchecked: seven valid, distinct cards.
 */
export function trainerFront(
  cards: readonly Card[],
  limit = RULES.length,
  rules: readonly StrategyRule[] = RULES,
): { front: number; rule: number; params: Record<string, string> } {
  const v = viewHand(cards);
  const n = Math.min(limit, rules.length);
  for (let k = 0; k < n; k++) {
    const m = (rules[k] as StrategyRule).apply(v);
    if (m) return { front: m.front, rule: k, params: m.params };
  }
  // The house way packs its front in rule order; ours is always low | high << 3.
  return { front: packFront(v.hwFront & 7, (v.hwFront >> 3) & 7), rule: -1, params: {} };
}

/** The trainer's setting of a seven-card hand, with the rule that chose it and why. */
export function trainerWay(hand: readonly Card[]): TrainerSetting {
  assertCards(hand, 7);
  const t = trainerFront(hand);
  const i = t.front & 7;
  const j = (t.front >> 3) & 7;
  const key = t.rule < 0 ? HOUSE_WAY_RULE : (RULES[t.rule] as StrategyRule).key;
  return {
    front: [hand[i] as Card, hand[j] as Card],
    back: hand.filter((_, k) => k !== i && k !== j),
    frontIndex: [i, j],
    backValue: evalBack(hand, i, j),
    frontValue: eval2(hand[i] as Card, hand[j] as Card),
    rule: key,
    reason: { key: `${key}.reason`, params: t.params },
  };
}
