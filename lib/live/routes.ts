/**
 * The live tables' route handlers (app/api/live/...): the verbs as learner actions behind the
 * one JSON route wrapper (same origin, JSON only, a capped body, zod, the learner, limits, a
 * typed answer), and the reads (the lobby, a view, the event stream) for any viewer the table
 * admits, limited as the table's reads. Nothing but typed codes reaches a client on failure.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { after } from "next/server";
import { isActionError } from "@/lib/actions/errors";
import { limitKeyOf } from "@/lib/auth/client-address";
import { clientAddress } from "@/lib/auth/cookie";
import { currentUser, getAuth } from "@/lib/auth/current";
import { type Db, getDb } from "@/lib/db";
import { retryBusy } from "@/lib/db/client";
import { runOutLiveDeadline } from "@/lib/db/live";
import {
  LEASE_TTL_MS,
  releaseStreamLease,
  renewStreamLeases,
  sweepStreamLeases,
  takeStreamLease,
} from "@/lib/db/streams";
import { env } from "@/lib/env";
import { failureResponse, json, refuseRead } from "@/lib/http/json-route";
import { eventStream, lastEventIdOf, StreamCounter, type StreamSource } from "@/lib/http/sse";
import { statusOf } from "@/lib/http/status";
import { learnerAction } from "@/lib/learner";
import { currentLearnerId } from "@/lib/learner/identity";
import { sameOrigin, tableVerbRoute } from "@/lib/learner/route";
import { pushBus } from "@/lib/push/bus";
import { TableError, type TableErrorCode } from "@/lib/table/errors";
import { admitTableRead } from "@/lib/table/limits";
import { findTable } from "@/lib/table/tables";
import { liveStream, viewLive } from "./access";
import { isLivePhase, isLiveVerb, OPEN_BODY, VERB_BODIES, type VerbResult } from "./api";
import { openForClass } from "./class-tables";
import { LeaseRenewals } from "./lease-renewals";
import { LOBBY_TOPIC, lobbyOfUser, lobbyStreamSource } from "./lobby";
import { ownConfigOf, runOwnVerb, viewOwn, warmOwnHand } from "./own";
import { enterTable, type Here } from "./presence";
import { runVerb } from "./verbs";

const options = () => ({ testTables: env.TABLE_TEST_TABLES === "1" });

/** Streams one learner (or one anonymous viewer's address) may hold open at once. */
export const STREAMS_PER_VIEWER = 4;
const holder = globalThis as typeof globalThis & {
  __paigowLiveStreams?: StreamCounter;
  __paigowInstanceId?: string;
  __paigowLeaseSweptAt?: number;
  __paigowLeaseRenewals?: LeaseRenewals;
};
/** This process's own open streams: a refusal without a database round trip (see takeStream). */
const streams = () => (holder.__paigowLiveStreams ??= new StreamCounter(STREAMS_PER_VIEWER));
/** This process among the instances serving the store (the leases it holds carry it). */
const instanceId = () => (holder.__paigowInstanceId ??= randomUUID());

/** This process's streams renew their leases together (one write a second at most). */
const renewals = () =>
  (holder.__paigowLeaseRenewals ??= new LeaseRenewals((ids, now) =>
    renewStreamLeases(getDb(), ids, now),
  ));

/** Deletes every holder's dead leases, at most once a lease's lifetime per process. */
function sweepNowAndThen(db: Db, now: number): void {
  if (now - (holder.__paigowLeaseSweptAt ?? 0) < LEASE_TTL_MS) return;
  holder.__paigowLeaseSweptAt = now;
  sweepStreamLeases(db, now).catch((error) =>
    console.warn("live: stream lease sweep failed:", (error as Error).message),
  );
}

/**
 * One more stream for `key`, or null at the cap (issue 29: the cap holds across instances).
 * The authority is a lease in the store (lib/db/streams.ts), renewed at the stream's
 * keep-alives and given back when it ends; this process's counter only refuses early (its
 * streams are among the leases).
 */
async function takeStream(
  db: Db,
  key: string,
): Promise<{ renew: () => Promise<boolean>; release: () => void } | null> {
  const local = streams().tryOpen(key);
  if (!local) return null;
  const now = Date.now();
  let lease: string | null;
  try {
    sweepNowAndThen(db, now);
    lease = await retryBusy(() =>
      takeStreamLease(db, { holder: key, instanceId: instanceId(), cap: STREAMS_PER_VIEWER, now }),
    );
  } catch (error) {
    local();
    throw error;
  }
  if (lease === null) {
    local();
    return null;
  }
  const id = lease;
  return {
    renew: () => renewals().renew(id),
    release: () => {
      local();
      // Not given back (the store is down): it dies unrenewed after LEASE_TTL_MS.
      retryBusy(() => releaseStreamLease(db, id)).catch((error) =>
        console.warn("live: stream lease release failed:", (error as Error).message),
      );
    },
  };
}

