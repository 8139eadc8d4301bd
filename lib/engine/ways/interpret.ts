/**
 * A way document (document.ts) as a CasinoWay: one closure per hand type,
 * built once from the document's options and parameters, calling the
 * fronts of 12.1 that shared.ts names (`common`). The rule names (and so
 * the packed codes, labels and reasons) are the ones the coded ways used,
 * so houseWay, the EV tables and the exact game read a document's way as
 * they read any other.
 *
 * Input is a checked document (document-parse.ts, or a published file
 * checked by the tests): ranges are trusted here.
 */
import { ACE, type Card, JOKER, KING } from "../cards";
import { eval2, evalBack } from "../evaluate";
import { BROADWAY_INDEX, categoryOf, nibble, STRAIGHT, STRAIGHT_FLUSH } from "../values";
import {
  type AceWithPairPlay,
  aceWithPair,
  frontRanks,
  type Keep,
  rankIndex,
  rankRange,
  type WayDocument,
} from "./document";
import {
  type CasinoWay,
  type Choice,
  common,
  frontOfRanks,
  highestFrontKeeping,
  type WayHand,
} from "./shared";

type Test = (h: WayHand) => boolean;

const range = (r: string): [number, number] => rankRange(r) as [number, number];

/** A KEEP of the document as a test of the hand. */
function keepTest(keep: Keep): Test {
  if (keep === "always") return () => true;
  if (keep === "never") return () => false;
  if ("frontAtLeast" in keep) {
    const [hi, lo] = frontRanks(keep.frontAtLeast) as [number, number];
    return (h) => {
      const a = h.singles[0] ?? -1;
      const b = h.singles[1] ?? -1;
      return a > hi || (a === hi && b >= lo);
    };
  }
  const from = rankIndex(keep.singleAtLeast);
  return (h) => {
    for (let r = from; r <= ACE; r++) if (h.count[r] === 1) return true;
    return false;
  };
}

/** Ranks A K Q J T as a mask. */
const BROADWAY = 0b1111100000000;

/** True when the five back cards make an ace-high straight (or straight flush) only with the joker. */
function broadwayNeedsJoker(h: WayHand, front: number): boolean {
  const back = evalBack(h.cards, front & 7, (front >> 3) & 7);
  const category = categoryOf(back);
  if ((category !== STRAIGHT && category !== STRAIGHT_FLUSH) || nibble(back, 0) !== BROADWAY_INDEX)
    return false;
  // Made without the joker: the hand's naturals hold A K Q J T (of one suit, for a straight flush).
  const masks = [0, 0, 0, 0, 0];
  for (let k = 0; k < 7; k++) {
    const c = h.cards[k] as Card;
    if (c === JOKER) continue;
    masks[4] = (masks[4] as number) | (1 << (c >> 2));
    masks[c & 3] = (masks[c & 3] as number) | (1 << (c >> 2));
  }
  const made = (m: number) => (m & BROADWAY) === BROADWAY;
  return category === STRAIGHT ? !made(masks[4] as number) : !masks.slice(0, 4).some(made);
}

/**
 * `aceJokerBehind`: when the straight choice's back is an ace-high straight (or straight flush)
 * that needs the joker and the hand holds a natural ace, the ace and the joker behind and the
 * two highest of the other five cards in front.
 */
function aceJokerBehind(h: WayHand, c: Choice): Choice {
  if (h.type === "trips" || !broadwayNeedsJoker(h, c.front)) return c;
  let natural = -1;
  let joker = -1;
  for (let k = 0; k < 7; k++) {
    const card = h.cards[k] as Card;
    if (card === JOKER) joker = k;
    else if (card >> 2 === ACE) natural = k;
  }
  if (natural < 0 || joker < 0) return c;
  const others = [0, 1, 2, 3, 4, 5, 6]
    .filter((k) => k !== natural && k !== joker)
    .sort((a, b) => (h.cards[b] as number) - (h.cards[a] as number));
  const a = others[0] as number;
  const b = others[1] as number;
  return { front: Math.min(a, b) | (Math.max(a, b) << 3), rule: "straight:ace-joker-behind" };
}

/**
 * The highest front holding the card at position `at` whose back is a straight, a flush or
 * better; on a tie the best back. -1 when there is none.
 */
function highestFrontWithKeeping(h: WayHand, at: number): number {
  let best = -1;
  let bestFront = -1;
  let bestBack = -1;
  for (let k = 0; k < 7; k++) {
    if (k === at) continue;
    const i = Math.min(at, k);
    const j = Math.max(at, k);
    const front = eval2(h.cards[i] as Card, h.cards[j] as Card);
    if (front < bestFront) continue;
    const back = evalBack(h.cards, i, j);
    if (back >>> 20 < STRAIGHT) continue;
    if (front > bestFront || back > bestBack) {
      bestFront = front;
      bestBack = back;
      best = i | (j << 3);
    }
  }
  return best;
}

/**
 * `aceInFrontWithPair`: one pair of rank lo..hi (never aces) with an ace single (the joker may
 * be that ace) puts the ace in front, as `play` says (document.ts): "when-higher", the ace and
 * the highest other single with the pair behind when that front is higher than the straight
 * choice's; "keep-straight", the highest front holding the ace that keeps a straight or flush,
 * else the one-pair rule (the straight given up); "one-pair", the one-pair rule. A choice equal to the straight
 * choice's front keeps the straight rule's name.
 */
