/**
 * The house way with values, memoized by rank multiset: the batch tool's
 * and whole-deck checks' fast path. Same answers as houseWayCode (the rules
 * as written), which `paigow verify-house-way` confirms on every hand.
 *
 * A hand that can make no flush is set by ranks alone when it also cannot
 * make a straight (rules 1 and 4-10 read ranks only, the joker as an ace) or
 * holds no joker (then cards of one rank are interchangeable, so rule 3's
 * choice depends on ranks too). The rules name the ranks of the front and
 * take the first cards of those ranks in hand order, so the front ranks,
 * rule, back value and front value of one such hand serve every hand with
 * the same rank multiset: computed once, then looked up. (With the joker, a
 * straight may need it as a middle card while a natural ace goes in front:
 * the choice is by card, not rank, so those hands take the slow path.)
 */
import { ACE, type Card, JOKER } from "./cards";
import { eval2, evalBack } from "./evaluate";
import { houseWayCode, STRAIGHT_MASK } from "./house-way";
import { IntMap } from "./int-map";
import { JOKER_KEY, POW5 } from "./multisets";

const memo = new IntMap(17);
const memoFront = new Int32Array(70_000); // rank a * 16 + rank b, + 256 when rule 3 chose
const memoCode = new Int32Array(70_000); // packed code without positions
const memoBack = new Int32Array(70_000);
const memoFrontValue = new Int32Array(70_000);
let memoSize = 0;

const RANK = new Int32Array(53);
for (let c = 0; c < 53; c++) RANK[c] = c === JOKER ? ACE : c >> 2;

/**
 * Sets `out` to [packed code (as houseWayCode), back value, front value] for
 * seven valid, distinct cards. Unchecked: callers validate.
 */
export function houseWayInto(hand: ArrayLike<Card>, out: Int32Array): void {
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
    const stored = memo.get(joker ? key + JOKER_KEY : key);
    if (stored >= 0) {
      const fr = memoFront[stored] as number;
      const a = (fr >> 4) & 15;
      const b = fr & 15;
      let i = -1;
      let j = -1;
      for (let k = 0; k < 7; k++) {
        const r = RANK[hand[k] as Card] as number;
        if (i < 0 && r === a) i = k;
        else if (j < 0 && r === b) j = k;
      }
      const code = memoCode[stored] as number;
      // Rule 3 picks its front by scanning positions, so its two positions come in hand order.
      out[0] = (fr & 256 && j < i ? j | (i << 3) : i | (j << 3)) | code;
      out[1] = memoBack[stored] as number;
      out[2] = memoFrontValue[stored] as number;
      return;
    }
    const code = setSlowly(hand, out);
    const fi = RANK[hand[code & 7] as Card] as number;
    const fj = RANK[hand[(code >> 3) & 7] as Card] as number;
    memo.set(joker ? key + JOKER_KEY : key, memoSize);
    const scanned = ((code >> 6) & 15) === 3 && code >> 10 === 0;
    memoFront[memoSize] = fi * 16 + fj + (scanned ? 256 : 0);
    memoCode[memoSize] = code & ~63;
    memoBack[memoSize] = out[1] as number;
    memoFrontValue[memoSize] = out[2] as number;
    memoSize++;
    return;
  }
  setSlowly(hand, out);
}

function setSlowly(hand: ArrayLike<Card>, out: Int32Array): number {
  const code = houseWayCode(hand);
  const i = code & 7;
  const j = (code >> 3) & 7;
  out[0] = code;
  out[1] = evalBack(hand, i, j);
  out[2] = eval2(hand[i] as Card, hand[j] as Card);
  return code;
}
