/**
 * A house way as a value: the way document (RULES.md 12.1's vocabulary).
 *
 * A document is JSON:
 *
 *   { "format": "paigow-house-way/1",
 *     "name": "foxwoods",                      optional, not part of the way's id
 *     "source": "RULES.md 12.2 `foxwoods` ...",  optional, not part of the way's id
 *     "rules": { HAND TYPE: { "option": OPTION, ...parameters }, ... } }
 *
 * with one rule for each of the eleven disjoint hand types of 12.1 and one
 * for straights and flushes (they decide first for no pair, one pair and
 * trips when a straight or flush can be made, joker allowed):
 *
 *   five-aces       aces-in-front { kingsInFront: bool }  two aces in front; a pair of kings
 *                   goes in front instead when kingsInFront
 *   quads-pair      pair-in-front { acesSplitUnless?: RANGE }  quads with a pair: the pair in
 *                   front; with trips: two of the trips. acesSplitUnless: quad aces (the joker
 *                   counts) are split instead, two aces in front, unless the pair or trips are in
 *                   RANGE (MGM Grand: "K")
 *   quads           by-rank { bands: [{ ranks: RANGE, keep: KEEP }] }  quads with three singles:
 *                   kept (two highest singles in front) or split (two of the quads in front);
 *                   the bands cover 2..A once
 *   two-trips       higher-trips-pair-in-front
 *   trips-two-pair  higher-pair-in-front
 *   full-house      pair-in-front { aceKingInFront: null | { pairAtMost: RANK } }  the pair in
 *                   front, except a pair at most RANK with an ace and a king single: ace-king
 *   trips           two-highest-singles { tripAces: "ace-and-highest-single" | "two-highest-singles" }
 *   three-pair      highest-pair-in-front
 *   two-pair        by-pairs { cases: [{ high: RANGE, low: RANGE, keep: KEEP,
 *                   straightUnless?: KEEP }] }  kept (both pairs behind, two highest singles in
 *                   front) or split (the low pair in front); every high pair > low pair falls in
 *                   exactly one case. straightUnless: when a straight or flush can be made and
 *                   this KEEP does not hold, the straight or flush is played (the highest front
 *                   keeping it) instead (MGM Grand: sixes or lower without an ace single)
 *   one-pair        two-highest-singles
 *   no-pair         singles-in-front { positions: [P, Q] }  the P-th and Q-th highest cards
 *                   (1 = highest) in front; the published ways say [2, 3]
 *   straights       highest-front-keeping { aceJokerBehind: bool,
 *                   aceInFrontWithPair: null | RANGE | { pairs: RANGE, play: PLAY } }
 *                   the highest front keeping a straight or flush behind (trips: a pair of the
 *                   trips in front); aceJokerBehind: Bally's exception (an ace-high straight that
 *                   needs the joker gives way to a natural ace and the joker behind);
 *                   aceInFrontWithPair: one pair in RANGE with an ace single (the joker may be
 *                   that ace) puts the ace in front, as PLAY says:
 *                     "when-higher"  the ace and the highest other single in front, the pair
 *                                    behind, when that front is higher than the straight
 *                                    choice's (Foxwoods; a bare RANGE means this)
 *                     "keep-straight" the highest front holding the ace that keeps a straight or
 *                                    flush behind; when none does, the one-pair rule (MGM Grand)
 *                     "one-pair"     the straight or flush is given up: the one-pair rule, the
 *                                    ace and the highest other single in front (a dealer school)
 *
 * RANK is one of 2..9, T, J, Q, K, A; RANGE is "LOW-HIGH" or one RANK ("7-T", "J-K", "A");
 * KEEP is "always", "never", { "singleAtLeast": RANK } (keep when a rank at least RANK is held
 * exactly once, the joker counting as an ace: "K" is 12.1's "king or better single") or
 * { "frontAtLeast": "HL" } (keep when the two highest singles make a front of at least H-L,
 * e.g. "KJ": British Columbia's "King/Queen or King/Jack or better").
 *
 * New published ways (MGM Grand 2002, British Columbia, a dealer school) are meant to
 * come in as new options or parameters of these rules, not as casino names.
 *
 * The canonical form (canonicalWay) is the document's `format` and `rules`, ranges
 * written in their shortest form, bands and cases in rank order, keys sorted, no
 * spaces; the way's id for a custom document is a hash of it (wayHash): the same
 * rules give the same id whatever the key order, name or notes.
 */
