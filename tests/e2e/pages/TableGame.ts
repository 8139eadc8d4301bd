import { expect, type Locator, type Page } from "@playwright/test";
import { parseHand } from "../../../lib/engine/cards";
import { houseWay } from "../../../lib/engine/house-way";
import table from "../../../messages/en/table.json" with { type: "json" };

export const T = table.Table;
export const L = table.TableLog;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A button by the start of its name (the key hint may follow it). */
const named = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** The play-money table (English unless labels are given). */
export class TableGame {
  readonly deal: Locator;
  readonly done: Locator;
  readonly houseWayButton: Locator;
  readonly newGame: Locator;
  readonly reBet: Locator;
  readonly clear: Locator;
  readonly rebuy: Locator;
  readonly balance: Locator;
  readonly result: Locator;
  readonly cardButtons: Locator;
  readonly countdown: Locator;
  readonly notice: Locator;

  constructor(
    readonly page: Page,
    labels: { deal: string; done: string; houseWay: string; newGame: string } = T,
  ) {
    this.deal = page.getByRole("button", { name: named(labels.deal) });
    this.done = page.getByRole("button", { name: named(labels.done) });
    this.houseWayButton = page.getByRole("button", { name: named(labels.houseWay), exact: false });
    this.newGame = page.getByRole("button", { name: named(labels.newGame) });
    this.reBet = page.getByRole("button", { name: named(T.reBet) });
    this.clear = page.getByRole("button", { name: named(T.clear) });
    this.rebuy = page.getByRole("button", { name: named(T.rebuy) });
    this.balance = page.getByTestId("balance");
    this.result = page.getByTestId("round-result");
    this.cardButtons = page.locator("button[data-card]");
    this.countdown = page.getByTestId("countdown");
    this.notice = page.getByTestId("notice");
  }

  async open(tableId: string, locale = "en") {
    await this.page.goto(`/${locale}/table/${tableId}`);
    await expect(this.page.getByTestId("play-money")).toBeVisible();
    // Hydrated: the key handler is attached (a key pressed earlier does nothing).
    await expect(this.page.locator("[data-live]")).toHaveCount(1);
  }

  chip(amount: string): Locator {
    return this.page.getByRole("button", { name: T.addChip.replace("{amount}", amount) });
  }

  /** The balance in cents, read from the felt ("$1,000.00"). */
  async balanceCents(): Promise<number> {
    const text = (await this.balance.textContent()) ?? "";
    return Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100);
  }

  /** The learner's seven cards as laid out (by rank unless switched off; keys 1-7 count them). */
  async hand(): Promise<string[]> {
    await expect(this.cardButtons).toHaveCount(7);
    return this.cardButtons.evaluateAll((els) => els.map((e) => e.getAttribute("data-card") ?? ""));
  }

  /** The learner's seven cards in dealt order (as the server stores and exports them). */
  async dealtHand(): Promise<string[]> {
    await expect(this.cardButtons).toHaveCount(7);
    const text = await this.page.locator("[data-dealt-hand]").getAttribute("data-dealt-hand");
    return (text ?? "").split(" ");
  }

  /** The slots (0-6, as laid out) of the house way's front for the dealt hand. */
  async houseWayPositions(): Promise<[number, number]> {
    return houseWay(parseHand((await this.hand()).join(" ")), "seed").frontIndex;
  }

  card(token: string): Locator {
    return this.page.locator(`button[data-card="${token}"]`);
  }

  /** The dealer's cards as shown once settled. */
  async dealerCards(): Promise<string[]> {
    const shown = this.page.getByTestId("dealer-hands").locator("[data-card-shown]");
    await expect(shown).toHaveCount(7);
    return shown.evaluateAll((els) => els.map((e) => e.getAttribute("data-card-shown") ?? ""));
  }

  /** The four win / lose / copy marks of a settled round. */
  marks(): Locator {
    return this.page.locator("[data-mark]");
  }

  /** Expected balance change of a settled round of `bet` cents at 5% commission. */
  async expectedDelta(bet: number): Promise<number> {
    const outcome = await this.result.getAttribute("data-outcome");
    if (outcome === "win") return bet - Math.floor((2 * bet * 500 + 10_000) / 20_000);
    if (outcome === "push") return 0;
    return -bet;
  }
}

/**
 * How the dealer's cards would show if they leaked: as card attributes, or as the stored hand
 * text or a JSON list (any three of its cards in a row, in dealt order, as the server formats a
 * hand or a view's `cards`). Two in a row is not enough: the previous round's settled hands,
 * shown on the page, hold such a pair by chance now and then. Empty when none.
 */
export function leaks(text: string, dealerInDealtOrder: readonly string[]): string[] {
  const found: string[] = [];
  for (const card of dealerInDealtOrder) {
    if (new RegExp(`data-card(?:-shown)?=\\\\?"${escapeRegExp(card)}\\\\?"`).test(text))
      found.push(card);
  }
  for (let i = 0; i + 2 < dealerInDealtOrder.length; i++) {
    const three = dealerInDealtOrder.slice(i, i + 3);
    const run = three.join(" ");
    // As text, and as a JSON list (a view's `cards`), also escaped inside a page's payload.
    const list = three.map((c) => `"${c}"`).join(",");
    const escaped = three.map((c) => `\\"${c}\\"`).join(",");
    if ([run, list, escaped].some((form) => text.includes(form))) found.push(run);
  }
  return found;
}
