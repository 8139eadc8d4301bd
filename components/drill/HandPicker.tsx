"use client";

import { useTranslations } from "next-intl";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { type Card, formatCard } from "@/lib/engine/cards";
import { cardName } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";

/**
 * The seven dealt cards. While the learner sets the hand each card is a toggle button
 * (aria-pressed = in the front; keys 1-7 do the same); once graded they are pictures showing
 * whichever setting the learner chose to see, front cards raised.
 */
export function HandPicker({
  hand,
  front,
  interactive,
  fourColour,
  onToggle,
}: {
  hand: readonly Card[];
  /** Positions of the cards in the front. */
  front: readonly number[];
  interactive: boolean;
  fourColour: boolean;
  onToggle: (position: number) => void;
}) {
  const t = useTranslations("Drill");
  const game = useGameTranslate();

  return (
    <ul aria-label={t("handLabel")} className="grid grid-cols-7 gap-1.5 pt-4 sm:gap-3">
      {hand.map((card, position) => {
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
                aria-keyshortcuts={String(position + 1)}
                aria-label={name}
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
            <span className="flex h-5 items-center text-xs font-semibold">
              {inFront ? (
                <span className="rounded bg-chip-400 px-1 py-px text-[0.65rem] tracking-wide text-felt-950 uppercase sm:text-xs">
                  {t("frontTag")}
                </span>
              ) : interactive ? (
                <span aria-hidden="true">
                  <kbd className="font-sans text-felt-100">{position + 1}</kbd>
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
