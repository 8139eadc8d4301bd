import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
import { parseHand } from "../../lib/engine/cards";
import { allSplits } from "../../lib/engine/splits";
import type { LiveView } from "../../lib/live/api";
import { AccountPages, ClassesPage, freshPage, TeachPages, uniqueName } from "./pages/AccountPages";
import { LiveTablePage, LV, TB } from "./pages/LiveTablePage";

// The test-only live tables: 5 s bets, 6 s setting, 6 s approval, the bank's entry rule 0 points
// (TABLE_TEST_TABLES=1, set by the e2e server). Each test plays at a copy of its own
// (live-test-fast-1 ... -4 here, -5 ... -10 in live-walk.spec.ts), so no test meets another's
// seats, bank or rounds. A public table's id is its config's id.
const TABLES = {
  // Five-minute timers the test runs out itself (runOutClock): its checks never race a timer.
  threeLearners: "live-test-e2e-1",
  visitor: "live-test-fast-2",
  lobby: "live-test-fast-3",
  keyboard: "live-test-fast-4",
} as const;

async function learner(browser: Browser, prefix: string, table: string) {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const name = uniqueName(prefix);
  await new AccountPages(page).signUp(name, "student");
  await page.waitForURL((url) => !url.pathname.endsWith("/signup"));
  const live = new LiveTablePage(page, table);
  await live.open();
  return { context, page, name, live };
}

/** The cards that one viewer may never be sent before settling: every seat's but its own. */
function othersCards(view: LiveView): string[][] {
  const own = view.you.role === "player" ? view.you.seat : null;
  return [
    ...(view.bank.cards ? [view.bank.cards] : []),
    ...view.seats.filter((s) => s.seat !== own && s.cards !== null).map((s) => s.cards as string[]),
    ...view.seats.filter((s) => s.seat !== own && s.front !== null).map((s) => s.front as string[]),
  ];
}

function expectPrivate(view: LiveView, who: string) {
  if (view.phase === "settled") return;
  expect(othersCards(view), `${who} at seq ${view.seq} (${view.phase})`).toEqual([]);
  expect(view.bank.front, `${who}: the bank's front`).toBeNull();
}

/** A context's balance (its view) against its log: the newest round's balance after, and rounds. */
async function expectBalanceMatchesLog(live: LiveTablePage, rounds: number) {
  const view = await live.view();
  const rows = await live.logRows(live.tableId);
  expect(rows).toHaveLength(rounds);
  const after = Math.round(Number(rows[0]?.["balance after"]) * 100);
  expect(view.you.balance).toBe(after);
  // The nets add up from the starting $1,000.00 to the balance.
  const nets = rows.reduce((sum, row) => sum + Math.round(Number(row.net) * 100), 0);
  expect(100_000 + nets).toBe(view.you.balance);
  const shown = (await live.balance.textContent()) ?? "";
  expect(Math.round(Number(shown.replace(/[^0-9.]/g, "")) * 100)).toBe(view.you.balance);
}

/** Presses Tab until `target` has the focus (the keyboard's way to it), then checks the ring. */
async function tabTo(page: Page, target: Locator, max = 80) {
  await expect(target).toBeVisible();
  for (let k = 0; k < max; k++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectFocusRing(target);
      return;
    }
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element shows a focus ring (keyboard focus: :focus-visible with an outline). */
async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      visible: el.matches(":focus-visible"),
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
    };
  });
  expect(ring.visible, "matches :focus-visible").toBe(true);
  expect(ring.style).not.toBe("none");
  expect(ring.width).toBeGreaterThan(0);
}

