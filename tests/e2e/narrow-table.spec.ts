import { expect, test } from "@playwright/test";
import type { Locale } from "../../lib/i18n/locales";
import { TableGame } from "./pages/TableGame";

/** Lines a node's text runs over (a Range's client rects, one per line box). */
const linesOf = (el: Element) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
};

test.describe("the solo table at 375 px (issue 32 item 8)", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const locale of ["en", "de", "sv", "fr"] as const satisfies readonly Locale[]) {
    test(`${locale}: the timer stays on one line and two front labels keep a gap`, async ({
      page,
    }) => {
      const game = new TableGame(page);
      await game.open("usd-2-300", locale);
      // The $5 chip (the table's minimum is $2), whatever the locale calls it.
      await page.locator('button[data-chip="500"]').click();
      await page.keyboard.press("d");
      await expect(game.cardButtons).toHaveCount(7);
      await expect(game.countdown).toBeVisible();
      const timerText = game.countdown.locator("span.font-mono");
      expect(await timerText.evaluate(linesOf)).toBe(1);

      // Two neighbours in front: their labels must not touch.
      await game.cardButtons.nth(2).click();
      await game.cardButtons.nth(3).click();
      const labels = page.getByTestId("hand").locator("li > span:last-child > span.bg-chip-400");
      await expect(labels).toHaveCount(2);
      const [a, b] = await labels.evaluateAll((els) =>
        els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect),
      );
      expect((b?.left ?? 0) - (a?.right ?? 0)).toBeGreaterThanOrEqual(2);
    });
  }
});
