/**
 * The parts of `npm run bench:live` (bench-live.ts sets up the servers and the accounts):
 * push latency, 30 tables under play, 1,000 idle streams, a banker and players on two
 * instances, and kill -9 of one of two instances mid-round. Each prints its figures with the
 * load average, and returns whether its checks held.
 */
import os from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { LiveView, LobbyView } from "../lib/live/api";
import { SHOW_MS } from "../lib/table/machine";
import { type CpuReading, cpuLine, cpuMeter, serverPid, treeCpuMs, treeRssMb } from "./bench/cpu";
import { STEADY, steadyAll, steadyNote, type Verdict, warmUntilSteady } from "./bench/steady";
import { type Answer, getPath, getView, LiveStream, mine, post, verb } from "./bench-live-client";
import { EXPECTED_RACES, Player, Tally } from "./bench-live-play";
import {
  doubleEntries,
  drained,
  ledgerCheck,
  roundsOf,
  type Store,
  seatsOf,
  seatsPlayed,
} from "./bench-live-store";
import { fmt, percentile, type Server, stopServer } from "./bench-server";

interface Account {
  userId: string;
  learnerId: string;
  name: string;
  cookie: string;
}

export interface Ctx {
  servers: Server[];
  store: Store;
  /** Classes to open tables for, one each (a class has one open table per config). */
  classIds: string[];
  teacher: Account;
  /** Students not yet used by a part (each part takes its own). */
  students: Account[];
  anon: string[];
  flags: {
    seconds: number;
    tables: number;
    streams: number;
    latencyRounds: number;
    /** The floor's block: requests each of its clients sends (a block is all clients'). */
    floorRequests: number;
    /** The load's warm-up block: rounds of every table's actions (4 bets, 4 settings each). */
    warmRounds: number;
    /** Every table starts in the same instant (and stays in step), instead of spread out. */
    lockstep: boolean;
    /** The load's learners a table (4 by default). */
    people: number;
    /** The load's tables have bots in their empty seats (the teacher turns them on, issue 55). */
    bots: boolean;
  };
  /** PostgreSQL's postmaster (its backends are its children), for CPU per operation. */
  pgPid?: number;
}

/** The node process of a server (its main thread's task has the same id). */
const pidOf = (server: Server) => serverPid(server.child.pid);

/** CPU seconds so far of every server and PostgreSQL (each with its children). */
const allCpu = (ctx: Ctx) =>
  (ctx.servers.reduce((sum, s) => sum + treeCpuMs(pidOf(s)), 0) +
    (ctx.pgPid ? treeCpuMs(ctx.pgPid) : 0)) /
  1000;

/** This process's event-loop delay meanwhile: how late the bench itself saw answers and events. */
function loopDelay(): () => string {
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  return () => {
    h.disable();
    return `bench's own event-loop delay p99 ${(h.percentile(99) / 1e6).toFixed(1)} ms, max ${(h.max / 1e6).toFixed(1)} ms`;
  };
}

const TEST_TABLE = "live-test-fast";
const MIN_BET = 100; // live-test-fast's minimum, in cents

const load = () => `load average ${os.loadavg()[0]?.toFixed(2)} (${os.cpus().length} cores)`;
const take = (ctx: Ctx, n: number): Account[] => {
  if (ctx.students.length < n) throw new Error("not enough seeded students");
  return ctx.students.splice(0, n);
};
const stats = (list: number[]) => {
  const s = [...list].sort((a, b) => a - b);
  return `p50 ${fmt(percentile(s, 50))}  p95 ${fmt(percentile(s, 95))}  max ${fmt(s[s.length - 1] ?? Number.NaN)}  (n=${s.length})`;
};
const p95 = (list: number[]) =>
  percentile(
    [...list].sort((a, b) => a - b),
    95,
  );
