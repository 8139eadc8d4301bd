/**
 * Your own house way (issue 52 part 3), as a new learner meets it: sign up, open the editor
 * from Your casino, start from Foxwoods, change one rule (three aces), see the hands it sets
 * differently, save and watch the check of every hand finish (the real check, about 4 s),
 * choose the way in the EZ game and practise three hands graded against its dealer (the
 * engine's exact EVs under the same document); then paste a document that fouls and see it
 * refused with the hands it fouls. A second test shares a way by link: another learner reads
 * it and copies it to their own ways; then the owner deletes theirs, which leaves their list and
 * the editor's choice of ways while their casino and the other learner's copy stay. A third: a teacher's way gets its exact figures from the
 * background run (the e2e server's fake run over 60 rank multisets, playwright.config.ts), shown
 * in the editor and on the casinos page; the teacher sets a class to it, and a student takes the
 * class's casino, practises a hand graded against it and finds on the strategy page where the
 * best play departs from it by hand type. A fourth: a learner whose casino is their
 * own way plays a round at their solo table under it (the test table's scripted deck gives the
 * dealer three aces, which Foxwoods splits and the way keeps); nobody else opens that table.
 */
import { expect, type Page, test } from "@playwright/test";
import { formatCard, parseHand } from "../../lib/engine/cards";
import { exactEv } from "../../lib/engine/ev";
import { houseWay } from "../../lib/engine/house-way";
import type { WayDocument } from "../../lib/engine/ways/document";
import foxwoods from "../../lib/engine/ways/documents/foxwoods.json" with { type: "json" };
import { installWayDocument } from "../../lib/engine/ways/index";
import casinos from "../../messages/en/casinos.json" with { type: "json" };
import names from "../../messages/en/names.json" with { type: "json" };
import practice from "../../messages/en/practice.json" with { type: "json" };
import strategy from "../../messages/en/strategy.json" with { type: "json" };
import teach from "../../messages/en/teach.json" with { type: "json" };
import { axeViolations } from "./axe";
import { AccountPages, ClassesPage, freshPage, TeachPages, uniqueName } from "./pages/AccountPages";
import { PracticeTable } from "./pages/PracticeTable";
import { TableGame, T as TableLabels } from "./pages/TableGame";

const W = casinos.WayEditor;
const Y = casinos.YourCasino;

const evText = (v: number) =>
  new Intl.NumberFormat("en", {
    signDisplay: "exceptZero",
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  }).format(v);

async function handOnShow(page: Page): Promise<string> {
  await page.locator("button[data-card]").nth(6).waitFor();
  const cards = await page
    .locator("button[data-card]")
    .evaluateAll((bs) => bs.map((b) => b.getAttribute("data-card") ?? ""));
  return cards.join(" ");
}

