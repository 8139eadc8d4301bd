/**
 * The table's JSON routes end to end below HTTP: real Request objects into the route
 * handlers, a fake cookie jar in place of next/headers, a temporary store, and the real
 * services and engine. The table screen's verbs and its view are the live API's at the
 * learner's own table (`/api/live/own:<config>`, lib/live/own.ts); its reads beside them
 * are lib/table/api.ts's. Reads GET, verbs POST, a refusal its code's HTTP status.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/client";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { statusOf } from "@/lib/http/status";
import type { LiveView, VerbResult } from "@/lib/live/api";
import type { TableEndpoint, TableErrorResult, TableResponse } from "@/lib/table/api";

const state = vi.hoisted(() => ({
  db: null as unknown as Db,
  cookies: new Map<string, string>(),
}));

vi.mock("server-only", () => ({}));
vi.mock("@/lib/db", () => ({ getDb: () => state.db }));
vi.mock("@/lib/auth/current", () => ({
  getAuth: async () => ({ status: "signed-out" }),
  currentUser: async () => null,
}));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => {
      const value = state.cookies.get(name);
      return value === undefined ? undefined : { name, value };
    },
    set: (name: string, value: string) => {
      state.cookies.set(name, value);
    },
  }),
  headers: async () => new Headers({ "x-forwarded-proto": "http" }),
}));
// Outside a request, run `after` work at once (the EV warm-up of a deal).
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (work: () => unknown) => {
    void work();
  },
}));

const { TABLE_API, tableReadUrl } = await import("@/lib/table/api");
type Route = (r: Request) => Promise<Response>;
const routes: Record<TableEndpoint, { GET?: Route; POST?: Route }> = {
  coach: await import("./coach/route"),
  session: await import("./session/route"),
  bankStatus: await import("./bank-status/route"),
  bankCoach: await import("./bank-coach/route"),
};
const liveView = await import("../live/[tableId]/route");
const liveEvents = await import("../live/[tableId]/events/route");
const lobby = await import("../live/route");
const lobbyEvents = await import("../live/events/route");
const liveVerb = await import("../live/[tableId]/[verb]/route");
const { resetLimits } = await import("@/lib/learner/limits");
const { resetTableReadLimits } = await import("@/lib/table/limits");
const { currentLearnerId } = await import("@/lib/learner");
const { addWalletCounters } = await import("@/lib/db/table");
const { withTx } = await import("@/lib/db/store");
const { warmEngine } = await import("@/lib/grading/ev");

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  new Request(`http://127.0.0.1:3000/api/${path}`, {
    method: "POST",
    headers: { host: "127.0.0.1:3000", "content-type": "application/json", ...headers },
    body,
  });

const read = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://127.0.0.1:3000${url}`, {
    headers: { host: "127.0.0.1:3000", "sec-fetch-site": "same-origin", ...headers },
  });

const routeOf = (endpoint: TableEndpoint, method: "GET" | "POST"): Route => {
  const route = routes[endpoint][method];
  if (!route) throw new Error(`${endpoint} has no ${method}`);
  return route;
};

/** One read as the client sends it (its input in the query); the status fits the answer. */
async function call<E extends TableEndpoint>(endpoint: E, query: object) {
  const response = await routeOf(endpoint, "GET")(read(tableReadUrl(endpoint, query)));
  const answer = (await response.json()) as TableResponse<E>;
  expect(response.status).toBe(answer.status === "error" ? statusOf(answer.code) : 200);
  return answer;
}

const own = (config: string) => `own:${config}`;

/** A verb at the learner's own table of `config`, as the screen sends it (raw body allowed). */
async function verbResponse(
  config: string,
  verb: string,
  body: string,
  headers: Record<string, string> = {},
) {
  const tableId = own(config);
  return liveVerb.POST(
    post(`live/${tableId}/${verb}`, body, { "sec-fetch-site": "same-origin", ...headers }),
    { params: Promise.resolve({ tableId, verb }) },
  );
}

