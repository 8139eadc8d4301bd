/**
 * Security headers (issues 10 and 21) on every response: next.config.mjs adds them to what
 * Next answers; the request guard (lib/auth/address-stamp.ts) sets them before Next runs, so
 * refusals and Next's own error answers carry them too; the proxy's refusals add them.
 * Plain JavaScript, because next.config.mjs loads it before anything is compiled.
 *
 * Next's own inline bootstrap scripts need 'unsafe-inline' without per-request nonces (which
 * would make every page dynamic, rule pages included); everything else is locked to this
 * origin: no plugins, no framing, no foreign form targets or base URLs.
 */
const dev = process.env.NODE_ENV !== "production";

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

/** @type {ReadonlyArray<{ key: string; value: string }>} */
export const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];
