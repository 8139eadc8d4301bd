import type { Locator, Page } from "@playwright/test";

/** The header every page shares: product link, main navigation and language picker. */
export class AppShell {
  readonly banner: Locator;
  readonly productLink: Locator;
  readonly nav: Locator;
  readonly languageSelect: Locator;

  constructor(
    readonly page: Page,
    labels: { home: string; nav: string; language: string },
  ) {
    this.banner = page.getByRole("banner");
    this.productLink = this.banner.getByRole("link", { name: labels.home });
    this.nav = page.getByRole("navigation", { name: labels.nav });
    this.languageSelect = page.getByLabel(labels.language);
  }

  navLink(name: string): Locator {
    return this.nav.getByRole("link", { name, exact: true });
  }

  heading(name: string): Locator {
    return this.page.getByRole("heading", { level: 1, name });
  }
}
