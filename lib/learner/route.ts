/**
 * The drill's JSON endpoints (app/api/practice/*): a learner action behind a plain route
 * handler. The drill calls these instead of server actions because a route answers without
 * Next's action and page machinery (issue 10's load target); everything else is the same
 * learnerAction: zod, the learner from the signed cookie, the rate limits, the typed result.
 * The checks on the request itself (origin, content type, a body read within its cap,
 * malformed JSON) are lib/http/json-route.ts's.
 */
import "server-only";
import {
  type JsonRouteOptions,
  jsonRead,
  jsonRoute,
  MAX_BODY_BYTES,
  sameOrigin,
} from "@/lib/http/json-route";
import { answerStatus } from "@/lib/http/status";

export { MAX_BODY_BYTES, sameOrigin };

type Handler = (input: never) => Promise<{ status: string }>;

export function learnerRoute(
  handler: Handler,
  options: Pick<JsonRouteOptions, "status"> = {},
): (request: Request) => Promise<Response> {
  return jsonRoute((input) => handler(input), options);
}

/**
 * The tables' convention (the live API's, app/api/live/*): a verb is a POST, a read is a GET
 * with its input in the query, and a refusal answers its typed code with the code's HTTP
 * status (lib/http/status.ts).
 */
export const tableVerbRoute = (handler: Handler) => learnerRoute(handler, { status: answerStatus });

export const tableReadRoute = (handler: Handler, numbers: readonly string[] = []) =>
  jsonRead((input) => handler(input), { numbers, status: answerStatus });
