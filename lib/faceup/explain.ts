/**
 * Why the splits of a Face Up hand do what they do, as facts the page words (FaceUp.explain.*):
 * counted from the 21 outcomes, never from a rule restated. `wins` names the lowest back and
 * front among the winning splits, so a learner sees how much room there was. Pure and
 * browser-safe.
 */
import type { FaceUpResult, Outcome } from "@/lib/engine";

export type FaceUpExplanation =
  /** Ace-high pai gow: every split pushes. */
  | { kind: "dealer-pushes" }
  | {
      kind: "wins";
      wins: number;
      /** The lowest back value and the lowest front value among the winning splits. */
      lowestBack: number;
      lowestFront: number;
    }
  /** No split beats both hands; `pushes` splits beat one of them. */
  | { kind: "pushes"; pushes: number }
  /** No split beats either hand without fouling. */
  | { kind: "loses" };

export function explainFaceUp(
  result: Pick<FaceUpResult, "dealerPushes" | "splits">,
): FaceUpExplanation {
  if (result.dealerPushes) return { kind: "dealer-pushes" };
  const count = (o: Outcome) => result.splits.filter((s) => s.outcome === o).length;
  const winning = result.splits.filter((s) => s.outcome === "win");
  if (winning.length > 0)
    return {
      kind: "wins",
      wins: winning.length,
      lowestBack: Math.min(...winning.map((s) => s.backValue)),
      lowestFront: Math.min(...winning.map((s) => s.frontValue)),
    };
  const pushes = count("push");
  return pushes > 0 ? { kind: "pushes", pushes } : { kind: "loses" };
}
