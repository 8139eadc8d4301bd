/**
 * Same origin: the browser says so (Sec-Fetch-Site), or the Origin names this scheme and host
 * (issue 56, item 13: `http://host` is another origin than `https://host`). Shared by
 * the JSON routes (./json-route.ts) and the request guard in front of server actions, which
 * refuses a cross-site action with 403 before Next answers it with 500 (issue 21, item 2).
 * Works on a standard Request and on Node's header object.
 */
type HeaderSource = { get(name: string): string | null };

/**
 * The scheme the request came over: X-Forwarded-Proto, which the address stamp writes from the
 * connection or the trusted proxies (lib/auth/address-stamp.ts), else the request's own URL.
 */
function schemeOf(request: { headers: HeaderSource; url?: string }): string {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  if (forwarded) return `${forwarded.toLowerCase()}:`;
  try {
    return request.url ? new URL(request.url).protocol : "http:";
  } catch {
    return "http:";
  }
}

export function sameOrigin(request: { headers: HeaderSource; url?: string }): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin";
  const origin = request.headers.get("origin");
  if (origin === null) return true; // not a browser (curl, the load test): no ambient cookies to abuse
  const host = request.headers.get("host");
  try {
    const url = new URL(origin);
    return host !== null && url.host === host && url.protocol === schemeOf(request);
  } catch {
    return false;
  }
}
