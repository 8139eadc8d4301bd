/**
 * Cards as small integers (RULES.md section 1).
 *
 *   card = rank * 4 + suit        for the 52 natural cards (0..51)
 *   JOKER = 52
 *
 *   rank: 0=2 1=3 2=4 3=5 4=6 5=7 6=8 7=9 8=T 9=J 10=Q 11=K 12=A
 *   suit: 0=s 1=h 2=d 3=c
 *
 * Strings are parsed only here, at the edge; everything inside the engine
 * works on these integers and trusts them.
 */

export type Card = number;

export const JOKER: Card = 52;
export const DECK_SIZE = 53;
export const ACE = 12;
export const KING = 11;
export const QUEEN = 10;
export const JACK = 9;
export const TEN = 8;

export const RANK_CHARS = "23456789TJQKA";
export const SUIT_CHARS = "shdc";

export const rankOf = (card: Card): number => card >> 2;
export const suitOf = (card: Card): number => card & 3;
export const makeCard = (rank: number, suit: number): Card => rank * 4 + suit;

/** Thrown for any malformed card or hand; `token` names the offending input. */
export class CardError extends Error {
  readonly code: "unknown-card" | "duplicate-card" | "wrong-count";
  readonly token: string | undefined;
  constructor(code: CardError["code"], message: string, token?: string) {
    super(message);
    this.name = "CardError";
    this.code = code;
    this.token = token;
  }
}

/** Parses one token (`As`, `td`, `10h`, `JK`, `joker`); null when it is not a card. */
export function tryParseCard(token: string): Card | null {
  const t = token.toLowerCase();
  if (t === "jk" || t === "joker") return JOKER;
  let rankPart: string;
  let suitChar: string;
  if (t.length === 2) {
    rankPart = t.charAt(0);
    suitChar = t.charAt(1);
  } else if (t.length === 3 && t.startsWith("10")) {
    rankPart = "t";
    suitChar = t.charAt(2);
  } else {
    return null;
  }
  const rank = RANK_CHARS.toLowerCase().indexOf(rankPart);
  const suit = SUIT_CHARS.indexOf(suitChar);
  if (rank < 0 || suit < 0) return null;
  return makeCard(rank, suit);
}

function parseCard(token: string): Card {
  const card = tryParseCard(token);
  if (card === null) throw new CardError("unknown-card", `unknown card "${token}"`, token);
  return card;
}

/** Splits on any run of whitespace and commas. */
export function tokenize(text: string): string[] {
  return text.split(/[\s,]+/).filter((t) => t.length > 0);
}

/**
 * Parses a hand of `count` distinct cards (7 by default; pass 5 or 2 for
 * partial hands). The first bad token wins: unknown before duplicate, both
 * before the count check.
 */
export function parseCards(text: string, count: number | readonly number[] = 7): Card[] {
  const tokens = tokenize(text);
  const cards: Card[] = [];
  const seen = new Set<Card>();
  for (const token of tokens) {
    const card = parseCard(token);
    if (seen.has(card)) {
      throw new CardError("duplicate-card", `duplicate card "${token}"`, token);
    }
    seen.add(card);
    cards.push(card);
  }
  const allowed = typeof count === "number" ? [count] : count;
  if (!allowed.includes(cards.length)) {
    throw new CardError(
      "wrong-count",
      `expected ${allowed.join(" or ")} cards, got ${cards.length}`,
    );
  }
  return cards;
}

export const parseHand = (text: string): Card[] => parseCards(text, 7);

export function formatCard(card: Card): string {
  if (card === JOKER) return "JK";
  return RANK_CHARS.charAt(rankOf(card)) + SUIT_CHARS.charAt(suitOf(card));
}

export const formatHand = (cards: readonly Card[]): string => cards.map(formatCard).join(" ");

/** Checks integers handed in from outside the engine (e.g. a stored hand). */
export function assertCards(cards: readonly number[], count: number): void {
  if (cards.length !== count) {
    throw new CardError("wrong-count", `expected ${count} cards, got ${cards.length}`);
  }
  const seen = new Set<number>();
  for (const c of cards) {
    if (!Number.isInteger(c) || c < 0 || c > JOKER) {
      throw new CardError("unknown-card", `unknown card "${String(c)}"`, String(c));
    }
    if (seen.has(c))
      throw new CardError("duplicate-card", `duplicate card "${formatCard(c)}"`, formatCard(c));
    seen.add(c);
  }
}

// Byte-level parsing for batch tools: same grammar as parseCards, no strings.
const RANK_OF_BYTE = new Int8Array(256).fill(-1);
const SUIT_OF_BYTE = new Int8Array(256).fill(-1);
for (let r = 0; r < 13; r++) {
  RANK_OF_BYTE[RANK_CHARS.charCodeAt(r)] = r;
  RANK_OF_BYTE[RANK_CHARS.toLowerCase().charCodeAt(r)] = r;
}
for (let s = 0; s < 4; s++) {
  SUIT_OF_BYTE[SUIT_CHARS.charCodeAt(s)] = s;
  SUIT_OF_BYTE[SUIT_CHARS.toUpperCase().charCodeAt(s)] = s;
}
const isSeparator = (b: number): boolean =>
  b === 32 || b === 9 || b === 44 || b === 13 || b === 10 || b === 11 || b === 12;
const lower = (b: number): number => b | 0x20;

/**
 * Parses exactly seven distinct cards from bytes [start, end) into `out`.
 * Returns false on any problem; the caller then runs parseHand on the text
 * for the precise error, so both parsers report identically.
 */
export function parseHandBytes(
  buf: Uint8Array,
  start: number,
  end: number,
  out: Int32Array,
): boolean {
  let n = 0;
  let seenLow = 0; // cards 0..31
  let seenHigh = 0; // cards 32..52
  let i = start;
  while (i < end) {
    const b = buf[i] as number;
    if (isSeparator(b)) {
      i++;
      continue;
    }
    let j = i;
    while (j < end && !isSeparator(buf[j] as number)) j++;
    const len = j - i;
    let card = -1;
    if (len === 2) {
      const r = RANK_OF_BYTE[b] as number;
      const s = SUIT_OF_BYTE[buf[i + 1] as number] as number;
      if (r >= 0 && s >= 0) card = r * 4 + s;
      else if (lower(b) === 106 && lower(buf[i + 1] as number) === 107) card = JOKER; // "jk"
    } else if (len === 3 && b === 49 && buf[i + 1] === 48) {
      const s = SUIT_OF_BYTE[buf[i + 2] as number] as number; // "10" + suit
      if (s >= 0) card = 8 * 4 + s;
    } else if (len === 5) {
      const word = String.fromCharCode(...buf.subarray(i, j)).toLowerCase();
      if (word === "joker") card = JOKER;
    }
    if (card < 0 || n === 7) return false;
    if (card < 32) {
      if (seenLow & (1 << card)) return false;
      seenLow |= 1 << card;
    } else {
      if (seenHigh & (1 << (card - 32))) return false;
      seenHigh |= 1 << (card - 32);
    }
    out[n++] = card;
    i = j;
  }
  return n === 7;
}
