import { type Browser, expect, test } from "@playwright/test";
import { AccountPages, uniqueName } from "./pages/AccountPages";
import { LiveTablePage, LV } from "./pages/LiveTablePage";

// Findings of issue 29's walk at the live tables, one test each. The test-only live table
// (TABLE_TEST_TABLES=1): 5 s bets, 6 s setting; a lone player's Deal deals at once.
const TABLE = "live-test-fast";

/** A new student's browser context, signed up and signed in. */
async function signedIn(browser: Browser, prefix: string) {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await new AccountPages(page).signUp(uniqueName(prefix), "student");
  await page.waitForURL((url) => !url.pathname.endsWith("/signup"));
  return { context, page };
}

test.describe("live table walk (issue 29)", () => {
  test("a fifth tab says the table is open in too many tabs, not 'Reconnecting' for ever (finding 9)", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page: first } = await signedIn(browser, "tabs");
    const pages = [first, ...(await Promise.all([1, 2, 3, 4].map(() => context.newPage())))];
    // Four tabs hold the learner's four streams; the fifth is refused.
    for (const page of pages.slice(0, 4)) {
      const live = new LiveTablePage(page, TABLE);
      await live.open();
      await expect(page.getByTestId("live-reconnecting")).toHaveCount(0);
    }
    const fifth = new LiveTablePage(pages[4] as (typeof pages)[number], TABLE);
    await fifth.open();
    const notice = fifth.page.getByTestId("live-reconnecting");
    await expect(notice).toHaveAttribute("data-status", "too-many", { timeout: 15_000 });
    await expect(notice).toHaveText(LV.errors["too-many-streams"]);
    // Closing a tab frees a stream (the server notices the closed connection at its next
    // write, a heartbeat within 20 s): the fifth connects on a later try, 15 s apart.
    await pages[0]?.close();
    await expect(notice).toHaveCount(0, { timeout: 60_000 });
    await context.close();
  });

  test("a settled hand shows its marks and outcome word, and 'Last round' survives a reload (findings 3, 4)", async ({
    browser,
  }) => {
    const { context, page } = await signedIn(browser, "last");
    const live = new LiveTablePage(page, TABLE);
    await live.open();
    await live.sit();
    const seat = (await live.view()).you.seat as number;
    await live.expectPhase("bets");
    await live.addChips("$5");
    await live.deal();
    await live.expectPhase("setting");
    await live.doneWithoutFoul();
    await live.expectPhase("settled");
    await expect(page.getByTestId(`live-seat-hand-${seat}-back-mark`)).toBeVisible();
    await expect(page.getByTestId(`live-seat-hand-${seat}-front-mark`)).toBeVisible();
    await expect(page.getByTestId(`live-seat-outcome-${seat}`)).toHaveText(/^(Win|Push|Loss)$/);
    const net = (await page.getByTestId(`live-seat-net-${seat}`).textContent()) ?? "";
    const last = page.getByTestId("live-last");
    await expect(last).not.toHaveText(LV.table.lastRoundNone);
    const shown = (await last.textContent()) ?? "";
    expect(net).toContain(shown);
    // After the results leave the felt (the next round's bets), a reload keeps the last round.
    await live.expectPhase("bets", 15_000);
    await page.reload();
    await expect(live.phase).toBeVisible();
    await expect(last).toHaveText(shown);
    await live
      .button(LV.controls.leave)
      .click()
      .catch(() => undefined);
    await context.close();
  });
});
