/**
 * Issue 14: what a new user tripped over on a walk through every page, one test per bug.
 */
import { execFileSync } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import { parseHand } from "../../lib/engine/cards";
import common from "../../messages/en/common.json" with { type: "json" };
import game from "../../messages/en/game.json" with { type: "json" };
import practice from "../../messages/en/practice.json" with { type: "json" };
import rules from "../../messages/en/rules.json" with { type: "json" };
import teachEn from "../../messages/en/teach.json" with { type: "json" };
import { E2E_PASSWORD_HASH_LOG2N } from "../../playwright.config";
import {
  AccountPages,
  accountText,
  ClassesPage,
  freshPage,
  PASSWORD,
  TeachPages,
  teachText,
  uniqueName,
} from "./pages/AccountPages";
import { PracticeTable } from "./pages/PracticeTable";

test.use({ locale: "en-US" });

/**
 * An account made with the CLI in the test server's database, signed in on `page`: sign-up
 * itself is limited per address (ten an hour), and only the tests about sign-up use it.
 */
async function signedIn(page: Page, role: "student" | "teacher", prefix: string = role) {
  const username = uniqueName(prefix);
  execFileSync(
    process.execPath,
    [
      "bin/run.mjs",
      "user",
      "create",
      "--username",
      username,
      "--password",
      PASSWORD,
      "--role",
      role,
    ],
    {
      env: {
        ...process.env,
        DATABASE_PATH: process.env.E2E_DATABASE_PATH ?? `./data/e2e-${process.env.E2E_PORT}.db`,
        PASSWORD_HASH_LOG2N: E2E_PASSWORD_HASH_LOG2N,
      },
      stdio: "pipe",
    },
  );
  await new AccountPages(page).signIn(username);
  await page.waitForURL(role === "teacher" ? /\/en\/teach$/ : /\/en\/practice$/);
  return username;
}

async function teacherWithClass(page: Page, className: string) {
  await signedIn(page, "teacher");
  const teach = new TeachPages(page);
  await teach.createClass(className);
  return teach.openClass(className);
}

async function setAssignment(page: Page, drill: string, category: string | null, hands: number) {
  const A = teachText.assignments;
  await page.getByLabel(A.drill, { exact: true }).selectOption(drill);
  if (category) await page.getByLabel(A.category, { exact: true }).selectOption(category);
  await page.getByLabel(A.hands).fill(String(hands));
  await page.getByRole("button", { name: A.submit }).click();
}

test("a join link keeps its code through sign-in and sign-up, and the student lands in the class", async ({
  browser,
}) => {
  // Three accounts and four password checks: slow on a busy two-core machine.
  test.setTimeout(120_000);
  const teacher = await freshPage(browser);
  const { code } = await teacherWithClass(teacher.page, "Join link class");

  const student = await freshPage(browser);
  await student.page.goto(`/en/classes?code=${code}`);
  await student.page.waitForURL(/\/en\/signin\?/);
  // "Create one" carries the way back.
  await student.page.getByRole("link", { name: accountText.signIn.signUpLink }).click();
  await student.page.waitForURL(/\/en\/signup\?next=/);
  const name = uniqueName("joiner");
  await student.page.getByLabel(accountText.signUp.username, { exact: true }).fill(name);
  await student.page.getByLabel(accountText.signUp.password, { exact: true }).fill(PASSWORD);
  // The sign-up form holds the link's code, and signing up joins the class at once (issue 56,
  // item 7: the class signs up under its own limit).
  await expect(student.page.getByLabel(accountText.signUp.joinCode, { exact: true })).toHaveValue(
    code,
  );
  await student.page.getByRole("button", { name: accountText.signUp.submit }).click();
  await student.page.waitForURL(/\/en\/classes/);
  await expect(student.page.getByRole("main").getByText("Join link class").first()).toBeVisible();

  // Signing in (not up) keeps it too.
  const again = await freshPage(browser);
  await again.page.goto(`/en/classes?code=${code}`);
  await again.page.waitForURL(/\/en\/signin\?/);
  await again.page.getByLabel(accountText.signIn.identifier).fill(name);
  await again.page.getByLabel(accountText.signIn.password, { exact: true }).fill(PASSWORD);
  await again.page.getByRole("button", { name: accountText.signIn.submit }).click();
  await again.page.waitForURL(new RegExp(`/en/classes\\?code=${code}`));
  for (const c of [teacher, student, again]) await c.context.close();
});

