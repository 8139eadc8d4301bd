import createNextIntlPlugin from "next-intl/plugin";
import { securityHeaders } from "./lib/http/security-headers.mjs";

// The plugin finds the request config at ./i18n/request.ts.
const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Several builds may share one checkout (parallel work, benchmarks): each may name its own.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // HTTP_COMPRESSION=0 when a proxy in front compresses (or, for the e2e server, nothing is
  // between it and the browser): Next gzips every response itself otherwise, its static chunks
  // again on every request (35 ms of CPU a fresh page view here, measured 2026-12-07).
  compress: process.env.HTTP_COMPRESSION !== "0",
  // The EV worker pool bundles its entry at start (lib/grading/ev-worker/pool.ts).
  serverExternalPackages: ["esbuild"],
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // The service worker (scripts/build-offline.ts) is checked for a new version on every
      // visit, never served from the HTTP cache (issue 33).
      {
        source: "/sw.js",
        headers: [{ key: "Cache-Control", value: "no-cache, max-age=0, must-revalidate" }],
      },
    ];
  },
  // CI's build stage runs after its static stage has type-checked this very tree (`tsc --noEmit`,
  // scripts/ci/run-stages.mjs): NEXT_BUILD_TYPECHECKED=1 skips the build's second check of it.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECKED === "1" },
  experimental: {
    // A clean clone's build gains nothing from writing Turbopack's cache for the next build:
    // NEXT_BUILD_CACHE=0 skips it (CI). Local rebuilds keep it.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== "0",
    // NEXT_SERVER_MINIFY=0 builds readable server code, for a CPU profile's function names.
    ...(process.env.NEXT_SERVER_MINIFY === "0" ? { serverMinification: false } : {}),
    // Pages rendered at run time (the rule pages, from the database) are cached in memory only:
    // a copy on disk would outlive the database it came from (a restore, a fresh e2e database).
    isrFlushToDisk: false,
    // The proxy reads a POST body to refuse what Next's action handler would answer 500
    // (lib/auth/request-guard.ts). It holds at most this much: twice the 1 MB action limit,
    // so a larger body, cut here, is still seen to be over the limit and answered 413.
    proxyClientMaxBodySize: 2 * 1024 * 1024,
  },
};

export default withNextIntl(nextConfig);
