import { describe, expect, it } from "vitest";
import { type Card, JOKER, parseCards } from "./cards";
import { bestOfSeven, eval2, eval5, eval5Fast } from "./evaluate";
import { referenceEval5 } from "./reference";
import { backText, CATEGORY_KEYS, categoryOf, frontText, isFoul } from "./values";

const v5 = (text: string) => eval5(parseCards(text, 5));
const v2 = (text: string) => {
  const [a, b] = parseCards(text, 2) as [Card, Card];
  return eval2(a, b);
};

describe("five-card values (RULES.md 2-3)", () => {
  it.each([
    ["As Ks Qs Js Ts", "straight-flush:A"],
    ["5h 4h 3h 2h Ah", "straight-flush:5"],
    ["JK 2s 3s 4s 5s", "straight-flush:5"],
    ["JK Ks Qs Js Ts", "straight-flush:A"],
    ["JK 9d 8d 7d 6d", "straight-flush:T"],
    ["As Ac Ad Ah JK", "five-aces"],
    ["JK Ac Ad Ah 2c", "quads:A2"],
    ["JK Ac Ad Kh Kc", "full-house:AK"],
    ["As Ks 9s 5s JK", "flush:AKQ95"],
    ["Ks 9s 5s 3s JK", "flush:AK953"],
    ["JK 6c 5d 4h 3s", "straight:7"],
    ["JK 2c 3d 4h 5s", "straight:5"],
    ["JK Kc Qd Jh Ts", "straight:A"],
    ["JK Kc Qd Jh 9s", "straight:K"],
    ["JK Ah Kd Qc 2s", "pair:AKQ2"],
    ["JK Kd Qc 7s 2h", "high:AKQ72"],
    ["7s 7h 7d Kc 2h", "trips:7K2"],
    ["Ks Kd Tc Th 9s", "two-pair:KT9"],
    ["9s 9d Ac Kh 7s", "pair:9AK7"],
    ["Ac Kd 9h 5s 3c", "high:AK953"],
  ])("%s is %s", (hand, text) => {
    expect(backText(v5(hand))).toBe(text);
  });

  it("orders the categories from five aces down to high card", () => {
    const ladder = [
      "As Ac Ad Ah JK",
      "As Ks Qs Js Ts",
      "5h 4h 3h 2h Ah",
      "Kh Qh Jh Th 9h",
      "6c 5c 4c 3c 2c",
      "9s 9h 9d 9c 2h",
      "Kc Kd Kh 2c 2d",
      "Ac Qc 9c 5c 3c",
      "As Kd Qc Jh Ts",
      "5s 4d 3c 2h Ah",
      "6s 5d 4c 3h 2h",
      "7s 7h 7d Kc 2h",
      "Ks Kd Tc Th 9s",
      "9s 9d Ac Kh 7s",
      "Ac Kd 9h 5s 3c",
    ].map(v5);
    for (let i = 1; i < ladder.length; i++)
      expect(ladder[i - 1]).toBeGreaterThan(ladder[i] as number);
  });

  it("ranks the wheel above the six-high straight but below the ace-high one", () => {
    expect(v5("Ah 2c 3d 4s 5h")).toBeGreaterThan(v5("2c 3d 4s 5h 6h"));
    expect(v5("Ah 2c 3d 4s 5h")).toBeLessThan(v5("Ah Kc Qd Js Th"));
    expect(v5("Ah 2c 3d 4s 5h")).toBeGreaterThan(v5("9h Kc Qd Js Th"));
  });

  it("breaks ties inside a category by the made ranks, then kickers", () => {
    expect(v5("9s 9h 9d 9c 3h")).toBeGreaterThan(v5("9s 9h 9d 9c 2h")); // kicker
    expect(v5("Ks Kh Kd 2c 2h")).toBeGreaterThan(v5("Qs Qh Qd Ac Ah")); // trips first
    expect(v5("Ks Kh 2d 2c 4h")).toBeGreaterThan(v5("Qs Qh Jd Jc Ah")); // high pair first
    expect(v5("Ks Kh 3d 3c 4h")).toBeGreaterThan(v5("Ks Kh 2d 2c Ah")); // then low pair
    expect(v5("Ts Th Ad 3c 2h")).toBeGreaterThan(v5("Ts Th Kd Qc Jh"));
    expect(v5("As Qs 9s 5s 3s")).toBeGreaterThan(v5("Ad Qd 9d 5d 2d"));
    expect(v5("As Kd 9h 5s 3c")).toBe(v5("Ac Kh 9d 5c 3d")); // suits never matter
  });
});

