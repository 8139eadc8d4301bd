/**
 * `paigow exact-edge [--way W] [--workers N] [--out DIR] [--resume] [--scores]`: the exact game.
 * Every suit class of the 154,143,080 hands (lib/engine/exact) once, with its
 * weight: the exact EV of the house way's split, the trainer's way's and the
 * best split (5% commission, the dealer by the house way), and which split is
 * best. Prints the summary as KEY<TAB>VALUE lines and writes DIR/summary.tsv
 * and DIR/best.bin (one byte per class in classes.ts order: the best split's
 * index in SPLIT_PAIRS order of the class's ascending cards).
 *
 * With `--way W` (RULES.md 12; `seed` by default) the dealer sets by that way
 * (`--way-file FILE`: a way document's; a published way's document is that way,
 * another is `custom-HASH` in the paths below),
 * and one pass gives all three settlement variants: DIR/summary.tsv and
 * DIR/best.bin stay the seed way's standard game; every other rule set goes
 * to DIR/WAY-VARIANT/summary.tsv and DIR/WAY-VARIANT/best.br (its best
 * splits, a byte 255 where the seed way's standard best split is the same,
 * brotli-compressed: most classes keep their best split from game to game).
 *
 * Checkpoints: each chunk of rank multisets is written to data/exact-edge/
 * (data/exact-edge-WAY/ for a casino way; git-ignored) as it finishes;
 * `--resume` skips the chunks found there, so a killed run goes on where it
 * stopped. The seed way's chunks also hold every standard split's score, the
 * whole-game labels scripts/derive-strategy.ts reads.
 *
 *   --scores         also store every variant's split scores in each chunk (any way):
 *                    chunk-N.scores (standard: 19 win - 20 loss), chunk-N.ez.scores and
 *                    chunk-N.cf.scores (win - loss, each variant's own pushes); Int32, 21 a
 *                    class, about 585 MB a variant. With --resume, a chunk without them is
 *                    computed again.
 *
 *   --summary        print the rule set's summary.tsv (no computing; --way, --variant)
 *   --lookup         stdin hands -> HAND<TAB>WEIGHT<TAB>BACK | FRONT, the rule set's best split
 *   --rescore        recount the summary from complete checkpoints (after the trainer's way changes)
 *   --check N        compare N seeded classes with the per-hand exactEv (--seed S) and exit
 */

import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from "node:zlib";
import { formatHand, parseHand } from "../../lib/engine/cards";
import { exactEv } from "../../lib/engine/ev";
import { eval2, evalBack } from "../../lib/engine/evaluate";
import { batchCounts } from "../../lib/engine/exact/batch";
import {
  CLASS_COUNT,
  classCards,
  classCount,
  HAND_COUNT,
  rankMultisets,
  suitClasses,
} from "../../lib/engine/exact/classes";
import {
  ALL_KEY,
  type EdgeChunk,
  evaluateMultisets,
  mergeSums,
  type Sums,
  scoresExt,
} from "../../lib/engine/exact/edge";
import { ScoreTotals } from "../../lib/engine/exact/rescore";
import {
  casinoLabelOrder,
  figuresOfSums,
  houseWayLabelOrder,
  summaryLines,
} from "../../lib/engine/exact/summary";
import { applyBestDiff, bestDiff, bestFromTable } from "../../lib/engine/exact/table";
import { createRng } from "../../lib/engine/rng";
import {
  isDefaultRuleSet,
  type RuleSet,
  VARIANTS,
  type Variant,
  variantCommissionBp,
  type Way,
} from "../../lib/engine/rule-set";
import { HOUSE_WAY_RULE, STRATEGY_RULES } from "../../lib/engine/strategy";
import { setText } from "../../lib/engine/values";
import type { WayDocument } from "../../lib/engine/ways/document";
import {
  defaultWorkers,
  intFlag,
  parseFlags,
  progressBar,
  ruleSetFlags,
  runPool,
  UsageError,
  wayFileFlag,
  wayFlag,
} from "../cli-support";

