/**
 * The live streams' per-viewer limit (issue 29): anonymous learners count against their
 * address, so cookies minted afresh do not open more streams from one address (5 cookies
 * opened 20); a signed-in account keeps its own share. The route handler below HTTP, with the
 * viewer (the learner, signed in or not, and the address) put in place of the request's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/client";
import { openTestStore, type TestStore } from "@/lib/db/test-store";

const viewer = vi.hoisted(() => ({
  db: null as unknown as Db,
  learnerId: null as string | null,
  signedIn: false,
  address: "203.0.113.7",
}));

vi.mock("server-only", () => ({}));
vi.mock("@/lib/db", () => ({ getDb: () => viewer.db }));
vi.mock("@/lib/learner/identity", () => ({ currentLearnerId: async () => viewer.learnerId }));
vi.mock("@/lib/auth/current", () => ({
  getAuth: async () =>
    viewer.signedIn
      ? { status: "signed-in", user: { id: "u", learnerId: viewer.learnerId } }
      : { status: "signed-out" },
  currentUser: async () => null,
}));
vi.mock("@/lib/auth/cookie", () => ({ clientAddress: async () => viewer.address }));

const { getLobbyEvents, STREAMS_PER_VIEWER } = await import("./routes");
const { resetTableReadLimits } = await import("@/lib/table/limits");

let store: TestStore;
const open: AbortController[] = [];

beforeEach(async () => {
  store = await openTestStore();
  viewer.db = store.db as unknown as Db;
  resetTableReadLimits();
});
afterEach(async () => {
  for (const stop of open.splice(0)) stop.abort();
  // Let the streams see their aborts (and release their share) before the store closes.
  await new Promise((resolve) => setTimeout(resolve, 20));
  await store.close();
});

/** Opens the lobby's stream as the current viewer; its HTTP status. */
async function openLobbyStream(): Promise<number> {
  const stop = new AbortController();
  open.push(stop);
  const response = await getLobbyEvents(
    new Request("http://127.0.0.1:3000/api/live/events", { signal: stop.signal }),
  );
  if (response.status !== 200) await response.body?.cancel();
  return response.status;
}

describe("the stream limit", () => {
  it("counts anonymous learners against their address, however many cookies they mint", async () => {
    const statuses: number[] = [];
    for (let cookie = 0; cookie < 5; cookie++) {
      viewer.learnerId = `anonymous-${cookie}`;
      for (let k = 0; k < STREAMS_PER_VIEWER; k++) statuses.push(await openLobbyStream());
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(STREAMS_PER_VIEWER);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5 * STREAMS_PER_VIEWER - 4);

    // Another address has its own share; a signed-in account its own, at the full address.
    viewer.address = "198.51.100.3";
    expect(await openLobbyStream()).toBe(200);
    viewer.address = "203.0.113.7";
    viewer.signedIn = true;
    viewer.learnerId = "account-learner";
    const signedIn: number[] = [];
    for (let k = 0; k <= STREAMS_PER_VIEWER; k++) signedIn.push(await openLobbyStream());
    expect(signedIn).toEqual([...Array(STREAMS_PER_VIEWER).fill(200), 429]);
  });
});
