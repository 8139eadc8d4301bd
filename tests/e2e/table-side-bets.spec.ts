/**
 * A side bet at a solo table (RULES.md 13.2, issue 54 item 4) as a new user plays it: the
 * Emperor's Challenge circle beside the bonus's with its exact house edge, chips put on it, the
 * round dealt from the scripted deck (test-side-bets: the learner's 9-high pai gow against the
 * dealer's kings and sixes), and the result: the main bet lost, Emperor's Challenge paid 40 to 1,
 * the balance exactly. axe audits the felt with the side bet settled.
 */
import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";
import { TableGame } from "./pages/TableGame";

const TABLE = "test-side-bets";
const PLAYER = "9s 8h 7d 5c 4s 3h 2d";

test("Emperor's Challenge at a solo table: its edge on the felt, paid 40 to 1 on a 9-high pai gow", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const game = new TableGame(page);
  await game.open(TABLE);
  await expect(page.getByText("$1 to $25 · house edge 4.17%")).toBeVisible();
  const start = await game.balanceCents();
  await game.chip("$1").click();
  const circle = page.getByRole("button", { name: /^Emperor's Challenge bet: \$0\./ });
  await circle.click();
  await game.chip("$1").click();
  await game.chip("$1").click();
  await game.deal.click();
  expect((await game.dealtHand()).join(" ")).toBe(PLAYER);
  await game.houseWayButton.click();
  await expect(game.result).toHaveAttribute("data-outcome", "loss");
  await expect(page.getByText(`Emperor's Challenge: 9-high pai gow, you win $80.00`)).toBeVisible();
  // The main $1 lost; the $2 side bet back with 40 to 1.
  await expect.poll(() => game.balanceCents()).toBe(start - 100 + 8_000);
  const settled = await axeViolations(page);
  expect(settled, JSON.stringify(settled, null, 2)).toEqual([]);
});
