import { readFileSync } from "node:fs";
import path from "node:path";
import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type Locale, locales } from "@/lib/i18n/locales";
import { MESSAGE_AREAS } from "@/lib/i18n/messages";
import { ruleExamples } from "@/lib/rules/examples";
import { type RuleExamples, RuleMarkdown } from "./RuleMarkdown";

const messages = (locale: Locale) =>
  Object.assign(
    {},
    ...MESSAGE_AREAS.map((area) =>
      JSON.parse(
        readFileSync(path.join(process.cwd(), "messages", locale, `${area}.json`), "utf8"),
      ),
    ),
  );

function render(
  body: string,
  locale: Locale = "en",
  examples: RuleExamples = ruleExamples(),
): string {
  return renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      // children come as the third argument; the props type insists on them here too
      { locale, messages: messages(locale), timeZone: "UTC" } as ComponentProps<
        typeof NextIntlClientProvider
      >,
      createElement(RuleMarkdown, { body, examples }),
    ),
  );
}

const labels = (html: string) =>
  [...html.matchAll(/role="img" aria-label="([^"]+)"/g)].map((m) => m[1]);

describe("rule page Markdown", () => {
  it("draws ::cards lines as named card images", () => {
    const html = render("Intro.\n\n::cards[As 10h JK]\n\nAfter.");
    expect(labels(html)).toEqual(["ace of spades", "ten of hearts", "joker"]);
    expect(html).not.toContain("::cards");
    expect(html).toContain("<p");
  });

  it("names the cards in the page's language", () => {
    expect(labels(render("::cards[Qh Kd]", "de"))).toEqual(["Herz-Dame", "Karo-König"]);
    expect(labels(render("::cards[Qh]", "fr"))).toEqual(["dame de cœur"]);
    expect(labels(render("::cards[Qh]", "sv"))).toEqual(["hjärterdam"]);
  });

  it("shows the engine's example for ::example[N], with the reason in words", () => {
    const html = render("::example[9]");
    expect(html).toContain('data-testid="rule-example"');
    expect(labels(html)).toHaveLength(7 + 5 + 2);
    // Rule 9's reason, with the pair named in words and the front and back valued.
    expect(html).toMatch(/One pair of [a-z]+s: it stays in the back/);
    expect(html).toMatch(/Pair of [a-z]+s/);
  });

  it.each(locales)("renders every house-way example in %s", (locale) => {
    const body = Array.from({ length: 10 }, (_, i) => `::example[${i + 1}]`).join("\n\n");
    const html = render(body, locale);
    expect(html.match(/data-testid="rule-example"/g)).toHaveLength(10);
    expect(html).not.toMatch(/HouseWay\.|Game\.|Rules\./);
  });

  it("explains a directive it cannot draw instead of failing", () => {
    expect(render("::cards[As Zz]")).toContain("These cards cannot be drawn: “As Zz”");
    expect(render("::example[11]")).toContain("There is no house-way example “11”");
    expect(render("::example[3]", "en", {})).toContain("There is no house-way example “3”");
  });

  it("leaves directives inside running text alone", () => {
    const html = render("Write ::cards[As] to draw an ace.");
    expect(labels(html)).toEqual([]);
    expect(html).toContain("Write ::cards[As] to draw an ace.");
  });

  it("renders GFM tables and strips raw HTML and script links", () => {
    const html = render(
      '| a | b |\n|---|---|\n| 1 | 2 |\n\n<script>alert(1)</script><img src=x onerror="alert(1)">\n\n[x](javascript:alert(1))',
    );
    expect(html).toContain("<table");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
    expect(html).not.toContain("javascript:");
  });
});

describe("links into the rules", () => {
  it("anchors every numbered house-way heading so a grade can link to its rule", () => {
    for (const locale of locales) {
      const body = readFileSync(
        path.join(process.cwd(), "content/rules", locale, "house-way.md"),
        "utf8",
      );
      const html = render(body, locale);
      for (let rule = 1; rule <= 10; rule++) expect(html).toContain(`id="rule-${rule}"`);
    }
  });

  it("names the rule a hand-on label ends in", async () => {
    const { ruleAnchor } = await import("@/lib/rules/slug");
    expect(ruleAnchor("9")).toBe("rule-9");
    expect(ruleAnchor("3>8")).toBe("rule-8");
  });

  it("links the how-to-play page to the joker page in every locale", () => {
    for (const locale of locales) {
      const body = readFileSync(
        path.join(process.cwd(), "content/rules", locale, "how-to-play.md"),
        "utf8",
      );
      expect(render(body, locale)).toMatch(/<a href="joker">/);
    }
  });
});