/** Rank multisets per checkpoint chunk (about 20,000 classes, a few CPU seconds). */
const CHUNK = 200;
export const CHECKPOINTS = "data/exact-edge";
export const DEFAULT_OUT = "data-exact";

/** The way's checkpoint folder: the seed way's where it always was. */
const checkpointsOf = (way: Way) => (way === "seed" ? CHECKPOINTS : `${CHECKPOINTS}-${way}`);
let checkpoints = CHECKPOINTS;

const chunkFile = (n: number, ext: string) =>
  `${checkpoints}/chunk-${String(n).padStart(4, "0")}.${ext}`;

/** Where a rule set's results live: the seed way's standard game at the top of DIR. */
export const resultDir = (out: string, rs: RuleSet) =>
  isDefaultRuleSet(rs) ? out : `${out}/${rs.way}-${rs.variant}`;

/** A rule set's best split per class: best.bin for the default, else best.br against it. */
export function readBest(out: string, rs: RuleSet): Uint8Array {
  const base = `${out}/best.bin`;
  if (!existsSync(base)) throw new UsageError(`${base} not found: run "paigow exact-edge" first`);
  const seed = readFileSync(base);
  if (isDefaultRuleSet(rs)) return seed;
  const file = `${resultDir(out, rs)}/best.br`;
  if (!existsSync(file))
    throw new UsageError(`${file} not found: run "paigow exact-edge --way ${rs.way}" first`);
  return applyBestDiff(seed, brotliDecompressSync(readFileSync(file)));
}

/** Writes a file whole or not at all. */
function writeAtomic(file: string, data: string | Uint8Array): void {
  writeFileSync(`${file}.tmp`, data);
  renameSync(`${file}.tmp`, file);
}

interface ChunkMeta {
  chunk: number;
  from: number;
  to: number;
  classes: number;
  /** The standard game's sums; the commission-free variants' in byVariant. */
  sums: Sums;
  byVariant?: Record<"ez" | "cf", Sums>;
}

interface RunLog {
  started: string;
  workers: number;
  classes: number;
  wallSeconds: number;
  cpuSeconds: number;
}

export async function exactEdge(args: string[]): Promise<void> {
  const { flags } = parseFlags(args, {
    workers: "string",
    out: "string",
    resume: "boolean",
    summary: "boolean",
    lookup: "boolean",
    rescore: "boolean",
    check: "string",
    seed: "string",
    way: "string",
    "way-file": "string",
    variant: "string",
    scores: "boolean",
  });
  const out = typeof flags.out === "string" ? flags.out : DEFAULT_OUT;
  const way = wayFlag(flags);
  checkpoints = checkpointsOf(way);
  if (flags.summary) return printSummary(out, ruleSetFlags(flags));
  if (flags.lookup) return lookup(out, ruleSetFlags(flags));
  if (flags.variant !== undefined)
    throw new UsageError("--variant goes with --summary or --lookup: a run computes all three");
  if (flags.rescore) {
    if (way !== "seed") throw new UsageError("--rescore reads the seed way's stored scores only");
    return rescore(out, intFlag(flags, "workers", defaultWorkers()));
  }
  if (flags.check !== undefined)
    return check(intFlag(flags, "check", 1000), intFlag(flags, "seed", 1, 0), way);
  const document = wayFileFlag(flags);
  await run(
    out,
    intFlag(flags, "workers", defaultWorkers()),
    flags.resume === true,
    way,
    flags.scores === true,
    document,
  );
}

