import { expect, test } from "@playwright/test";
import { AccountPages, freshPage, uniqueName } from "./pages/AccountPages";
import { LiveTablePage, LV } from "./pages/LiveTablePage";

// Issue 55: watchers. A signed-in learner and an anonymous visitor open a public table without
// a seat: the table and the lobby count them (each screen pushed, no reload); the learner's
// forged bet is refused; the learner sits (a player, no longer a watcher); the visitor's tab
// closes and the lobby's count goes down. A slow-clock table of its own (live-test-e2e-7).
const TABLE = "live-test-e2e-7";

test("watchers are counted at the table and in the lobby; a watcher's verb is refused", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await freshPage(browser);
  const name = uniqueName("watch-a");
  await new AccountPages(a.page).signUp(name, "student");
  await a.page.waitForURL((url) => !url.pathname.endsWith("/signup"));
  const live = new LiveTablePage(a.page, TABLE);
  await live.open();
  const watching = a.page.getByTestId("live-watchers");
  await expect(watching).toHaveText("1");
  await expect(live.role).toHaveText(LV.table.role.watcher);

  const visitor = await freshPage(browser);
  const table = await visitor.context.newPage();
  await new LiveTablePage(table, TABLE).open();
  await expect(watching).toHaveText("2");
  const lobby = visitor.page;
  await lobby.goto("/en/live");
  const card = lobby.locator(`[data-testid="live-lobby-table"][data-table="${TABLE}"]`);
  await expect(card.getByTestId("live-lobby-free")).toContainText("2 watching");

  // A watcher's bet: refused with its code, nothing placed.
  const forged = await a.page.request.post(`/api/live/${TABLE}/bet`, {
    headers: { "content-type": "application/json" },
    data: { main: 100 },
  });
  expect(await forged.json()).toMatchObject({ status: "error", code: "not-seated" });
  expect((await live.view()).seats.every((s) => s.bet === null)).toBe(true);

  // The watcher sits between rounds: a player now, one watcher left.
  await live.sit();
  await expect(watching).toHaveText("1");
  await expect(card.getByTestId("live-lobby-free")).toContainText("1 watching");
  await expect(card).toContainText(name);
  // The visitor's tab closes: nobody watches.
  await table.close();
  await expect(watching).toHaveText("0");
  await expect(card.getByTestId("live-lobby-free")).not.toContainText("watching");

  for (const { context } of [a, visitor]) await context.close();
});
