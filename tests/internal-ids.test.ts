/**
 * No internal id on screen (issue 56, item 1): the page states that show a house-way rule, each
 * rendered in every locale as the browser first gets them, and their words scanned for what an
 * engine id, a way id, an anchor or a missing message's key looks like (lib/i18n/internal-ids.ts):
 * every casino's house-way rule page (a server component), every rule page of content/rules,
 * the drill's grade, the analyzer and its two-casino comparison, a settled table round, the
 * bank's round and the round page, with the rule of every way the engine has.
 */
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { insertLearner } from "@/lib/db/learners";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { exactEv, houseWay, parseHand, type RuleSet, WAYS, type Way } from "@/lib/engine";
import { createRng } from "@/lib/engine/rng";
import { CASINO_RULES } from "@/lib/engine/ways/shared";
import { splitViews } from "@/lib/grading/views";
import { icuTranslator } from "@/lib/i18n/icu-translator";
import { findInternalId } from "@/lib/i18n/internal-ids";
import { locales } from "@/lib/i18n/locales";
import { wayRuleName } from "@/lib/i18n/way-rule-name";
import type { LiveSeatView, LiveView } from "@/lib/live/api";
import { CASINO_WAY_IDS } from "@/lib/rules/casino-way";
import { parseRuleFile } from "@/lib/rules/content";
import { ruleExamples } from "@/lib/rules/examples";
import { roundDetail } from "@/lib/table/log";
import { dealRound, finishRound } from "@/lib/table/test-own";
import { ensureWallet } from "@/lib/table/wallet";
import { messagesIn, renderIn } from "@/tests/support/render-intl";
import { onPostgres } from "@/tests/support/store-dialect";

// The server components' translator: the request's locale, set by each render below.
const request = vi.hoisted(() => ({ locale: "en" }));
vi.mock("next-intl/server", async () =>
  (await import("@/tests/support/render-intl")).intlServerFor(request),
);
vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) =>
    createElement("a", { href: String(href) }, children),
}));

const { CasinoHouseWay } = await import("@/components/rules/CasinoHouseWay");
const { RuleMarkdown } = await import("@/components/rules/RuleMarkdown");
const { GradeResult } = await import("@/components/drill/GradeResult");
const { AnalysisResult } = await import("@/components/analyze/AnalysisResult");
const { CasinoCompare } = await import("@/components/analyze/CasinoCompare");
const { RoundResult } = await import("@/components/table/RoundResult");
const { BankRound } = await import("@/components/table/BankPanel");
const { RoundDetailView } = await import("@/components/table/RoundDetailView");
const { compareHouseWays } = await import("@/lib/analyze/compare");

const T0 = 1_800_000_000_000;

/** The words of rendered HTML: tags and attributes gone, entities read. */
const wordsOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** Every id found, as "where: ...context...". */
function scan(found: string[], where: string, html: string) {
  const hit = findInternalId(wordsOf(html));
  if (hit) found.push(`${where}: ${hit}`);
}

/** Every label a way reports: the online way's numbers and sent-on rules, each casino rule with and without `straight>`. */
const ALL_LABELS = [
  ...Array.from({ length: 10 }, (_, k) => String(k + 1)),
  "2>8",
  "3>8",
  "3>9",
  ...CASINO_RULES,
  ...CASINO_RULES.map((rule) => `straight>${rule}`),
];

/** An analysis as analyzeHand builds it, from the engine directly. */
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

const HANDS = ["Js Jh 4d 4c As 8h 2s", "6c 7d 8h 9s Tc Ah JK", "Kc Kd 9h 9s 5c 5d 2h"];
const RULE_SETS: RuleSet[] = [
  { way: "seed", variant: "standard" },
  { way: "foxwoods", variant: "standard" },
  { way: "mgm-grand", variant: "cf" },
];
const analyses = HANDS.flatMap((hand) => RULE_SETS.map((rs) => analysis(hand, rs)));
type Analysis = (typeof analyses)[number];

/** The drill's grade of an analysed hand, answered with its best split. */
const gradeOf = (a: Analysis) => ({
  ...a,
  dealId: "d",
  drill: "any" as const,
  verdict: "optimal" as const,
  chosen: a.best,
  evLost: 0,
  cached: false,
  review: null,
});

