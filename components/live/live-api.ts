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

/** A table's view as the caller sees it (GET): the view, or the refusal's code. */
export async function fetchView(tableId: string): Promise<VerbAnswer> {
  try {
    const response = await fetch(`/api/live/${encodeURIComponent(tableId)}`, { cache: "no-store" });
    const answer = (await response.json()) as LiveView | { status: "error"; code: string };
    return "seq" in answer ? { status: "ok", view: answer } : answer;
  } catch {
    return { status: "error", code: "network" };
  }
}

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

/** The lobby's stream (GET /api/live/events): the whole lobby per event. */
export const LOBBY_EVENTS_URL = "/api/live/events";

export const parseLobby = (data: string): LobbyView | null =>
  parseEvent<LobbyView>(data, (lobby) => Array.isArray(lobby?.tables));

export const eventsUrl = (tableId: string) => `/api/live/${encodeURIComponent(tableId)}/events`;

export const parseView = (data: string): LiveView | null =>
  parseEvent<LiveView>(data, (view) => typeof view?.seq === "number");

/** One event's JSON, or null when it is not JSON or not what `looksRight` expects. */
function parseEvent<T>(data: string, looksRight: (value: T) => boolean): T | null {
  try {
    const value = JSON.parse(data) as T;
    return looksRight(value) ? value : null;
  } catch {
    return null;
  }
}
