/**
 * POST bodies Next's server-action handler would choke on and answer 500 (issues 10 and 21),
 * refused with a 4xx by proxy.ts before Next decodes them. Works on a standard Request: the
 * proxy gets Next's clone of the body, so the action still reads the original.
 *
 * What a server-action call looks like (React's reply format, as Next's client sends it): a
 * same-origin POST whose body is text/plain JSON or a multipart form whose numbered parts are
 * JSON, whose root (the text, or part "0") is the array of arguments, and whose references
 * ("$@1", "$Q2", ...) point at parts that exist. Anything else is refused here.
 */
import { sameOrigin } from "@/lib/http/same-origin";

/** Next's default server-action body limit (serverActions.bodySizeLimit, 1 MB). */
export const ACTION_BODY_LIMIT = 1024 * 1024;

export interface Refusal {
  status: 400 | 403 | 413 | 415;
  text: string;
}

const refuse = (status: Refusal["status"], text: string): Refusal => ({ status, text });

/** A "$" string that is a plain value, not a reference: escaped "$$", undefined, NaN, ... */
const PLAIN_VALUE = /^\$(\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D|T)/;
/** A bigint ("$n123"): no action takes one, so a long one is only a probe (issue 21, item 2). */
const BIGINT = /^\$n(-?\d{1,40})$/;
/** A reference: "$" + an optional kind letter + the hex id of the part it names. */
const REFERENCE = /^\$([A-Za-z@]?)([0-9a-f]+)$/;

/**
 * Why a decoded value cannot be a call, or null. `parts` are the numbered parts a multipart
 * body has (null for text, which has none). "$K<id>" names a FormData made of parts "<id>_*",
 * which may be empty, so in a multipart body it is not checked against `parts`.
 */
function badValue(value: unknown, parts: ReadonlySet<number> | null, depth = 0): string | null {
  if (depth > 64) return "nested too deeply";
  if (typeof value === "string") {
    if (!value.startsWith("$") || PLAIN_VALUE.test(value)) return null;
    if (value.startsWith("$n")) return BIGINT.test(value) ? null : "malformed bigint";
    const ref = REFERENCE.exec(value);
    if (!ref) return "malformed reference";
    if (parts === null) return "a reference in a body without parts";
    if (ref[1] === "K") return null;
    return parts.has(Number.parseInt(ref[2] as string, 16)) ? null : "dangling reference";
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const bad = badValue(item, parts, depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const item of Object.values(value)) {
      const bad = badValue(item, parts, depth + 1);
      if (bad) return bad;
    }
  }
  return null;
}

/** Checks a call's root (the arguments) and every part it may reference. */
function badCall(
  root: unknown,
  others: unknown[],
  parts: ReadonlySet<number> | null,
): string | null {
  if (!Array.isArray(root)) return "the arguments are not a list";
  for (const value of [root, ...others]) {
    const bad = badValue(value, parts);
    if (bad) return bad;
  }
  return null;
}

/** Next's own origin check, answered 403 instead of 500: Origin against X-Forwarded-Host / Host. */
function crossOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  const host = forwarded || request.headers.get("host");
  let originHost: string;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return true;
  }
  return originHost !== host || !sameOrigin(request);
}

/**
 * The refusal for a POST to a page, or null to let it through. A body is read at most to
 * proxyClientMaxBodySize (next.config.mjs: twice the action limit), so an oversized chunked
 * body is seen to be oversized (413) and never held whole (issue 21, item 1).
 */
export async function refuseActionBody(request: Request): Promise<Refusal | null> {
  const type = request.headers.get("content-type") ?? "";
  const isAction = request.headers.has("next-action");
  const isForm = type.startsWith("multipart/form-data");
  const isText = type.startsWith("text/plain");
  // A plain form post (no JavaScript) to a page is multipart or url-encoded: Next handles it.
  // Its size is checked before Next (lib/auth/address-stamp.ts: past the limit, or chunked).
  if (!isAction && !isForm) return null;
  if (crossOrigin(request)) return refuse(403, "Forbidden: cross-origin action");
  if (isAction && !isForm && !isText) return refuse(415, "Unsupported Media Type");
  let bytes: ArrayBuffer;
  try {
    bytes = await request.arrayBuffer();
  } catch {
    return refuse(400, "Bad Request: unreadable body");
  }
  if (bytes.byteLength > ACTION_BODY_LIMIT) return refuse(413, "Payload Too Large");
  try {
    if (isText) {
      const bad = badCall(JSON.parse(new TextDecoder().decode(bytes)), [], null);
      return bad ? refuse(400, `Bad Request: ${bad}`) : null;
    }
    const form = await new Response(bytes, { headers: { "content-type": type } }).formData();
    if (!isAction) return null; // a no-JavaScript form: Next finds its action in the fields
    const root = form.get("0");
    if (typeof root !== "string") return refuse(400, "Bad Request: no root part");
    const parts = new Set<number>();
    const others: unknown[] = [];
    for (const [key, value] of form) {
      if (!/^\d+$/.test(key)) continue;
      parts.add(Number(key));
      if (key !== "0" && typeof value === "string") others.push(JSON.parse(value));
    }
    const bad = badCall(JSON.parse(root), others, parts);
    return bad ? refuse(400, `Bad Request: ${bad}`) : null;
  } catch {
    return refuse(400, "Bad Request: malformed body");
  }
}
