import { type Browser, expect, test } from "@playwright/test";
import { AccountPages, uniqueName } from "./pages/AccountPages";
import { LiveTablePage, LV } from "./pages/LiveTablePage";

// Issue 55 item 1: bots in empty seats. A person alone at a public table plays against the
// house with two bots; a second person takes a bot's seat at the next round; when the last
// person leaves, the bots go and no round is played. A slow-clock table of its own with bots
// (live-test-e2e-bots-1, lib/table/tables.json live.bots 3): the test runs its timers out itself.
const TABLE = "live-test-e2e-bots-1";

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

test.describe("bots in empty seats (issue 55)", () => {
  test.use({ locale: "en-US" });

  test("a person alone plays with two bots; a second person takes a bot's seat; nobody, no round", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const a = await learner(browser, "bots-a");
    const bots = a.page.locator('[data-testid="live-seat"][data-bot]');
    await expect(bots).toHaveCount(0);
    await a.live.sit();
    // Two bots beside A, named as bots, and the note that says what they do.
    await expect(bots).toHaveCount(2);
    await expect(bots.first()).toContainText("(bot)");
    await expect(a.page.getByTestId("live-bots-note")).toBeVisible();

    await a.live.expectPhase("bets");
    await a.live.addChips("$1");
    await a.live.deal();
    await a.live.expectPhase("setting");
    const dealt = await a.live.view();
    const dealtBots = dealt.seats.filter((s) => s.bot);
    expect(dealtBots.map((s) => [s.bet, s.cards])).toEqual([
      [100, null],
      [100, null],
    ]);
    await a.live.doneWithoutFoul();
    await a.live.expectPhase("settled");
    const settled = await a.live.view();
    for (const seat of settled.seats.filter((s) => s.bot)) {
      expect(seat.cards).toHaveLength(7);
      expect(seat.setBy).toBe("house-way");
      expect(seat.net).not.toBeNull();
    }

    // B arrives; at the next round's bets B sits and takes the first bot's seat.
    const b = await learner(browser, "bots-b");
    const firstBot = dealtBots[0]?.seat;
    // Forged calls: B names the bot's seat while its round is on show, and turns bots off at
    // a public table: refused with their codes, nothing changes.
    const post = (verb: string, data: object) =>
      b.page.request.post(`/api/live/${TABLE}/${verb}`, {
        headers: { "content-type": "application/json" },
        data,
      });
    const taken = await post("sit", { seat: firstBot });
    expect(await taken.json()).toMatchObject({ status: "error", code: "seat-taken" });
    const forged = await post("bots", { on: false });
    expect(await forged.json()).toMatchObject({ status: "error", code: "forbidden" });
    expect((await b.live.view()).you.role).toBe("watcher");
    expect((await b.live.view()).seats.filter((s) => s.bot)).toHaveLength(2);
    await a.live.runOutClock("settled");
    await b.live.expectPhase("bets");
    await b.live.sit();
    const both = await b.live.view();
    expect(both.you.seat).toBe(firstBot);
    expect(both.seats.filter((s) => s.bot)).toHaveLength(1);
    await expect(b.page.locator('[data-testid="live-seat"][data-bot]')).toHaveCount(1);

    // Both leave: the bots go, the table stops.
    await b.live.button(LV.controls.leave).click();
    await a.live.button(LV.controls.leave).click();
    await a.live.expectPhase("idle");
    await expect(bots).toHaveCount(0);
    const after = await a.live.view();
    expect(after.seats.some((s) => s.bot)).toBe(false);
    expect(after.round).toBeNull();

    for (const { context } of [a, b]) await context.close();
  });
});
