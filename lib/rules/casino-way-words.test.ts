import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reasonWords } from "@/lib/i18n/game-text";
import { glossaryViolations } from "@/lib/i18n/glossary";
import { icuTranslator } from "@/lib/i18n/icu-translator";
import { locales } from "@/lib/i18n/locales";
import { MESSAGE_AREAS } from "@/lib/i18n/messages";
import { CASINO_WAY_IDS, casinoWayRules, SOURCED_WAYS, WAY_SECTIONS } from "./casino-way";
import { conditionWords } from "./casino-way-words";

const messages = (locale: string) =>
  Object.assign(
    {},
    ...MESSAGE_AREAS.map((area) =>
      JSON.parse(
        readFileSync(path.join(process.cwd(), "messages", locale, `${area}.json`), "utf8"),
      ),
    ),
  );

describe.each(locales)("casino house-way pages in %s", (locale) => {
  const t = icuTranslator(locale, messages(locale));

  it("word every clause of every way, its section and its example's reason", () => {
    const texts = new Set<string>();
    for (const way of CASINO_WAY_IDS)
      for (const section of casinoWayRules(way)) {
        texts.add(t(`Rules.casinoWay.sections.${section.section}`));
        for (const clause of section.clauses) {
          texts.add(conditionWords(t, clause.when));
          texts.add(reasonWords(t, clause.example.reason));
        }
      }
    for (const s of WAY_SECTIONS) expect(t(`Rules.casinoWay.sections.${s}`)).not.toBe("");
    for (const text of texts) {
      expect(text).not.toMatch(/[{}]|undefined|Rules\.|Game\./);
      expect(glossaryViolations(locale, text, "generated", text)).toEqual([]);
    }
  });

  it("names rank ranges in words, e.g. Foxwoods' quads", () => {
    const quads = casinoWayRules("foxwoods").find((s) => s.section === "quads");
    const words = quads?.clauses.map((c) => conditionWords(t, c.when)) ?? [];
    expect(words.length).toBe(4);
    if (locale === "en")
      expect(words).toEqual([
        "Four of a kind (twos to sixes), always",
        "Four of a kind (sevens to tens), with a single king or ace",
        "Four of a kind (sevens to tens), otherwise",
        "Four of a kind (jacks to aces), always",
      ]);
    if (locale === "fr") expect(words[3]).toBe("Carré (du valet à l’as), toujours");
  });

  it("cites the source of each way published from a text and names its readings", () => {
    for (const way of SOURCED_WAYS) {
      const text = t(`Rules.casinoWay.source.${way}.text`);
      const readings = t(`Rules.casinoWay.source.${way}.readings`);
      expect(text).toMatch(/\.com|\.app/);
      for (const s of [text, readings]) {
        expect(s).not.toMatch(/[{}]|Rules\./);
        expect(glossaryViolations(locale, s, "generated", s)).toEqual([]);
      }
    }
    if (locale === "en") {
      const twoPair = casinoWayRules("dealer-school").find((s) => s.section === "two-pair");
      expect(twoPair?.clauses.map((c) => conditionWords(t, c.when))).toContain(
        "Two pairs, the higher pair jacks to kings, the lower pair sixes or higher, always",
      );
    }
  });
});
