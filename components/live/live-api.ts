/**
 * The live table's calls to its JSON API (lib/live/api.ts). A refused verb answers its typed
 * `{ status: "error", code }` (HTTP 200 or 4xx); only a network failure or a body that is not
 * JSON becomes the "network" code here, so every failure reaches the screen as a code.
 */
import type { LiveVerb, LiveView, LobbyView, VerbResult } from "@/lib/live/api";

export type VerbAnswer = VerbResult | { status: "error"; code: "network" };

async function postJson<T>(
  url: string,
  body: unknown,
): Promise<T | { status: "error"; code: "network" }> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return (await response.json()) as T;
  } catch {
    return { status: "error", code: "network" };
  }
}

export const postVerb = (tableId: string, verb: LiveVerb, body: object = {}): Promise<VerbAnswer> =>
  postJson<VerbResult>(`/api/live/${encodeURIComponent(tableId)}/${verb}`, body);

export const openClassTable = (classId: string, table: string) =>
  postJson<{ status: "ok"; id: string } | { status: "error"; code: string }>("/api/live", {
    classId,
    table,
  });

export async function fetchLobby(): Promise<LobbyView> {
  const response = await fetch("/api/live", { cache: "no-store" });
  if (!response.ok) throw new Error(`lobby: ${response.status}`);
  return (await response.json()) as LobbyView;
}

export const eventsUrl = (tableId: string) => `/api/live/${encodeURIComponent(tableId)}/events`;

export const parseView = (data: string): LiveView | null => {
  try {
    const view = JSON.parse(data) as LiveView;
    return typeof view?.seq === "number" ? view : null;
  } catch {
    return null;
  }
};
