/**
 * The strategy page teaches the learner's casino's own list of rules where it has one (issue 52
 * part 5): rendered as the server renders it, in every locale, for each rule set with its own
 * list (Foxwoods x 3) and for casinos without (the seed's list). At Foxwoods the page must show
 * that list's rules in words built from their data, its exact share, and none of the seed's
 * rules; elsewhere the seed's list and its share against that dealer. No rule key (S1, R1) and
 * no internal id may reach the words; and the drill's / analyzer's trainer line names the
 * casino's own rule the same way.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { trainerView } from "@/lib/analyze/trainer";
import { ALL_RULE_SETS, parseHand, type RuleSet } from "@/lib/engine";
import { createRng, deal } from "@/lib/engine/rng";
import {
  ownRuleExamplesOf,
  RULE_SETS_WITH_OWN_LIST,
  ruleSetStrategy,
} from "@/lib/engine/strategy/rule-sets";
import { RULES } from "@/lib/engine/strategy/rules";
import type { RuleData } from "@/lib/engine/strategy/vocabulary";
import { casinoOf } from "@/lib/i18n/casino-of";
import { icuTranslator } from "@/lib/i18n/icu-translator";
import { findInternalId } from "@/lib/i18n/internal-ids";
import { type Locale, locales } from "@/lib/i18n/locales";
import { ownRuleText, ownRuleTitle } from "@/lib/i18n/strategy-rule-words";
import { normSpaces, renderServer, wordsOf } from "@/tests/support/render-intl";

/** Every message file of a locale, merged (read from the folder, as the app's areas are). */
const catalog = (locale: string): Record<string, unknown> => {
  const dir = path.join(process.cwd(), "messages", locale);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8"))),
  );
};

const request = vi.hoisted(() => ({ locale: "en" }));
vi.mock("next-intl/server", async () =>
  (await import("@/tests/support/render-intl")).intlServerFor(request),
);
vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) =>
    createElement("a", { href: String(href) }, children),
}));
// The learner has chosen no casino: the address (?casino=) chooses it (but where a test says).
const learner = vi.hoisted(() => ({ casino: { way: "seed", variant: "standard" } }));
vi.mock("@/lib/casino/current", () => ({ yourCasino: async () => learner.casino }));
// An own way's departures read the store (none here: every rule set rendered is published).
vi.mock("@/components/strategy/OwnWayDepartures", () => ({ OwnWayDepartures: () => null }));
// Client components and the badge (which reads the learner): markers, not words under test.
vi.mock("@/components/casino/CasinoBadge", () => ({ CasinoBadge: () => null }));
vi.mock("@/components/strategy/PrintButton", () => ({ PrintButton: () => null }));
vi.mock("@/components/strategy/StrategyPath", () => ({
  StrategyPath: () => createElement("div", { "data-testid": "strategy-path" }),
}));
vi.mock("@/components/strategy/RuleExample", () => ({ RuleExample: () => null }));

const { default: StrategyPage } = await import("@/app/[locale]/strategy/page");

async function render(locale: Locale, rs: RuleSet): Promise<string> {
  request.locale = locale;
  const page = await StrategyPage({
    params: Promise.resolve({ locale }),
    searchParams: Promise.resolve({ casino: `${rs.way}-${rs.variant}` }),
  } as never);
  return renderServer(page);
}

const norm = normSpaces;
/** A rule key as an id: S1..S10, R1..R10, HW. */
const RULE_KEY = /\b(?:[SR]\d{1,2}|HW)\b/;

describe("the strategy page shows the casino's own list where it has one", () => {
  for (const locale of locales) {
    it(`${locale}: Foxwoods' own lists, and the seed's list elsewhere`, async () => {
      const t = icuTranslator(locale, catalog(locale));
      const seedTitles = RULES.map((r) => norm(t(`StrategyRules.${r.key}.title`)));
      for (const rs of RULE_SETS_WITH_OWN_LIST) {
        const own = ruleSetStrategy(rs);
        if (!own) throw new Error("a rule set listed with its own list has none");
        const html = await render(locale, rs);
        const words = wordsOf(html);
        expect(html).toContain('data-list="own"');
        expect(html).toContain(`data-share="${own.sharePercent}"`);
        expect(html).not.toContain('data-testid="strategy-path"');
        // Every own rule in order, in its generated words; no seed rule's title.
        let at = -1;
        for (const rule of own.rules) {
          const title = norm(ownRuleTitle(t, rule));
          const i = words.indexOf(title);
          expect(i, `${locale} ${rs.variant}: ${title}`).toBeGreaterThan(at);
          at = i;
          expect(words).toContain(norm(ownRuleText(t, rule)));
        }
        expect((html.match(/data-testid="own-rule"/g) ?? []).length).toBe(own.rules.length);
        // Every rule that sets some hand unlike the house way shows one (a rule that keeps the
        // house way's setting has none: rule-sets.test.ts).
        expect((html.match(/data-testid="own-example"/g) ?? []).length).toBe(
          Object.keys(ownRuleExamplesOf(rs)).length,
        );
        for (const title of seedTitles) expect(words).not.toContain(title);
        // The exact share, two decimals, in the locale's format ("77,40 %").
        const share = new Intl.NumberFormat(locale, {
          style: "percent",
          minimumFractionDigits: 2,
        }).format(Number(own.sharePercent) / 100);
        expect(words).toContain(norm(share));
        expect(words).toContain(norm(casinoOf(t, rs.way)));
        expect(words.match(RULE_KEY)?.[0]).toBeUndefined();
        expect(findInternalId(words)).toBeNull();
      }
      const ownKeys = new Set(RULE_SETS_WITH_OWN_LIST.map((r) => `${r.way}-${r.variant}`));
      const elsewhere = ALL_RULE_SETS.filter((r) => !ownKeys.has(`${r.way}-${r.variant}`));
      expect(elsewhere.length).toBeGreaterThan(0);
      for (const rs of elsewhere.filter((r) => r.way === "seed" || r.way === "dealer-school")) {
        const html = await render(locale, rs);
        expect(html).toContain('data-list="seed"');
        expect(html).toContain('data-testid="strategy-path"');
        expect(html).not.toContain('data-testid="own-rule"');
        const words = wordsOf(html);
        for (const title of seedTitles) expect(words).toContain(title);
        expect(words.match(RULE_KEY)?.[0]).toBeUndefined();
        expect(findInternalId(words)).toBeNull();
      }
    });
  }
});