const ok = (answer: Answer, what: string): LiveView => {
  const r = answer.result as { status: string; view?: LiveView; code?: string };
  if (r.status !== "ok" || !r.view) throw new Error(`${what}: ${JSON.stringify(r).slice(0, 200)}`);
  return r.view;
};

/** The teacher opens a class table of the test config; its id. */
let opened = 0;

/** Opens a live table for the next class not used yet. */
async function openTable(ctx: Ctx, base: string): Promise<string> {
  const classId = ctx.classIds[opened++];
  if (!classId) throw new Error("more tables opened than classes seeded");
  const answer = await post(base, "/api/live", ctx.teacher.cookie, {
    classId,
    table: TEST_TABLE,
  });
  const r = answer.result as { status: string; id?: string };
  if (r.status !== "ok" || !r.id) throw new Error(`open: ${JSON.stringify(r)}`);
  return r.id;
}

// 0. The floor ----------------------------------------------------------------------------------

/**
 * What the lightest requests cost the server on this machine, warm (four clients, each one
 * request at a time): the framework's own floor (GET of the locale's web app manifest, a route
 * handler that reads neither the session nor the store: prerendered at build time, so it is
 * Next's routing and response path alone), an anonymous GET of a table's view, and a verb
 * refused (a signed-in teacher's `leave` at a table where they sit nowhere: the session, the
 * body, the access check, the typed refusal). Every live action costs at least the last.
 *
 * The kinds run in blocks, each block every kind in turn (each client `--floor-requests`
 * requests of it), until every kind's main-thread CPU a request is steady at the same block
 * (scripts/bench/steady.ts steadyAll): a fresh server's figure falls block after block while
 * V8 compiles, and the kinds share most of their path, so they warm together. Every block's
 * figures are printed; the steady block's are the floor. The main thread (the request
 * thread, from /proc/<pid>/task/<pid>) is reported apart from the whole process (V8's
 * compiler and GC threads, the EV workers). No target: it reports.
 */
/** As many clients as the load's busiest moments have requests in flight (a few). */
const FLOOR_CLIENTS = 4;

interface FloorBlock extends CpuReading {
  p50: number;
  p95: number;
}

export async function floorPart(ctx: Ctx): Promise<boolean> {
  const server = ctx.servers[0];
  if (!server) throw new Error("no server");
  const pid = pidOf(server);
  const table = "live-test-fast";
  const kinds: { name: string; label: string; request: () => Promise<unknown> }[] = [
    {
      name: "framework",
      label:
        "the framework's floor: GET /en/manifest.webmanifest, a prerendered route handler (no session, no store)",
      request: () => getPath(server.base, "/en/manifest.webmanifest"),
    },
    {
      name: "view GET",
      label: "an anonymous watcher's GET of a table's view",
      request: () => getView(server.base, ctx.anon[0] ?? "", table),
    },
    {
      name: "refused",
      label: "a signed-in POST of a refused verb",
      request: () => verb(server.base, ctx.teacher.cookie, table, "leave"),
    },
  ];
  const perClient = ctx.flags.floorRequests;
  const n = FLOOR_CLIENTS * perClient;
  console.log(
    `\n0. floor: ${FLOOR_CLIENTS} clients, each one request at a time, to one instance (pid ${pid}); ${load()}`,
  );
  for (const k of kinds) console.log(`   ${`${k.name}:`.padEnd(10)} ${k.label}`);
  console.log(
    `   each block: ${n} requests of each kind in turn, until every kind's main-thread CPU a request is steady (ms a request):`,
  );
  const blocks = async (request: () => Promise<unknown>): Promise<FloorBlock> => {
    const walls: number[] = [];
    const meter = cpuMeter(pid);
    await Promise.all(
      Array.from({ length: FLOOR_CLIENTS }, async () => {
        for (let k = 0; k < perClient; k++) {
          const t0 = performance.now();
          await request();
          walls.push(performance.now() - t0);
        }
      }),
    );
    const cpu = meter.per(n);
    walls.sort((a, b) => a - b);
    return { ...cpu, p50: percentile(walls, 50), p95: percentile(walls, 95) };
  };
  const line = (b: FloorBlock) =>
    `${cpuLine(b)} (other threads ${(b.whole - b.main).toFixed(2)}); wall p50 ${fmt(b.p50)}  p95 ${fmt(b.p95)}`;
  const series: FloorBlock[][] = kinds.map(() => []);
  let verdict: Verdict = { done: false };
  for (let block = 1; !verdict.done; block++) {
    for (const [k, kind] of kinds.entries()) {
      const figures = await blocks(kind.request);
      series[k]?.push(figures);
      console.log(`   block ${block} ${kind.name.padEnd(9)} ${line(figures)}`);
    }
    verdict = steadyAll(series.map((s) => s.map((b) => b.main)));
  }
  const note = verdict.steady
    ? `steady at block ${verdict.at + 1}: every kind within ${STEADY.tolerance * 100}% of its block before`
    : `NOT steady after ${verdict.at + 1} blocks (the last reported)`;
  console.log(`   the floor, warm (${note}; n=${n} each):`);
  for (const [k, kind] of kinds.entries())
    console.log(`     ${kind.name.padEnd(9)} ${line(series[k]?.[verdict.at] as FloorBlock)}`);
  return true;
}

