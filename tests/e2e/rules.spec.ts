import { expect, test } from "@playwright/test";
import { cardName, reasonWords } from "../../lib/i18n/game-text";
import { locales } from "../../lib/i18n/locales";
import { readSeedPages } from "../../lib/rules/content";
import { ruleExamples } from "../../lib/rules/examples";
import { messagesOf, RuleEditorPage, RulePage, translator } from "./pages/RulePages";

const seeds = readSeedPages();
const seedOf = (locale: string, slug: string) =>
  seeds.find((p) => p.locale === locale && p.slug === slug);
const titleOf = (locale: string, slug: string) =>
  seedOf(locale, slug)?.title ?? `${locale}/${slug}?`;
const bodyOf = (locale: string, slug: string) => seedOf(locale, slug)?.body ?? "";

for (const locale of locales) {
  test.describe(`rule pages in ${locale}`, () => {
    const t = translator(messagesOf(locale), locale);

    test("the index lists every rule page and leads to the house way", async ({ page }) => {
      await page.goto(`/${locale}/rules`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(
        page.getByRole("heading", { level: 1, name: t("RulesPage.title"), exact: true }),
      ).toBeVisible();
      // A card's link is named by its title, then its summary: matched by the title's start, as
      // another card's summary may name a page ("Your casino" speaks of the house way).
      const card = (slug: string) =>
        page.getByRole("link", {
          name: new RegExp(`^${titleOf(locale, slug).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
        });
      for (const slug of [
        "how-to-play",
        "hand-rankings",
        "joker",
        "house-way",
        "glossary",
        "your-casino",
        "dealers-drill",
        "offline-practice",
        "side-bets",
      ]) {
        await expect(card(slug)).toBeVisible();
      }

      await card("house-way").click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/rules/house-way$`));
    });

    test("the house way shows the engine's example under each rule", async ({ page }) => {
      const rules = new RulePage(page);
      await page.goto(`/${locale}/rules/house-way`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(rules.heading(titleOf(locale, "house-way"))).toBeVisible();
      await expect(rules.examples).toHaveCount(10);

      // Rule 7's example, exactly as the engine sets it: the drawn cards by their names,
      // and the reason in this language.
      const example = ruleExamples()[7];
      const figure = rules.examples.nth(6);
      const hand = figure.getByRole("list", { name: t("Rules.example.hand") });
      const names = example.hand.map((card) => cardName(t, card));
      await expect(hand.getByRole("img")).toHaveCount(7);
      for (const [i, name] of names.entries()) {
        await expect(hand.getByRole("img").nth(i)).toHaveAccessibleName(name);
      }
      const front = figure.getByRole("list", { name: t("Rules.example.front") });
      for (const [i, card] of example.front.entries()) {
        await expect(front.getByRole("img").nth(i)).toHaveAccessibleName(cardName(t, card));
      }
      await expect(figure.getByTestId("rule-example-reason")).toHaveText(
        reasonWords(t, example.reason),
      );
    });
  });
}

test("an unknown rule page is a localized 404", async ({ page }) => {
  const t = translator(messagesOf("fr"), "fr");
  const response = await page.goto("/fr/rules/pas-de-page");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: t("NotFoundPage.title") }),
  ).toBeVisible();
});

test("a visitor without admin rights cannot open the editor", async ({ page }) => {
  const t = translator(messagesOf("de"), "de");
  await page.goto("/de/rules/joker/edit");
  await expect(
    page.getByRole("heading", { level: 1, name: t("RuleEditor.forbiddenTitle") }),
  ).toBeVisible();
  await expect(page.getByRole("textbox")).toHaveCount(0);
  // Nothing of the page's text reaches a visitor without rights.
  await expect(page.getByRole("main")).not.toContainText(titleOf("de", "joker"));

  const editor = new RuleEditorPage(page, t);
  await editor.submitToken("de", "/rules/joker/edit", "wrong-token-wrong-token");
  await expect(editor.alert).toHaveText(t("AdminPage.errors.wrong-token"));
});

test("switching language keeps the page and its query string", async ({ page }) => {
  const sv = translator(messagesOf("sv"), "sv");
  await page.goto("/de/admin?next=%2Frules%2Fjoker%2Fedit");
  await page.getByLabel(translator(messagesOf("de"))("LocaleSwitcher.label")).selectOption("sv");
  await expect(page).toHaveURL(/\/sv\/admin\?next=%2Frules%2Fjoker%2Fedit$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(page.getByRole("heading", { level: 1, name: sv("AdminPage.title") })).toBeVisible();
});

test.describe("an admin editing a rule page", () => {
  const t = translator(messagesOf("en"));

  test("saves a new version, previews it live and sees it on the page", async ({ page }) => {
    const editor = new RuleEditorPage(page, t);
    await editor.signIn("en", "/rules/glossary/edit");

    const title = `Glossary, edited ${Date.now()}`;
    await editor.title.fill(title);
    // From the seeded text, so a rerun against the same server ends up with the same page.
    await editor.body.fill(`${bodyOf("en", "glossary")}\n\n## Added by the test\n\n::cards[Qh Qd]`);
    await expect(editor.preview.getByText(title)).toBeVisible();
    await expect(editor.preview.getByRole("img", { name: "queen of hearts" })).toBeVisible();

    await editor.save();
    await expect(editor.status).toContainText(/Saved as version \d+\./);
    const saved = Number(/version (\d+)/.exec((await editor.status.textContent()) ?? "")?.[1]);
    await expect(page.getByRole("list").filter({ hasText: "Version 1:" })).toBeVisible();

    await page.getByRole("link", { name: t("RuleEditor.viewPage") }).click();
    const rules = new RulePage(page);
    await expect(rules.heading(title)).toBeVisible();
    await expect(page.getByRole("img", { name: "queen of diamonds" })).toBeVisible();
    await expect(page.getByTestId("rule-page-meta")).toContainText(`Version ${saved},`);

    // The index and the other pages show the new title too.
    await page.goto("/en/rules");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
  });

  test("refuses an empty title or text with a clear message", async ({ page }) => {
    const editor = new RuleEditorPage(page, t);
    await editor.signIn("en", "/rules/joker/edit");
    await editor.title.fill("  ");
    await editor.body.fill("");
    await editor.save();
    await expect(page.getByText(t("RuleEditor.errors.title-required"))).toBeVisible();
    await expect(page.getByText(t("RuleEditor.errors.body-required"))).toBeVisible();
    await expect(editor.title).toHaveAttribute("aria-invalid", "true");

    await page.goto("/en/rules/joker");
    await expect(new RulePage(page).heading(titleOf("en", "joker"))).toBeVisible();
  });

  test("refuses a save built on a version someone else replaced", async ({ page, context }) => {
    const editor = new RuleEditorPage(page, t);
    await editor.signIn("en", "/rules/how-to-play/edit");
    const other = new RuleEditorPage(await context.newPage(), t);
    await other.page.goto("/en/rules/how-to-play/edit");

    await editor.title.fill("How to play (first save)");
    await editor.save();
    await expect(editor.status).toContainText(/Saved as version \d+\./);

    await other.title.fill("How to play (stale save)");
    await other.save();
    await expect(other.alert).toContainText("This page has changed since you opened it");

    await page.goto("/en/rules/how-to-play");
    await expect(new RulePage(page).heading("How to play (first save)")).toBeVisible();
  });
});
