import { useTranslations } from "next-intl";
import { type Card, JOKER, RANK_CHARS, rankOf, suitOf } from "@/lib/engine";
import { cardName } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import styles from "./RuleCards.module.css";

/** Card faces use the international indices found on casino decks; names are translated. */
const RANK_FACE = [...RANK_CHARS].map((r) => (r === "T" ? "10" : r));
const SUIT_FACE = ["♠", "♥", "♦", "♣"] as const;
const RED_SUITS = new Set([1, 2]);

export type CardSize = "md" | "sm";

function PlayingCard({ card, size }: { card: Card; size: CardSize }) {
  const t = useGameTranslate();
  const name = cardName(t, card);
  const joker = card === JOKER;
  const look = joker ? styles.joker : RED_SUITS.has(suitOf(card)) ? styles.red : styles.black;
  // The suit is drawn by CSS from data-suit (RuleCards.module.css); the image's name says it all.
  return (
    <span
      role="img"
      aria-label={name}
      data-suit={joker ? "★" : SUIT_FACE[suitOf(card)]}
      className={`${styles.card} ${styles[size]} ${look}`}
    >
      {joker ? name : RANK_FACE[rankOf(card)]}
    </span>
  );
}

/** A row of drawn cards, each an image named for screen readers ("ace of spades"). */
export function RuleCards({
  cards,
  size = "md",
  label,
}: {
  cards: readonly Card[];
  size?: CardSize;
  /** Names the group, e.g. "Back"; without it the row is named "Cards". */
  label?: string;
}) {
  const t = useTranslations("Rules");
  return (
    <ul aria-label={label ?? t("cards")} className={styles.row}>
      {cards.map((card) => (
        <li key={card}>
          <PlayingCard card={card} size={size} />
        </li>
      ))}
    </ul>
  );
}
