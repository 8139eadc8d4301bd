import createNextIntlPlugin from "next-intl/plugin";

// The plugin finds the request config at ./i18n/request.ts.
const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const dev = process.env.NODE_ENV !== "production";

/**
 * Security headers (issue 10) on every response. Next's own inline bootstrap scripts need
 * 'unsafe-inline' without per-request nonces (which would make every page dynamic, rule pages
 * included); everything else is locked to this origin: no plugins, no framing, no foreign
 * form targets or base URLs.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self'${dev ? " ws: wss:" : ""}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Several builds may share one checkout (parallel work, benchmarks): each may name its own.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // The EV worker pool bundles its entry at start (lib/practice/ev-worker/pool.ts).
  serverExternalPackages: ["esbuild"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
  experimental: {
    // Pages rendered at run time (the rule pages, from the database) are cached in memory only:
    // a copy on disk would outlive the database it came from (a restore, a fresh e2e database).
    isrFlushToDisk: false,
  },
};

export default withNextIntl(nextConfig);
