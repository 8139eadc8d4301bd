/** What the dealer's drill hands the browser: plain serializable shapes (client-safe). */
import type { DealerMode } from "@/db/schema/vocabulary";

export type { DealerMode };

import type { Card, Reason, RuleSet } from "@/lib/engine";

export interface DealerDealView {
  dealId: string;
  hand: Card[];
  mode: DealerMode;
  ruleSet: RuleSet;
  dealtAt: number;
}

export interface DealerGradeView {
  dealId: string;
  hand: Card[];
  ruleSet: RuleSet;
  correct: boolean;
  /** The learner's front and the casino's house way's front (cards of the hand). */
  front: [Card, Card];
  wayFront: [Card, Card];
  /** The way's rule name (`two-pair:split`; a number for the online way) and why it sets so. */
  rule: string;
  reason: Reason;
}
