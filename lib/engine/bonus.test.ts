import { describe, expect, it } from "vitest";
import {
  FORTUNE_COUNTS,
  FORTUNE_KEYS,
  FORTUNE_PAYS,
  type FortuneKey,
  fortuneBonus,
  fortuneHouseEdge,
} from "./bonus";
import { bonusCountFrom, fortuneRowFast } from "./bonus-counts";
import { ACE, type Card, JOKER, KING, parseHand, QUEEN, TEN } from "./cards";
import { referenceEval5 } from "./reference";
import { createRng, deal } from "./rng";
import { BROADWAY_INDEX, categoryOf, nibble } from "./values";

/**
 * An independent classifier: the reference evaluator on every five of the
 * seven, and the 7-card rows by trying every run, suit and royal directly.
 */
function referenceFortune(hand: readonly Card[]): FortuneKey {
  const has = (c: Card) => hand.includes(c);
  const joker = has(JOKER);
  const candidates: FortuneKey[] = [];
  for (let suit = 0; suit < 4; suit++) {
    for (let low = -1; low <= 6; low++) {
      let missing = 0;
      for (let r = low; r < low + 7; r++) if (!has((r < 0 ? ACE : r) * 4 + suit)) missing++;
      if (missing === 0) candidates.push("sf7-natural");
      if (missing === 1 && joker) candidates.push("sf7-joker");
    }
    const royal = [TEN, TEN + 1, QUEEN, KING, ACE].map((r) => r * 4 + suit);
    const absent = royal.filter((c) => !has(c)).length;
    if (absent === 0 || (absent === 1 && joker)) {
      const rest = hand.filter((c) => !royal.includes(c) && !(absent === 1 && c === JOKER));
      for (let x = 0; x < 4; x++)
        if (rest.length === 2 && rest.includes(KING * 4 + x) && rest.includes(QUEEN * 4 + x))
          candidates.push("royal-plus-match");
    }
  }
  const byCategory: FortuneKey[] = [
    "lose",
    "lose",
    "lose",
    "trips",
    "straight",
    "flush",
    "full-house",
    "quads",
    "straight-flush",
    "five-aces",
  ];
  for (let i = 0; i < 7; i++)
    for (let j = i + 1; j < 7; j++) {
      const v = referenceEval5(hand.filter((_, k) => k !== i && k !== j));
      const key = byCategory[categoryOf(v)] as FortuneKey;
      candidates.push(
        key === "straight-flush" && nibble(v, 0) === BROADWAY_INDEX ? "royal-flush" : key,
      );
    }
  return FORTUNE_KEYS[Math.min(...candidates.map((k) => FORTUNE_KEYS.indexOf(k)))] as FortuneKey;
}

