"use client";

import { useTranslations } from "next-intl";
import { CardText } from "@/components/cards/PlayingCard";
import type { Card } from "@/lib/engine";
import { backWords, cardName, frontWords } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import type { SplitView } from "@/lib/practice/views";

/**
 * A setting as two short lines of card text (back, front) with their values: the analyzer
 * shows the seven cards drawn once above, so its settings stay light (a page of drawn cards
 * three times over would weigh twice as much).
 */
export function CompactSetting({
  hand,
  split,
  fourColour,
}: {
  hand: readonly Card[];
  split: SplitView;
  fourColour: boolean;
}) {
  const t = useTranslations("Drill");
  const game = useGameTranslate();
  const [i, j] = split.frontIndex;
  const rows = [
    {
      label: t("back"),
      cards: hand.filter((_, k) => k !== i && k !== j),
      words: backWords(game, split.backValue),
    },
    {
      label: t("front"),
      cards: [hand[i], hand[j]] as Card[],
      words: frontWords(game, split.frontValue),
    },
  ];
  return (
    <dl className="space-y-2">
      {rows.map((row) => (
        <div key={row.label}>
          <dt className="text-xs font-medium text-stone-500">{row.label}</dt>
          <dd>
            <span className="flex flex-wrap gap-1.5 text-base">
              {row.cards.map((card) => (
                <span
                  key={card}
                  className="rounded border border-stone-200 bg-white px-1 shadow-xs"
                >
                  <CardText card={card} name={cardName(game, card)} fourColour={fourColour} />
                </span>
              ))}
            </span>
            <span className="mt-0.5 block text-sm font-semibold text-stone-900">{row.words}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
