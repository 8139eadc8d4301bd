/**
 * Issue 33: the drill installed and offline. Needs a production build (`npm run build`: the
 * service worker and the engine worker are built into public/ before Next).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, expect, type Page, test } from "@playwright/test";
import { parseHand } from "../../lib/engine/cards";
import { exactEv } from "../../lib/engine/ev";
import { DEFAULT_RULE_SET } from "../../lib/engine/rule-set";
import practice from "../../messages/en/practice.json" with { type: "json" };
import { axeViolations } from "./axe";
import { PracticeTable } from "./pages/PracticeTable";

const HANDS = 10;

const format = (v: number) =>
  new Intl.NumberFormat("en", {
    signDisplay: "exceptZero",
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  }).format(v);

/** WCAG 2.1 A/AA findings on the page as it stands, one line each. */
async function axeFindings(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map((v) => `${v.id}: ${v.nodes[0] ?? ""}`);
}

/** The device's queue, read straight from IndexedDB. */
function readQueue(page: Page) {
  return page.evaluate(
    () =>
      new Promise<
        Array<{
          id: string;
          source: string;
          hand: number[];
          front: number[];
          claimed: { ev: number };
        }>
      >((resolve, reject) => {
        const open = indexedDB.open("pgt-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction("queue").objectStore("queue").getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/**
 * The learner id the device keeps in IndexedDB, or null. Never creates the database: opened
 * without a version before the app opened it, it would be made at version 1 with no stores,
 * and the app's own open (version 1) would then never build them.
 */
function storedLearnerId(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open("pgt-offline");
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const d = open.result;
          if (!d.objectStoreNames.contains("meta")) {
            d.close();
            return resolve(null);
          }
          const get = d.transaction("meta").objectStore("meta").get("learnerId");
          get.onsuccess = () => {
            d.close();
            resolve(typeof get.result === "string" ? get.result : null);
          };
          get.onerror = () => {
            d.close();
            resolve(null);
          };
        };
      }),
  );
}

/** Puts an attempt in the device's queue by hand (as a forged or broken one would be). */
function putInQueue(page: Page, attempt: unknown) {
  return page.evaluate(
    (a) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("pgt-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction("queue", "readwrite");
          tx.objectStore("queue").put(a);
          tx.oncomplete = () => {
            new BroadcastChannel("pgt-offline-queue").postMessage("changed");
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    attempt,
  );
}

/** How many of the server's hands dealt ahead the device holds (issue 56, item 11). */
function storedDeals(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("pgt-offline");
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const d = open.result;
          if (!d.objectStoreNames.contains("deals")) {
            d.close();
            return resolve(0);
          }
          const count = d.transaction("deals").objectStore("deals").count();
          count.onsuccess = () => {
            d.close();
            resolve(count.result);
          };
          count.onerror = () => {
            d.close();
            resolve(0);
          };
        };
      }),
  );
}

