/**
 * Your casino on the analyzer, the strategy page and the rule pages (issue 31), as a new user
 * meets them in English and Swedish: an analysis against a chosen casino's dealer with a second
 * casino's house way beside it (a hand Foxwoods splits and the online way keeps), the strategy
 * page's figures for that casino and the trainer's rules that do not hold there, the house-way
 * page of a casino and the commission-free games page. Figures come from the engine and the
 * committed data, as the pages compute them.
 */
import { expect, type Page, test } from "@playwright/test";
import type { CasinoStrategyFigures } from "../../lib/analyze/casino-strategy";
import casinoData from "../../lib/analyze/strategy-casino-data.json" with { type: "json" };
import { parseHand } from "../../lib/engine/cards";
import { exactEv } from "../../lib/engine/ev";
import { DEFAULT_RULE_SET } from "../../lib/engine/rule-set";
import enAnalyze from "../../messages/en/analyze.json" with { type: "json" };
import enCasinos from "../../messages/en/casinos.json" with { type: "json" };
import enNames from "../../messages/en/names.json" with { type: "json" };
import enRules from "../../messages/en/rules.json" with { type: "json" };
import enStrategy from "../../messages/en/strategy.json" with { type: "json" };
import svAnalyze from "../../messages/sv/analyze.json" with { type: "json" };
import svCasinos from "../../messages/sv/casinos.json" with { type: "json" };
import svNames from "../../messages/sv/names.json" with { type: "json" };
import svRules from "../../messages/sv/rules.json" with { type: "json" };
import svStrategy from "../../messages/sv/strategy.json" with { type: "json" };

/** Jacks and fours with a single ace: the online way keeps both pairs, Foxwoods splits them. */
const HAND = "Js Jh 4d 4c As 8h 2s";
const LOCALES = {
  en: {
    analyze: enAnalyze,
    casinos: enCasinos,
    names: enNames,
    rules: enRules,
    strategy: enStrategy,
  },
  sv: {
    analyze: svAnalyze,
    casinos: svCasinos,
    names: svNames,
    rules: svRules,
    strategy: svStrategy,
  },
} as const;
const figures = (casinoData as { ruleSets: CasinoStrategyFigures[] }).ruleSets;
const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? `{${k}}`);

const evText = (locale: string, ev: number) =>
  new Intl.NumberFormat(locale, {
    signDisplay: "exceptZero",
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  }).format(ev);

async function pickCasinos(page: Page, casino: string, vs: string) {
  // Retried until the form is live (a choice made before hydration is lost on submit).
  await expect(async () => {
    await page.getByTestId("casino-select").selectOption(casino);
    await page.getByTestId("vs-select").selectOption(vs);
    await expect(page.getByTestId("casino-select")).toHaveValue(casino, { timeout: 1000 });
  }).toPass();
}

