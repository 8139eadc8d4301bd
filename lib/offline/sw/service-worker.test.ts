/**
 * The service worker's answer to a page without a network (issue 33; issue 52 part 3): the
 * copy kept on the learner's last visit, not the precache's copy from install time. The
 * practice page carries the learner's casino (and an own way's rules), so a stale copy graded
 * offline hands under a casino they had left: seen in a browser, a learner who chose their own
 * way after the worker installed practised offline under the default way.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";

const ORIGIN = "https://trainer.test";
type Listener = (event: unknown) => void;
const listeners = new Map<string, Listener>();

/** Named caches in creation order, as the Cache Storage API keeps them. */
const stores = new Map<string, Map<string, Response>>();
const cacheOf = (name: string) => {
  const store = stores.get(name) ?? new Map<string, Response>();
  stores.set(name, store);
  return {
    match: async (key: string | Request) =>
      store.get(typeof key === "string" ? key : key.url)?.clone(),
    put: async (key: string | Request, response: Response) => {
      store.set(typeof key === "string" ? key : key.url, response);
    },
    addAll: async () => {},
  };
};

beforeAll(async () => {
  // The worker's globals (vi.stubGlobal: this file runs in a module graph of its own).
  vi.stubGlobal("__SW_VERSION__", "v1");
  vi.stubGlobal("__SW_PRECACHE__", []);
  vi.stubGlobal("self", {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => {},
    clients: { claim: async () => {} },
  });
  vi.stubGlobal("caches", {
    open: async (name: string) => cacheOf(name),
    keys: async () => [...stores.keys()],
    match: async (key: string) => {
      for (const store of stores.values()) {
        const hit = store.get(key);
        if (hit) return hit.clone();
      }
      return undefined;
    },
  });
  // No network.
  vi.stubGlobal("fetch", () => Promise.reject(new TypeError("offline")));
  await import("./service-worker");
});

/** The worker's answer to a navigation while the network is down. */
async function offlineNavigation(path: string): Promise<string> {
  let answer: Promise<Response> | undefined;
  listeners.get("fetch")?.({
    request: { method: "GET", url: `${ORIGIN}${path}`, mode: "navigate" },
    respondWith: (response: Promise<Response>) => {
      answer = response;
    },
  });
  if (!answer) throw new Error("the worker did not answer");
  return (await answer).text();
}

const html = (body: string) => new Response(body, { headers: { "content-type": "text/html" } });

describe("a page without a network", () => {
  it("is the copy kept on the last visit, not the one kept at install", async () => {
    // Install: the practice page as it was then (the default casino). Created first, as the
    // install's precache is.
    await cacheOf("pgt-precache-v1").put(`${ORIGIN}/en/practice`, html("casino at install"));
    await cacheOf("pgt-precache-v1").put(`${ORIGIN}/de/practice`, html("de at install"));
    // A later visit, after the learner chose their own way: the page kept then.
    await cacheOf("pgt-pages-v1").put(`${ORIGIN}/en/practice`, html("casino now"));
    expect(await offlineNavigation("/en/practice")).toBe("casino now");
    expect(await offlineNavigation("/en/practice/")).toBe("casino now");
    // A page never visited falls back to its locale's practice page, the freshest copy first.
    expect(await offlineNavigation("/en/strategy")).toBe("casino now");
    expect(await offlineNavigation("/de/strategy")).toBe("de at install");
  });
});
