"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { rankLabel, suitColour } from "@/components/cards/PlayingCard";
import { type Card, formatCard, JOKER, makeCard } from "@/lib/engine";
import { cardButtonName } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";

/** Rows by suit (spades, hearts, diamonds, clubs), aces first; the joker last, on its own. */
const RANKS_DOWN = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0];
const GRID: Card[] = [
  ...[0, 1, 2, 3].flatMap((suit) => RANKS_DOWN.map((rank) => makeCard(rank, suit))),
  JOKER,
];
const COLUMNS = 13;
const SUIT_GLYPHS = ["♠", "♥", "♦", "♣"] as const;

/**
 * The 53-card deck as toggle buttons. One tab stop: arrow keys move between cards (Home / End
 * to the row's ends), Enter or Space picks; once seven are picked, the others refuse.
 */
export function DeckGrid({
  picked,
  fourColour,
  onToggle,
}: {
  picked: readonly Card[];
  fourColour: boolean;
  onToggle: (card: Card) => void;
}) {
  const t = useTranslations("AnalyzePage.form");
  const game = useGameTranslate();
  const helpId = useId();
  const [focus, setFocus] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const full = picked.length >= 7;

  function move(to: number) {
    const next = Math.max(0, Math.min(GRID.length - 1, to));
    setFocus(next);
    buttons.current[next]?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const row = Math.floor(index / COLUMNS);
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index + COLUMNS,
      ArrowUp: index === GRID.length - 1 ? 3 * COLUMNS : index - COLUMNS,
      Home: row * COLUMNS,
      End: Math.min(GRID.length - 1, row * COLUMNS + COLUMNS - 1),
    };
    const to = keys[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(to);
  }

  return (
    <div>
      <p id={helpId} className="text-sm text-stone-600">
        {t("deckHelp")}
      </p>
      <fieldset aria-describedby={helpId} className="mt-2 grid grid-cols-13 gap-0.5 sm:gap-1">
        <legend className="sr-only">{t("deckLabel")}</legend>
        {GRID.map((card, index) => {
          const on = picked.includes(card);
          const refused = full && !on;
          return (
            <button
              key={card}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              tabIndex={index === focus ? 0 : -1}
              aria-pressed={on}
              aria-disabled={refused || undefined}
              aria-label={cardButtonName(game, card, card === JOKER ? "JK" : rankLabel(card))}
              data-deck-card={formatCard(card)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onFocus={() => setFocus(index)}
              onClick={() => {
                if (!refused) onToggle(card);
              }}
              style={{ color: on ? undefined : suitColour(card, fourColour) }}
              className={`flex h-10 min-w-0 flex-col items-center justify-center rounded border text-xs font-bold leading-none sm:h-12 sm:text-sm ${
                card === JOKER ? "col-span-2" : ""
              } ${
                on
                  ? "border-felt-800 bg-felt-700 text-white"
                  : refused
                    ? "cursor-not-allowed border-stone-200 bg-stone-100 opacity-40"
                    : "border-stone-300 bg-white hover:border-felt-600"
              }`}
            >
              <span aria-hidden="true">{card === JOKER ? "JK" : rankLabel(card)}</span>
              {card === JOKER ? null : (
                // A glyph, not the SVG suit: 52 of them would double the page's weight.
                <span aria-hidden="true" className="mt-0.5 text-sm leading-none sm:text-base">
                  {SUIT_GLYPHS[card & 3]}
                </span>
              )}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