test("a refused sign-up keeps the username, e-mail and role that were typed", async ({ page }) => {
  const taken = await signedIn(page, "teacher", "taken");
  await new AccountPages(page).signOut();

  await page.goto("/en/signup");
  await page.getByLabel(accountText.signUp.username, { exact: true }).fill(taken);
  await page.getByLabel(accountText.signUp.email).fill("someone@example.org");
  await page.getByLabel(accountText.signUp.password, { exact: true }).fill(PASSWORD);
  await page.getByRole("radio", { name: accountText.signUp.roles.teacher }).check();
  await page.getByRole("button", { name: accountText.signUp.submit }).click();
  await expect(
    page.getByRole("main").getByText(accountText.errors["username-taken"]),
  ).toBeVisible();
  await expect(page.getByLabel(accountText.signUp.username, { exact: true })).toHaveValue(taken);
  await expect(page.getByLabel(accountText.signUp.email)).toHaveValue("someone@example.org");
  await expect(page.getByRole("radio", { name: accountText.signUp.roles.teacher })).toBeChecked();
});

test("'Edit this page' is shown to admins only", async ({ page }) => {
  await page.goto("/en/rules/joker");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: rules.Rules.edit })).toHaveCount(0);
});

test("the CSV export without a session asks to sign in; an unknown class is a proper page", async ({
  page,
}) => {
  const unknown = "00000000-0000-4000-8000-000000000000";
  await page.goto(`/en/teach/${unknown}/export`);
  await page.waitForURL(/\/en\/signin\?next=/);
  await expect(
    page.getByRole("heading", { level: 1, name: accountText.signIn.title }),
  ).toBeVisible();

  await signedIn(page, "teacher");
  const response = await page.goto(`/en/teach/${unknown}/export`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: common.Nav.drills })).toBeVisible();
});

test("the header's account links are in the server's HTML (no shift after load)", async ({
  page,
}) => {
  const signedOut = await page.request.get("/en/rules");
  expect(await signedOut.text()).toContain(`>${accountText.nav.signIn}<`);

  const name = await signedIn(page, "student", "header");
  const html = await (await page.request.get("/en/rules")).text();
  expect(html).toContain(name);
  expect(html).not.toContain(`>${accountText.nav.signIn}<`);
});

test("the header's sign-in link keeps the page's query in next", async ({ page }) => {
  await page.goto("/en/analyze?hand=As+Kd+JK+7c+7h+3s+2d");
  const link = page.getByRole("link", { name: accountText.nav.signIn });
  await expect(link).toHaveAttribute("href", /next=%2Fanalyze%3Fhand%3D/);
  await link.click();
  await expect(page).toHaveURL(/\/en\/signin\?next=%2Fanalyze%3Fhand%3D/);
});

test("an unknown locale goes to the same page in a known one", async ({ page }) => {
  await page.goto("/xx/practice");
  await expect(page).toHaveURL(/\/en\/practice$/);
  await page.goto("/pt-BR/rules/joker");
  await expect(page).toHaveURL(/\/en\/rules\/joker$/);
});