// 1. Push latency ------------------------------------------------------------------------------

/**
 * Four players and two watchers at one table; one action at a time (sit, then per round four
 * bets and four settings), each timed from its answer until every other viewer's stream has an
 * event carrying that sequence number. Verbs go to the first server, streams to the last.
 */
export async function latencyPart(ctx: Ctx): Promise<boolean> {
  const actorBase = (ctx.servers[0] as Server).base;
  const viewerBase = (ctx.servers[ctx.servers.length - 1] as Server).base;
  const people = take(ctx, 6);
  const players = people.slice(0, 4);
  const table = await openTable(ctx, actorBase);
  const streams = await Promise.all(
    people.map((p) => LiveStream.open(viewerBase, table, p.cookie)),
  );
  const fromAnswer: number[] = [];
  const fromSend: number[] = [];
  let early = 0;
  let missing = 0;
  let races = 0;
  const loadBefore = load();
  const cpu0 = allCpu(ctx);
  const delay = loopDelay();
  let actions = 0;

  const measure = async (answer: Answer, actor: number, what: string) => {
    actions++;
    const r = answer.result as { status: string; code?: string };
    // A timer that moved the table on first (a loaded machine): no change to time.
    if (r.status === "error" && EXPECTED_RACES.has(r.code ?? "")) {
      races++;
      return;
    }
    const seq = ok(answer, what).seq;
    const others = streams.filter((_, k) => k !== actor);
    const got = await Promise.all(others.map((s) => s.waitSeq(seq, 5000)));
    const last = Math.max(...got.map((a) => (a ? a.at : Number.POSITIVE_INFINITY)));
    if (!Number.isFinite(last)) {
      missing++;
      return;
    }
    // "Every other viewer has it": the last of them. Before the answer counts as 0.
    if (last < answer.answeredAt) early++;
    fromAnswer.push(Math.max(0, last - answer.answeredAt));
    fromSend.push(last - answer.sentAt);
  };

  for (const [k, p] of players.entries())
    await measure(await verb(actorBase, p.cookie, table, "sit", {}), k, "sit");
  const watch = streams[0] as LiveStream;
  for (let round = 0; round < ctx.flags.latencyRounds; round++) {
    if (!(await watch.waitFor((a) => a.view.phase === "bets", 20_000, true)))
      throw new Error("latency: no bets phase within 20 s");
    for (const [k, p] of players.entries())
      await measure(await verb(actorBase, p.cookie, table, "bet", { main: MIN_BET }), k, "bet");
    for (const [k, p] of players.entries()) {
      const stream = streams[k] as LiveStream;
      const dealt = await stream.waitFor(
        (a) => a.view.phase === "setting" && !!mine(a.view)?.cards,
        10_000,
        true,
      );
      const cards = dealt ? mine(dealt.view)?.cards : null;
      if (!cards) {
        races++; // its bet came after the bets closed: not dealt this round
        continue;
      }
      const body = k % 2 === 0 ? {} : { front: [cards[0], cards[1]], confirmFoul: true };
      await measure(
        await verb(actorBase, p.cookie, table, k % 2 === 0 ? "house-way" : "set", body),
        k,
        "set",
      );
    }
  }
  const cpu = allCpu(ctx) - cpu0;
  const delays = delay();
  for (const s of streams) s.close();
  const where =
    ctx.servers.length > 1
      ? "verbs on instance A, every viewer on instance B"
      : "one instance, SQLite";
  console.log(`\n1. push latency (${where}); ${loadBefore} before, ${load()} after`);
  console.log(`   answer -> every other viewer has the event: ${stats(fromAnswer)}`);
  console.log(`   request sent -> every other viewer has it:   ${stats(fromSend)}`);
  console.log(
    `   ${early} of ${fromAnswer.length} actions: every viewer had it before the answer; ${missing} not delivered within 5 s; ${races} refused by a timer's race`,
  );
  console.log(
    `   CPU ${cpu.toFixed(1)} s = ${((cpu * 1000) / Math.max(1, actions)).toFixed(1)} ms per action (${ctx.servers.length} server(s)${ctx.pgPid ? " + PostgreSQL" : ""}: the verb, 6 streams' re-reads, the clock meanwhile); ${delays}`,
  );
  const target = ctx.servers.length > 1 ? 150 : 50;
  const pass = missing === 0 && p95(fromAnswer) <= target;
  console.log(`   target p95 <= ${target} ms: ${pass ? "met" : "MISSED"}`);
  return pass;
}