async function verb(config: string, name: string, body: object = {}): Promise<VerbResult> {
  const response = await verbResponse(config, name, JSON.stringify(body));
  const answer = (await response.json()) as VerbResult;
  expect(response.status).toBe(answer.status === "error" ? statusOf(answer.code) : 200);
  return answer;
}

/** The learner's own table as the screen reads it. */
async function viewOf(config: string, headers: Record<string, string> = {}) {
  const tableId = own(config);
  const response = await liveView.GET(read(`/api/live/${tableId}`, headers), {
    params: Promise.resolve({ tableId }),
  });
  return { status: response.status, body: (await response.json()) as LiveView | TableErrorResult };
}

async function view(config: string): Promise<LiveView> {
  const { status, body } = await viewOf(config);
  if (status !== 200 || !("seq" in body)) throw new Error(`view: ${JSON.stringify(body)}`);
  return body;
}

function ok<T extends { status: string }>(result: T): Exclude<T, TableErrorResult> {
  if (result.status === "error") throw new Error(`expected success, got ${JSON.stringify(result)}`);
  return result as Exclude<T, TableErrorResult>;
}

const okView = (answer: VerbResult): LiveView => {
  if (answer.status !== "ok") throw new Error(`expected a view, got ${JSON.stringify(answer)}`);
  return answer.view;
};

const mine = (v: LiveView) => v.seats.find((s) => s.seat === v.you.seat);

const USD = "usd-2-300";
const BANK = "usd-5-50-bank";

let store: TestStore;
beforeAll(() => warmEngine());
beforeEach(async () => {
  store = await openTestStore();
  state.db = store.db;
  state.cookies.clear();
  resetLimits();
  resetTableReadLimits();
});
afterEach(async () => {
  await store.close();
});

