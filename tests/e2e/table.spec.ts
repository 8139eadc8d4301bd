import { expect, type Page, test } from "@playwright/test";
import { formatCard, parseHand } from "../../lib/engine/cards";
import { allSplits } from "../../lib/engine/splits";
import { L, leaks, T, TableGame } from "./pages/TableGame";

const USD = "usd-2-300";
const FAST = "test-fast"; // $1-$100, a 4-second timer (TABLE_TEST_TABLES=1)

/** The rounds of the log's CSV export, oldest first: the learner's and the dealer's hands. */
async function csvRounds(page: Page, tableId: string) {
  const csv = await (await page.request.get(`/en/table/log/export?table=${tableId}`)).text();
  const [, ...rows] = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  return rows
    .map((row) => row.split(","))
    .map((cells) => ({ hand: cells[6] ?? "", dealer: (cells[8] ?? "").split(" ") }))
    .reverse();
}

test.describe("the play-money table", () => {
  test.use({ locale: "en-US" });

  test("ten rounds with the mouse: bets, settling, marks, balance and the log", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const game = new TableGame(page);
    await page.goto("/en/table");
    await expect(page.getByTestId("play-money")).toBeVisible();
    await page.getByRole("link", { name: /\$2–\$300/ }).click();
    await expect(page).toHaveURL(/\/en\/table\/usd-2-300$/);
    let balance = await game.balanceCents();
    expect(balance).toBe(100_000);

    const midRound: string[] = [];
    const hands: string[] = [];
    for (let round = 0; round < 10; round++) {
      if (round === 0) {
        // Chips build the bet; a click on the selected circle takes the last one off.
        await game.chip("$25").click();
        await game.chip("$1").click();
        await expect(page.getByTestId("main-amount")).toHaveText("$26");
        await page.getByTestId("main-circle").click();
        await expect(page.getByTestId("main-amount")).toHaveText("$25");
        await game.chip("$5").click();
        await expect(game.deal).toBeEnabled();
      } else {
        await game.newGame.click();
        await expect(page.getByTestId("main-amount")).toHaveText("$0");
        await expect(game.deal).toBeDisabled();
        await game.reBet.click();
      }
      await expect(page.getByTestId("main-amount")).toHaveText("$30");
      await game.deal.click();
      const hand = await game.hand();
      hands.push((await game.dealtHand()).join(" "));
      // The page as the server renders it mid-round (checked against the dealer's cards below).
      midRound.push(await (await page.request.get(page.url())).text());
      expect(await game.balanceCents()).toBe(balance - 3_000);

      const [i, j] = await game.houseWayPositions();
      await game.card(hand[i] as string).click();
      await game.card(hand[j] as string).click();
      await game.done.click();
      await expect(game.result).toBeVisible();
      await expect(game.marks()).toHaveCount(4);
      expect(await game.dealerCards()).toHaveLength(7);

      const delta = await game.expectedDelta(3_000);
      expect(await game.balanceCents()).toBe(balance + delta);
      balance += delta;
    }

    await page.getByRole("link", { name: T.log, exact: true }).click();
    await expect(page.getByTestId("log-row")).toHaveCount(10);
    await expect(page.getByTestId("log-count")).toHaveText("10 rounds");
    // A row opens the round: both hands, the comparisons, the money it moved.
    await page.getByTestId("log-row").first().getByRole("link").click();
    await expect(page.getByTestId("dealer-hands")).toBeVisible();
    await expect(page.getByTestId("player-hands")).toBeVisible();
    await expect(page.getByTestId("round-set-by")).toHaveText(L.setBy.learner);
    await expect(page.getByTestId("ledger-line").first()).toContainText(L.round.ledgerKinds.bet);
    // The CSV export holds every round; no dealer's cards were in the page before settling.
    const rounds = await csvRounds(page, USD);
    expect(rounds.map((r) => r.hand)).toEqual(hands);
    rounds.forEach((r, k) => {
      expect(r.dealer).toHaveLength(7);
      expect(leaks(midRound[k] ?? "", r.dealer)).toEqual([]);
    });
  });

  test("the deal's answer and the page hold no dealer's card before settling", async ({ page }) => {
    const game = new TableGame(page);
    await game.open(USD);
    // The deal as the browser sends it: the live API's bet at the learner's own table.
    const own = `/api/live/${encodeURIComponent(`own:${USD}`)}`;
    const dealRequest = page.waitForRequest((r) => r.url().endsWith(`${own}/bet`));
    await game.chip("$5").click();
    await game.deal.click();
    expect(JSON.parse((await dealRequest).postData() ?? "{}")).toEqual({ main: 500 });
    await game.hand();
    await game.houseWayButton.click();
    await expect(game.result).toBeVisible();

    // Deal as the browser does, reading the whole answer.
    const answer = await page.request.post(`${own}/bet`, {
      headers: { "content-type": "application/json" },
      data: { main: 500 },
    });
    const body = await answer.text();
    expect(body).toContain('"status":"ok"');
    expect(body).toContain('"phase":"setting"');
    const html = await (await page.request.get(page.url())).text();
    // The open round's page (the log's link): the learner's own seven cards, no dealer's.
    const roundId = (JSON.parse(body) as { view: { round: { id: string } } }).view.round.id;
    const roundPage = await (await page.request.get(`/en/table/log/${roundId}`)).text();
    const shown = [...roundPage.matchAll(/data-card-shown="([^"]+)"/g)].map((m) => m[1]);
    await page.reload();
    const mine = await game.dealtHand();
    expect(body).toContain(JSON.stringify(mine));
    await game.houseWayButton.click();
    await expect(game.result).toBeVisible();
    const dealer = (await csvRounds(page, USD)).at(-1)?.dealer ?? [];
    expect([...(await game.dealerCards())].sort()).toEqual([...dealer].sort());
    expect(leaks(body, dealer)).toEqual([]);
    expect(leaks(html, dealer)).toEqual([]);
    expect(leaks(roundPage, dealer)).toEqual([]);
    expect([...shown].sort()).toEqual([...mine].sort());
    // The settled page does show them: the check would see a leak.
    expect(leaks(await page.content(), dealer).length).toBeGreaterThan(0);
  });

  test("ten rounds with the keyboard, house way by key, the log marks them", async ({ page }) => {
    test.setTimeout(120_000);
    const game = new TableGame(page);
    await game.open(USD);
    await page.keyboard.press("w"); // $5
    await page.keyboard.press("w");
    await expect(page.getByTestId("main-amount")).toHaveText("$10");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("e"); // $25
    await expect(page.getByTestId("main-amount")).toHaveText("$30");
    let balance = await game.balanceCents();
    for (let round = 0; round < 10; round++) {
      if (round > 0) {
        await page.keyboard.press("n");
        await page.keyboard.press("b");
        await expect(page.getByTestId("main-amount")).toHaveText("$30");
      }
      await page.keyboard.press("d");
      await game.hand();
      if (round % 2 === 0) {
        const [i, j] = await game.houseWayPositions();
        await page.keyboard.press(String(i + 1));
        await page.keyboard.press(String(j + 1));
        await expect(game.cardButtons.nth(i)).toHaveAttribute("aria-pressed", "true");
        await page.keyboard.press("Enter");
      } else {
        await page.keyboard.press("h");
      }
      await expect(game.result).toBeVisible();
      const delta = await game.expectedDelta(3_000);
      expect(await game.balanceCents()).toBe(balance + delta);
      balance += delta;
      await expect(game.result).toContainText(round % 2 === 0 ? T.setBy.learner : T.setBy.houseWay);
    }
    // Rules are a key away and the round is still there after closing them.
    await page.keyboard.press("?");
    await expect(page.getByRole("dialog", { name: T.rules.title })).toBeVisible();
    await page.getByRole("button", { name: T.rules.back }).click();
    await expect(game.result).toBeVisible();

    await page.goto("/en/table/log");
    await expect(page.getByTestId("log-row")).toHaveCount(10);
    await expect(page.getByRole("cell", { name: L.setBy["house-way"], exact: true })).toHaveCount(
      5,
    );
  });

  test("a phone: no sideways scrolling, the next action on screen", async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 667 },
      locale: "en-US",
      hasTouch: true,
    });
    const page = await context.newPage();
    const game = new TableGame(page);
    await game.open(USD);
    const noSideways = () =>
      page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
    await game.chip("$25").tap();
    await expect(game.deal).toBeInViewport();
    expect(await noSideways()).toBeLessThanOrEqual(375);
    await game.deal.tap();
    const hand = await game.hand();
    const [i, j] = await game.houseWayPositions();
    await game.card(hand[i] as string).tap();
    await game.card(hand[j] as string).tap();
    await expect(game.done).toBeInViewport();
    expect(await noSideways()).toBeLessThanOrEqual(375);
    await game.done.tap();
    await expect(game.result).toBeVisible();
    await expect(game.newGame).toBeInViewport();
    expect(await noSideways()).toBeLessThanOrEqual(375);
    await context.close();
  });

  test("the timer: the house way settles when it runs out, and after the tab is closed", async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    const game = new TableGame(page);
    await game.open(FAST);
    await game.chip("$5").click();
    await game.deal.click();
    await game.hand();
    await expect(game.countdown).toBeVisible();
    // Nobody touches anything: the clock runs out and the house way sets the hand.
    await expect(game.notice).toHaveText(T.notice.timer, { timeout: 15_000 });
    await expect(game.result).toContainText(T.setBy.timer);
    await expect(game.marks()).toHaveCount(4);

    // Deal, then close the tab: coming back shows the round ended by the house way.
    await game.newGame.click();
    await game.reBet.click();
    await game.deal.click();
    const hand = await game.hand();
    await page.close();
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    const back = await context.newPage();
    const again = new TableGame(back);
    await again.open(FAST);
    await expect(again.result).toContainText(T.setBy.timer);
    const shown = await back
      .getByTestId("player-hands")
      .locator("[data-card-shown]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-card-shown")));
    expect([...shown].sort()).toEqual([...hand].sort());
    await back.goto("/en/table/log?table=test-fast");
    await expect(back.getByRole("cell", { name: L.setBy.timer, exact: true })).toHaveCount(2);
    await context.close();
  });

  test("two tabs cannot deal or settle twice; a reload mid-round shows the same hand", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    const other = await context.newPage();
    const game = new TableGame(page);
    const second = new TableGame(other);
    await game.open(USD);
    await second.open(USD);

    await game.chip("$5").click();
    await game.deal.click();
    const hand = await game.hand();
    const balance = await game.balanceCents();

    // The second tab still shows the betting screen: its Deal is refused, then it shows the round.
    await second.chip("$5").click();
    await second.deal.click();
    await expect(second.notice).toHaveText(T.notice.elsewhere);
    expect(await second.hand()).toEqual(hand);
    expect(await second.balanceCents()).toBe(balance);

    await page.reload();
    expect(await game.hand()).toEqual(hand);
    expect(await game.balanceCents()).toBe(balance);
    await expect(game.deal).toHaveCount(0);

    // Settle in the first tab; Done in the second changes nothing.
    await game.houseWayButton.click();
    await expect(game.result).toBeVisible();
    const settled = await game.balanceCents();
    const [i, j] = await second.houseWayPositions();
    await second.card(hand[i] as string).click();
    await second.card(hand[j] as string).click();
    await second.done.click();
    await expect(second.result).toBeVisible();
    await expect(second.notice).toHaveText(T.notice.elsewhere);
    expect(await second.balanceCents()).toBe(settled);
    await other.goto("/en/table/log");
    await expect(other.getByTestId("log-row")).toHaveCount(1);
    await context.close();
  });

  test("rebuy tops the balance back up to the start after a loss", async ({ page }) => {
    test.setTimeout(90_000);
    const game = new TableGame(page);
    await game.open(USD);
    await expect(game.rebuy).toBeDisabled();
    await game.chip("$100").click();
    await game.chip("$100").click();
    await game.chip("$100").click();
    // Lose on purpose: a fouled setting loses whatever the dealer holds (after a warning), so
    // the balance drops below the start without depending on the cards.
    for (let round = 0; round < 5; round++) {
      if (round > 0) {
        await game.newGame.click();
        await game.reBet.click();
      }
      await game.deal.click();
      const hand = parseHand((await game.hand()).join(" "));
      const foul = allSplits(hand).find((split) => split.foul);
      if (!foul) {
        await game.houseWayButton.click();
      } else {
        for (const i of foul.frontIndex) await game.card(formatCard(hand[i] as number)).click();
        await game.done.click();
        await page.getByRole("button", { name: T.foulConfirm.yes }).click();
        await expect(game.result).toHaveAttribute("data-outcome", "foul");
      }
      await expect(game.result).toBeVisible();
      if ((await game.balanceCents()) < 100_000) break;
      await page.waitForTimeout(600); // stay within the per-learner rate limit
    }
    expect(await game.balanceCents()).toBeLessThan(100_000);
    await expect(game.rebuy).toBeEnabled();
    await game.rebuy.click();
    await expect(game.balance).toHaveText("$1,000.00");
    await expect(page.getByTestId("rebuys")).toHaveText("1 rebuy");
    await expect(game.rebuy).toBeDisabled();
  });

  test("the coach grades the setting played and totals the session", async ({ page }) => {
    const game = new TableGame(page);
    await game.open(USD);
    await game.chip("$25").click();
    await game.deal.click();
    await game.hand();
    await game.houseWayButton.click();
    await expect(game.result).toBeVisible();
    await expect(page.getByTestId("session-rounds")).toHaveText("1");
    await page.getByRole("button", { name: T.coach.show }).click();
    await expect(page.getByTestId("split-row")).toHaveCount(21);
    await expect(page.getByTestId("coach-money")).toBeVisible();
    // Switched off, the coach keeps quiet.
    await page.getByLabel(T.coach.toggle).uncheck();
    await expect(page.getByTestId("split-row")).toHaveCount(0);
  });
});

