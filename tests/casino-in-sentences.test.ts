/**
 * A casino inside a sentence (issue 56, item 2): every sentence that names a casino names it
 * in its in-sentence form (messages CasinoOf: "the dealer of the online casinos", "le croupier
 * de Foxwoods, Connecticut", "dealern på onlinekasinona"), never by its label, which is a
 * title ("Online (the default) · 5% commission", "le croupier de En ligne (par défaut)").
 * Rendered in every locale for the default casino, a named one and a learner's own way: the
 * strategy page's casino section (title, unknown-casino notice, "gains nothing" line) and the
 * analyzer's two-casino verdict as components; the strategy page's "not computed" line, the
 * analyzer's and the rules page's unknown-casino notices, the teacher's "the class now plays"
 * and the dealer's drill's "only where" choice with the arguments those pages pass; the house-way
 * editor's "no change yet" (an own way by its name) and "exactly a published way's rules".
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { classCasinoSaved } from "@/components/teach/class-casino-saved";
import { publishedSentence, unchangedSentence } from "@/components/ways/way-sentences";
import type { CasinoStrategyFigures } from "@/lib/analyze/casino-strategy";
import { compareHouseWays } from "@/lib/analyze/compare";
import { exactEv, isCustomWay, isDocumentWay, parseHand, type RuleSet } from "@/lib/engine";
import { splitViews } from "@/lib/grading/views";
import { casinoArgs, casinoOf, ownWay } from "@/lib/i18n/casino-of";
import type { Translate } from "@/lib/i18n/game-text";
import { findInternalId } from "@/lib/i18n/internal-ids";
import { type Locale, locales } from "@/lib/i18n/locales";
import { MESSAGE_AREAS } from "@/lib/i18n/messages";
import { renderIn } from "@/tests/support/render-intl";

const catalog = (locale: string): Record<string, unknown> =>
  Object.assign(
    {},
    ...MESSAGE_AREAS.map((area) =>
      JSON.parse(
        readFileSync(path.join(process.cwd(), "messages", locale, `${area}.json`), "utf8"),
      ),
    ),
  );

const request = vi.hoisted(() => ({ locale: "en" }));
vi.mock("next-intl/server", async () =>
  (await import("@/tests/support/render-intl")).intlServerFor(request),
);
vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) =>
    createElement("a", { href: String(href) }, children),
}));
// The badge is a server component of its own that reads the learner's casino: not a sentence.
vi.mock("@/components/casino/CasinoBadge", () => ({ CasinoBadge: () => null }));

const { CasinoFigures } = await import("@/components/strategy/CasinoFigures");
const { CasinoCompare } = await import("@/components/analyze/CasinoCompare");

const OWN = "custom-0123456789abcdef";
const RULE_SETS: RuleSet[] = [
  { way: "seed", variant: "standard" },
  { way: "foxwoods", variant: "ez" },
  { way: OWN as RuleSet["way"], variant: "cf" },
];

const rootOf = (locale: Locale): Translate => {
  const t = createTranslator({
    locale,
    messages: catalog(locale) as never,
    onError: (error) => {
      throw error;
    },
  });
  return t as unknown as Translate;
};

/** The words of rendered HTML. */
const wordsOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/**
 * What a sentence naming `rs` must not hold: the default casino's label (its "(the default)"
 * in the reader's words), a label's "·" between casino and game, a way's id, an engine id.
 */
function problems(locale: Locale, rs: RuleSet, text: string): string[] {
  const t = rootOf(locale);
  const out: string[] = [];
  const seedLabel = t("CasinosPage.ways.seed");
  const parenthesis = /\([^)]*\)/.exec(seedLabel)?.[0] ?? seedLabel;
  if (text.includes(seedLabel) || text.includes(parenthesis)) out.push(`label "${seedLabel}"`);
  if (text.includes(" · ")) out.push("a label's ·");
  if (/\b(seed|foxwoods|custom-[0-9a-f]+)\b/.test(text)) out.push("a way id");
  const id = findInternalId(text);
  if (id) out.push(`internal id ${id}`);
  // The casino inside the sentence, in its in-sentence form (an own way may be said apart).
  const of = casinoOf(t, rs.way);
  if (!text.includes(of) && ownWay(rs.way) === "no") out.push(`no "${of}"`);
  return out;
}

const figures = (rs: RuleSet): CasinoStrategyFigures => ({
  key: `${rs.way}/${rs.variant}`,
  way: rs.way,
  variant: rs.variant,
  hands: 1000,
  houseWay: -2.5,
  trainer: -2.1,
  optimal: -2,
  trainerShare: 80,
  houseWayWin: 0.3,
  houseWayPush: 0.4,
  houseWayLoss: 0.3,
  // S3 gains nothing here: the "gains nothing" sentence names the dealer.
  rules: [{ key: "S3", hands: 10, departs: 0, gain: 0 }],
  notHolding: ["S3"],
});

