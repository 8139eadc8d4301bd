/**
 * The drill's JSON endpoints (app/api/practice/*): a learner action behind a plain route
 * handler. The drill calls these instead of server actions because a route answers without
 * Next's action and page machinery (issue 10's load target); everything else is the same
 * learnerAction: zod, the learner from the signed cookie, the rate limits, the typed result.
 * The checks on the request itself (origin, content type, a body read within its cap,
 * malformed JSON) are lib/http/json-route.ts's.
 */
import "server-only";
import { jsonRoute, MAX_BODY_BYTES, sameOrigin } from "@/lib/http/json-route";

export { MAX_BODY_BYTES, sameOrigin };

type Handler = (input: never) => Promise<{ status: string }>;

export function learnerRoute(handler: Handler): (request: Request) => Promise<Response> {
  return jsonRoute((input) => handler(input));
}
