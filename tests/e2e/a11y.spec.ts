/**
 * Accessibility: zero axe-core violations of WCAG 2.0 / 2.1 A and AA and of axe's best practices
 * (every impact, minor included) on every page state. Each
 * state is audited in full once, in one locale and at one width (1280 or 375 px), both chosen from
 * the state's path so parallel workers agree and the states share the locales and widths
 * (issue 53: "every page state audited by axe at least once, locales rotated"). The same state is
 * also read at the other width, and in one more locale (the next one, so each locale's words are
 * read on about half the states), by a quick in-page check of what depends on the words and the
 * layout's controls (lang, title, every visible control named, a visible label inside its
 * control's name). A full axe run costs 3-15 s of the browser's CPU on a long page, the in-page
 * check some milliseconds; each locale's visit a page load and its preparation (a graded hand,
 * an analysis). The other locales' words are covered by render tests: every message in every
 * locale (lib/i18n/parity.test.ts), no internal id in any locale's page states
 * (tests/internal-ids.test.ts), the glossary's forms (lib/i18n/glossary.test.ts).
 */
import { execFileSync } from "node:child_process";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { INTERNAL_ID_PATTERNS } from "../../lib/i18n/internal-ids";
import { type Locale, locales } from "../../lib/i18n/locales";
import { E2E_PASSWORD_HASH_LOG2N } from "../../playwright.config";
import { type AxeOptions, axeViolations } from "./axe";
import { AccountPages, uniqueName } from "./pages/AccountPages";
import { LiveTablePage } from "./pages/LiveTablePage";
import { TableGame } from "./pages/TableGame";

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
] as const;

/** What axe found, one line per rule and page: enough to find the element without a trace. */
type Finding = { where: string; rule: string; impact: string; nodes: string[] };

async function audit(page: Page, where: string, options: AxeOptions = {}): Promise<Finding[]> {
  return (await axeViolations(page, options)).map((v) => ({ where, rule: v.id, ...v }));
}

/**
 * What a translation can break, read in the page at once (axe's wording rules in short): the
 * page's language and title; every visible control with a name; a control with an aria-label and
 * visible words says those words in its name (WCAG 2.5.3, axe's label-content-name-mismatch);
 * and no internal id in the page's words (issue 56: a rule's label, a way's id, a message key).
 */