/** An analysis as analyzeHand builds it, from the engine directly (as tests/internal-ids does). */
function analysis(text: string, ruleSet: RuleSet) {
  const hand = parseHand(text);
  const result = exactEv(hand, { ruleSet });
  return {
    hand,
    ruleSet,
    commission: result.commission,
    dealerHands: result.dealerHands,
    category: "two-pair" as const,
    splits: splitViews(result.splits),
    best: result.best,
    houseWay: result.houseWay,
    houseWayRule: result.houseWaySetting.rule,
    houseWayReason: result.houseWaySetting.reason,
    trainer: null,
  };
}

describe("a casino inside a sentence is in its in-sentence form (issue 56, item 2)", () => {
  it.each(locales)("%s: the strategy page's casino section", async (locale) => {
    request.locale = locale;
    const found: string[] = [];
    for (const rs of RULE_SETS) {
      const html = renderToStaticMarkup(
        await CasinoFigures({
          figures: figures(rs),
          ruleSet: rs,
          chosen: false,
          badSlug: "vegas",
          own: null,
        }),
      );
      const pieces = [
        ...html.matchAll(
          /<h2[^>]*>(.*?)<\/h2>|<p role="alert"[^>]*>(.*?)<\/p>|<li[^>]*>(.*?)<\/li>/g,
        ),
      ].map((m) => wordsOf(m[1] ?? m[2] ?? m[3] ?? ""));
      expect(pieces.length).toBe(3);
      for (const text of pieces)
        for (const p of problems(locale, rs, text)) found.push(`${rs.way}: ${p}: ${text}`);
    }
    expect(found).toEqual([]);
  });

  it.each(locales)("%s: the analyzer's two-casino verdict", (locale) => {
    const found: string[] = [];
    const [seed, fox] = RULE_SETS as [RuleSet, RuleSet];
    const hand = "Js Jh 4d 4c As 8h 2s";
    const compared = compareHouseWays(analysis(hand, fox), analysis(hand, seed));
    for (const same of [true, false]) {
      const compare = { ...compared, same };
      const html = renderIn(
        createElement(CasinoCompare, { hand: parseHand(hand), compare }),
        locale,
      );
      const verdict = wordsOf(
        /data-testid="compare-verdict"[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? "",
      );
      for (const rs of [seed, fox])
        for (const p of problems(locale, rs, verdict)) found.push(`${rs.way}: ${p}: ${verdict}`);
    }
    expect(found).toEqual([]);
  });

  it.each(locales)("%s: the pages' sentences, with the arguments the pages pass", (locale) => {
    const t = rootOf(locale);
    const found: string[] = [];
    for (const rs of RULE_SETS) {
      const args = casinoArgs(t, rs);
      const sentences = [
        // app/[locale]/strategy/page.tsx
        t("CasinosPage.notComputedFor", { of: casinoOf(t, rs.way) }),
        // app/[locale]/analyze/page.tsx
        t("AnalyzePage.casinoErrors.casino", { ...args, slug: "vegas" }),
        // app/[locale]/rules/[slug]/page.tsx
        t("Rules.badCasino", { slug: "vegas", of: args.of, own: args.own }),
        // components/teach/ClassCasino.tsx (an own way by its name, from its slug)
        classCasinoSaved(
          (key, params) => t(`Teach.casino.${key}`, params),
          t,
          new Map([[OWN, "Class way"]]),
          `${rs.way}-${rs.variant}`,
        ),
        // components/dealer/DealerDrill.tsx
        t("DealerDrill.modeDiffers", { of: casinoOf(t, rs.way) }),
        // components/casino/FaceUpCasinoNote.tsx: the way of a Face Up casino on the EV pages
        ...(["strategy", "analyze"] as const).map((where) =>
          t(`FaceUpCasino.${where}`, { of: casinoOf(t, rs.way) }),
        ),
        // components/ways/WayEditor.tsx: the start, unchanged (a way of one's own by its name)
        unchangedSentence(t, {
          value: rs.way,
          label: isCustomWay(rs.way) ? "Class way" : t(`CasinosPage.ways.${rs.way}`),
          own: isCustomWay(rs.way),
        }),
        // and a saved document that is a published way's rules
        ...(isDocumentWay(rs.way) ? [publishedSentence(t, rs.way)] : []),
      ];
      for (const text of sentences)
        for (const p of problems(locale, rs, text)) found.push(`${rs.way}: ${p}: ${text}`);
    }
    expect(found).toEqual([]);
  });
});
