import { expect, test } from "@playwright/test";
import de from "../../messages/de/common.json" with { type: "json" };
import en from "../../messages/en/common.json" with { type: "json" };
import sv from "../../messages/sv/common.json" with { type: "json" };
import { AppShell } from "./pages/AppShell";

const shellLabels = (messages: typeof de) => ({
  home: messages.Layout.homeLink,
  nav: messages.Nav.label,
  language: messages.LocaleSwitcher.label,
});

test.describe("a new German-speaking visitor", () => {
  test.use({ locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9,en;q=0.5" } });

  test("lands on /de and can reach every section", async ({ page }) => {
    const shell = new AppShell(page, shellLabels(de));

    await page.goto("/");
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(shell.productLink).toBeVisible();
    await expect(shell.heading(de.Metadata.productName)).toBeVisible();
    await expect(page.getByRole("main")).toContainText(de.HomePage.tagline);

    // The practice drill is in the drills' menu (components/layout/nav-items.ts).
    const sections = [
      {
        path: "/de/practice",
        name: de.Nav.practice,
        title: de.PracticePage.title,
        menu: de.Nav.drills,
      },
      { path: "/de/rules", name: de.Nav.rules, title: de.RulesPage.title },
      { path: "/de/progress", name: de.Nav.progress, title: de.ProgressPage.title },
    ];
    for (const section of sections) {
      if (section.menu) await shell.nav.getByRole("button", { name: section.menu }).click();
      await shell.navLink(section.name).click();
      await expect(page).toHaveURL(new RegExp(`${section.path}$`));
      await expect(shell.heading(section.title)).toBeVisible();
      if (section.menu) await shell.nav.getByRole("button", { name: section.menu }).click();
      await expect(shell.navLink(section.name)).toHaveAttribute("aria-current", "page");
    }

    await shell.productLink.click();
    await expect(page).toHaveURL(/\/de$/);
  });

  test("switching the language keeps the current page", async ({ page }) => {
    await page.goto("/de/rules");
    const shell = new AppShell(page, shellLabels(de));
    await expect(shell.heading(de.RulesPage.title)).toBeVisible();

    await shell.languageSelect.selectOption("sv");

    await expect(page).toHaveURL(/\/sv\/rules$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    const svShell = new AppShell(page, shellLabels(sv));
    await expect(svShell.heading(sv.RulesPage.title)).toBeVisible();
    await expect(svShell.languageSelect).toHaveValue("sv");
  });

  test("an unknown page inside a locale shows the localized not-found page", async ({ page }) => {
    const response = await page.goto("/de/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    const shell = new AppShell(page, shellLabels(de));
    await expect(shell.heading(de.NotFoundPage.title)).toBeVisible();
  });
});

test("the health endpoint reports the server and database as ok", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", db: "ok" });
});

test("the home page has a card for every section of the menu, the live tables included", async ({
  page,
}) => {
  await page.goto("/en");
  const cards = page.getByRole("main").getByRole("list").first().getByRole("link");
  await expect(cards).toHaveCount(7);
  await expect(cards.filter({ hasText: en.HomePage.live })).toHaveAttribute("href", "/en/live");
});

test("a page view prefetches no other page; reaching for a link prefetches its page", async ({
  page,
}) => {
  // i18n/intent-link.tsx: Next's default prefetched every link in view, 16 page renders on
  // the server per page view for the header alone.
  const prefetched: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/en");
  await page.waitForLoadState("networkidle");
  expect(prefetched).toEqual([]);

  const shell = new AppShell(page, shellLabels(en));
  await shell.navLink(en.Nav.rules).hover();
  await expect.poll(() => prefetched).toContain("/en/rules");
  await shell.navLink(en.Nav.rules).click();
  await expect(page).toHaveURL(/\/en\/rules$/);
});
