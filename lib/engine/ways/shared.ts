/**
 * What the casino house ways of RULES.md 12 share (12.1): how a hand is
 * read (counting terms, the one type a hand has, whether a straight or flush
 * can be made) and the fronts the ways name (two cards of given ranks taken
 * to give the best back, the highest front keeping a straight or flush).
 *
 * A way is a table of one rule per hand type (CasinoWay); `setByWay` reads
 * the hand, lets the straights rule decide first for no pair, one pair and
 * trips when a straight or flush can be made, and otherwise calls the type's
 * rule. The joker counts as an ace everywhere here (12.1: it is never "busy").
 */
import { ACE, type Card, JOKER, KING } from "../cards";
import { evalBack } from "../evaluate";
import { bestFrontOfRanks, highestFrontKeeping as keeping } from "../fronts";
import { STRAIGHT_MASK } from "../straight-mask";
import { STRAIGHT } from "../values";

/** The rule names a casino way reports, shared by all of them (index = packed rule). */
export const CASINO_RULES = [
  "five-aces",
  "five-aces:kings",
  "quads+pair",
  "quads+trips",
  "quads:keep",
  "quads:split",
  "two-trips",
  "trips+two-pair",
  "full-house",
  "full-house:ace-king",
  "trips",
  "trips:aces",
  "three-pair",
  "two-pair:keep",
  "two-pair:split",
  "one-pair",
  "no-pair",
  "straight:no-pair",
  "straight:one-pair",
  "straight:trips",
  "straight:ace-joker-behind",
  "straight:ace-in-front",
  // Added with the MGM Grand, British Columbia and dealer-school documents (new indices last,
  // so the packed codes of the first four ways stay as they were).
  "quads+pair:split-aces",
  "straight:two-pair",
  "straight:ace-in-front-keeping",
  "straight:ace-in-front-given-up",
  "straight:pair-and-ace",
] as const;
export type CasinoRule = (typeof CASINO_RULES)[number];
const RULE_INDEX = new Map<string, number>(CASINO_RULES.map((r, i) => [r, i]));

/**
 * Packed like the seed way's code (house-way-code.ts) in its low bits:
 * bits 0-2 and 3-5 the front positions, 6-10 the rule's index in
 * CASINO_RULES, 11 set when a straight or flush could be made but the hand's
 * type rule decided (label `straight>RULE`).
 */
const packCasino = (front: number, rule: CasinoRule, sentOn: boolean): number =>
  front | ((RULE_INDEX.get(rule) as number) << 6) | (sentOn ? 1 << 11 : 0);
export const casinoRule = (code: number): CasinoRule =>
  CASINO_RULES[(code >> 6) & 31] as CasinoRule;
export const casinoSentOn = (code: number): boolean => ((code >> 11) & 1) === 1;
export const casinoLabel = (code: number): string =>
  `${casinoSentOn(code) ? "straight>" : ""}${casinoRule(code)}`;

export type HandType =
  | "five-aces"
  | "quads-pair"
  | "quads"
  | "two-trips"
  | "trips-two-pair"
  | "full-house"
  | "trips"
  | "three-pair"
  | "two-pair"
  | "one-pair"
  | "no-pair";

/** A seven-card hand as the casino ways read it. */
export interface WayHand {
  cards: ArrayLike<Card>;
  /** Cards per rank, the joker counted as an ace. */
  count: Int32Array;
  type: HandType;
  /** Ranks held 4, 3 and 2 times, highest first; singles (held once), highest first. */
  quads: number;
  trips: number[];
  pairs: number[];
  singles: number[];
  /** A straight, flush or straight flush can be made (joker allowed). */
  straightOrFlush: boolean;
}

/** A front: positions i | j << 3 (i < j), and the rule that chose it. */
export interface Choice {
  front: number;
  rule: CasinoRule;
}

/** One rule per hand type (12.1), plus the straights rule for no pair, one pair and trips. */
export interface CasinoWay {
  fiveAces(h: WayHand): Choice;
  quadsWithPair(h: WayHand): Choice;
  quads(h: WayHand): Choice;
  twoTrips(h: WayHand): Choice;
  tripsTwoPair(h: WayHand): Choice;
  fullHouse(h: WayHand): Choice;
  trips(h: WayHand): Choice;
  threePair(h: WayHand): Choice;
  twoPair(h: WayHand): Choice;
  onePair(h: WayHand): Choice;
  noPair(h: WayHand): Choice;
  /** Null sends the hand on to its type's rule. */
  straights(h: WayHand): Choice | null;
}