import { sha256Hex } from "./sha256";

export const WAY_FORMAT = "paigow-house-way/1";
/** Documents larger than this are refused before they are parsed. */
export const MAX_DOCUMENT_BYTES = 64 * 1024;

export const RANK_TOKENS = [
  "2",
  "3",
  "4",
  "5",
  "6",
  "7",
  "8",
  "9",
  "T",
  "J",
  "Q",
  "K",
  "A",
] as const;
export type RankToken = (typeof RANK_TOKENS)[number];
/** A rank index (0 = two .. 12 = ace) of a token. */
export const rankIndex = (t: RankToken): number => RANK_TOKENS.indexOf(t);

/** [high, low] rank indices of a two-card front "HL" with H above L ("KJ"), or null. */
export function frontRanks(front: string): [number, number] | null {
  const m = /^([2-9TJQKA])([2-9TJQKA])$/.exec(front);
  if (!m) return null;
  const hi = rankIndex(m[1] as RankToken);
  const lo = rankIndex(m[2] as RankToken);
  return hi > lo ? [hi, lo] : null;
}

/** "LOW-HIGH" or a single rank; see rankRange. */
type RankRange = string;
/** How a one pair with an ace single plays a straight or flush (straights.aceInFrontWithPair). */
export const ACE_WITH_PAIR_PLAYS = ["when-higher", "keep-straight", "one-pair"] as const;
export type AceWithPairPlay = (typeof ACE_WITH_PAIR_PLAYS)[number];
export type Keep =
  | "always"
  | "never"
  | { singleAtLeast: RankToken }
  /** The two highest singles make a front of at least these two ranks ("KJ": K-J, K-Q, A-x). */
  | { frontAtLeast: string };

/** The hand types of RULES.md 12.1 in the order the document lists them, then the straights rule. */
export const RULE_KEYS = [
  "five-aces",
  "quads-pair",
  "quads",
  "two-trips",
  "trips-two-pair",
  "full-house",
  "trips",
  "three-pair",
  "two-pair",
  "one-pair",
  "no-pair",
  "straights",
] as const;

export interface WayRules {
  "five-aces": { option: "aces-in-front"; kingsInFront: boolean };
  "quads-pair": { option: "pair-in-front"; acesSplitUnless?: RankRange };
  quads: { option: "by-rank"; bands: Array<{ ranks: RankRange; keep: Keep }> };
  "two-trips": { option: "higher-trips-pair-in-front" };
  "trips-two-pair": { option: "higher-pair-in-front" };
  "full-house": { option: "pair-in-front"; aceKingInFront: null | { pairAtMost: RankToken } };
  trips: {
    option: "two-highest-singles";
    tripAces: "ace-and-highest-single" | "two-highest-singles";
  };
  "three-pair": { option: "highest-pair-in-front" };
  "two-pair": {
    option: "by-pairs";
    cases: Array<{ high: RankRange; low: RankRange; keep: Keep; straightUnless?: Keep }>;
  };
  "one-pair": { option: "two-highest-singles" };
  "no-pair": { option: "singles-in-front"; positions: [number, number] };
  straights: {
    option: "highest-front-keeping";
    aceJokerBehind: boolean;
    aceInFrontWithPair: RankRange | null | { pairs: RankRange; play: AceWithPairPlay };
  };
}

export interface WayDocument {
  format: typeof WAY_FORMAT;
  name?: string;
  source?: string;
  rules: WayRules;
}

const RANGE_RE = /^([2-9TJQKA])(?:-([2-9TJQKA]))?$/;

