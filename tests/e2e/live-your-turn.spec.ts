import { expect, test } from "@playwright/test";
import { AccountPages, freshPage, uniqueName } from "./pages/AccountPages";
import { LiveTablePage, LV } from "./pages/LiveTablePage";

// Issue 55: your-turn cues. The tone is off until the player turns it on; then it sounds as
// their betting begins and again as their setting begins (counted by a stand-in for the page's
// oscillators), the tab's title says whose turn it is, and the countdown is drawn as a ring as
// well as told in seconds. A slow-clock table of its own (live-test-e2e-9).
const TABLE = "live-test-e2e-9";

test("the tone, the tab title and the countdown ring as the player's turns begin", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await freshPage(browser);
  await page.addInitScript(() => {
    const w = window as unknown as { __tones: number; AudioContext: typeof AudioContext };
    w.__tones = 0;
    const Real = w.AudioContext;
    w.AudioContext = class extends Real {
      createOscillator() {
        const oscillator = super.createOscillator();
        const start = oscillator.start.bind(oscillator);
        oscillator.start = (when?: number) => {
          w.__tones++;
          start(when);
        };
        return oscillator;
      }
    };
  });
  const tones = () => page.evaluate(() => (window as unknown as { __tones: number }).__tones);
  await new AccountPages(page).signUp(uniqueName("turn"), "student");
  await page.waitForURL((url) => !url.pathname.endsWith("/signup"));
  const live = new LiveTablePage(page, TABLE);
  await live.open();
  const sound = page.getByRole("checkbox", { name: LV.table.turnSound });
  await expect(sound).not.toBeChecked();
  await sound.check();

  await live.sit();
  await live.expectPhase("bets");
  await expect.poll(tones).toBe(1);
  await expect(page).toHaveTitle(new RegExp(`^${LV.turn.bets}`));
  const countdown = page.getByTestId("live-countdown").getByRole("timer");
  await expect(countdown.locator("svg")).toBeVisible();
  await expect(countdown).toContainText(/\d+ seconds/);

  await live.addChips("$1");
  await live.deal();
  await live.expectPhase("setting");
  await expect.poll(tones).toBe(2);
  await expect(page).toHaveTitle(new RegExp(`^${LV.turn.setting}`));
  await live.doneWithoutFoul();
  await expect(page).not.toHaveTitle(/^▶/);
  expect(await tones()).toBe(2);
  await context.close();
});