describe.skipIf(onPostgres)("the drill's words about the casino (items 2 and 5)", () => {
  it.each(locales)(
    "%s names the default casino inside the sentence and the push hand of a commission-free game",
    (locale) => {
      const t = icuTranslator(locale, messagesIn(locale));
      const [seed, , cf] = analyses as [Analysis, Analysis, Analysis];
      const seedWords = wordsOf(
        renderIn(createElement(GradeResult, { grade: gradeOf(seed), fourColour: false }), locale),
      );
      expect(seedWords).toContain(t("CasinoOf.seed"));
      expect(seedWords).not.toContain(t("CasinosPage.ways.seed"));
      const cfWords = wordsOf(
        renderIn(createElement(GradeResult, { grade: gradeOf(cf), fourColour: false }), locale),
      );
      const note = t("Drill.result.evExplained", { variant: "cf", commission: "0" });
      expect(note).not.toBe(
        t("Drill.result.evExplained", { variant: "standard", commission: "0" }),
      );
      expect(cfWords).toContain(wordsOf(note));
    },
  );
});

describe.skipIf(onPostgres)("the id patterns", () => {
  it("catch the ids the reviewers saw and pass the words the pages use", () => {
    for (const leak of [
      "dealer set by house-way rule one-pair",
      "Rule straight>two-pair:split: Two pairs",
      "EXAMPLE (STRAIGHT:NO-PAIR)",
      "Four of a kind: quads+pair",
      "Rule 3>8:",
      "see rule-8",
      "Table.dealerRule",
      "Casino: ballys-ac",
    ])
      expect(findInternalId(leak), leak).not.toBeNull();
    for (const fine of [
      "Front: ace-king: the best two cards",
      "The dealer's front hand is nine-high: every bet pushes.",
      "Rule 9 (one pair): One pair of eights",
      "Bally's, Atlantic City · 5% commission",
      "Quand aucune règle ci-dessus ne convient, répartissez la main",
    ])
      expect(findInternalId(fine), fine).toBeNull();
  });
});

describe.skipIf(onPostgres)("a house-way rule's name", () => {
  it.each(locales)("%s names every rule of every way, never by its label", (locale) => {
    const t = icuTranslator(locale, messagesIn(locale));
    const names = new Map<string, string>();
    for (const label of ALL_LABELS) {
      const name = wayRuleName(t, label, "label");
      expect(findInternalId(name), `${label} -> ${name}`).toBeNull();
      if (/[a-z]/.test(label)) expect(name).not.toContain(label.replace(/^straight>/, ""));
      names.set(label, name);
    }
    // Each casino rule has a name of its own (a rule the page tells apart, the name tells apart).
    expect(new Set(CASINO_RULES.map((r) => names.get(r))).size).toBe(CASINO_RULES.length);
    // The online way's rule 9 is named, with its number as the house-way page numbers it.
    expect(names.get("9")).toBe(
      t("WayRules.seed", { number: 9, name: t("WayRules.seedRules.r9") }).replace(/^./, (c) =>
        c.toLocaleUpperCase(),
      ),
    );
    expect(wayRuleName(t, "no-such-rule", "inSentence")).toBe(t("WayRules.unknown"));
  });
});

