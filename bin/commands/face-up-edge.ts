/**
 * `paigow face-up-edge --way W [--resume] [--max-seconds T]`: the exact house edge of Face Up
 * Pai Gow (RULES.md 13.1) with the player setting a best split against each shown dealer hand,
 * over every suit class of the 154,143,080 hands (lib/engine/faceup-edge.ts). One process, one
 * core (run it under `nice -n 19`): chunks of rank multisets are checkpointed to
 * data/faceup-edge/checkpoints-WAY/ as they finish, `--resume` skips those found, and
 * `--max-seconds` stops cleanly after the chunk running at that time. A complete pass writes
 * data/faceup-edge/WAY.tsv (committed; never computed in CI).
 *
 *   --summary          print WAY.tsv: house-edge, win, push, loss (fractions) and their decimals
 *   --simulate N       play N rounds (--seed S), print the edge with its standard error, and its
 *                      distance from the exact edge in standard errors; writes WAY.sim.tsv
 *   --check N          compare N seeded classes' batch counts with the per-hand count (--seed S)
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { cpuUsage } from "node:process";
import { classCards, classCount, rankMultisets, suitClasses } from "../../lib/engine/exact/classes";
import { faceUpBatchCounts } from "../../lib/engine/exact/faceup-batch";
import {
  addSums,
  emptySums,
  evaluateFaceUpMultisets,
  type FaceUpSums,
  faceUpHandCounts,
  faceUpSummary,
  simulateFaceUp,
  simulationEdge,
} from "../../lib/engine/faceup-edge";
import { createRng } from "../../lib/engine/rng";
import { isWay, WAYS, type Way } from "../../lib/engine/rule-set";
import { intFlag, parseFlags, UsageError } from "../cli-support";

const FACEUP_DIR = "data/faceup-edge";
/** Rank multisets per checkpoint chunk (about 20,000 classes, a minute of CPU or less). */
const CHUNK = 200;

const checkpointDir = (way: Way) => `${FACEUP_DIR}/checkpoints-${way}`;
const chunkFile = (way: Way, n: number) =>
  `${checkpointDir(way)}/chunk-${String(n).padStart(4, "0")}.json`;
export const summaryFile = (way: Way) => `${FACEUP_DIR}/${way}.tsv`;
const simFile = (way: Way) => `${FACEUP_DIR}/${way}.sim.tsv`;

function writeAtomic(file: string, data: string): void {
  writeFileSync(`${file}.tmp`, data);
  renameSync(`${file}.tmp`, file);
}

interface ChunkRecord extends FaceUpSums {
  chunk: number;
  from: number;
  to: number;
  cpuSeconds: number;
}

export async function faceUpEdge(args: string[]): Promise<void> {
  const { flags } = parseFlags(args, {
    way: "string",
    resume: "boolean",
    summary: "boolean",
    simulate: "string",
    seed: "string",
    check: "string",
    "max-seconds": "string",
  });
  // A rule set is always explicit: the way is required, and only a published one has an edge here.
  if (flags.way === undefined) throw new UsageError(`--way is required (${WAYS.join(", ")})`);
  const way = String(flags.way);
  if (!isWay(way)) throw new UsageError(`unknown way "${way}" (${WAYS.join(", ")})`);
  if (flags.summary) return printSummary(way);
  if (flags.simulate !== undefined)
    return simulate(way, intFlag(flags, "simulate", 1), intFlag(flags, "seed", 1, 0));
  if (flags.check !== undefined)
    return check(way, intFlag(flags, "check", 1), intFlag(flags, "seed", 1, 0));
  return run(way, flags.resume === true, intFlag(flags, "max-seconds", Number.MAX_SAFE_INTEGER));
}

const readSummary = (way: Way) => readTsv(summaryFile(way));

function readTsv(file: string): Map<string, string> | undefined {
  if (!existsSync(file)) return undefined;
  return new Map(
    readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((l) => l.split("\t") as [string, string]),
  );
}

function printSummary(way: Way): void {
  const s = readSummary(way);
  if (!s)
    throw new UsageError(
      `${summaryFile(way)} not found: run "paigow face-up-edge --way ${way}" first (${doneChunks(way)} of ${chunkCount()} chunks checkpointed)`,
    );
  for (const [k, v] of s) process.stdout.write(`${k}\t${v}\n`);
  // The simulation beside the exact figure (WAY.sim.tsv, from --simulate), when one was run.
  const sim = readTsv(simFile(way));
  if (!sim) return;
  const tally = {
    win: Number(sim.get("win")),
    push: Number(sim.get("push")),
    loss: Number(sim.get("loss")),
  };
  const { rounds, edge, se } = simulationEdge(tally);
  const z = (edge - Number(s.get("house-edge-decimal"))) / se;
  const lines: Array<[string, string]> = [
    ["simulation-rounds", String(rounds)],
    ["simulation-seed", sim.get("seed") ?? "?"],
    ["simulation-house-edge", edge.toFixed(8)],
    ["simulation-standard-error", se.toFixed(8)],
    ["simulation-z", z.toFixed(3)],
    ["simulation-within-3-se", String(Math.abs(z) <= 3)],
  ];
  for (const [k, v] of lines) process.stdout.write(`${k}\t${v}\n`);
}

const chunkCount = () => Math.ceil(rankMultisets().length / CHUNK);

