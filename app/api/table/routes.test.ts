/**
 * The table's JSON routes end to end below HTTP: real Request objects into the route
 * handlers (tableReadRoute, tableVerbRoute), a fake cookie jar in place of next/headers, a
 * temporary store, and the real services and engine. The answers are lib/table/api.ts's
 * contract: reads GET, verbs POST, a refusal its code's HTTP status.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/client";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { statusOf } from "@/lib/http/status";
import type { TableEndpoint, TableErrorResult, TableResponse } from "@/lib/table/api";

const state = vi.hoisted(() => ({
  db: null as unknown as Db,
  cookies: new Map<string, string>(),
}));

vi.mock("server-only", () => ({}));
vi.mock("@/lib/db", () => ({ getDb: () => state.db }));
vi.mock("@/lib/auth/current", () => ({ getAuth: async () => ({ status: "signed-out" }) }));
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
  state: await import("./state/route"),
  deal: await import("./deal/route"),
  finish: await import("./finish/route"),
  rebuy: await import("./rebuy/route"),
  coach: await import("./coach/route"),
  session: await import("./session/route"),
  bankStatus: await import("./bank-status/route"),
  takeBank: await import("./take-bank/route"),
  leaveBank: await import("./leave-bank/route"),
  approve: await import("./approve/route"),
};
const { resetLimits } = await import("@/lib/learner/limits");
const { resetTableReadLimits } = await import("@/lib/table/limits");
const { currentLearnerId } = await import("@/lib/learner");
const { addWalletCounters } = await import("@/lib/db/table");
const { withTx } = await import("@/lib/db/store");
const { warmEngine } = await import("@/lib/grading/ev");

const request = (path: string, body: string, headers: Record<string, string> = {}) =>
  new Request(`http://127.0.0.1:3000/api/table/${path}`, {
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

/** One call as the client sends it (a read's input in the query); the status fits the answer. */
async function call<E extends TableEndpoint>(endpoint: E, body: object) {
  const { method, path } = TABLE_API[endpoint];
  const response = await routeOf(
    endpoint,
    method,
  )(
    method === "GET"
      ? read(tableReadUrl(endpoint, body))
      : request(path, JSON.stringify(body), { "sec-fetch-site": "same-origin" }),
  );
  const answer = (await response.json()) as TableResponse<E>;
  expect(response.status).toBe(answer.status === "error" ? statusOf(answer.code) : 200);
  return answer;
}