async function wordingCheck(page: Page, where: string, locale: Locale): Promise<Finding[]> {
  const ids = INTERNAL_ID_PATTERNS.map((re) => [re.source, re.flags] as const);
  const problems = await page.evaluate(
    ([lang, idPatterns]) => {
      const out: { rule: string; node: string }[] = [];
      const words = (text: string | null | undefined) =>
        (text ?? "").replace(/\s+/g, " ").trim().toLocaleLowerCase();
      // The rendered words: what a sighted reader sees is what the name must contain.
      // biome-ignore lint/performance/useDomNodeTextContent: textContent would read hidden text too
      const innerText = (el: Element) => (el as HTMLElement).innerText;
      // Less what is hidden from assistive technology (a decorative "♠"), as axe reads it.
      const shownText = (el: Element) =>
        [...el.querySelectorAll("[aria-hidden=true]")].reduce(
          (text, hidden) => text.replace(innerText(hidden), " "),
          innerText(el),
        );
      // Letters and digits only: axe ignores symbols and punctuation when it compares.
      const letters = (text: string) =>
        words(text.normalize("NFKC"))
          .replace(/[^\p{L}\p{N}]+/gu, " ")
          .trim();
      const nodeText = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${
          el.getAttribute("data-testid") ? `[data-testid=${el.getAttribute("data-testid")}]` : ""
        } "${words(shownText(el)).slice(0, 40)}"`;
      if (document.documentElement.lang !== lang)
        out.push({ rule: "html-lang", node: document.documentElement.lang });
      if (!words(document.title)) out.push({ rule: "document-title", node: "title" });
      const pageWords = innerText(document.body);
      for (const [source, flags] of idPatterns) {
        const match = new RegExp(source, flags).exec(pageWords);
        if (match)
          out.push({
            rule: "internal-id",
            node: pageWords.slice(Math.max(0, match.index - 40), match.index + 40),
          });
      }
      const visible = (el: Element) =>
        (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === "fixed";
      const hidden = (el: Element) => el.closest("[aria-hidden=true], [hidden], [inert]") !== null;
      const byIds = (ids: string) =>
        ids
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" ");
      const nameOf = (el: HTMLElement): string => {
        const labelledBy = el.getAttribute("aria-labelledby");
        if (labelledBy) return words(byIds(labelledBy));
        const label = el.getAttribute("aria-label");
        if (label) return words(label);
        if (
          el instanceof HTMLInputElement ||
          el instanceof HTMLSelectElement ||
          el instanceof HTMLTextAreaElement
        ) {
          if (el instanceof HTMLInputElement && ["submit", "button", "reset"].includes(el.type))
            return words(el.value);
          const labels = [...(el.labels ?? [])].map((l) => l.textContent).join(" ");
          return words(labels || el.title || el.getAttribute("placeholder"));
        }
        const alts = [...el.querySelectorAll("img[alt], svg title")]
          .map((n) => (n instanceof HTMLImageElement ? n.alt : n.textContent))
          .join(" ");
        return words(`${shownText(el)} ${alts}`) || words(el.title);
      };
      const controls = document.querySelectorAll<HTMLElement>(
        "a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [role=option]",
      );
      for (const el of controls) {
        if (!visible(el) || hidden(el)) continue;
        const name = nameOf(el);
        if (!name) out.push({ rule: "control-name", node: nodeText(el) });
        const shown = letters(shownText(el));
        // Only words count: a "♠" or a "×" inside a named button is not its label.
        if (
          (el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby")) &&
          /\p{L}{2}/u.test(shown) &&
          !letters(name).includes(shown)
        )
          out.push({
            rule: "label-content-name-mismatch",
            node: `${nodeText(el)} named "${name}"`,
          });
      }
      return out;
    },
    [locale, ids] as const,
  );
  return problems.map((p) => ({ where, rule: p.rule, impact: "wording", nodes: [p.node] }));
}

const pathHash = (path: string) => {
  let hash = 0;
  for (const char of path) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
};

/** The locale a state is audited in full: from its path, so parallel workers agree. */
function fullLocale(path: string): Locale {
  return locales[pathHash(path) % locales.length] as Locale;
}

/** The width a state is audited in full at: the hash's next digit, independent of the locale. */
function fullWidth(path: string): (typeof WIDTHS)[number] {
  return WIDTHS[
    Math.floor(pathHash(path) / locales.length) % WIDTHS.length
  ] as (typeof WIDTHS)[number];
}

/** The second locale a state is read in (wording only): the one after its full locale. */
function secondLocale(path: string): Locale {
  return locales[(locales.indexOf(fullLocale(path)) + 1) % locales.length] as Locale;
}

/**
 * Visits `/<locale><path>` in two locales and runs `prepare` once per locale. One locale (see
 * fullLocale) is audited by axe in full at one width (fullWidth) and by wordingCheck at the
 * other; the second (secondLocale) by wordingCheck at the wide one. Fails once, at the end, with
 * every finding.
 */
async function checkState(
  page: Page,
  path: string | ((locale: Locale) => string),
  prepare?: (page: Page, locale: Locale, full: boolean) => Promise<void>,
  options: AxeOptions = {},
) {
  const findings: Finding[] = [];
  const key = typeof path === "string" ? path : path("en");
  const full = fullLocale(key);
  const fullAt = fullWidth(key);
  for (const locale of [full, secondLocale(key)]) {
    const url = `/${locale}${typeof path === "string" ? path : path(locale)}`;
    await page.setViewportSize(WIDTHS[0]);
    await page.goto(url);
    await page.waitForLoadState("load");
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    if (prepare) await prepare(page, locale, locale === full);
    if (locale !== full) {
      findings.push(...(await wordingCheck(page, `${url} @1280px (wording)`, locale)));
      continue;
    }
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      // Layout settles (media queries, scroll containers) before axe measures.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
      findings.push(
        ...(size === fullAt
          ? await audit(page, `${url} @${size.width}px (full)`, options)
          : await wordingCheck(page, `${url} @${size.width}px (wording)`, locale)),
      );
    }
  }
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}

const E2E_DB = () => process.env.E2E_DATABASE_PATH ?? `./data/e2e-${process.env.E2E_PORT}.db`;

/** The demo teacher, class and students (bin/commands/demo-seed.ts), made once per run. */
function demoSeed(): string {
  const out = execFileSync(process.execPath, ["bin/run.mjs", "demo-seed"], {
    env: { ...process.env, DATABASE_PATH: E2E_DB(), PASSWORD_HASH_LOG2N: E2E_PASSWORD_HASH_LOG2N },
    stdio: "pipe",
  }).toString();
  const code = /join code ([A-Z2-9]{4}-[A-Z2-9]{4})/.exec(out)?.[1];
  if (!code) throw new Error(`demo-seed printed no join code:\n${out}`);
  return code;
}

const DEMO_PASSWORD = "paigow-demo";

async function signedInAs(context: BrowserContext, username: string): Promise<Page> {
  const page = await context.newPage();
  await new AccountPages(page).signIn(username, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith("/signin"));
  return page;
}

/** Grades one hand in the drill: the first two cards in front, then the submit button. */
async function gradeOneHand(page: Page) {
  const cards = page.locator("button[data-card]");
  await cards.nth(6).waitFor();
  await cards.nth(0).click();
  await cards.nth(1).click();
  // Enter on a card submits (the drill's keys), whatever the locale calls the button.
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("verdict")).toBeVisible({ timeout: 20_000 });
}

test.describe("axe: WCAG 2.0/2.1 A and AA and axe's best practices", () => {
  // Two locales, two widths, some pages with a graded hand: slow on a shared two-core machine.
  // Parallel: the states spread over both workers (the demo-data pair stays in order, below).
  test.describe.configure({ mode: "parallel", timeout: 600_000 });

  test("the wording check finds what axe's wording rules find", async ({ page }) => {
    await page.setContent(`<html lang="de"><title>T</title><body>
      <a href="/" aria-label="Startseite von Pai Gow"><span aria-hidden="true">♠</span> Pai Gow</a>
      <button aria-label="Neue Hand">Deal</button>
      <button><svg aria-hidden="true"></svg></button>
      <label>Name <input></label></body></html>`);
    const found = await wordingCheck(page, "fixture", "de");
    expect(found.map((f) => f.rule)).toEqual(["label-content-name-mismatch", "control-name"]);
    expect(await wordingCheck(page, "fixture", "fr")).toHaveLength(3);
    // An engine id in the words (issue 56), however the page's CSS cases it.
    await page.setContent(`<html lang="en"><title>T</title><body>
      <p>dealer set by house-way rule one-pair</p>
      <p style="text-transform: uppercase">Example (straight:no-pair)</p></body></html>`);
    const ids = await wordingCheck(page, "fixture", "en");
    expect(ids.map((f) => f.rule)).toEqual(["internal-id", "internal-id"]);
  });

  test("the audit fails on moderate and minor violations too", async ({ page }) => {
    // Two navigations with one name (landmark-unique), an h1 then an h3 (heading-order), a
    // table header without text (empty-table-header): the kinds issue 56 found on real pages.
    await page.setContent(`<html lang="en"><title>T</title><body>
      <nav aria-label="Main"><a href="/a">A</a></nav><main><h1>Title</h1><h3>Skipped</h3>
      <table><tr><th></th><th>Name</th></tr><tr><td>1</td><td>x</td></tr></table></main>
      <nav aria-label="Main"><a href="/b">B</a></nav></body></html>`);
    const found = await audit(page, "fixture");
    expect(found.map((f) => f.rule).sort()).toEqual([
      "empty-table-header",
      "heading-order",
      "landmark-unique",
    ]);
    expect(new Set(found.map((f) => f.impact))).toEqual(new Set(["minor", "moderate"]));
  });

  test("home", async ({ page }) => {
    await checkState(page, "");
  });

  test("the header's menus, open", async ({ page }) => {
    await checkState(page, "/rules", async (p) => {
      const nav = p.getByRole("banner").getByRole("navigation").first();
      // The drills' menu open; then the casinos' (opening one closes the other).
      for (const menu of ["drills", "casinos"]) {
        await nav.locator(`li[data-menu="${menu}"] > button`).click();
        await expect(nav.locator(`li[data-menu="${menu}"] a`).first()).toBeVisible();
        if (menu === "drills") {
          const where = `${p.url()} drills menu open`;
          const found = await audit(p, where);
          expect(found, JSON.stringify(found, null, 2)).toEqual([]);
        }
      }
    });
  });

  test("practice, with a graded hand", async ({ page }) => {
    await checkState(page, "/practice", async (p, locale, full) => {
      // Checked once before grading (the cards as toggle buttons) and once after.
      await p.locator("button[data-card]").nth(6).waitFor();
      // The other width than the graded state's, so both widths see the drill in full.
      const size = full ? WIDTHS.find((w) => w !== fullWidth("/practice")) : WIDTHS[0];
      if (size) {
        await p.setViewportSize(size);
        const where = `${p.url()} before grading @${size.width}px`;
        const before = full ? await audit(p, where) : await wordingCheck(p, where, locale);
        expect(before, JSON.stringify(before, null, 2)).toEqual([]);
      }
      await p.setViewportSize(WIDTHS[0]);
      await gradeOneHand(p);
    });
  });

  test("your casino and the dealer's drill", async ({ page }) => {
    await checkState(page, "/casino");
    await checkState(page, "/dealer", async (p) => {
      await p.getByTestId("dealer-deal").click();
      const cards = p.locator("button[data-card]");
      await cards.nth(6).waitFor();
      await cards.nth(0).click();
      await cards.nth(1).click();
      await p.getByTestId("dealer-submit").click();
      await expect(p.getByTestId("dealer-verdict")).toBeVisible();
    });
  });

  test("strategy", async ({ page }) => {
    await checkState(page, "/strategy");
    await checkState(page, "/casinos");
    // A casino where rules of the trainer's way do not hold, and a slug that names no casino.
    await checkState(page, "/strategy?casino=foxwoods-standard");
    await checkState(page, "/strategy?casino=nowhere-ez");
  });

  test("analyzer, empty and with a hand", async ({ page }) => {
    await checkState(page, "/analyze");
    await checkState(
      page,
      `/analyze?hand=${encodeURIComponent("6c 7d 8h 9s Tc Ah JK")}&c=0`,
      async (p) => {
        await expect(p.getByTestId("analysis")).toBeVisible({ timeout: 30_000 });
      },
    );
    // Another casino's dealer, compared with a second casino's house way.
    await checkState(
      page,
      `/analyze?hand=${encodeURIComponent("Js Jh 4d 4c As 8h 2s")}&casino=seed-standard&vs=foxwoods-ez`,
      async (p) => {
        await expect(p.getByTestId("casino-compare")).toBeVisible({ timeout: 60_000 });
      },
    );
    await checkState(page, "/analyze?casino=nowhere-ez&vs=vegas-standard");
  });

  for (const slug of [
    "",
    "/how-to-play",
    "/hand-rankings",
    "/house-way",
    "/joker",
    "/glossary",
    "/at-the-table",
    "/commission-free",
    "/your-casino",
    "/dealers-drill",
    "/offline-practice",
    "/house-way?casino=ballys-ac-standard",
    "/house-way?casino=foxwoods-ez",
    "/house-way?casino=nowhere-standard",
  ]) {
    test(`rules page ${slug || "index"}`, async ({ page }) => {
      await checkState(page, `/rules${slug}`);
    });
  }

  test("sign-up, sign-in and progress (anonymous)", async ({ page }) => {
    await checkState(page, "/signup");
    await checkState(page, "/signin");
    await checkState(page, "/progress");
  });

  test.describe("with demo data", () => {
    // demo-seed replaces the demo accounts: run once, in one worker, before both tests.
    test.describe.configure({ mode: "serial" });
    let joinCode = "";
    test.beforeAll(() => {
      joinCode = demoSeed();
    });

    test("teacher: classes, a class dashboard, a student", async ({ browser }) => {
      const context = await browser.newContext({ locale: "en-US" });
      const page = await signedInAs(context, "demo-teacher");
      await checkState(page, "/teach");
      await page.goto("/en/teach");
      await page.getByRole("main").locator('a[href*="/teach/"]').first().click();
      await page.waitForURL(/\/en\/teach\/[^/]+$/);
      const classPath = new URL(page.url()).pathname.replace(/^\/en/, "");
      await checkState(page, classPath, async (p) => {
        await expect(p.getByTestId("heatmap")).toBeVisible();
      });
      await page.goto(`/en${classPath}`);
      await page.getByTestId("student-row").first().getByRole("link").first().click();
      await page.waitForURL(/\/students\//);
      await checkState(page, new URL(page.url()).pathname.replace(/^\/en/, ""));
      await context.close();
    });

    test("student: progress with data, classes, a join link, account", async ({ browser }) => {
      const context = await browser.newContext({ locale: "en-US" });
      const page = await signedInAs(context, "demo-ada");
      await checkState(page, "/progress");
      await checkState(page, "/classes");
      await checkState(page, `/classes?code=${joinCode}`);
      await checkState(page, "/account");
      await context.close();
      // The join link as a stranger sees it: the sign-in that keeps the code.
      const stranger = await browser.newContext({ locale: "en-US" });
      await checkState(await stranger.newPage(), `/classes?code=${joinCode}`);
      await stranger.close();
    });
  });

  test("table: lobby, a table, the log", async ({ page }) => {
    await checkState(page, "/table");
    await checkState(page, "/table/usd-2-300");
    await checkState(page, "/table/log");
  });

  test("table: one h1 that reads as words, and the rules dialog gives focus back", async ({
    page,
  }) => {
    const { Table: T } = (await import("../../messages/en/table.json", { with: { type: "json" } }))
      .default;
    await page.goto("/en/table/usd-2-300");
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    // The name and the limits are two phrases, not "$2–$300$2 to $300".
    expect(((await h1.textContent()) ?? "").replace(/\s+/g, " ")).toBe(
      `$2–$300 ${T.limits.replace("{min}", "$2").replace("{max}", "$300")}`,
    );
    const rulesButton = page.locator('[aria-keyshortcuts="?"]');
    await rulesButton.waitFor();
    // The key handler is attached once the table has hydrated (it failed so once in CI: "?"
    // pressed on the server-rendered page opened nothing).
    await expect(page.locator("[data-live]")).toHaveCount(1);
    // Opened by the "?" key with nothing focused: closing lands on the Rules button.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("?");
    await expect(page.getByRole("dialog", { name: T.rules.title })).toBeVisible();
    await page.getByRole("button", { name: T.rules.back }).click();
    await expect(rulesButton).toBeFocused();
    // Opened by the button and closed with Escape: back on the button.
    await rulesButton.click();
    await expect(page.getByRole("dialog", { name: T.rules.title })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(rulesButton).toBeFocused();

    await page.goto("/en/live/live-usd-5-50");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });

  test("live tables: the lobby and a table, watched", async ({ page }) => {
    await checkState(page, "/live");
    await checkState(page, "/live/live-usd-5-50");
  });

  test("live tables: a table where the learner sits", async ({ page }) => {
    await new AccountPages(page).signUp(uniqueName("a11y-live"), "student");
    await page.waitForURL((url) => !url.pathname.endsWith("/signup"));
    const live = new LiveTablePage(page, "live-usd-5-50");
    await live.open();
    await live.sit();
    // Seated: the controls, the bank's offer and the learner's own balance.
    await checkState(page, "/live/live-usd-5-50", async (p) => {
      await expect(p.getByTestId("live-role")).toBeVisible();
    });
  });

  test("table: the commission-free and Foxwoods tables, a push-hand round settled", async ({
    page,
  }) => {
    // The test cf table's first scripted deck: the dealer's nine-high front pushes every bet.
    const game = new TableGame(page);
    await game.open("test-cf");
    await game.chip("$5").click();
    await game.deal.click();
    await game.hand();
    await game.houseWayButton.click();
    await expect(game.result).toHaveAttribute("data-push-hand", "");
    await checkState(page, "/table/test-cf");
    await checkState(page, "/table/usd-foxwoods-10-500");
  });

  test("table: a settled round (English labels drive it)", async ({ page }) => {
    // One round played in English, then the settled table, its log and the round's page are
    // audited (the round stays settled on reload).
    const game = new TableGame(page);
    await game.open("usd-2-300");
    await game.chip("$5").click();
    // A bonus bet too: the bonus circle's name is audited with chips on it (issue 32).
    await page.getByTestId("bonus-circle").click();
    await game.chip("$1").click();
    await game.deal.click();
    await game.hand();
    await game.houseWayButton.click();
    await expect(game.result).toBeVisible({ timeout: 30_000 });
    await checkState(page, "/table/usd-2-300");
    await page.goto("/en/table/log");
    await page.getByTestId("log-row").first().getByRole("link").click();
    await page.waitForURL(/\/table\/log\/[^/?]+/);
    await checkState(page, new URL(page.url()).pathname.replace(/^\/en/, ""));
  });
});