test.describe("the practice table", () => {
  test("after Next hand the focus is on the new hand; N on the drill menu deals, not picks", async ({
    page,
  }) => {
    const table = new PracticeTable(page, practice.Drill);
    await page.goto("/en/practice");
    const first = await table.hand();
    await table.next.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("hand")).toBeFocused();
    await expect.poll(() => table.hand()).not.toEqual(first);

    const before = await table.drillSelect.inputValue();
    const shown = await table.hand();
    await table.drillSelect.focus();
    await page.keyboard.press("n");
    await expect.poll(() => table.hand()).not.toEqual(shown);
    expect(await table.drillSelect.inputValue()).toBe(before);
  });

  test("sorts by rank by default; after grading one house-way control; Clear clears", async ({
    page,
  }) => {
    const table = new PracticeTable(page, practice.Drill);
    await page.goto("/en/practice");
    const hand = await table.hand();
    const ranks = parseHand(hand.join(" ")).map((c) => (c === 52 ? 99 : c >> 2));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    await page.getByLabel(practice.Drill.sortByRank).uncheck();
    await page.reload();
    await table.hand();
    await expect(page.getByLabel(practice.Drill.sortByRank)).not.toBeChecked();

    await page.keyboard.press("1");
    await page.keyboard.press("2");
    await table.clear.click();
    expect(await table.frontCards()).toEqual([]);
    await expect(table.clear).toBeDisabled();

    await page.keyboard.press("1");
    await page.keyboard.press("2");
    await table.submit.click();
    await expect(table.verdict).toBeVisible();
    await expect(table.houseWay).toHaveCount(0);
    await expect(table.clear).toHaveCount(0);
    await expect(table.showOnCards(practice.Drill.shown.house)).toHaveCount(1);
    await page.keyboard.press("h");
    await expect(table.showOnCards(practice.Drill.shown.house)).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("an empty review queue shows no disabled buttons", async ({ page }) => {
    const table = new PracticeTable(page, practice.Drill);
    await page.goto("/en/practice");
    await table.hand();
    await table.drillSelect.selectOption("review");
    await expect(page.getByTestId("review-empty")).toBeVisible();
    await expect(table.submit).toHaveCount(0);
    await expect(table.houseWay).toHaveCount(0);
    await expect(table.clear).toHaveCount(0);
    await expect(
      page.getByRole("button", { name: practice.Drill.reviewEmpty.switch }),
    ).toBeEnabled();
  });

  test("on a phone: cards at least 44 px wide, Submit and Next hand in view, the split table fits", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const table = new PracticeTable(page, practice.Drill);
    await page.goto("/en/practice");
    await table.hand();
    for (const box of await table.cardButtons.evaluateAll((b) =>
      b.map((e) => e.getBoundingClientRect().width),
    )) {
      expect(box).toBeGreaterThanOrEqual(44);
    }
    await expect(table.submit).toBeInViewport({ ratio: 1 });
    await page.keyboard.press("1");
    await page.keyboard.press("2");
    await table.submit.click();
    await expect(table.verdict).toBeVisible();
    await expect(table.next).toBeInViewport({ ratio: 1 });
    await page.getByTestId("split-row").first().scrollIntoViewIfNeeded();
    await expect(table.next).toBeInViewport({ ratio: 1 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const tableOverflow = await page
      .getByTestId("split-row")
      .first()
      .evaluate((row) => {
        const region = row.closest("section") as HTMLElement;
        return region.scrollWidth - region.clientWidth;
      });
    expect(tableOverflow).toBeLessThanOrEqual(0);
    await testInfo.attach("phone, graded", {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
  });
});

test.describe("classes", () => {
  test("a teacher deletes a class", async ({ page }) => {
    page.on("dialog", (dialog) => void dialog.accept());
    const name = `Doomed ${Date.now().toString(36)}`;
    await teacherWithClass(page, name);
    await page.getByRole("button", { name: teachText.manage.deleteSubmit }).click();
    await page.waitForURL(/\/en\/teach$/);
    await expect(new TeachPages(page).classLink(name)).toHaveCount(0);
  });

  test("each assignment has its own Practise now, which deals its drill", async ({ browser }) => {
    test.setTimeout(90_000);
    const teacher = await freshPage(browser);
    const { code } = await teacherWithClass(teacher.page, "Two assignments");
    await setAssignment(teacher.page, "traps", null, 5);
    await expect(
      teacher.page.getByText(teachText.drills.traps).filter({ visible: true }).first(),
    ).toBeVisible();
    await setAssignment(teacher.page, "category", "three-pair", 5);
    await expect(
      teacher.page
        .getByText(
          teachText.drills.category.replace("{category}", game.Game.categories["three-pair"]),
        )
        .filter({ visible: true })
        .first(),
    ).toBeVisible();

    const student = await freshPage(browser);
    await signedIn(student.page, "student", "pupil");
    await new ClassesPage(student.page).join(code);
    await student.page.goto("/en/classes");
    const links = student.page.getByRole("link", { name: teachEn.StudentAssignments.practise });
    await expect(links).toHaveCount(2);
    const row = student.page
      .getByTestId("assignment")
      .filter({ hasText: game.Game.categories["three-pair"] });
    await row.getByRole("link").click();
    await student.page.waitForURL(/\/en\/practice/);
    const table = new PracticeTable(student.page, practice.Drill);
    await table.hand();
    await expect(table.dealTag).toHaveText(game.Game.categories["three-pair"]);
    await expect(table.drillSelect).toHaveValue("category:three-pair");
    await teacher.context.close();
    await student.context.close();
  });
});

// Issue 32 item 1: the sections no longer fit beside the account links in one row (German and
// French cut "Fortschritt"), so they have a row of their own: two rows, each on one line.
test("the German teacher header is two rows at 1280 px, the sections on one line, as wide as the class page", async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: "de-DE",
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await signedIn(page, "teacher", "lehrerin");
  await new TeachPages(page).createClass("Klasse 7b");
  await page.goto("/de/teach");
  await page.getByRole("main").getByRole("link", { name: "Klasse 7b", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Klasse 7b" })).toBeVisible();
  const header = page.locator("header > div").first();
  const box = await header.boundingBox();
  expect(box?.height).toBeLessThan(130);
  const tops = await page
    .getByRole("banner")
    .getByRole("navigation")
    .first()
    .getByRole("link")
    .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  const main = await page.locator("main > div").first().boundingBox();
  expect(main && box ? main.width : 0).toBeLessThanOrEqual(box?.width ?? 0);
  await context.close();
});

/** Issue 24: the walk's bugs 1-3. */
test("a hand set after peeking with H says why it does not count, and Progress says so too", async ({
  page,
}) => {
  await page.goto("/en/practice");
  const table = new PracticeTable(page, practice.Drill);
  const hand = await table.hand();
  await page.keyboard.press("h");
  await expect.poll(() => table.frontCards().then((f) => f.length)).toBe(2);
  await page.keyboard.press("c");
  await expect.poll(() => table.frontCards().then((f) => f.length)).toBe(0);
  await table.card(hand[0] as string).click();
  await table.card(hand[1] as string).click();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("attempt-kind-note")).toHaveText(
    practice.Drill.result.kindHouseWay,
  );
  await page.goto("/en/progress");
  const note = page.getByTestId("uncounted-note");
  await expect(note).toContainText("1 practice hand set with or after the House Way button (H)");
  await expect(page.getByText(practice.Progress.empty)).toHaveCount(0);
});

test("at 375 px every section of the navigation is on screen", async ({ browser }) => {
  // Four drill pages: each loads the drill's scripts (several seconds on a busy two-core machine).
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  for (const locale of ["en", "de", "sv", "fr"]) {
    const page = await context.newPage();
    await page.goto(`/${locale}/practice`);
    const nav = page.getByRole("banner").getByRole("navigation").first();
    // Six sections and the drills' and casinos' menus (components/layout/nav-items.ts).
    await expect(nav.getByRole("button")).toHaveCount(2);
    const links = nav.getByRole("link").or(nav.getByRole("button"));
    await expect(links).toHaveCount(8);
    for (const box of await links.evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(375);
    }
    await page.close();
  }
  await context.close();
});

test("Copy join link answers visibly", async ({ page }) => {
  await teacherWithClass(page, "Copy test");
  await page.getByRole("button", { name: teachEn.Teach.dashboard.copyLink }).click();
  // Copied, or (where the browser refuses the clipboard) the link selected to copy by hand.
  const status = page.getByRole("status").filter({ hasText: /Link copied|copy it/ });
  await expect(status).toBeVisible();
  if (await page.getByTestId("join-link-field").count())
    await expect(page.getByTestId("join-link-field")).toHaveValue(/\/en\/classes\?code=/);
});
