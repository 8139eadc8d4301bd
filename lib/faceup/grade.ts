/**
 * The Face Up grade of one setting against the shown dealer (RULES.md 13.1), pure: the drill's
 * answer (service.ts) and the Face Up table's coach (lib/table/log.ts roundGrade) both show it.
 * Right when no split of the hand has a better outcome.
 */
import type { Mark } from "@/db/schema/vocabulary";
import { type Card, faceUp, faceUpRuleSet, type Way } from "@/lib/engine";
import { explainFaceUp } from "./explain";
import type { FaceUpGradeView, FaceUpSplitView } from "./views";

const mark = (mine: number, dealers: number): Mark =>
  mine > dealers ? "win" : mine === dealers ? "copy" : "lose";

/** Throws CardError on a bad hand; the front must be two of the hand's cards (checked by callers). */
export function gradeFaceUp(
  dealId: string,
  hand: readonly Card[],
  dealerHand: readonly Card[],
  way: Way,
  front: readonly [Card, Card],
): FaceUpGradeView {
  const result = faceUp(hand, dealerHand, faceUpRuleSet(way));
  const [i, j] = [hand.indexOf(front[0]), hand.indexOf(front[1])].sort((x, y) => x - y) as [
    number,
    number,
  ];
  const mine = result.splits.find((s) => s.frontIndex[0] === i && s.frontIndex[1] === j);
  if (!mine) throw new Error("faceup: no split for the chosen front");

  // Splits of equal values (equal-rank cards) once each, best outcome first, higher backs first.
  const seen = new Map<string, FaceUpSplitView>();
  for (const s of result.splits) {
    const key = `${s.backValue}|${s.frontValue}`;
    const yours = s.backValue === mine.backValue && s.frontValue === mine.frontValue;
    const known = seen.get(key);
    if (known) {
      known.yours ||= yours;
      known.count++;
    } else
      seen.set(key, {
        front: s.front,
        backValue: s.backValue,
        frontValue: s.frontValue,
        foul: s.foul,
        outcome: s.outcome,
        yours,
        count: 1,
      });
  }
  const order = { win: 0, push: 1, loss: 2 } as const;
  const splits = [...seen.values()].sort(
    (x, y) =>
      order[x.outcome] - order[y.outcome] ||
      y.backValue - x.backValue ||
      y.frontValue - x.frontValue,
  );
  return {
    dealId,
    front: [front[0], front[1]],
    outcome: mine.outcome,
    best: result.best,
    correct: mine.outcome === result.best,
    foul: mine.foul,
    marks: {
      back: mark(mine.backValue, result.dealer.backValue),
      front: mark(mine.frontValue, result.dealer.frontValue),
    },
    splits,
    explanation: explainFaceUp(result),
  };
}
