import { expect, test } from "@playwright/test";
import practice from "../../messages/en/practice.json" with { type: "json" };
import teach from "../../messages/en/teach.json" with { type: "json" };
import {
  accountText as A,
  AccountPages,
  ClassesPage,
  freshPage,
  PASSWORD,
  uniqueName,
} from "./pages/AccountPages";
import { PracticeTable } from "./pages/PracticeTable";

test.use({ locale: "en-US" });

test("wrong passwords and taken usernames get a clear message and change nothing", async ({
  page,
}) => {
  const name = uniqueName("ada");
  const account = new AccountPages(page);
  await account.signUp(name, "student");
  await page.waitForURL(/\/en\/practice$/);
  await account.signOut();

  await account.signIn(name, "not the password");
  await expect(account.alert).toHaveText(A.errors["wrong-credentials"]);
  await expect(page).toHaveURL(/\/en\/signin$/);
  // An unknown account reads exactly the same.
  await account.signIn(uniqueName("nobody"), PASSWORD);
  await expect(account.alert).toHaveText(A.errors["wrong-credentials"]);

  await account.signUp(name.toUpperCase(), "teacher");
  await expect(account.alert).toHaveText(A.errors["username-taken"]);
  await expect(page).toHaveURL(/\/en\/signup$/);

  // The account is as it was: still a student, and the right password works.
  await account.signIn(name);
  await page.waitForURL(/\/en\/practice$/);
  await page.goto("/en/account");
  await expect(page.getByTestId("account-role")).toHaveText(A.page.roles.student);
});

test("a bad join code is refused with a message", async ({ page }) => {
  const account = new AccountPages(page);
  await account.signUp(uniqueName("ben"), "student");
  await page.waitForURL(/\/en\/practice$/);
  await new ClassesPage(page).join("ZZZZ-ZZZZ");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    teach.Teach.errors["bad-join-code"],
  );
  await expect(page.getByText(teach.Classes.empty)).toBeVisible();
});

test("signing out ends the session on the server; an ended session says so", async ({
  browser,
}) => {
  const first = await freshPage(browser);
  const account = new AccountPages(first.page);
  await account.signUp(uniqueName("cal"), "student");
  await first.page.waitForURL(/\/en\/practice$/);
  const cookies = await first.context.cookies();
  const session = cookies.find((c) => c.name === "pgt_session");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");

  // A second browser holding a copy of the cookie, with a form open.
  const copy = await freshPage(browser);
  await copy.context.addCookies(cookies);
  await copy.page.goto("/en/classes");
  await expect(copy.page.getByLabel(teach.Classes.join.code)).toBeVisible();

  await account.signOut();

  // The open form's action is refused as expired, and nothing is joined.
  await copy.page.getByLabel(teach.Classes.join.code).fill("ABCD-EFGH");
  await copy.page.getByRole("button", { name: teach.Classes.join.submit }).click();
  await expect(copy.page.getByRole("main").getByRole("alert")).toHaveText(
    teach.Teach.errors["session-expired"],
  );

  // A page needing an account sends the copy to sign in, saying the session expired.
  await copy.page.goto("/en/account");
  await expect(copy.page).toHaveURL(/\/en\/signin\?next=%2Faccount&reason=expired$/);
  await expect(copy.page.getByText(A.signIn.expired)).toBeVisible();

  await first.context.close();
  await copy.context.close();
});

test("hands played before signing up move into the new account", async ({ page }) => {
  const table = new PracticeTable(page, practice.Drill);
  await page.goto("/en/practice");
  const hand = await table.hand();
  await table.card(hand[0] as string).click();
  await table.card(hand[1] as string).click();
  await table.submit.click();
  await expect(table.verdict).toBeVisible();

  const account = new AccountPages(page);
  await account.signUp(uniqueName("dan"), "student");
  await page.waitForURL(/\/en\/practice$/);
  await page.goto("/en/progress");
  await expect(page.getByTestId("stat-hands")).toHaveText("1");

  // Signed out, this browser starts afresh: the account's hands are not shown to the next person.
  await account.signOut();
  await page.goto("/en/progress");
  await expect(page.getByText(practice.Progress.empty)).toBeVisible();
  await expect(page.getByTestId("stat-hands")).toHaveCount(0);
});