describe.skipIf(onPostgres)("page states that show a house-way rule", () => {
  it.each(locales)("%s casino house-way pages show no id", async (locale) => {
    request.locale = locale;
    const found: string[] = [];
    for (const way of CASINO_WAY_IDS) {
      const page = await CasinoHouseWay({ way });
      scan(found, `${locale} /rules/house-way?casino=${way}`, renderIn(page, locale));
    }
    expect(found).toEqual([]);
  });

  it.each(locales)("%s rule pages show no id", (locale) => {
    const dir = path.join(process.cwd(), "content", "rules", locale);
    const examples = ruleExamples();
    const found: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".md"))) {
      const { body } = parseRuleFile(readFileSync(path.join(dir, file), "utf8"), file);
      scan(
        found,
        `${locale}/${file}`,
        renderIn(createElement(RuleMarkdown, { body, examples }), locale),
      );
    }
    expect(found).toEqual([]);
  });

  it.each(locales)("%s the drill's grade, the analyzer and the comparison show no id", (locale) => {
    const found: string[] = [];
    for (const a of analyses) {
      const where = `${locale} ${a.ruleSet.way}/${a.ruleSet.variant} ${a.hand.join(",")}`;
      scan(
        found,
        `${where} grade`,
        renderIn(createElement(GradeResult, { grade: gradeOf(a), fourColour: false }), locale),
      );
      scan(
        found,
        `${where} analysis`,
        renderIn(createElement(AnalysisResult, { analysis: a, casinoName: "X" }), locale),
      );
    }
    for (let k = 0; k + 2 < analyses.length; k += 3) {
      const [seed, fox] = [analyses[k], analyses[k + 1]] as [Analysis, Analysis];
      const compare = compareHouseWays(seed, fox);
      scan(
        found,
        `${locale} compare ${seed.hand.join(",")}`,
        renderIn(createElement(CasinoCompare, { hand: seed.hand, compare }), locale),
      );
    }
    expect(found).toEqual([]);
  });

  it.each(locales)(
    "%s a settled round and the bank's round show no id, whatever the rule",
    (locale) => {
      const found: string[] = [];
      const cards = parseHand("Js Jh 4d 4c As 8h 2s");
      const setting = houseWay(cards, "foxwoods");
      for (const rule of ALL_LABELS) {
        const bank = {
          cards: ["Js", "Jh", "4d", "4c", "As", "8h", "2s"],
          front: ["4d", "4c"],
          backValue: setting.backValue,
          frontValue: setting.frontValue,
          rule,
          pushesAll: false,
          net: 0,
        } as unknown as LiveView["bank"];
        const view = {
          ruleSet: "foxwoods/standard",
          bank,
          seats: [],
          round: { commission: 0 },
          you: { last: null },
        } as unknown as LiveView;
        const seat = {
          outcome: "win",
          bet: 500,
          net: 475,
          bonusNet: 0,
          commission: 25,
          setBy: "learner",
        } as unknown as LiveSeatView;
        scan(
          found,
          `${locale} round result, rule ${rule}`,
          renderIn(
            createElement(RoundResult, { view, seat, bank, currency: "USD", resultRef: null }),
            locale,
          ),
        );
        scan(
          found,
          `${locale} bank round, rule ${rule}`,
          renderIn(
            createElement(BankRound, {
              view,
              currency: "USD",
              commissionBp: 500,
              coachText: null,
              fourColour: false,
            }),
            locale,
          ),
        );
      }
      expect(found).toEqual([]);
    },
  );
});

describe("the round page", () => {
  let store: TestStore;
  beforeEach(async () => {
    store = await openTestStore();
  });
  afterEach(async () => store.close());

  it.each(locales)("%s names the dealer's rule, whatever it is", async (locale) => {
    const learner = randomUUID();
    await insertLearner(store.db, learner, T0);
    await ensureWallet(store.db, learner, "USD", T0);
    const round = await dealRound(
      store.db,
      learner,
      "usd-2-300",
      { chips: [500], bonusChips: [] },
      { now: T0, rng: createRng(3) },
    );
    await finishRound(store.db, learner, round.id, { kind: "house-way" }, { now: T0 + 2 });
    const detail = await roundDetail(store.db, learner, round.id, T0 + 3);
    const bank = detail.round.bank;
    if (!bank) throw new Error("a settled round has the dealer's hand");
    const found: string[] = [];
    for (const rule of ALL_LABELS) {
      const html = renderIn(
        createElement(RoundDetailView, {
          detail: { ...detail, round: { ...detail.round, bank: { ...bank, rule } } },
          tableName: "X",
        }),
        locale,
      );
      expect(html).toContain('data-testid="dealer-hands"');
      scan(found, `${locale} round page, rule ${rule}`, html);
    }
    expect(found).toEqual([]);
  });
});

it("covers every published way", () => {
  expect(new Set<Way>(["seed", ...CASINO_WAY_IDS])).toEqual(new Set(WAYS));
});
