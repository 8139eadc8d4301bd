/**
 * The house way with values, memoized by rank multiset: the batch tool's
 * and whole-deck checks' fast path, one memo per way. Same answers as the
 * way's rules as written (houseWayCode, ways/), which `paigow
 * verify-house-way [--way W]` confirms on every hand.
 *
 * A hand that can make no flush is set by ranks alone when it also cannot
 * make a straight (the rules then read ranks only, the joker as an ace) or
 * holds no joker (then cards of one rank are interchangeable, so the
 * straight's choice depends on ranks too). The rules name the ranks of the
 * front, so the front ranks, rule, back value and front value of one such
 * hand serve every hand with the same rank multiset: computed once, then
 * looked up. (With the joker, a straight may need it as a middle card while
 * a natural ace goes in front: the choice is by card, not rank, so those
 * hands take the slow path.)
 *
 * The seed way takes the first cards of the named ranks in hand order, and
 * so does the memo (its positions are the slow path's). A casino way takes
 * the cards giving the best back; on a memoized hand every choice of equal
 * ranks gives the same values, so the memo takes the first ones.
 */

import { ACE, type Card, JOKER } from "./cards";
import { eval2, evalBack } from "./evaluate";
import { IntMap } from "./int-map";
import { JOKER_KEY, POW5 } from "./multisets";
import type { Way } from "./rule-set";
import { STRAIGHT_MASK } from "./straight-mask";
import { recallWay, rememberWay } from "./way-cache";
import { wayDef } from "./ways";

interface Memo {
  code: (hand: ArrayLike<Card>) => number;
  /** The seed way: rule 3 picks its front by scanning positions, so its two come in hand order. */
  seed: boolean;
  index: IntMap;
  front: Int32Array; // rank a * 16 + rank b, + 256 when the front was chosen by scanning
  rule: Int32Array; // packed code without positions
  back: Int32Array;
  frontValue: Int32Array;
  size: number;
}

const MEMO_SIZE = 70_000;
const memos = new Map<string, Memo>();

function memoOf(way: Way): Memo {
  let m = recallWay(memos, way);
  if (!m) {
    m = {
      code: wayDef(way).code,
      seed: way === "seed",
      index: new IntMap(17),
      front: new Int32Array(MEMO_SIZE),
      rule: new Int32Array(MEMO_SIZE),
      back: new Int32Array(MEMO_SIZE),
      frontValue: new Int32Array(MEMO_SIZE),
      size: 0,
    };
    rememberWay(memos, way, m);
  }
  return m;
}

const RANK = new Int32Array(53);
for (let c = 0; c < 53; c++) RANK[c] = c === JOKER ? ACE : c >> 2;

/**
 * Sets `out` to [packed code (as the way's code), back value, front value]
 * for seven valid, distinct cards. Unchecked: callers validate.
 */
export function houseWayInto(hand: ArrayLike<Card>, out: Int32Array, way: Way): void {
  const memo = memoOf(way);
  let key = 0;
  let mask = 0;
  let joker = 0;
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  for (let k = 0; k < 7; k++) {
    const c = hand[k] as Card;
    if (c === JOKER) {
      joker = 1;
      continue;
    }
    const r = c >> 2;
    key += POW5[r] as number;
    mask |= 1 << r;
    const s = c & 3;
    if (s === 0) s0++;
    else if (s === 1) s1++;
    else if (s === 2) s2++;
    else s3++;
  }
  const most = Math.max(s0, s1, s2, s3);
  const straight = (STRAIGHT_MASK[mask] as number) & (joker ? 2 : 1);
  if (most + joker < 5 && (straight === 0 || joker === 0)) {
    const stored = memo.index.get(joker ? key + JOKER_KEY : key);
    if (stored >= 0) {
      const fr = memo.front[stored] as number;
      const a = (fr >> 4) & 15;
      const b = fr & 15;
      let i = -1;
      let j = -1;
      for (let k = 0; k < 7; k++) {
        const r = RANK[hand[k] as Card] as number;
        if (i < 0 && r === a) i = k;
        else if (j < 0 && r === b) j = k;
      }
      const code = memo.rule[stored] as number;
      out[0] = (fr & 256 && j < i ? j | (i << 3) : i | (j << 3)) | code;
      out[1] = memo.back[stored] as number;
      out[2] = memo.frontValue[stored] as number;
      return;
    }
    const code = setSlowly(memo, hand, out);
    const fi = RANK[hand[code & 7] as Card] as number;
    const fj = RANK[hand[(code >> 3) & 7] as Card] as number;
    const at = memo.size++;
    memo.index.set(joker ? key + JOKER_KEY : key, at);
    const scanned = memo.seed && ((code >> 6) & 15) === 3 && code >> 10 === 0;
    memo.front[at] = fi * 16 + fj + (scanned ? 256 : 0);
    memo.rule[at] = code & ~63;
    memo.back[at] = out[1] as number;
    memo.frontValue[at] = out[2] as number;
    return;
  }
  setSlowly(memo, hand, out);
}

function setSlowly(memo: Memo, hand: ArrayLike<Card>, out: Int32Array): number {
  const code = memo.code(hand);
  const i = code & 7;
  const j = (code >> 3) & 7;
  out[0] = code;
  out[1] = evalBack(hand, i, j);
  out[2] = eval2(hand[i] as Card, hand[j] as Card);
  return code;
}
