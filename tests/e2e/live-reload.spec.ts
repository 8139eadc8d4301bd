import { type Browser, expect, test } from "@playwright/test";
import { AccountPages, uniqueName } from "./pages/AccountPages";
import { LiveTablePage, LV, TB } from "./pages/LiveTablePage";

// Issue 55, defects 1 and 3 (a): a player who reloads the page while setting, at a public table
// a learner banks, finds Re-Bet for the bets they placed, and the next round's chips are exactly
// the chips they put down (a chip was counted twice, then lost). A slow-clock test table of its
// own (live-test-e2e-5, lib/table/tables.json): the test runs its timers out itself.
// The walk's report was at a SEK table (its 10 kr chip is the minimum bet and the bonus's
// minimum); live-test-e2e-sek-1 is its slow-clock copy.
const TABLES = [
  { table: "live-test-e2e-5", chip: "$1", unit: 100 },
  { table: "live-test-e2e-sek-1", chip: "SEK 10", unit: 1000 },
] as const;

async function learner(browser: Browser, prefix: string, TABLE: string) {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const name = uniqueName(prefix);
  await new AccountPages(page).signUp(name, "student");
  await page.waitForURL((url) => !url.pathname.endsWith("/signup"));
  const live = new LiveTablePage(page, TABLE);
  await live.open();
  return { context, page, name, live };
}

test.describe("a reload at a learner-banked live table (issue 55)", () => {
  test.use({ locale: "en-US" });

  for (const { table: TABLE, chip, unit } of TABLES)
    test(`after a reload while setting, Re-Bet is on and one chip is one chip, round after round (${TABLE})`, async ({
      browser,
    }) => {
      test.skip(process.env.RELOAD_TABLE !== undefined && process.env.RELOAD_TABLE !== TABLE);
      test.setTimeout(240_000);
      const a = await learner(browser, "reload-a", TABLE);
      const b = await learner(browser, "reload-b", TABLE);
      const c = await learner(browser, "reload-c", TABLE);
      // A banks with Auto-approve; B and C play.
      await a.live.sit();
      await a.live.button(LV.controls.takeBank).click();
      await expect(a.live.role).toHaveText(LV.table.role.bank);
      await a.live.button(LV.controls.autoApprove).click();
      await expect(a.live.button(LV.controls.autoApprove)).toHaveAttribute("aria-pressed", "true");
      await b.live.sit();
      await c.live.sit();

      const mainAmount = b.page.getByTestId("main-circle");
      const ownBet = async () => {
        const view = await b.live.view();
        const seat = view.seats.find((s) => s.seat === view.you.seat);
        return { bet: seat?.bet ?? null, bonus: seat?.bonus ?? null };
      };

      // B puts one chip on the bet and one on the bonus and deals; C deals too.
      await b.live.expectPhase("bets");
      await b.live.addChips(chip);
      await b.page.getByTestId("bonus-circle").click();
      await b.live.addChips(chip);
      await b.live.deal();
      await c.live.expectPhase("bets");
      await c.live.addChips(chip);
      await c.live.deal();
      await b.live.expectPhase("setting");
      expect(await ownBet()).toEqual({ bet: unit, bonus: unit });

      // B reloads while setting, then presses Done; C sets by the house way.
      await b.page.reload();
      await b.live.expectPhase("setting");
      await b.live.doneWithoutFoul();
      await c.live.button(TB.houseWay).click();
      await b.live.expectPhase("settled");

      // The next round: Re-Bet is on (the bets B placed); one chip is one chip, on screen and
      // at the server.
      await b.live.runOutClock("settled");
      await b.live.expectPhase("bets");
      await expect(b.live.button(TB.reBet)).toBeEnabled();
      await b.live.addChips(chip);
      await expect(mainAmount).toHaveAttribute("data-amount", String(unit));
      await expect(b.page.getByTestId("main-amount")).toHaveText(chip);
      await expect(b.page.getByTestId("bonus-circle")).toHaveAttribute("data-amount", "0");
      await b.live.deal();
      await expect.poll(ownBet).toEqual({ bet: unit, bonus: 0 });
      await c.live.addChips(chip);
      await c.live.deal();
      await b.live.expectPhase("setting");
      await b.live.doneWithoutFoul();
      await c.live.button(TB.houseWay).click();
      await b.live.expectPhase("settled");

      // And the round after: one click is still one chip, and Deal is on.
      await b.live.runOutClock("settled");
      await b.live.expectPhase("bets");
      await b.live.addChips(chip);
      await expect(mainAmount).toHaveAttribute("data-amount", String(unit));
      await expect(b.live.button(TB.deal)).toBeEnabled();
      // Re-Bet stacks the last Deal's chips: the one-chip bet alone.
      await b.live.button(TB.clear).click();
      await b.live.button(TB.reBet).click();
      await expect(mainAmount).toHaveAttribute("data-amount", String(unit));
      await expect(b.page.getByTestId("bonus-circle")).toHaveAttribute("data-amount", "0");

      for (const { context } of [a, b, c]) await context.close();
    });
});
