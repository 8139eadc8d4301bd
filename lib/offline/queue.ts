/**
 * The device's queue of attempts practised offline (issue 33), in IndexedDB through `idb`.
 * Each attempt carries its deal's id; syncing sends them in batches and drops each the server
 * stored or already had, keeps the refused ones apart with the server's reason, and stops at
 * the first failure worth trying again (no network, 429, 503: the rest wait for the next try).
 * A batch the server refuses as a whole (another 4xx) is set apart with its code, visibly,
 * rather than sent again forever (issue 56, item 13).
 *
 * It also keeps the hands the server dealt ahead for offline practice (issue 56, item 11),
 * per rule set: the drill takes them one by one, and only their attempts count.
 * Browser only.
 */
import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { Card } from "@/lib/engine";
import {
  type OfflineAttemptInput,
  type OfflineDealsResult,
  SYNC_BATCH,
  type SyncResult,
} from "./schemas";

export interface RefusedAttempt {
  attempt: OfflineAttemptInput;
  /** A SYNC_REFUSALS code, or the code the server refused the whole batch with. */
  code: string;
}

/** A hand the server dealt ahead, for one rule set (`way/variant`). */
export interface StoredDeal {
  id: string;
  ruleSet: string;
  hand: Card[];
}

interface OfflineDb extends DBSchema {
  queue: { key: string; value: OfflineAttemptInput };
  refused: { key: string; value: RefusedAttempt & { id: string } };
  meta: { key: string; value: string };
  deals: { key: string; value: StoredDeal };
}

const OFFLINE_DB = "pgt-offline";
/** Other tabs hear of every change to the queue on this channel. */
export const QUEUE_CHANNEL = "pgt-offline-queue";

let opened: Promise<IDBPDatabase<OfflineDb>> | null = null;

function db(): Promise<IDBPDatabase<OfflineDb>> {
  opened ??= openDB<OfflineDb>(OFFLINE_DB, 2, {
    upgrade(d, oldVersion) {
      if (oldVersion < 1) {
        d.createObjectStore("queue", { keyPath: "id" });
        d.createObjectStore("refused", { keyPath: "id" });
        d.createObjectStore("meta");
      }
      if (oldVersion < 2) d.createObjectStore("deals", { keyPath: "id" });
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

/**
 * Keeps the server's batch for its rule set (the hands not yet used, as the server counts
 * them), leaving out those already answered here and waiting to sync.
 */
export async function keepDeals(batch: OfflineDealsResult): Promise<void> {
  const d = await db();
  const tx = d.transaction(["deals", "queue", "refused"], "readwrite");
  const answered = new Set([
    ...(await tx.objectStore("queue").getAllKeys()),
    ...(await tx.objectStore("refused").getAllKeys()),
  ]);
  const store = tx.objectStore("deals");
  for (const old of await store.getAll())
    if (old.ruleSet === batch.ruleSet) await store.delete(old.id);
  for (const deal of batch.deals)
    if (!answered.has(deal.id)) await store.put({ ...deal, ruleSet: batch.ruleSet });
  await tx.done;
}

/**
 * Takes one of the server's hands for `ruleSet` (the first `accept` takes), so no other tab
 * deals it again; null when none is left (the drill then deals on the device).
 */
export async function takeDeal(
  ruleSet: string,
  accept: (hand: Card[]) => boolean = () => true,
): Promise<StoredDeal | null> {
  const d = await db();
  const tx = d.transaction("deals", "readwrite");
  const found = (await tx.store.getAll()).find((x) => x.ruleSet === ruleSet && accept(x.hand));
  if (found) await tx.store.delete(found.id);
  await tx.done;
  return found ?? null;
}

export type SyncOutcome =
  | {
      status: "done";
      stored: number;
      duplicate: number;
      refused: number;
      /** Stored as practice only: hands the device dealt itself. */
      practiceOnly: number;
    }
  /** `network`: the server could not be reached; else the server's error code. */
  | { status: "failed"; reason: string; stored: number };

type Post = (body: unknown) => Promise<Response>;

const postSync: Post = (body) =>
  fetch("/api/offline/sync", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** Worth trying again later: a limit (429) or the store down for a moment (503), or no answer. */
const TRANSIENT = new Set([429, 502, 503, 504]);

/** Sends every queued attempt, a batch at a time. */
async function sendAll(post: Post): Promise<SyncOutcome> {
  const d = await db();
  let stored = 0;
  let duplicate = 0;
  let refused = 0;
  let practiceOnly = 0;
  const all = await d.getAll("queue");
  for (let i = 0; i < all.length; i += SYNC_BATCH) {
    const batch = all.slice(i, i + SYNC_BATCH);
    let body: SyncResult | { status: "error"; code: string };
    let status: number;
    try {
      const response = await post({ attempts: batch });
      status = response.status;
      body = (await response.json()) as typeof body;
    } catch {
      return { status: "failed", reason: "network", stored };
    }
    if (body.status !== "synced") {
      if (status < 400 || status >= 500 || TRANSIENT.has(status))
        return { status: "failed", reason: body.code, stored };
      // Refused as it is (4xx): sending it again would be refused again. Set apart, shown.
      const tx = d.transaction(["queue", "refused"], "readwrite");
      for (const attempt of batch) {
        await tx.objectStore("refused").put({ id: attempt.id, attempt, code: body.code });
        await tx.objectStore("queue").delete(attempt.id);
      }
      await tx.done;
      refused += batch.length;
      announce();
      continue;
    }
    const tx = d.transaction(["queue", "refused"], "readwrite");
    for (const r of body.results) {
      const attempt = batch.find((a) => a.id === r.id);
      if (r.status === "stored") {
        stored++;
        if (!r.counted) practiceOnly++;
      } else if (r.status === "duplicate") duplicate++;
      else {
        refused++;
        if (attempt) await tx.objectStore("refused").put({ id: r.id, attempt, code: r.code });
      }
      await tx.objectStore("queue").delete(r.id);
    }
    await tx.done;
    announce();
  }
  return { status: "done", stored, duplicate, refused, practiceOnly };
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

/** Asks the server for its hands dealt ahead under `ruleSet`; null without an answer. */
export async function fetchDeals(ruleSet: {
  way: string;
  variant: string;
}): Promise<OfflineDealsResult | null> {
  try {
    const response = await fetch("/api/offline/deals", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ruleSet }),
    });
    const body = (await response.json()) as OfflineDealsResult | { status: "error" };
    return body.status === "deals" ? body : null;
  } catch {
    return null;
  }
}