for (const [locale, m] of Object.entries(LOCALES)) {
  const label = (way: string, variant: string) =>
    `${(m.casinos.CasinosPage.ways as Record<string, string>)[way]} · ${
      (m.casinos.YourCasino as Record<string, string>)[`${variant}Short`]
    }`;
  const fox = label("foxwoods", "standard");
  const seed = label("seed", "standard");

  test.describe(`your casino's pages (${locale})`, () => {
    test.describe.configure({ timeout: 180_000 });

    test("the analyzer against one casino, beside another's house way", async ({ page }) => {
      await page.goto(`/${locale}/analyze?hand=${encodeURIComponent(HAND)}`);
      // A new user's casino is the online one.
      await expect(page.getByTestId("analysis-casino")).toContainText(seed, { timeout: 60_000 });
      await pickCasinos(page, "foxwoods-standard", "seed-standard");
      await page.getByRole("button", { name: m.analyze.AnalyzePage.form.submit }).click();
      await expect(page).toHaveURL(/casino=foxwoods-standard&vs=seed-standard/);

      const compare = page.getByTestId("casino-compare");
      await expect(compare).toBeVisible({ timeout: 90_000 });
      await expect(compare).toHaveAttribute("data-same", "no");
      await expect(page.getByTestId("compare-verdict")).toHaveText(
        // Each dealer inside the sentence, never the casinos' labels (issue 56 item 2).
        fill(m.analyze.AnalyzePage.compare.different, {
          a: m.names.CasinoOf.foxwoods,
          b: m.names.CasinoOf.seed,
        }),
      );
      // Foxwoods' rule by its name in the reader's words (issue 56: never its id).
      const ruleName = m.names.WayRules.casino.twoPairSplit;
      await expect(page.getByTestId("compare-reason-0")).toContainText(
        new RegExp(`^${ruleName}`, "i"),
      );
      await expect(page.getByTestId("compare-reason-0")).not.toContainText("two-pair:split");
      // Each way's EV under its own dealer, as the engine counts it.
      const hand = parseHand(HAND);
      const foxEv = exactEv(hand, { ruleSet: { way: "foxwoods", variant: "standard" } });
      const seedEv = exactEv(hand, { ruleSet: DEFAULT_RULE_SET });
      await expect(page.getByTestId("compare-ev-own-0")).toHaveText(
        evText(locale, foxEv.splits[foxEv.houseWay]?.ev ?? 0),
      );
      await expect(page.getByTestId("compare-ev-own-1")).toHaveText(
        evText(locale, seedEv.splits[seedEv.houseWay]?.ev ?? 0),
      );
      await expect(page.getByTestId("analysis-casino")).toContainText(fox);
      // The share link names both casinos.
      await expect(page.getByTestId("share-link")).toHaveAttribute(
        "href",
        /casino=foxwoods-standard&vs=seed-standard/,
      );

      // A casino the trainer does not know: said so, and the page still works.
      await page.goto(`/${locale}/analyze?hand=${encodeURIComponent(HAND)}&casino=vegas-ez`);
      await expect(page.getByTestId("casino-error")).toContainText("vegas-ez");
      await expect(page.getByTestId("analysis")).toBeVisible({ timeout: 60_000 });
    });

    test("the strategy page for a casino names the rules that do not hold there", async ({
      page,
    }) => {
      // MGM Grand's 5% game is taught the general list (82%; Foxwoods has its own list:
      // strategy.spec.ts).
      const data = figures.find((f) => f.key === "mgm-grand/standard") as CasinoStrategyFigures;
      await page.goto(`/${locale}/strategy?casino=mgm-grand-standard`);
      const section = page.getByTestId("strategy-casino");
      await expect(section).toHaveAttribute("data-casino", "mgm-grand-standard");
      await expect(page.getByTestId("casino-houseWay")).toHaveText(
        new Intl.NumberFormat(locale, {
          style: "percent",
          signDisplay: "exceptZero",
          minimumFractionDigits: 3,
          maximumFractionDigits: 3,
        }).format(data.houseWay / 100),
      );
      for (const key of data.notHolding)
        await expect(page.getByTestId(`not-holding-${key}`)).toContainText(
          (m.strategy.StrategyRules as Record<string, { title: string }>)[key]?.title ?? key,
        );
      expect(data.notHolding.length).toBeGreaterThan(0);
      // Foxwoods teaches its own list: no rule of the general list is named as not holding.
      await page.goto(`/${locale}/strategy?casino=foxwoods-standard`);
      await expect(page.getByTestId("strategy-casino")).toHaveAttribute(
        "data-casino",
        "foxwoods-standard",
      );
      await expect(page.locator('[data-testid^="not-holding-"]')).toHaveCount(0);
      // The online game: every rule of the trainer's way holds.
      await page.goto(`/${locale}/strategy?casino=seed-standard`);
      await expect(page.getByTestId("casino-all-hold")).toBeVisible();
    });

    test("the house-way page of a casino and the commission-free page", async ({ page }) => {
      await page.goto(`/${locale}/rules/house-way`);
      await expect(async () => {
        await page
          .getByLabel(m.rules.Rules.casinoWay.pickerLabel, { exact: true })
          .selectOption("foxwoods-standard");
        await page.getByRole("button", { name: m.rules.Rules.casinoWay.pickerSubmit }).click();
        await expect(page).toHaveURL(/casino=foxwoods-standard/, { timeout: 5000 });
      }).toPass();
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: fill(m.rules.Rules.casinoWay.title, {
            casino: (m.casinos.CasinosPage.ways as Record<string, string>).foxwoods ?? "",
          }),
        }),
      ).toBeVisible();
      const way = page.getByTestId("casino-house-way");
      await expect(way).toHaveAttribute("data-way", "foxwoods");
      await expect(page.locator('[data-rule="straight:ace-in-front"]')).toHaveCount(1);
      await expect(page.locator('[data-rule="two-pair:split"]').first()).toBeVisible();
      await expect(way.getByTestId("rule-example").first()).toBeVisible();

      await page.goto(`/${locale}/rules`);
      const title = locale === "en" ? "Commission-free games" : "Spel utan provision";
      // The card whose name starts with the title (the "Your casino" card's text mentions it).
      await page.getByRole("link", { name: new RegExp(`^${title}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/rules/commission-free$`));
      const ez = figures.find((f) => f.key === "foxwoods/ez") as CasinoStrategyFigures;
      await expect(page.getByTestId("push-foxwoods-ez")).toHaveText(
        new Intl.NumberFormat(locale, {
          style: "percent",
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(ez.houseWayPush),
      );
    });
  });
}