async function run(
  out: string,
  workers: number,
  resume: boolean,
  way: Way,
  /** `--scores`: every variant's split scores in each chunk. */
  allScores: boolean,
  /** A custom way's document (--way-file): each worker installs it. */
  document?: WayDocument,
): Promise<void> {
  const CHECKPOINTS = checkpoints;
  const all = rankMultisets();
  const chunks = Math.ceil(all.length / CHUNK);
  if (!resume && existsSync(CHECKPOINTS)) rmSync(CHECKPOINTS, { recursive: true });
  mkdirSync(CHECKPOINTS, { recursive: true });
  // A chunk is done when its files are there, the scores asked for included.
  const done = new Set(
    readdirSync(CHECKPOINTS)
      .filter((f) => /^chunk-\d+\.json$/.test(f))
      .map((f) => Number(f.slice(6, 10)))
      .filter((n) => !allScores || VARIANTS.every((v) => existsSync(chunkFile(n, scoresExt(v))))),
  );
  const ranges: Array<[number, number, number]> = [];
  let todo = 0;
  for (let n = 0; n < chunks; n++) {
    if (done.has(n)) continue;
    const from = n * CHUNK;
    const to = Math.min(all.length, from + CHUNK);
    ranges.push([n, from, to]);
    for (let m = from; m < to; m++) todo += classCount(all[m] as (typeof all)[number]);
  }
  const runsFile = `${CHECKPOINTS}/runs.json`;
  const runs: RunLog[] =
    resume && existsSync(runsFile) ? JSON.parse(readFileSync(runsFile, "utf8")) : [];
  const me: RunLog = {
    started: new Date().toISOString(),
    workers,
    classes: 0,
    wallSeconds: 0,
    cpuSeconds: 0,
  };
  runs.push(me);
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  const note = () => {
    const c = process.cpuUsage(cpu0);
    me.wallSeconds = (performance.now() - started) / 1000;
    me.cpuSeconds = (c.user + c.system) / 1e6;
    writeAtomic(runsFile, `${JSON.stringify(runs, null, 2)}\n`);
  };
  process.stderr.write(
    `exact-edge: ${CLASS_COUNT - todo} of ${CLASS_COUNT} classes in checkpoints, ${todo} to go on ${workers} workers\n`,
  );
  const bar = progressBar(`exact-edge ${way}`, todo);
  await runPool<EdgeChunk & { chunk: number }>(
    "exact-edge",
    ranges.length,
    workers,
    { ranges, way, document, allScores },
    (n) => bar.update(n),
    (_, r) => {
      const [n, from, to] = ranges.find((x) => x[0] === r.chunk) as [number, number, number];
      writeAtomic(chunkFile(n, "best"), r.best);
      writeAtomic(chunkFile(n, "ez.best"), r.byVariant.ez.best);
      writeAtomic(chunkFile(n, "cf.best"), r.byVariant.cf.best);
      for (const v of VARIANTS) {
        const sc = r.scoresByVariant[v];
        if (sc) writeAtomic(chunkFile(n, scoresExt(v)), new Uint8Array(sc.buffer));
      }
      for (const v of VARIANTS)
        writeAtomic(chunkFile(n, `${v}.traps`), new Uint8Array(r.traps[v].buffer));
      const meta: ChunkMeta = {
        chunk: n,
        from,
        to,
        classes: r.classes,
        sums: r.sums,
        byVariant: { ez: r.byVariant.ez.sums, cf: r.byVariant.cf.sums },
      };
      writeAtomic(chunkFile(n, "json"), JSON.stringify(meta));
      me.classes += r.classes;
      note();
    },
  );
  bar.stop();
  note();
  const lines = await assemble(out, runs, workers, way);
  process.stdout.write(`${lines.join("\n")}\n`);
}

/**
 * Joins the checkpoints into DIR/best.bin and DIR/summary.tsv; returns the summary lines.
 * The figures are recounted from the stored scores with the current trainer's way
 * (rescore.ts), and the house way's and the best split's totals checked against the
 * workers' own sums.
 */
