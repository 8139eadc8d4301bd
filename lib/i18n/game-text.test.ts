import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseCards, parseHand } from "@/lib/engine/cards";
import { HAND_CATEGORIES } from "@/lib/engine/categories";
import { eval2, eval5 } from "@/lib/engine/evaluate";
import { VERDICTS } from "@/lib/engine/grade";
import { houseWay } from "@/lib/engine/house-way";
import { REASON_KEYS } from "@/lib/engine/house-way-reason";
import { backWords, cardName, frontWords, reasonWords, type Translate } from "./game-text";
import { locales } from "./locales";

/** A tiny stand-in for next-intl's translator over one locale's game messages. */
function translator(locale: string): Translate {
  const messages = JSON.parse(
    readFileSync(path.join(process.cwd(), "messages", locale, "game.json"), "utf8"),
  );
  return (key, params = {}) => {
    const template = key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
    if (typeof template !== "string") throw new Error(`missing message ${locale}:${key}`);
    return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
  };
}

describe("game texts", () => {
  const en = translator("en");

  it("puts values into words", () => {
    expect(backWords(en, eval5(parseCards("Ks Kd Tc Th 9s", 5)))).toBe("Two pair, kings and tens");
    expect(backWords(en, eval5(parseCards("Ah 2c 3d 4s 5h", 5)))).toBe("Straight, A-2-3-4-5");
    expect(backWords(en, eval5(parseCards("As Ks Qs Js Ts", 5)))).toBe("Royal flush");
    expect(backWords(en, eval5(parseCards("As Ks 9s 5s JK", 5)))).toBe("Flush, ace high");
    const [a, b] = parseCards("JK Kd", 2) as [number, number];
    expect(frontWords(en, eval2(a, b))).toBe("ace-king");
    expect(cardName(en, parseCards("Qh", 1)[0] as number)).toBe("queen of hearts");
  });

  it("explains the house way with the rule that sent a hand on", () => {
    const s = houseWay(parseHand("JK 4s 6s As Ts Td 4d"));
    expect(reasonWords(en, s.reason)).toMatch(
      /^A straight or flush was possible.*Three pairs: the highest pair, aces, goes in front\.$/,
    );
  });

  it.each(locales)("has every reason, verdict and category in %s", (locale) => {
    const t = translator(locale);
    for (const key of REASON_KEYS) expect(t(`HouseWay.${key}`)).not.toBe("");
    for (const v of VERDICTS) expect(t(`Game.verdicts.${v}`)).not.toBe("");
    for (const c of [...HAND_CATEGORIES, "joker"]) expect(t(`Game.categories.${c}`)).not.toBe("");
    expect(t("HouseWay.sentOn2")).not.toBe("");
  });
});