test.describe("the table in German", () => {
  test.use({ locale: "de-DE" });

  test("plays a round with German labels and amounts", async ({ page }) => {
    const de = (await import("../../messages/de/table.json", { with: { type: "json" } })).default
      .Table;
    const game = new TableGame(page, de);
    await game.open(USD, "de");
    await expect(page.getByTestId("play-money")).toHaveText(de.playMoney);
    await page.locator('button[data-chip="500"]').click();
    await game.deal.click();
    await game.hand();
    await game.houseWayButton.click();
    await expect(game.result).toContainText(de.setBy.houseWay);
    await expect(page.getByTestId("balance")).toContainText("$");
    await expect(page.getByRole("button", { name: /^Neues Spiel/ })).toBeVisible();
  });
});

test.describe("banking", () => {
  test.use({ locale: "en-US" });

  test("take the bank: approve three rounds, auto-approve five, let the clock run out, read the log", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const B = T.bank;
    const game = new TableGame(page);
    await game.open("usd-5-50-bank");
    const take = page.getByRole("button", { name: B.take, exact: true });
    // The entry rule, explained: no points yet.
    await expect(take).toBeDisabled();
    await expect(page.getByTestId("bank-reason")).toContainText("50 points");

    // 50 points: one $50 round as a player.
    await game.chip("$25").click();
    await game.chip("$25").click();
    await game.deal.click();
    await game.hand();
    await game.houseWayButton.click();
    await expect(game.result).toBeVisible();
    await expect(page.getByTestId("bank-points")).toContainText("Points: 50");
    await expect(take).toBeEnabled();

    await page.getByLabel(B.seats).selectOption("3");
    await take.click();
    const approve = page.getByRole("button", { name: B.approve, exact: true });
    const rounds = page.getByTestId("bank-rounds");
    for (let k = 1; k <= 3; k++) {
      const before = await game.balanceCents();
      await approve.click();
      await expect(rounds).toHaveText(k === 1 ? "1 round as the bank" : `${k} rounds as the bank`);
      await expect(page.getByTestId("bank-seat")).toHaveCount(3);
      // The coach prices the round and says whether the house way set the bank best.
      await expect(page.getByTestId("bank-coach")).toContainText(/Coach: the house way/);
      // Every seat's comparison is marked; the balance moved by the round's result.
      await expect(page.getByTestId("bank-round").locator("[data-mark]")).toHaveCount(6);
      const net = (await page.getByTestId("bank-net").textContent()) ?? "";
      const cents =
        Math.round(Number(net.replace(/[^0-9.]/g, "")) * 100) *
        (net.includes("-") || net.includes("−") ? -1 : 1);
      expect(await game.balanceCents()).toBe(before + cents);
    }
    await page.getByLabel(B.auto).check();
    await expect(rounds).toHaveText("8 rounds as the bank", { timeout: 40_000 });
    await page.getByLabel(B.auto).uncheck();
    await expect(page.getByTestId("countdown")).toBeVisible();
    // Nobody approves: after the approval time the learner leaves the bank.
    await expect(page.getByTestId("bank-left")).toHaveText(B.timedOut, { timeout: 45_000 });
    await expect(take).toBeVisible();
    // An auto-approved round may have started as the box was cleared: count what was played.
    const banked = Number(/\d+/.exec((await rounds.textContent()) ?? "")?.[0]);
    expect(banked).toBeGreaterThanOrEqual(8);

    await page.goto("/en/table/log?table=usd-5-50-bank");
    await expect(page.getByTestId("log-row")).toHaveCount(banked + 1);
    await expect(page.getByRole("cell", { name: L.setBy["house-way"], exact: true })).toHaveCount(
      banked + 1,
    );
    await page.getByTestId("log-row").first().getByRole("link").click();
    await expect(page.getByTestId("bank-hand")).toBeVisible();
    await expect(page.getByTestId("round-role")).toHaveText(L.roles.banker);
    await expect(page.getByTestId("ledger-line").last()).toContainText(
      L.round.ledgerKinds["bank-commission"],
    );
  });
});
