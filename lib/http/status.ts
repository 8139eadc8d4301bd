/**
 * The HTTP status of a typed refusal, one mapping for every table's JSON API (the live
 * tables', the solo and banking table's): the body always says `{ status: "error", code }`,
 * the status says what kind of failure it is. A table the caller may not see is not found, a
 * limit is 429, a store that cannot serve for a moment 503 (issue 56, item 12), a fault of the
 * server's 500, anything else the request's fault (400). Every JSON route answers by it (the
 * drill's too, since issue 56, item 13).
 */
export function statusOf(code: string): number {
  if (code === "unknown-table") return 404;
  if (code === "rate-limited" || code === "too-many-streams") return 429;
  if (code === "unavailable") return 503;
  if (code === "unexpected") return 500;
  return 400;
}

/** The status of an answer: 200 for a result, the refusal's own for `{ status: "error" }`. */
export const answerStatus = (answer: { status: string; code?: unknown }): number =>
  answer.status === "error" ? statusOf(String(answer.code)) : 200;
