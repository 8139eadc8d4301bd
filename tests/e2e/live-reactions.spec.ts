import { expect, test } from "@playwright/test";
import { LV, seatedLearner, TB } from "./pages/LiveTablePage";

// Issue 55: quick reactions. Two players at a public table: one's reaction shows beside their
// seat on the other's screen for a few seconds; a second one within 3 s is refused by the
// server (the page says so), and a forged reaction id too, with nothing shown. A slow-clock
// table of its own (live-test-e2e-6).
const TABLE = "live-test-e2e-6";

test("a reaction shows beside the seat to the table; the server limits it and refuses forged ids", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await seatedLearner(browser, "react-a", TABLE);
  const b = await seatedLearner(browser, "react-b", TABLE);
  const bubble = (p: typeof a, of: string) => p.live.seat(of).getByTestId("live-reaction");

  await a.live.button(LV.reactions["good-luck"]).click();
  await expect(bubble(b, a.name)).toHaveText(LV.reactions["good-luck"]);
  await expect(bubble(a, a.name)).toHaveText(LV.reactions["good-luck"]);
  // At once again: the server's limit, told on the page; the first one stays.
  await a.live.button(LV.reactions.thanks).click();
  await expect(a.live.error).toContainText(TB.errors["reaction-too-soon"]);
  await expect(bubble(b, a.name)).toHaveText(LV.reactions["good-luck"]);
  // A forged id: refused with its code, nothing shown.
  const forged = await b.page.request.post(`/api/live/${TABLE}/react`, {
    headers: { "content-type": "application/json" },
    data: { reaction: "you lose, ha" },
  });
  expect(await forged.json()).toMatchObject({ status: "error", code: "invalid-input" });
  await expect(bubble(a, b.name)).toHaveCount(0);
  // A few seconds later the bubble is gone, with no other change at the table.
  await expect(bubble(b, a.name)).toHaveCount(0, { timeout: 10_000 });
  expect((await b.live.view()).reactions).toEqual([]);

  for (const { context } of [a, b]) await context.close();
});
