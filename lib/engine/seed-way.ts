/**
 * The online (seed) casinos' house way (RULES.md section 5), as code: how the dealer chooses the
 * two front cards of seven. `houseWayCode` applies the rules as written, allocation-free, and
 * returns the front positions and the rule packed into one integer (house-way-fast.ts memoizes
 * it for batch work); house-way.ts adds the values and the reason for every way.
 *
 * Counting terms of section 5: ranks are counted with the joker as an ace;
 * a pair is a rank held exactly twice, trips three times, quads four times.
 */
import { ACE, type Card, JOKER, KING, TEN } from "./cards";
import { highestFrontKeeping } from "./fronts";
import { STRAIGHT_MASK } from "./straight-mask";
import { STRAIGHT, STRAIGHT_FLUSH } from "./values";

// Rank indices used by the rules' thresholds.
const SIX = 4;
const SEVEN = 5;
const FIVE = 3;
const TWO = 0;

// Scratch space: the hot path allocates nothing.
const rankAt = new Int32Array(7); // rank each card plays in counting (joker = ace)
const count = new Int32Array(13); // with the joker as an ace
const natCount = new Int32Array(13); // natural cards only
const suitMask = new Int32Array(4);
const suitCount = new Int32Array(4);

/** Positions of the first two cards of rank r (joker counted as an ace). */
function twoOfRank(r: number): number {
  let i = -1;
  for (let k = 0; k < 7; k++) {
    if (rankAt[k] === r) {
      if (i < 0) i = k;
      else return i | (k << 3);
    }
  }
  throw new Error(`house way: fewer than two cards of rank ${r}`);
}

/** Position of the card of rank r (the first one, if several). */
function cardOfRank(r: number): number {
  for (let k = 0; k < 7; k++) if (rankAt[k] === r) return k;
  throw new Error(`house way: no card of rank ${r}`);
}

/** Front positions (packed like house-way-code.ts's low bits) of the cards of the given two ranks. */
const frontOfRanks = (a: number, b: number): number => {
  if (a === b) return twoOfRank(a);
  return cardOfRank(a) | (cardOfRank(b) << 3);
};

/**
 * The two-pair test of rules 2 and 3: true when the hand should be set by
 * rules 4 to 10 instead. `c` is the rank count to use (natural cards only
 * when the joker is busy completing the straight or flush).
 */
function twoPairSendsOn(c: Int32Array): boolean {
  let pairs = 0;
  let trips = 0;
  let high = -1;
  let low = -1;
  for (let r = 12; r >= 0; r--) {
    if (c[r] === 2) {
      pairs++;
      if (high < 0) high = r;
      else low = r;
    } else if (c[r] === 3) trips++;
  }
  if (pairs !== 2 || trips !== 0) return false;
  if (high === ACE) return true;
  if (low >= TEN) return true;
  return high <= TEN && c[ACE] === 1;
}

/** The nth highest rank held exactly once (0 = highest); -1 when there is none. */
function single(nth: number): number {
  let seen = 0;
  for (let r = 12; r >= 0; r--) {
    if (count[r] === 1) {
      if (seen === nth) return r;
      seen++;
    }
  }
  return -1;
}

/** Rules 4 to 10, on `count` (joker as an ace). Returns front bits | rule << 6. */
function byRanks(): number {
  let quads = -1;
  let trips1 = -1;
  let trips2 = -1;
  let pair1 = -1;
  let pair2 = -1;
  let pairs = 0;
  for (let r = 12; r >= 0; r--) {
    const n = count[r];
    if (n === 4) quads = r;
    else if (n === 3) {
      if (trips1 < 0) trips1 = r;
      else trips2 = r;
    } else if (n === 2) {
      pairs++;
      if (pair1 < 0) pair1 = r;
      else if (pair2 < 0) pair2 = r;
    }
  }
  if (quads >= 0) return quadsFront(quads) | (4 << 6);
  if (trips1 >= 0 && (trips2 >= 0 || pairs > 0)) {
    let front: number;
    if (trips2 >= 0) front = twoOfRank(trips1);
    else if (pairs >= 2) front = twoOfRank(pair1);
    else if (pair1 === TWO && single(0) === ACE && single(1) === KING)
      front = frontOfRanks(ACE, KING);
    else front = twoOfRank(pair1);
    return front | (5 << 6);
  }
  if (trips1 >= 0) {
    const front =
      trips1 === ACE ? frontOfRanks(ACE, single(0)) : frontOfRanks(single(0), single(1));
    return front | (6 << 6);
  }
  if (pairs === 3) return twoOfRank(pair1) | (7 << 6);
  if (pairs === 2) {
    const aceSingle = count[ACE] === 1;
    const keep =
      pair1 <= SIX ||
      (pair1 <= TEN && aceSingle) ||
      (pair1 > TEN && pair1 < ACE && pair2 <= FIVE && aceSingle);
    return (keep ? frontOfRanks(single(0), single(1)) : twoOfRank(pair2)) | (8 << 6);
  }
  if (pairs === 1) return frontOfRanks(single(0), single(1)) | (9 << 6);
  return frontOfRanks(single(1), single(2)) | (10 << 6);
}