const rankOfCard = (c: Card): number => (c === JOKER ? ACE : c >> 2);

/** Reads a hand (seven valid, distinct cards). */
export function readHand(cards: ArrayLike<Card>): WayHand {
  const count = new Int32Array(13);
  const suitCount = [0, 0, 0, 0];
  let rankMask = 0;
  let joker = 0;
  for (let k = 0; k < 7; k++) {
    const c = cards[k] as Card;
    count[rankOfCard(c)] = (count[rankOfCard(c)] as number) + 1;
    if (c === JOKER) joker = 1;
    else {
      rankMask |= 1 << (c >> 2);
      suitCount[c & 3] = (suitCount[c & 3] as number) + 1;
    }
  }
  let quads = -1;
  const trips: number[] = [];
  const pairs: number[] = [];
  const singles: number[] = [];
  for (let r = 12; r >= 0; r--) {
    const n = count[r] as number;
    if (n === 4) quads = r;
    else if (n === 3) trips.push(r);
    else if (n === 2) pairs.push(r);
    else if (n === 1) singles.push(r);
  }
  const straight = ((STRAIGHT_MASK[rankMask] as number) & (joker ? 3 : 1)) !== 0;
  const flush = Math.max(...suitCount) + joker >= 5;
  let type: HandType;
  if (count[ACE] === 5) type = "five-aces";
  else if (quads >= 0) type = trips.length + pairs.length > 0 ? "quads-pair" : "quads";
  else if (trips.length === 2) type = "two-trips";
  else if (trips.length === 1)
    type = pairs.length === 2 ? "trips-two-pair" : pairs.length === 1 ? "full-house" : "trips";
  else if (pairs.length === 3) type = "three-pair";
  else if (pairs.length === 2) type = "two-pair";
  else if (pairs.length === 1) type = "one-pair";
  else type = "no-pair";
  return { cards, count, type, quads, trips, pairs, singles, straightOrFlush: straight || flush };
}

/** A single ace (the joker alone counts) / a single king or ace (12.1). */
export const aceSingle = (h: WayHand): boolean => h.count[ACE] === 1;
export const kingOrBetterSingle = (h: WayHand): boolean =>
  h.count[ACE] === 1 || h.count[KING] === 1;

/**
 * Two cards of ranks a and b (a pair when a === b) in front: of the cards
 * with those ranks, the two that leave the best back (12.1, equal-rank cards).
 */
export function frontOfRanks(h: WayHand, a: number, b: number): number {
  const front = bestFrontOfRanks(h.cards, a, b);
  if (front < 0) throw new Error(`casino way: no front of ranks ${a} and ${b}`);
  return front;
}

/** The two highest singles in front (keep a pair, two pairs or quads behind). */
const twoHighestSingles = (h: WayHand): number =>
  frontOfRanks(h, h.singles[0] as number, h.singles[1] as number);

/**
 * Among the fronts whose back is a straight, a flush or better, the highest
 * front; on a tie the best back (12.1). -1 when no front keeps one.
 */
export const highestFrontKeeping = (h: WayHand, minCategory = STRAIGHT): number =>
  keeping(h.cards, minCategory);

const choice = (front: number, rule: CasinoRule): Choice => ({ front, rule });