// 2. Load: N tables x P learners ----------------------------------------------------------------

export async function loadPart(ctx: Ctx): Promise<boolean> {
  const server = ctx.servers[0] as Server;
  const base = server.base;
  const tally = new Tally();
  const tables: string[] = [];
  const { people: perTable, bots } = ctx.flags;
  for (let t = 0; t < ctx.flags.tables; t++) {
    const table = await openTable(ctx, base);
    // A class table's bots (a config naming none: people + bots = 3) while a student sits.
    if (bots) ok(await verb(base, ctx.teacher.cookie, table, "bots", { on: true }), "bots on");
    tables.push(table);
  }
  const players: Player[] = [];
  const streams: LiveStream[] = [];
  const seated = tables.map((table) => ({ table, people: take(ctx, perTable) }));
  const who = `${tables.length} tables x ${perTable} learner${perTable === 1 ? "" : "s"}${bots ? " and bots" : ""}`;
  // A table's players sit and start together (its first bets close 5 s after its first sit,
  // and three rounds sat out free a seat); the figures count from the last table's start.
  // Tables of different people are not in step: they start spread over one round's cycle
  // (the results shown SHOW_MS, then the next bets), as tables opened one after another are,
  // and keep that spacing as every table's round takes as long. --lockstep starts them all
  // in one instant instead, so every table's bets, and every table's settings, arrive at once.
  const spacingMs = ctx.flags.lockstep ? 0 : SHOW_MS / seated.length;
  await Promise.all(
    seated.map(async ({ table, people }, t) => {
      await new Promise((r) => setTimeout(r, t * spacingMs));
      for (const [k, p] of people.entries()) {
        const stream = await LiveStream.open(base, table, p.cookie);
        streams.push(stream);
        ok(await verb(base, p.cookie, table, "sit", {}), "sit");
        const player = new Player({
          base,
          cookie: p.cookie,
          name: p.learnerId,
          tableId: table,
          stream,
          tally,
          done: k % 2 === 1,
          minBet: MIN_BET,
        });
        players.push(player);
        player.start();
      }
    }),
  );
  // Warm-up (not counted): the same play in blocks of every table's actions of
  // --warm-rounds rounds, until the main thread's CPU an action is steady.
  const pid = pidOf(server);
  const blockActions = 2 * perTable * tables.length * ctx.flags.warmRounds;
  console.log(
    `\n2. load, warm-up: ${who}, blocks of ${blockActions} actions until the main thread's CPU an action is steady (server pid ${pid}); ${load()}`,
  );
  const warm = await warmUntilSteady(
    async () => {
      const meter = cpuMeter(pid);
      const a0 = tally.actions;
      const t = Date.now();
      while (tally.actions - a0 < blockActions) {
        if (Date.now() - t > 120_000) throw new Error("warm-up: a block took over 120 s");
        await new Promise((r) => setTimeout(r, 20));
      }
      const actions = tally.actions - a0;
      return { ...meter.per(actions), actions, seconds: (Date.now() - t) / 1000 };
    },
    (b, block) =>
      console.log(
        `   block ${block}: ${b.actions} actions in ${b.seconds.toFixed(1)} s, ${cpuLine(b)} an action`,
      ),
  );
  console.log(`   ${steadyNote(warm)}`);
  tally.restart();
  const loadBefore = load();
  const meter = cpuMeter(pid);
  const delay = loopDelay();
  const t0 = Date.now();
  await new Promise((r) => setTimeout(r, ctx.flags.seconds * 1000));
  for (const p of players) p.stop();
  const elapsed = (Date.now() - t0) / 1000;
  const used = meter.total();
  const cpu = used.whole / 1000;
  const perAction = meter.per(tally.actions);
  const delays = delay();
  const loadAfter = load();
  // Rounds dealt near the end are settled by the timer (6 s + 1 s grace, then the clock's tick).
  const rounds = await drained(ctx.store, tables, 30_000);
  const now = Date.now();
  await new Promise((r) => setTimeout(r, 1000)); // the last settlements' events
  for (const s of streams) s.close();
  const open = rounds.filter((r) => r.phase !== "settled");
  const overdue = open.filter((r) => r.deadline_at !== null && now > r.deadline_at + 3000);
  const inWindow = rounds.filter((r) => r.dealt_at >= t0 && r.dealt_at <= t0 + elapsed * 1000);
  const twice = await doubleEntries(ctx.store, tables);
  const seats = await seatsPlayed(ctx.store, tables);
  const seen = [...tally.settled.values()].reduce((n, s) => n + s.size, 0);
  const unseen = rounds.filter(
    (r) => r.phase === "settled" && !tally.settled.get(r.instance_id)?.has(r.id),
  );
  const ledger = ledgerCheck(ctx.store);
  const errors = tally.errors();
  const stoppedAt = t0 + elapsed * 1000;
  const unseenLate = unseen.filter((r) => (r.settled_at ?? 0) > stoppedAt).length;

  console.log(
    `\n2. load: ${who} (${streams.length} streams), ${elapsed.toFixed(1)} s, ${ctx.flags.lockstep ? "all tables in step" : `tables started ${spacingMs.toFixed(0)} ms apart`}; ${loadBefore} before, ${loadAfter} after`,
  );
  console.log(
    `   rounds dealt ${inWindow.length} (${(inWindow.length / elapsed).toFixed(1)}/s), ${rounds.length} in all; settled rounds seen by the players' streams ${seen}`,
  );
  console.log(
    `   player seats in settled rounds: ${seats.people} people's, ${seats.house} the house's (bots)`,
  );
  console.log(`   actions ${tally.actions}: ${stats(tally.times)}`);
  for (const [name, times] of [...tally.byVerb].sort())
    console.log(`     ${name.padEnd(9)} ${stats(times)}`);
  console.log(
    `   server CPU ${cpu.toFixed(1)} s = ${perAction.whole.toFixed(2)} ms per action, whole process (incl. its pushes to ${perTable} streams, the bots and the clock); main thread ${(used.main / 1000).toFixed(1)} s = ${perAction.main.toFixed(2)} ms per action; ${delays}`,
  );
  console.log(
    `   errors ${errors}; refusals ${JSON.stringify(Object.fromEntries(tally.refusals))} (wrong-phase and deadline-passed: a timer's race, not counted as errors)`,
  );
  for (const [k, n] of tally.failures) console.log(`     ${n} x ${k}`);
  console.log(
    `   after: ${open.length} rounds open (${overdue.length} past deadline + 3 s), ${twice} ledger entries written twice, ${unseen.length} settled rounds no stream showed (${unseenLate} of them settled after the players stopped); ledger-check: ${ledger.line}`,
  );
  const pass =
    errors === 0 &&
    open.length === 0 &&
    twice === 0 &&
    unseen.length === 0 &&
    ledger.ok &&
    p95(tally.times) <= 250;
  console.log(
    `   target (no errors, all settled once, ledger ok, action p95 <= 250 ms): ${pass ? "met" : "MISSED"}`,
  );
  return pass;
}

