/**
 * The EV pages of a learner whose casino is Face Up (issue 54: no strategy list, no EV grade
 * for Face Up), rendered as the server renders them in every locale: the analyzer says it
 * grades the three EV games only and analyses the way's 5% game (its casino picker set to it),
 * and the famous hands' page says why it has no hand to deal instead of its drill. Both link
 * the Face Up drill and the Face Up edges. The strategy page's own case is in
 * strategy-lists.test.ts.
 */
import { createElement, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { casinoOf } from "@/lib/i18n/casino-of";
import { icuTranslator } from "@/lib/i18n/icu-translator";
import { locales } from "@/lib/i18n/locales";
import { messagesIn, normSpaces, renderServer, wordsOf } from "@/tests/support/render-intl";

const request = vi.hoisted(() => ({ locale: "en" }));
vi.mock("server-only", () => ({}));
vi.mock("next-intl/server", async () =>
  (await import("@/tests/support/render-intl")).intlServerFor(request),
);
vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: unknown; children: ReactNode }) =>
    createElement("a", { href: typeof href === "string" ? href : JSON.stringify(href) }, children),
}));
vi.mock("@/lib/casino/current", () => ({
  yourCasino: async () => ({ way: "foxwoods", variant: "faceup" }),
}));
// Client components: markers carrying what the page hands them.
vi.mock("@/components/casino/CasinoBadge", () => ({ CasinoBadge: () => null }));
vi.mock("@/components/analyze/HandForm", () => ({
  HandForm: ({ casino, casinos }: { casino: string; casinos: Array<{ slug: string }> }) =>
    createElement("div", {
      "data-testid": "hand-form",
      "data-casino": casino,
      "data-casinos": casinos.map((c) => c.slug).join(" "),
    }),
}));
vi.mock("@/components/famous/FamousDrill", () => ({
  FamousDrill: () => createElement("div", { "data-testid": "famous-drill" }),
}));

const { default: AnalyzePage } = await import("@/app/[locale]/analyze/page");
const { default: FamousPage } = await import("@/app/[locale]/famous/page");

const norm = normSpaces;

const page = async (Page: (props: never) => unknown, locale: string) => {
  request.locale = locale;
  return renderServer(
    (await Page({
      params: Promise.resolve({ locale }),
      searchParams: Promise.resolve({}),
    } as never)) as ReactNode,
  );
};

describe("a Face Up learner's EV pages", () => {
  for (const locale of locales) {
    it(`${locale}: the analyzer and the famous hands say so and link the Face Up drill`, async () => {
      const t = icuTranslator(locale, messagesIn(locale));
      const of = casinoOf(t, "foxwoods");

      const analyzer = await page(AnalyzePage, locale);
      expect(wordsOf(analyzer)).toContain(norm(t("FaceUpCasino.analyze", { of })));
      expect(analyzer).toContain('data-casino="foxwoods-standard"');
      expect(analyzer).not.toMatch(/data-casinos="[^"]*faceup/);
      expect(analyzer).toContain('href="/faceup"');

      const famous = await page(FamousPage, locale);
      expect(wordsOf(famous)).toContain(norm(t("FaceUpCasino.famous", { of })));
      expect(famous).not.toContain('data-testid="famous-drill"');
      expect(famous).toContain('href="/casinos#faceup-figures"');
    });
  }
});
