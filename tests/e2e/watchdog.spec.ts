/**
 * The watchdog drill (issue 54 item 2) as a new learner meets it, with the keyboard: open the
 * dealer's drill, switch to the watchdog mode, deal a table, flag every hand set wrongly and
 * set it by the house way (the online way: a new learner's casino), flag one right hand too,
 * and see each hand graded, the fault said in words, and the table's score. axe audits the
 * dealt and the graded table.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { type Card, formatCard, parseHand } from "../../lib/engine/cards";
import { houseWay } from "../../lib/engine/house-way";
import { makeSplit } from "../../lib/engine/splits";
import { INTERNAL_ID_PATTERNS } from "../../lib/i18n/internal-ids";
import enCasinos from "../../messages/en/casinos.json" with { type: "json" };
import { axeViolations } from "./axe";

const W = enCasinos.DealerDrill.watchdog;

/** Presses the card buttons of `front` inside a hand's fix picker, from the keyboard. */
async function pickWithKeys(page: Page, seat: Locator, front: readonly Card[]) {
  for (const card of front) {
    await seat.locator(`button[data-card="${formatCard(card)}"]`).focus();
    await page.keyboard.press("Enter");
  }
}

test("a new learner flags the dealer's wrong hands, sets them right and sees each graded", async ({
  page,
}) => {
  await page.goto("/en/dealer");
  // The mode switch: radio buttons, the arrow key moves to the watchdog.
  await page.getByLabel(W.modeSet).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByLabel(W.modeWatchdog)).toBeChecked();
  await expect(page.getByText(W.start)).toBeVisible();
  await page.getByRole("button", { name: W.deal }).focus();
  await page.keyboard.press("Enter");

  const seats = page.getByTestId("watchdog-seat");
  await expect(seats).toHaveCount(6);
  const audit = await axeViolations(page);
  expect(audit, JSON.stringify(audit, null, 2)).toEqual([]);

  const hands = await seats.evaluateAll((els) =>
    els.map((el) => el.getAttribute("data-hand") ?? ""),
  );
  const wrong: boolean[] = [];
  for (const [n, text] of hands.entries()) {
    const hand = parseHand(text);
    // As the dealer set it: the first two cards are the front.
    const shown = makeSplit(hand, 0, 1);
    const way = houseWay(hand, "seed");
    wrong.push(shown.backValue !== way.backValue || shown.frontValue !== way.frontValue);
    if (!wrong[n]) continue;
    const seat = seats.nth(n);
    await seat.getByLabel(W.flag.replace("{seat}", String(n + 1))).focus();
    await page.keyboard.press("Space");
    await expect(page.getByTestId("watchdog-submit")).toBeDisabled();
    await pickWithKeys(page, seat, way.front);
  }
  expect(wrong.filter(Boolean).length).toBeGreaterThanOrEqual(1);
  expect(wrong.filter(Boolean).length).toBeLessThanOrEqual(3);
  // One hand the dealer set right, flagged anyway (its own setting as the "fix").
  const falseFlag = wrong.indexOf(false);
  const rightHand = parseHand(hands[falseFlag] as string);
  await seats
    .nth(falseFlag)
    .getByLabel(W.flag.replace("{seat}", String(falseFlag + 1)))
    .check();
  await pickWithKeys(page, seats.nth(falseFlag), rightHand.slice(0, 2));

  await page.getByTestId("watchdog-submit").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("watchdog-summary")).toHaveText("5 of 6 hands right");
  const results = page.getByTestId("watchdog-result");
  await expect(results).toHaveCount(6);
  for (const [n, isWrong] of wrong.entries()) {
    const result = seats.nth(n).getByTestId("watchdog-result");
    await expect(result).toHaveAttribute("data-wrong", String(isWrong));
    await expect(result).toHaveAttribute("data-correct", String(n !== falseFlag));
    const fault = (await result.getByTestId("watchdog-fault").textContent()) ?? "";
    if (!isWrong) expect(fault).toBe(W.wasRight);
    else {
      // The fault in words: another casino's way, or a classic error; never an id.
      const words = fault.replace(/^Set wrongly: /, "").replace(/\.$/, "");
      const classic = Object.entries(W.faults)
        .filter(([k]) => k !== "way")
        .map(([, v]) => v);
      expect(classic.includes(words) || words.startsWith("by the house way ")).toBe(true);
      for (const re of INTERNAL_ID_PATTERNS) expect(fault).not.toMatch(re);
    }
  }
  await expect(seats.nth(falseFlag).getByTestId("watchdog-result")).toContainText(W.falseFlag);
  await expect(page.getByTestId("watchdog-score")).toHaveText("5 of 6 right");
  const graded = await axeViolations(page);
  expect(graded, JSON.stringify(graded, null, 2)).toEqual([]);

  // The next table starts unflagged and ungraded.
  await page.getByRole("button", { name: W.next }).click();
  await expect(page.getByTestId("watchdog-result")).toHaveCount(0);
  await expect(page.getByTestId("watchdog-flag").first()).not.toBeChecked();
});
