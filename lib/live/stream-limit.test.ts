/**
 * The live streams' per-viewer limit (issue 29): anonymous learners count against their
 * address, so cookies minted afresh do not open more streams from one address (5 cookies
 * opened 20); a signed-in account keeps its own share; and the share holds across app
 * instances on one store (one learner held 4 on each of two), by leases in the store that die
 * when not renewed. The route handler below HTTP, with the viewer (the learner, signed in or
 * not, and the address) put in place of the request's; another instance is this process with
 * its per-process state (the open-stream counter, the instance id) swapped out.
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
const { LEASE_TTL_MS, liveStreamLeases, takeStreamLease } = await import("@/lib/db/streams");

/** The per-process state of lib/live/routes.ts: what makes this process one instance. */
const instance = globalThis as typeof globalThis & {
  __paigowLiveStreams?: unknown;
  __paigowInstanceId?: string;
};
/** Runs `work` as another app instance (its own counter and id), then comes back. */
async function onOtherInstance<T>(work: () => Promise<T>): Promise<T> {
  const saved = [instance.__paigowLiveStreams, instance.__paigowInstanceId] as const;
  instance.__paigowLiveStreams = undefined;
  instance.__paigowInstanceId = undefined;
  try {
    return await work();
  } finally {
    [instance.__paigowLiveStreams, instance.__paigowInstanceId] = saved;
  }
}

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

  it("holds across instances: 4 streams on one, the 5th on another is refused", async () => {
    viewer.signedIn = true;
    viewer.learnerId = "account-learner";
    const onA: number[] = [];
    for (let k = 0; k < STREAMS_PER_VIEWER; k++) onA.push(await openLobbyStream());
    expect(onA).toEqual(Array(STREAMS_PER_VIEWER).fill(200));
    expect(await onOtherInstance(openLobbyStream)).toBe(429);
    // One stream on A ends: its lease goes back, and B may open one.
    open.shift()?.abort();
    await expect
      .poll(() => liveStreamLeases(store.db, "account-learner", Date.now()).then((l) => l.length))
      .toBe(STREAMS_PER_VIEWER - 1);
    expect(await onOtherInstance(openLobbyStream)).toBe(200);
    expect(await openLobbyStream()).toBe(429);
  });

  it("does not count the leases of a killed instance once they go unrenewed", async () => {
    viewer.signedIn = true;
    viewer.learnerId = "account-learner";
    const lease = (instanceId: string, now: number) =>
      takeStreamLease(store.db, {
        holder: "account-learner",
        instanceId,
        cap: STREAMS_PER_VIEWER,
        now,
      });
    // Two leases of a killed instance (taken, never renewed nor given back), two of a live one.
    for (let k = 0; k < 2; k++) await lease("killed", Date.now() - LEASE_TTL_MS - 1);
    for (let k = 0; k < 2; k++) await lease("alive", Date.now());
    const statuses: number[] = [];
    for (let k = 0; k < 3; k++) statuses.push(await openLobbyStream());
    expect(statuses).toEqual([200, 200, 429]);
  });
});
