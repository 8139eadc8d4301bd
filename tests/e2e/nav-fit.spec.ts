import { expect, type Page, test } from "@playwright/test";
import { type Locale, locales } from "../../lib/i18n/locales";
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

async function checkEveryWidth(page: Page, locale: Locale) {
  await page.goto(`/${locale}`);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Six sections plus the live lobby in the main nav, whatever the width.
    await expect(
      page.getByRole("banner").getByRole("navigation").first().getByRole("link"),
    ).toHaveCount(7);
    expect(await headerOverflow(page), `${locale} at ${width} px`).toEqual([]);
  }
}

test.describe("the header's navigation fits at every width", () => {
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
