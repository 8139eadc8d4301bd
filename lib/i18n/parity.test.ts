import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Locale, locales } from "./locales";
import { MESSAGE_AREAS } from "./messages";

const dir = (locale: string) => path.join(process.cwd(), "messages", locale);
const catalog = (locale: Locale) =>
  Object.assign(
    {},
    ...MESSAGE_AREAS.map((area) =>
      JSON.parse(readFileSync(path.join(dir(locale), `${area}.json`), "utf8")),
    ),
  );
const catalogs: Record<Locale, unknown> = Object.fromEntries(
  locales.map((l) => [l, catalog(l)]),
) as Record<Locale, unknown>;

/** Every leaf as "a.b.c" -> value, so nested namespaces compare key by key. */
function flatten(value: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [leafKey, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) {
        out.set(leafKey, leaf);
      }
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const reference = flatten(catalogs.en);

describe("message catalogs", () => {
  it("has a catalog for every declared locale", () => {
    expect(Object.keys(catalogs).sort()).toEqual([...locales].sort());
  });

  it.each(locales)("%s has exactly the area files that en has, all loaded", (locale) => {
    const files = (l: string) => readdirSync(dir(l)).sort();
    expect(files(locale)).toEqual(files("en"));
    expect(files(locale)).toEqual(MESSAGE_AREAS.map((a) => `${a}.json`).sort());
  });

  it("keeps each top-level namespace in one area only", () => {
    const seen = new Map<string, string>();
    for (const area of MESSAGE_AREAS) {
      for (const ns of Object.keys(
        JSON.parse(readFileSync(path.join(dir("en"), `${area}.json`), "utf8")),
      )) {
        expect(seen.get(ns), `${ns} is in ${seen.get(ns)} and ${area}`).toBeUndefined();
        seen.set(ns, area);
      }
    }
  });

  it.each(locales)("%s has exactly the keys that en has", (locale) => {
    const keys = flatten(catalogs[locale]);
    const missing = [...reference.keys()].filter((key) => !keys.has(key));
    const extra = [...keys.keys()].filter((key) => !reference.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(locales)("%s has a non-empty string for every key", (locale) => {
    const bad = [...flatten(catalogs[locale])]
      .filter(([, value]) => typeof value !== "string" || value.trim() === "")
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });
});
