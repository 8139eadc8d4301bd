/**
 * A famous hand's answers, computed (pure: the engine only). The best split and its exact EV
 * under a casino rule set, the house way's setting of that rule set, and how every published
 * way sets the hand: the texts say why players argue, these say who is right at which casino.
 */
import {
  type Card,
  exactEv,
  houseWay,
  parseHand,
  type RuleSet,
  type SplitEv,
  WAYS,
  type Way,
} from "@/lib/engine";
import { type FamousHand, famousHand } from "./hands";

export class UnknownFamousHand extends Error {
  constructor(id: string) {
    super(`unknown famous hand "${id}"`);
    this.name = "UnknownFamousHand";
  }
}

/** The cards of the famous hand `id`; throws UnknownFamousHand for any other id. */
export function famousCards(id: string): Card[] {
  const hand: FamousHand | undefined = famousHand(id);
  if (!hand) throw new UnknownFamousHand(id);
  return parseHand(hand.cards);
}

export interface FamousAnswer {
  /** The best split (highest exact EV; ties go to the house way's split). */
  best: SplitEv;
  /** The house way's split under the same rule set, and its rule's name. */
  houseWay: SplitEv;
  houseWayRule: string;
}

/** The exact answer to the famous hand `id` under `ruleSet` (about 10 ms to 1 s: exact EV). */
export function famousAnswer(id: string, ruleSet: RuleSet): FamousAnswer {
  const result = exactEv(famousCards(id), { ruleSet });
  return {
    best: result.splits[result.best] as SplitEv,
    houseWay: result.splits[result.houseWay] as SplitEv,
    houseWayRule: result.houseWaySetting.rule,
  };
}

export interface WaySetting {
  /** The published ways that set the hand this way. */
  ways: Way[];
  frontIndex: [number, number];
  backValue: number;
  frontValue: number;
}

/**
 * How each published casino way sets `hand`, ways that make the same back and front together
 * (equal-rank cards are the same hands), in WAYS order of their first way.
 */
export function waySettings(hand: readonly Card[]): WaySetting[] {
  const out: WaySetting[] = [];
  for (const way of WAYS) {
    const s = houseWay(hand, way);
    const same = out.find((o) => o.backValue === s.backValue && o.frontValue === s.frontValue);
    if (same) same.ways.push(way);
    else
      out.push({
        ways: [way],
        frontIndex: s.frontIndex,
        backValue: s.backValue,
        frontValue: s.frontValue,
      });
  }
  return out;
}
