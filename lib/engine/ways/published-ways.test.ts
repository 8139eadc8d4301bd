/**
 * The three ways published after the first four (issue 52 part 2): each document parses, is
 * its published way, never fouls on a sample of the game (the whole game: `paigow check-way`),
 * and sets the hands its source names as the source says. Expected settings are read by hand
 * from the texts quoted in docs/ways/*.md, not from the engine.
 */
import { describe, expect, it } from "vitest";
import { type Card, JOKER, parseHand, RANK_CHARS } from "../cards";
import type { Way } from "../rule-set";
import { checkWay } from "./check";
import { parseWayDocument } from "./document-parse";
import { installWayDocument, wayDef, wayDocument } from "./index";

const NEW_WAYS = ["mgm-grand", "british-columbia", "dealer-school"] as const;

/** The rule's label and the front's ranks (highest first, the joker as an ace). */
function set(way: Way, text: string): string {
  const cards = parseHand(text);
  const def = wayDef(way);
  const code = def.code(cards);
  const rank = (c: Card) => RANK_CHARS.charAt(c === JOKER ? 12 : c >> 2);
  const front = [cards[code & 7] as Card, cards[(code >> 3) & 7] as Card]
    .map((c) => ({ c, r: c === JOKER ? 12 : c >> 2 }))
    .sort((a, b) => b.r - a.r)
    .map((x) => rank(x.c))
    .join("");
  return `${def.label(code)} ${front}`;
}

describe("the published ways of issue 52 part 2", () => {
  it.each(NEW_WAYS)(
    "%s's file passes the parser, cites its source and is its published way",
    (way) => {
      const doc = parseWayDocument(wayDocument(way));
      expect(doc.name).toBe(way);
      expect(doc.source).toMatch(/docs\/ways\//);
      expect(installWayDocument(doc)).toBe(way);
    },
  );

  it.each(NEW_WAYS)("%s never fouls on every 40th rank multiset", (way) => {
    const r = checkWay(wayDocument(way), { stride: 40 });
    expect(r.classes).toBeGreaterThan(100_000);
    expect([r.fouls, r.errors, r.examples]).toEqual([0, 0, []]);
  });

  it("mgm-grand sets the hands of its source as the source says", () => {
    const way = "mgm-grand";
    // Four aces (the joker one of them) with a pair below kings: split, two aces in front.
    expect(set(way, "As Ah JK Ac Jd Js Kh")).toBe("quads+pair:split-aces AA");
    // ... with a pair of kings: the kings in front, the four aces behind.
    expect(set(way, "As Ah JK Ac Jd Ks Kh")).toBe("quads+pair KK");
    // Pair of jacks with a single ace: the flush and the straight both need the ace, so the
    // straight is given up: jacks behind, ace-king in front.
    expect(set(way, "7d Ks Js Ts Qs As Jc")).toBe("straight:ace-in-front-given-up AK");
    // Pair of kings and a single ace; six spades: the ace goes in front, the king-high flush
    // stays behind without it (another way would put the kings in front).
    expect(set(way, "Ks Kd As 9s 7s 4s 2s")).toBe("straight:ace-in-front-keeping AK");
    // Two pairs sixes or lower without an ace, a straight flush possible: the straight flush.
    expect(set(way, "6s 3s 2s 5s 4s 4d 2c")).toBe("straight:two-pair 42");
    // The same with an ace single: two pairs behind, the ace in front.
    expect(set(way, "As 3s 2s 5s 4s 4d 2c")).toBe("straight>two-pair:keep A5");
    // Low with low, no ace or king: kept all the same (the reading for the missing line).
    expect(set(way, "6h 6d 3c 3s Qs Td 8c")).toBe("two-pair:keep QT");
    // Medium with medium, no ace: split, the lower pair in front.
    expect(set(way, "Th Td 7c 7s Ks Qd 2c")).toBe("two-pair:split 77");
    // Quads 7-10 keep only with an ace.
    expect(set(way, "8s 8h 8d 8c Kd 5h 2c")).toBe("quads:split 88");
  });

  it("british-columbia sets the hands of its source as the source says", () => {
    const way = "british-columbia";
    // Low two pairs: kept with king-jack or better as the two highest singles ...
    expect(set(way, "6h 6d 3c 3s Ks Jd 8c")).toBe("two-pair:keep KJ");
    // ... split with king-ten.
    expect(set(way, "6h 6d 3c 3s Ks Td 8c")).toBe("two-pair:split 33");
    // Low with medium and an ace: kept.
    expect(set(way, "9h 9d 4c 4s Ah 7d 2c")).toBe("two-pair:keep A7");
    // Low with high: only an ace keeps them; king-queen does not.
    expect(set(way, "Jh Jd 4c 4s Kh Qd 2c")).toBe("two-pair:split 44");
    // Ace-high straight made with the joker, a natural ace: ace and joker behind, the next
    // highest in front.
    expect(set(way, "As JK Kd Qc Jh 4s 3c")).toBe("straight:ace-joker-behind KQ");
    // Three aces: split, an ace and the highest single in front.
    expect(set(way, "As Ah Ad Kc 9d 5h 2c")).toBe("trips:aces AK");
  });

  it("dealer-school sets the hands of its source as the source says", () => {
    const way = "dealer-school";
    // "Jacks and 6s or higher": split, even with an ace.
    expect(set(way, "Jh Jd 6c 6s As 9d 8c")).toBe("two-pair:split 66");
    // Jacks and fives with an ace: kept, the ace in front ...
    expect(set(way, "Jh Jd 5c 5s As 9d 8c")).toBe("two-pair:keep A9");
    // ... without one: split.
    expect(set(way, "Jh Jd 5c 5s Ks 9d 8c")).toBe("two-pair:split 55");
    // "6s and 5s or lower": kept with no ace or king.
    expect(set(way, "6h 6d 5c 5s 2s 9d 8c")).toBe("two-pair:keep 98");
    // "If pair is 10's+ and you have an ace, play pair/ace": the wheel is given up.
    expect(set(way, "Kh Kd As 2c 3d 4h 5s")).toBe("straight:pair-and-ace A5");
    expect(set(way, "Ks Kd As 9s 7s 4s 2s")).toBe("straight:pair-and-ace A9");
    // A pair below tens still goes in front of the straight.
    expect(set(way, "9h 9d As 2c 3d 4h 5s")).toBe("straight:one-pair 99");
    // Quads 7-10: "split unless an ace or better can be played in front".
    expect(set(way, "8s 8h 8d 8c Kd 5h 2c")).toBe("quads:split 88");
    expect(set(way, "8s 8h 8d 8c Ad 5h 2c")).toBe("quads:keep A5");
    // Full house, a pair of twos with ace-king: ace-king in front.
    expect(set(way, "9s 9h 9d 2c 2d Ah Kc")).toBe("full-house:ace-king AK");
  });
});