describe("two-card values and fouls", () => {
  it("ranks pairs above every unpaired front and aces highest", () => {
    expect(v2("2s 2h")).toBeGreaterThan(v2("As Kh"));
    expect(v2("As Ah")).toBeGreaterThan(v2("Ks Kh"));
    expect(v2("As Kh")).toBeGreaterThan(v2("As Qh"));
    expect(v2("Ks Qh")).toBeGreaterThan(v2("Ks Jh"));
    expect(v2("JK Kd")).toBe(v2("As Kh"));
    expect(frontText(v2("JK As"))).toBe("pair:A");
    expect(frontText(v2("9d Kc"))).toBe("high:K9");
  });

  it.each([
    ["Ac Kd 9h 5s 3c", "Ah Qd", false], // A-K-.. behind A-Q
    ["Ac Kd 9h 5s 3c", "As Kh", false], // equal prefix: back higher
    ["Ac Qd 9h 5s 3c", "As Kh", true],
    ["Kc Qd 9h 5s 3c", "2s 2h", true],
    ["8c 8d 9h 5s 3c", "8s 8h", false],
    ["8c 8d 9h 5s 3c", "9s 9h", true],
    ["8c 8d 9h 5s 3c", "As Kh", false],
    ["2c 2d 3h 3s 4c", "As Ah", false], // two pair beats every front
  ])("back %s, front %s: foul %s", (back, front, foul) => {
    expect(isFoul(v5(back), v2(front))).toBe(foul);
  });
});

describe("best five of seven", () => {
  it("finds the straight flush the joker completes", () => {
    const hand = parseCards("As Kd JK 7c 6c 5c 4c", 7);
    expect(backText(bestOfSeven(hand).value)).toBe("straight-flush:8");
  });
});

describe("every five-card hand of the 53-card deck", () => {
  it("has the fast value equal to the reference value, with the expected category counts", () => {
    const counts = new Array<number>(10).fill(0);
    const mismatches: string[] = [];
    const cards: Card[] = [0, 0, 0, 0, 0];
    let total = 0;
    for (let a = 0; a < 53; a++) {
      for (let b = a + 1; b < 53; b++) {
        for (let c = b + 1; c < 53; c++) {
          for (let d = c + 1; d < 53; d++) {
            for (let e = d + 1; e < 53; e++) {
              const fast = eval5Fast(a, b, c, d, e);
              cards[0] = a;
              cards[1] = b;
              cards[2] = c;
              cards[3] = d;
              cards[4] = e;
              const ref = referenceEval5(cards);
              if (fast !== ref && mismatches.length < 5) {
                mismatches.push(`${cards.join(",")}: fast ${backText(fast)} ref ${backText(ref)}`);
              }
              counts[categoryOf(fast)] = (counts[categoryOf(fast)] as number) + 1;
              total++;
            }
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(total).toBe(2_869_685);
    const byKey = Object.fromEntries(CATEGORY_KEYS.map((k, i) => [k, counts[i]]));
    expect(byKey).toMatchInlineSnapshot(`
      {
        "five-aces": 1,
        "flush": 7804,
        "full-house": 4368,
        "high": 1418964,
        "pair": 1215024,
        "quads": 828,
        "straight": 20532,
        "straight-flush": 204,
        "trips": 63360,
        "two-pair": 138600,
      }
    `);
  });

  it("plays a joker that completes nothing as an ace", () => {
    const hand = parseCards("Ac 7d 7h 2s 9c", 5);
    expect(eval5([JOKER, ...hand.slice(1)])).toBe(eval5(hand));
  });
});