describe("the table on JSON routes", () => {
  it("plays a round: view, bet, House Way, coach, session; a first visit is an empty table", async () => {
    expect(await view(USD)).toMatchObject({ seq: 0, round: null, you: { balance: 100_000 } });
    expect(await call("session", { tableId: USD, since: 0 })).toEqual({
      status: "error",
      code: "no-learner",
    });
    const dealt = okView(await verb(USD, "bet", { main: 600, bonus: 100 }));
    expect(dealt).toMatchObject({ phase: "setting", bank: { cards: null } });
    expect(dealt.you.balance).toBe(100_000 - 700);
    expect((await view(USD)).round?.id).toBe(dealt.round?.id);
    const settled = okView(await verb(USD, "house-way"));
    expect(mine(settled)?.setBy).toBe("house-way");
    expect(settled.bank).toMatchObject({ kind: "house" });
    expect(settled.bank.cards).toHaveLength(7);
    expect(settled.you.balance).toBe(100_000 + (settled.you.last?.net ?? Number.NaN));
    const roundId = settled.round?.id as string;
    const coach = ok(await call("coach", { roundId }));
    expect(coach.grade.splits).toHaveLength(21);
    const session = ok(await call("session", { tableId: USD, since: 0 }));
    expect(session.session.rounds).toBe(1);
    expect(session.session.net).toBe(settled.you.last?.net);
    // Rebuy tops a lost balance back up to the start, and refuses when it is not needed.
    const rebought = await verb(USD, "rebuy");
    if ((settled.you.balance ?? 0) < 100_000)
      expect(okView(rebought).you).toMatchObject({ balance: 100_000, rebuys: 1 });
    else expect(rebought).toEqual({ status: "error", code: "rebuy-not-needed" });
    // A replay of House Way changes nothing.
    expect(await verb(USD, "house-way")).toEqual({ status: "error", code: "already-settled" });
  });

  it("banks: a reload finds the bank held (#8), the session counts banking rounds (#10)", async () => {
    ok(await verb(BANK, "bet", { main: 500 }));
    ok(await verb(BANK, "house-way"));
    const status = ok(await call("bankStatus", { tableId: BANK, seats: 2 }));
    expect(status.bank).toMatchObject({ eligible: false, reason: "points" });
    expect(await verb(BANK, "bank", { seats: 2 })).toEqual({
      status: "error",
      code: "bank-entry-rule",
    });
    const learner = (await currentLearnerId(state.db)) as string;
    await withTx(state.db, (tx) => addWalletCounters(tx, learner, "USD", { points: 500 }));
    const taken = okView(await verb(BANK, "bank", { seats: 2 }));
    expect(taken).toMatchObject({ phase: "approve", you: { role: "bank", seat: 0 } });
    expect(taken.seats).toHaveLength(2);
    const held = await view(BANK);
    expect(held).toMatchObject({
      phase: "approve",
      deadline: taken.deadline,
      you: { role: "bank" },
    });
    const banked = okView(await verb(BANK, "approve"));
    expect(banked.bank).toMatchObject({ kind: "learner" });
    expect(banked.bank.net).not.toBeNull();
    expect(banked.seats.every((s) => s.name === null && s.outcome !== null)).toBe(true);
    expect(banked.you.last?.net).toBe(banked.bank.net);
    // The bank coach is a read of its own (the approve answers the view).
    const coach = ok(await call("bankCoach", { roundId: banked.round?.id as string }));
    expect(coach.coach.bestEv).toBeGreaterThanOrEqual(coach.coach.houseWayEv);
    const session = ok(await call("session", { tableId: BANK, since: 0 }));
    expect(session.session.rounds).toBe(2);
    expect(okView(await verb(BANK, "unbank")).you.role).toBe("player");
    expect((await view(BANK)).you.role).toBe("player");
    expect(await verb(BANK, "approve")).toEqual({ status: "error", code: "not-banking" });
  });

  it("refuses the bank while the learner's own hand is open at that table, typed (#1)", async () => {
    const dealt = okView(await verb(BANK, "bet", { main: 500 }));
    const learner = (await currentLearnerId(state.db)) as string;
    await withTx(state.db, (tx) => addWalletCounters(tx, learner, "USD", { points: 500 }));
    const before = await view(BANK);
    // The bank changes hands only between rounds: not beside the learner's own open hand.
    expect(await verb(BANK, "bank", { seats: 1 })).toEqual({ status: "error", code: "round-open" });
    expect(await verb(BANK, "approve")).toEqual({ status: "error", code: "not-banking" });
    const after = await view(BANK);
    expect(after.you).toEqual(before.you);
    expect(after.seq).toBe(before.seq);
    expect(after.round?.id).toBe(dealt.round?.id);
    // Once the hand is done, the bank is taken and Approve works.
    ok(await verb(BANK, "house-way"));
    ok(await verb(BANK, "bank", { seats: 1 }));
    expect(okView(await verb(BANK, "approve")).bank.kind).toBe("learner");
  });

  it("limits every endpoint, the reads included (21 #5), with a wait to retry after", async () => {
    ok(await verb(USD, "bet", { main: 500 }));
    let limited: TableErrorResult | null = null;
    for (let k = 0; k < 100 && !limited; k++) {
      const { body } = await viewOf(USD);
      if (!("seq" in body)) limited = body;
    }
    expect(limited).toMatchObject({ status: "error", code: "rate-limited" });
    expect(limited?.params?.seconds).toBeGreaterThan(0);
    // The session and the bank's status are limited as well, and so are the verbs.
    for (const [endpoint, body] of [
      ["session", { tableId: USD, since: 0 }],
      ["bankStatus", { tableId: BANK, seats: 1 }],
    ] as const) {
      let code: string | null = null;
      for (let k = 0; k < 100 && code !== "rate-limited"; k++) {
        const answer = await call(endpoint, body);
        code = answer.status === "error" ? answer.code : null;
      }
      expect(code).toBe("rate-limited");
    }
    let code: string | null = null;
    for (let k = 0; k < 100 && code !== "rate-limited"; k++) {
      const answer = await verb(USD, "unbank");
      code = answer.status === "error" ? answer.code : null;
    }
    expect(code).toBe("rate-limited");
  });

  it("reads are GETs and verbs POSTs, each only that; a refusal has its code's status", async () => {
    for (const [endpoint, { method }] of Object.entries(TABLE_API)) {
      expect(method, endpoint).toBe("GET");
      expect(routes[endpoint as TableEndpoint].GET, endpoint).toBeTypeOf("function");
      expect(routes[endpoint as TableEndpoint].POST, endpoint).toBeUndefined();
    }
    expect("POST" in liveView).toBe(false);
    expect("GET" in liveVerb).toBe(false);
    // A refused verb answers its code's status: no such config is 404, a live one too.
    for (const config of ["no-such-table", "live-usd-5-50"]) {
      const response = await verbResponse(config, "bet", JSON.stringify({ main: 500 }));
      expect([response.status, await response.json()]).toEqual([
        404,
        { status: "error", code: "unknown-table" },
      ]);
    }
    expect(await verb(USD, "sit")).toEqual({ status: "error", code: "forbidden" });
  });

  it("reads refuse another site, a long query, a repeated or junk parameter, typed", async () => {
    const session = routeOf("session", "GET");
    // The own table's view holds the learner's open hand: another site may not read it.
    expect((await viewOf(USD, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    // So may a live table's view and stream, and the lobby's (the viewer's classes and wallet).
    const live = { params: Promise.resolve({ tableId: "live-usd-5-50" }) };
    // A browser that says it is another site, and one that only names another origin.
    const fromSite = (url: string) => read(url, { "sec-fetch-site": "cross-site" });
    const fromOrigin = (url: string) =>
      new Request(`http://127.0.0.1:3000${url}`, {
        headers: { host: "127.0.0.1:3000", origin: "https://evil.example" },
      });
    for (const request of [fromSite, fromOrigin]) {
      const answers = [
        await liveView.GET(request("/api/live/live-usd-5-50"), live),
        await liveEvents.GET(request("/api/live/live-usd-5-50/events"), live),
        await lobby.GET(request("/api/live")),
        await lobbyEvents.GET(request("/api/live/events")),
      ];
      for (const answer of answers)
        expect([answer.status, await answer.json()]).toEqual([
          403,
          { status: "error", code: "forbidden" },
        ]);
    }
    // The same reads from the learner's own pages answer.
    expect((await liveView.GET(read("/api/live/live-usd-5-50"), live)).status).toBe(200);
    expect((await lobby.GET(read("/api/live"))).status).toBe(200);
    expect(
      (
        await session(
          read(`/api/table/session?tableId=${USD}&since=0`, { "sec-fetch-site": "cross-site" }),
        )
      ).status,
    ).toBe(403);
    expect(
      (await session(read(`/api/table/session?tableId=${"a".repeat(600)}&since=0`))).status,
    ).toBe(414);
    const twice = await session(read(`/api/table/session?tableId=${USD}&tableId=${BANK}&since=0`));
    expect([twice.status, await twice.json()]).toEqual([
      400,
      { status: "error", code: "invalid-input" },
    ]);
    for (const since of ["x", "-1", "1e3", ""]) {
      const answer = await session(read(`/api/table/session?tableId=${USD}&since=${since}`));
      expect([answer.status, await answer.json()], since).toEqual([
        400,
        { status: "error", code: "invalid-input" },
      ]);
    }
  });

  it("answers junk with typed refusals and never a 500", async () => {
    const bet = (body: string, headers: Record<string, string> = {}) =>
      verbResponse(USD, "bet", body, headers);
    expect((await bet("{not json")).status).toBe(400);
    expect((await bet("{}", { "content-type": "text/plain" })).status).toBe(415);
    expect((await bet("{}", { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await bet(JSON.stringify({ main: 500, x: "x".repeat(5000) }))).status).toBe(413);
    for (const body of [null, [], {}, { main: -1 }, { main: "500" }, { main: 500, extra: 1 }]) {
      const response = await bet(JSON.stringify(body));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: "error", code: "invalid-input" });
    }
    expect(await verb(USD, "bet", { main: 150 })).toEqual({
      status: "error",
      code: "unknown-chip",
    });
    expect(await verb(USD, "steal")).toEqual({ status: "error", code: "invalid-input" });
  });
});