function aceInFront(h: WayHand, c: Choice, lo: number, hi: number, play: AceWithPairPlay): Choice {
  const pair = h.pairs[0] as number;
  if (h.type !== "one-pair" || pair < lo || pair > hi || pair === ACE || h.count[ACE] !== 1)
    return c;
  const highestOther = h.singles.find((r) => r !== ACE) as number;
  const onePair = frontOfRanks(h, ACE, highestOther);
  const value = (f: number) => eval2(h.cards[f & 7] as Card, h.cards[(f >> 3) & 7] as Card);
  if (play === "when-higher")
    return value(onePair) > value(c.front) ? { front: onePair, rule: "straight:ace-in-front" } : c;
  if (play === "keep-straight") {
    let ace = 0;
    while ((h.cards[ace] as Card) !== JOKER && (h.cards[ace] as Card) >> 2 !== ACE) ace++;
    const keeping = highestFrontWithKeeping(h, ace);
    if (keeping >= 0)
      return keeping === c.front ? c : { front: keeping, rule: "straight:ace-in-front-keeping" };
    return onePair === c.front ? c : { front: onePair, rule: "straight:ace-in-front-given-up" };
  }
  return onePair === c.front ? c : { front: onePair, rule: "straight:pair-and-ace" };
}

/** The CasinoWay a checked document describes. */
export function interpretWay(doc: WayDocument): CasinoWay {
  const r = doc.rules;

  const kingsInFront = r["five-aces"].kingsInFront;
  const fiveAces = (h: WayHand): Choice =>
    kingsInFront && h.count[KING] === 2
      ? { front: frontOfRanks(h, KING, KING), rule: "five-aces:kings" }
      : { front: frontOfRanks(h, ACE, ACE), rule: "five-aces" };

  // Quads with three singles: a keep test per rank.
  const quadsKeep = new Array<Test>(13);
  for (const band of r.quads.bands) {
    const [lo, hi] = range(band.ranks);
    const test = keepTest(band.keep);
    for (let q = lo; q <= hi; q++) quadsKeep[q] = test;
  }

  const aceKing = r["full-house"].aceKingInFront;
  const aceKingPairAtMost = aceKing ? rankIndex(aceKing.pairAtMost) : -1;
  const fullHouse = (h: WayHand): Choice =>
    (h.pairs[0] as number) <= aceKingPairAtMost && h.singles[0] === ACE && h.singles[1] === KING
      ? { front: frontOfRanks(h, ACE, KING), rule: "full-house:ace-king" }
      : common.fullHouse(h);

  const splitTripAces = r.trips.tripAces === "ace-and-highest-single";
  const trips = (h: WayHand): Choice =>
    splitTripAces || h.trips[0] !== ACE
      ? common.trips(h)
      : { front: frontOfRanks(h, h.singles[0] as number, h.singles[1] as number), rule: "trips" };

  // Two pairs: a keep test per (high, low), index high * 13 + low, and where a straight or
  // flush may be played instead, the test that keeps the two pairs all the same.
  const twoPairKeep = new Array<Test>(169);
  const twoPairStraightUnless = new Array<Test | undefined>(169);
  for (const c of r["two-pair"].cases) {
    const [hlo, hhi] = range(c.high);
    const [llo, lhi] = range(c.low);
    const test = keepTest(c.keep);
    const unless = c.straightUnless === undefined ? undefined : keepTest(c.straightUnless);
    for (let hi = hlo; hi <= hhi; hi++)
      for (let lo = llo; lo <= Math.min(lhi, hi - 1); lo++) {
        twoPairKeep[hi * 13 + lo] = test;
        twoPairStraightUnless[hi * 13 + lo] = unless;
      }
  }
  const twoPair = (h: WayHand): Choice => {
    const at = (h.pairs[0] as number) * 13 + (h.pairs[1] as number);
    const unless = twoPairStraightUnless[at];
    if (unless && h.straightOrFlush && !unless(h))
      return { front: highestFrontKeeping(h), rule: "straight:two-pair" };
    return common.twoPair(h, (twoPairKeep[at] as Test)(h));
  };

  // Quads with a pair or trips: quad aces split unless the pair or trips are in a range.
  const acesSplit = r["quads-pair"].acesSplitUnless;
  const acesKeep = acesSplit === undefined ? null : range(acesSplit);
  const quadsWithPair = (h: WayHand): Choice => {
    if (acesKeep === null || h.quads !== ACE) return common.quadsWithPair(h);
    const other = (h.trips[0] ?? h.pairs[0]) as number;
    return other >= acesKeep[0] && other <= acesKeep[1]
      ? common.quadsWithPair(h)
      : { front: frontOfRanks(h, ACE, ACE), rule: "quads+pair:split-aces" };
  };

  const [p, q] = r["no-pair"].positions;
  const noPair = (h: WayHand): Choice =>
    p === 2 && q === 3
      ? common.noPair(h)
      : {
          front: frontOfRanks(h, h.singles[p - 1] as number, h.singles[q - 1] as number),
          rule: "no-pair",
        };

  const s = r.straights;
  const ace = aceWithPair(s);
  const aceRange = ace === null ? null : range(ace.pairs);
  const straights = (h: WayHand): Choice | null => {
    let c = common.straights(h);
    if (!c) return c;
    if (s.aceJokerBehind) c = aceJokerBehind(h, c);
    if (ace && aceRange) c = aceInFront(h, c, aceRange[0], aceRange[1], ace.play);
    return c;
  };

  return {
    fiveAces,
    quadsWithPair,
    quads: (h) => common.quads(h, (quadsKeep[h.quads] as Test)(h)),
    twoTrips: common.twoTrips,
    tripsTwoPair: common.tripsTwoPair,
    fullHouse,
    trips,
    threePair: common.threePair,
    twoPair,
    onePair: common.onePair,
    noPair,
    straights,
  };
}
