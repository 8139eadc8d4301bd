/**
 * A playing card drawn in SVG (viewBox 100 x 140), sized by its container's width. Suits are
 * paths, not font glyphs, so they look the same on every system. The two-colour deck has red
 * hearts and diamonds; the four-colour deck makes diamonds blue and clubs green, so no two
 * suits share a colour. The joker is purple with a star, unlike any natural card; its edge is
 * a natural card's grey, since a gold edge reads as "selected" (the front's ring is gold).
 *
 * The drawing itself is hidden from assistive technology: pass `label` to expose the card as
 * an image, or let a surrounding button carry the card's name.
 */
import { type Card, JOKER, rankOf, suitOf } from "@/lib/engine";

const SUIT_PATHS: readonly string[] = [
  // spades
  "M50 6C62 22 90 38 90 60c0 14-10 22-21 22-7 0-12-3-15-7 1 9 5 16 13 21H33c8-5 12-12 13-21-3 4-8 7-15 7-11 0-21-8-21-22C10 38 38 22 50 6Z",
  // hearts
  "M50 92C38 80 8 60 8 34 8 19 19 8 32 8c8 0 14 4 18 11 4-7 10-11 18-11 13 0 24 11 24 26 0 26-30 46-42 58Z",
  // diamonds
  "M50 4 86 50 50 96 14 50Z",
  // clubs
  "M50 6a19 19 0 0 1 15 31 19 19 0 1 1 4 36c-6 0-11-2-14-6 1 9 5 17 12 23H33c7-6 11-14 12-23-3 4-8 6-14 6a19 19 0 1 1 4-36A19 19 0 0 1 50 6Z",
];

const TWO_COLOUR = ["#1c1917", "#c81e1e", "#c81e1e", "#1c1917"] as const;
const FOUR_COLOUR = ["#1c1917", "#c81e1e", "#1d4ed8", "#15803d"] as const;
const RANK_LABELS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"] as const;
const STAR = "M50 8l12 28 30 3-23 20 7 30-26-16-26 16 7-30L8 39l30-3Z";

export function suitColour(card: Card, fourColour: boolean): string {
  if (card === JOKER) return "#7e22ce";
  return (fourColour ? FOUR_COLOUR : TWO_COLOUR)[suitOf(card)] as string;
}

export const rankLabel = (card: Card): string =>
  card === JOKER ? "★" : (RANK_LABELS[rankOf(card)] as string);

function Suit({ suit, x, y, size }: { suit: number; x: number; y: number; size: number }) {
  return <path d={SUIT_PATHS[suit]} transform={`translate(${x} ${y}) scale(${size / 100})`} />;
}

export function PlayingCard({
  card,
  fourColour = false,
  label,
  className = "",
}: {
  card: Card;
  fourColour?: boolean;
  /** The card's name (cardName); when given, the card is an image with that name. */
  label?: string;
  className?: string;
}) {
  const drawing =
    card === JOKER ? <JokerFace /> : <NaturalFace card={card} fourColour={fourColour} />;
  return label ? (
    <span role="img" aria-label={label} className={`block ${className}`}>
      {drawing}
    </span>
  ) : (
    <span className={`block ${className}`}>{drawing}</span>
  );
}

function JokerFace() {
  return (
    <svg aria-hidden="true" viewBox="0 0 100 140" className="block h-auto w-full">
      <rect
        x="1.5"
        y="1.5"
        width="97"
        height="137"
        rx="9"
        fill="#f5f3ff"
        stroke="#a8a29e"
        strokeWidth="2"
      />
      <rect
        x="8"
        y="8"
        width="84"
        height="124"
        rx="5"
        fill="none"
        stroke="#7e22ce"
        strokeWidth="1.5"
        strokeDasharray="4 3"
      />
      <g fill="#7e22ce">
        <path d={STAR} transform="translate(20 34) scale(0.6)" fill="#7e22ce" />
        <text
          x="50"
          y="112"
          textAnchor="middle"
          fontSize="19"
          fontWeight="800"
          letterSpacing="1"
          fontFamily="ui-sans-serif, system-ui, sans-serif"
        >
          JOKER
        </text>
        <path d={STAR} transform="translate(10 12) scale(0.16)" />
      </g>
    </svg>
  );
}

function NaturalFace({ card, fourColour }: { card: Card; fourColour: boolean }) {
  const suit = suitOf(card);
  const colour = suitColour(card, fourColour);
  const rank = rankLabel(card);
  return (
    <svg aria-hidden="true" viewBox="0 0 100 140" className="block h-auto w-full">
      <rect
        x="1"
        y="1"
        width="98"
        height="138"
        rx="9"
        fill="#ffffff"
        stroke="#a8a29e"
        strokeWidth="2"
      />
      <g fill={colour}>
        <text
          x={rank.length > 1 ? 6 : 9}
          y="38"
          fontSize="36"
          fontWeight="800"
          letterSpacing={rank.length > 1 ? "-3" : "0"}
          fontFamily="ui-sans-serif, system-ui, sans-serif"
        >
          {rank}
        </text>
        <Suit suit={suit} x={9} y={46} size={24} />
        <Suit suit={suit} x={36} y={68} size={56} />
      </g>
    </svg>
  );
}

/**
 * A card as compact inline text (rank and a small suit), e.g. in tables, with its full name
 * for screen readers.
 */
export function CardText({
  card,
  name,
  fourColour = false,
}: {
  card: Card;
  name: string;
  fourColour?: boolean;
}) {
  const colour = suitColour(card, fourColour);
  return (
    <span
      className="inline-flex items-center font-semibold whitespace-nowrap"
      style={{ color: colour }}
    >
      <span aria-hidden="true">{card === JOKER ? "JK" : rankLabel(card)}</span>
      {card === JOKER ? null : (
        <svg
          aria-hidden="true"
          viewBox="0 0 100 100"
          className="ml-px size-[0.85em]"
          fill="currentColor"
        >
          <path d={SUIT_PATHS[suitOf(card)]} />
        </svg>
      )}
      <span className="sr-only">{name}</span>
    </span>
  );
}
