import { expect, test } from "@playwright/test";
import { parseHand } from "../../lib/engine/cards";
import { exactEv } from "../../lib/engine/ev";
import { DEFAULT_RULE_SET } from "../../lib/engine/rule-set";
import { trainerWay } from "../../lib/engine/strategy";
import analyze from "../../messages/en/analyze.json" with { type: "json" };
import practice from "../../messages/en/practice.json" with { type: "json" };
import strategy from "../../messages/en/strategy.json" with { type: "json" };
import { AnalyzerPage } from "./pages/AnalyzerPage";
import { PracticeTable } from "./pages/PracticeTable";

const HAND = "Ah Ad 3c 3s 9h Tc 2d";
/** The EV as the page prints it ("+0.4846", "−0.1117"). */
const evText = (ev: number) =>
  new Intl.NumberFormat("en", {
    signDisplay: "exceptZero",
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  }).format(ev);
/** Types a hand once the form is live (the count of picked cards follows the text). */
async function typeHand(analyzer: AnalyzerPage, text: string, picked: string) {
  await expect(async () => {
    await analyzer.input.fill(text);
    await expect(analyzer.picked).toHaveText(picked, { timeout: 1000 });
  }).toPass();
}
const ruleTitle = (rule: string) =>
  (strategy.StrategyRules as Record<string, { title: string }>)[rule]?.title ?? rule;

test.describe("the analyzer", () => {
  test("analyzes a typed hand: every split, the house way, the trainer's way, the best", async ({
    page,
  }) => {
    const analyzer = new AnalyzerPage(page, analyze.AnalyzePage);
    await page.goto("/en/analyze");
    await typeHand(analyzer, HAND.toLowerCase(), "7 of 7 cards picked");
    await analyzer.submit.click();

    await expect(page).toHaveURL(/\/en\/analyze\?hand=ah\+ad\+3c/);
    await expect(analyzer.splitRows).toHaveCount(21);
    const result = exactEv(parseHand(HAND), { ruleSet: DEFAULT_RULE_SET });
    const best = result.splits[result.best];
    await expect(analyzer.panel("best")).toContainText(evText(best?.ev ?? 0));
    await expect(analyzer.panel("house")).toContainText(
      evText(result.splits[result.houseWay]?.ev ?? 0),
    );
    await expect(page.getByTestId("house-way-reason")).toBeVisible();
    const trainer = trainerWay(parseHand(HAND));
    await expect(page.getByTestId("trainer-reason")).toContainText(ruleTitle(trainer.rule));
    // The best split's row comes first in the table.
    await expect(analyzer.splitRows.first()).toContainText(evText(best?.ev ?? 0));
  });

  test("analyzes a hand picked on the deck with the keyboard", async ({ page }) => {
    const analyzer = new AnalyzerPage(page, analyze.AnalyzePage);
    await page.goto("/en/analyze");
    // One tab stop for the deck: the first card (A♠); arrows move, Space picks.
    await expect(async () => {
      // Retried until the deck is live (a key pressed before hydration does nothing).
      await analyzer.deckCard("As").focus();
      await page.keyboard.press("Space"); // As
      await expect(analyzer.picked).toHaveText("1 of 7 cards picked", { timeout: 1000 });
    }).toPass();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space"); // Ks
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space"); // Kh
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter"); // Qh
    await page.keyboard.press("End");
    await page.keyboard.press("Space"); // 2h
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space"); // 2c
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space"); // joker
    await expect(analyzer.picked).toHaveText("7 of 7 cards picked");
    await expect(analyzer.input).toHaveValue("As Ks Kh Qh 2h 2c JK");
    // An eighth card is refused while seven are picked; unpicking one frees a place.
    await expect(analyzer.deckCard("9d")).toHaveAttribute("aria-disabled", "true");
    await analyzer.deckCard("Qh").click();
    await analyzer.deckCard("9d").click();
    await expect(analyzer.input).toHaveValue("As Ks Kh 2h 2c JK 9d");
    await expect(analyzer.deckCard("9d")).toHaveAttribute("aria-pressed", "true");

    await analyzer.submit.click();
    await expect(analyzer.splitRows).toHaveCount(21);
    await expect(analyzer.analysis).toBeVisible();
  });

  test("names a bad token and analyzes nothing, typed or in the address", async ({ page }) => {
    const analyzer = new AnalyzerPage(page, analyze.AnalyzePage);
    const response = await page.goto(
      `/en/analyze?hand=${encodeURIComponent("As Kd Xx 7c 6c 5c 4c")}`,
    );
    expect(response?.status()).toBe(200);
    await expect(analyzer.error).toContainText("“Xx” is not a card");
    await expect(analyzer.analysis).toHaveCount(0);

    await typeHand(analyzer, "As Kd As 7c 6c 5c", "5 of 7 cards picked");
    await analyzer.submit.click();
    await expect(analyzer.error).toContainText("“As” is there twice");
    await typeHand(analyzer, "As Kd", "2 of 7 cards picked");
    await analyzer.submit.click();
    await expect(analyzer.error).toContainText("this one has 2 cards");
    await expect(analyzer.input).toHaveAttribute("aria-invalid", "true");

    const junk = await page.goto(`/en/analyze?hand=${"x".repeat(5000)}`);
    expect(junk?.status()).toBe(200);
    await expect(analyzer.error).toBeVisible();
  });

  test("a shared address shows the same analysis, commission included", async ({ page }) => {
    const analyzer = new AnalyzerPage(page, analyze.AnalyzePage);
    await page.goto(`/en/analyze?hand=${encodeURIComponent("6c 7d 8h 9s Tc Ah Ad")}&c=0`);
    await expect(page.getByText("Commission: 0%")).toBeVisible();
    const result = exactEv(parseHand("6c 7d 8h 9s Tc Ah Ad"), {
      commission: 0,
      ruleSet: DEFAULT_RULE_SET,
    });
    await expect(analyzer.panel("best")).toContainText(evText(result.splits[result.best]?.ev ?? 0));
    const href = await analyzer.shareLink.getAttribute("href");
    // The address names the casino too, so another browser meets the same dealer.
    expect(href).toBe("/en/analyze?hand=6c+7d+8h+9s+Tc+Ah+Ad&c=0&casino=seed-standard");
    await expect(
      page.getByRole("radio", { name: analyze.AnalyzePage.form.commission0 }),
    ).toBeChecked();

    // The same hand from another browser: the address alone carries it.
    const other = await page.context().browser()?.newPage();
    if (!other) throw new Error("no second page");
    await other.goto(href ?? "");
    await expect(other.getByTestId("split-row")).toHaveCount(21);
    await other.close();
  });
});

