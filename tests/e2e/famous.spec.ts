/**
 * The famous hands (issue 54 item 3) as a new learner meets them: open the drill from the Drills
 * menu, set the first hand (the issue's: a flush with queens in front, or the trips kept) with
 * the keyboard only, see it graded by exact EV with why players argue about it and how each
 * casino's house way sets it, and go on to the next hand. The engine in the test computes the
 * best split. axe audits the dealt and the graded page; the progress page counts the hand. Then
 * a teacher assigns famous hands, and the student's link opens this page and counts.
 */
import { expect, type Page, test } from "@playwright/test";
import { parseHand } from "../../lib/engine/cards";
import { famousAnswer, waySettings } from "../../lib/famous/answer";
import { FAMOUS_HANDS } from "../../lib/famous/hands";
import { INTERNAL_ID_PATTERNS } from "../../lib/i18n/internal-ids";
import enCommon from "../../messages/en/common.json" with { type: "json" };
import enFamous from "../../messages/en/famous.json" with { type: "json" };
import teachEn from "../../messages/en/teach.json" with { type: "json" };
import { axeViolations } from "./axe";
import {
  AccountPages,
  ClassesPage,
  freshPage,
  TeachPages,
  teachText,
  uniqueName,
} from "./pages/AccountPages";

const F = enFamous.Famous;
const FIRST = FAMOUS_HANDS[0];

/** The card buttons' texts in the order they are laid out: what keys 1-7 count. */
async function laidOut(page: Page): Promise<string[]> {
  const hand = page.getByTestId("hand").locator("button[data-card]");
  await expect(hand).toHaveCount(7);
  return hand.evaluateAll((els) => els.map((e) => e.getAttribute("data-card") ?? ""));
}

/** Puts `cards` in the front with the number keys. */
async function pickByKeys(page: Page, cards: string[]): Promise<void> {
  const order = await laidOut(page);
  for (const card of cards) await page.keyboard.press(String(order.indexOf(card) + 1));
}

