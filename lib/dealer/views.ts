/** What the dealer's drill hands the browser: plain serializable shapes (client-safe). */
import type { DealerMode } from "@/db/schema/vocabulary";

import type { Card, Reason, TableRuleSet } from "@/lib/engine";
import type { WatchdogFault } from "./watchdog";

export type { DealerMode, WatchdogFault };

export interface DealerDealView {
  dealId: string;
  hand: Card[];
  mode: DealerMode;
  /** The learner's casino at the deal; Face Up's too: the dealer sets by the way in every game. */
  ruleSet: TableRuleSet;
  dealtAt: number;
}

export interface DealerGradeView {
  dealId: string;
  hand: Card[];
  ruleSet: TableRuleSet;
  correct: boolean;
  /** The learner's front and the casino's house way's front (cards of the hand). */
  front: [Card, Card];
  wayFront: [Card, Card];
  /** The way's rule name (`two-pair:split`; a number for the online way) and why it sets so. */
  rule: string;
  reason: Reason;
}

/** A watchdog table as dealt: each hand as the dealer set it, nothing said of which are wrong. */
export interface WatchdogDealView {
  tableId: string;
  ruleSet: TableRuleSet;
  dealtAt: number;
  seats: Array<{ front: [Card, Card]; back: Card[] }>;
}

export interface WatchdogSeatGrade {
  front: [Card, Card];
  back: Card[];
  /** Set wrongly (its back and front differ from the casino's house way's), and why. */
  wrong: boolean;
  fault: WatchdogFault | null;
  /** The learner flagged it, with this front for the right setting. */
  flagged: boolean;
  fix: [Card, Card] | null;
  /** Right: a wrong hand flagged with the house way's setting, or a right hand left alone. */
  correct: boolean;
  wayFront: [Card, Card];
  rule: string;
  reason: Reason;
}

export interface WatchdogGradeView {
  tableId: string;
  ruleSet: TableRuleSet;
  seats: WatchdogSeatGrade[];
}
