/**
 * The Face Up drill (issue 54 item 1) as a new learner meets it: open the drill from the
 * Drills menu, deal, see the dealer's hand set by the house way (the online way: a new learner's
 * casino), set a best split with the keyboard and see the verdict, every setting's outcome and
 * the explanation. The engine in the test picks the best split from the cards on the page. axe
 * audits the dealt and the graded page. The progress page counts the hand.
 */
import { expect, type Page, test } from "@playwright/test";
import { formatCard, parseHand } from "../../lib/engine/cards";
import { type FaceUpResult, faceUp, faceUpRuleSet } from "../../lib/engine/faceup";
import type { Way } from "../../lib/engine/rule-set";
import { INTERNAL_ID_PATTERNS } from "../../lib/i18n/internal-ids";
import enCasinos from "../../messages/en/casinos.json" with { type: "json" };
import enCommon from "../../messages/en/common.json" with { type: "json" };
import enFaceUp from "../../messages/en/faceup.json" with { type: "json" };
import { axeViolations } from "./axe";

const F = enFaceUp.FaceUp;

/**
 * Deals, reads the learner's hand and the dealer's shown setting off the page, and checks the
 * dealer is set as `way` sets those seven cards; the engine's outcome of every split.
 */
async function dealAndCheck(page: Page, way: Way): Promise<FaceUpResult> {
  await page.getByTestId("faceup-deal").click();
  const dealer = page.getByTestId("faceup-dealer");
  await expect(dealer).toBeVisible();
  const front = (await dealer.getAttribute("data-front")) ?? "";
  const back = (await dealer.getAttribute("data-back")) ?? "";
  const hand = parseHand((await page.getByTestId("faceup-hand").getAttribute("data-hand")) ?? "");
  const result = faceUp(hand, parseHand(`${front} ${back}`), faceUpRuleSet(way));
  expect(result.dealer.front.map(formatCard).sort()).toEqual(front.split(" ").sort());
  return result;
}

test("a new learner sets a hand against the dealer's shown hand and sees the verdict", async ({
  page,
}) => {
  await page.goto("/en");
  const nav = page.getByRole("banner").getByRole("navigation", { name: enCommon.Nav.label });
  await nav.getByRole("button", { name: enCommon.Nav.drills }).click();
  await nav.getByRole("link", { name: enCommon.Nav.faceUp, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/faceup$/);
  await expect(page.getByRole("heading", { level: 1, name: F.title })).toBeVisible();
  await expect(page.getByText(F.start)).toBeVisible();
  // The page shows the dealer as the online way sets those seven cards.
  const result = await dealAndCheck(page, "seed");
  const audit = await axeViolations(page);
  expect(audit, JSON.stringify(audit, null, 2)).toEqual([]);

  const best = result.splits.find((s) => s.outcome === result.best);
  if (!best) throw new Error("no best split");
  for (const card of best.front) {
    await page.locator(`button[data-card="${formatCard(card)}"]`).focus();
    await page.keyboard.press("Enter");
  }
  await page.getByTestId("faceup-submit").click();

  const verdict = page.getByTestId("faceup-verdict");
  await expect(verdict).toHaveAttribute("data-correct", "true");
  await expect(verdict).toHaveAttribute("data-outcome", result.best);
  await expect(page.getByTestId("faceup-score")).toHaveText("1 of 1 at the best result");
  const groups = page.getByTestId("faceup-splits").locator("[data-outcome]");
  const outcomes = new Set(result.splits.map((s) => s.outcome));
  await expect(groups).toHaveCount(outcomes.size);
  const explanation = (await page.getByTestId("faceup-explanation").textContent()) ?? "";
  expect(explanation.length).toBeGreaterThan(20);
  const text = (await page.locator("main").textContent()) ?? "";
  for (const re of INTERNAL_ID_PATTERNS) expect(text).not.toMatch(re);
  const graded = await axeViolations(page);
  expect(graded, JSON.stringify(graded, null, 2)).toEqual([]);

  // Progress counts the answered hand.
  await page.goto("/en/progress");
  await expect(page.getByTestId("faceup-count")).toHaveText(
    "Face Up drill: 1 of 1 hand at the best result.",
  );
});

test("a new learner picks Foxwoods' Face Up game and Practice leads to the Face Up drill under Foxwoods", async ({
  page,
}) => {
  // Your casino: Foxwoods, Face Up Pai Gow; "Back" returns to Practice, which sends a Face Up
  // casino's learner to the Face Up drill and says why.
  await page.goto("/en/casino");
  await page.locator('input[value="foxwoods-faceup"]').check();
  await page.getByRole("button", { name: enCasinos.YourCasino.save }).click();
  await expect(page.getByTestId("casino-saved")).toHaveText(
    "Saved: you now practise against the dealer at Foxwoods in Connecticut (Face Up, commission-free).",
  );
  await page.getByRole("link", { name: enCasinos.YourCasino.back }).click();
  await expect(page).toHaveURL(/\/en\/faceup\?from=practice$/);
  await expect(page.getByTestId("casino-badge")).toHaveAttribute("data-casino", "foxwoods-faceup");
  await expect(page.getByTestId("faceup-casino-note")).toContainText(
    enFaceUp.FaceUpCasino.practice,
  );

  // One hand, its dealer set by Foxwoods' house way, graded under it (a split short of the best
  // where there is one: its outcome is Foxwoods' dealer's).
  const result = await dealAndCheck(page, "foxwoods");
  const worst = result.splits.find((s) => s.outcome !== result.best) ?? result.splits[0];
  if (!worst) throw new Error("no split");
  for (const card of worst.front)
    await page.locator(`button[data-card="${formatCard(card)}"]`).click();
  await page.getByTestId("faceup-submit").click();
  const verdict = page.getByTestId("faceup-verdict");
  await expect(verdict).toHaveAttribute("data-outcome", worst.outcome);
  await expect(verdict).toHaveAttribute("data-correct", String(worst.outcome === result.best));

  // The casino tables: Foxwoods' Face Up table heads the lobby.
  await page.goto("/en/table");
  const first = page.getByTestId("lobby-table").first();
  await expect(first.getByRole("heading")).toContainText("Face Up · Foxwoods");
});
