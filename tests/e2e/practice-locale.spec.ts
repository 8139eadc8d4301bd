import { expect, test } from "@playwright/test";
import { parseHand } from "../../lib/engine/cards";
import { houseWay } from "../../lib/engine/house-way";
import { reasonWords } from "../../lib/i18n/game-text";
import { icuTranslator } from "../../lib/i18n/icu-translator";
import deGame from "../../messages/de/game.json" with { type: "json" };
import dePractice from "../../messages/de/practice.json" with { type: "json" };
import enCommon from "../../messages/en/common.json" with { type: "json" };
import enPractice from "../../messages/en/practice.json" with { type: "json" };
import { AppShell } from "./pages/AppShell";
import { PracticeTable } from "./pages/PracticeTable";

/** German game texts, formatted as next-intl formats them in the app. */
const de = icuTranslator("de", deGame);

test("a learner switches the practice page to German and is graded in German", async ({ page }) => {
  await page.goto("/en/practice");
  await new PracticeTable(page, enPractice.Drill).hand();
  const shell = new AppShell(page, {
    home: enCommon.Layout.homeLink,
    nav: enCommon.Nav.label,
    language: enCommon.LocaleSwitcher.label,
  });
  await shell.languageSelect.selectOption("de");
  await expect(page).toHaveURL(/\/de\/practice/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  const table = new PracticeTable(page, dePractice.Drill);
  const hand = await table.hand();
  await page.keyboard.press("1");
  await page.keyboard.press("2");
  await table.submit.click();

  await expect(table.verdict).toHaveText(new RegExp(Object.values(deGame.Game.verdicts).join("|")));
  // The house way's reason, in the German words the engine's reason key maps to.
  const reason = reasonWords(de, houseWay(parseHand(hand.join(" ")), "seed").reason);
  await expect(page.getByTestId("house-way-reason")).toContainText(reason);
});