// 3. Idle streams ----------------------------------------------------------------------------------

/** A distinct documentation-range address (198.18.0.0/15) per anonymous watcher. */
const watcherAddress = (k: number) => `198.18.${(k >> 8) & 255}.${k & 255}`;

export async function idlePart(ctx: Ctx): Promise<boolean> {
  const server = ctx.servers[0] as Server;
  const base = server.base;
  const lobby = (await (await fetch(`${base}/api/live`)).json()) as LobbyView;
  const tables = lobby.tables.filter((t) => t.classId === null).map((t) => t.id);
  const count = ctx.flags.streams;
  const perCookie = 4; // lib/live/routes.ts STREAMS_PER_VIEWER
  if (ctx.anon.length * perCookie < count) throw new Error("not enough anonymous learners seeded");
  const loadBefore = load();
  const rss0 = treeRssMb(pidOf(server));
  const streams: LiveStream[] = [];
  const failed = new Map<string, number>();
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < count) {
        const k = next++;
        try {
          streams.push(
            await LiveStream.open(
              base,
              tables[k % tables.length] as string,
              ctx.anon[Math.floor(k / perCookie)] as string,
              false,
              // Each watcher at an address of its own: anonymous streams share their
              // address's cap of 4 (lib/live/routes.ts streamKey).
              watcherAddress(Math.floor(k / perCookie)),
            ),
          );
        } catch (error) {
          const m = (error as Error).message.slice(0, 80);
          failed.set(m, (failed.get(m) ?? 0) + 1);
        }
      }
    }),
  );
  const opened = (performance.now() - t0) / 1000;
  // The heartbeat is every 20 s per stream (lib/http/sse.ts; the route sets no other).
  const end = Date.now() + 26_000;
  while (Date.now() < end && streams.some((s) => s.heartbeats === 0 && !s.ended))
    await new Promise((r) => setTimeout(r, 500));
  const rss1 = treeRssMb(pidOf(server));
  const withView = streams.filter((s) => s.lastSeq >= 0).length;
  const beating = streams.filter((s) => s.heartbeats > 0).length;
  const ended = streams.filter((s) => s.ended).length;
  for (const s of streams) s.close();
  console.log(
    `\n3. idle streams: ${count} asked, on ${tables.length} public tables; ${loadBefore} before, ${load()} after`,
  );
  console.log(
    `   open ${streams.length} in ${opened.toFixed(1)} s (${[...failed.entries()].map(([m, n]) => `${n} x ${m}`).join("; ") || "none refused"}); first view on ${withView}; heartbeat on ${beating}; ended early ${ended}`,
  );
  console.log(
    `   server RSS ${rss0.toFixed(0)} MB before, ${rss1.toFixed(0)} MB with them open: +${(rss1 - rss0).toFixed(0)} MB (${(((rss1 - rss0) * 1024) / Math.max(1, streams.length)).toFixed(0)} kB a stream)`,
  );
  const pass = streams.length === count && beating === count && rss1 - rss0 < 150;
  console.log(`   target (all open, every one a heartbeat, < 150 MB): ${pass ? "met" : "MISSED"}`);
  return pass;
}

