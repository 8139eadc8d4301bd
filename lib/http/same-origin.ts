/**
 * Same origin: the browser says so (Sec-Fetch-Site), or the Origin names this host. Shared by
 * the JSON routes (./json-route.ts) and the request guard in front of server actions, which
 * refuses a cross-site action with 403 before Next answers it with 500 (issue 21, item 2).
 * Works on a standard Request and on Node's header object.
 */
type HeaderSource = { get(name: string): string | null };

export function sameOrigin(request: { headers: HeaderSource }): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin";
  const origin = request.headers.get("origin");
  if (origin === null) return true; // not a browser (curl, the load test): no ambient cookies to abuse
  const host = request.headers.get("host");
  try {
    return host !== null && new URL(origin).host === host;
  } catch {
    return false;
  }
}
