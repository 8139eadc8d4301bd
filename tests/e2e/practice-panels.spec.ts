import { expect, test } from "@playwright/test";
import en from "../../messages/en/practice.json" with { type: "json" };

/** "king of spades" -> 11 (2 = 0 .. ace = 12; the joker counts as an ace and leads). */
const RANKS = [
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "jack",
  "queen",
  "king",
  "ace",
];
const rankOf = (name: string) => (name === "joker" ? 13 : RANKS.indexOf(name.split(" ")[0] ?? ""));

test("the graded settings (yours, best, house way) are laid out by rank while 'sort by rank' is on", async ({
  page,
}) => {
  await page.goto("/en/practice");
  const cards = page.locator("button[data-card]");
  await cards.nth(6).waitFor();
  await cards.nth(5).click();
  await cards.nth(6).click();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("verdict")).toBeVisible({ timeout: 20_000 });
  const rows = page.locator("article").getByRole("list", { name: en.Drill.back, exact: true });
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  for (const row of await rows.all()) {
    const names = await row
      .getByRole("img")
      .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
    const ranks = names.map(rankOf);
    expect(ranks, names.join(", ")).toEqual([...ranks].sort((a, b) => b - a));
  }
});
