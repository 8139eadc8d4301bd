"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useTrainerNumbers } from "@/components/cards/use-game-text";
import {
  compareValues,
  decidingCard,
  outcomeMoves,
  outcomeShift,
  per100DealerHands,
} from "@/lib/analyze/explain";
import { handChangeWords } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import type { SplitView } from "@/lib/practice/views";

/**
 * Why one split beats another, in words: how the two settings differ (front and back) and
 * which of the dealer's outcomes move, net, between them: exact counts over every dealer hand.
 */
export function WhyBetter({
  from,
  to,
  fromName,
  toName,
  total,
  commission,
  testId,
}: {
  from: SplitView;
  to: SplitView;
  fromName: string;
  toName: string;
  total: number;
  commission: number;
  testId?: string;
}) {
  const t = useTranslations("Compare");
  const game = useGameTranslate();
  const n = useTrainerNumbers();
  const format = useFormatter();
  // Moves are said per 100 dealer hands ("3.3 losses become pushes"), not in raw counts.
  const per100 = (count: number) =>
    format.number(per100DealerHands(count, total), {
      minimumFractionDigits: 1,
      maximumFractionDigits: 2,
    });

  const shift = outcomeShift(from, to);
  const moves = outcomeMoves(shift).map((move) =>
    // `n` picks the plural: French says "0,8 égalité devient un gain" (singular below 2).
    t(`moves.${move.from}-${move.to}` as "moves.push-win", {
      count: per100(move.count),
      n: per100DealerHands(move.count, total),
    }),
  );
  const front = compareValues(to.frontValue, from.frontValue);
  const back = compareValues(to.backValue, from.backValue);
  // Same category, same words ("Pair of threes" twice): name the kicker that differs instead.
  const deciding = decidingCard(to.backValue, from.backValue);
  const gain = to.ev - from.ev;
  // Both moves help, but not equally: the commission makes a saved loss worth more than a new win.
  const mixed = commission > 0 && shift.pushToWin > 0 && shift.lossToPush > 0;

  return (
    // Not a landmark: the strategy page shows one per rule's example, several under the same
    // name ("why the best beats the house way"), and landmarks must differ by name. Its
    // heading names it.
    <div
      data-testid={testId}
      className="rounded-xl border border-felt-200 bg-felt-50 p-4 text-sm text-stone-800"
    >
      <h3 className="font-semibold text-felt-900">
        {t("whyTitle", { better: toName, worse: fromName })}
      </h3>
      <p className="mt-2">
        {handChangeWords(game, "front", front, to.frontValue, from.frontValue)}{" "}
        {handChangeWords(game, "back", back, to.backValue, from.backValue, deciding)}
      </p>
      {moves.length > 0 ? (
        <p className="mt-1" data-testid="outcome-moves">
          {moves.length === 1
            ? t("movesOne", { first: moves[0] as string })
            : t("movesTwo", {
                first: moves[0] as string,
                second: moves[1] as string,
              })}{" "}
          {t("worth", { ev: n.units(gain), per100: n.per100(gain) })}
        </p>
      ) : null}
      {mixed ? (
        <p className="mt-1 text-stone-600">
          {t("commissionNote", {
            pays: format.number(1 - commission, { maximumFractionDigits: 4 }),
          })}
        </p>
      ) : null}
    </div>
  );
}
