/**
 * The commission-free table (issue 31, RULES.md 12.3) as a new user plays it, in English and in
 * German: the lobby and the felt name the casino's rules, a round against the dealer's
 * nine-high front pushes (the bet comes back, the balance is where it was), a win pays 1:1
 * with no commission (balance + bet, exactly), and the log, the round's page and the CSV say
 * under which casino each round was played.
 *
 * The test-only cf table deals scripted decks (lib/table/tables.json `testDecks`: a learner's
 * first round there is the nine-high dealer, the second a win), so the money is known.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import Papa from "papaparse";
import casinosDe from "../../messages/de/casinos.json" with { type: "json" };
import tableDe from "../../messages/de/table.json" with { type: "json" };
import casinosEn from "../../messages/en/casinos.json" with { type: "json" };
import tableEn from "../../messages/en/table.json" with { type: "json" };
import { TableGame } from "./pages/TableGame";

const TEST_CF = "test-cf";
const SHIPPED_CF = "usd-cf-5-500";
// tables.json testDecks of test-cf: the learner's seven, then the dealer's.
const FIRST = { player: "Ac Ad Kh Qc Js 8d 6h", dealer: "Ks 9h 7c 5d 4s 3h 2c" };
const SECOND = { player: "As Ah Ks Kh Qd Qc 2s", dealer: "8s 7d 5c 4h 3s 2d Tc" };

const LOCALES = [
  {
    locale: "en",
    browserLocale: "en-US",
    table: tableEn,
    casinos: casinosEn,
    tableName: "$1–$100",
  },
  {
    locale: "de",
    browserLocale: "de-DE",
    table: tableDe,
    casinos: casinosDe,
    tableName: "1 $–100 $",
  },
] as const;

/** The `cf` branch of an ICU `{variant, select, cf {...} other {...}}` message. */
const cfBranch = (message: string) => {
  const m = message.match(/cf \{([^}]*)\}/);
  if (!m?.[1]) throw new Error(`no cf branch in ${message}`);
  return m[1];
};

/** The balance in cents as the felt shows it ("$1,000.00", "1.000,00 $": always two decimals). */
async function cents(page: Page): Promise<number> {
  const text = (await page.getByTestId("balance").textContent()) ?? "";
  return Number(text.replace(/[^0-9]/g, ""));
}

const spaces = (text: string) => text.replace(/[\u00a0\u202f\s]+/g, " ").trim();

async function newUser(browser: Browser, browserLocale: string): Promise<Page> {
  const context = await browser.newContext({ locale: browserLocale });
  return context.newPage();
}

for (const { locale, browserLocale, table, casinos, tableName } of LOCALES) {
  const T = table.Table;
  const rules = `${casinos.CasinosPage.ways.seed} · ${casinos.YourCasino.cfShort}`;

  test(`the commission-free table in ${locale}: the nine-high front pushes, a win pays 1:1`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await newUser(browser, browserLocale);

    // The lobby lists the shipped cf table with its casino's rules; its felt says them too.
    await page.goto(`/${locale}/table`);
    const card = page.locator(`[data-testid="lobby-table"][data-table="${SHIPPED_CF}"]`);
    await expect(card.getByTestId("lobby-table-rules")).toHaveText(
      table.TablePage.rules.replace("{rules}", rules),
    );
    await card.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/table/${SHIPPED_CF}$`));
    await expect(page.getByTestId("table-rules")).toHaveText(rules);
    await expect(page.getByTestId("commission")).toHaveText(T.screen.commissionFree);

    const game = new TableGame(page, T);
    await game.open(TEST_CF, locale);
    await expect(page.getByTestId("table-rules")).toHaveText(rules);
    // The rules in brief name the casino and its push hand.
    await page.locator('[aria-keyshortcuts="?"]').click();
    const dialog = page.getByRole("dialog", { name: T.rules.title });
    await expect(dialog).toContainText(cfBranch(T.rules.pushHand));
    await dialog.getByRole("button", { name: T.rules.back }).click();

    const start = await cents(page);
    expect(start).toBe(100_000);

    // Round 1: $30 against the dealer's nine-high front: the learner's aces would win the 5%
    // game; here every bet pushes and the bet comes back.
    await page.locator('button[data-chip="2500"]').click();
    await page.locator('button[data-chip="500"]').click();
    await game.deal.click();
    expect((await game.dealtHand()).join(" ")).toBe(FIRST.player);
    await expect.poll(() => cents(page)).toBe(start - 3_000);
    await game.card("Kh").click();
    await game.card("Qc").click();
    await game.done.click();
    await expect(game.result).toHaveAttribute("data-outcome", "push");
    await expect(game.result).toHaveAttribute("data-push-hand", "");
    await expect(game.result).toContainText(cfBranch(T.result.pushHand));
    expect((await game.dealerCards()).sort()).toEqual(FIRST.dealer.split(" ").sort());
    await expect.poll(() => cents(page)).toBe(start);

    // Round 2: a win pays the bet, 1:1, no commission.
    await game.newGame.click();
    await page.locator('button[data-chip="2500"]').click();
    await page.locator('button[data-chip="500"]').click();
    await game.deal.click();
    expect((await game.dealtHand()).join(" ")).toBe(SECOND.player);
    await game.card("Qd").click();
    await game.card("Qc").click();
    await game.done.click();
    await expect(game.result).toHaveAttribute("data-outcome", "win");
    await expect(game.result).not.toHaveAttribute("data-push-hand", "");
    await expect.poll(() => cents(page)).toBe(start + 3_000);

    // The log names each round's casino; the round's page too.
    await page.goto(`/${locale}/table/log?table=${TEST_CF}`);
    await expect(page.getByTestId("log-row")).toHaveCount(2);
    for (const cell of await page.getByTestId("log-rules").all())
      await expect(cell).toHaveText(rules);
    await page.getByTestId("log-row").last().getByRole("link").click();
    await expect(page.getByTestId("round-rules")).toHaveText(rules);
    await expect(page.getByTestId("round-push-hand")).toContainText(cfBranch(T.result.pushHand));
    expect(spaces((await page.getByTestId("round-table").textContent()) ?? "")).toBe(
      spaces(tableName),
    );

    // The CSV: the table in the reader's words (issue 32), the casino, the money exact.
    const csv = await (
      await page.request.get(`/${locale}/table/log/export?table=${TEST_CF}`)
    ).text();
    const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, "").trim(), {
      delimiter: locale === "en" ? "," : ";",
    });
    const [header, ...rows] = parsed.data;
    const col = (key: keyof typeof table.TableLog.csv) =>
      (header ?? []).indexOf(table.TableLog.csv[key]);
    expect(rows).toHaveLength(2);
    const oldestFirst = [...rows].reverse();
    for (const row of oldestFirst) {
      expect(spaces(row[col("table")] ?? "")).toBe(spaces(tableName));
      expect(row[col("rules")]).toBe(rules);
      expect(row[col("commission")]).toBe(locale === "en" ? "0.00" : "0,00");
    }
    // The outcome in the reader's words (issue 29 walk finding 8), as the log page says it.
    expect(oldestFirst.map((r) => r[col("outcome")])).toEqual([
      table.TableLog.outcomes.push,
      table.TableLog.outcomes.win,
    ]);
    expect(oldestFirst.map((r) => r[col("net")])).toEqual(
      locale === "en" ? ["0.00", "30.00"] : ["0,00", "30,00"],
    );
    await page.context().close();
  });
}
