import { expect, test } from "@playwright/test";
import pageData from "../../lib/analyze/strategy-page-data.json" with { type: "json" };
import { parseHand } from "../../lib/engine/cards";
import { STRATEGY_RULES, trainerWay } from "../../lib/engine/strategy";
import { ruleSetStrategy } from "../../lib/engine/strategy/rule-sets";
import { cardName } from "../../lib/i18n/game-text";
import { icuTranslator } from "../../lib/i18n/icu-translator";
import { ownRuleText, ownRuleTitle } from "../../lib/i18n/strategy-rule-words";
import dePractice from "../../messages/de/practice.json" with { type: "json" };
import de from "../../messages/de/strategy.json" with { type: "json" };
import enAnalyze from "../../messages/en/analyze.json" with { type: "json" };
import enGame from "../../messages/en/game.json" with { type: "json" };
import { PracticeTable } from "./pages/PracticeTable";

const rules = de.StrategyRules as Record<string, { title: string; text: string }>;

test("the Strategy page in German: every rule with its example and figures, and its drill", async ({
  page,
}) => {
  await page.goto("/de/strategy");
  await expect(page.getByRole("heading", { level: 1, name: de.StrategyPage.title })).toBeVisible();
  for (const rule of STRATEGY_RULES) {
    const item = page.getByTestId(`rule-${rule.key}`);
    await expect(item.getByRole("heading", { level: 2 })).toContainText(
      rules[rule.key]?.title ?? "",
    );
    await expect(item).toContainText(rules[rule.key]?.text ?? "");
    await expect(item.getByTestId(`example-${rule.key}`).getByRole("img")).not.toHaveCount(0);
    await expect(item.getByTestId(`worth-${rule.key}`)).toContainText("Einheiten pro 1.000 Hände");
  }
  await expect(page.getByTestId("strategy-sample")).toContainText(
    new Intl.NumberFormat("de").format(pageData.figures.hands),
  );

  // "Practise this rule": the drill deals hands that this rule sets.
  const first = STRATEGY_RULES[0]?.key ?? "";
  await page.getByTestId(`practise-${first}`).click();
  // The practice page reads ?drill= once (and may drop it from the address).
  await expect(page).toHaveURL(/\/de\/practice/);
  const table = new PracticeTable(page, dePractice.Drill);
  const cards = await table.hand();
  expect(trainerWay(parseHand(cards.join(" "))).rule).toBe(first);
  await expect(table.drillSelect).toHaveValue(`beat:${first}`);
});

/**
 * Issue 24: the decision path names the rule that sets a hand. One hand per main rule (the
 * first rule of each group and the most valuable ones), each checked against the engine: the
 * answer names the hand's group and the rule trainerWay says sets it, and that rule's line is
 * in that group of the path.
 */
const game = icuTranslator("en", enGame);

test("every rule on the card says what goes in front and shows its example set", async ({
  page,
}) => {
  const en = (await import("../../messages/en/strategy.json", { with: { type: "json" } })).default;
  await page.goto("/en/strategy");
  const lines = page.getByTestId("strategy-path").locator("[data-rule]");
  expect(await lines.count()).toBeGreaterThan(5);
  for (const line of await lines.all()) {
    const key = (await line.getAttribute("data-rule")) as string;
    const title = (en.StrategyRules as Record<string, { title: string }>)[key]?.title ?? "";
    // "when: what": the titles that gave only the condition now name the front after it.
    if (["S1", "S3", "S4", "S5", "S6", "S10"].includes(key))
      expect(title, key).toMatch(/: .*\b(front|in front)\b/);
    await expect(line).toContainText(title);
    await expect(line).toContainText(en.StrategyPage.path.frontLabel);
    await expect(line).toContainText(en.StrategyPage.path.backLabel);
  }
});

test("the decision path names the rule that sets each of five hands", async ({ page }) => {
  const en = (await import("../../messages/en/strategy.json", { with: { type: "json" } })).default;
  const P = en.StrategyPage.path;
  const titles = en.StrategyRules as Record<string, { title: string }>;
  const hands = [
    "Th 2s 6s 6h 8c Jd 2d", // two pairs, no ace: split them
    "Th Tc JK 9d 8s 7c Qh", // one pair, a straight only with the joker, a queen above the pair
    "Qs Ac 4c 2h 8d 5c 7d", // no pair, an ace, third card nine or lower
    "2d As 3c 6h Qh Ts 7c", // no pair, an ace, third card a ten
    "Qh Td Ah 3s 2h Kc JK", // aces with the joker, a king and a weak straight or flush
  ];
  await page.goto("/en/strategy");
  const path = page.getByTestId("strategy-path");
  const seen = new Set<string>();
  for (const text of hands) {
    const rule = trainerWay(parseHand(text)).rule;
    seen.add(rule);
    const number = STRATEGY_RULES.findIndex((r) => r.key === rule) + 1;
    await path.getByLabel(P.tryLabel).fill(text);
    await path.getByRole("button", { name: P.trySubmit }).click();
    const answer = path.getByTestId("path-answer");
    await expect(answer).toContainText(`Rule ${number} sets it`);
    await expect(answer).toContainText(titles[rule]?.title ?? "");
    // The box shows the setting too: the rule's front, then its back.
    const setting = trainerWay(parseHand(text));
    const names = (cards: readonly number[]) => cards.map((c) => cardName(game, c));
    const shown = ((await path.getByTestId("path-setting").textContent()) ?? "").replace(
      /\s+/g,
      " ",
    );
    for (const name of [...names(setting.front), ...names(setting.back)])
      expect(shown).toContain(name);
    const frontAt = Math.max(...names(setting.front).map((n) => shown.indexOf(n)));
    const backAt = Math.min(...names(setting.back).map((n) => shown.indexOf(n)));
    expect(frontAt, "front first").toBeLessThan(backAt);
    const line = path.locator(`[data-rule="${rule}"]`);
    await expect(line).toHaveAttribute("aria-current", "true");
    const group = await line.locator("xpath=ancestor::li[@data-group]").getAttribute("data-group");
    await expect(answer).toContainText(P.groups[group as keyof typeof P.groups]);
  }
  expect(seen.size).toBe(5);
  // A wrong card is named, as the analyzer names it.
  await path.getByLabel(P.tryLabel).fill("As Ad Kc Kh 7s 5d Xq");
  await path.getByRole("button", { name: P.trySubmit }).click();
  await expect(path.getByTestId("path-answer")).toHaveText(
    enAnalyze.AnalyzePage.errors["unknown-card"].replace("{token}", "Xq"),
  );
  // Groups in order of value: the two-pair rules carry most of the gain.
  await expect(path.locator("[data-group]").first()).toHaveAttribute("data-group", "two-pair");
});