test.describe("live tables", () => {
  test.use({ locale: "en-US" });

  test("three learners: A banks, B and C play three rounds pushed to every page", async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const TABLE = TABLES.threeLearners;
    const a = await learner(browser, "live-a", TABLE);
    const b = await learner(browser, "live-b", TABLE);
    let c = await learner(browser, "live-c", TABLE);
    const contexts: BrowserContext[] = [a.context, b.context];

    // The lobby, open in a second tab of A's, is pushed: it follows the table without a reload.
    const lobby = await a.context.newPage();
    await lobby.goto("/en/live");
    const card = lobby.locator(`[data-testid="live-lobby-table"][data-table="${TABLE}"]`);
    await expect(card.getByTestId("live-lobby-bank")).toHaveText(LV.lobby.house);

    // A sits and takes the bank; the other pages see it without a reload.
    await a.live.sit();
    await a.live.button(LV.controls.takeBank).click();
    await expect(a.live.role).toHaveText(LV.table.role.bank);
    await expect(b.page.getByTestId("live-bank-name")).toHaveText(a.name);
    await expect(c.page.getByTestId("live-bank-name")).toHaveText(a.name);

    await b.live.recordEvents();
    // B and C sit: the round waits for the bank's approval, which A gives.
    await b.live.sit();
    await c.live.sit();
    await a.live.expectPhase("approve");
    await a.live.button(LV.controls.approve).click();

    // Round 1: B and C bet; B sets with Done, C by House Way.
    await b.live.expectPhase("bets");
    await b.live.addChips("$5");
    await b.live.deal();
    await c.live.expectPhase("bets");
    await c.live.addChips("$1");
    await c.live.deal();
    await b.live.expectPhase("setting");
    const bHand = await b.live.hand();
    await b.live.doneWithoutFoul();
    // Before settling (C has not set): the JSON B and C are sent holds their own cards only.
    const bView = await b.live.view();
    expect(bView.phase).toBe("setting");
    expect(bView.seats.find((s) => s.seat === bView.you.seat)?.cards).toEqual(bHand);
    expectPrivate(bView, "B's JSON view");
    expectPrivate(await c.live.view(), "C's JSON view");
    await c.live.button(TB.houseWay).click();
    await a.live.button(LV.controls.autoApprove).click();
    await expect(a.live.button(LV.controls.autoApprove)).toHaveAttribute("aria-pressed", "true");
    for (const { live } of [a, b, c]) await live.expectPhase("settled");
    const settled1 = await a.live.view();
    const cSeat = settled1.seats.find((s) => s.name === c.name);
    const bSeat = settled1.seats.find((s) => s.name === b.name);
    expect(cSeat?.cards).toHaveLength(7);
    expect(bSeat?.cards).toEqual(bHand);
    expect(settled1.bank.cards).toHaveLength(7);
    // Every page shows every hand and net once settled, the bank's too.
    await expect(b.page.getByTestId("live-bank-hand")).toBeVisible();
    await expect(c.page.getByTestId(`live-seat-hand-${bSeat?.seat}`)).toBeVisible();
    await expect(a.page.getByTestId(`live-seat-net-${cSeat?.seat}`)).toBeVisible();
    await expect(a.page.getByTestId("live-bank-net")).toBeVisible();
    // The coach grades each player's own setting, for that player only.
    await expect(c.page.getByTestId(`live-seat-grade-${cSeat?.seat}`)).toContainText(/EV -?\d/);
    await expect(c.page.getByTestId(`live-seat-grade-${bSeat?.seat}`)).toHaveCount(0);
    await expect(a.page.getByTestId(/^live-seat-grade-/)).toHaveCount(0);
    await expect(b.page.getByTestId("live-last")).not.toHaveText(LV.table.lastRoundNone);
    // A plays against B and C; B against A.
    await expect(a.live.against).toContainText(b.name);
    await expect(a.live.against).toContainText(c.name);
    await expect(b.live.against).toHaveText(a.name);
    // The lobby caught up by itself.
    await expect(card.getByTestId("live-lobby-bank")).toHaveText(a.name);
    await expect(card).toContainText(b.name);
    await expect(card).toContainText(c.name);
    await lobby.close();

    // Round 2 (auto-approved): B and C bet; C closes their browser; the timer sets C's hand.
    // The settled round's show (5 s) ends now rather than being waited out.
    await a.live.runOutClock("settled");
    await b.live.expectPhase("bets");
    await b.live.addChips("$1");
    await b.live.deal();
    await c.live.addChips("$1");
    await c.live.deal();
    await b.live.expectPhase("setting");
    const cState = await c.context.storageState();
    await c.context.close();
    await b.live.doneWithoutFoul();
    // While the timer runs: the pages and the JSON as rendered for B and for the bank.
    const bHtml = await b.live.html();
    const aHtml = await a.live.html();
    const aView = await a.live.view();
    expect(aView.phase).toBe("setting");
    expectPrivate(aView, "A's JSON view");
    expectPrivate(await b.live.view(), "B's JSON view");
    // The house way sets C's hand when the timer runs out: pushed to A and B.
    await a.live.runOutClock("setting");
    await a.live.expectPhase("settled");
    await b.live.expectPhase("settled");
    const settled2 = await b.live.view();
    const hiddenFrom = (who: string) =>
      [
        settled2.bank.cards,
        ...settled2.seats.filter((s) => s.name !== who).map((s) => s.cards),
      ].filter((hand): hand is string[] => hand !== null);
    expect(hiddenFrom(b.name)).toHaveLength(2);
    // No page rendered mid-round held another seat's or the bank's cards (in any quoting).
    for (const [who, html, hidden] of [
      ["B", bHtml, hiddenFrom(b.name)],
      ["A", aHtml, hiddenFrom("")],
    ] as const) {
      expect(html).toContain(LV.table.phase.setting);
      for (const hand of hidden) {
        const json = JSON.stringify(hand);
        expect(html.includes(json), `${who}'s page`).toBe(false);
        expect(html.includes(json.replaceAll('"', '\\"')), `${who}'s page`).toBe(false);
      }
    }
    const c2 = settled2.seats.find((s) => s.name === c.name);
    expect(c2?.front).toHaveLength(2);
    expect(c2?.net).not.toBeNull();
    await expect(b.page.getByTestId(`live-seat-hand-${c2?.seat}`)).toBeVisible();

    // Every event B's stream carried before a settling held B's own cards only.
    const events = await b.live.recordedEvents();
    expect(events.length).toBeGreaterThan(3);
    for (const event of events) expectPrivate(event, "B's event");
    expect(events.some((e) => e.phase === "setting")).toBe(true);

    // Round 3: B bets alone (C's seat sits out); B reloads mid-round and finds it as it is.
    await b.live.runOutClock("settled");
    await b.live.expectPhase("bets");
    await b.live.addChips("$5");
    await b.live.deal();
    // B's bet is in; C's never comes: the bets' timer runs out and the cards are dealt.
    await expect
      .poll(async () => {
        const view = await b.live.view();
        return view.seats.find((seat) => seat.seat === view.you.seat)?.bet;
      })
      .toBeGreaterThan(0);
    await b.live.runOutClock("bets");
    await b.live.expectPhase("setting");
    const before = await b.live.hand();
    await b.page.reload();
    await b.live.expectPhase("setting");
    expect(await b.live.hand()).toEqual(before);
    await expect(b.live.seat(c.name)).toBeVisible();
    await expect(b.page.getByTestId("live-bank-name")).toHaveText(a.name);
    await b.live.button(TB.houseWay).click();
    await a.live.expectPhase("settled");
    await b.live.expectPhase("settled");

    // Each learner's balance agrees with their log: A banked 3 rounds, B played 3, C 2.
    await expectBalanceMatchesLog(a.live, 3);
    await expectBalanceMatchesLog(b.live, 3);
    const cBack = await browser.newContext({ locale: "en-US", storageState: cState });
    contexts.push(cBack);
    c = { ...c, context: cBack, page: await cBack.newPage() };
    c.live = new LiveTablePage(c.page, TABLE);
    await c.live.open();
    await expectBalanceMatchesLog(c.live, 2);

    for (const context of contexts) await context.close();
  });

  test("a visitor without an account watches and is asked to sign in to sit", async ({ page }) => {
    const live = new LiveTablePage(page, TABLES.visitor);
    await live.open();
    await expect(live.role).toHaveText(LV.table.role.watcher);
    await expect(page.getByText(LV.controls.signInToSit)).toBeVisible();
    const controls = page.getByTestId("live-controls");
    await expect(controls.getByRole("link", { name: LV.controls.signIn })).toHaveAttribute(
      "href",
      /\/en\/signin\?next=/,
    );
    await expect(live.button(LV.controls.sit)).toHaveCount(0);
    expect((await page.request.get("/en/live/no-such-table")).status()).toBe(404);
  });

  test("a teacher opens a live table for a class: its student sits, others get a 404", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const teacher = await freshPage(browser);
    const className = uniqueName("live-class");
    await new AccountPages(teacher.page).signUp(uniqueName("live-teacher"), "teacher");
    await teacher.page.waitForURL((url) => !url.pathname.endsWith("/signup"));
    const teach = new TeachPages(teacher.page);
    await teach.createClass(className);
    const { code } = await teach.openClass(className);
    // Opening takes the teacher to the table; opening again takes them to the same one.
    await teacher.page.getByRole("button", { name: LV.open.submit }).click();
    await expect(teacher.page).toHaveURL(/\/en\/live\/class-[^/]+$/);
    const tableUrl = new URL(teacher.page.url()).pathname;
    await teacher.page.goBack();
    await teacher.page.getByRole("button", { name: LV.open.submit }).click();
    await expect(teacher.page).toHaveURL(/\/en\/live\/class-[^/]+$/);
    expect(new URL(teacher.page.url()).pathname).toBe(tableUrl);
    const live = new LiveTablePage(teacher.page, tableUrl.split("/").pop() as string);
    await expect(live.role).toHaveText(LV.table.role.watcher);
    // A class table carries its class's name (issue 29 walk finding 6).
    await expect(teacher.page.getByRole("heading", { level: 1 })).toContainText(className);
    // The teacher watches (and may close the table) but does not sit.
    await expect(live.button(LV.controls.sit)).toHaveCount(0);
    await expect(live.button(LV.controls.close)).toBeVisible();

    // A member of the class finds it in the lobby and sits; a stranger is told it does not exist.
    const student = await freshPage(browser);
    const studentName = uniqueName("live-student");
    await new AccountPages(student.page).signUp(studentName, "student");
    await student.page.waitForURL((url) => !url.pathname.endsWith("/signup"));
    await new ClassesPage(student.page).join(code);
    await student.page.goto("/en/live");
    const classCard = student.page.locator(
      `[data-testid="live-lobby-table"][data-table="${live.tableId}"]`,
    );
    await expect(classCard.getByRole("heading")).toContainText(className);
    await classCard.getByRole("link").click();
    const seated = new LiveTablePage(student.page, live.tableId);
    await seated.sit();
    await expect(live.seat(studentName)).toBeVisible();
    // The teacher sees the student's balance and points.
    await expect(live.seat(studentName).getByTestId(/^live-seat-wallet-/)).toHaveText(
      "Balance $1,000.00 · 0 points",
    );
    const stranger = await freshPage(browser);
    expect((await stranger.page.request.get(tableUrl)).status()).toBe(404);
    expect((await stranger.page.request.get(`/api/live/${live.tableId}`)).status()).toBe(404);
    // The teacher's invite link (issue 55): shown, naming no locale; it opens the table for a
    // member, and a signed-in stranger who follows it is refused (not found), sitting by the
    // API too, with nothing stored.
    await live.button(LV.invite.button).click();
    const invite = await teacher.page.getByTestId("live-invite-link").inputValue();
    expect(new URL(invite).pathname).toBe(`/live/${live.tableId}`);
    const followed = await student.context.newPage();
    await followed.goto(invite);
    await expect(followed.getByRole("heading", { level: 1 })).toContainText(className);
    await expect(followed.getByTestId("live-role")).toContainText("a player");
    await followed.close();
    await new AccountPages(stranger.page).signUp(uniqueName("live-stranger"), "student");
    await stranger.page.waitForURL((url) => !url.pathname.endsWith("/signup"));
    const refused = await stranger.page.goto(invite);
    expect(refused?.status()).toBe(404);
    await expect(stranger.page.getByRole("heading", { level: 1 })).not.toContainText(className);
    const sit = await stranger.page.request.post(`/api/live/${live.tableId}/sit`, {
      headers: { "content-type": "application/json" },
      data: {},
    });
    expect(sit.status()).toBe(404);
    expect(await sit.json()).toMatchObject({ status: "error", code: "unknown-table" });
    expect((await seated.view()).seats.filter((s) => s.name !== null).map((s) => s.name)).toEqual([
      studentName,
    ]);
    // The teacher's look back over the class table's rounds is the teacher's only.
    expect((await stranger.page.request.get(`${tableUrl}/rounds`)).status()).toBe(404);
    expect((await student.page.request.get(`${tableUrl}/rounds`)).status()).toBe(404);
    const rounds = await teacher.context.newPage();
    await rounds.goto(`${tableUrl}/rounds`);
    await expect(rounds.getByRole("heading", { level: 1 })).toHaveText(LV.rounds.title);
    await expect(rounds.getByText(LV.rounds.empty)).toBeVisible();
    await expect(teacher.page.getByRole("link", { name: LV.controls.rounds })).toHaveAttribute(
      "href",
      `${tableUrl}/rounds`,
    );
    await rounds.close();

    // Closing: the seats are freed after the round (none is in play here).
    await live.button(LV.controls.close).click();
    await expect(live.seat(studentName)).toHaveCount(0);
    // Closed: no Close again for the teacher, and no Sit for the student.
    await expect(live.button(LV.controls.close)).toHaveCount(0);
    await expect(student.page.getByTestId("live-closed")).toHaveText(LV.controls.closed);
    await expect(seated.button(LV.controls.sit)).toHaveCount(0);
    for (const context of [teacher.context, student.context, stranger.context])
      await context.close();
  });
  test("the lobby is pushed: a sit in another browser shows without a reload, and nothing polls", async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const TABLE = TABLES.lobby;
    const watcher = await freshPage(browser);
    // The lobby's timers run on a clock the test moves (time still flows as usual until it
    // does): the fallback poll (every 15 s while the stream is down) is run past at once.
    await watcher.page.clock.install();
    // The page counts its own lobby reads as it asks for them: a timer that reads calls fetch
    // while the clock runs it, so the count is whole the moment runFor returns (the network's
    // request events come later).
    await watcher.page.addInitScript(() => {
      const w = window as unknown as { __lobbyReads: number };
      w.__lobbyReads = 0;
      const fetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname === "/api/live") w.__lobbyReads++;
        return fetch(input, init);
      };
    });
    const pageLobbyReads = () =>
      watcher.page.evaluate(() => (window as unknown as { __lobbyReads: number }).__lobbyReads);
    const lobbyReads: number[] = [];
    const streams: string[] = [];
    watcher.page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.method() === "GET" && url.pathname === "/api/live") lobbyReads.push(Date.now());
      if (url.pathname === "/api/live/events") streams.push(request.url());
    });
    await watcher.page.goto("/en/live");
    const card = watcher.page.locator(`[data-testid="live-lobby-table"][data-table="${TABLE}"]`);
    await expect(card).toBeVisible();
    await expect.poll(() => streams.length).toBeGreaterThan(0);

    const sitter = await learner(browser, "live-lobby", TABLE);
    await sitter.live.sit();
    await expect(card).toContainText(sitter.name, { timeout: 3_000 });
    await expect(watcher.page.getByTestId("live-reconnecting")).toHaveCount(0);
    // A minute of the page's timers, four fallback polls' worth, at once: the stream is up, so
    // the lobby never reads.
    await watcher.page.clock.runFor(60_000);
    expect(await pageLobbyReads()).toBe(0);
    await expect(watcher.page.getByTestId("live-reconnecting")).toHaveCount(0);
    expect(lobbyReads).toEqual([]);
    // And a leave is pushed as well.
    await sitter.live.button(LV.controls.leave).click();
    await expect(card).not.toContainText(sitter.name, { timeout: 3_000 });
    expect(await pageLobbyReads()).toBe(0);
    expect(lobbyReads).toEqual([]);
    for (const context of [watcher.context, sitter.context]) await context.close();
  });

  test("a whole live round with the keyboard only: lobby, sit, bet, set, result", async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await new AccountPages(page).signUp(uniqueName("live-keys"), "student");
    await page.waitForURL((url) => !url.pathname.endsWith("/signup"));

    // From the lobby to the table: Tab to its link, Enter.
    const TABLE = TABLES.keyboard;
    await page.goto("/en/live");
    const card = page.locator(`[data-testid="live-lobby-table"][data-table="${TABLE}"]`);
    await tabTo(page, card.getByRole("link"));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/en/live/${TABLE}$`));
    const live = new LiveTablePage(page, TABLE);
    await expect(page.locator("[data-hydrated]")).toBeVisible();

    // Sit: Tab to the button, Enter.
    await tabTo(page, live.button(LV.controls.sit));
    await page.keyboard.press("Enter");
    await expect(live.role).toContainText("a player");

    // Bet: Q puts the first chip ($1) on the main bet twice, Backspace takes one off, D deals
    // (alone at the table, a Deal deals at once).
    await live.expectPhase("bets", 20_000);
    await page.keyboard.press("q");
    await page.keyboard.press("q");
    await expect(page.getByTestId("main-amount")).toHaveText("$2");
    await page.keyboard.press("Backspace");
    await expect(page.getByTestId("main-amount")).toHaveText("$1");
    await page.keyboard.press("d");
    await live.expectPhase("setting", 20_000);

    // Set: the keys 1-7 pick the front (cards as laid out, by rank here), Enter is Done.
    const cards = await live.hand();
    const split = allSplits(parseHand(cards.join(" "))).find((s) => !s.foul);
    if (!split) throw new Error(`no split without a foul in ${cards.join(" ")}`);
    const [i, j] = split.frontIndex;
    const laidOut = await live.cardButtons.evaluateAll((els) =>
      els.map((el) => el.getAttribute("data-card")),
    );
    await page.keyboard.press(String(laidOut.indexOf(cards[i] as string) + 1));
    await page.keyboard.press(String(laidOut.indexOf(cards[j] as string) + 1));
    await expect(live.card(cards[i] as string)).toHaveAttribute("aria-pressed", "true");
    await expect(live.card(cards[j] as string)).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Enter");
    await expect(live.cardButtons).toHaveCount(0);

    // The result: settled (when the last hand is set, or by the clock), the last round's net.
    await live.expectPhase("settled", 20_000);
    await expect(page.getByTestId("live-last")).not.toHaveText(LV.table.lastRoundNone);
    const view = await live.view();
    const mine = view.seats.find((s) => s.seat === view.you.seat);
    expect(mine?.front?.sort()).toEqual([cards[i], cards[j]].sort());
    expect(mine?.net).not.toBeNull();
    // The way back to the lobby is on the keyboard too.
    await tabTo(page, page.getByRole("link", { name: LV.table.backToLobby }));
    await context.close();
  });
});
