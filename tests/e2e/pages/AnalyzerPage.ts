import type { Locator, Page } from "@playwright/test";
import type en from "../../../messages/en/analyze.json";

type Texts = (typeof en)["AnalyzePage"];

/** The analyzer: the hand form (text and deck) and the analysis under it. */
export class AnalyzerPage {
  readonly input: Locator;
  readonly submit: Locator;
  readonly deck: Locator;
  readonly picked: Locator;
  readonly error: Locator;
  readonly analysis: Locator;
  readonly splitRows: Locator;
  readonly shareLink: Locator;

  constructor(
    readonly page: Page,
    readonly text: Texts,
  ) {
    this.input = page.getByLabel(text.form.handLabel, { exact: true });
    this.submit = page.getByRole("button", { name: text.form.submit, exact: true });
    this.deck = page.getByRole("group", { name: text.form.deckLabel });
    this.picked = page.getByTestId("picked-count");
    this.error = page.getByTestId("hand-error");
    this.analysis = page.getByTestId("analysis");
    this.splitRows = page.getByTestId("split-row");
    this.shareLink = page.getByTestId("share-link");
  }

  deckCard(code: string): Locator {
    return this.page.locator(`button[data-deck-card="${code}"]`);
  }

  panel(key: "best" | "house" | "trainer"): Locator {
    return this.page.getByTestId(`panel-${key}`);
  }
}