/** Forgets the server's hands on the device: the drill then deals its own (practice only). */
function dropStoredDeals(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("pgt-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction("deals", "readwrite");
          tx.objectStore("deals").clear();
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/**
 * Waits until the service worker controls the page and keeps the practice page and the engine,
 * and the device knows its learner and holds the server's hands dealt ahead. The asynchronous checks poll through page.evaluate, which
 * awaits them: page.waitForFunction takes a returned promise for a truthy answer at once.
 */
async function waitForOfflineReady(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  await expect
    .poll(
      () =>
        page.evaluate(
          async () =>
            (await caches.match("/en/practice")) !== undefined &&
            (await caches.match("/offline/engine-worker.js")) !== undefined,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  // The learner this device practises as, asked for shortly after the page opened.
  await expect
    .poll(() => storedLearnerId(page), { timeout: 30_000, intervals: [250] })
    .toEqual(expect.any(String));
  await expect.poll(() => storedDeals(page), { timeout: 30_000, intervals: [250] }).toBe(200);
}

test.describe("practice offline", () => {
  test.use({ locale: "en-US", serviceWorkers: "allow" });
  // Hydration from the worker's cache and the engine's first tables take seconds on a
  // machine shared with other builds.
  test.describe.configure({ timeout: 240_000 });

  test("ten hands offline, graded as the server's engine grades them, synced exactly once", async ({
    context,
    page,
  }, testInfo) => {
    const table = new PracticeTable(page, practice.Drill);
    await page.goto("/en/practice");
    await table.hand();
    await waitForOfflineReady(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId("offline-banner")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("offline-banner")).toContainText("Tables, live tables");

    const played: Array<{ hand: string[]; front: [number, number] }> = [];
    for (let i = 0; i < HANDS; i++) {
      const hand = await table.hand();
      // A different front each time: the first card with another one.
      const front: [number, number] = [0, 1 + (i % 6)];
      if (i % 2 === 0) {
        await table.card(hand[front[0]] as string).click();
        await table.card(hand[front[1]] as string).click();
        await table.submit.click();
      } else {
        // The drill's keys work offline too: they count the cards as laid out.
        await page.keyboard.press(String(front[0] + 1));
        await page.keyboard.press(String(front[1] + 1));
        await page.keyboard.press("Enter");
      }
      await expect(table.verdict).toBeVisible({ timeout: 20_000 });
      const ev = exactEv(parseHand(hand.join(" ")), { ruleSet: DEFAULT_RULE_SET });
      const chosen = ev.splits.find(
        (s) => s.split.frontIndex[0] === front[0] && s.split.frontIndex[1] === front[1],
      );
      await expect(page.getByTestId("your-ev")).toHaveText(format(chosen?.ev ?? Number.NaN));
      await expect(page.getByTestId("best-ev")).toHaveText(format(ev.splits[ev.best]?.ev ?? 0));
      await expect(table.splitRows).toHaveCount(21);
      played.push({ hand, front });
      await expect(page.getByTestId("offline-queue-count")).toHaveText(
        i === 0 ? "1 hand waits to sync." : `${i + 1} hands wait to sync.`,
      );
      if (i === 0) {
        const shot = testInfo.outputPath("graded-offline.png");
        await page.screenshot({ path: shot, fullPage: true });
        await testInfo.attach("graded offline", { path: shot, contentType: "image/png" });
        // The offline states pass axe, as graded.
        expect(await axeFindings(page)).toEqual([]);
      }
      // The server's hands run out before the last one: the device deals it (practice only).
      if (i === HANDS - 2) await dropStoredDeals(page);
      if (i % 2 === 0) await table.next.click();
      else await page.keyboard.press("n");
      if (i === HANDS - 2)
        await expect(page.getByTestId("offline-practice-only")).toBeVisible({ timeout: 20_000 });
    }

    // The device's grades are the server's engine's (what `paigow ev` prints), to the last bit:
    // the same exactEv in this process, not ten CLI processes that each build its tables again.
    const queue = await readQueue(page);
    expect(queue).toHaveLength(HANDS);
    // Nine of the server's hands, one of the device's.
    expect(queue.filter((q) => q.source === "server")).toHaveLength(HANDS - 1);
    for (const q of queue) {
      const ev = exactEv(q.hand, { ruleSet: DEFAULT_RULE_SET });
      const front = [...q.front].sort((a, b) => a - b).join();
      const chosen = ev.splits.find(
        (s) =>
          s.split.frontIndex
            .map((i) => q.hand[i] as number)
            .sort((a, b) => a - b)
            .join() === front,
      );
      expect(q.claimed.ev).toBe(chosen?.ev);
    }

    await context.setOffline(false);
    await expect(page.getByTestId("offline-synced")).toHaveText(
      "10 hands practised offline synced.",
      { timeout: 20_000 },
    );
    await expect(page.getByTestId("offline-synced-practice-only")).toHaveText(
      "1 of them was dealt on this device: it stays in your history but does not count toward progress or assignments.",
    );
    await expect(page.getByTestId("offline-queue-count")).toHaveText("No hands wait to sync.");

    // Only the server's hands count.
    const progressPage = await context.newPage();
    await progressPage.goto("/en/progress");
    await expect(progressPage.getByTestId("stat-hands")).toHaveText("9");
    await expect(progressPage.getByTestId("offline-count")).toHaveText(
      "9 of the counted hands were practised offline.",
    );

    // The same queue sent again twice, then from two tabs at once: nothing new is stored.
    const send = (p: Page) =>
      p.evaluate(async (attempts) => {
        const r = await fetch("/api/offline/sync", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ attempts }),
        });
        return (await r.json()) as { status: string; results: Array<{ status: string }> };
      }, queue);
    for (const replay of [await send(page), await send(page)])
      expect(replay.results.map((r) => r.status)).toEqual(Array(HANDS).fill("duplicate"));
    const [a, b] = await Promise.all([send(page), send(progressPage)]);
    expect([...a.results, ...b.results].every((r) => r.status === "duplicate")).toBe(true);
    await progressPage.reload();
    await expect(progressPage.getByTestId("stat-hands")).toHaveText("9");
    await expect(progressPage.getByTestId("offline-count")).toHaveText(
      "9 of the counted hands were practised offline.",
    );
  });

  test("a forged attempt is refused with its reason, and shown as such", async ({ page }) => {
    await page.goto("/en/practice");
    await new PracticeTable(page, practice.Drill).hand();
    const learnerId = await page.evaluate(async () => {
      const r = await fetch("/api/offline/learner", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      return ((await r.json()) as { learnerId: string }).learnerId;
    });
    const base = {
      learnerId,
      hand: [0, 5, 10, 15, 20, 25, 52],
      front: [0, 5],
      drill: "any",
      filter: null,
      dealtAt: Date.now() - 5000,
      answeredAt: Date.now(),
      houseWay: false,
    };
    const forged = [
      { ...base, id: crypto.randomUUID(), learnerId: "someone-else" },
      { ...base, id: crypto.randomUUID(), hand: [0, 5, 10, 15, 20, 25, 25] },
      { ...base, id: crypto.randomUUID(), front: [0, 1] },
      { ...base, id: crypto.randomUUID(), claimed: { verdict: "optimal", ev: 1 } },
    ];
    const answer = await page.evaluate(async (attempts) => {
      const r = await fetch("/api/offline/sync", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ attempts }),
      });
      return r.json();
    }, forged);
    expect(
      answer.results.map((r: { status: string; code?: string }) => r.code ?? r.status),
    ).toEqual(["not-your-attempt", "not-seven-cards", "card-not-in-hand", "stored"]);
    expect(answer.results[3].regraded).toBe(true);
    // Its hand was the device's: kept, not counted.
    expect(answer.results[3].counted).toBe(false);

    // Issue 56, item 11: the forged hand of the report, claimed as the server's deal, is
    // refused; on one of the server's real deals too; as the device's own, never counted.
    const FORGED = parseHand("As Ah Ks Kh Qs Js 2c");
    const served = await page.evaluate(async () => {
      const r = await fetch("/api/offline/deals", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ruleSet: { way: "seed", variant: "standard" } }),
      });
      return ((await r.json()) as { deals: Array<{ id: string; hand: number[] }> }).deals;
    });
    expect(served).toHaveLength(200);
    const forgedHand = {
      ...base,
      hand: FORGED,
      front: [FORGED[4], FORGED[5]],
      claimed: { verdict: "optimal", ev: 1 },
    };
    const claimed = await page.evaluate(
      async (attempts) => {
        const r = await fetch("/api/offline/sync", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ attempts }),
        });
        return r.json();
      },
      [
        { ...forgedHand, id: crypto.randomUUID(), source: "server" },
        { ...forgedHand, id: served[0]?.id, source: "server" },
        { ...forgedHand, id: crypto.randomUUID(), source: "device" },
      ],
    );
    expect(
      claimed.results.map((r: { status: string; code?: string }) => r.code ?? r.status),
    ).toEqual(["unknown-deal", "unknown-deal", "stored"]);
    expect(claimed.results[2].counted).toBe(false);

    // Invalid input answers 400 on every JSON route now, the drill's too (issue 56, item 13).
    const statuses = await page.evaluate(async () => {
      const post = (url: string, body: string, type = "application/json") =>
        fetch(url, { method: "POST", headers: { "content-type": type }, body }).then(
          (r) => r.status,
        );
      return [
        await post("/api/practice/submit", JSON.stringify({ dealId: 5 })),
        await post("/api/offline/sync", JSON.stringify({ attempts: [] })),
        await post("/api/practice/deal", JSON.stringify({ drill: "any" }), "application/jsonx"),
      ];
    });
    expect(statuses).toEqual([400, 400, 415]);

    // A forged attempt in the device's own queue: the sync shows the server's reason.
    await putInQueue(page, { ...base, id: crypto.randomUUID(), front: [0, 1] });
    // Synced by the button, or by the page's own sync if that comes first (it runs when the
    // page learns its learner): either way the server's reason is shown.
    const syncNow = page.getByRole("button", { name: "Sync now" });
    await expect(async () => {
      if ((await syncNow.isVisible()) && (await syncNow.isEnabled()))
        await syncNow.click({ timeout: 1000 }).catch(() => {});
      await expect(page.getByTestId("offline-refused")).toHaveText(
        "1 hand was refused by the server: the low hand holds cards that are not in the hand.",
        { timeout: 2000 },
      );
    }).toPass({ timeout: 60_000 });
    await expect(page.getByTestId("offline-queue-count")).toHaveText("No hands wait to sync.");
    expect(await axeFindings(page)).toEqual([]);

    // A batch the server refuses whole (400: not a valid attempt) is set apart and shown, not
    // sent again forever (issue 56, item 13).
    await putInQueue(page, { ...base, id: "not-a-uuid" });
    await expect(async () => {
      if ((await syncNow.isVisible()) && (await syncNow.isEnabled()))
        await syncNow.click({ timeout: 1000 }).catch(() => {});
      await expect(page.getByTestId("offline-refused")).toHaveText(
        /^2 hands were refused by the server: /,
        { timeout: 2000 },
      );
    }).toPass({ timeout: 60_000 });
    await expect(page.getByTestId("offline-queue-count")).toHaveText("No hands wait to sync.");
  });

  test("the app is installable: manifest and worker pass Chromium's check", async ({
    baseURL,
  }, testInfo) => {
    // Chromium refuses to install from an incognito profile, which is what a test context is:
    // this check runs in a persistent profile of its own.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pgt-install-"));
    const context = await chromium.launchPersistentContext(dir, {
      ...testInfo.project.use.launchOptions,
      baseURL,
      locale: "en-US",
    });
    try {
      const page = await context.newPage();
      await page.goto("/en/practice");
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 30_000,
      });
      const manifest = await (await page.request.get("/en/manifest.webmanifest")).json();
      expect(manifest).toMatchObject({
        start_url: "/en/practice",
        display: "standalone",
        lang: "en",
      });
      const sw = await page.request.get("/sw.js");
      expect(sw.status()).toBe(200);
      expect(sw.headers()["cache-control"]).toContain("max-age=0");
      const cdp = await context.newCDPSession(page);
      const { errors } = await cdp.send("Page.getAppManifest");
      expect(errors).toEqual([]);
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe("a new version of the app", () => {
  test.use({ locale: "en-US", serviceWorkers: "allow" });
  test.describe.configure({ timeout: 120_000 });

  test("waits for the learner's reload; the open page keeps working meanwhile", async ({
    page,
  }) => {
    const swPath = path.join(process.cwd(), "public/sw.js");
    const original = fs.readFileSync(swPath, "utf8");
    try {
      await page.goto("/en/practice");
      const table = new PracticeTable(page, practice.Drill);
      await table.hand();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 30_000,
      });
      const { version } = JSON.parse(
        fs.readFileSync(path.join(process.cwd(), "public/offline/version.json"), "utf8"),
      ) as { version: string };
      expect(original).toContain(`"${version}"`);
      // The next deploy's worker: other bytes (public/ is read from disk by next start).
      fs.writeFileSync(swPath, original.replaceAll(`"${version}"`, '"e2e-next-version"'));
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const prompt = page
        .getByRole("status")
        .filter({ hasText: "A new version of the app is ready." });
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      // Nothing switched under the open page: the old worker still controls it and the drill
      // still deals and grades.
      expect(
        await page.evaluate(async () => {
          const r = await navigator.serviceWorker.getRegistration();
          return {
            waiting: r?.waiting !== null,
            same: r?.active === navigator.serviceWorker.controller,
          };
        }),
      ).toEqual({ waiting: true, same: true });
      const hand = await table.hand();
      await table.card(hand[0] as string).click();
      await table.card(hand[1] as string).click();
      await table.submit.click();
      await expect(table.verdict).toBeVisible();

      await Promise.all([
        page.waitForEvent("load"),
        prompt.getByRole("button", { name: "Reload" }).click(),
      ]);
      await expect(prompt).toBeHidden();
      await expect
        .poll(() =>
          page.evaluate(async () =>
            (await caches.keys()).filter((n) => n.startsWith("pgt-pages-")),
          ),
        )
        .toEqual(["pgt-pages-e2e-next-version"]);
      await table.hand();
    } finally {
      fs.writeFileSync(swPath, original);
    }
  });
});