// 4. A banker on A, players on B ----------------------------------------------------------------

export async function checkPart(ctx: Ctx): Promise<boolean> {
  const [a, b] = ctx.servers.map((s) => s.base) as [string, string];
  const [banker, p1, p2] = take(ctx, 3) as [Account, Account, Account];
  const table = await openTable(ctx, a);
  const bankStream = await LiveStream.open(a, table, banker.cookie);
  const s1 = await LiveStream.open(b, table, p1.cookie);
  const s2 = await LiveStream.open(b, table, p2.cookie);
  ok(await verb(a, banker.cookie, table, "sit", {}), "banker sits");
  ok(await verb(a, banker.cookie, table, "bank", {}), "banker banks");
  const balance0 = (await getView(a, banker.cookie, table)).you.balance ?? 0;
  ok(await verb(b, p1.cookie, table, "sit", {}), "player 1 sits");
  ok(await verb(b, p2.cookie, table, "sit", {}), "player 2 sits");
  const approving = await bankStream.waitFor((x) => x.view.phase === "approve", 10_000, true);
  if (!approving) throw new Error("check: the banker (on A) never saw the approve phase");
  ok(await verb(a, banker.cookie, table, "approve", {}), "approve");
  for (const [p, s] of [
    [p1, s1],
    [p2, s2],
  ] as const) {
    if (!(await s.waitFor((x) => x.view.phase === "bets", 10_000, true)))
      throw new Error("check: a player (on B) never saw the bets open");
    ok(await verb(b, p.cookie, table, "bet", { main: MIN_BET }), "bet");
  }
  for (const [p, s] of [
    [p1, s1],
    [p2, s2],
  ] as const) {
    if (
      !(await s.waitFor((x) => x.view.phase === "setting" && !!mine(x.view)?.cards, 10_000, true))
    )
      throw new Error("check: a player (on B) was not dealt");
    ok(await verb(b, p.cookie, table, "house-way", {}), "house-way");
  }
  const settled = (s: LiveStream) => s.waitFor((x) => x.view.phase === "settled", 10_000, true);
  const [onA, onB1, onB2] = await Promise.all([settled(bankStream), settled(s1), settled(s2)]);
  for (const s of [bankStream, s1, s2]) s.close();
  const balance1 = (await getView(a, banker.cookie, table)).you.balance ?? 0;
  const round = onA?.view.round?.id;
  const sameRound = !!round && onB1?.view.round?.id === round && onB2?.view.round?.id === round;
  const bankNet = onA?.view.bank.net ?? null;
  const netsAgree =
    !!onA &&
    !!onB1 &&
    JSON.stringify(onA.view.seats.map((s) => s.net)) ===
      JSON.stringify(onB1.view.seats.map((s) => s.net));
  const rows = await roundsOf(ctx.store, [table]);
  const pass =
    sameRound &&
    netsAgree &&
    bankNet !== null &&
    balance1 - balance0 === bankNet &&
    rows.length === 1 &&
    rows[0]?.phase === "settled";
  console.log(`\n4. check: the banker on A, two players on B (PostgreSQL); ${load()}`);
  console.log(
    `   round ${round?.slice(0, 8)} settled, seen by A's banker and both of B's players: ${sameRound}; seat nets agree: ${netsAgree}; bank net ${bankNet}, banker balance moved ${balance1 - balance0}; rounds in the store ${rows.length} (${rows[0]?.phase})`,
  );
  console.log(`   ${pass ? "ok" : "FAILED"}`);
  return pass;
}

