/**
 * Your casino (issue 31), as a new learner meets it, in English and German: pick Foxwoods on
 * the casino page, practise a hand graded against Foxwoods' dealer (its exact EVs), then the
 * dealer's drill: right with Foxwoods' setting, wrong with another, and the "where Foxwoods
 * differs" mode dealing only hands the online way sets otherwise; in English, then Beat the
 * house way from the strategy page, dealing a hand of Foxwoods' own list's rule.
 */
import { expect, type Page, test } from "@playwright/test";
import { formatCard, parseHand } from "../../lib/engine/cards";
import { exactEv } from "../../lib/engine/ev";
import { houseWay } from "../../lib/engine/house-way";
import { makeSplit, SPLIT_PAIRS } from "../../lib/engine/splits";
import { trainerWayFor } from "../../lib/engine/strategy/rule-sets";
import deCasinos from "../../messages/de/casinos.json" with { type: "json" };
import deNames from "../../messages/de/names.json" with { type: "json" };
import dePractice from "../../messages/de/practice.json" with { type: "json" };
import enCasinos from "../../messages/en/casinos.json" with { type: "json" };
import enNames from "../../messages/en/names.json" with { type: "json" };
import enPractice from "../../messages/en/practice.json" with { type: "json" };
import { PracticeTable } from "./pages/PracticeTable";

const LOCALES = [
  { locale: "en", casinos: enCasinos, practice: enPractice, names: enNames },
  { locale: "de", casinos: deCasinos, practice: dePractice, names: deNames },
] as const;
const FOXWOODS = { way: "foxwoods", variant: "standard" } as const;

const evText = (locale: string, v: number) =>
  new Intl.NumberFormat(locale, {
    signDisplay: "exceptZero",
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  }).format(v);

/** The seven cards of the hand on show (toggle buttons), as codes in dealt order. */
async function handOnShow(page: Page): Promise<string[]> {
  await page.locator("button[data-card]").nth(6).waitFor();
  return page
    .locator("button[data-card]")
    .evaluateAll((bs) => bs.map((b) => b.getAttribute("data-card") ?? ""));
}

async function pickFront(page: Page, front: readonly number[]) {
  for (const card of front) await page.locator(`button[data-card="${formatCard(card)}"]`).click();
}

for (const { locale, casinos, practice, names } of LOCALES) {
  test(`${locale}: a learner picks Foxwoods, practises against its dealer and drills as its dealer`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto(`/${locale}/practice`);
    await handOnShow(page);
    const badge = page.getByTestId("casino-badge");
    await expect(badge).toHaveAttribute("data-casino", "seed-standard");

    // Pick the casino, save, go back.
    await badge.getByRole("link", { name: casinos.YourCasino.change }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/casino`));
    await page.locator('input[value="foxwoods-standard"]').check();
    await page.getByRole("button", { name: casinos.YourCasino.save }).click();
    await expect(page.getByTestId("casino-saved")).toContainText("Foxwoods");
    await page.getByRole("link", { name: casinos.YourCasino.back }).click();
    await expect(page.getByTestId("casino-badge")).toHaveAttribute(
      "data-casino",
      "foxwoods-standard",
    );

    // A hand dealt now is graded against Foxwoods' dealer: set as Foxwoods sets it.
    const table = new PracticeTable(page, practice.Drill);
    const before = (await handOnShow(page)).join(" ");
    await table.next.click();
    await expect
      .poll(async () => (await handOnShow(page)).join(" "), { timeout: 30_000 })
      .not.toBe(before);
    const cards = parseHand((await handOnShow(page)).join(" "));
    const fox = houseWay(cards, "foxwoods");
    await pickFront(page, fox.front);
    await table.submit.click();
    await expect(table.verdict).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId("graded-casino")).toHaveAttribute(
      "data-casino",
      "foxwoods-standard",
    );
    const ev = exactEv(cards, { ruleSet: FOXWOODS });
    const expected = ev.splits[ev.houseWay]?.ev as number;
    await expect(page.getByTestId("house-ev")).toHaveText(evText(locale, expected));
    await expect(page.getByTestId("your-ev")).toHaveText(evText(locale, expected));

    // The dealer's drill, at Foxwoods: right with its setting ...
    await page.goto(`/${locale}/dealer`);
    await expect(page.getByTestId("casino-badge")).toHaveAttribute(
      "data-casino",
      "foxwoods-standard",
    );
    await page.getByTestId("dealer-deal").click();
    const first = parseHand((await handOnShow(page)).join(" "));
    const way = houseWay(first, "foxwoods");
    await pickFront(page, way.front);
    await page.getByTestId("dealer-submit").click();
    await expect(page.getByTestId("dealer-verdict")).toHaveAttribute("data-correct", "true");
    await expect(page.getByTestId("dealer-verdict")).toHaveText(casinos.DealerDrill.right);
    await expect(page.getByTestId("dealer-reason")).toHaveAttribute("data-rule", way.rule);

    // ... wrong with a setting that leaves other hands, in "where Foxwoods differs" mode.
    await page
      .getByLabel(casinos.DealerDrill.modeDiffers.replace("{of}", names.CasinoOf.foxwoods))
      .check();
    await page.getByTestId("dealer-deal").click();
    await expect(page.getByTestId("dealer-verdict")).toHaveCount(0);
    const second = parseHand((await handOnShow(page)).join(" "));
    const foxSet = houseWay(second, "foxwoods");
    const seedSet = houseWay(second, "seed");
    expect([foxSet.backValue, foxSet.frontValue]).not.toEqual([
      seedSet.backValue,
      seedSet.frontValue,
    ]);
    // The online way's setting is wrong at Foxwoods here.
    const [i, j] = SPLIT_PAIRS.find(([a, b]) => {
      const s = makeSplit(second, a, b);
      return s.backValue === seedSet.backValue && s.frontValue === seedSet.frontValue;
    }) as [number, number];
    await pickFront(page, [second[i] as number, second[j] as number]);
    await page.getByTestId("dealer-submit").click();
    await expect(page.getByTestId("dealer-verdict")).toHaveAttribute("data-correct", "false");
    await expect(page.getByTestId("dealer-score")).toContainText("1");

    if (locale !== "en") return;
    // Beat the house way at Foxwoods drills Foxwoods' own list, linked from its strategy page.
    await page.goto("/en/strategy");
    await expect(page.getByTestId("strategy-list")).toHaveAttribute("data-list", "own");
    await page.getByTestId("practise-R2").click();
    await expect(page.getByLabel(practice.Drill.drillLabel)).toHaveValue("beat:R2");
    await expect
      .poll(
        async () => trainerWayFor(parseHand((await handOnShow(page)).join(" ")), FOXWOODS).rule,
        {
          timeout: 30_000,
        },
      )
      .toBe("R2");
  });
}