describe("Fortune bonus rows (RULES.md section 10)", () => {
  it.each<[string, FortuneKey]>([
    // 7-card straight flushes: A-2-3-4-5-6-7 lowest, 8-A highest, the joker anywhere in the run.
    ["As 2s 3s 4s 5s 6s 7s", "sf7-natural"],
    ["8h 9h Th Jh Qh Kh Ah", "sf7-natural"],
    ["2s 3s 4s 5s 6s 7s JK", "sf7-joker"],
    ["As 2s 3s 4s 6s 7s JK", "sf7-joker"],
    ["9h Th Jh Qh Kh Ah JK", "sf7-joker"],
    ["Kd Ad 2d 3d 4d 5d 6d", "straight-flush"], // no wrap round the ace
    ["2c 3c 4c 5c 6c 7c 9c", "straight-flush"], // a gap and no joker to fill it
    ["2c 3c 4c 5c 6c 8c JK", "sf7-joker"], // the joker fills the gap
    ["2c 3c 4c 5c 6c 9c JK", "straight-flush"], // two gaps
    // Royal plus royal match: a suited K-Q beside the royal, the joker may sit in the royal.
    ["As Ks Qs Js Ts Kh Qh", "royal-plus-match"],
    ["As Ks JK Js Ts Kd Qd", "royal-plus-match"],
    ["As Ks Qs Js Ts Kh Qd", "royal-flush"],
    ["As Ks Qs Js Ts JK Kh", "royal-flush"], // the joker is never the queen of the match
    ["Ks Qs Js Ts 9s Kh Qh", "straight-flush"], // the match needs a royal
    // Five aces and the five-card flushes.
    ["As Ah Ad Ac JK Ks Kh", "five-aces"],
    ["As Ks Qs Js Ts 2h 3d", "royal-flush"],
    ["As Ks Qs JK Ts 2h 3d", "royal-flush"],
    ["As 2s 3s 4s 5s Kh Qd", "straight-flush"],
    ["JK 2s 3s 4s 5s Kh Qd", "straight-flush"],
    ["9d 8d 7d JK 5d Ac Kh", "straight-flush"],
    // Quads: three aces and the joker are four aces; the joker is no king.
    ["7s 7h 7d 7c 2s 3h 4d", "quads"],
    ["As Ah Ad JK 2s 3h 4d", "quads"],
    ["Ks Kh Kd JK 2s 3h 9d", "trips"],
    ["Ks Kh Kd 2s 2h 5c 9d", "full-house"],
    ["Ks Kh Kd 2s 2h 2d 9c", "full-house"],
    ["As Ah JK Ks Kh 3c 9d", "full-house"],
    ["2s 5s 8s Js Ks 3h 4d", "flush"],
    ["2s 5s 8s Js JK 3h 4d", "flush"],
    ["2s 5s 8s Js Ks 2h 2d", "flush"], // a flush pays more than trips
    // Rows go by pay: trips beat a straight, even with the joker playing both.
    ["5s 6h 7d 8c 9s 9h 9d", "trips"],
    ["Ah Ad JK 3c 4s 5h 6d", "trips"],
    ["5s 6h 7d 8c 9s Ks 2h", "straight"],
    ["5s 6h 7d JK 9s Ks 2h", "straight"],
    ["JK 2d 3c 4s 5h 9d Kc", "straight"],
    ["Ks Kh 2d 2c 5s 8h 9d", "lose"], // two pair pays nothing
    ["JK Kh 2d 4c 6s 8h Td", "lose"],
    ["Qs Kh Ad 2c 3s 8h 9d", "lose"], // Q-K-A-2-3 is no straight
    ["2s 5s 8s Js 3h 4d 9c", "lose"], // four to a flush without the joker
  ])("%s is %s", (hand, key) => {
    expect(fortuneBonus(parseHand(hand))).toBe(key);
  });

  it("agrees with a classifier on the reference evaluator on 4,000 seeded hands rich in flushes", () => {
    const rng = createRng(17);
    const seen = new Set<FortuneKey>();
    for (let n = 0; n < 4000; n++) {
      // Half from a deck of one suit, the royal-match kings and queens and the joker.
      const suit = n % 4;
      const narrow = [JOKER, KING * 4 + ((suit + 1) % 4), QUEEN * 4 + ((suit + 1) % 4)];
      for (let r = 0; r < 13; r++) narrow.push(r * 4 + suit);
      const others = Array.from({ length: 53 }, (_, c) => c).filter((c) => !narrow.includes(c));
      const hand = n % 2 ? deal(rng, 7, others) : deal(rng, 7);
      const key = referenceFortune(hand);
      seen.add(key);
      if (fortuneBonus(hand) !== key)
        expect(`${hand}: ${fortuneBonus(hand)}`).toBe(`${hand}: ${key}`);
    }
    expect(seen.size).toBeGreaterThanOrEqual(8);
  });

  it("orders the pay table best first and pays nothing on a loss", () => {
    const pays = FORTUNE_KEYS.map((k) => FORTUNE_PAYS[k]);
    expect(pays).toEqual([...pays].sort((a, b) => b - a));
    expect(FORTUNE_PAYS.lose).toBe(0);
    expect(FORTUNE_PAYS.trips).toBeGreaterThan(FORTUNE_PAYS.straight);
  });

  it("rejects a malformed hand with a typed error", () => {
    expect(() => fortuneBonus([1, 2, 3])).toThrow(/expected 7 cards/);
    expect(() => fortuneBonus([1, 1, 2, 3, 4, 5, 6])).toThrow(/duplicate/);
    expect(() => fortuneBonus([1, 2, 3, 4, 5, 6, 53])).toThrow(/unknown card/);
  });

  it("computes the house edge from the counts", () => {
    const none = Object.fromEntries(FORTUNE_KEYS.map((k) => [k, 0])) as Record<FortuneKey, number>;
    expect(fortuneHouseEdge({ ...none, straight: 1, lose: 1 })).toBeCloseTo(-0.5, 12);
    expect(fortuneHouseEdge({ ...none, lose: 3 })).toBe(1);
    expect(fortuneHouseEdge()).toBeCloseTo(0.07765575, 8);
    expect(() => fortuneHouseEdge(none)).toThrow(RangeError);
  });

  it("agrees with the seven-card category table where the rows coincide", () => {
    // Published best-five counts: five aces 1,128, royal 26,132, straight flush 184,832,
    // quads 307,472, full house 4,188,528, flush 6,172,088, straight 11,236,028, trips 7,470,676.
    const c = FORTUNE_COUNTS;
    expect(c["five-aces"]).toBe(1128);
    expect([c.quads, c["full-house"], c.flush]).toEqual([307_472, 4_188_528, 6_172_088]);
    // 32 sequences by suit; 72 royal matches = 4 x 3 natural + 4 x 5 x 3 with the joker;
    // 196 = 4 suits x 49 six-card sets inside a run of seven.
    expect([c["sf7-natural"], c["royal-plus-match"], c["sf7-joker"]]).toEqual([32, 72, 196]);
    // Every straight flush of five is a royal, a straight flush or one of the 7-card rows.
    expect(
      c["royal-flush"] +
        c["straight-flush"] +
        c["sf7-natural"] +
        c["royal-plus-match"] +
        c["sf7-joker"],
    ).toBe(26_132 + 184_832);
    // Straights holding trips move up to trips.
    expect(c.trips + c.straight).toBe(7_470_676 + 11_236_028);
  });
});