async function assemble(
  out: string,
  runs: RunLog[],
  workers: number,
  way: Way = "seed",
): Promise<string[]> {
  if (way !== "seed") return assembleCasino(out, runs, way);
  const CHECKPOINTS = checkpoints;
  const all = rankMultisets();
  const chunks = Math.ceil(all.length / CHUNK);
  const present = Array.from({ length: chunks }, (_, n) => n).filter((n) =>
    existsSync(chunkFile(n, "json")),
  );
  // Recount the chunks there are (cached per chunk), so an early --rescore saves the later one work.
  const totals = new ScoreTotals();
  const bar = progressBar("exact-edge summary", present.length);
  let counted = 0;
  await runPool<Record<string, number[]>>(
    "exact-rescore",
    present.length,
    workers,
    { chunks: present, dir: CHECKPOINTS, sig: rulesSignature() },
    () => {},
    (_, r) => {
      totals.add(r);
      bar.update(++counted);
    },
  );
  bar.stop();
  if (present.length < chunks)
    throw new UsageError(
      `${present.length} of ${chunks} chunks in ${CHECKPOINTS}: recounts cached, run again when the run is complete`,
    );
  const best = new Uint8Array(CLASS_COUNT);
  const sums: Sums = {};
  let at = 0;
  for (let n = 0; n < chunks; n++) {
    const meta = JSON.parse(readFileSync(chunkFile(n, "json"), "utf8")) as ChunkMeta;
    const b = readFileSync(chunkFile(n, "best"));
    if (b.length !== meta.classes)
      throw new Error(`chunk ${n}: ${b.length} best splits for ${meta.classes} classes`);
    best.set(b, at);
    at += b.length;
    mergeSums(sums, meta.sums);
  }
  if (at !== CLASS_COUNT) throw new Error(`checkpoints hold ${at} classes, not ${CLASS_COUNT}`);
  const figures = totals.figures();
  const total = figures[ALL_KEY];
  const own = figuresOfSums(sums)[ALL_KEY];
  if (!total || total.hands !== BigInt(HAND_COUNT))
    throw new Error(`weights sum to ${total?.hands}, not ${HAND_COUNT}`);
  if (own?.houseWay !== total.houseWay || own.optimal !== total.optimal)
    throw new Error("the rescored totals differ from the workers' sums");
  const hwLabels = houseWayLabelOrder(
    Object.keys(figures)
      .filter((k) => k.startsWith("house-way-rule:"))
      .map((k) => k.slice("house-way-rule:".length)),
  );
  const trainerKeys = [...STRATEGY_RULES.map((r) => r.key), HOUSE_WAY_RULE];
  const lines = [
    `classes\t${CLASS_COUNT}`,
    `hands\t${total.hands}`,
    ...summaryLines(figures, { hw: hwLabels, trainer: trainerKeys }, { allRow: sums[ALL_KEY] }),
    ...runLines(runs),
  ];
  mkdirSync(out, { recursive: true });
  writeAtomic(`${out}/best.bin`, best);
  writeAtomic(`${out}/summary.tsv`, `${lines.join("\n")}\n`);
  // The seed way's commission-free games come from the same pass.
  const rest: string[] = [];
  for (const variant of ["ez", "cf"] as const)
    rest.push(...writeVariant(out, { way: "seed", variant }, chunks, readVariantBest, runs));
  return [...lines, ...rest];
}

const runLines = (runs: RunLog[]): string[] => {
  const wall = runs.reduce((s, r) => s + r.wallSeconds, 0);
  const cpu = runs.reduce((s, r) => s + r.cpuSeconds, 0);
  const computed = runs.reduce((s, r) => s + r.classes, 0);
  return [
    `runs\t${runs.length}`,
    `workers\t${runs.map((r) => r.workers).join(",")}`,
    `wall-seconds\t${wall.toFixed(0)}`,
    `cpu-seconds\t${cpu.toFixed(0)}`,
    `cpu-ms-per-class\t${computed ? ((1000 * cpu) / computed).toFixed(4) : "0"}`,
  ];
};

const readVariantBest = (n: number, variant: Variant): Buffer =>
  readFileSync(chunkFile(n, variant === "standard" ? "best" : `${variant}.best`));

/** A casino way's three rule sets from its checkpoints (the workers' sums; no stored scores). */
function assembleCasino(out: string, runs: RunLog[], way: Way): string[] {
  const chunks = Math.ceil(rankMultisets().length / CHUNK);
  const missing = Array.from({ length: chunks }, (_, n) => n).filter(
    (n) => !existsSync(chunkFile(n, "json")),
  );
  if (missing.length > 0)
    throw new UsageError(
      `${chunks - missing.length} of ${chunks} chunks in ${checkpoints}: run again with --resume`,
    );
  const lines: string[] = [];
  for (const variant of VARIANTS)
    lines.push(...writeVariant(out, { way, variant }, chunks, readVariantBest, runs));
  return lines;
}