test("a new learner builds a way from Foxwoods, practises against it, and a fouling way is refused", async ({
  page,
}) => {
  // 36 s on a quiet machine; several times that beside a CI run on the same two cores.
  test.setTimeout(240_000);
  const name = uniqueName("way");
  const account = new AccountPages(page);
  await account.signUp(name, "student");
  await expect(account.accountLink(name)).toBeVisible({ timeout: 20_000 });

  // From Your casino to the editor, starting from Foxwoods.
  await page.goto("/en/casino");
  await page.getByRole("link", { name: W.link }).click();
  await expect(page).toHaveURL(/\/en\/casino\/way$/);
  await expect(page.getByLabel(W.startFrom)).toHaveValue("foxwoods");
  // The casino named inside the sentence, in its in-sentence form (not its label).
  await expect(
    page.getByText(
      (/other \{(.*)\}\}$/.exec(W.changes.none)?.[1] ?? "").replace(
        "{of}",
        names.CasinoOf.foxwoods,
      ),
    ),
  ).toBeVisible();

  // One rule changed: three aces play as any three of a kind.
  await page.getByLabel(W.trips.label, { exact: true }).selectOption("two-highest-singles");
  const change = page.getByTestId("change");
  await expect(change).toHaveCount(1);
  await expect(change.getByRole("heading", { name: W.handTypes.trips })).toBeVisible();
  await expect(change).toContainText(W.changes.example);
  await expect(page.getByTestId("edge-change")).toContainText(W.edge.heading);
  // No id or rule key on screen (the expert's document, folded away, is the one place for them).
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is on screen.
  const onScreen = await page.locator("main").innerText();
  for (const internal of ["custom-", "two-highest-singles", "two-pair", "foxwoods"])
    expect(onScreen).not.toContain(internal);

  // Save: the check of every hand runs with a progress bar, then says so.
  await page.getByLabel(W.name, { exact: true }).fill("My casino");
  await page.getByRole("button", { name: W.save }).click();
  await expect(page.getByText(W.valid)).toBeVisible({ timeout: 90_000 });

  // Choose it in the EZ game.
  await page.getByRole("radio", { name: Y.ezShort }).check();
  await page.getByRole("button", { name: W.choose.submit }).click();
  await expect(page.getByText(W.choose.saved.replace("{name}", "My casino"))).toBeVisible();

  // Practise three hands, graded against this way's dealer.
  const doc = structuredClone(foxwoods) as WayDocument;
  doc.rules.trips = { option: "two-highest-singles", tripAces: "two-highest-singles" };
  const way = installWayDocument(doc);
  await page.goto("/en/practice");
  await expect(page.getByTestId("casino-badge")).toContainText(Y.ownWay);
  await expect(page.getByTestId("casino-badge")).not.toContainText("custom-");
  const table = new PracticeTable(page, practice.Drill);
  for (let n = 0; n < 3; n++) {
    const shown = await handOnShow(page);
    const cards = parseHand(shown);
    const set = houseWay(cards, way);
    for (const card of set.front)
      await page.locator(`button[data-card="${formatCard(card)}"]`).click();
    await table.submit.click();
    await expect(table.verdict).toBeVisible({ timeout: 30_000 });
    const ev = exactEv(cards, { ruleSet: { way, variant: "ez" } });
    await expect(page.getByTestId("house-ev")).toHaveText(
      evText(ev.splits[ev.houseWay]?.ev as number),
    );
    await expect(page.getByTestId("graded-casino")).toContainText(Y.ownWay);
    // No link names it by id (a rule page opened so would show the id as an unknown casino).
    await expect(page.locator('main a[href*="custom-"]')).toHaveCount(0);
    await table.next.click();
    await expect.poll(() => handOnShow(page), { timeout: 30_000 }).not.toBe(shown);
  }

  // The pages that read the learner's casino name the way in words and describe its rules (the
  // analyzer grades a hand against it).
  for (const path of [
    "/en/rules/house-way",
    "/en/dealer",
    "/en/strategy",
    "/en/analyze?hand=Ac+Ad+Ah+Ks+9d+5c+2h",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is on screen.
    const text = await page.locator("main").innerText();
    expect(text, path).toContain(Y.ownWay);
    expect(text, path).not.toContain("custom-");
  }
  await page.goto("/en/rules/house-way");
  await expect(page.getByTestId("way-section-trips")).toBeVisible();

  // A pasted document that fouls (no pair: the two highest cards in front) is refused.
  await page.goto("/en/casino/way");
  await page.getByText(W.expert.heading).click();
  const fouling = structuredClone(foxwoods) as WayDocument;
  fouling.rules["no-pair"] = { option: "singles-in-front", positions: [1, 2] };
  await page.getByLabel(W.expert.import, { exact: true }).fill(JSON.stringify(fouling));
  await page.getByLabel(W.name, { exact: true }).fill("Fouls");
  await page.getByRole("button", { name: W.expert.importSubmit }).click();
  await expect(page.getByText(W.refused)).toBeVisible({ timeout: 90_000 });
  const hands = page.getByTestId("fouling-hands").getByRole("listitem");
  await expect(hands.first()).toContainText("the low hand beats the high hand");
  expect(await hands.count()).toBeGreaterThan(0);

  // A document that is not a way is refused at once, naming the hand type in words.
  const broken = structuredClone(foxwoods) as { rules: Record<string, unknown> };
  delete broken.rules.quads;
  await page.getByLabel(W.expert.import, { exact: true }).fill(JSON.stringify(broken));
  await page.getByRole("button", { name: W.expert.importSubmit }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Four of a kind" })).toBeVisible();
});

test("a way shared by link is read by another learner and copied to their own ways; its owner deletes theirs", async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const owner = uniqueName("share");
  await new AccountPages(page).signUp(owner, "student");
  await expect(new AccountPages(page).accountLink(owner)).toBeVisible({ timeout: 20_000 });
  await page.goto("/en/casino/way");
  await page.getByLabel(W.fiveAces.label, { exact: true }).selectOption("aces");
  await page.getByLabel(W.name, { exact: true }).fill("Aces first");
  await page.getByRole("button", { name: W.save }).click();
  await expect(page.getByText(W.valid)).toBeVisible({ timeout: 90_000 });
  await page.getByRole("button", { name: W.share.button }).click();
  const link = await page.getByLabel(W.share.link).inputValue();
  expect(link).toMatch(/\/en\/casino\/way\?share=[\w-]{24}$/);

  // Another learner opens the link: the way is there to read, named as its owner named it.
  const context = await browser.newContext();
  const other = await context.newPage();
  const guest = uniqueName("guest");
  await new AccountPages(other).signUp(guest, "student");
  await expect(new AccountPages(other).accountLink(guest)).toBeVisible({ timeout: 20_000 });
  await other.goto(link);
  const start = other.getByLabel(W.startFrom);
  await expect(start.locator("option:checked")).toHaveText("Aces first");
  await expect(other.getByLabel(W.fiveAces.label, { exact: true })).toHaveValue("aces");
  // A link that names nothing says so.
  await other.goto("/en/casino/way?share=nothing-here-at-all-xyz");
  await expect(other.getByRole("alert").filter({ hasText: W.share.missing })).toBeVisible();
  // Saved as their own, it is checked and theirs to choose.
  await other.goto(link);
  await other.getByLabel(W.name, { exact: true }).fill("My copy");
  await other.getByRole("button", { name: W.save }).click();
  await expect(other.getByText(W.valid)).toBeVisible({ timeout: 90_000 });
  await other.getByRole("button", { name: W.choose.submit }).click();
  await expect(other.getByText(W.choose.saved.replace("{name}", "My copy"))).toBeVisible();
  await other.goto("/en/casino");
  await expect(other.getByRole("link", { name: "My copy" })).toBeVisible();

  // The owner deletes their checked way: it leaves their list and the editor's choice of ways,
  // and nothing else changes (their casino; the copy, the same rules under the same id).
  await page.goto("/en/casino");
  const casinoBefore = await page.locator('input[name="casino"]:checked').getAttribute("value");
  const mine = page.getByRole("listitem").filter({ hasText: "Aces first" });
  await mine.getByRole("button", { name: W.delete.label.replace("{name}", "Aces first") }).click();
  await expect(mine).toContainText(W.delete.confirm.replace("{name}", "Aces first"));
  await mine.getByRole("button", { name: W.delete.yes }).click();
  await expect(page.getByRole("heading", { name: W.own.heading })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole("link", { name: "Aces first" })).toHaveCount(0);
  await expect(page.locator('input[name="casino"]:checked')).toHaveAttribute(
    "value",
    casinoBefore ?? "",
  );
  await page.goto("/en/casino/way");
  await expect(
    page.getByLabel(W.startFrom).locator("option", { hasText: "Aces first" }),
  ).toHaveCount(0);
  await expect(page.getByLabel(W.startFrom).locator(`optgroup[label="${W.groupOwn}"]`)).toHaveCount(
    0,
  );
  await other.reload();
  await expect(other.getByRole("link", { name: "My copy" })).toBeVisible();
  await other.goto("/en/practice");
  await expect(other.getByTestId("casino-badge")).toContainText(Y.ownWay);
  await context.close();
});

