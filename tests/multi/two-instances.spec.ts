/**
 * Issue 15: two instances behind one database behave as one app. One browser (one cookie jar:
 * cookies do not depend on the port) alternates between instance A and instance B.
 */
import { expect, test } from "@playwright/test";
import account from "../../messages/en/account.json" with { type: "json" };
import practice from "../../messages/en/practice.json" with { type: "json" };
import { INSTANCES } from "../../playwright.multi.config";
import { PASSWORD, uniqueName } from "../e2e/pages/AccountPages";
import { PracticeTable } from "../e2e/pages/PracticeTable";
import { messagesOf, RuleEditorPage, RulePage, translator } from "../e2e/pages/RulePages";
import { TableGame } from "../e2e/pages/TableGame";

const [A, B] = INSTANCES as [string, string];
const hands = async (request: import("@playwright/test").APIRequestContext, base: string) =>
  ((await (await request.get(`${base}/en/progress/data`)).json()) as { summary: { hands: number } })
    .summary.hands;

test.use({ locale: "en-US" });

test("a hand graded on A counts on B; an account made on B is signed in on A", async ({ page }) => {
  const drill = new PracticeTable(page, practice.Drill);
  await page.goto(`${A}/en/practice`);
  const hand = await drill.hand();
  await drill.card(hand[0] as string).click();
  await drill.card(hand[1] as string).click();
  await drill.submit.click();
  await expect(drill.verdict).toBeVisible();
  expect(await hands(page.request, B)).toBe(1);

  const name = uniqueName("multi");
  await page.goto(`${B}/en/signup`);
  await page.getByLabel(account.Account.signUp.username, { exact: true }).fill(name);
  await page.getByLabel(account.Account.signUp.password, { exact: true }).fill(PASSWORD);
  await page.getByRole("radio", { name: account.Account.signUp.roles.student }).check();
  await page.getByRole("button", { name: account.Account.signUp.submit }).click();
  await page.waitForURL((url) => !url.pathname.endsWith("/signup"));
  // The session made on B opens the account on A, with the adopted anonymous hand.
  await page.goto(`${A}/en/account`);
  await expect(page.getByRole("main")).toContainText(name);
  expect(await hands(page.request, A)).toBe(1);
});

test("a table round dealt on A is finished on B, and the log on A shows it settled", async ({
  page,
}) => {
  const game = new TableGame(page);
  await page.goto(`${A}/en/table/usd-2-300`);
  await expect(page.getByTestId("play-money")).toBeVisible();
  const before = await game.balanceCents();
  await game.chip("$5").click();
  await game.deal.click();
  const dealt = await game.dealtHand();

  await page.goto(`${B}/en/table/usd-2-300`);
  expect(await game.dealtHand()).toEqual(dealt);
  await game.houseWayButton.click();
  await expect(game.result).toBeVisible();
  const after = before + (await game.expectedDelta(500));
  await expect.poll(() => game.balanceCents()).toBe(after);

  await page.goto(`${A}/en/table/usd-2-300`);
  await expect.poll(() => game.balanceCents()).toBe(after);
  const csv = await (await page.request.get(`${A}/en/table/log/export?table=usd-2-300`)).text();
  expect(csv).toContain(dealt.join(" "));
});

test("a rule page edited on A reads the new text on B at once", async ({ page }) => {
  const t = translator(messagesOf("en"));
  const editor = new RuleEditorPage(page, t);
  await editor.signIn("en", "/rules/glossary/edit");
  await page.goto(`${B}/en/rules/glossary`); // B renders (and may cache) the old text first
  await page.goto(`${A}/en/rules/glossary/edit`);
  const title = `Glossary on two instances ${Date.now()}`;
  await editor.title.fill(title);
  await editor.save();
  await expect(editor.status).toContainText(/Saved as version \d+\./);
  await page.goto(`${B}/en/rules/glossary`);
  await expect(new RulePage(page).heading(title)).toBeVisible();
  await page.goto(`${B}/en/rules`);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
});

test("the stream cap holds across instances: 4 streams on A, the 5th on B is refused", async ({
  browser,
}) => {
  // A context of its own: no other test's streams, one address (127.0.0.1) on both instances.
  const context = await browser.newContext();
  const onA = await context.newPage();
  const onB = await context.newPage();
  await onA.goto(`${A}/api/health`);
  await onB.goto(`${B}/api/health`);
  // Four lobby streams on A (the cap, STREAMS_PER_VIEWER), each open.
  await onA.evaluate(async () => {
    const streams = Array.from({ length: 4 }, () => new EventSource("/api/live/events"));
    (window as unknown as { streams: EventSource[] }).streams = streams;
    await Promise.all(
      streams.map(
        (s) =>
          new Promise((resolve, reject) => {
            s.onopen = resolve;
            s.onerror = reject;
          }),
      ),
    );
  });
  /** Opens one lobby stream on B: its HTTP status (the stream is closed at once). */
  const openOnB = () =>
    onB.evaluate(async () => {
      const response = await fetch("/api/live/events");
      await response.body?.cancel();
      return response.status;
    });
  expect(await openOnB()).toBe(429);
  // A stream on A ends: its lease goes back, and B may open one.
  await onA.evaluate(() => (window as unknown as { streams: EventSource[] }).streams[0]?.close());
  await expect.poll(openOnB, { timeout: 10_000 }).toBe(200);
  await context.close();
});
