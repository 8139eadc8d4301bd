"use client";

import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { PlayingCard, rankLabel } from "@/components/cards/PlayingCard";
import { type Card, formatCard, JOKER } from "@/lib/engine";
import { cardButtonName, cardName } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";

/**
 * The seven dealt cards, laid out in `order` (dealt positions: by rank or as dealt). While the
 * learner sets the hand each card is a toggle button (aria-pressed = in the front; keys 1-7
 * count the cards as laid out); once graded they are pictures showing whichever setting the
 * learner chose to see, front cards raised. The list takes the focus when a new hand arrives.
 */
export function HandPicker({
  hand,
  order,
  front,
  interactive,
  fourColour,
  onToggle,
  listRef,
}: {
  hand: readonly Card[];
  order: readonly number[];
  /** Dealt positions of the cards in the front. */
  front: readonly number[];
  interactive: boolean;
  fourColour: boolean;
  onToggle: (position: number) => void;
  listRef?: Ref<HTMLUListElement>;
}) {
  const t = useTranslations("Drill");
  const game = useGameTranslate();

  return (
    <ul
      ref={listRef}
      tabIndex={-1}
      aria-label={t("handLabel")}
      data-testid="hand"
      className="grid scroll-mb-24 grid-cols-7 gap-1.5 rounded-lg pt-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-white/50 sm:gap-3"
    >
      {order.map((position, slot) => {
        const card = hand[position] as Card;
        const inFront = front.includes(position);
        const name = cardName(game, card);
        const face = (
          <span
            className={`block rounded-[9%] transition-transform duration-150 motion-reduce:transition-none ${
              inFront
                ? "-translate-y-3 shadow-lg ring-3 ring-chip-400 sm:-translate-y-4"
                : "shadow-sm"
            }`}
          >
            <PlayingCard card={card} fourColour={fourColour} />
          </span>
        );
        return (
          <li key={card} className="flex min-w-0 flex-col items-center gap-1.5">
            {interactive ? (
              <button
                type="button"
                data-card={formatCard(card)}
                aria-pressed={inFront}
                aria-keyshortcuts={String(slot + 1)}
                aria-label={cardButtonName(game, card, card === JOKER ? "JOKER" : rankLabel(card))}
                onClick={() => onToggle(position)}
                className="w-full max-w-24 cursor-pointer rounded-[9%] focus-visible:outline-offset-4"
              >
                {face}
              </button>
            ) : (
              <span
                role="img"
                aria-label={inFront ? t("cardInFront", { card: name }) : name}
                data-card={formatCard(card)}
                className="block w-full max-w-24"
              >
                {face}
              </span>
            )}
            <span className="flex min-h-5 items-center text-center text-xs font-semibold">
              {inFront ? (
                // Narrow columns at 375 px: lower case, a short padding, and long words ("Låga
                // handen", "Niedrige Hand") wrap inside their own column, so two labels side by
                // side keep a gap (they ran into each other); capitals from sm up.
                <span className="max-w-full min-w-0 rounded bg-chip-400 px-0.5 py-px text-[0.6rem] leading-tight [overflow-wrap:anywhere] text-felt-950 sm:px-1 sm:text-xs sm:tracking-wide sm:uppercase">
                  {t("frontTag")}
                </span>
              ) : interactive ? (
                <span aria-hidden="true">
                  <kbd className="font-sans text-felt-100">{slot + 1}</kbd>
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