/**
 * Another site's page may not read a table: a view holds the viewer's open hand, the lobby their
 * classes and balance. A browser's cross-site fetch or EventSource carries its cookies when the
 * site is same-site (a sibling subdomain), so the answer is refused, not only hidden by CORS.
 */
const crossSite = (request: Request): Response | null =>
  sameOrigin(request) ? null : json({ status: "error", code: "forbidden" }, 403);

/** A read: the viewer (a learner or nobody), its limit, the answer or a typed refusal. */
async function read(
  request: Request,
  run: (learnerId: string | null) => Promise<unknown>,
): Promise<Response> {
  // Another site's page refused, and the query capped as every read's (issue 56, item 13).
  const refused = refuseRead(request);
  if (refused) return refused;
  try {
    const learnerId = await currentLearnerId(getDb());
    await admitTableRead(learnerId);
    return json(await run(learnerId));
  } catch (error) {
    if (isActionError(error))
      return json(
        // A limit's refusal says when to try again (`params.seconds`), as every table read's.
        { status: "error", code: error.code, ...(error.params ? { params: error.params } : {}) },
        statusOf(error.code),
      );
    return failureResponse("live: read failed", error);
  }
}

/** GET /api/live: public tables and the caller's class tables. */
export const getLobby = (request: Request) =>
  read(request, async () => {
    const user = await currentUser();
    return lobbyOfUser(getDb(), user?.id ?? null, options());
  });

/**
 * Whose share of the stream limit a stream takes: a signed-in account's learner its own; an
 * anonymous learner (a cookie anyone can mint afresh) or a visitor without one, their
 * address's, so new cookies do not open more streams from one address (issue 29).
 */
async function streamKey(learnerId: string | null): Promise<string> {
  if (learnerId !== null && (await getAuth()).status === "signed-in") return learnerId;
  return `address:${limitKeyOf(await clientAddress())}`;
}

/**
 * Opens one viewer's stream (SSE) after its checks: the read limit, the per-viewer stream
 * limit (a refusal answers a typed code and opens nothing).
 */
async function openStream(
  request: Request,
  check: (learnerId: string | null) => Promise<StreamSource<unknown>>,
  /** A table's stream: the viewer is there while it is open (lib/live/presence.ts). */
  enter?: (key: string, learnerId: string | null) => Promise<Here>,
): Promise<Response> {
  // Another site's page refused, and the query capped as every read's (issue 56, item 13).
  const refused = refuseRead(request);
  if (refused) return refused;
  const db = getDb();
  let learnerId: string | null;
  let source: StreamSource<unknown>;
  try {
    learnerId = await currentLearnerId(db);
    await admitTableRead(learnerId);
    source = await check(learnerId);
  } catch (error) {
    if (isActionError(error))
      return json({ status: "error", code: error.code }, statusOf(error.code));
    return failureResponse("live: events failed", error);
  }
  let taken: Awaited<ReturnType<typeof takeStream>>;
  let key: string;
  try {
    key = await streamKey(learnerId);
    taken = await takeStream(db, key);
  } catch (error) {
    return failureResponse("live: events failed", error);
  }
  if (!taken) {
    const code: TableErrorCode = "too-many-streams";
    return json({ status: "error", code }, 429);
  }
  const lease = taken;
  let here: Here | null = null;
  try {
    here = enter ? await enter(key, learnerId) : null;
  } catch (error) {
    // Uncounted, the stream still shows the table; the next keep-alive's renewal cannot fail it.
    console.warn("live: presence failed:", (error as Error).message);
  }
  return eventStream(request, source, {
    lastEventId: lastEventIdOf(request),
    onClose: () => {
      lease.release();
      here
        ?.leave()
        .catch((error) => console.warn("live: presence leave failed:", (error as Error).message));
    },
    renew: async () => (await lease.renew()) && (here ? await here.renew() : true),
    heartbeatMs: env.SSE_HEARTBEAT_SECONDS * 1000,
  });
}

/**
 * GET /api/live/events: the caller's lobby, pushed when what it shows changes (SSE). The
 * viewer's account is read once, here (the stream outlives the request's cookies); its
 * classes at every read, so a class table is never sent to someone no longer in its class.
 */