/** The rules most ways share, as RULES.md 12.2 writes them for `trump-plaza`. */
export const common = {
  fiveAces: (h: WayHand): Choice =>
    h.count[KING] === 2
      ? choice(frontOfRanks(h, KING, KING), "five-aces:kings")
      : choice(frontOfRanks(h, ACE, ACE), "five-aces"),
  /** Quads with a pair: the pair in front; with trips: two of the trips. */
  quadsWithPair: (h: WayHand): Choice =>
    h.trips.length > 0
      ? choice(frontOfRanks(h, h.trips[0] as number, h.trips[0] as number), "quads+trips")
      : choice(frontOfRanks(h, h.pairs[0] as number, h.pairs[0] as number), "quads+pair"),
  /** Quads with three singles: kept (two highest singles in front) or split (two of the quads). */
  quads: (h: WayHand, keep: boolean): Choice =>
    keep
      ? choice(twoHighestSingles(h), "quads:keep")
      : choice(frontOfRanks(h, h.quads, h.quads), "quads:split"),
  twoTrips: (h: WayHand): Choice =>
    choice(frontOfRanks(h, h.trips[0] as number, h.trips[0] as number), "two-trips"),
  tripsTwoPair: (h: WayHand): Choice =>
    choice(frontOfRanks(h, h.pairs[0] as number, h.pairs[0] as number), "trips+two-pair"),
  fullHouse: (h: WayHand): Choice =>
    choice(frontOfRanks(h, h.pairs[0] as number, h.pairs[0] as number), "full-house"),
  /** Trips: the two highest singles in front; trip aces: an ace and the highest single. */
  trips: (h: WayHand): Choice =>
    h.trips[0] === ACE
      ? choice(frontOfRanks(h, ACE, h.singles[0] as number), "trips:aces")
      : choice(twoHighestSingles(h), "trips"),
  threePair: (h: WayHand): Choice =>
    choice(frontOfRanks(h, h.pairs[0] as number, h.pairs[0] as number), "three-pair"),
  /** Two pairs kept (both behind, two highest singles in front) or split (the low pair in front). */
  twoPair: (h: WayHand, keep: boolean): Choice =>
    keep
      ? choice(twoHighestSingles(h), "two-pair:keep")
      : choice(frontOfRanks(h, h.pairs[1] as number, h.pairs[1] as number), "two-pair:split"),
  onePair: (h: WayHand): Choice => choice(twoHighestSingles(h), "one-pair"),
  noPair: (h: WayHand): Choice =>
    choice(frontOfRanks(h, h.singles[1] as number, h.singles[2] as number), "no-pair"),
  /**
   * Straights first: trips put a pair of the trips in front with the
   * straight or flush behind; no pair and one pair the highest front keeping
   * one. Trip aces made with the joker can need the joker in the straight
   * (As Ah JK Ks Qs Ts 2h): no pair of them keeps it, and the hand goes on
   * to the trips rule (null), as the independent implementation reads it.
   */
  straights: (h: WayHand): Choice | null => {
    if (h.type === "trips") {
      const t = h.trips[0] as number;
      const front = frontOfRanks(h, t, t);
      const back = evalBack(h.cards, front & 7, (front >> 3) & 7);
      return back >>> 20 >= STRAIGHT ? choice(front, "straight:trips") : null;
    }
    return choice(
      highestFrontKeeping(h),
      h.type === "one-pair" ? "straight:one-pair" : "straight:no-pair",
    );
  },
};

/** Pair classes of 12.1 by rank index: L 2-6, M 7-10, H J-K, A aces. */
export const pairClass = (r: number): "L" | "M" | "H" | "A" =>
  r <= 4 ? "L" : r <= 8 ? "M" : r < ACE ? "H" : "A";

/** The way's packed front for a hand: straights first where 12.1 says so, else the type's rule. */
export function setByWay(way: CasinoWay, cards: ArrayLike<Card>): number {
  const h = readHand(cards);
  const first = h.type === "no-pair" || h.type === "one-pair" || h.type === "trips";
  if (h.straightOrFlush && first) {
    const c = way.straights(h);
    if (c) return packCasino(c.front, c.rule, false);
  }
  const c = ruleOfType(way, h);
  // A type rule that plays the straight itself (straight:two-pair) was not "sent on".
  return packCasino(c.front, c.rule, h.straightOrFlush && !c.rule.startsWith("straight:"));
}

function ruleOfType(way: CasinoWay, h: WayHand): Choice {
  switch (h.type) {
    case "five-aces":
      return way.fiveAces(h);
    case "quads-pair":
      return way.quadsWithPair(h);
    case "quads":
      return way.quads(h);
    case "two-trips":
      return way.twoTrips(h);
    case "trips-two-pair":
      return way.tripsTwoPair(h);
    case "full-house":
      return way.fullHouse(h);
    case "trips":
      return way.trips(h);
    case "three-pair":
      return way.threePair(h);
    case "two-pair":
      return way.twoPair(h);
    case "one-pair":
      return way.onePair(h);
    default:
      return way.noPair(h);
  }
}
