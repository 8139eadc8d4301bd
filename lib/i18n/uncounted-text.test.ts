import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { uncountedByCause } from "@/lib/practice/progress";
import { NO_UNCOUNTED } from "@/lib/practice/views";
import { icuTranslator } from "./icu-translator";
import { type Locale, locales } from "./locales";
import { uncountedWords } from "./uncounted-text";

const t = (locale: Locale) =>
  icuTranslator(
    locale,
    JSON.parse(readFileSync(path.join(process.cwd(), "messages", locale, "practice.json"), "utf8")),
  );

describe("the note on hands that do not count", () => {
  it("names each cause as it was, not every one as the House Way button", () => {
    const counts = { ...NO_UNCOUNTED, practiceButton: 1, tableTimer: 2, liveButton: 1, retry: 3 };
    expect(uncountedWords(t("en"), "en", counts)).toBe(
      "Recorded but not counted: 1 practice hand set with or after the House Way button (H), " +
        "2 table hands set by the house way when your time ran out, 1 live-table hand set with " +
        "the House Way button, and 3 repeats of hands you had seen solved. Only hands you set " +
        "yourself, without looking at the house way or the solution first, count in these numbers.",
    );
    expect(uncountedWords(t("en"), "en", { ...NO_UNCOUNTED, liveTimer: 1 })).toContain(
      ": 1 live-table hand set by the house way when your time ran out.",
    );
    expect(uncountedWords(t("de"), "de", { ...NO_UNCOUNTED, tableTimer: 1, retry: 1 })).toContain(
      "1 Hand am Tisch nach Art des Hauses aufgeteilt, als deine Zeit ablief und 1 Wiederholung",
    );
  });

  it("says nothing when every hand counts", () => {
    expect(uncountedWords(t("en"), "en", NO_UNCOUNTED)).toBeNull();
  });

  it.each(locales)("%s: every cause has its words", (locale) => {
    for (const cause of Object.keys(NO_UNCOUNTED)) {
      const text = uncountedWords(t(locale), locale, { ...NO_UNCOUNTED, [cause]: 2 });
      expect(text).toMatch(/ 2 /);
      expect(text).not.toMatch(/[{}]/);
    }
  });

  it("sorts the recorded attempts into causes by drill, table and what set the seat", () => {
    const row = (
      kind: "retry" | "house-way" | "unverified",
      drill: "any" | "table",
      setBy: string | null,
      solo: boolean,
      n: number,
    ) => ({ kind, drill, setBy, solo, n }) as const;
    expect(
      uncountedByCause([
        row("retry", "any", null, false, 2),
        row("house-way", "any", null, false, 1),
        row("house-way", "table", "house-way", true, 4),
        row("house-way", "table", "timer", true, 5),
        row("house-way", "table", "house-way", false, 6),
        row("house-way", "table", "timer", false, 7),
        // A hand the device dealt itself offline (issue 56, item 11): its own cause.
        row("unverified", "any", null, false, 3),
      ]),
    ).toEqual({
      retry: 2,
      offlineUnverified: 3,
      practiceButton: 1,
      tableButton: 4,
      tableTimer: 5,
      liveButton: 6,
      liveTimer: 7,
    });
  });
});
