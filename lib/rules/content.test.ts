import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseCards } from "@/lib/engine/cards";
import { locales } from "@/lib/i18n/locales";
import { CONTENT_DIR, parseRuleFile, readSeedPages } from "./content";
import { CONFIG_FACTS, parseDirective } from "./directives";
import { HOUSE_WAY_RULES } from "./examples";

const pages = readSeedPages();
const slugsOf = (locale: string) =>
  fs
    .readdirSync(path.join(CONTENT_DIR, locale))
    .filter((f) => f.endsWith(".md"))
    .sort();

describe("rule page content", () => {
  it.each(locales)("%s has exactly the rule pages that en has", (locale) => {
    expect(slugsOf(locale)).toEqual(slugsOf("en"));
    expect(slugsOf("en")).toEqual(
      [
        "at-the-table",
        "commission-free",
        "dealers-drill",
        "glossary",
        "hand-rankings",
        "house-way",
        "how-to-play",
        "joker",
        "offline-practice",
        "side-bets",
        "your-casino",
      ].map((s) => `${s}.md`),
    );
  });

  it.each(locales)("%s lists its pages in the same order as en", (locale) => {
    const order = (l: string) =>
      pages
        .filter((p) => p.locale === l)
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((p) => p.slug);
    expect(order(locale)).toEqual(order("en"));
  });

  it("gives every page a title and a body", () => {
    expect(pages).toHaveLength(locales.length * slugsOf("en").length);
    for (const page of pages) {
      expect(page.title.length, `${page.locale}/${page.slug}`).toBeGreaterThan(0);
      expect(page.body.length, `${page.locale}/${page.slug}`).toBeGreaterThan(200);
    }
  });

  it("uses only directives the renderer can draw", () => {
    for (const page of pages) {
      for (const line of page.body.split("\n")) {
        if (!line.startsWith("::")) continue;
        const directive = parseDirective(line);
        expect(directive, `${page.locale}/${page.slug}: ${line}`).not.toBeNull();
        if (directive?.kind === "config") {
          expect(CONFIG_FACTS as readonly string[]).toContain(directive.argument);
        }
        if (directive?.kind === "cards") {
          expect(() => parseCards(directive.argument, [1, 2, 3, 4, 5, 6, 7])).not.toThrow();
        }
      }
    }
  });

  it.each(locales)("%s shows an example under each of the ten house-way rules", (locale) => {
    const houseWay = pages.find((p) => p.locale === locale && p.slug === "house-way");
    const examples = [...(houseWay?.body ?? "").matchAll(/^::example\[(\d+)\]$/gm)].map((m) =>
      Number(m[1]),
    );
    expect(examples).toEqual([...HOUSE_WAY_RULES]);
  });

  it("reads front matter and refuses a file without it", () => {
    expect(parseRuleFile('---\ntitle: "A: B"\norder: 2\n---\n\nBody\n', "x.md")).toEqual({
      title: "A: B",
      sortOrder: 2,
      body: "Body",
    });
    expect(() => parseRuleFile("# No front matter", "x.md")).toThrow(/front matter/);
    expect(() => parseRuleFile("---\ntitle: T\n---\nBody", "x.md")).toThrow(/order/);
  });
});

describe("the table page", () => {
  const messages = (locale: string, area: string) =>
    JSON.parse(fs.readFileSync(path.join("messages", locale, `${area}.json`), "utf8"));

  it.each(locales)(
    "%s explains Re-Bet, the bank, the Fortune bonus and the live tables by the buttons' names",
    (locale) => {
      const page = readSeedPages().find((p) => p.locale === locale && p.slug === "at-the-table");
      const body = page?.body ?? "";
      const table = messages(locale, "table").Table;
      const live = messages(locale, "live").Live;
      for (const label of [table.reBet, live.controls.approve, live.controls.autoApprove])
        expect(body, label).toContain(`**${label}**`);
      expect(body).toMatch(/^::config\[fortune\]$/m);
      expect(body).toMatch(/^::config\[tables\]$/m);
    },
  );

  it.each(locales)(
    "%s states no number of its own: limits, times and rates come from the config",
    (locale) => {
      const body =
        readSeedPages().find((p) => p.locale === locale && p.slug === "at-the-table")?.body ?? "";
      const prose = body
        .split("\n")
        .map((line) => line.replace(/^\d+\. /, ""))
        .join("\n");
      expect(prose.match(/.{0,30}\d.{0,30}/g) ?? []).toEqual([]);
    },
  );
});
