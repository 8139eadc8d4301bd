/**
 * The teacher's dashboard at scale: builds a class of 40 students with 2,000 graded attempts
 * each (80,000 attempts, 3 assignments) in a temporary database, then prints p50 / p95 of
 *
 *  - classDashboard(): every query and the shaping the dashboard page does;
 *  - studentDetail(): the student page's (category breakdown, trend, mistake replays);
 *  - with --http: the whole server render of /en/teach/<class> (and the CSV export) by a
 *    `next start` on that database (run `npm run build` first), time to the last byte.
 *
 *   npm run bench:teach [-- --students 40 --attempts 2000 --runs 40 --http]
 *
 * Hands come from a pool of 300 real deals graded by the engine; choices from the simulated
 * students of lib/demo/simulated-students.ts, so verdicts and losses have realistic spreads.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { hashPassword } from "@/lib/auth/password";
import { createSession } from "@/lib/auth/sessions";
import { insertUser } from "@/lib/db/auth";
import { attachLearner } from "@/lib/db/auth-learner";
import { insertAssignment, insertClass, insertMember } from "@/lib/db/classes";
import { openDb } from "@/lib/db/client";
import { insertLearner } from "@/lib/db/learners";
import { sqliteClient, withTx } from "@/lib/db/store";
import { insertHistory } from "@/lib/db/teach-seed";

/** lib/auth/cookie.ts's name (that module is server-only). */
const SESSION_COOKIE = "pgt_session";

import {
  dealPool,
  type GradedHand,
  gradedHand,
  improving,
  simulateHistory,
} from "@/lib/demo/simulated-students";
import { createRng } from "@/lib/engine/rng";
import { DEFAULT_RULE_SET } from "@/lib/engine/rule-set";
import { handEv } from "@/lib/grading/ev";
import { classDashboard } from "@/lib/teach/dashboard";
import { newJoinCode } from "@/lib/teach/join-code";
import { studentDetail } from "@/lib/teach/student";

