"use client";

import { useTranslations } from "next-intl";
import { useFourColourDeck } from "@/components/cards/deck-preference";
import { PlayingCard } from "@/components/cards/PlayingCard";
import {
  type Card,
  formatCard as formatToken,
  JOKER,
  parseCards,
  parseHand,
  rankOf,
} from "@/lib/engine";
import { backWords, cardName, frontWords } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import type { LiveSeatView } from "@/lib/live/api";
import type { Mark } from "@/lib/table/view-shapes";

const MARK_STYLES: Record<Mark, string> = {
  win: "bg-chip-400 text-felt-950",
  lose: "bg-stone-800/80 text-white",
  copy: "bg-sky-200 text-sky-950",
};

function MarkBadge({ mark, testId }: { mark: Mark; testId?: string }) {
  const t = useTranslations("Table.marks");
  return (
    <span
      data-testid={testId}
      data-mark={mark}
      className={`rounded px-1.5 py-px text-[0.7rem] font-bold tracking-wide uppercase ${MARK_STYLES[mark]}`}
    >
      {t(mark)}
    </span>
  );
}

/** The other side's mark of the same comparison: the bank wins copies. */
export const bankMark = (seatMark: Mark): Mark =>
  seatMark === "win" ? "lose" : seatMark === "lose" ? "win" : "copy";

/** Highest rank first, the joker leading: a set hand reads as the practice drill lays it out. */
const byRank = (cards: readonly Card[]): Card[] => {
  const rank = (card: Card) => (card === JOKER ? 99 : rankOf(card));
  return [...cards].sort((a, b) => rank(b) - rank(a) || a - b);
};

/** A row of face-up cards, each marked with its token (`data-card-shown`) for the tests. */
function CardList({
  cards,
  label,
  fourColour,
}: {
  cards: readonly Card[];
  label: string;
  fourColour: boolean;
}) {
  const game = useGameTranslate();
  return (
    <ul className="mt-1 flex gap-1" aria-label={label}>
      {cards.map((card) => (
        <li key={card} className="w-7 sm:w-11" data-card-shown={formatToken(card)}>
          <PlayingCard card={card} fourColour={fourColour} label={cardName(game, card)} />
        </li>
      ))}
    </ul>
  );
}

/** One set hand: back (five cards) and front (two), each sorted, with its value and mark. */
export function SetHand({
  label,
  hand,
  front,
  backValue,
  frontValue,
  backMark,
  frontMark,
  fourColour,
  testId,
  foul = false,
  labelShown = true,
  level = 3,
}: {
  label: string;
  hand: string;
  front: string;
  backValue: number;
  frontValue: number;
  backMark: Mark | null;
  frontMark: Mark | null;
  fourColour: boolean;
  testId: string;
  foul?: boolean;
  /** False where a heading around it already names the hand (a live seat): read, not shown. */
  labelShown?: boolean;
  /** Its heading's level: 2 right under the page's h1 (the felt, the round page), else 3. */
  level?: 2 | 3;
}) {
  const t = useTranslations("Table");
  const Heading = level === 2 ? "h2" : "h3";
  const game = useGameTranslate();
  const cards = parseHand(hand);
  const frontCards = byRank(parseCards(front, 2));
  const back = byRank(cards.filter((c) => !frontCards.includes(c)));
  const row = (rowCards: Card[], which: "back" | "front", words: string, mark: Mark | null) => (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-felt-100">
        <span>{which === "back" ? t("backHand") : t("frontHand")}</span>
        {mark ? <MarkBadge mark={mark} testId={`${testId}-${which}-mark`} /> : null}
      </div>
      <CardList
        cards={rowCards}
        label={`${label}: ${which === "back" ? t("backHand") : t("frontHand")}`}
        fourColour={fourColour}
      />
      <p className="mt-1 text-sm font-semibold text-white">{words}</p>
    </div>
  );
  return (
    // Not a landmark: a page shows several hands, some under one name (the live bank's section
    // holds the bank's hand), and landmarks must differ by name. Its heading names it.
    <div data-testid={testId} className="rounded-lg bg-felt-950/30 p-2 sm:p-3">
      <Heading className="flex items-center gap-2 text-sm font-semibold text-felt-50">
        <span className={labelShown ? undefined : "sr-only"}>{label}</span>
        {foul ? (
          <span className="rounded bg-red-600 px-1.5 py-px text-[0.7rem] font-bold text-white uppercase">
            {t("foul")}
          </span>
        ) : null}
      </Heading>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
        {row(back, "back", backWords(game, backValue), backMark)}
        {row(frontCards, "front", frontWords(game, frontValue), frontMark)}
      </div>
    </div>
  );
}

/**
 * A set hand as a view sends it (a seat's or the bank's: seven cards, the two in front, the
 * values the server gave), the way the live table and the round page both show it. Nothing
 * until the hand is set and visible to this viewer.
 */
export function ShownHand({
  label,
  hand,
  testId,
  labelShown = false,
  level = 3,
}: {
  label: string;
  hand: Pick<
    LiveSeatView,
    "cards" | "front" | "backValue" | "frontValue" | "foul" | "backMark" | "frontMark"
  >;
  testId: string;
  /** False where the seat's or the bank's own heading names it just above. */
  labelShown?: boolean;
  level?: 2 | 3;
}) {
  const [fourColour] = useFourColourDeck();
  if (!hand.cards || !hand.front || hand.backValue === null || hand.frontValue === null)
    return null;
  return (
    <SetHand
      label={label}
      hand={hand.cards.join(" ")}
      front={hand.front.join(" ")}
      backValue={hand.backValue}
      frontValue={hand.frontValue}
      backMark={hand.backMark}
      frontMark={hand.frontMark}
      fourColour={fourColour}
      testId={testId}
      foul={hand.foul ?? false}
      labelShown={labelShown}
      level={level}
    />
  );
}

/**
 * The seven cards of the viewer's own hand in a round not yet settled (the round page of an open
 * round): nothing else of it is theirs to see yet.
 */
export function DealtHand({
  label,
  cards,
  testId,
}: {
  label: string;
  cards: string[];
  testId: string;
}) {
  const [fourColour] = useFourColourDeck();
  return (
    <div data-testid={testId} className="rounded-lg bg-felt-950/30 p-2 sm:p-3">
      {/* Only the round page shows it, right under its h1. */}
      <h2 className="text-sm font-semibold text-felt-50">{label}</h2>
      <CardList cards={byRank(parseHand(cards.join(" ")))} label={label} fourColour={fourColour} />
    </div>
  );
}
