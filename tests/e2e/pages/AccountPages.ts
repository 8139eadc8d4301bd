import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import account from "../../../messages/en/account.json" with { type: "json" };
import teach from "../../../messages/en/teach.json" with { type: "json" };

const A = account.Account;
const T = teach.Teach;
const C = teach.Classes;

/** A username no earlier run of the suite used (the e2e database lives for one server run). */
export const uniqueName = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

export const PASSWORD = "a long enough passphrase";

/** The sign-up, sign-in and account pages (English). */
export class AccountPages {
  constructor(readonly page: Page) {}

  get alert(): Locator {
    return this.page.getByRole("main").getByRole("alert");
  }

  async signUp(username: string, role: "student" | "teacher", password = PASSWORD) {
    await this.page.goto("/en/signup");
    await this.page.getByLabel(A.signUp.username, { exact: true }).fill(username);
    await this.page.getByLabel(A.signUp.password, { exact: true }).fill(password);
    await this.page.getByRole("radio", { name: A.signUp.roles[role] }).check();
    await this.page.getByRole("button", { name: A.signUp.submit }).click();
  }

  async signIn(identifier: string, password = PASSWORD, path = "/en/signin") {
    await this.page.goto(path);
    await this.page.getByLabel(A.signIn.identifier).fill(identifier);
    await this.page.getByLabel(A.signIn.password, { exact: true }).fill(password);
    await this.page.getByRole("button", { name: A.signIn.submit }).click();
  }

  /** The header's account link, once the client knows who is signed in. */
  accountLink(username: string): Locator {
    return this.page
      .getByRole("navigation", { name: A.nav.label })
      .getByRole("link", { name: new RegExp(username) });
  }

  async signOut() {
    await this.page.goto("/en/account");
    await this.page.getByRole("button", { name: A.page.signOut, exact: true }).click();
    await this.page.waitForURL(/\/en$/);
  }
}

/** The teacher's pages. */
export class TeachPages {
  constructor(readonly page: Page) {}

  async createClass(name: string) {
    await this.page.goto("/en/teach");
    await this.page.getByLabel(T.create.name).fill(name);
    await this.page.getByRole("button", { name: T.create.submit }).click();
    await expect(this.classLink(name)).toBeVisible();
  }

  classLink(name: string): Locator {
    // The class card's link is the class name itself (its visible text, WCAG 2.5.3).
    return this.page.getByRole("main").getByRole("link", { name, exact: true });
  }

  /** Opens the class and returns its join code as shown (ABCD-EFGH) and its URL. */
  async openClass(name: string): Promise<{ code: string; url: string }> {
    await this.page.goto("/en/teach");
    await this.classLink(name).click();
    await expect(this.page.getByRole("heading", { level: 1, name })).toBeVisible();
    const code = (await this.page.getByTestId("join-code").textContent())?.trim() ?? "";
    return { code, url: this.page.url() };
  }

  studentRow(username: string): Locator {
    return this.page.locator(`[data-testid="student-row"][data-student="${username}"]`);
  }
}

/** "My classes": join with a code. */
export class ClassesPage {
  constructor(readonly page: Page) {}

  async join(code: string) {
    await this.page.goto("/en/classes");
    await this.page.getByLabel(C.join.code).fill(code);
    await this.page.getByRole("button", { name: C.join.submit }).click();
    // The answer, joined or refused, before the caller moves on: a page.goto right after the
    // click left before the join was sent when the machine was loaded (teach.spec flaked so).
    const [before, after] = C.join.joined.split("{name}") as [string, string];
    await expect(
      this.page
        .getByText(new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`))
        .or(this.page.getByRole("main").getByRole("alert")),
    ).toBeVisible();
  }
}

/** A fresh browser (own cookies) with its page. */
export async function freshPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: "en-US" });
  return { context, page: await context.newPage() };
}

export { A as accountText, C as classesText, T as teachText };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