const { values } = parseArgs({
  options: {
    students: { type: "string", default: "40" },
    attempts: { type: "string", default: "2000" },
    runs: { type: "string", default: "40" },
    http: { type: "boolean", default: false },
    port: { type: "string", default: "3199" },
  },
});
const STUDENTS = Number(values.students);
const ATTEMPTS = Number(values.attempts);
const RUNS = Number(values.runs);
const DAY = 24 * 60 * 60 * 1000;

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (${sorted.length} runs)`;
}

async function time(fn: () => Promise<void>, runs = RUNS, warmup = 3): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-bench-teach-"));
const file = path.join(dir, "bench.db");
const db = openDb(file);
const now = Date.now();

let started = performance.now();
const rng = createRng(42);
const pool: GradedHand[] = [];
for (const hand of dealPool(rng, 300)) {
  pool.push(gradedHand(hand, (await handEv(db, hand, now, DEFAULT_RULE_SET)).result));
}
console.log(
  `graded a pool of ${pool.length} hands in ${Math.round(performance.now() - started)} ms`,
);

started = performance.now();
const passwordHash = await hashPassword("bench-password");
const teacher = { id: randomUUID(), role: "teacher" as const };
const classId = randomUUID();
const studentIds: string[] = [];
await withTx(db, async (tx) => {
  await insertUser(tx, {
    id: teacher.id,
    username: "bench-teacher",
    email: null,
    passwordHash,
    role: "teacher",
    learnerId: null,
    createdAt: now - 90 * DAY,
  });
  await insertClass(tx, {
    id: classId,
    teacherId: teacher.id,
    name: "Bench class",
    joinCode: newJoinCode(),
    ruleSet: "seed/standard",
    createdAt: now - 90 * DAY,
  });
  for (const [k, spec] of [
    ["any", null, 200, 60],
    ["category", "two-pair", 50, 20],
    ["traps", null, 30, 5],
  ] as const) {
    await insertAssignment(tx, {
      id: randomUUID(),
      classId,
      drill: k,
      filter: spec,
      hands: Number(k === "any" ? 200 : 50),
      createdAt: now - 60 * DAY,
      dueAt: now + DAY,
    });
  }
  for (let s = 0; s < STUDENTS; s++) {
    const userId = randomUUID();
    const learnerId = randomUUID();
    studentIds.push(userId);
    await insertUser(tx, {
      id: userId,
      username: `student-${String(s).padStart(2, "0")}`,
      email: null,
      passwordHash,
      role: "student",
      learnerId: null,
      createdAt: now - 90 * DAY,
    });
    await insertLearner(tx, learnerId, now - 90 * DAY);
    await attachLearner(tx, userId, learnerId);
    await insertMember(tx, classId, userId, now - 89 * DAY);
    const history = simulateHistory(
      rng,
      pool,
      { skill: improving(0.3 + 0.01 * s, 0.6 + 0.008 * s) },
      {
        hands: ATTEMPTS,
        start: now - 88 * DAY,
        end: now - DAY / 10,
        drill: (i) =>
          i % 10 === 0
            ? { drill: "category", filter: "two-pair" }
            : i % 17 === 0
              ? { drill: "traps", filter: null }
              : { drill: "any", filter: null },
      },
      randomUUID,
    );
    await insertHistory(tx, learnerId, history);
  }
});
sqliteClient(db).pragma("optimize");
console.log(
  `built ${STUDENTS} students x ${ATTEMPTS} attempts = ${STUDENTS * ATTEMPTS} attempts in ${Math.round(performance.now() - started)} ms (${file})`,
);

let students = 0;
const dash = await time(async () => {
  const r = await classDashboard(db, teacher, classId);
  if (r.status !== "success") throw new Error("dashboard refused");
  students = r.data.students.length;
});
console.log(
  `classDashboard (${students} students, table + heatmap + 3 assignments): ${stats(dash)}`,
);

const detail = await time(
  async () => {
    const r = await studentDetail(db, teacher, classId, studentIds[0] as string);
    if (r.status !== "success") throw new Error("student refused");
  },
  Math.min(RUNS, 20),
);
console.log(`studentDetail (${ATTEMPTS} attempts, 5 replays): ${stats(detail)}`);

if (values.http) {
  const { token } = await withTx(db, (tx) => createSession(tx, teacher.id, Date.now()));
  sqliteClient(db).close();
  const port = Number(values.port);
  const server = spawn("npx", ["next", "start", "-p", String(port)], {
    env: { ...process.env, DATABASE_PATH: file, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
    detached: true,
  });
  const base = `http://localhost:${port}`;
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not up yet
      }
      if (i > 200) throw new Error("next start did not come up (run `npm run build` first)");
      await new Promise((r) => setTimeout(r, 150));
    }
    const headers = { cookie: `${SESSION_COOKIE}=${token}` };
    const get = async (url: string) => {
      const t = performance.now();
      const response = await fetch(url, { headers, redirect: "manual" });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
      return { ms: performance.now() - t, bytes: body.length };
    };
    for (const [label, url] of [
      ["GET /en/teach/<class> (full server render)", `${base}/en/teach/${classId}`],
      ["GET /en/teach/<class>/export (CSV)", `${base}/en/teach/${classId}/export`],
      [
        "GET /en/teach/<class>/students/<id>",
        `${base}/en/teach/${classId}/students/${studentIds[0]}`,
      ],
    ] as const) {
      for (let i = 0; i < 3; i++) await get(url);
      const samples: number[] = [];
      let bytes = 0;
      for (let i = 0; i < Math.min(RUNS, 30); i++) {
        const r = await get(url);
        samples.push(r.ms);
        bytes = r.bytes;
      }
      console.log(`${label}: ${stats(samples)}, ${Math.round(bytes / 1024)} KiB`);
    }
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
} else {
  sqliteClient(db).close();
}
if (!process.env.KEEP_BENCH_DB) fs.rmSync(dir, { recursive: true, force: true });
