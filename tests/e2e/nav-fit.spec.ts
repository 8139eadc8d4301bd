import { expect, type Page, test } from "@playwright/test";
import { headerItems } from "../../components/layout/nav-items";
import { type Locale, locales } from "../../lib/i18n/locales";
import casinosDe from "../../messages/de/casinos.json" with { type: "json" };
import commonDe from "../../messages/de/common.json" with { type: "json" };
import { AccountPages, uniqueName } from "./pages/AccountPages";

/** Phone, tablet and desktop widths, the ones the review found clipped (1024, 1280, 1440) among them. */
const WIDTHS = [
  320, 360, 375, 414, 480, 600, 640, 720, 768, 900, 1024, 1100, 1280, 1366, 1440, 1600, 1920,
];

/**
 * Every link and control in the header, measured: it must lie inside the viewport, show its
 * whole text (no element narrower than its content: a clipped or scrolled-away "Progress"
 * reads "Prog"), and the page must not scroll sideways. Returns what does not fit.
 */
async function headerOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    }
    const header = document.querySelector("header");
    if (!header) return ["no header"];
    for (const el of header.querySelectorAll<HTMLElement>("a, button, select, ul")) {
      // A closed menu's list is hidden on purpose; an open one is measured like the rest.
      if (el.closest("[hidden]")) continue;
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) {
        problems.push(`${el.tagName} "${name}" is not shown`);
        continue;
      }
      if (box.left < -0.5 || box.right > width + 0.5) {
        problems.push(
          `${el.tagName} "${name}" lies outside 0..${width}: ${box.left}..${box.right}`,
        );
      }
      if (el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${el.tagName} "${name}" is cut: ${el.scrollWidth} > ${el.clientWidth}`);
      }
    }
    return problems;
  });
}

/** The header's menus and how many pages each lists (components/layout/nav-items.ts). */
const MENUS = headerItems.flatMap((item) =>
  "menu" in item ? [{ menu: item.menu, pages: item.items.length }] : [],
);

/** Where the menus are opened the way a person does (a click, Escape, the focus back). */
const BY_HAND = new Set([320, 768, 1280]);

/**
 * Each menu opened and closed inside the page (a click on its button, Escape on the document,
 * as NavMenu listens), measured by headerOverflow's rules while open: what it finds, and any
 * menu that did not open with its pages or close again. The widths outside BY_HAND take this
 * path: the same measurements without a dozen browser round trips a width.
 */
async function menusInPage(page: Page): Promise<string[]> {
  return page.evaluate(async (menus) => {
    const problems: string[] = [];
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
    const until = async (ok: () => boolean, what: string) => {
      for (let k = 0; k < 100 && !ok(); k++) await frame();
      if (!ok()) problems.push(what);
    };
    const width = document.documentElement.clientWidth;
    const nav = document.querySelector("header nav");
    // A closed menu keeps its links in the page, hidden: only shown ones count.
    const shownLinks = (item: HTMLElement) =>
      [...item.querySelectorAll<HTMLElement>("a")].filter((a) => a.offsetParent !== null).length;
    for (const { menu, pages } of menus) {
      const item = nav?.querySelector<HTMLElement>(`li[data-menu="${menu}"]`);
      const button = item?.querySelector<HTMLButtonElement>(":scope > button");
      if (!item || !button) {
        problems.push(`no ${menu} menu`);
        continue;
      }
      button.click();
      await until(
        () => button.getAttribute("aria-expanded") === "true" && shownLinks(item) === pages,
        `${menu} did not open with ${pages} pages`,
      );
      await frame();
      if (document.documentElement.scrollWidth > width)
        problems.push(`${menu} open: page scrolls sideways`);
      for (const el of item.querySelectorAll<HTMLElement>("a, ul")) {
        if (el.closest("[hidden]")) continue;
        const box = el.getBoundingClientRect();
        const name = (el.textContent ?? "").trim().slice(0, 40);
        if (box.width === 0 || box.height === 0) problems.push(`${menu} open: "${name}" not shown`);
        if (box.left < -0.5 || box.right > width + 0.5)
          problems.push(`${menu} open: "${name}" lies outside 0..${width}`);
        if (el.scrollWidth > el.clientWidth + 1) problems.push(`${menu} open: "${name}" is cut`);
      }
      // NavMenu listens for Escape from an effect that runs after the open menu is painted:
      // pressed again each frame until the menu has closed.
      await until(() => {
        document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
        return button.getAttribute("aria-expanded") === "false" && shownLinks(item) === 0;
      }, `${menu} did not close`);
    }
    return problems;
  }, MENUS);
}

async function checkEveryWidth(page: Page, locale: Locale) {
  await page.goto(`/${locale}`);
  const nav = page.getByRole("banner").getByRole("navigation").first();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Six sections and the two menus in the main nav, whatever the width.
    await expect(nav.getByRole("link")).toHaveCount(6);
    await expect(nav.getByRole("button")).toHaveCount(MENUS.length);
    expect(await headerOverflow(page), `${locale} at ${width} px`).toEqual([]);
    if (!BY_HAND.has(width)) {
      expect(await menusInPage(page), `${locale} at ${width} px, menus open`).toEqual([]);
      continue;
    }
    // Each menu open: every page it lists is on screen and whole, and the page still does not
    // scroll sideways.
    for (const { menu, pages } of MENUS) {
      const item = nav.locator(`li[data-menu="${menu}"]`);
      const button = item.getByRole("button");
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(item.getByRole("link")).toHaveCount(pages);
      expect(await headerOverflow(page), `${locale} at ${width} px, ${menu} open`).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(item.getByRole("link")).toHaveCount(0);
      await expect(button).toBeFocused();
    }
  }
}

test.describe("the header's navigation fits at every width", () => {
  // 17 widths, each with both menus opened and measured: minutes on a busy two-core machine.
  test.describe.configure({ timeout: 240_000 });
  for (const locale of locales) {
    test(`signed out, ${locale}`, async ({ page }) => {
      await checkEveryWidth(page, locale);
    });

    test(`signed in, ${locale}`, async ({ page }) => {
      // A long name: the account link is the widest item the header carries.
      const account = new AccountPages(page);
      const name = uniqueName(`navfit-${locale}-long-name`);
      await account.signUp(name, "student");
      // The sign-up waits its turn for the password hash when other tests sign up at once.
      await page.waitForURL((url) => !url.pathname.endsWith("/signup"));
      await expect(account.accountLink(name)).toBeVisible();
      await checkEveryWidth(page, locale);
    });
  }
});

test("the dealer's drill and the casino comparison open from the header's menus", async ({
  page,
}) => {
  // Signed in: the way editor is an account's page.
  await new AccountPages(page).signUp(uniqueName("navfit-menus"), "student");
  await page.waitForURL((url) => !url.pathname.endsWith("/signup"));
  const nav = page.getByRole("banner").getByRole("navigation", { name: commonDe.Nav.label });
  await page.goto("/de/rules");
  await nav.getByRole("button", { name: commonDe.Nav.drills }).click();
  await nav.getByRole("link", { name: commonDe.Nav.dealer, exact: true }).click();
  await expect(page).toHaveURL(/\/de\/dealer$/);
  await expect(
    page.getByRole("heading", { level: 1, name: casinosDe.DealerDrill.title }),
  ).toBeVisible();
  // The menu closed on the way; the page's own menu marks where we are.
  const drills = nav.getByRole("button", { name: commonDe.Nav.drills });
  await expect(drills).toHaveAttribute("aria-expanded", "false");
  await drills.click();
  await expect(nav.getByRole("link", { name: commonDe.Nav.dealer, exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await nav.getByRole("button", { name: commonDe.Nav.casinos }).click();
  // One menu open at a time: opening the second closed the first.
  await expect(drills).toHaveAttribute("aria-expanded", "false");
  await nav.getByRole("link", { name: commonDe.Nav.compareCasinos }).click();
  await expect(page).toHaveURL(/\/de\/casinos$/);
  await expect(
    page.getByRole("heading", { level: 1, name: casinosDe.CasinosPage.title }),
  ).toBeVisible();

  // The way editor lives under /casino, and only its own item is marked there.
  await page.goto("/de/casino/way");
  await nav.getByRole("button", { name: commonDe.Nav.casinos }).click();
  await expect(
    nav.getByRole("link", { name: commonDe.Nav.wayEditor, exact: true }),
  ).toHaveAttribute("aria-current", "page");
  await expect(
    nav.getByRole("link", { name: commonDe.Nav.yourCasino, exact: true }),
  ).not.toHaveAttribute("aria-current", "page");
});

test("the pages the menus open do not scroll sideways at 375 px", async ({ browser }) => {
  // Five pages in four languages, the dealer's drill among them (its scripts are large).
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  // Signed in: the way editor is an account's page.
  await new AccountPages(page).signUp(uniqueName("navfit-375"), "student");
  await page.waitForURL((url) => !url.pathname.endsWith("/signup"));
  for (const locale of locales) {
    for (const path of ["/analyze", "/dealer", "/casino", "/casinos", "/casino/way"]) {
      await page.goto(`/${locale}${path}`);
      await expect(page).toHaveURL(new RegExp(`/${locale}${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll, `/${locale}${path} is ${scroll} px wide`).toBeLessThanOrEqual(375);
    }
  }
  await context.close();
});
