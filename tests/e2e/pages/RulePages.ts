import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import type { Translate } from "../../../lib/i18n/game-text";
import { icuTranslator } from "../../../lib/i18n/icu-translator";
import type { Locale } from "../../../lib/i18n/locales";
import { MESSAGE_AREAS } from "../../../lib/i18n/messages";
import { E2E_ADMIN_TOKEN } from "../../../playwright.config";

export type Messages = Record<string, unknown>;

/** One locale's messages, all areas merged, as the app loads them. */
export function messagesOf(locale: string): Messages {
  return Object.assign(
    {},
    ...MESSAGE_AREAS.map((area) =>
      JSON.parse(
        readFileSync(path.join(process.cwd(), "messages", locale, `${area}.json`), "utf8"),
      ),
    ),
  );
}

/** A translator over those messages, formatted as the app formats them (ICU plural and select). */
export function translator(messages: Messages, locale: Locale = "en"): Translate {
  return icuTranslator(locale, messages);
}

/** A rule page: its heading, the engine's example figures and the editor behind it. */
export class RulePage {
  constructor(readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole("heading", { level: 1, name, exact: true });
  }

  get examples(): Locator {
    return this.page.getByTestId("rule-example");
  }
}

/** The admin sign-in page and the editor. */
export class RuleEditorPage {
  constructor(
    readonly page: Page,
    readonly t: Translate,
  ) {}

  /** Signs in with the e2e token and waits until the admin cookie has taken us to `next`. */
  async signIn(locale: string, next: string): Promise<void> {
    await this.submitToken(locale, next, E2E_ADMIN_TOKEN);
    await this.page.waitForURL((url) => url.pathname === `/${locale}${next}`);
  }

  async submitToken(locale: string, next: string, token: string): Promise<void> {
    await this.page.goto(`/${locale}/admin?next=${encodeURIComponent(next)}`);
    await this.page.getByLabel(this.t("AdminPage.tokenLabel")).fill(token);
    await this.page.getByRole("button", { name: this.t("AdminPage.submit") }).click();
  }

  get title(): Locator {
    return this.page.getByLabel(this.t("RuleEditor.titleLabel"));
  }

  get body(): Locator {
    return this.page.getByLabel(this.t("RuleEditor.bodyLabel"));
  }

  get preview(): Locator {
    return this.page.getByRole("region", { name: this.t("RuleEditor.preview") });
  }

  async save(): Promise<void> {
    await this.page.getByRole("button", { name: this.t("RuleEditor.save") }).click();
  }

  /** The save result (the footer's service status is another `status`, hence main). */
  get status(): Locator {
    return this.page.getByRole("main").getByRole("status");
  }

  get alert(): Locator {
    return this.page.getByRole("main").getByRole("alert");
  }
}
