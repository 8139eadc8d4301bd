/**
 * Bodies Next's server-action decoder would choke on and answer 500 (issue 10, item 8),
 * refused with 400 by proxy.ts before Next decodes them. Works on a standard Request.
 */

/**
 * React's reply format: a string starting with "$" is a reference. In a call's own JSON these
 * are plain values (escaped "$$", undefined, NaN, infinities, -0, dates, bigints); any other
 * points at a part of a multipart body, which a text/plain body cannot have.
 */
const PLAIN_REFERENCE = /^\$(\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D|n)/;

function danglingReference(value: unknown): boolean {
  if (typeof value === "string") return value.startsWith("$") && !PLAIN_REFERENCE.test(value);
  if (Array.isArray(value)) return value.some(danglingReference);
  if (value !== null && typeof value === "object") {
    return Object.values(value).some(danglingReference);
  }
  return false;
}

/**
 * A POST body Next's server-action decoder would choke on (and answer 500): a server-action
 * call is JSON text, or a multipart form whose numbered parts are JSON and whose root part
 * "0" exists; a plain form post is multipart or url-encoded. Checked on Next's clone of the
 * body, so the action still reads the original (issue 10, item 8).
 */
export async function malformedBody(request: Request): Promise<boolean> {
  const type = request.headers.get("content-type") ?? "";
  const isAction = request.headers.has("next-action");
  try {
    if (type.startsWith("multipart/form-data")) {
      const form = await request.formData();
      if (isAction && !form.has("0")) return true;
      for (const [key, value] of form) {
        if (/^\d+$/.test(key) && typeof value === "string") JSON.parse(value);
      }
    } else if (isAction && type.startsWith("text/plain")) {
      return danglingReference(JSON.parse(await request.text()));
    }
    return false;
  } catch {
    return true;
  }
}
