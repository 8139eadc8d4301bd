/**
 * Server time of the practice drill: drives the deal and grade services (what the server
 * actions call) against a temporary database and prints p50 / p95 / max.
 *
 *   npm run bench:drill -- [hands=300] [dealsPerDrill=100]
 *
 * - round trip: deal a uniform hand, then grade a random split of it. Every hand is new to
 *   the EV cache (a cache miss: exact EV computed), in a warm process (engine tables built
 *   first, as the server does after its first deal). Must reach p95 <= 150 ms.
 * - deal time of every drill: any, each category filter, house-way traps, review.
 *   Must reach p95 <= 50 ms.
 * - grade of a hand already in the EV cache, for comparison.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDb } from "@/lib/db/client";
import { insertLearner } from "@/lib/db/learners";
import { sqliteClient, withTx } from "@/lib/db/store";
import type { Card } from "@/lib/engine/cards";
import { DRILL_FILTERS } from "@/lib/engine/categories";
import { createRng, randomInt } from "@/lib/engine/rng";
import { SPLIT_PAIRS } from "@/lib/engine/splits";
import { warmEngine } from "@/lib/grading/ev";
import { dealHand, retryAttempt } from "@/lib/practice/deal";
import { submitAnswer } from "@/lib/practice/submit";
import type { DealRequest, DealView } from "@/lib/practice/views";

const hands = Number(process.argv[2] ?? 300);
const perDrill = Number(process.argv[3] ?? 100);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? 0 };
}

const rows: Array<{
  name: string;
  n: number;
  p50: number;
  p95: number;
  max: number;
  limit?: number;
}> = [];
function report(name: string, samples: number[], limit?: number) {
  rows.push({ name, ...stats(samples), limit });
}

async function time<T>(run: () => T | Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await run();
  return [value, performance.now() - start];
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-bench-"));
const db = openDb(path.join(dir, "bench.db"));
const learner = "00000000-0000-4000-8000-000000000001";
await withTx(db, (tx) => insertLearner(tx, learner, Date.now()));
const rng = createRng(20240501);

const [, warmMs] = await time(warmEngine);
console.log(`engine tables: ${warmMs.toFixed(0)} ms (once per process, before the first grade)`);

async function dealt(request: DealRequest): Promise<DealView> {
  const outcome = await dealHand(db, learner, request, { rng });
  if (outcome.status !== "dealt") throw new Error(`no deal for ${JSON.stringify(request)}`);
  return outcome.deal;
}

function randomFront(hand: readonly Card[]): [Card, Card] {
  const [i, j] = SPLIT_PAIRS[randomInt(rng, SPLIT_PAIRS.length)] as readonly [number, number];
  return [hand[i] as Card, hand[j] as Card];
}

// Round trip with cache-miss hands.
const dealMs: number[] = [];
const gradeMs: number[] = [];
const tripMs: number[] = [];
let misses = 0;
for (let k = 0; k < hands; k++) {
  const [deal, d] = await time(() => dealt({ drill: "any" }));
  const [grade, g] = await time(() =>
    submitAnswer(db, learner, { dealId: deal.dealId, front: randomFront(deal.hand), decideMs: 0 }),
  );
  if (!grade.cached) misses++;
  dealMs.push(d);
  gradeMs.push(g);
  tripMs.push(d + g);
}
report("deal (any hand)", dealMs, 50);
report(`grade, cache miss (${misses}/${hands})`, gradeMs);
report("round trip deal + grade", tripMs, 150);

// Grading a hand whose EV is cached ("try again" on an earlier attempt).
const attemptIds = sqliteClient(db)
  .prepare("SELECT id FROM attempts ORDER BY id LIMIT ?")
  .pluck()
  .all(Math.min(perDrill, hands)) as number[];
const hitMs: number[] = [];
for (const id of attemptIds) {
  const deal = await retryAttempt(db, learner, id);
  const [grade, g] = await time(() =>
    submitAnswer(db, learner, { dealId: deal.dealId, front: randomFront(deal.hand), decideMs: 0 }),
  );
  if (!grade.cached) throw new Error("expected a cache hit");
  hitMs.push(g);
}
report("grade, cache hit", hitMs);

// Deal time of every drill.
const trapMs: number[] = [];
for (let k = 0; k < perDrill; k++) trapMs.push((await time(() => dealt({ drill: "traps" })))[1]);
report("deal (house-way traps)", trapMs, 50);
for (const filter of DRILL_FILTERS) {
  const samples: number[] = [];
  for (let k = 0; k < perDrill; k++)
    samples.push((await time(() => dealt({ drill: "category", filter })))[1]);
  report(`deal (${filter})`, samples, 50);
}
// Review: every attempt above was graded with a random split, so the queue is full; make it due.
sqliteClient(db).prepare("UPDATE reviews SET due_at = 0").run();
const reviewMs: number[] = [];
for (let k = 0; k < perDrill; k++) reviewMs.push((await time(() => dealt({ drill: "review" })))[1]);
report("deal (review)", reviewMs, 50);

sqliteClient(db).close();
fs.rmSync(dir, { recursive: true, force: true });

const width = Math.max(...rows.map((r) => r.name.length));
const ms = (v: number) => `${v.toFixed(2).padStart(8)} ms`;
console.log(`\n${"".padEnd(width)}      n        p50         p95         max`);
let failed = false;
for (const r of rows) {
  const verdict =
    r.limit === undefined
      ? ""
      : r.p95 <= r.limit
        ? `  ok (<= ${r.limit} ms)`
        : `  OVER ${r.limit} ms`;
  if (r.limit !== undefined && r.p95 > r.limit) failed = true;
  console.log(
    `${r.name.padEnd(width)} ${String(r.n).padStart(6)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.max)}${verdict}`,
  );
}
if (failed) process.exitCode = 1;