describe("whole-deck Fortune count", () => {
  it("classifies the hands led by cards 28..46 exactly as fortuneBonus does, in total and hand by hand", () => {
    // Lowest card 9s or above: C(25,7) = 480,700 hands, royal matches and 7-card runs included.
    const fast = new Float64Array(FORTUNE_KEYS.length);
    for (let first = 28; first <= 46; first++) bonusCountFrom(first, fast);
    const slow = new Array<number>(FORTUNE_KEYS.length).fill(0);
    const hand: Card[] = [];
    const walk = (from: number): void => {
      if (hand.length === 7) {
        const row = FORTUNE_KEYS.indexOf(fortuneBonus(hand));
        slow[row] = (slow[row] as number) + 1;
        if (fortuneRowFast(hand) !== row)
          expect(`${hand} ${fortuneRowFast(hand)}`).toBe(`${hand} ${row}`);
        return;
      }
      for (let c = from; c <= JOKER; c++) {
        hand.push(c);
        walk(c + 1);
        hand.pop();
      }
    };
    walk(28);
    expect(slow.reduce((a, b) => a + b, 0)).toBe(480_700);
    expect(Array.from(fast)).toEqual(slow);
    expect(slow[FORTUNE_KEYS.indexOf("royal-plus-match")]).toBeGreaterThan(0);
    expect(slow[FORTUNE_KEYS.indexOf("sf7-joker")]).toBeGreaterThan(0);
  });

  it("counts FORTUNE_COUNTS over all 154,143,080 hands", () => {
    const tally = new Float64Array(FORTUNE_KEYS.length);
    let visited = 0;
    for (let first = 0; first <= 46; first++) visited += bonusCountFrom(first, tally);
    expect(visited).toBe(154_143_080);
    expect(Object.fromEntries(FORTUNE_KEYS.map((k, i) => [k, tally[i]]))).toEqual(FORTUNE_COUNTS);
  });
});