/** Rule 4 with quads of rank q. */
function quadsFront(q: number): number {
  // The three other cards: the highest rank they hold at least twice, and their highest two ranks.
  let otherPair = -1;
  let top = -1;
  let second = -1;
  for (let r = 12; r >= 0; r--) {
    if (r === q) continue;
    const n = count[r] as number;
    if (n >= 2 && otherPair < 0) otherPair = r;
    for (let k = 0; k < n; k++) {
      if (top < 0) top = r;
      else if (second < 0) second = r;
    }
  }
  const bestOthers = otherPair >= 0 ? twoOfRank(otherPair) : frontOfRanks(top, second);
  if (q <= SIX) return bestOthers;
  if (q <= TEN) {
    const strong = otherPair >= 0 || (top === ACE && second >= 9); // a pair, or at least ace-jack
    return strong ? bestOthers : twoOfRank(q);
  }
  const threshold = q === ACE ? SEVEN : TEN;
  return otherPair >= threshold ? twoOfRank(otherPair) : twoOfRank(q);
}

/**
 * The house way's front for seven valid, distinct cards, packed as house-way-code.ts reads it.
 * Unchecked: callers validate (see houseWay).
 */
export function houseWayCode(hand: ArrayLike<Card>): number {
  for (let k = 0; k < 7; k++) {
    // Clear what the previous hand set (cheaper than clearing every rank).
    count[rankAt[k] as number] = 0;
    natCount[rankAt[k] as number] = 0;
  }
  suitMask[0] = suitMask[1] = suitMask[2] = suitMask[3] = 0;
  suitCount[0] = suitCount[1] = suitCount[2] = suitCount[3] = 0;
  let joker = false;
  let rankMask = 0;
  for (let k = 0; k < 7; k++) {
    const c = hand[k] as Card;
    if (c === JOKER) {
      joker = true;
      rankAt[k] = ACE;
      count[ACE] = (count[ACE] as number) + 1;
      continue;
    }
    const r = c >> 2;
    const s = c & 3;
    rankAt[k] = r;
    count[r] = (count[r] as number) + 1;
    natCount[r] = (natCount[r] as number) + 1;
    rankMask |= 1 << r;
    suitMask[s] = (suitMask[s] as number) | (1 << r);
    suitCount[s] = (suitCount[s] as number) + 1;
  }

  // Rule 1: five aces.
  if (count[ACE] === 5) {
    const front = count[KING] === 2 ? twoOfRank(KING) : twoOfRank(ACE);
    return front | (1 << 6);
  }

  // Rule 2: a straight flush can be made.
  let sfNatural = false;
  let sfJoker = false;
  for (let s = 0; s < 4; s++) {
    const bits = STRAIGHT_MASK[suitMask[s] as number] as number;
    if (bits & 1) sfNatural = true;
    if (bits & 2) sfJoker = true;
  }
  if (sfNatural || (joker && sfJoker)) {
    if (twoPairSendsOn(sfNatural ? count : natCount)) return byRanks() | (2 << 10);
    return highestFrontKeeping(hand, STRAIGHT_FLUSH) | (2 << 6);
  }

  // Rule 3: a straight or a flush can be made.
  const straightBits = STRAIGHT_MASK[rankMask] as number;
  let maxSuit = 0;
  for (let s = 0; s < 4; s++)
    if ((suitCount[s] as number) > maxSuit) maxSuit = suitCount[s] as number;
  const natural = (straightBits & 1) !== 0 || maxSuit >= 5;
  const withJoker = joker && ((straightBits & 2) !== 0 || maxSuit >= 4);
  if (natural || withJoker) {
    if (twoPairSendsOn(natural ? count : natCount)) return byRanks() | (3 << 10);
    return highestFrontKeeping(hand, STRAIGHT) | (3 << 6);
  }

  return byRanks();
}
