/**
 * The drill's JSON endpoints (app/api/practice/*): a learner action behind a plain route
 * handler. The drill calls these instead of server actions because a route answers without
 * Next's action and page machinery (issue 10's load target); everything else is the same
 * learnerAction: zod, the learner from the signed cookie, the rate limits, the typed result.
 *
 * What Next checks for server actions is checked here: only same-origin JSON POSTs (a form
 * on another site can send neither the content type nor the origin), a bounded body, and
 * malformed JSON answers 400, never 500.
 */
import "server-only";

/** Larger than any drill request (a deal id, two cards, a few flags). */
export const MAX_BODY_BYTES = 4096;

type Handler = (input: never) => Promise<{ status: string }>;

const json = (body: unknown, status = 200): Response =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

const refused = (status: number, code: string): Response => json({ status: "error", code }, status);

/** Same origin: the browser says so (Sec-Fetch-Site), or the Origin names this host. */
export function sameOrigin(request: Request): boolean {
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

export function learnerRoute(handler: Handler): (request: Request) => Promise<Response> {
  return async (request) => {
    if (!sameOrigin(request)) return refused(403, "forbidden");
    if (!(request.headers.get("content-type") ?? "").startsWith("application/json"))
      return refused(415, "invalid-input");
    const declared = Number(request.headers.get("content-length") ?? 0);
    if (declared > MAX_BODY_BYTES) return refused(413, "invalid-input");
    const text = await request.text();
    if (Buffer.byteLength(text) > MAX_BODY_BYTES) return refused(413, "invalid-input");
    let input: unknown;
    try {
      input = JSON.parse(text);
    } catch {
      return refused(400, "invalid-input");
    }
    // The handler validates `input` with its zod schema and answers every failure typed.
    return json(await handler(input as never));
  };
}
