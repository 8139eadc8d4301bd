/**
 * The service worker (issue 33), bundled by scripts/build-offline.ts into public/sw.js with
 * its build version. What it keeps:
 * - pages a learner can use offline (sw/paths.ts), network first: the copy is refreshed on
 *   every visit and served only when the network fails; a page never visited falls back to
 *   the practice page of its locale (kept at install), else to a short "offline" answer;
 * - static files (Next's hashed chunks, the engine worker, icons), cache first. Hashed names
 *   never change content, and old ones are kept across versions, so an open page of the old
 *   build still finds its chunks after an update.
 * It never calls skipWaiting on its own: a new version waits until the page asks (the
 * "new version, reload" prompt), so no open page is ever switched to chunks it cannot load.
 * Requests to the API, other methods and other origins are not touched.
 */
import { isOfflinePage, isStaticAsset, localeOf, pageKey } from "./paths";

declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const VERSION = __SW_VERSION__;
const PAGES = `pgt-pages-${VERSION}`;
const STATIC = "pgt-static";
const PRECACHE = `pgt-precache-${VERSION}`;

async function precache(): Promise<void> {
  const cache = await caches.open(PRECACHE);
  await cache.addAll(__SW_PRECACHE__);
}

scope.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

scope.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([PAGES, STATIC, PRECACHE]);
      for (const name of await caches.keys())
        if (name.startsWith("pgt-") && !current.has(name)) await caches.delete(name);
      // The first version takes the open pages at once, so what they load next is kept. An
      // update activates only when every old page is gone or one asked for it (and reloads).
      await scope.clients.claim();
    })(),
  );
});

async function keepPage(url: URL, response: Response): Promise<void> {
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || response.redirected || !type.startsWith("text/html")) return;
  const cache = await caches.open(PAGES);
  await cache.put(pageKey(url), response);
}

/**
 * The kept copy of a page: the one refreshed on the learner's last visit first. The precache's
 * copy of a practice page is the page as it was when this worker installed, with the learner's
 * casino of then: served first, it graded offline hands under a casino the learner had left.
 */
async function keptPage(key: string): Promise<Response | undefined> {
  return (await (await caches.open(PAGES)).match(key)) ?? (await caches.match(key));
}

async function offlinePage(url: URL): Promise<Response> {
  const kept =
    (await keptPage(pageKey(url))) ??
    (await keptPage(`${url.origin}/${localeOf(url.pathname)}/practice`));
  if (kept) return kept;
  return new Response(
    "<!doctype html><meta charset=utf-8><title>Offline</title><p>Offline: this page was not saved on this device.</p>",
    { status: 503, headers: { "content-type": "text/html; charset=utf-8" } },
  );
}

async function page(request: Request, url: URL): Promise<Response> {
  try {
    const response = await fetch(request);
    if (isOfflinePage(url.pathname)) await keepPage(url, response.clone());
    return response;
  } catch {
    return offlinePage(url);
  }
}

async function asset(request: Request): Promise<Response> {
  // This version's precache first: an older version's copy of the engine worker must not win.
  const kept =
    (await (await caches.open(PRECACHE)).match(request, { ignoreVary: true })) ??
    (await caches.match(request, { ignoreVary: true }));
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(STATIC);
    await cache.put(request, response.clone());
  }
  return response;
}

scope.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") event.respondWith(page(request, url));
  else if (isStaticAsset(url.pathname) && !url.searchParams.has("_rsc"))
    event.respondWith(asset(request));
});

/** The page's own files, fetched before this worker controlled it: kept now. */
async function keepVisited(urls: readonly string[]): Promise<void> {
  for (const href of urls) {
    const url = new URL(href, scope.location.origin);
    if (url.origin !== scope.location.origin) continue;
    try {
      if (isOfflinePage(url.pathname)) {
        if (await caches.match(pageKey(url))) continue;
        await keepPage(url, await fetch(url.pathname, { credentials: "same-origin" }));
      } else if (isStaticAsset(url.pathname)) {
        if (await caches.match(url.href)) continue;
        const response = await fetch(url.href);
        if (response.ok) await (await caches.open(STATIC)).put(url.href, response);
      }
    } catch {
      // Offline already, or the file is gone: nothing to keep.
    }
  }
}

scope.addEventListener("message", (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type === "skip-waiting") void scope.skipWaiting();
  else if (data?.type === "keep" && Array.isArray(data.urls))
    event.waitUntil(keepVisited(data.urls.filter((u): u is string => typeof u === "string")));
});
