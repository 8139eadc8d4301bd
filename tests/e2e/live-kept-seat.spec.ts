import { expect, test } from "@playwright/test";
import { LiveTablePage, LV, seatedLearner, TB } from "./pages/LiveTablePage";

// Issue 55: the kept seat. A presses Deal and their tab closes (the event stream drops): B sees
// "reconnecting" beside A's seat; A comes back in a new tab within seconds: the same seat, the
// bet still placed. A drops again; B's Deal deals at once without A (A's pressed bet returned,
// A's balance untouched); A comes back: still seated, and Re-Bet offers A's last bets (kept on
// A's device). A slow-clock table of its own (live-test-e2e-8).
const TABLE = "live-test-e2e-8";

test("a dropped player's seat and bets are kept; the round goes on without them", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const a = await seatedLearner(browser, "kept-a", TABLE);
  const b = await seatedLearner(browser, "kept-b", TABLE);
  const away = b.live.seat(a.name).getByTestId("live-seat-away");
  const seatOfA = (await a.live.view()).you.seat;

  await a.live.addChips("$1");
  await a.live.deal();
  await a.page.close();
  await expect(away).toContainText(LV.table.seatAway);

  // Back in a new tab: the same seat, the bet still placed, no longer away for the others.
  let back = await a.context.newPage();
  let live = new LiveTablePage(back, TABLE);
  await live.open();
  await expect(live.role).toHaveText(LV.table.role.player.replace("{seat}", String(seatOfA)));
  await expect(back.getByTestId("live-bet-placed")).toBeVisible();
  await expect(away).toHaveCount(0);

  // Dropped again: B's Deal deals at once, without A; A's bet never leaves A's wallet.
  await back.close();
  await expect(away).toBeVisible();
  await b.live.addChips("$1");
  await b.live.deal();
  await b.live.expectPhase("setting");
  const dealt = await b.live.view();
  expect(dealt.seats.find((s) => s.seat === seatOfA)).toMatchObject({ name: a.name, bet: null });
  back = await a.context.newPage();
  live = new LiveTablePage(back, TABLE);
  await live.open();
  await expect(live.balance).toHaveText("$1,000.00");
  await b.live.doneWithoutFoul();
  await b.live.expectPhase("settled");
  await b.live.runOutClock("settled");
  await live.expectPhase("bets");
  // The next bets: A is still seated, and Re-Bet offers A's last bets from this device.
  await expect(live.role).toHaveText(LV.table.role.player.replace("{seat}", String(seatOfA)));
  await expect(live.button(TB.reBet)).toBeEnabled();
  await live.button(TB.reBet).click();
  await live.deal();
  expect((await live.view()).seats.find((s) => s.seat === seatOfA)?.bet).toBe(100);

  for (const { context } of [a, b]) await context.close();
});
