import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseCards, parseHand } from "@/lib/engine/cards";
import { exactEv } from "@/lib/engine/ev";
import { eval5 } from "@/lib/engine/evaluate";
import { DEFAULT_RULE_SET } from "@/lib/engine/rule-set";
import { handChangeWords } from "@/lib/i18n/game-text";
import { icuTranslator } from "@/lib/i18n/icu-translator";
import type { Locale } from "@/lib/i18n/locales";
import { MESSAGE_AREAS } from "@/lib/i18n/messages";
import {
  compareValues,
  decidingCard,
  outcomeMoves,
  outcomeShift,
  per100DealerHands,
} from "./explain";

describe("outcomeShift", () => {
  it("reads more wins and as many losses as pushes turned into wins", () => {
    const shift = outcomeShift({ win: 10, push: 50, loss: 40 }, { win: 30, push: 30, loss: 40 });
    expect(outcomeMoves(shift)).toEqual([{ from: "push", to: "win", count: 20 }]);
  });

  it("reads fewer losses and fewer wins as two moves, largest first", () => {
    const shift = outcomeShift({ win: 30, push: 20, loss: 50 }, { win: 25, push: 45, loss: 30 });
    expect(outcomeMoves(shift)).toEqual([
      { from: "loss", to: "push", count: 20 },
      { from: "win", to: "push", count: 5 },
    ]);
  });

  it("finds no move between equal counts", () => {
    const c = { win: 1, push: 2, loss: 3 };
    expect(outcomeMoves(outcomeShift(c, c))).toEqual([]);
  });

  it("refuses counts over different numbers of dealer hands", () => {
    expect(() => outcomeShift({ win: 1, push: 1, loss: 1 }, { win: 1, push: 1, loss: 2 })).toThrow(
      RangeError,
    );
  });

  it("turns the exact counts of a real hand's splits into moves that rebuild them", () => {
    const result = exactEv(parseHand("As Ad Kc Kh 7s 5d 2c"), { ruleSet: DEFAULT_RULE_SET });
    const from = result.splits[result.houseWay] as (typeof result.splits)[number];
    for (const to of result.splits) {
      const shift = outcomeShift(from, to);
      expect(from.win + shift.pushToWin).toBe(to.win);
      expect(from.loss - shift.lossToPush).toBe(to.loss);
      expect(from.push - shift.pushToWin + shift.lossToPush).toBe(to.push);
    }
  });
});

describe("compareValues", () => {
  it("names the higher value stronger", () => {
    expect(compareValues(5, 3)).toBe("stronger");
    expect(compareValues(3, 5)).toBe("weaker");
    expect(compareValues(4, 4)).toBe("same");
  });
});

describe("decidingCard", () => {
  const v = (cards: string) => eval5(parseCards(cards, 5));

  it("names the kicker when both backs are the same pair", () => {
    expect(decidingCard(v("3s 3h Kd 9c 5s"), v("3d 3c Ah 9s 5d"))).toEqual({
      kind: "kicker",
      to: 11,
      from: 12,
    });
    // Two pair, the same pairs: the fifth card decides.
    expect(decidingCard(v("Ks Kh Td Tc 9s"), v("Kd Kc Th Ts 4d"))).toEqual({
      kind: "kicker",
      to: 7,
      from: 2,
    });
    // High card, ace both times: the second card decides.
    expect(decidingCard(v("Ah Qd 9c 6s 3h"), v("Ad Jc 9h 6d 3s"))).toMatchObject({
      kind: "kicker",
      to: 10,
      from: 9,
    });
  });

  it("calls a flush's deciding card its next card", () => {
    expect(decidingCard(v("Ac Tc 8c 5c 3c"), v("Ah 9h 8h 5h 3h"))).toEqual({
      kind: "card",
      to: 8,
      from: 7,
    });
  });

  it("stays silent when the words already differ or the values are equal", () => {
    expect(decidingCard(v("4s 4h Kd 9c 5s"), v("3d 3c Ah 9s 5d"))).toBeNull();
    expect(decidingCard(v("Ks Kh Kd 9c 9s"), v("Ks Kh Kd 5c 5s"))).toBeNull();
    expect(decidingCard(v("Qs Jh Td 9c 8s"), v("Js Th 9d 8c 7s"))).toBeNull();
    expect(decidingCard(v("3s 3h Kd 9c 5s"), v("3d 3c Kh 9s 5d"))).toBeNull();
    expect(decidingCard(v("3s 3h Kd 9c 5s"), v("3d 3c 3h 9s 5d"))).toBeNull();
  });
});

describe("the why text in words", () => {
  const messages = (locale: Locale) =>
    Object.assign(
      {},
      ...MESSAGE_AREAS.map((area) =>
        JSON.parse(readFileSync(path.join("messages", locale, `${area}.json`), "utf8")),
      ),
    );
  const say = (locale: Locale, to: string, from: string) => {
    const t = icuTranslator(locale, messages(locale));
    const a = eval5(parseCards(to, 5));
    const b = eval5(parseCards(from, 5));
    const d = decidingCard(a, b);
    if (!d) throw new Error("no deciding card");
    return handChangeWords(t, "back", compareValues(a, b), a, b, d);
  };

  it("never says 'Pair of threes instead of Pair of threes'", () => {
    const to = "3s 3h Kd 9c 5s";
    const from = "3d 3c Ah 9s 5d";
    expect(say("en", to, from)).toBe(
      "Weaker back: a pair of threes in both, but with a king kicker instead of an ace.",
    );
    expect(say("de", to, from)).toBe(
      "Schwächere hohe Hand: beide Male ein Paar Dreien, aber mit der Beikarte König statt Ass.",
    );
    expect(say("sv", to, from)).toBe(
      "Svagare hög hand: ett par treor i båda, men med sidokortet kung i stället för ess.",
    );
    expect(say("fr", to, from)).toBe(
      "Main haute plus faible\u202f: une paire de trois des deux côtés, mais avec un roi en kicker au lieu d’un as.",
    );
    expect(say("en", "Ac Tc 8c 5c 3c", "Ah 9h 8h 5h 3h")).toBe(
      "Stronger back: a flush, ace high in both, but the next card is a ten instead of a nine.",
    );
  });

  it("says counts per 100 dealer hands", () => {
    expect(per100DealerHands(44_600_000, 1_370_754_050)).toBeCloseTo(3.2537, 3);
    expect(per100DealerHands(5, 0)).toBe(0);
  });
});