test("a teacher's way gets its exact figures from the background run, and a class set to it is practised under it", async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  const teacher = uniqueName("wayteach");
  const account = new AccountPages(page);
  await account.signUp(teacher, "teacher");
  await expect(account.accountLink(teacher)).toBeVisible({ timeout: 20_000 });

  // A way one rule from Foxwoods (Bally's ace-joker straight exception), saved and checked.
  await page.goto("/en/casino/way");
  await page.getByLabel(W.straights.aceJokerLabel, { exact: true }).selectOption("yes");
  await page.getByLabel(W.name, { exact: true }).fill("Class way");
  await page.getByRole("button", { name: W.save }).click();
  await expect(page.getByText(W.valid)).toBeVisible({ timeout: 90_000 });
  // The background run follows the check: waiting or running, then its figures.
  await expect(page.getByTestId("run-figures")).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId("run-figures")).toContainText("House way against itself:");
  await expect(page.getByTestId("run-figures")).toContainText("A test run over");

  // The casinos page shows them beside the published ways.
  await page.goto("/en/casinos");
  const own = page.getByTestId("own-way-figures");
  await expect(own).toContainText("Class way");
  await expect(own.getByTestId("run-figures")).toHaveCount(3);
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is on screen.
  expect(await page.locator("main").innerText()).not.toContain("custom-");

  // The teacher sets a class to the way (5% game).
  const teachPages = new TeachPages(page);
  const className = uniqueName("wayclass");
  await teachPages.createClass(className);
  const { code } = await teachPages.openClass(className);
  const optionLabel = `Class way · ${Y.standardShort}`;
  await page.getByTestId("class-casino").selectOption({ label: optionLabel });
  await page.getByRole("button", { name: teach.Teach.casino.submit }).click();
  await expect(
    // The class plays against the dealer of the way, named inside the sentence (issue 56 item 2).
    page.getByText(
      (/yes \{(.*?)\} other/.exec(teach.Teach.casino.saved)?.[1] ?? "")
        .replace("{name}", "Class way")
        .replace("{game}", Y.standardShort),
    ),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("class-casino").locator("option:checked")).toHaveText(optionLabel);

  // A student joins, takes the class's casino and practises a hand graded against the way.
  const { context, page: student } = await freshPage(browser);
  const name = uniqueName("waystudent");
  await new AccountPages(student).signUp(name, "student");
  await expect(new AccountPages(student).accountLink(name)).toBeVisible({ timeout: 20_000 });
  await new ClassesPage(student).join(code);
  await student.goto("/en/classes");
  await student.getByRole("button", { name: teach.StudentAssignments.takeCasino }).click();
  await expect(student.getByText(teach.StudentAssignments.casinoTaken)).toBeVisible();
  const doc = structuredClone(foxwoods) as WayDocument;
  doc.rules.straights = { ...doc.rules.straights, aceJokerBehind: true };
  const way = installWayDocument(doc);
  await student.goto("/en/practice");
  const table = new PracticeTable(student, practice.Drill);
  const cards = parseHand(await handOnShow(student));
  for (const card of houseWay(cards, way).front)
    await student.locator(`button[data-card="${formatCard(card)}"]`).click();
  await table.submit.click();
  await expect(table.verdict).toBeVisible({ timeout: 30_000 });
  const ev = exactEv(cards, { ruleSet: { way, variant: "standard" } });
  await expect(student.getByTestId("house-ev")).toHaveText(
    evText(ev.splits[ev.houseWay]?.ev as number),
  );

  // The strategy page teaches no rule list for the way: where the best play departs from it,
  // by hand type, from its exact run (done above).
  await student.goto("/en/strategy");
  const departures = student.getByTestId("own-way-departures");
  await expect(departures.getByRole("heading", { level: 2 })).toHaveText(
    strategy.StrategyPage.ownWay.title,
  );
  await expect(departures.getByTestId("own-way-run")).toHaveCount(0);
  await expect(
    departures.getByTestId("own-way-table").or(departures.getByTestId("own-way-none")),
  ).toBeVisible();
  await expect(student.getByTestId("own-rule")).toHaveCount(0);
  await expect(student.getByTestId("strategy-path")).toHaveCount(0);
  await context.close();
});