export function getLobbyEvents(request: Request): Promise<Response> {
  return openStream(request, async () => {
    const user = await currentUser();
    return {
      read: lobbyStreamSource(getDb(), user?.id ?? null, lastEventIdOf(request), options()),
      subscribe: (wake) => pushBus().subscribe(LOBBY_TOPIC, wake),
    };
  });
}

/** GET /api/live/{tableId}: the caller's view (`own:<config>`: their own table's, own.ts). */
export function getView(request: Request, tableId: string) {
  const own = ownConfigOf(tableId);
  return read(request, (learnerId) =>
    own === null
      ? viewLive(getDb(), tableId, learnerId, options())
      : viewOwn(getDb(), learnerId, own, options()),
  );
}

/** GET /api/live/{tableId}/events: the caller's view, pushed on every change (SSE). */
export function getEvents(request: Request, tableId: string): Promise<Response> {
  return openStream(
    request,
    async (learnerId) => {
      const db = getDb();
      // Nobody else acts at an own table: its verbs' answers carry the view, no stream.
      if (ownConfigOf(tableId) !== null) throw new TableError("unknown-table");
      // A table the caller may not see answers 404 before any stream opens.
      return liveStream(db, tableId, learnerId, options());
    },
    // A signed-in viewer counts once however many tabs; a visitor once per address.
    (key, learnerId) => enterTable(getDb(), tableId, key, learnerId),
  );
}

/** POST /api/live: a teacher opens a live table for a class. */
export function postOpen(request: Request): Promise<Response> {
  // A teacher who never played has no learner yet: their account's is made here (as on a sit).
  const handler = learnerAction<typeof OPEN_BODY, { status: "ok"; id: string }, TableErrorCode>(
    OPEN_BODY,
    { createLearner: true },
    async (input, { db, learnerId }) => ({
      status: "ok",
      id: await openForClass(db, learnerId, input.classId, input.table, options()),
    }),
  );
  return tableVerbRoute(handler as never)(request);
}

/** POST /api/live/{tableId}/{verb}: one verb, its body the verb's (lib/live/api.ts). */
export function postVerb(request: Request, tableId: string, verb: string): Promise<Response> {
  // An unknown verb is refused like a bad body: after the body is read within its cap.
  if (!isLiveVerb(verb))
    return tableVerbRoute(async () => ({ status: "error", code: "invalid-input" }))(request);
  // Sitting is a signed-in account's first act at a table: an account that never practised has
  // no learner yet, and gets its own here (every other verb needs a seat, so a learner).
  // At one's own table the first bet is the first act (as the table's Deal): it makes the learner.
  const own = ownConfigOf(tableId);
  const handler = learnerAction<(typeof VERB_BODIES)[typeof verb], VerbResult, TableErrorCode>(
    VERB_BODIES[verb],
    { createLearner: own === null ? verb === "sit" : verb === "bet" },
    async (input, { db, learnerId }) => {
      if (own === null)
        return {
          status: "ok",
          view: await runVerb(db, learnerId, tableId, verb, input as never, options()),
        };
      const view = await runOwnVerb(db, learnerId, own, verb, input, options());
      // Grade the dealt hand while the learner thinks: Done then finds its exact EV cached.
      if (verb === "bet") after(() => warmOwnHand(db, view));
      return { status: "ok", view };
    },
  );
  return tableVerbRoute(handler as never)(request);
}

/**
 * POST /api/live/{tableId}/run-out-clock?phase=P, end-to-end tests only: if the test table is
 * in phase P, its timer ends now, and the clock moves the table on at its next tick (within a
 * quarter second). The tests' tables run long timers, so a test never races one on a busy
 * machine and never waits one out. Not found unless the server runs the test tables
 * (TABLE_TEST_TABLES=1) and the table is one of them; no learner needed, as a timer runs out
 * for everyone.
 */
export async function postRunOutClock(request: Request, tableId: string): Promise<Response> {
  const refused = crossSite(request);
  if (refused) return refused;
  if (!options().testTables || !findTable(tableId, true)?.testOnly)
    return json({ status: "error", code: "unknown-table" }, 404);
  const phase = new URL(request.url).searchParams.get("phase");
  if (!isLivePhase(phase)) return json({ status: "error", code: "invalid-input" }, 400);
  try {
    const ran = await runOutLiveDeadline(getDb(), tableId, phase, Date.now());
    return json({ status: "ok", ran });
  } catch (error) {
    return failureResponse("live: run-out-clock failed", error);
  }
}
