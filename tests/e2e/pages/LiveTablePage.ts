import { type Browser, expect, type Locator, type Page } from "@playwright/test";
import { parseHand } from "../../../lib/engine/cards";
import { allSplits } from "../../../lib/engine/splits";
import type { LiveView } from "../../../lib/live/api";
import live from "../../../messages/en/live.json" with { type: "json" };
import table from "../../../messages/en/table.json" with { type: "json" };
import { AccountPages, uniqueName } from "./AccountPages";

export const LV = live.Live;
/** The table's controls, the same at the solo and the live table. */
export const TB = table.Table;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const named = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** One live table's page (English), and its JSON view as this browser context sees it. */
export class LiveTablePage {
  readonly phase: Locator;
  readonly role: Locator;
  readonly against: Locator;
  readonly balance: Locator;
  readonly error: Locator;
  readonly cardButtons: Locator;

  constructor(
    readonly page: Page,
    readonly tableId: string,
  ) {
    this.phase = page.getByTestId("live-phase");
    this.role = page.getByTestId("live-role");
    this.against = page.getByTestId("live-against");
    this.balance = page.getByTestId("live-balance");
    this.error = page.getByTestId("live-error");
    this.cardButtons = page.locator("button[data-card]");
  }

  button(text: string): Locator {
    return this.page.getByRole("button", { name: named(text) });
  }

  async open() {
    await this.page.goto(`/en/live/${this.tableId}`);
    await expect(this.phase).toBeVisible();
  }

  /**
   * Runs the table's timer out now if the table is in `phase` (the end-to-end tables run
   * five-minute timers, so a test never races one; a settled round's show is 5 s anywhere): the
   * server's clock moves the table on within a quarter second. In another phase nothing happens,
   * so a late call never cuts the next phase short.
   */
  async runOutClock(phase: LiveView["phase"]) {
    const status = await this.page.evaluate(
      async ({ id, phase }) =>
        (await fetch(`/api/live/${id}/run-out-clock?phase=${phase}`, { method: "POST" })).status,
      { id: this.tableId, phase },
    );
    expect(status, "run-out-clock").toBe(200);
  }

  /** Waits for the phase the page shows (pushed, never reloaded). */
  async expectPhase(phase: LiveView["phase"], timeout = 15_000) {
    await expect(this.phase).toHaveAttribute("data-phase", phase, { timeout });
  }

  seat(name: string): Locator {
    return this.page.locator(`[data-testid="live-seat"][data-name="${name}"]`);
  }

  async sit() {
    await this.button(LV.controls.sit).click();
    await expect(this.role).toContainText("a player");
  }

  async addChips(...amounts: string[]) {
    for (const amount of amounts)
      await this.page
        .getByRole("button", { name: table.Table.addChip.replace("{amount}", amount) })
        .click();
  }

  /** Presses Deal: the bets are placed (the bet controls give way to the wait, or the deal). */
  async deal() {
    await this.button(TB.deal).click();
    await expect(this.button(TB.deal)).toHaveCount(0);
  }

  /** The viewer's seven cards as dealt (the buttons may be laid out by rank). */
  async hand(): Promise<string[]> {
    await expect(this.cardButtons).toHaveCount(7);
    const dealt = await this.page.locator("[data-dealt-hand]").getAttribute("data-dealt-hand");
    return (dealt ?? "").split(" ");
  }

  /** The setting button of one card (RULES.md 1 text). */
  card(card: string): Locator {
    return this.page.locator(`button[data-card="${card}"]`);
  }

  /** Picks the first two cards (as dealt) that make no foul, presses Done and waits for it. */
  async doneWithoutFoul(): Promise<[string, string]> {
    const cards = await this.hand();
    const hand = parseHand(cards.join(" "));
    const split = allSplits(hand).find((s) => !s.foul);
    if (!split) throw new Error(`no split without a foul in ${cards.join(" ")}`);
    const [i, j] = split.frontIndex;
    await this.card(cards[i] as string).click();
    await this.card(cards[j] as string).click();
    await this.button(TB.done).click();
    await expect(this.cardButtons).toHaveCount(0);
    return [cards[i] as string, cards[j] as string];
  }

  /** The JSON view this context is served (the same cookies as the page). */
  async view(): Promise<LiveView> {
    const response = await this.page.request.get(`/api/live/${this.tableId}`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as LiveView;
  }

  /** The page's HTML as the server renders it for this context. */
  async html(): Promise<string> {
    return (await this.page.request.get(`/en/live/${this.tableId}`)).text();
  }

  /**
   * Every event the stream sends this context, recorded by a second EventSource in the page
   * (the page's own is inside React): the test reads exactly what the server pushed.
   */
  async recordEvents() {
    await this.page.evaluate((url) => {
      const w = window as unknown as { __liveEvents: string[] };
      w.__liveEvents = [];
      const source = new EventSource(url);
      source.onmessage = (event) => w.__liveEvents.push(event.data);
    }, `/api/live/${this.tableId}/events`);
  }

  async recordedEvents(): Promise<LiveView[]> {
    const raw = await this.page.evaluate(
      () => (window as unknown as { __liveEvents?: string[] }).__liveEvents ?? [],
    );
    return raw.map((data) => JSON.parse(data) as LiveView);
  }

  /** The log's rounds at this table (CSV export, newest first) for this context's learner. */
  async logRows(configId: string): Promise<Record<string, string>[]> {
    const csv = await (
      await this.page.request.get(`/en/table/log/export?table=${configId}`)
    ).text();
    const [head, ...rows] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const fields = (head ?? "").split(",");
    return rows.map((row) => {
      const cells = row.split(",");
      return Object.fromEntries(fields.map((f, i) => [f, cells[i] ?? ""]));
    });
  }
}

/** A new learner signed up in a browser of their own (English) at a live table, seated. */
export async function seatedLearner(browser: Browser, prefix: string, tableId: string) {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const name = uniqueName(prefix);
  await new AccountPages(page).signUp(name, "student");
  await page.waitForURL((url) => !url.pathname.endsWith("/signup"));
  const live = new LiveTablePage(page, tableId);
  await live.open();
  await live.sit();
  return { context, page, name, live };
}
