import { describe, expect, it } from "vitest";
import { ACE, type Card, CardError, formatHand, JOKER, parseHand } from "./cards";
import { faceUp, faceUpOutcome, faceUpPayout, faceUpRuleSet, isAceHighPaiGow } from "./faceup";
import { houseWay } from "./house-way";
import { referenceEval5 } from "./reference";
import { createRng, deal } from "./rng";
import type { Way } from "./rule-set";
import type { Outcome } from "./settle";
import { SPLIT_PAIRS } from "./splits";
import { backText, frontText } from "./values";

/**
 * The slow reading of RULES.md 13.1 and sections 2-4, sharing nothing with faceup.ts but the
 * house way (the dealer's setting is the way's, checked elsewhere) and the reference
 * evaluator: ranks by counting, the foul by RULES 3's five-against-two words.
 */
const rankPlayed = (c: Card): number => (c === JOKER ? ACE : c >> 2);

/** A front as [paired, ranks high first]. */
function frontShape(front: readonly Card[]): [boolean, number[]] {
  const [a, b] = front.map(rankPlayed).sort((x, y) => y - x) as [number, number];
  return a === b ? [true, [a]] : [false, [a, b]];
}

/** A back as the same shape, for the foul rule; null when two pair or better (never fouls). */
function backShape(back: readonly Card[]): [boolean, number[]] | null {
  const value = referenceEval5(back);
  const category = value >>> 20;
  if (category >= 2) return null;
  const ranks = [0, 1, 2, 3, 4].map((i) => (value >> (4 * (4 - i))) & 15);
  return category === 1 ? [true, [ranks[0] as number]] : [false, ranks];
}

function compareShapes(x: [boolean, number[]], y: [boolean, number[]]): number {
  if (x[0] !== y[0]) return x[0] ? 1 : -1;
  for (let i = 0; i < Math.min(x[1].length, y[1].length); i++)
    if (x[1][i] !== y[1][i]) return (x[1][i] as number) - (y[1][i] as number);
  return 0; // a prefix: the back is not lower
}

function fouls(back: readonly Card[], front: readonly Card[]): boolean {
  const b = backShape(back);
  return b !== null && compareShapes(frontShape(front), b) > 0;
}

function frontOrder(x: readonly Card[], y: readonly Card[]): number {
  return compareShapes(frontShape(x), frontShape(y));
}

function referenceOutcomes(player: Card[], dealer: Card[], way: Way): Outcome[] {
  const set = houseWay(dealer, way);
  const dBack = referenceEval5(set.back);
  const noPairAceHigh = dBack >>> 20 === 0 && set.back.some((c) => c === JOKER || c >> 2 === ACE);
  return SPLIT_PAIRS.map(([i, j]) => {
    if (noPairAceHigh) return "push";
    const front = [player[i] as Card, player[j] as Card];
    const back = player.filter((_, k) => k !== i && k !== j);
    if (fouls(back, front)) return "loss";
    const backWins = referenceEval5(back) > dBack;
    const frontWins = frontOrder(front, set.front) > 0;
    return backWins && frontWins ? "win" : backWins || frontWins ? "push" : "loss";
  });
}

const outcomes = (p: string, d: string, way: Way = "seed") =>
  faceUp(parseHand(p), parseHand(d), faceUpRuleSet(way));

