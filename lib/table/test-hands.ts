/**
 * Hands the rule-set tests share (rule-sets.test.ts, the settlement; rule-set-tables.test.ts,
 * the shipped tables through the store). Test support only.
 */
import type { RuleSet } from "@/lib/engine";

// The learner's cards against a dealer whose seed-way front is nine-high (9 7) and whose back
// is king-high: the learner's aces beat both under the 5% game.
export const STRONG = "Ac Ad Kh Qc Js 8d 6h";
export const NINE_HIGH_DEALER = "Ks 9h 7c 5d 4s 3h 2c";
// A dealer whose back is queen-high without a pair (Q behind, J 9 in front).
export const QUEEN_HIGH_DEALER = "Qs Jh 9c 7d 5s 3h 2c";
export const WINNER = "As Ah Ks Kh Qd Qc 2s";
export const WEAK_DEALER = "8s 7d 5c 4h 3s 2d Tc";

export const CF: RuleSet = { way: "seed", variant: "cf" };