test("a new learner sets a famous hand with the keyboard and sees why it is argued about", async ({
  page,
}) => {
  // The first grade computes the hand's exact EV (a worker's first tables included).
  test.setTimeout(120_000);
  await page.goto("/en");
  const nav = page.getByRole("banner").getByRole("navigation", { name: enCommon.Nav.label });
  await nav.getByRole("button", { name: enCommon.Nav.drills }).click();
  await nav.getByRole("link", { name: enCommon.Nav.famous, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/famous$/);
  await expect(page.getByRole("heading", { level: 1, name: F.title })).toBeVisible();
  await expect(page.getByTestId("famous-current")).toHaveText(
    `Hand 1 of ${FAMOUS_HANDS.length}: ${F.themes[FIRST.theme]}`,
  );
  expect((await laidOut(page)).sort()).toEqual(FIRST.cards.split(" ").sort());
  const audit = await axeViolations(page);
  expect(audit, JSON.stringify(audit, null, 2)).toEqual([]);

  // A new learner plays the online way's 5% game; the engine names the best split.
  const answer = famousAnswer(FIRST.id, { way: "seed", variant: "standard" });
  const hand = parseHand(FIRST.cards);
  const best = answer.best.split.front.map((c) => FIRST.cards.split(" ")[hand.indexOf(c)] ?? "");
  await pickByKeys(page, best);
  for (const card of best)
    await expect(page.locator(`button[data-card="${card}"]`)).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  await page.keyboard.press("Enter");

  await expect(page.getByTestId("verdict")).toHaveAttribute("data-verdict", "optimal", {
    timeout: 60_000,
  });
  const why = page.getByTestId("famous-why");
  await expect(why).toContainText(F.hands[FIRST.id]);
  await expect(why.getByTestId("famous-ways").locator("> li")).toHaveCount(
    waySettings(hand).length,
  );
  // The setting the learner found is the best one: its way group is marked so.
  await expect(why.locator('[data-best="true"]')).toContainText(F.isBest);
  const text = (await page.locator("main").textContent()) ?? "";
  for (const re of INTERNAL_ID_PATTERNS) expect(text).not.toMatch(re);
  expect(text).not.toContain(FIRST.id);
  const graded = await axeViolations(page);
  expect(graded, JSON.stringify(graded, null, 2)).toEqual([]);

  // N deals the next famous hand.
  await page.keyboard.press("n");
  await expect(page.getByTestId("famous-current")).toContainText(
    `Hand 2 of ${FAMOUS_HANDS.length}`,
  );
  expect((await laidOut(page)).sort()).toEqual((FAMOUS_HANDS[1]?.cards ?? "").split(" ").sort());

  await page.goto("/en/progress");
  await expect(page.getByTestId("famous-count")).toHaveText(
    "Famous hands: the best setting on 1 of 1 hand",
  );
});

test("a teacher assigns famous hands: the student's link opens them, and they count", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const teacher = await freshPage(browser);
  await new AccountPages(teacher.page).signUp(uniqueName("famous-teacher"), "teacher");
  await teacher.page.waitForURL(/\/en\/teach$/);
  const teach = new TeachPages(teacher.page);
  await teach.createClass("Famous class");
  const { code, url } = await teach.openClass("Famous class");
  const A = teachText.assignments;
  await teacher.page.getByLabel(A.drill, { exact: true }).selectOption("famous");
  // More hands than the set holds is refused with its own message.
  await teacher.page.getByLabel(A.hands).fill(String(FAMOUS_HANDS.length + 1));
  await teacher.page.getByRole("button", { name: A.submit }).click();
  await expect(teacher.page.getByText(teachText.errors["famous-hands-range"])).toBeVisible();
  // A refusal keeps what the teacher chose and typed: only the count is corrected.
  await expect(teacher.page.getByLabel(A.drill, { exact: true })).toHaveValue("famous");
  await expect(teacher.page.getByLabel(A.hands)).toHaveValue(String(FAMOUS_HANDS.length + 1));
  await teacher.page.getByLabel(A.hands).fill("2");
  await teacher.page.getByRole("button", { name: A.submit }).click();
  await expect(
    teacher.page
      .getByTestId("assignment")
      .getByRole("heading", { name: `${teachText.drills.famous} · 2` }),
  ).toBeVisible();

  const student = await freshPage(browser);
  await new AccountPages(student.page).signUp(uniqueName("famous-student"), "student");
  await student.page.waitForURL(/\/en\/practice$/);
  await new ClassesPage(student.page).join(code);
  await student.page.goto("/en/classes");
  const row = student.page.getByTestId("assignment").filter({ hasText: teachText.drills.famous });
  await row.getByRole("link", { name: teachEn.StudentAssignments.practise }).click();
  await student.page.waitForURL(/\/en\/famous$/);

  // The first hand, set by keys (1 and 2: the two highest cards in front).
  const order = await laidOut(student.page);
  await student.page.keyboard.press("1");
  await student.page.keyboard.press("2");
  await student.page.keyboard.press("Enter");
  await expect(student.page.getByTestId("verdict")).toBeVisible({ timeout: 60_000 });
  expect(order).toHaveLength(7);

  await student.page.goto("/en/classes");
  await expect(row).toContainText("1 of 2 hands");
  await teacher.page.goto(url);
  await teacher.page.getByTestId("assignment").getByText(A.progressCaption).click();
  await expect(teacher.page.getByTestId("assignment")).toContainText("1 / 2");
  await expect(
    teacher.page.getByTestId("student-row").locator('[data-column="famous"]'),
  ).toHaveText(/^[01]\/1 optimal$/);
  // The CSV export carries the famous tally too.
  const csv = await (await teacher.page.request.get(`${url}/export`)).text();
  expect(csv).toContain(`${teachEn.Teach.csv.famousHands},${teachEn.Teach.csv.famousBest}`);
  await teacher.context.close();
  await student.context.close();
});