describe("a Face Up learner's strategy page (issue 54: Face Up has no strategy list)", () => {
  for (const locale of locales) {
    it(`${locale}: says so, links the Face Up drill and edges, and practises no list`, async () => {
      learner.casino = { way: "foxwoods", variant: "faceup" };
      try {
        request.locale = locale;
        const page = await StrategyPage({
          params: Promise.resolve({ locale }),
          searchParams: Promise.resolve({}),
        } as never);
        const html = await renderServer(page);
        const t = icuTranslator(locale, catalog(locale));
        const note = t("FaceUpCasino.strategy", { of: casinoOf(t, "foxwoods") });
        expect(wordsOf(html)).toContain(norm(note));
        expect(html).toContain('href="/faceup"');
        expect(html).toContain('href="/casinos#faceup-figures"');
        // Below it, the way's 5% game's list (Foxwoods' own), with no link to practise it: the
        // practice drill of a Face Up casino is the Face Up drill.
        expect(html).toContain('data-list="own"');
        expect(html).not.toContain('href="/practice?drill=beat');
      } finally {
        learner.casino = { way: "seed", variant: "standard" };
      }
    });
  }
});

describe("the trainer's line of the drill and the analyzer at a casino with its own list", () => {
  it("names the casino's own rule (not the seed's) for hands its rules set", () => {
    const rng = createRng(52);
    for (const rs of RULE_SETS_WITH_OWN_LIST) {
      const own = ruleSetStrategy(rs);
      const fired = new Set<string>();
      for (let n = 0; n < 20_000; n++) {
        const hand = deal(rng, 7);
        const v = trainerView(hand, rs);
        expect(v.ownList).toBe(true);
        if (v.rule === "HW") {
          expect(v.own).toBeNull();
          continue;
        }
        expect(v.own?.key).toBe(v.rule);
        expect(own?.rules).toContain(v.own);
        fired.add(v.rule);
      }
      expect(fired.size).toBeGreaterThan(5);
    }
    // The seed's list elsewhere, as before.
    const seed = trainerView(parseHand("Qh Qd 5c 5s 9d 8c 2h"), {
      way: "seed",
      variant: "standard",
    });
    expect(seed.ownList).toBe(false);
    expect(seed.own).toBeNull();
    expect(RULES.map((r) => r.key)).toContain(seed.rule);
  });
});

describe("the trainer's line as the drill and the analyzer render it at Foxwoods", () => {
  it("names the own rule in words, and Foxwoods' house way when none fits, in every locale", async () => {
    const { TrainerReason } = await import("@/components/analyze/TrainerReason");
    const { renderIn } = await import("@/tests/support/render-intl");
    const rs: RuleSet = { way: "foxwoods", variant: "standard" };
    const own = ruleSetStrategy(rs);
    const example = ownRuleExamplesOf(rs).R1 as number[];
    const rng = createRng(7);
    let fallback = deal(rng, 7);
    while (trainerView(fallback, rs).rule !== "HW") fallback = deal(rng, 7);
    for (const locale of locales) {
      const t = icuTranslator(locale, catalog(locale));
      const line = (hand: number[]) =>
        wordsOf(
          renderIn(
            createElement(TrainerReason, { trainer: trainerView(hand, rs), way: rs.way }),
            locale,
          ),
        );
      const ruled = line(example);
      expect(ruled).toContain(norm(ownRuleTitle(t, own?.rules[0] as RuleData)));
      expect(ruled).toContain(norm(ownRuleText(t, own?.rules[0] as RuleData)));
      const house = line(fallback);
      expect(house).toContain(norm(t("StrategyWords.fallback", { of: casinoOf(t, rs.way) })));
      for (const words of [ruled, house]) {
        expect(words.match(RULE_KEY)?.[0]).toBeUndefined();
        expect(findInternalId(words)).toBeNull();
      }
    }
  });
});
