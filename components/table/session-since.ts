/**
 * When the learner's sitting at a table began: the session panel asks the server for the
 * rounds since then (banking rounds included). Kept in localStorage, so every tab and a reload
 * count the same sitting (walk #10: a second tab started its own count); a sitting ends after
 * SITTING_GAP_MS without a visit.
 */
const SITTING_GAP_MS = 6 * 60 * 60 * 1000;

const key = (tableId: string) => `pgt.tableSitting.${tableId}`;

export function sittingSince(tableId: string, now = Date.now()): number {
  let since = now - 1000;
  try {
    const stored = JSON.parse(window.localStorage.getItem(key(tableId)) ?? "null") as {
      since?: unknown;
      seen?: unknown;
    } | null;
    if (
      stored &&
      Number.isSafeInteger(stored.since) &&
      Number.isSafeInteger(stored.seen) &&
      now - (stored.seen as number) < SITTING_GAP_MS &&
      (stored.since as number) > 0
    )
      since = stored.since as number;
    window.localStorage.setItem(key(tableId), JSON.stringify({ since, seen: now }));
  } catch {
    // No storage (private mode): the sitting is this page's.
  }
  return since;
}
