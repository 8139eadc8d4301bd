import { expect, test } from "@playwright/test";
import practice from "../../messages/en/practice.json" with { type: "json" };
import teachEn from "../../messages/en/teach.json" with { type: "json" };
import {
  AccountPages,
  ClassesPage,
  classesText,
  freshPage,
  TeachPages,
  teachText,
  uniqueName,
} from "./pages/AccountPages";
import { PracticeTable } from "./pages/PracticeTable";

test("a teacher's class: sign up, create, a student joins and plays, the teacher sees it", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const teacherName = uniqueName("teacher");
  const studentName = uniqueName("student");
  const className = `Period ${testInfo.workerIndex + 3}`;

  // The teacher signs up and lands on their (empty) classes page, then creates a class.
  const teacher = await freshPage(browser);
  const teacherAccount = new AccountPages(teacher.page);
  await teacherAccount.signUp(teacherName, "teacher");
  await teacher.page.waitForURL(/\/en\/teach$/);
  await expect(teacherAccount.accountLink(teacherName)).toBeVisible();
  const teach = new TeachPages(teacher.page);
  await teach.createClass(className);
  const { code, url: classUrl } = await teach.openClass(className);
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(teacher.page.getByText(teachText.dashboard.noStudents)).toBeVisible();

  // The student signs up, joins with the code (typed loosely) and plays five hands.
  const student = await freshPage(browser);
  await new AccountPages(student.page).signUp(studentName, "student");
  await student.page.waitForURL(/\/en\/practice$/);
  await new ClassesPage(student.page).join(` ${code.toLowerCase()} `);
  await expect(
    student.page.getByText(classesText.join.joined.replace("{name}", className)),
  ).toBeVisible();
  await expect(student.page.getByText(className, { exact: true })).toBeVisible();

  await student.page.goto("/en/practice");
  const table = new PracticeTable(student.page, practice.Drill);
  for (let i = 0; i < 5; i++) {
    const hand = await table.hand();
    await table.card(hand[0] as string).click();
    await table.card(hand[1] as string).click();
    await table.submit.click();
    await expect(table.verdict).toBeVisible();
    if (i < 4) {
      await table.next.click();
      await expect(table.cardButtons).toHaveCount(7);
    }
  }

  // The teacher sees the five hands in the table, sorts it, and opens the student's page.
  await teacher.page.goto(classUrl);
  const row = teach.studentRow(studentName);
  await expect(row.locator('[data-column="hands"]')).toHaveText("5");
  await expect(teacher.page.getByTestId("summary-hands")).toHaveText("5");
  await expect(teacher.page.getByTestId("heatmap")).toBeVisible();
  const handsHeader = teacher.page.getByRole("columnheader", {
    name: teachText.table.hands,
    exact: true,
  });
  await handsHeader.getByRole("button").click();
  await expect(handsHeader).toHaveAttribute("aria-sort", "descending");

  const csv = await teacher.page.request.get(`${classUrl}/export`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toMatch(new RegExp(`\\r\\n${studentName},5,`));

  await testInfo.attach("class dashboard", {
    body: await teacher.page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });

  await row
    .getByRole("link", { name: teachText.table.view.replace("{name}", studentName) })
    .click();
  await expect(teacher.page.getByRole("heading", { level: 1, name: studentName })).toBeVisible();
  // The drills' hands, and no table rounds among them (issue 56 item 9).
  await expect(teacher.page.getByText(/^5 drill hands · no table rounds · joined/)).toBeVisible();
  await expect(teacher.page.getByTestId("category-table")).toBeVisible();
  const studentUrl = teacher.page.url();

  // The student cannot read the teacher's pages: no class name, no code, no numbers.
  for (const target of [classUrl, studentUrl]) {
    await student.page.goto(target);
    await expect(
      student.page.getByRole("heading", { level: 1, name: teachText.notTeacherTitle }),
    ).toBeVisible();
    await expect(student.page.getByText(code)).toHaveCount(0);
    await expect(student.page.getByTestId("class-table")).toHaveCount(0);
  }
  // The export sends them to the class page, which says it is not for students.
  await student.page.goto(`${classUrl}/export`);
  await expect(
    student.page.getByRole("heading", { level: 1, name: teachText.notTeacherTitle }),
  ).toBeVisible();
  await expect(student.page.getByText(code)).toHaveCount(0);

  await teacher.context.close();
  await student.context.close();
});

test("another teacher cannot open a class they do not own", async ({ browser }) => {
  const owner = await freshPage(browser);
  await new AccountPages(owner.page).signUp(uniqueName("owner"), "teacher");
  await owner.page.waitForURL(/\/en\/teach$/);
  const teach = new TeachPages(owner.page);
  await teach.createClass("Private class");
  const { code, url } = await teach.openClass("Private class");

  const other = await freshPage(browser);
  await new AccountPages(other.page).signUp(uniqueName("other"), "teacher");
  await other.page.waitForURL(/\/en\/teach$/);
  const response = await other.page.goto(url);
  expect(response?.status()).toBe(404);
  await expect(other.page.getByText("Private class")).toHaveCount(0);
  await expect(other.page.getByText(code)).toHaveCount(0);
  expect((await other.page.request.get(`${url}/export`)).status()).toBe(404);

  await owner.context.close();
  await other.context.close();
});

test("an assignment of the dealer's drill: the student's link opens the dealer's drill, and it counts", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const teacher = await freshPage(browser);
  await new AccountPages(teacher.page).signUp(uniqueName("dealer-teacher"), "teacher");
  await teacher.page.waitForURL(/\/en\/teach$/);
  const teach = new TeachPages(teacher.page);
  await teach.createClass("Dealer class");
  const { code, url } = await teach.openClass("Dealer class");
  const A = teachText.assignments;
  await teacher.page.getByLabel(A.drill, { exact: true }).selectOption("dealer");
  await teacher.page.getByLabel(A.hands).fill("2");
  await teacher.page.getByRole("button", { name: A.submit }).click();
  await expect(
    teacher.page.getByTestId("assignment").getByRole("heading", { name: /Dealer's drill · 2/ }),
  ).toBeVisible();

  const student = await freshPage(browser);
  await new AccountPages(student.page).signUp(uniqueName("dealer-student"), "student");
  await student.page.waitForURL(/\/en\/practice$/);
  await new ClassesPage(student.page).join(code);
  await student.page.goto("/en/classes");
  const row = student.page.getByTestId("assignment").filter({ hasText: teachText.drills.dealer });
  await row.getByRole("link", { name: teachEn.StudentAssignments.practise }).click();
  await student.page.waitForURL(/\/en\/dealer$/);

  // One hand set as the dealer would (right or wrong, it is an answer).
  await student.page.getByTestId("dealer-deal").click();
  const cards = student.page.locator("button[data-card]");
  await cards.nth(6).waitFor();
  await cards.nth(0).click();
  await cards.nth(1).click();
  await student.page.getByTestId("dealer-submit").click();
  await expect(student.page.getByTestId("dealer-verdict")).toBeVisible();

  await student.page.goto("/en/classes");
  await expect(row).toContainText("1 of 2 hands");
  await teacher.page.goto(url);
  await teacher.page.getByTestId("assignment").getByText(A.progressCaption).click();
  await expect(teacher.page.getByTestId("assignment")).toContainText("1 / 2");
  await teacher.context.close();
  await student.context.close();
});