/** One rule set's summary.tsv and best.br from the checkpoints; returns the summary lines. */
function writeVariant(
  out: string,
  rs: RuleSet,
  chunks: number,
  bestOf: (n: number, variant: Variant) => Buffer,
  runs: RunLog[],
): string[] {
  const seedBest = readBest(out, { way: "seed", variant: "standard" });
  const best = new Uint8Array(CLASS_COUNT);
  const sums: Sums = {};
  let at = 0;
  for (let n = 0; n < chunks; n++) {
    const meta = JSON.parse(readFileSync(chunkFile(n, "json"), "utf8")) as ChunkMeta;
    const part = rs.variant === "standard" ? meta.sums : meta.byVariant?.[rs.variant];
    if (!part) throw new Error(`chunk ${n}: no ${rs.variant} sums`);
    mergeSums(sums, part);
    const b = bestOf(n, rs.variant);
    if (b.length !== meta.classes)
      throw new Error(`chunk ${n}: ${b.length} best splits for ${meta.classes} classes`);
    best.set(b, at);
    at += b.length;
  }
  if (at !== CLASS_COUNT) throw new Error(`checkpoints hold ${at} classes, not ${CLASS_COUNT}`);
  const figures = figuresOfSums(sums, variantCommissionBp(rs.variant));
  const total = figures[ALL_KEY];
  if (!total || total.hands !== BigInt(HAND_COUNT))
    throw new Error(`weights sum to ${total?.hands}, not ${HAND_COUNT}`);
  const present = Object.keys(figures)
    .filter((k) => k.startsWith("house-way-rule:"))
    .map((k) => k.slice("house-way-rule:".length));
  const hwLabels = rs.way === "seed" ? houseWayLabelOrder(present) : casinoLabelOrder(present);
  const trainerKeys = [...STRATEGY_RULES.map((r) => r.key), HOUSE_WAY_RULE];
  const lines = [
    `way\t${rs.way}`,
    `variant\t${rs.variant}`,
    `classes\t${CLASS_COUNT}`,
    `hands\t${total.hands}`,
    ...summaryLines(
      figures,
      { hw: hwLabels, trainer: trainerKeys },
      { allRow: sums[ALL_KEY], banker: rs.variant === "standard" },
    ),
    ...runLines(runs),
  ];
  const dir = resultDir(out, rs);
  mkdirSync(dir, { recursive: true });
  const diff = bestDiff(seedBest, best);
  writeAtomic(
    `${dir}/best.br`,
    brotliCompressSync(diff, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeAtomic(`${dir}/summary.tsv`, `${lines.join("\n")}\n`);
  return lines;
}

/** The trainer's way's sources, hashed: cached recounts are valid while they are unchanged. */
function rulesSignature(): string {
  const hash = createHash("sha256");
  for (const f of ["rules.ts", "hand.ts", "index.ts"])
    hash.update(readFileSync(path.join(process.cwd(), "lib/engine/strategy", f)));
  return hash.digest("hex").slice(0, 12);
}

/** `--rescore`: the summary again from complete checkpoints, with the current trainer's way. */
async function rescore(out: string, workers: number): Promise<void> {
  const runsFile = `${CHECKPOINTS}/runs.json`;
  if (!existsSync(runsFile))
    throw new UsageError(`${runsFile} not found: run "paigow exact-edge" first`);
  const runs = JSON.parse(readFileSync(runsFile, "utf8")) as RunLog[];
  process.stdout.write(`${(await assemble(out, runs, workers)).join("\n")}\n`);
}

function printSummary(out: string, rs: RuleSet): void {
  const file = `${resultDir(out, rs)}/summary.tsv`;
  if (!existsSync(file)) throw new UsageError(`${file} not found: run "paigow exact-edge" first`);
  process.stdout.write(readFileSync(file, "utf8"));
}

async function lookup(out: string, rs: RuleSet): Promise<void> {
  const best = readBest(out, rs);
  if (best.length !== CLASS_COUNT)
    throw new UsageError(`best splits: ${best.length} bytes, not ${CLASS_COUNT}`);
  const stdout = process.stdout;
  let text = "";
  let lineNo = 0;
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    lineNo++;
    try {
      const hand = parseHand(line);
      const { front, weight } = bestFromTable(hand, best);
      const [i, j] = front;
      text += `${formatHand(hand)}\t${weight}\t${setText(evalBack(hand, i, j), eval2(hand[i] as number, hand[j] as number))}\n`;
    } catch (e) {
      text += `ERROR: line ${lineNo}: ${e instanceof Error ? e.message : String(e)}\n`;
    }
    if (text.length > 1 << 16) {
      if (!stdout.write(text)) await new Promise((r) => stdout.once("drain", r));
      text = "";
    }
  }
  stdout.write(text);
}

/**
 * `--check N`: N seeded classes (whole multisets drawn at random) against exactEv, split by
 * split, in every variant of the dealer's way (`--way`): the win and loss counts, the stored
 * score (`--scores`' files) and the best split.
 */
function check(target: number, seed: number, way: Way): void {
  const all = rankMultisets();
  const rng = createRng(seed);
  let classes = 0;
  let splits = 0;
  let bestSame = 0;
  let bestTie = 0;
  const problems: string[] = [];
  const started = performance.now();
  while (classes < target) {
    const m = Math.floor(rng() * all.length);
    const sc = suitClasses(all[m] as (typeof all)[number]);
    const ms = all[m] as (typeof all)[number];
    const counts = batchCounts(ms, sc, way);
    const r = evaluateMultisets(m, m + 1, VARIANTS, () => {}, way);
    const countsOf = {
      standard: [counts.win, counts.loss],
      ez: [counts.winEz, counts.lossEz],
      cf: [counts.winCf, counts.lossCf],
    } as const;
    // At most 20 classes of a multiset, spread over it, so the check covers many multisets.
    const step = Math.max(1, Math.floor(sc.count / 20));
    for (let c = 0; c < sc.count && classes < target; c += step) {
      const cards = classCards(sc, c);
      classes++;
      for (const variant of VARIANTS) {
        const e = exactEv(cards, { ruleSet: { way, variant } });
        const [winOf, lossOf] = countsOf[variant];
        const stored = r.scoresByVariant[variant] as Int32Array;
        // exactEv's score is (10000 - bp) win - 10000 loss: 500 or 10000 stored units.
        const unit = variant === "standard" ? 500 : 10_000;
        e.splits.forEach((s, k) => {
          const win = winOf[c * 21 + k];
          const loss = lossOf[c * 21 + k];
          const score = stored[c * 21 + k] as number;
          if (s.win === win && s.loss === loss && score * unit === s.score) splits++;
          else
            problems.push(
              `${formatHand(cards)} ${variant} split ${k}: win ${win} loss ${loss} score ${score}, exactEv win ${s.win} loss ${s.loss} score ${s.score}`,
            );
        });
        const b = r.byVariant[variant].best[c] as number;
        if (b === e.best) bestSame++;
        else if ((e.splits[b]?.score as number) === (e.splits[e.best]?.score as number)) bestTie++;
        else problems.push(`${formatHand(cards)} ${variant}: best split ${b}, exactEv ${e.best}`);
      }
    }
  }
  process.stdout.write(
    `${[
      `classes\t${classes}`,
      `variants\t${VARIANTS.join(",")}`,
      `splits-identical\t${splits}`,
      `best-identical\t${bestSame}`,
      `best-equal-ev\t${bestTie}`,
      `mismatches\t${problems.length}`,
      `seconds\t${((performance.now() - started) / 1000).toFixed(1)}`,
      ...problems.slice(0, 20),
    ].join("\n")}\n`,
  );
  if (problems.length) process.exitCode = 1;
}