function ok<T extends { status: string }>(result: T): Exclude<T, TableErrorResult> {
  if (result.status === "error") throw new Error(`expected success, got ${JSON.stringify(result)}`);
  return result as Exclude<T, TableErrorResult>;
}

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
  it("plays a round: state, deal, Done by the house way, coach, session; a first visit is no-learner", async () => {
    expect(await call("state", { tableId: USD })).toEqual({ status: "error", code: "no-learner" });
    const dealt = ok(await call("deal", { tableId: USD, chips: [500, 100], bonusChips: [100] }));
    expect(dealt.round).toMatchObject({ status: "open", bank: null, role: "player" });
    expect(dealt.wallet.balance).toBe(100_000 - 700);
    const shown = ok(await call("state", { tableId: USD }));
    expect(shown.state.round?.id).toBe(dealt.round.id);
    const settled = ok(await call("finish", { kind: "house-way", roundId: dealt.round.id }));
    expect(settled.round).toMatchObject({ status: "settled", settledBy: "house-way" });
    expect(settled.round.bank?.occupied).toBe(false);
    expect(settled.wallet.balance).toBe(settled.round.balanceAfter);
    const coach = ok(await call("coach", { roundId: dealt.round.id }));
    expect(coach.grade.splits).toHaveLength(21);
    const session = ok(await call("session", { tableId: USD, since: 0 }));
    expect(session.session.rounds).toBe(1);
    expect(session.session.net).toBe((settled.round.balanceAfter ?? 0) - 100_000);
    // Rebuy tops a lost balance back up to the start, and refuses when it is not needed.
    const rebought = await call("rebuy", { tableId: USD });
    if (settled.wallet.balance < 100_000)
      expect(rebought).toMatchObject({ status: "rebought", wallet: { balance: 100_000 } });
    else expect(rebought).toEqual({ status: "error", code: "rebuy-not-needed" });
    // A replay of Done changes nothing.
    expect(await call("finish", { kind: "house-way", roundId: dealt.round.id })).toEqual({
      status: "error",
      code: "already-settled",
    });
  });

  it("banks: the state restores the bank held (#8), the session counts banking rounds (#10)", async () => {
    ok(await call("deal", { tableId: BANK, chips: [500], bonusChips: [] }));
    const first = ok(await call("state", { tableId: BANK }));
    const roundId = first.state.round?.id as string;
    ok(await call("finish", { kind: "house-way", roundId }));
    const status = ok(await call("bankStatus", { tableId: BANK, seats: 2 }));
    expect(status.bank).toMatchObject({ eligible: false, reason: "points" });
    const learner = (await currentLearnerId(state.db)) as string;
    await withTx(state.db, (tx) => addWalletCounters(tx, learner, "USD", { points: 500 }));
    const taken = ok(await call("takeBank", { tableId: BANK, seats: 2 }));
    const held = ok(await call("state", { tableId: BANK }));
    expect(held.state.bank).toEqual({ seats: 2, approveBy: taken.approveBy });
    const banked = ok(await call("approve", { tableId: BANK }));
    expect(banked.round).toMatchObject({ role: "banker", status: "settled" });
    expect(banked.round.bank).toMatchObject({ learner: true, occupied: true });
    expect(banked.round.seats.every((s) => !s.learner && !s.occupied)).toBe(true);
    expect(banked.wallet.balance).toBe(banked.round.balanceAfter);
    const session = ok(await call("session", { tableId: BANK, since: 0 }));
    expect(session.session.rounds).toBe(2);
    ok(await call("leaveBank", { tableId: BANK }));
    expect(ok(await call("state", { tableId: BANK })).state.bank).toBeNull();
    expect(await call("approve", { tableId: BANK })).toEqual({
      status: "error",
      code: "not-banking",
    });
  });

  it("refuses the bank while the learner's own hand is open at that table, typed (#1)", async () => {
    const dealt = ok(await call("deal", { tableId: BANK, chips: [500], bonusChips: [] }));
    const learner = (await currentLearnerId(state.db)) as string;
    await withTx(state.db, (tx) => addWalletCounters(tx, learner, "USD", { points: 500 }));
    const before = ok(await call("state", { tableId: BANK })).state;
    // The bank changes hands only between rounds: not beside the learner's own open hand.
    expect(await call("takeBank", { tableId: BANK, seats: 1 })).toEqual({
      status: "error",
      code: "round-open",
    });
    expect(await call("approve", { tableId: BANK })).toEqual({
      status: "error",
      code: "not-banking",
    });
    const after = ok(await call("state", { tableId: BANK })).state;
    expect(after.wallet).toEqual(before.wallet);
    expect(after.bank).toBeNull();
    expect(after.round?.id).toBe(dealt.round.id);
    // Once the hand is done, the bank is taken and Approve works.
    ok(await call("finish", { kind: "house-way", roundId: dealt.round.id }));
    ok(await call("takeBank", { tableId: BANK, seats: 1 }));
    expect((await call("approve", { tableId: BANK })).status).toBe("banked");
  });

  it("limits every endpoint, the reads included (21 #5), with a wait to retry after", async () => {
    ok(await call("deal", { tableId: USD, chips: [500], bonusChips: [] }));
    let limited: TableResponse<"state"> | null = null;
    for (let k = 0; k < 100 && !limited; k++) {
      const answer = await call("state", { tableId: USD });
      if (answer.status === "error") limited = answer;
    }
    expect(limited).toMatchObject({ status: "error", code: "rate-limited" });
    expect((limited as { params?: { seconds?: number } }).params?.seconds).toBeGreaterThan(0);
    // Rebuy, the session, the bank's status and leaving the bank are limited as well.
    for (const [endpoint, body] of [
      ["rebuy", { tableId: USD }],
      ["session", { tableId: USD, since: 0 }],
      ["bankStatus", { tableId: BANK, seats: 1 }],
      ["leaveBank", { tableId: BANK }],
    ] as const) {
      let code: string | null = null;
      for (let k = 0; k < 100 && code !== "rate-limited"; k++) {
        const answer = await call(endpoint, body);
        code = answer.status === "error" ? answer.code : null;
      }
      expect(code).toBe("rate-limited");
    }
  });

  it("reads are GETs and verbs POSTs, each only that; a refusal has its code's status", async () => {
    for (const [endpoint, { method }] of Object.entries(TABLE_API)) {
      const other = method === "GET" ? "POST" : "GET";
      expect(routes[endpoint as TableEndpoint][method], endpoint).toBeTypeOf("function");
      expect(routes[endpoint as TableEndpoint][other], endpoint).toBeUndefined();
    }
    expect(TABLE_API.state.method).toBe("GET");
    expect(TABLE_API.deal.method).toBe("POST");
    // A first visit's read is refused as the request's fault; a refused verb likewise.
    const first = await routeOf("state", "GET")(read(tableReadUrl("state", { tableId: USD })));
    expect([first.status, await first.json()]).toEqual([
      400,
      { status: "error", code: "no-learner" },
    ]);
    const unknown = await routeOf(
      "deal",
      "POST",
    )(
      request("deal", JSON.stringify({ tableId: "no-such-table", chips: [500], bonusChips: [] }), {
        "sec-fetch-site": "same-origin",
      }),
    );
    expect([unknown.status, await unknown.json()]).toEqual([
      404,
      { status: "error", code: "unknown-table" },
    ]);
  });

  it("reads refuse another site, a long query, a repeated or junk parameter, typed", async () => {
    const state = routeOf("state", "GET");
    const session = routeOf("session", "GET");
    expect(
      (await state(read(`/api/table/state?tableId=${USD}`, { "sec-fetch-site": "cross-site" })))
        .status,
    ).toBe(403);
    expect((await state(read(`/api/table/state?tableId=${"a".repeat(600)}`))).status).toBe(414);
    const twice = await state(read(`/api/table/state?tableId=${USD}&tableId=${BANK}`));
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
    const post = (body: string, headers: Record<string, string> = {}) =>
      routeOf(
        "deal",
        "POST",
      )(request("deal", body, { "sec-fetch-site": "same-origin", ...headers }));
    expect((await post("{not json")).status).toBe(400);
    expect((await post("{}", { "content-type": "text/plain" })).status).toBe(415);
    expect((await post("{}", { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post(JSON.stringify({ tableId: USD, chips: "x".repeat(5000) }))).status).toBe(
      413,
    );
    for (const body of [
      null,
      [],
      { tableId: USD },
      { tableId: USD, chips: [-1], bonusChips: [] },
    ]) {
      const response = await post(JSON.stringify(body));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: "error", code: "invalid-input" });
    }
    expect(await call("deal", { tableId: USD, chips: [200], bonusChips: [] })).toEqual({
      status: "error",
      code: "unknown-chip",
    });
  });
});
