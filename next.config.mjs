import createNextIntlPlugin from "next-intl/plugin";

// The plugin finds the request config at ./i18n/request.ts.
const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Several builds may share one checkout (parallel work, benchmarks): each may name its own.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  experimental: {
    // Pages rendered at run time (the rule pages, from the database) are cached in memory only:
    // a copy on disk would outlive the database it came from (a restore, a fresh e2e database).
    isrFlushToDisk: false,
  },
};

export default withNextIntl(nextConfig);
