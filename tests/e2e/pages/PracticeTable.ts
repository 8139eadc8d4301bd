import type { Locator, Page } from "@playwright/test";
import type en from "../../../messages/en/practice.json";

type Drill = (typeof en)["Drill"];

/** The practice drill: the seven cards, the buttons under them and the graded result. */
export class PracticeTable {
  /** The dealt cards while the hand is being set (toggle buttons). */
  readonly cardButtons: Locator;
  /** The dealt cards once graded (pictures). */
  readonly cardPictures: Locator;
  readonly submit: Locator;
  readonly houseWay: Locator;
  readonly clear: Locator;
  readonly next: Locator;
  readonly drillSelect: Locator;
  readonly previewBack: Locator;
  readonly previewFront: Locator;
  readonly verdict: Locator;
  readonly splitRows: Locator;
  readonly dealTag: Locator;

  constructor(
    readonly page: Page,
    readonly text: Drill,
  ) {
    this.cardButtons = page.locator("button[data-card]");
    this.cardPictures = page.locator("[role=img][data-card]");
    this.submit = page.getByRole("button", { name: text.submit, exact: true });
    this.houseWay = page.getByRole("button", { name: text.houseWay, exact: true });
    this.clear = page.getByRole("button", { name: text.clear, exact: true });
    this.next = page.getByRole("button", { name: text.next, exact: true });
    this.drillSelect = page.getByLabel(text.drillLabel, { exact: true });
    this.previewBack = page.getByTestId("preview-back");
    this.previewFront = page.getByTestId("preview-front");
    this.verdict = page.getByTestId("verdict");
    this.splitRows = page.getByTestId("split-row");
    this.dealTag = page.getByTestId("deal-tag");
  }

  /** Waits for a hand and returns its cards in dealt order ("As", "JK", ...). */
  async hand(): Promise<string[]> {
    await this.cardButtons.nth(6).waitFor();
    return this.cardButtons.evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute("data-card") ?? ""),
    );
  }

  card(code: string): Locator {
    return this.page.locator(`button[data-card="${code}"]`);
  }

  /** Cards currently in the front, as their codes. */
  async frontCards(): Promise<string[]> {
    return this.cardButtons.evaluateAll((buttons) =>
      buttons
        .filter((b) => b.getAttribute("aria-pressed") === "true")
        .map((b) => b.getAttribute("data-card") ?? ""),
    );
  }

  showOnCards(name: string): Locator {
    return this.page.getByRole("button", { name, exact: true });
  }
}
