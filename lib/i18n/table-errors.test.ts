import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TABLE_ERROR_CODES as LIVE_ERROR_CODES, TABLE_ERROR_CODES } from "@/lib/table/errors";
import { locales } from "./locales";

/** Codes the table clients make themselves (a request that never got an answer). */
const CLIENT_CODES = ["network"];

const area = (locale: string, name: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), "messages", locale, `${name}.json`), "utf8"));

// One message list per locale: every table error code (solo, banking, live) has exactly one
// message, in `Table.errors`, which the solo and the live table both show.
describe("Table.errors", () => {
  it("covers the solo table's codes, since the live table's include them", () => {
    expect(LIVE_ERROR_CODES).toEqual(expect.arrayContaining([...TABLE_ERROR_CODES]));
  });

  it.each(locales)(
    "%s has a message for every code of LIVE_ERROR_CODES, and no others",
    (locale) => {
      const errors: Record<string, unknown> = area(locale, "table").Table.errors;
      const missing = LIVE_ERROR_CODES.filter(
        (code) => typeof errors[code] !== "string" || (errors[code] as string).trim() === "",
      );
      const known = new Set<string>([...LIVE_ERROR_CODES, ...CLIENT_CODES]);
      const extra = Object.keys(errors).filter((code) => !known.has(code));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    },
  );

  it.each(locales)("%s has no second list in Live.errors", (locale) => {
    expect(area(locale, "live").Live.errors).toBeUndefined();
  });
});
