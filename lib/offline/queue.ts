/**
 * The device's queue of attempts practised offline (issue 33), in IndexedDB through `idb`.
 * Each attempt carries an id made on the device; syncing sends them in batches and drops each
 * the server stored or already had, keeps the refused ones apart with the server's reason, and
 * stops at the first network failure (the rest wait for the next try). Browser only.
 */
import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import { type OfflineAttemptInput, SYNC_BATCH, type SyncRefusal, type SyncResult } from "./schemas";

export interface RefusedAttempt {
  attempt: OfflineAttemptInput;
  code: SyncRefusal;
}

interface OfflineDb extends DBSchema {
  queue: { key: string; value: OfflineAttemptInput };
  refused: { key: string; value: RefusedAttempt & { id: string } };
  meta: { key: string; value: string };
}

const OFFLINE_DB = "pgt-offline";
/** Other tabs hear of every change to the queue on this channel. */
export const QUEUE_CHANNEL = "pgt-offline-queue";

let opened: Promise<IDBPDatabase<OfflineDb>> | null = null;

function db(): Promise<IDBPDatabase<OfflineDb>> {
  opened ??= openDB<OfflineDb>(OFFLINE_DB, 1, {
    upgrade(d) {
      d.createObjectStore("queue", { keyPath: "id" });
      d.createObjectStore("refused", { keyPath: "id" });
      d.createObjectStore("meta");
    },
  });
  return opened;
}

function announce(): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(QUEUE_CHANNEL);
  channel.postMessage("changed");
  channel.close();
}

export async function enqueue(attempt: OfflineAttemptInput): Promise<void> {
  await (await db()).put("queue", attempt);
  announce();
}

export async function refusedAttempts(): Promise<RefusedAttempt[]> {
  return (await db()).getAll("refused");
}

export async function queueCounts(): Promise<{ waiting: number; refused: number }> {
  const d = await db();
  return { waiting: await d.count("queue"), refused: await d.count("refused") };
}

/** The learner this device practises as (from the server while online). */
export async function storedLearnerId(): Promise<string | null> {
  return (await (await db()).get("meta", "learnerId")) ?? null;
}

export async function storeLearnerId(id: string): Promise<void> {
  await (await db()).put("meta", id, "learnerId");
}

export type SyncOutcome =
  | { status: "done"; stored: number; duplicate: number; refused: number }
  /** `network`: the server could not be reached; else the server's error code. */
  | { status: "failed"; reason: string; stored: number };

type Post = (body: unknown) => Promise<Response>;

const postSync: Post = (body) =>
  fetch("/api/offline/sync", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** Sends every queued attempt, a batch at a time. */
async function sendAll(post: Post): Promise<SyncOutcome> {
  const d = await db();
  let stored = 0;
  let duplicate = 0;
  let refused = 0;
  const all = await d.getAll("queue");
  for (let i = 0; i < all.length; i += SYNC_BATCH) {
    const batch = all.slice(i, i + SYNC_BATCH);
    let body: SyncResult | { status: "error"; code: string };
    try {
      body = (await (await post({ attempts: batch })).json()) as typeof body;
    } catch {
      return { status: "failed", reason: "network", stored };
    }
    if (body.status !== "synced") return { status: "failed", reason: body.code, stored };
    const tx = d.transaction(["queue", "refused"], "readwrite");
    for (const r of body.results) {
      const attempt = batch.find((a) => a.id === r.id);
      if (r.status === "stored") stored++;
      else if (r.status === "duplicate") duplicate++;
      else {
        refused++;
        if (attempt) await tx.objectStore("refused").put({ id: r.id, attempt, code: r.code });
      }
      await tx.objectStore("queue").delete(r.id);
    }
    await tx.done;
    announce();
  }
  return { status: "done", stored, duplicate, refused };
}

/**
 * Syncs the queue. One tab at a time where the browser has Web Locks (the server would store
 * each id once anyway; the lock only saves the second tab a round trip).
 */
export async function syncQueue(post: Post = postSync): Promise<SyncOutcome> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return sendAll(post);
  return locks.request("pgt-offline-sync", () => sendAll(post));
}
