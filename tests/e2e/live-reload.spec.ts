import { type Browser, expect, test } from "@playwright/test";
import { AccountPages, uniqueName } from "./pages/AccountPages";
import { LiveTablePage, LV, TB } from "./pages/LiveTablePage";

// Issue 55, defects 1 and 3 (a): a player who reloads the page while setting, at a public table
// a learner banks, finds Re-Bet for the bets they placed, and the next round's chips are exactly
// the chips they put down (a chip was counted twice, then lost). A slow-clock test table of its
// own (live-test-e2e-5, lib/table/tables.json): the test runs its timers out itself.
const TABLE = "live-test-e2e-5";

async function learner(browser: Browser, prefix: string) {
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

  test("after a reload while setting, Re-Bet is on and one chip is one chip, round after round", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const a = await learner(browser, "reload-a");
    const b = await learner(browser, "reload-b");
    const c = await learner(browser, "reload-c");
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

    // B puts one $1 chip on the bet and one on the bonus and deals; C deals too.
    await b.live.expectPhase("bets");
    await b.live.addChips("$1");
    await b.page.getByTestId("bonus-circle").click();
    await b.live.addChips("$1");
    await b.live.deal();
    await c.live.expectPhase("bets");
    await c.live.addChips("$1");
    await c.live.deal();
    await b.live.expectPhase("setting");
    expect(await ownBet()).toEqual({ bet: 100, bonus: 100 });

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
    await b.live.addChips("$1");
    await expect(mainAmount).toHaveAttribute("data-amount", "100");
    await expect(b.page.getByTestId("main-amount")).toHaveText("$1");
    await expect(b.page.getByTestId("bonus-circle")).toHaveAttribute("data-amount", "0");
    await b.live.deal();
    await expect.poll(ownBet).toEqual({ bet: 100, bonus: 0 });
    await c.live.addChips("$1");
    await c.live.deal();
    await b.live.expectPhase("setting");
    await b.live.doneWithoutFoul();
    await c.live.button(TB.houseWay).click();
    await b.live.expectPhase("settled");

    // And the round after: one click is still one chip, and Deal is on.
    await b.live.runOutClock("settled");
    await b.live.expectPhase("bets");
    await b.live.addChips("$1");
    await expect(mainAmount).toHaveAttribute("data-amount", "100");
    await expect(b.live.button(TB.deal)).toBeEnabled();
    // Re-Bet stacks the last Deal's chips: the $1 bet alone.
    await b.live.button(TB.clear).click();
    await b.live.button(TB.reBet).click();
    await expect(mainAmount).toHaveAttribute("data-amount", "100");
    await expect(b.page.getByTestId("bonus-circle")).toHaveAttribute("data-amount", "0");

    for (const { context } of [a, b, c]) await context.close();
  });
});
