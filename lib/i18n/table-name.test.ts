import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findTable, listTables } from "@/lib/table/tables";
import { icuTranslator } from "./icu-translator";
import type { Locale } from "./locales";
import { tableNameWords } from "./table-name";

/** As components/table/money.ts `short` writes a limit: whole units, the locale's currency form. */
const nameIn = (locale: Locale, id: string) => {
  const table = findTable(id);
  if (!table) throw new Error(id);
  const t = icuTranslator(locale, {
    ...JSON.parse(readFileSync(path.join(process.cwd(), "messages", locale, "table.json"), "utf8")),
    ...JSON.parse(
      readFileSync(path.join(process.cwd(), "messages", locale, "casinos.json"), "utf8"),
    ),
  });
  const short = (minor: number) =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency: table.currency,
      minimumFractionDigits: 0,
    }).format(minor / 100);
  return tableNameWords(t, short, table).replace(/[\u00a0\u202f]/g, " ");
};

describe("table names per locale", () => {
  it("writes the limits as the locale writes amounts, and the live table in its words", () => {
    expect(nameIn("en", "live-usd-5-50")).toBe("$5–$50 live");
    expect(nameIn("fr", "live-usd-5-50")).toBe("En direct 5 $US–50 $US");
    expect(nameIn("de", "live-usd-5-50")).toBe("Live-Tisch 5 $–50 $");
    expect(nameIn("sv", "live-sek-10-1000")).toBe("Livebord 10 kr–1 000 kr");
    expect(nameIn("en", "usd-2-300")).toBe("$2–$300");
    expect(nameIn("de", "sek-10-1000")).toBe("10 SEK–1.000 SEK");
  });

  it("names a Face Up table's game and casino, so no two tables of a lobby read alike", () => {
    expect(nameIn("en", "usd-faceup-foxwoods")).toBe("$5–$500 Face Up · Foxwoods, Connecticut");
    expect(nameIn("fr", "live-faceup-usd-5-50")).toBe(
      "En direct 5 $US–50 $US Face Up · En ligne (par défaut)",
    );
    for (const locale of ["en", "de", "sv", "fr"] as const) {
      const names = listTables().map((t) => nameIn(locale, t.id));
      const twice = names.filter((n, i) => names.indexOf(n) !== i);
      expect(twice, locale).toEqual([]);
    }
  });
});