// 5. kill -9 of one instance mid-round -----------------------------------------------------------

export async function killPart(ctx: Ctx): Promise<boolean> {
  const [victim, survivor] = ctx.servers as [Server, Server];
  const tally = new Tally();
  const tables: string[] = [];
  for (let t = 0; t < 3; t++) tables.push(await openTable(ctx, survivor.base));
  const players: Player[] = [];
  for (const table of tables) {
    for (const [k, p] of take(ctx, 2).entries()) {
      // The streams are on the survivor; the verbs go to the instance that is killed.
      const stream = await LiveStream.open(survivor.base, table, p.cookie);
      ok(await verb(victim.base, p.cookie, table, "sit", {}), "sit");
      players.push(
        new Player({
          base: victim.base,
          cookie: p.cookie,
          name: p.learnerId,
          tableId: table,
          stream,
          tally,
          done: k === 1,
          // The first table's second player never sets: its rounds wait for the timer.
          lazy: table === tables[0] && k === 1,
          minBet: MIN_BET,
        }),
      );
    }
  }
  for (const p of players) p.start();
  await new Promise((r) => setTimeout(r, 3000));
  const watch = players[0]?.o.stream as LiveStream;
  const mid = await watch.waitFor((x) => x.view.phase === "setting", 20_000, true);
  if (!mid?.view.round) throw new Error("kill: the first table never reached setting");
  const openRound = mid.view.round.id;
  const killedAt = Date.now();
  await stopServer(victim, "SIGKILL");
  for (const p of players) p.stop();
  // The survivor's clock settles the open round by the timer (6 s + 1 s grace from its deal).
  const settledOnSurvivor = await watch.waitFor(
    (x) => x.view.phase === "settled" && x.view.round?.id === openRound,
    20_000,
    true,
  );
  const rounds = await drained(ctx.store, tables, 30_000);
  const seats = await seatsOf(ctx.store, tables);
  for (const p of players) p.o.stream.close();
  const open = rounds.filter((r) => r.phase !== "settled");
  // Every acknowledged setting is the stored one.
  const lostSets = tally.sets.filter((s) => {
    const row = seats.find((r) => r.round_id === s.round && r.seat === s.seat);
    return !row || (s.front !== null && row.front !== s.front) || row.set_by === null;
  }).length;
  // Every acknowledged bet was dealt in a round of its table after it.
  const lostBets = tally.bets.filter(
    (bet) =>
      !rounds.some(
        (r) =>
          r.instance_id === bet.table &&
          r.dealt_at >= bet.at - 2000 &&
          seats.some((s) => s.round_id === r.id && s.learner_id === bet.player),
      ),
  ).length;
  const twice = await doubleEntries(ctx.store, tables);
  const ledger = ledgerCheck(ctx.store);
  const killedRound = rounds.find((r) => r.id === openRound);
  const timerSeat = seats.find(
    (s) => s.round_id === openRound && s.set_by !== "learner" && s.role === "player",
  );
  console.log(`\n5. kill -9 of instance A mid-round (PostgreSQL, 2 instances); ${load()}`);
  console.log(
    `   round ${openRound.slice(0, 8)} open in setting at the kill; settled ${killedRound?.settled_at ? `${((killedRound.settled_at - killedAt) / 1000).toFixed(1)} s after it` : "NEVER"}, the waiting seat set by ${timerSeat?.set_by ?? "-"}; B's stream showed it settled: ${!!settledOnSurvivor}`,
  );
  console.log(
    `   acknowledged before the kill: ${tally.bets.length} bets, ${tally.sets.length} settings; lost: ${lostBets} bets, ${lostSets} settings; rounds ${rounds.length}, open after ${open.length}; ledger entries written twice ${twice}; ledger-check: ${ledger.line}`,
  );
  const pass =
    !!killedRound?.settled_at &&
    !!settledOnSurvivor &&
    open.length === 0 &&
    lostBets === 0 &&
    lostSets === 0 &&
    twice === 0 &&
    ledger.ok;
  console.log(`   ${pass ? "ok" : "FAILED"}`);
  return pass;
}