function doneChunks(way: Way): number {
  const dir = checkpointDir(way);
  return existsSync(dir) ? readdirSync(dir).filter((f) => /^chunk-\d+\.json$/.test(f)).length : 0;
}

function run(way: Way, resume: boolean, maxSeconds: number): void {
  const dir = checkpointDir(way);
  if (doneChunks(way) > 0 && !resume)
    throw new UsageError(`${dir} holds checkpoints: add --resume to go on, or remove them`);
  mkdirSync(dir, { recursive: true });
  const all = rankMultisets();
  const chunks = chunkCount();
  const started = Date.now();
  let computed = 0;
  for (let n = 0; n < chunks; n++) {
    const file = chunkFile(way, n);
    if (existsSync(file)) continue;
    if ((Date.now() - started) / 1000 >= maxSeconds) {
      process.stderr.write(`stopped after ${computed} chunks (--max-seconds); --resume goes on\n`);
      break;
    }
    const from = n * CHUNK;
    const to = Math.min(all.length, from + CHUNK);
    const cpu0 = cpuUsage();
    const sums = evaluateFaceUpMultisets(from, to, way);
    const cpu = cpuUsage(cpu0);
    const rec: ChunkRecord = {
      chunk: n,
      from,
      to,
      ...sums,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
    };
    writeAtomic(file, `${JSON.stringify(rec)}\n`);
    computed++;
    process.stderr.write(
      `chunk ${n + 1}/${chunks}: ${sums.classes} classes, ${rec.cpuSeconds.toFixed(1)} s CPU (${Math.round(sums.classes / rec.cpuSeconds)} classes/s)\n`,
    );
  }
  // Sum what the checkpoints hold; the summary only when every chunk is there.
  let total = emptySums();
  let cpuSeconds = 0;
  let have = 0;
  for (let n = 0; n < chunks; n++) {
    const file = chunkFile(way, n);
    if (!existsSync(file)) continue;
    const rec = JSON.parse(readFileSync(file, "utf8")) as ChunkRecord;
    const expected = all.slice(rec.from, rec.to).reduce((a, ms) => a + classCount(ms), 0);
    if (rec.chunk !== n || rec.classes !== expected)
      throw new Error(`${file}: ${rec.classes} classes, expected ${expected}`);
    total = addSums(total, rec);
    cpuSeconds += rec.cpuSeconds;
    have++;
  }
  process.stderr.write(
    `${have}/${chunks} chunks, ${total.classes} classes, ${cpuSeconds.toFixed(0)} s CPU in all (${Math.round(total.classes / Math.max(cpuSeconds, 1e-9))} classes/s)\n`,
  );
  if (have < chunks) return;
  const lines = [
    ...faceUpSummary(way, total),
    ["classes", String(total.classes)],
    ["cpu-seconds", cpuSeconds.toFixed(0)],
  ];
  writeAtomic(summaryFile(way), lines.map(([k, v]) => `${k}\t${v}\n`).join(""));
  for (const [k, v] of lines) process.stdout.write(`${k}\t${v}\n`);
}

function simulate(way: Way, rounds: number, seed: number): void {
  const started = Date.now();
  const t = simulateFaceUp(rounds, seed, way, (done) => {
    if (done % 5_000_000 === 0)
      process.stderr.write(
        `${done} rounds, ${Math.round(done / ((Date.now() - started) / 1000))} rounds/s\n`,
      );
  });
  const seconds = (Date.now() - started) / 1000;
  const { edge, se } = simulationEdge(t);
  const lines: Array<[string, string]> = [
    ["way", way],
    ["variant", "faceup"],
    ["rounds", String(rounds)],
    ["seed", String(seed)],
    ["win", String(t.win)],
    ["push", String(t.push)],
    ["loss", String(t.loss)],
    ["house-edge", edge.toFixed(8)],
    ["standard-error", se.toFixed(8)],
    ["seconds", seconds.toFixed(0)],
  ];
  const exact = readSummary(way)?.get("house-edge-decimal");
  if (exact !== undefined) {
    const z = (edge - Number(exact)) / se;
    lines.push(
      ["exact-house-edge", exact],
      ["z", z.toFixed(3)],
      ["within-3-se", String(Math.abs(z) <= 3)],
    );
  }
  mkdirSync(FACEUP_DIR, { recursive: true });
  writeAtomic(simFile(way), lines.map(([k, v]) => `${k}\t${v}\n`).join(""));
  for (const [k, v] of lines) process.stdout.write(`${k}\t${v}\n`);
}

function check(way: Way, n: number, seed: number): void {
  const all = rankMultisets();
  const rng = createRng(seed);
  let checked = 0;
  while (checked < n) {
    const m = Math.floor(rng() * all.length);
    const ms = all[m] as (typeof all)[number];
    const sc = suitClasses(ms);
    const counts = faceUpBatchCounts(ms, sc, way);
    const c = Math.floor(rng() * sc.count);
    const ref = faceUpHandCounts(classCards(sc, c), way);
    const got = { win: counts.win[c], push: counts.push[c], loss: counts.loss[c] };
    if (got.win !== ref.win || got.push !== ref.push || got.loss !== ref.loss)
      throw new Error(
        `multiset ${m} class ${c}: batch ${JSON.stringify(got)}, per hand ${JSON.stringify(ref)}`,
      );
    checked++;
  }
  process.stdout.write(`ok\t${checked} classes agree (${way}, seed ${seed})\n`);
}