/** [low, high] rank indices of a range, or null when it is not one ("7-T", "A"; low <= high). */
export function rankRange(range: string): [number, number] | null {
  const m = RANGE_RE.exec(range);
  if (!m) return null;
  const lo = rankIndex(m[1] as RankToken);
  const hi = rankIndex((m[2] ?? m[1]) as RankToken);
  return lo <= hi ? [lo, hi] : null;
}

/** A range in its shortest form: "A-A" -> "A". */
function rangeText([lo, hi]: [number, number]): RankRange {
  return lo === hi ? (RANK_TOKENS[lo] as string) : `${RANK_TOKENS[lo]}-${RANK_TOKENS[hi]}`;
}

const normalRange = (r: RankRange): RankRange => rangeText(rankRange(r) as [number, number]);
const rangeStart = (r: RankRange): number => (rankRange(r) as [number, number])[0];

/** A straights rule's ace-with-a-pair exception as { pairs, play }, or null (a bare RANGE is "when-higher"). */
export function aceWithPair(
  s: WayRules["straights"],
): { pairs: RankRange; play: AceWithPairPlay } | null {
  const a = s.aceInFrontWithPair;
  if (a === null) return null;
  return typeof a === "string" ? { pairs: a, play: "when-higher" } : a;
}

/**
 * The document's rules with ranges in their shortest form, bands and cases in rank order, and
 * one spelling per meaning: optional fields absent when they say nothing, a "when-higher"
 * ace exception as its bare range (so the four first documents keep their ids).
 */
function normalRules(rules: WayRules): WayRules {
  const bands = rules.quads.bands
    .map((b) => ({ ranks: normalRange(b.ranks), keep: b.keep }))
    .sort((x, y) => rangeStart(x.ranks) - rangeStart(y.ranks));
  const cases = rules["two-pair"].cases
    .map((c) => ({
      high: normalRange(c.high),
      low: normalRange(c.low),
      keep: c.keep,
      ...(c.straightUnless === undefined ? {} : { straightUnless: c.straightUnless }),
    }))
    .sort(
      (x, y) => rangeStart(x.high) - rangeStart(y.high) || rangeStart(x.low) - rangeStart(y.low),
    );
  const s = rules.straights;
  const ace = aceWithPair(s);
  const qp = rules["quads-pair"];
  return {
    ...rules,
    "quads-pair":
      qp.acesSplitUnless === undefined
        ? { option: qp.option }
        : { option: qp.option, acesSplitUnless: normalRange(qp.acesSplitUnless) },
    quads: { ...rules.quads, bands },
    "two-pair": { ...rules["two-pair"], cases },
    straights: {
      ...s,
      aceInFrontWithPair:
        ace === null
          ? null
          : ace.play === "when-higher"
            ? normalRange(ace.pairs)
            : { pairs: normalRange(ace.pairs), play: ace.play },
    },
  };
}

/** JSON with object keys sorted at every level (arrays keep their order), no spaces. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(",")}]`;
  if (value !== null && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${sortedJson((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

/** The canonical text of a (valid) document's way: what sets hands, not its name or notes. */
export const canonicalWay = (doc: WayDocument): string =>
  sortedJson({ format: doc.format, rules: normalRules(doc.rules) });

/** 16 hex digits of the SHA-256 of the canonical way. */
export const wayHash = (doc: WayDocument): string => sha256Hex(canonicalWay(doc)).slice(0, 16);

/** A custom way's id: `custom-` and its hash. */
export const customWayId = (doc: WayDocument): string => `custom-${wayHash(doc)}`;

/** A document as a file holds it: rules in RULE_KEYS order, two-space indents, normalised. */
export function formatWayDocument(doc: WayDocument): string {
  const rules = normalRules(doc.rules);
  const ordered: Record<string, unknown> = {};
  for (const k of RULE_KEYS) ordered[k] = rules[k];
  const head: Record<string, unknown> = { format: doc.format };
  if (doc.name !== undefined) head.name = doc.name;
  if (doc.source !== undefined) head.source = doc.source;
  return `${JSON.stringify({ ...head, rules: ordered }, null, 2)}\n`;
}