test("a learner's own way deals, sets and settles their solo table", async ({ page }) => {
  test.setTimeout(240_000);
  const name = uniqueName("waytable");
  const account = new AccountPages(page);
  await account.signUp(name, "student");
  await expect(account.accountLink(name)).toBeVisible({ timeout: 20_000 });

  // Foxwoods with one rule changed (three aces play as any three of a kind), saved, chosen.
  await page.goto("/en/casino/way");
  await page.getByLabel(W.trips.label, { exact: true }).selectOption("two-highest-singles");
  await page.getByLabel(W.name, { exact: true }).fill("Table way");
  await page.getByRole("button", { name: W.save }).click();
  await expect(page.getByText(W.valid)).toBeVisible({ timeout: 90_000 });
  await page.getByRole("radio", { name: Y.standardShort }).check();
  await page.getByRole("button", { name: W.choose.submit }).click();
  await expect(page.getByText(W.choose.saved.replace("{name}", "Table way"))).toBeVisible();

  // The lobby lists the default game's tables under the way first, named in words.
  await page.goto("/en/table");
  const card = page.locator('[data-testid="lobby-table"][data-table^="test-own-way~"]');
  await expect(card.getByTestId("lobby-table-rules")).toContainText(Y.ownWay);
  await expect(
    page.locator('[data-testid="lobby-table"][data-table^="usd-5-50-bank~"]'),
  ).toHaveCount(1);
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is on screen.
  expect(await page.locator("main").innerText()).not.toContain("custom-");
  await card.getByRole("link").click();
  await expect(page.getByTestId("table-rules")).toContainText(Y.ownWay);
  const tableUrl = page.url();

  // One round (the test table's scripted deck): the dealer holds three aces, which Foxwoods
  // splits and the way keeps together; House Way sets the learner's hand by the way too.
  const game = new TableGame(page, TableLabels);
  await expect(page.locator("[data-live]")).toHaveCount(1);
  await page.locator('button[data-chip="500"]').click();
  await game.deal.click();
  expect((await game.dealtHand()).join(" ")).toBe("2s 3d 4c 6h 8s Tc Js");
  await game.houseWayButton.click();
  await expect(game.result).toBeVisible({ timeout: 30_000 });
  const doc = structuredClone(foxwoods) as WayDocument;
  doc.rules.trips = { option: "two-highest-singles", tripAces: "two-highest-singles" };
  const way = installWayDocument(doc);
  const dealer = parseHand("Ac Ad Ah Ks 9d 5c 2h");
  const own = houseWay(dealer, way);
  expect(own.front.map(formatCard).sort()).not.toEqual(
    houseWay(dealer, "foxwoods").front.map(formatCard).sort(),
  );
  const shown = await game.dealerCards();
  // The felt shows the back (five cards), then the front (two).
  expect(shown.slice(5).sort()).toEqual(own.front.map(formatCard).sort());
  expect(shown.slice(0, 5).sort()).toEqual(own.back.map(formatCard).sort());
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is on screen.
  expect(await page.locator("main").innerText()).not.toContain("custom-");

  // The way is their casino: Your casino keeps it when they ask to delete it, and says why.
  await page.goto("/en/casino");
  const ownWay = page.getByRole("listitem").filter({ hasText: "Table way" });
  await ownWay.getByRole("button", { name: W.delete.label.replace("{name}", "Table way") }).click();
  await ownWay.getByRole("button", { name: W.delete.yes }).click();
  await expect(ownWay.getByRole("alert")).toHaveText(W.errors["your-casino"]);
  await page.reload();
  await expect(page.getByRole("link", { name: "Table way" })).toBeVisible();

  // Another learner cannot open this table by its address.
  const context = await page.context().browser()?.newContext();
  const other = await context?.newPage();
  const response = await other?.goto(tableUrl);
  expect(response?.status()).toBe(404);
  await context?.close();
});
