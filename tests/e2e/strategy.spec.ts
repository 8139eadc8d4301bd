import { expect, test } from "@playwright/test";
import pageData from "../../lib/analyze/strategy-page-data.json" with { type: "json" };
import { parseHand } from "../../lib/engine/cards";
import { STRATEGY_RULES, trainerWay } from "../../lib/engine/strategy";
import dePractice from "../../messages/de/practice.json" with { type: "json" };
import de from "../../messages/de/strategy.json" with { type: "json" };
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
