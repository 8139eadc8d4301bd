/**
 * `npm run build && npm run probe:tables`: an attacker's pass over the tables' endpoints
 * (issue 29) against a production server of this checkout's build (.next, or NEXT_DIST_DIR),
 * on a free loopback port with its own scratch store, stopped by its pid at the end. Two
 * students (sessions made in the store, bench-live-seed.ts) and an anonymous learner send
 * forged bodies, other players' cards and rounds, replays, solo verbs aimed at a live round
 * and live verbs at a solo table, and open pages they should not see. Every probe names the
 * answer it must get (HTTP status and typed code); any other answer, a 5xx, or a body that
 * shows a stack, a driver error or another seat's cards makes the run exit 1.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, ROOT, startServer, stopServer } from "./bench-server";

process.env.NEXT_DIST_DIR ??= ".next";
if (!fs.existsSync(path.join(ROOT, process.env.NEXT_DIST_DIR, "BUILD_ID"))) {
  console.error(`no build in ${process.env.NEXT_DIST_DIR}: run npm run build first`);
  process.exit(2);
}

const secret = `probe-tables-${"x".repeat(32)}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-probe-tables-"));
const dbFile = path.join(dir, "probe.db");
const storeEnv = { DATABASE_PATH: dbFile, DATABASE_URL: "" };
const seeded = JSON.parse(
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, "node_modules/tsx/dist/cli.mjs"),
      path.join(ROOT, "scripts/bench-live-seed.ts"),
      JSON.stringify({ students: 2, anon: 1, secret }),
    ],
    { cwd: ROOT, env: { ...process.env, ...storeEnv } },
  )
    .toString()
    .trim()
    .split("\n")
    .pop() as string,
);
const A: string = seeded.students[0].cookie;
const B: string = seeded.students[1].cookie;
const anon: string = seeded.anon[0];
const server = await startServer(dbFile, await freePort(), {
  ...storeEnv,
  SESSION_SECRET: secret,
});

/** What must not be in any answer: a stack frame, a driver's or the runtime's error text. */
const LEAK =
  /\bat [\w.<>]+ \(\/|SQLITE_|SqliteError|drizzle-orm|TypeError:|ReferenceError:|\/node_modules\//;
const failures: string[] = [];

interface Answer {
  status: number;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: a probe reads whatever the server answered
  json: any;
}

/** One probe: `expect` is "status" or "status code" (the typed refusal's code). */
async function probe(
  name: string,
  expect: string,
  method: string,
  route: string,
  cookie: string,
  body?: unknown,
  extra: { headers?: Record<string, string>; raw?: string } = {},
): Promise<Answer> {
  const sending = extra.raw ?? (body === undefined ? undefined : JSON.stringify(body));
  const send = () =>
    fetch(new URL(route, server.base), {
      method,
      redirect: "manual",
      headers: {
        cookie,
        ...(sending === undefined ? {} : { "content-type": "application/json" }),
        ...extra.headers,
      },
      body: sending,
    });
  // A server that refuses a body before reading it all closes the connection; the reset can
  // reach the client before the answer it already sent (a refusal changes nothing: sent again).
  let res: Response | null = null;
  for (let attempt = 1; !res; attempt++) {
    try {
      res = await send();
    } catch (error) {
      if (attempt >= 3) {
        const line = `FAIL ${name}: no answer (${(error as Error).message})`;
        console.log(line);
        failures.push(line);
        return { status: 0, text: "", json: null };
      }
    }
  }
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {}
  const got = json?.status === "error" ? `${res.status} ${json.code}` : String(res.status);
  const leak = LEAK.exec(text);
  const ok = got === expect && res.status < 500 && !leak;
  const line = `${ok ? "ok  " : "FAIL"} ${name}: ${got}${ok ? "" : ` (expected ${expect})`}${leak ? ` leak: ${text.slice(leak.index - 40, leak.index + 60)}` : ""}`;
  console.log(line);
  if (!ok) failures.push(line);
  return { status: res.status, text, json };
}

const check = (name: string, holds: boolean) => {
  console.log(`${holds ? "ok  " : "FAIL"} ${name}`);
  if (!holds) failures.push(name);
};

try {
  const T = "live-usd-5-50";
  const live = `/api/live/${T}`;
  await probe("the lobby", "200", "GET", "/api/live", anon);
  await probe("A sits", "200", "POST", `${live}/sit`, A, {});
  await probe("B sits", "200", "POST", `${live}/sit`, B, {});
  await probe("A sits twice", "400 already-seated", "POST", `${live}/sit`, A, {});
  await probe("an anonymous learner sits", "400 account-needed", "POST", `${live}/sit`, anon, {});
  await probe("a negative bet", "400 invalid-input", "POST", `${live}/bet`, A, { main: -500 });
  await probe("a bet of 1e20", "400 invalid-input", "POST", `${live}/bet`, A, { main: 1e20 });
  await probe("a bet as a string", "400 invalid-input", "POST", `${live}/bet`, A, { main: "500" });
  await probe("a bet with a key more", "400 invalid-input", "POST", `${live}/bet`, A, {
    main: 500,
    learnerId: seeded.students[1].learnerId,
  });
  await probe("a bet of 500.5 cents", "400 invalid-input", "POST", `${live}/bet`, A, {
    main: 500.5,
  });
  await probe("a bet no chips make", "400 unknown-chip", "POST", `${live}/bet`, A, { main: 7 });
  await probe("broken JSON", "400 invalid-input", "POST", `${live}/bet`, A, undefined, {
    raw: "{main:",
  });
  await probe("text/plain", "415 invalid-input", "POST", `${live}/bet`, A, undefined, {
    headers: { "content-type": "text/plain" },
    raw: '{"main":500}',
  });
  await probe(
    "another site's origin",
    "403 forbidden",
    "POST",
    `${live}/bet`,
    A,
    { main: 500 },
    {
      headers: { origin: "https://evil.example" },
    },
  );
  await probe("a 3 MB body", "413 invalid-input", "POST", `${live}/bet`, A, undefined, {
    raw: `{"main":500,"x":"${"a".repeat(3_000_000)}"}`,
  });
  await probe("an unknown verb", "400 invalid-input", "POST", `${live}/steal`, A, {});
  await probe("a verb as GET", "405", "GET", `${live}/bet`, A);
  await probe(
    "a 5,000-character table id",
    "404 unknown-table",
    "GET",
    `/api/live/${"x".repeat(5000)}`,
    A,
  );
  await probe(
    "a path in the table id",
    "404 unknown-table",
    "GET",
    "/api/live/..%2F..%2Fetc%2Fpasswd",
    A,
  );
  await probe(
    "a solo table through the live API",
    "404 unknown-table",
    "POST",
    "/api/live/usd-2-300/bet",
    A,
    { main: 500 },
  );
  await probe("A bets", "200", "POST", `${live}/bet`, A, { main: 500 });
  await probe("A's bet replayed", "400 already-bet", "POST", `${live}/bet`, A, { main: 500 });
  await probe("B bets", "200", "POST", `${live}/bet`, B, { main: 500 });

  // Both bets are in: the round is dealt at once (RULES.md 11), or by the clock at the latest.
  let view = (await probe("A's view", "200", "GET", live, A)).json;
  for (let k = 0; k < 40 && view.phase !== "setting"; k++) {
    await new Promise((r) => setTimeout(r, 500));
    view = (await probe("A's view", "200", "GET", live, A)).json;
  }
  const round: string = view.round.id;
  const own = view.seats.find((s: { seat: number }) => s.seat === view.you.seat);
  const other = (await probe("B's view", "200", "GET", live, B)).json;
  const theirs = other.seats.find((s: { seat: number }) => s.seat === other.you.seat);
  check(
    "before settling B sees no card of A's seat or the bank's",
    other.seats.every(
      (s: { seat: number; cards: unknown }) => s.seat === other.you.seat || s.cards === null,
    ) && other.bank.cards === null,
  );
  await probe("A sets B's cards", "400 card-not-in-hand", "POST", `${live}/set`, A, {
    front: theirs.cards.slice(0, 2),
  });
  await probe("A sets a card that is none", "400 invalid-input", "POST", `${live}/set`, A, {
    front: ["Zz", "Ah"],
  });
  await probe("A sets one card twice", "400 card-not-in-hand", "POST", `${live}/set`, A, {
    front: [own.cards[0], own.cards[0]],
  });
  await probe("the solo table's old Done (gone)", "404", "POST", "/api/table/finish", A, {
    kind: "house-way",
    roundId: round,
  });
  await probe(
    "A's own table's House Way beside the live round",
    "400 unknown-round",
    "POST",
    "/api/live/own:usd-5-50-bank/house-way",
    A,
    {},
  );
  await probe(
    "the solo coach on the live round",
    "400 unknown-round",
    "GET",
    `/api/table/coach?roundId=${round}`,
    A,
  );
  const page = await probe(
    "B opens the open round's page",
    "200",
    "GET",
    `/en/table/log/${round}`,
    B,
  );
  // The page carries each hand it shows as a list ("cards":["Ah","Kd",...]) in its payload.
  const hands = [...page.text.matchAll(/cards\\?":\[([^\]]*)\]/g)].map((m) =>
    [...(m[1] ?? "").matchAll(/[2-9TJQKA][cdhs]|JK/g)].map((c) => c[0]),
  );
  check(
    "the open round's page shows B's own hand and none of A's cards",
    hands.some((h) => theirs.cards.every((c: string) => h.includes(c))) &&
      hands.every((h) => own.cards.every((c: string) => !h.includes(c))),
  );
  if (process.env.PROBE_DEBUG) console.log(hands, own.cards, theirs.cards);
  await probe("an anonymous learner opens it", "404", "GET", `/en/table/log/${round}`, anon);
  await probe("A plays the house way", "200", "POST", `${live}/house-way`, A, {});
  await probe("A's house way replayed", "400 already-set", "POST", `${live}/house-way`, A, {});
  await probe("A sets after the house way", "400 already-set", "POST", `${live}/set`, A, {
    front: own.cards.slice(0, 2),
  });
  await probe("A approves without the bank", "400 not-banking", "POST", `${live}/approve`, A, {});
  await probe("A closes a public table", "400 forbidden", "POST", `${live}/close`, A, {});
  await probe("A opens a table for a class not theirs", "400 forbidden", "POST", "/api/live", A, {
    classId: seeded.classIds[0],
    table: T,
  });

  const mineUsd = "/api/live/own:usd-2-300";
  await probe("a deal at no table", "404 unknown-table", "POST", "/api/live/own:nope/bet", A, {
    main: 500,
  });
  await probe("a chip the table has not", "400 unknown-chip", "POST", `${mineUsd}/bet`, A, {
    main: 333,
  });
  const dealt = await probe("A deals at the solo table", "200", "POST", `${mineUsd}/bet`, A, {
    main: 500,
  });
  const soloRound = dealt.json.view.round.id;
  await probe(
    "B's House Way at their own table",
    "400 unknown-round",
    "POST",
    `${mineUsd}/house-way`,
    B,
    {},
  );
  await probe(
    "a live verb at A's solo round's table",
    "404 unknown-table",
    "POST",
    "/api/live/usd-2-300/house-way",
    A,
    {},
  );
  await probe("A finishes", "200", "POST", `${mineUsd}/house-way`, A, {});
  await probe("A's Done replayed", "400 already-settled", "POST", `${mineUsd}/set`, A, {
    front: dealt.json.view.seats[0].cards.slice(0, 2),
  });
  await probe(
    "B's coach on A's round",
    "400 not-your-round",
    "GET",
    `/api/table/coach?roundId=${soloRound}`,
    B,
  );
  await probe("the bank at a table without one", "400 no-banking", "POST", `${mineUsd}/bank`, A, {
    seats: 2,
  });
  await probe(
    "the bank against 99 seats",
    "400 invalid-input",
    "POST",
    "/api/live/own:usd-5-50-bank/bank",
    A,
    {
      seats: 99,
    },
  );
  await probe(
    "a round page that is no round",
    "404",
    "GET",
    "/en/table/log/00000000-0000-4000-8000-000000000000",
    A,
  );
  await probe("a round page with SQL in it", "404", "GET", "/en/table/log/abc'--", A);
  await probe("a public table's class rounds", "404", "GET", `/en/live/${T}/rounds`, A);

  // A learner's own table on the live API (`own:<config>`): the caller's own, nobody else's.
  const mine = "/api/live/own:usd-2-300";
  const fresh = await probe("an anonymous visitor's own table", "200", "GET", mine, anon);
  check("an own table's first view is seat 1 at the start", fresh.json?.you?.seat === 1);
  await probe("an own table of a live config", "404 unknown-table", "GET", `/api/live/own:${T}`, A);
  await probe("an own table of no config", "404 unknown-table", "GET", "/api/live/own:nope", A);
  await probe("an own table's stream", "404 unknown-table", "GET", `${mine}/events`, A);
  await probe("an own bet as a string", "400 invalid-input", "POST", `${mine}/bet`, A, {
    main: "500",
  });
  await probe("an own bet no chips make", "400 unknown-chip", "POST", `${mine}/bet`, A, {
    main: 150,
  });
  await probe("sitting at one's own table", "400 forbidden", "POST", `${mine}/sit`, A, {});
  await probe("a seat count at a live bank", "400 invalid-input", "POST", `${live}/bank`, A, {
    seats: 2,
  });
  const ownDealt = await probe("A bets at their own table", "200", "POST", `${mine}/bet`, A, {
    main: 500,
  });
  check("the own table's bank cards stay hidden", ownDealt.json?.view?.bank?.cards === null);
  const bOwn = await probe("B's own table", "200", "GET", mine, B);
  check("B's own table is not A's", bOwn.json?.round === null);
  await probe("B sets at their own table", "400 unknown-round", "POST", `${mine}/house-way`, B, {});
  await probe("A plays the house way there", "200", "POST", `${mine}/house-way`, A, {});
  await probe(
    "A's own house way replayed",
    "400 already-settled",
    "POST",
    `${mine}/house-way`,
    A,
    {},
  );
  await probe(
    "A's own table by its row's id",
    "404 unknown-table",
    "GET",
    "/api/live/solo:x:usd-2-300",
    A,
  );
} finally {
  await stopServer(server);
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(failures.length ? `\n${failures.length} probe(s) failed` : "\nevery probe held");
process.exit(failures.length ? 1 : 0);