test("the strategy card prints on one page in every locale", async ({ page }, testInfo) => {
  for (const locale of ["en", "de", "sv", "fr"]) {
    await page.goto(`/${locale}/strategy`);
    await page.getByTestId("strategy-path").waitFor();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByTestId("strategy-total")).toBeHidden();
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    // One page: a PDF lists each page as a "/Type /Page" object.
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length, locale).toBe(1);
    await testInfo.attach(`strategy-card-${locale}.pdf`, {
      body: pdf,
      contentType: "application/pdf",
    });
    await page.emulateMedia({ media: "screen" });
  }
});

/**
 * Issue 52 part 5: a casino with its own list of rules (Foxwoods) gets that list on the
 * strategy page, in words built from each rule's data, with its exact share; a casino without
 * one gets the seed's list and says so. Neither shows a rule key.
 */
test("at Foxwoods the page teaches Foxwoods' own list; elsewhere the general list", async ({
  page,
}) => {
  const en = {
    ...enGame,
    ...(await import("../../messages/en/strategy.json", { with: { type: "json" } })).default,
    ...(await import("../../messages/en/names.json", { with: { type: "json" } })).default,
  };
  const t = icuTranslator("en", en);
  const seedTitles = STRATEGY_RULES.map(
    (r) => (en.StrategyRules as Record<string, { title: string }>)[r.key]?.title ?? "",
  );
  for (const variant of ["standard", "cf"] as const) {
    const own = ruleSetStrategy({ way: "foxwoods", variant });
    if (!own) throw new Error("Foxwoods has its own list");
    await page.goto(`/en/strategy?casino=foxwoods-${variant}`);
    await expect(page.getByRole("heading", { name: en.StrategyWords.listTitle })).toBeVisible();
    const list = page.getByTestId("strategy-list");
    await expect(list).toHaveAttribute("data-list", "own");
    await expect(list).toContainText(`${own.sharePercent}%`);
    await expect(page.getByTestId("casino-share")).toHaveText(`${own.sharePercent}%`);
    const rules = page.getByTestId("own-rule");
    await expect(rules).toHaveCount(own.rules.length);
    for (const [i, rule] of own.rules.entries()) {
      await expect(rules.nth(i).getByRole("heading", { level: 3 })).toContainText(
        ownRuleTitle(t, rule),
      );
      await expect(rules.nth(i)).toContainText(ownRuleText(t, rule));
      await expect(rules.nth(i).getByTestId("own-example")).toBeVisible();
    }
    const body = ((await page.locator("main").textContent()) ?? "").replace(/\s+/g, " ");
    for (const title of seedTitles) expect(body).not.toContain(title);
    expect(body.match(/\b(?:[SR]\d{1,2}|HW)\b/)?.[0]).toBeUndefined();
    await expect(page.getByTestId("strategy-path")).toHaveCount(0);
  }
  // The casinos page's trainer's columns at Foxwoods are its own list's too.
  await page.goto("/en/casinos");
  const row = page.getByTestId("rule-set-foxwoods-standard");
  await expect(row).toHaveAttribute("data-trainer-list", "own");
  await expect(row).toContainText("77.4%");
  await expect(page.getByTestId("rule-set-dealer-school-standard")).toHaveAttribute(
    "data-trainer-list",
    "seed",
  );
  await expect(page.getByTestId("casino-trainer-lists")).toContainText("Foxwoods");
  // The dealer school has no list of its own (the general list takes over 80% there): the general list, and the page says so.
  await page.goto("/en/strategy?casino=dealer-school-standard");
  await expect(page.getByTestId("strategy-list")).toHaveAttribute("data-list", "seed");
  await expect(page.getByTestId("own-rule")).toHaveCount(0);
  await expect(page.getByTestId("strategy-path")).toBeVisible();
});