test.describe("the grade", () => {
  test("shows the trainer's way, explains why the best split wins and links to the analyzer", async ({
    page,
  }) => {
    await page.goto("/en/practice?drill=beat");
    const table = new PracticeTable(page, practice.Drill);
    const cards = await table.hand();
    const hand = parseHand(cards.join(" "));
    const result = exactEv(hand, { ruleSet: DEFAULT_RULE_SET });
    // A legal split that is not the best, so the grade has something to explain.
    const worse = result.splits
      .map((s, index) => ({ s, index }))
      .filter(
        ({ s, index }) =>
          !s.split.foul && index !== result.best && s.ev < (result.splits[result.best]?.ev ?? 0),
      )
      .sort((a, b) => a.s.ev - b.s.ev)[0];
    if (!worse) throw new Error("no worse split");
    for (const card of worse.s.split.front)
      await table.card(cards[hand.indexOf(card)] ?? "").click();
    await table.submit.click();
    await expect(table.verdict).toBeVisible();

    const trainer = trainerWay(hand);
    await expect(page.getByTestId("trainer-reason")).toContainText(ruleTitle(trainer.rule));
    const why = page.getByTestId("why-better");
    // Said per 100 dealer hands (issue 24), e.g. "3.25 losses become pushes".
    await expect(why).toContainText("Per 100 dealer hands, in net terms");
    await expect(why).toContainText(/\d\.\d+ \w+ become (wins|pushes|losses)/);

    await page.getByTestId("analyze-link").click();
    await expect(page).toHaveURL(/\/en\/analyze\?hand=/);
    await expect(page.getByTestId("split-row")).toHaveCount(21);
  });
});
