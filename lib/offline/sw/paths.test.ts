import { describe, expect, it } from "vitest";
import { isOfflinePage, isStaticAsset, localeOf, pageKey } from "./paths";

describe("what the service worker keeps", () => {
  it("keeps the practice, strategy, analyzer and rule pages and each locale's home", () => {
    for (const path of [
      "/en",
      "/de/practice",
      "/sv/strategy",
      "/fr/analyze",
      "/en/rules",
      "/en/rules/house-way",
      "/en/practice/",
    ])
      expect(isOfflinePage(path), path).toBe(true);
  });

  it("never keeps pages that need the server", () => {
    for (const path of [
      "/en/table",
      "/en/live/abc",
      "/en/progress",
      "/en/signin",
      "/en/teach",
      "/en/admin",
      "/xx/practice",
      "/en/practicex",
      "/api/practice/deal",
    ])
      expect(isOfflinePage(path), path).toBe(false);
  });

  it("keeps build files, the engine worker, icons and manifests; not the API", () => {
    for (const path of [
      "/_next/static/chunks/a.js",
      "/offline/engine-worker.js",
      "/icons/icon-192.png",
      "/en/manifest.webmanifest",
    ])
      expect(isStaticAsset(path), path).toBe(true);
    for (const path of ["/api/offline/sync", "/en/practice", "/sw.js"])
      expect(isStaticAsset(path), path).toBe(false);
  });

  it("keeps one copy of a page whatever its query, and falls back to the page's locale", () => {
    expect(pageKey(new URL("http://h/en/practice?drill=traps"))).toBe("http://h/en/practice");
    expect(pageKey(new URL("http://h/en/practice/"))).toBe("http://h/en/practice");
    expect(localeOf("/de/strategy")).toBe("de");
    expect(localeOf("/zz/strategy")).toBe("en");
  });
});