describe("Face Up Pai Gow (RULES.md 13.1)", () => {
  it("gives every split the outcome the slow reference gives, over seeded deals", () => {
    const rng = createRng(5401);
    let aceHigh = 0;
    for (let n = 0; n < 1500; n++) {
      const cards = deal(rng, 14);
      const player = cards.slice(0, 7);
      const dealer = cards.slice(7);
      const way = n % 2 === 0 ? "seed" : "foxwoods";
      const fast = faceUp(player, dealer, faceUpRuleSet(way));
      const slow = referenceOutcomes(player, dealer, way);
      const got = fast.splits.map((s) => s.outcome);
      if (got.join() !== slow.join())
        expect({ player: formatHand(player), dealer: formatHand(dealer), way, got }).toEqual({
          player: formatHand(player),
          dealer: formatHand(dealer),
          way,
          got: slow,
        });
      const rank = (o: Outcome) => ["loss", "push", "win"].indexOf(o);
      expect(fast.best).toBe(slow.reduce((a, b) => (rank(b) > rank(a) ? b : a), "loss"));
      if (fast.dealerPushes) aceHigh++;
    }
    // The deals reach the dealer's push hand (a few percent of dealer hands), not only settling.
    expect(aceHigh).toBeGreaterThan(10);
  });

  it("agrees with the slow reference where copies are common: the dealer's ranks in other suits", () => {
    // Random deals almost never copy a back; a player holding the dealer's ranks copies often.
    const rng = createRng(5402);
    let copies = 0;
    for (let n = 0; n < 400; n++) {
      const dealer = deal(rng, 7).filter((c) => c !== JOKER);
      const player: Card[] = [];
      for (const c of dealer) {
        const shifted = [1, 2, 3]
          .map((k) => (c & ~3) | ((c + k) & 3))
          .find((x) => !dealer.includes(x) && !player.includes(x));
        if (shifted !== undefined) player.push(shifted);
      }
      if (dealer.length !== 7 || player.length !== 7) continue;
      const fast = faceUp(player, dealer, faceUpRuleSet("trump-plaza"));
      const slow = referenceOutcomes(player, dealer, "trump-plaza");
      expect(fast.splits.map((s) => s.outcome)).toEqual(slow);
      if (fast.splits.some((s) => s.backValue === fast.dealer.backValue)) copies++;
    }
    expect(copies).toBeGreaterThan(50);
  });

  it("pushes every split, fouls too, when the dealer's back is ace-high with no pair", () => {
    const r = outcomes("Kh Kc 9d 7s 5h 3c 2d", "As Qd 9c 7h 5s 3d 2c");
    expect(backText(r.dealer.backValue)).toBe("high:A7532");
    expect(r.dealerPushes).toBe(true);
    expect(r.splits.every((s) => s.outcome === "push")).toBe(true);
    // The pair of kings in front fouls this player; against ace-high pai gow it still pushes
    // (RULES 13.1 "whatever the player holds", as the commission-free games of 12.3 read it).
    expect(r.splits.some((s) => s.foul)).toBe(true);
    expect(r.best).toBe("push");
  });

  it("reads the joker as the ace of the dealer's no-pair back", () => {
    const r = outcomes("Kh Kc 9d 8s 6h 4c 2d", "JK Qd 9c 7h 5s 3d 2c");
    expect(backText(r.dealer.backValue)).toBe("high:A7532");
    expect(r.dealerPushes).toBe(true);
    expect(r.splits.every((s) => s.outcome === "push")).toBe(true);
  });

  it("settles a king-high dealer back as usual: no push hand", () => {
    const r = outcomes("As Ah 9d 8s 6h 4c 2d", "Kd Qc 9h 7s 5d 3c 2h");
    expect(isAceHighPaiGow(r.dealer.backValue)).toBe(false);
    expect(r.best).toBe("win");
  });

  it("gives copies to the dealer: the same back and front lose, a copy beside a win pushes", () => {
    const r = outcomes("Kh Kc 9d 7s 5h 3c 2d", "Ks Kd 9c 7h 5s 3d 2h");
    expect(`${backText(r.dealer.backValue)} | ${frontText(r.dealer.frontValue)}`).toBe(
      "pair:K532 | high:97",
    );
    const copy = r.splits.find((s) => frontText(s.frontValue) === "high:97");
    expect(copy?.outcome).toBe("loss");
    // Back K-K-9-7-5 beats K-K-5-3-2, front 3-2 loses: one each, a push.
    const oneEach = r.splits.find((s) => frontText(s.frontValue) === "high:32");
    expect(oneEach?.outcome).toBe("push");
    expect(r.best).toBe("push");
  });

  it("makes a foul lose against an ordinary dealer hand", () => {
    const r = outcomes("Ah Ac 9d 8s 6h 4c 2d", "Kd Qc 9h 7s 5d 3c 3h");
    const foul = r.splits.find((s) => frontText(s.frontValue) === "pair:A");
    expect(foul?.foul).toBe(true);
    expect(foul?.outcome).toBe("loss");
    expect(faceUpOutcome({ backValue: 0, frontValue: 200, foul: true }, r.dealer)).toBe("loss");
  });

  it("pays a win even money, no commission", () => {
    expect(faceUpPayout("win")).toBe(1);
    expect(faceUpPayout("push")).toBe(0);
    expect(faceUpPayout("loss")).toBe(-1);
  });

  it("sets the dealer by the way it is given", () => {
    // Queens and threes with an ace single: the online way keeps both pairs behind, Foxwoods
    // splits J-A pairs (RULES 12.2); the dealer's front follows the way named.
    const hand = "Qc Qd 3h 3s Ad 8c 2h";
    const seed = houseWay(parseHand(hand), "seed");
    const fox = houseWay(parseHand(hand), "foxwoods");
    const a = outcomes("Ks Kh Td 9c 7c 6d 4h", hand, "seed");
    const b = outcomes("Ks Kh Td 9c 7c 6d 4h", hand, "foxwoods");
    expect(a.dealer.frontValue).toBe(seed.frontValue);
    expect(b.dealer.frontValue).toBe(fox.frontValue);
    expect(frontText(a.dealer.frontValue)).toBe("high:A8");
    expect(frontText(b.dealer.frontValue)).toBe("pair:3");
    expect(a.rules).toEqual({ way: "seed", variant: "faceup" });
  });

  it("refuses a card held by both hands, naming it", () => {
    expect(() => outcomes("As Kd 9c 7h 5s 3d 2c", "As Qd 9h 7s 5d 3c 2h")).toThrow(CardError);
    expect(() => outcomes("As Kd 9c 7h 5s 3d 2c", "As Qd 9h 7s 5d 3c 2h")).toThrow(/As/);
  });
});
