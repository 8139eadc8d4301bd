/**
 * JSON POST endpoints behind a plain route handler (the drill's app/api/practice/*, the
 * table's): what Next checks for server actions is checked here. Only same-origin JSON posts
 * (a form on another site can send neither the content type nor the origin), a body read as
 * a stream and refused the moment it passes its cap (issue 21, item 1: a chunked body
 * declares no length, and reading it whole first let eight 80 MB posts grow the server by
 * half a gigabyte), and malformed JSON answers 400, never 500.
 */
import "server-only";
import { reportStoreFault, STORE_RETRY_AFTER_SECONDS, storeFaultOf } from "@/lib/db/faults";
import { sameOrigin } from "./same-origin";
import { answerStatus } from "./status";

export { sameOrigin };

/** Larger than any drill or table request (a deal id, a few cards, a few flags). */
export const MAX_BODY_BYTES = 4096;

export type JsonHandler = (input: never, request: Request) => Promise<{ status: string }>;

/**
 * How long the rest of a refused body is read and thrown away before the connection is cut.
 * Cutting it at once (or closing after the answer) makes the kernel answer the unread data
 * with a reset, which can destroy the 413 before the client has read it; reading on for a
 * moment (nginx's "lingering close") lets the answer arrive. Nothing read is kept.
 */
const DRAIN_MS = 2000;

export interface JsonRouteOptions {
  /** The body's cap in bytes (default MAX_BODY_BYTES). */
  maxBytes?: number;
  /** How long a refused body's rest is read and discarded (default DRAIN_MS). */
  drainMs?: number;
  /**
   * The HTTP status of an answer: by default one convention for every JSON route, 200 for a
   * result and a refusal's code's status (lib/http/status.ts: invalid input 400, a limit 429,
   * a store fault 503). Issue 56, item 13: the drill's routes answered refusals with 200.
   */
  status?: (answer: { status: string; code?: unknown }) => number;
}

/**
 * no-transform: Next would gzip every answer, and these are a few kilobytes of JSON each: the
 * compression cost the server and the client more CPU per request than the bytes it saved.
 */
export const json = (body: unknown, status = 200, headers: HeadersInit = {}): Response =>
  Response.json(body, {
    status,
    headers: { "cache-control": "no-store, no-transform", ...headers },
  });

/** The refusal every endpoint shares. */
const refused = (status: number, code: string): Response => json({ status: "error", code }, status);

/** An answer with its status; a store fault's 503 says when to try again (Retry-After). */
function answered(answer: { status: string; code?: unknown }, status: number): Response {
  return status === 503
    ? json(answer, status, { "retry-after": String(STORE_RETRY_AFTER_SECONDS) })
    : json(answer, status);
}

/** A store fault's answer: 503 `unavailable`, logged once a minute per kind; else null. */
function faultResponse(error: unknown): Response | null {
  const fault = storeFaultOf(error);
  if (!fault) return null;
  reportStoreFault(fault, error);
  return answered({ status: "error", code: "unavailable" }, 503);
}

/**
 * Runs a handler. A store fault it throws (the wrappers below it catch their own) answers 503
 * `unavailable` with Retry-After and one log line a minute (issue 56, item 12); anything else
 * is Next's 500.
 */
async function run(
  handler: JsonHandler,
  input: unknown,
  request: Request,
  status: (answer: { status: string; code?: unknown }) => number,
): Promise<Response> {
  try {
    const answer = await handler(input as never, request);
    return answered(answer, status(answer));
  } catch (error) {
    const fault = faultResponse(error);
    if (fault) return fault;
    throw error;
  }
}

/**
 * The answer to an error a route caught and cannot type: a store fault's 503 (as above), else
 * 500 `unexpected` with the error logged under `what`.
 */
export function failureResponse(what: string, error: unknown): Response {
  const fault = faultResponse(error);
  if (fault) return fault;
  console.error(what, error);
  return json({ status: "error", code: "unexpected" }, 500);
}

/**
 * `application/json`, with parameters (`; charset=utf-8`) or without, and nothing else
 * (issue 56, item 13: a prefix test let `application/jsonx` through).
 */
function isJsonType(contentType: string | null): boolean {
  const media = (contentType ?? "").split(";")[0]?.trim().toLowerCase();
  return media === "application/json";
}

/** The longest query a read takes (a table id, a round id, a number or two). */
const MAX_QUERY_CHARS = 512;

/**
 * The checks every JSON read shares (a route's own reads and the live tables', which stream):
 * another site's page is refused (403), a query over MAX_QUERY_CHARS too (414). Null: go on.
 */
export function refuseRead(request: Request): Response | null {
  if (!sameOrigin(request)) return refused(403, "forbidden");
  if (new URL(request.url).search.length > MAX_QUERY_CHARS) return refused(414, "invalid-input");
  return null;
}

/** Reads and drops what is left of a refused body for `ms` at most, then cuts the stream. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number) {
  const until = performance.now() + ms;
  try {
    for (;;) {
      if (performance.now() > until) {
        await reader.cancel();
        return;
      }
      const { done } = await reader.read();
      if (done) return;
    }
  } catch {
    // The client went away: nothing left to drop.
  }
}

/**
 * The body as text, read chunk by chunk and never more than `maxBytes` (plus the one chunk
 * that crossed it); null when it is larger. The rest is never kept: it is read and dropped in
 * the background for `drainMs` (see DRAIN_MS), then the stream is cancelled.
 */
export async function readCapped(
  request: Request,
  maxBytes: number,
  drainMs = DRAIN_MS,
): Promise<string | null> {
  if (request.body === null) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void discardRest(reader, drainMs);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export function jsonRoute(
  handler: JsonHandler,
  { maxBytes = MAX_BODY_BYTES, drainMs = DRAIN_MS, status = answerStatus }: JsonRouteOptions = {},
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (!sameOrigin(request)) return refused(403, "forbidden");
    if (!isJsonType(request.headers.get("content-type"))) return refused(415, "invalid-input");
    // A declared length answers before a byte is read; a chunked body is counted as it comes.
    const declared = Number(request.headers.get("content-length") ?? 0);
    if (declared > maxBytes) return refused(413, "invalid-input");
    const text = await readCapped(request, maxBytes, drainMs);
    if (text === null) return refused(413, "invalid-input");
    let input: unknown;
    try {
      input = JSON.parse(text);
    } catch {
      return refused(400, "invalid-input");
    }
    // The handler validates `input` with its zod schema and answers every failure typed.
    return run(handler, input, request, status);
  };
}

/**
 * A JSON read (GET) behind the same checks as a post where they apply: another site's page is
 * refused (403) as a post is, the query is capped, and its parameters are the handler's input
 * (as strings, but for the `numbers` named, which must be whole numbers) for its zod schema.
 * The answer's status is `status(answer)`, as for a post.
 */
export function jsonRead(
  handler: JsonHandler,
  {
    numbers = [],
    status = answerStatus,
  }: { numbers?: readonly string[]; status?: JsonRouteOptions["status"] } = {},
): (request: Request) => Promise<Response> {
  return async (request) => {
    const refusal = refuseRead(request);
    if (refusal) return refusal;
    const input: Record<string, string | number> = {};
    for (const [key, value] of new URL(request.url).searchParams) {
      if (Object.hasOwn(input, key)) return refused(400, "invalid-input");
      input[key] = numbers.includes(key) && /^\d{1,16}$/.test(value) ? Number(value) : value;
    }
    return run(handler, input, request, status);
  };
}
