/**
 * Derives the trainer's way (lib/engine/strategy/rules.ts) from exact EVs.
 *
 *   npx tsx scripts/derive-strategy.ts [--hands 100000] [--seed 1] [--max-rules 20] [--min-gain 0.03]
 *     [--validate-seed 2] [--two-thresholds]
 *   npx tsx scripts/derive-strategy.ts --exact [--dir data/exact-edge] [--sample P] [--multisets P
 *     [--multiset-seed 99]] [--max-rules 10] [--min-gain 0.05] [--measure FILE]
 *   npx tsx scripts/derive-strategy.ts --exact --way W --variant V [--dir data/exact-edge-W] ...
 *
 * --way W --variant V (RULES.md 12, both or neither) derives for another rule set: the labels
 * are that variant's scores in `paigow exact-edge --way W --scores` checkpoints
 * (data/exact-edge-W/), "the house way" the rules improve on (and fall back to) is W's, and the
 * list goes to scripts/strategy/derived-W-V.json. Without them, the seed way's standard game,
 * as it always was. The curve of shares as the list grows is printed (`rules N: share`); with
 * a rule set, the seed's shipped list is measured too, falling back to W's house way and (the
 * summary's `trainer-share`) to the seed's.
 *
 * --measure FILE scores the list of a derived.json on the hands (e.g. a list derived on a
 * sample, over every class) instead of searching; with --list N, its list of N rules.
 *
 * With --exact the hands are the whole game: every suit class of `paigow exact-edge`'s
 * checkpoints (data/exact-edge/, git-ignored) with its weight and the exact score of all 21
 * splits, so every sum below is over the 154,143,080 hands (or, with --sample P, over a
 * seeded share P of the classes; with --multisets P, of the rank multisets, each with all its
 * classes). --dir reads another folder in the same format. Eight of the ten shipped rules
 * come from `--exact --sample 0.15 --max-rules 10 --min-gain 0.05` (nine rules then; its two
 * "split two pairs" rules are one sentence now, S2); S7 and S10 came from the tables of what
 * those rules left over all classes, which scripts/strategy-worth.ts prints with every rule's
 * exact worth (README, "The trainer's way"). With the feature S7 needed, `--exact --sample
 * 0.15 --two-thresholds --max-rules 12` finds both itself (12 rules, 87.5% over all hands by
 * --measure): scripts/strategy/derived.json holds that list.
 *
 * 1. Labels: N seeded hands (dealt as `paigow simulate` deals them) with the
 *    exact win and loss counts of all 21 splits. They are cached in
 *    data/strategy/labels-s<seed>-<N>.bin; when the file is missing this
 *    script runs `paigow strategy-labels` (2 worker threads, about 4.5
 *    minutes for 100,000 hands on this machine). Reruns take seconds.
 * 2. Vocabulary: features a person sees at the table. The hand's shape (no
 *    pair, one pair, two pairs, three pairs, trips), whether a straight or
 *    flush can be made (at all, without the joker, only with it) or a
 *    straight flush, the highest single (ace, king, queen or lower) or the
 *    joker, and one rank threshold on a feature of the shape (the pairs'
 *    ranks, the singles, the trips, the highest front that keeps a straight
 *    or flush). Actions are what a person does: keep the pairs behind and
 *    play the two highest singles, a pair in front, keep the straight or
 *    flush, break trips, and for no pair which two singles go in front.
 * 3. Search: greedy. Each step tries every candidate rule (condition and
 *    action) at every position of the list, scores the exact EV the list
 *    gains over the house way on the labelled hands, and keeps the best one
 *    if it gains at least --min-gain per 1,000 hands. Then every kept rule
 *    is checked again: one that no longer earns --min-gain is dropped.
 *    Deterministic: ties go to the earlier candidate and the later position.
 *
 * Prints the derived list with per-rule figures and the curve, and writes
 * scripts/strategy/derived.json. The shipped rules.ts states these rules as
 * code and sentences; the script ends by measuring the shipped rules on the
 * same hands so the two can be compared.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Card, RANK_CHARS } from "../lib/engine/cards";
import { DEALER_HANDS } from "../lib/engine/ev";
import { rankMultisets, type SuitClasses } from "../lib/engine/exact/classes";
import { codeFront } from "../lib/engine/house-way-code";
import { houseWayInto } from "../lib/engine/house-way-fast";
import { createRng } from "../lib/engine/rng";
import { type RuleSet, ruleSet } from "../lib/engine/rule-set";
import { splitIndex } from "../lib/engine/splits";
import { trainerFront } from "../lib/engine/strategy";
import { viewHand } from "../lib/engine/strategy/hand";
import { type Labels, labelHand, labelScore, labelsOf } from "../lib/engine/strategy/labels";
import { measure } from "../lib/engine/strategy/measure";
import {
  EXAMPLE_HANDS,
  EXAMPLE_SEED,
  frontOfList,
  type RuleSetStrategyFile,
  ruleSetStrategyOf,
  searchOwnRuleExamples,
} from "../lib/engine/strategy/rule-sets";
import { RULES } from "../lib/engine/strategy/rules";
import {
  MADE,
  MADE_KEYS,
  NF,
  type RuleData,
  SHAPES,
  type Shape,
  SPECS,
  shapeOf,
  TOP,
  TOP_KEYS,
} from "../lib/engine/strategy/vocabulary";
import { forEachCheckpointMultiset, forEachVariantMultiset } from "./exact/checkpoints";

// ---- arguments -------------------------------------------------------------
const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const HANDS = arg("hands", 100_000);
const SEED = arg("seed", 1);
const MAX_RULES = arg("max-rules", 20);
const MIN_GAIN = arg("min-gain", 0.03); // EV per 1,000 hands
const BP = 500; // 5% commission, in basis points
/** Also try conditions with two rank thresholds (richer, slower, more prone to fit noise). */
const TWO_THRESHOLDS = process.argv.includes("--two-thresholds");
/** Seed of a second label set (same N) to measure the derived list on hands it was not derived from. */
const VALIDATE_SEED = arg("validate-seed", -1);

const root = path.join(import.meta.dirname, "..");
/** Derive from the whole game: `paigow exact-edge`'s checkpoints (every suit class, weighted). */
const EXACT = process.argv.includes("--exact");
/** With --exact: keep each class with this probability (seeded), 1 for all 6,972,147. */
const SAMPLE = arg("sample", 1);
/** With --exact: keep whole rank multisets (all their classes) with this probability, seeded. */
const MULTISETS = arg("multisets", 1);
const MULTISET_SEED = arg("multiset-seed", 99);
/** A derived.json whose list is measured on the hands (no search, nothing written). */
const MEASURE = (() => {
  const i = process.argv.indexOf("--measure");
  return i > 0 ? (process.argv[i + 1] as string) : "";
})();
const text = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] as string) : undefined;
};
/**
 * --way W --variant V: the rule set derived for (both named, never one defaulted); null is the
 * seed way's standard game of the original invocation.
 */
const RULE_SET: RuleSet | null = (() => {
  const way = text("way");
  const variant = text("variant");
  if (way === undefined && variant === undefined) return null;
  if (way === undefined || variant === undefined)
    throw new Error("--way and --variant go together: name the rule set whole");
  if (!process.argv.includes("--exact"))
    throw new Error("--way / --variant read exact-edge --scores checkpoints: add --exact");
  return ruleSet(way, variant);
})();
/** With --exact: the checkpoint folder (exact-edge's chunk files). */
const EXACT_DIR =
  text("dir") ??
  (RULE_SET && RULE_SET.way !== "seed" ? `data/exact-edge-${RULE_SET.way}` : "data/exact-edge");

/** The label file of a seed, computed by `paigow strategy-labels` when missing. */
function ensureLabels(seed: number): string {
  const file = path.join(root, "data/strategy", `labels-s${seed}-${HANDS}.bin`);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    execFileSync(
      "node",
      [
        "bin/run.mjs",
        "strategy-labels",
        ...["--hands", String(HANDS), "--seed", String(seed), "--workers", "2", "--out", file],
      ],
      { cwd: root, stdio: "inherit" },
    );
  }
  return file;
}

/**
 * Hands to learn from: seven cards, a weight (how many hands of the game it stands for) and the
 * exact score of each split, (10000 - bp) x win - 10000 x loss.
 */
interface Source {
  N: number;
  /** Hands the source stands for (the sum of the weights). */
  hands: number;
  hand(h: number): number[];
  weight(h: number): number;
  score(h: number, s: number): number;
  name: string;
}

const labelSource = (labels: Labels, name: string): Source => ({
  N: labels.count,
  hands: labels.count,
  hand: (h) => labelHand(labels, h),
  weight: () => 1,
  score: (h, s) => labelScore(labels, h, s, BP),
  name,
});

/** Every class of the checkpoints (or a seeded sample), with its weight; scores at 5% commission. */
function exactSource(): Source {
  const dir = path.join(root, EXACT_DIR);
  const cards: number[] = [];
  const weights: number[] = [];
  const scoreParts: Int32Array[] = [];
  const rng = createRng(SEED);
  // One draw per multiset in order over the whole game, so a sample is the same from any run.
  const keepRng = createRng(MULTISET_SEED);
  const keep = MULTISETS < 1 ? rankMultisets().map(() => keepRng() < MULTISETS) : null;
  let total = 0;
  const visit = (m: number, sc: SuitClasses, scores: Int32Array) => {
    if (keep && !keep[m]) return;
    for (let k = 0; k < sc.count; k++) {
      if (SAMPLE < 1 && rng() >= SAMPLE) continue;
      for (let i = 0; i < 7; i++) cards.push(sc.cards[k * 7 + i] as number);
      weights.push(sc.weight[k] as number);
      total += sc.weight[k] as number;
      scoreParts.push(scores.slice(k * 21, k * 21 + 21));
    }
  };
  const { chunks } = RULE_SET
    ? forEachVariantMultiset(dir, RULE_SET.variant, visit)
    : forEachCheckpointMultiset(dir, visit);
  const N = weights.length;
  const scores = new Int32Array(N * 21);
  scoreParts.forEach((p, h) => {
    scores.set(p, h * 21);
  });
  const cardArr = Uint8Array.from(cards);
  const w = Uint8Array.from(weights);
  if (BP !== 500) throw new Error("the exact scores are for a 5% commission");
  // Stored as 19 win - 20 loss (x500: 9500 win - 10000 loss), or win - loss without commission.
  const unit = RULE_SET && RULE_SET.variant !== "standard" ? 10_000 : 500;
  return {
    N,
    hands: total,
    hand: (h) => Array.from(cardArr.subarray(h * 7, h * 7 + 7)),
    weight: (h) => w[h] as number,
    score: (h, s) => unit * (scores[h * 21 + s] as number),
    name: `${RULE_SET ? `${RULE_SET.way} ${RULE_SET.variant}, ` : ""}${EXACT_DIR} (${chunks} chunks, ${N} classes${SAMPLE < 1 ? `, sampled ${SAMPLE}` : ""}${MULTISETS < 1 ? `, multisets ${MULTISETS} seed ${MULTISET_SEED}` : ""}, ${total} hands)`,
  };
}

let labelFile = "";
const source: Source = EXACT
  ? exactSource()
  : (() => {
      labelFile = ensureLabels(SEED);
      const raw = readFileSync(labelFile);
      return labelSource(
        labelsOf(new Int32Array(raw.buffer, raw.byteOffset, raw.length / 4)),
        `${path.relative(root, labelFile)} (${HANDS} hands, seed ${SEED})`,
      );
    })();
const N = source.N;
const UNIT = 10_000 * DEALER_HANDS; // score units per unit bet
/** Per 1,000 hands of what the source stands for (weighted sums over its hands). */
const per1000 = (score: number) => (score / UNIT / (EXACT ? source.hands : N)) * 1000;

// ---- vocabulary --------------------------------------------------------------
const rc = (r: number) => (r < 0 ? "-" : RANK_CHARS.charAt(r));

// ---- per-hand table ------------------------------------------------------------
const t0 = performance.now();

const HW = new Int32Array(3);
/** The front rule set's house way plays (packed positions, as a HandView's hwFront). */
function houseFront(cards: readonly number[], rs: RuleSet): number {
  houseWayInto(cards as Card[], HW, rs.way);
  const [i, j] = codeFront(HW[0] as number);
  return i | (j << 3);
}

/** Per hand: shape, conditions, features and the exact score of each action (NaN: not possible). */
function buildTable(src: Source) {
  const N = src.N;
  const T = {
    N,
    shapeIx: new Int8Array(N).fill(-1),
    madeBits: new Uint8Array(N), // bit per MADE key
    topBits: new Uint8Array(N), // bit per TOP key
    feat: Array.from({ length: NF }, () => new Int8Array(N)), // rank + 1 (0: none)
    actScore: Array.from({ length: 5 }, () => new Float64Array(N).fill(Number.NaN)),
    hwScore: new Float64Array(N),
    bestScore: new Float64Array(N),
    weight: new Uint8Array(N),
  };
  // Scores times the hand's weight: every sum below is then over the hands it stands for.
  let w = 1;
  const scoreOf = (h: number, front: number) =>
    w * src.score(h, splitIndex(front & 7, (front >> 3) & 7));
  for (let h = 0; h < N; h++) {
    w = src.weight(h);
    T.weight[h] = w;
    const v = viewHand(src.hand(h));
    T.hwScore[h] = scoreOf(h, RULE_SET ? houseFront(v.cards, RULE_SET) : v.hwFront);
    let best = -Infinity;
    for (let s = 0; s < 21; s++) best = Math.max(best, w * src.score(h, s));
    T.bestScore[h] = best;
    const shape = shapeOf(v);
    if (!shape) continue;
    T.shapeIx[h] = SHAPES.indexOf(shape);
    MADE_KEYS.forEach((k, b) => {
      if (MADE[k](v)) T.madeBits[h] = (T.madeBits[h] as number) | (1 << b);
    });
    TOP_KEYS.forEach((k, b) => {
      if (TOP[k](v)) T.topBits[h] = (T.topBits[h] as number) | (1 << b);
    });
    const spec = SPECS[shape];
    spec.features.forEach(([, f], i) => {
      (T.feat[i] as Int8Array)[h] = f(v) + 1;
    });
    spec.actions.forEach(([, act], a) => {
      const front = act(v);
      if (front >= 0) (T.actScore[a] as Float64Array)[h] = scoreOf(h, front);
    });
  }
  return T;
}
type Table = ReturnType<typeof buildTable>;
const TRAIN = buildTable(source);
const { shapeIx, madeBits, topBits, feat, actScore, hwScore, bestScore } = TRAIN;
const tTable = performance.now() - t0;

// ---- candidates ------------------------------------------------------------------
interface Candidate {
  shape: number;
  action: number;
  made: number;
  top: number;
  feature: number; // -1: no threshold
  op: "le" | "ge";
  t: number; // rank threshold
  /** An optional second threshold on another feature (-1: none). */
  feature2: number;
  op2: "le" | "ge";
  t2: number;
}
const describeRule = (c: Candidate): string => {
  const spec = SPECS[SHAPES[c.shape] as Shape];
  const parts = [SHAPES[c.shape] as string];
  if (MADE_KEYS[c.made] !== "any") parts.push(`straight/flush: ${MADE_KEYS[c.made]}`);
  if (TOP_KEYS[c.top] !== "any") parts.push(`top single: ${TOP_KEYS[c.top]}`);
  const threshold = (f: number, op: string, t: number) =>
    `${(spec.features[f] as [string, unknown])[0]} ${op === "le" ? "<=" : ">="} ${rc(t)}`;
  if (c.feature >= 0) parts.push(threshold(c.feature, c.op, c.t));
  if (c.feature2 >= 0) parts.push(threshold(c.feature2, c.op2, c.t2));
  return `${parts.join(", ")} -> ${(spec.actions[c.action] as [string, unknown])[0]}`;
};
/** A candidate in the vocabulary's words (lib/engine/strategy/vocabulary.ts RuleData). */
const ruleData = (c: Candidate, key: string): RuleData => {
  const shape = SHAPES[c.shape] as Shape;
  const spec = SPECS[shape];
  const when = (f: number, op: "le" | "ge", t: number) => {
    const feature = spec.features[f]?.[0];
    if (!feature) throw new Error(`${describeRule(c)}: no feature ${f}`);
    return { feature, op, rank: rc(t) };
  };
  return {
    key,
    rule: describeRule(c),
    shape,
    made: MADE_KEYS[c.made] as RuleData["made"],
    top: TOP_KEYS[c.top] as RuleData["top"],
    when: [
      ...(c.feature >= 0 ? [when(c.feature, c.op, c.t)] : []),
      ...(c.feature2 >= 0 ? [when(c.feature2, c.op2, c.t2)] : []),
    ],
    action: (spec.actions[c.action] as [string, unknown])[0],
  };
};
const matchesIn = (T: Table, c: Candidate, h: number): boolean => {
  if (T.shapeIx[h] !== c.shape) return false;
  if (!((T.madeBits[h] as number) & (1 << c.made))) return false;
  if (!((T.topBits[h] as number) & (1 << c.top))) return false;
  if (Number.isNaN((T.actScore[c.action] as Float64Array)[h])) return false;
  const ok = (feature: number, op: "le" | "ge", t: number) => {
    if (feature < 0) return true;
    const f = ((T.feat[feature] as Int8Array)[h] as number) - 1;
    return op === "le" ? f >= 0 && f <= t : f >= t;
  };
  return ok(c.feature, c.op, c.t) && ok(c.feature2, c.op2, c.t2);
};
const matches = (c: Candidate, h: number): boolean => matchesIn(TRAIN, c, h);

/** Share of the optimal gain a rule list reaches on a table, and per-rule prefix shares. */
function shareOn(T: Table, list: readonly Candidate[]): { share: number; curve: number[] } {
  let optimal = 0;
  const byRule = new Float64Array(list.length);
  for (let h = 0; h < T.N; h++) {
    optimal += (T.bestScore[h] as number) - (T.hwScore[h] as number);
    const k = list.findIndex((c) => matchesIn(T, c, h));
    if (k >= 0)
      byRule[k] =
        (byRule[k] as number) +
        ((T.actScore[(list[k] as Candidate).action] as Float64Array)[h] as number) -
        (T.hwScore[h] as number);
  }
  let cum = 0;
  const curve = Array.from(byRule, (g) => {
    cum += g;
    return cum / optimal;
  });
  return { share: cum / optimal, curve };
}

// ---- the current list: first matching rule per hand ---------------------------
let rules: Candidate[] = [];
const curIdx = new Int32Array(N); // index of the rule that sets hand h; rules.length = house way
const curScore = new Float64Array(N);
function assign(): void {
  for (let h = 0; h < N; h++) {
    let k = 0;
    while (k < rules.length && !matches(rules[k] as Candidate, h)) k++;
    curIdx[h] = k;
    curScore[h] =
      k < rules.length
        ? ((actScore[(rules[k] as Candidate).action] as Float64Array)[h] as number)
        : (hwScore[h] as number);
  }
}
const total = (): number => {
  let s = 0;
  for (let h = 0; h < N; h++) s += (curScore[h] as number) - (hwScore[h] as number);
  return s;
};

/** Best candidate and position: buckets of delta by (feature value, current rule) per condition. */
function bestInsertion(): { c: Candidate; pos: number; gain: number } | null {
  const R = rules.length;
  let best: { c: Candidate; pos: number; gain: number } | null = null;
  const bucket = new Float64Array(NF * 14 * (R + 1));
  // Two thresholds: per feature pair, (value a, value b, current rule), then 2-D prefix sums.
  const W = R + 1;
  const PAIRS = [
    [0, 1],
    [0, 2],
    [1, 2],
    [0, 4],
  ] as const;
  const bucket2 = new Float64Array(PAIRS.length * 15 * 15 * W);
  const at2 = (q: number, a: number, b: number, c: number) => ((q * 15 + a) * 15 + b) * W + c;
  const anyBucket = new Float64Array(R + 1);
  const byShape: number[][] = SHAPES.map(() => []);
  for (let h = 0; h < N; h++)
    if ((shapeIx[h] as number) >= 0) byShape[shapeIx[h] as number]?.push(h);
  const consider = (c: Candidate, byPos: (p: number) => number) => {
    // Later positions first: on equal gain the rule goes as late as it can.
    for (let p = R; p >= 0; p--) {
      const g = byPos(p);
      if (!best || g > best.gain + 1e-9) best = { c: { ...c }, pos: p, gain: g };
    }
  };
  SHAPES.forEach((shape, si) => {
    const hands = byShape[si] as number[];
    SPECS[shape].actions.forEach((_, a) => {
      const act = actScore[a] as Float64Array;
      for (let m = 0; m < MADE_KEYS.length; m++) {
        for (let tp = 0; tp < TOP_KEYS.length; tp++) {
          bucket.fill(0);
          bucket2.fill(0);
          anyBucket.fill(0);
          let n = 0;
          for (const h of hands) {
            if (!((madeBits[h] as number) & (1 << m)) || !((topBits[h] as number) & (1 << tp)))
              continue;
            const s = act[h] as number;
            if (Number.isNaN(s)) continue;
            const d = s - (curScore[h] as number);
            const ci = curIdx[h] as number;
            anyBucket[ci] = (anyBucket[ci] as number) + d;
            for (let f = 0; f < NF; f++) {
              const at = (f * 14 + ((feat[f] as Int8Array)[h] as number)) * (R + 1) + ci;
              bucket[at] = (bucket[at] as number) + d;
            }
            if (TWO_THRESHOLDS)
              PAIRS.forEach(([fa, fb], q) => {
                // Shifted by one: row / column 0 of the prefix table stays zero.
                const at = at2(
                  q,
                  ((feat[fa] as Int8Array)[h] as number) + 1,
                  ((feat[fb] as Int8Array)[h] as number) + 1,
                  ci,
                );
                bucket2[at] = (bucket2[at] as number) + d;
              });
            n++;
          }
          if (n === 0) continue;
          // Suffix sums over the current rule: inserting at p takes the hands set at p or later.
          const suffix = (arr: Float64Array, base: number) => {
            for (let p = R - 1; p >= 0; p--)
              arr[base + p] = (arr[base + p] as number) + (arr[base + p + 1] as number);
          };
          suffix(anyBucket, 0);
          const cand: Candidate = {
            shape: si,
            action: a,
            made: m,
            top: tp,
            feature: -1,
            op: "le",
            t: 0,
            feature2: -1,
            op2: "le",
            t2: 0,
          };
          // 2-D: suffix over the current rule, then prefix sums over both values.
          for (let q = 0; q < (TWO_THRESHOLDS ? PAIRS.length : 0); q++) {
            for (let x = 1; x < 15; x++)
              for (let y = 1; y < 15; y++) {
                for (let p = R - 1; p >= 0; p--)
                  bucket2[at2(q, x, y, p)] =
                    (bucket2[at2(q, x, y, p)] as number) + (bucket2[at2(q, x, y, p + 1)] as number);
              }
            for (let x = 1; x < 15; x++)
              for (let y = 1; y < 15; y++)
                for (let p = 0; p <= R; p++)
                  bucket2[at2(q, x, y, p)] =
                    (bucket2[at2(q, x, y, p)] as number) +
                    (bucket2[at2(q, x - 1, y, p)] as number) +
                    (bucket2[at2(q, x, y - 1, p)] as number) -
                    (bucket2[at2(q, x - 1, y - 1, p)] as number);
            // Value index v = feature + 2 in the shifted table; "le t": 2..t+2, "ge t": t+2..14.
            const rect = (x1: number, x2: number, y1: number, y2: number, p: number) =>
              (bucket2[at2(q, x2, y2, p)] as number) -
              (bucket2[at2(q, x1 - 1, y2, p)] as number) -
              (bucket2[at2(q, x2, y1 - 1, p)] as number) +
              (bucket2[at2(q, x1 - 1, y1 - 1, p)] as number);
            const [fa, fb] = PAIRS[q] as readonly [number, number];
            for (const opA of ["le", "ge"] as const)
              for (const opB of ["le", "ge"] as const)
                for (let ta = opA === "le" ? 0 : 1; ta < (opA === "le" ? 12 : 13); ta++)
                  for (let tb = opB === "le" ? 0 : 1; tb < (opB === "le" ? 12 : 13); tb++) {
                    const [x1, x2] = opA === "le" ? [2, ta + 2] : [ta + 2, 14];
                    const [y1, y2] = opB === "le" ? [2, tb + 2] : [tb + 2, 14];
                    consider(
                      { ...cand, feature: fa, op: opA, t: ta, feature2: fb, op2: opB, t2: tb },
                      (p) => rect(x1, x2, y1, y2, p),
                    );
                  }
          }
          consider(cand, (p) => anyBucket[p] as number);
          for (let f = 0; f < NF; f++) {
            for (let val = 0; val < 14; val++) suffix(bucket, (f * 14 + val) * (R + 1));
            // Prefix over feature values (le) and suffix (ge), ranks 2..A.
            const le = new Float64Array(R + 1);
            for (let t = 0; t < 13; t++) {
              for (let p = 0; p <= R; p++)
                le[p] = (le[p] as number) + (bucket[(f * 14 + t + 1) * (R + 1) + p] as number);
              if (t < 12) consider({ ...cand, feature: f, op: "le", t }, (p) => le[p] as number);
            }
            const ge = new Float64Array(R + 1);
            for (let t = 12; t >= 1; t--) {
              for (let p = 0; p <= R; p++)
                ge[p] = (ge[p] as number) + (bucket[(f * 14 + t + 1) * (R + 1) + p] as number);
              consider({ ...cand, feature: f, op: "ge", t }, (p) => ge[p] as number);
            }
          }
        }
      }
    });
  });
  return best;
}

// ---- greedy search ------------------------------------------------------------------
const log: string[] = [];
/** With a rule set: the list at each length it reached (the last one of that length). */
const lists = new Map<number, { share: number; rules: Candidate[] }>();
let optimalGain = 0;
for (let h = 0; h < N; h++) optimalGain += (bestScore[h] as number) - (hwScore[h] as number);
if (MEASURE) {
  // Measure a derived list (a derived.json) on these hands instead of searching.
  const saved = JSON.parse(readFileSync(MEASURE, "utf8")) as {
    rules: Candidate[];
    lists?: Record<string, { rules: Candidate[] }>;
  };
  // --list N[,M..]: the lists of N (M..) rules the search had on its way (a rule set's
  // derived-W-V.json), each measured; the report goes on with the first.
  const ns = text("list")?.split(",");
  const listOf = (n: string) => {
    const l = saved.lists?.[n]?.rules;
    if (!l) throw new Error(`${MEASURE}: no list of ${n} rules`);
    return l;
  };
  for (const n of ns ?? []) {
    rules = listOf(n);
    assign();
    log.push(
      `list of ${n} rules: ${((100 * total()) / optimalGain).toFixed(2)}% of the optimal gain`,
    );
  }
  rules = ns ? listOf(ns[0] as string) : saved.rules;
  log.push(`measured ${MEASURE}${ns ? ` (list of ${ns[0]})` : ""}, no search`);
}
assign();
for (; !MEASURE; ) {
  if (rules.length >= MAX_RULES) break;
  const b = bestInsertion();
  if (!b || per1000(b.gain) < MIN_GAIN) break;
  rules.splice(b.pos, 0, b.c);
  assign();
  log.push(
    `+ at ${b.pos + 1}: ${describeRule(b.c)}  (+${per1000(b.gain).toFixed(3)} per 1,000 hands)`,
  );
  // Drop rules that later rules made redundant.
  for (let k = rules.length - 1; k >= 0; k--) {
    const before = total();
    const kept = rules;
    rules = rules.filter((_, i) => i !== k);
    assign();
    const loss = before - total();
    if (per1000(loss) >= MIN_GAIN) {
      rules = kept;
      assign();
    } else
      log.push(
        `- dropped: ${describeRule(kept[k] as Candidate)} (worth ${per1000(loss).toFixed(3)})`,
      );
  }
  if (RULE_SET) {
    lists.set(rules.length, { share: total() / optimalGain, rules: [...rules] });
    log.push(`= rules ${rules.length}: ${((100 * total()) / optimalGain).toFixed(2)}%`);
  }
}

// ---- report ----------------------------------------------------------------------------
let optimal = 0;
for (let h = 0; h < N; h++) optimal += (bestScore[h] as number) - (hwScore[h] as number);
const lines: string[] = [];
lines.push(`labels\t${source.name}`);
lines.push(
  `table\t${(tTable / 1000).toFixed(1)} s; search ${((performance.now() - t0 - tTable) / 1000).toFixed(1)} s`,
);
lines.push(`optimal gain over the house way\t${per1000(optimal).toFixed(3)} per 1,000 hands`);
lines.push("search log:", ...log.map((l) => `  ${l}`));
lines.push("derived rules (fires, gain per 1,000 hands, cumulative share of the optimal gain):");
let cum = 0;
rules.forEach((c, k) => {
  let fires = 0;
  let gain = 0;
  for (let h = 0; h < N; h++)
    if (curIdx[h] === k) {
      fires += TRAIN.weight[h] as number;
      gain += (curScore[h] as number) - (hwScore[h] as number);
    }
  // The share of the first k+1 rules: hands set by rules 0..k.
  cum += gain;
  lines.push(
    `  ${k + 1}. ${describeRule(c)}\t${fires}\t${per1000(gain).toFixed(3)}\t${((100 * cum) / optimal).toFixed(1)}%`,
  );
});
// Where the rest of the optimal gain lies: by shape and straight / flush.
const rest = new Map<string, number>();
for (let h = 0; h < N; h++) {
  const si = shapeIx[h] as number;
  const made =
    (madeBits[h] as number) & (1 << MADE_KEYS.indexOf("none")) ? "" : " with straight/flush";
  const key = `${si < 0 ? "full house, quads or five aces" : SHAPES[si]}${made}`;
  rest.set(key, (rest.get(key) ?? 0) + (bestScore[h] as number) - (curScore[h] as number));
}
lines.push("optimal gain the derived list leaves (per 1,000 hands):");
for (const [k, g] of [...rest].sort((a, b) => b[1] - a[1]))
  lines.push(`  ${k}\t${per1000(g).toFixed(3)}`);
lines.push(
  `derived list: ${((100 * total()) / optimal).toFixed(1)}% of the optimal gain with ${rules.length} rules`,
);
if (VALIDATE_SEED >= 0 && !EXACT) {
  const file = ensureLabels(VALIDATE_SEED);
  const rawV = readFileSync(file);
  const V = buildTable(
    labelSource(labelsOf(new Int32Array(rawV.buffer, rawV.byteOffset, rawV.length / 4)), file),
  );
  const { share, curve } = shareOn(V, rules);
  lines.push(
    `held-out hands (${path.relative(root, file)}): ${(100 * share).toFixed(1)}% of the optimal gain; first k rules: ${curve.map((c) => `${(100 * c).toFixed(1)}%`).join(" ")}`,
  );
}
if (!EXACT && labelFile) {
  const raw = readFileSync(labelFile);
  const shipped = measure(
    labelsOf(new Int32Array(raw.buffer, raw.byteOffset, raw.length / 4)),
    BP / 10_000,
  );
  lines.push(
    `shipped rules.ts on the same hands: ${((100 * (shipped.trainer - shipped.houseWay)) / (shipped.best - shipped.houseWay)).toFixed(1)}% with ${shipped.rules.length} rules`,
  );
} else if (RULE_SET) {
  // The seed's shipped list on these hands, falling back to this way's house way, and to the
  // seed's (as exact-edge's trainer-share counts it).
  let own = 0;
  let seedFallback = 0;
  for (let h = 0; h < N; h++) {
    const cards = source.hand(h);
    const t = trainerFront(cards as Card[]);
    const w = source.weight(h);
    const at = (f: number) => w * source.score(h, splitIndex(f & 7, (f >> 3) & 7));
    const hw = hwScore[h] as number;
    own += (t.rule < 0 ? hw : at(t.front)) - hw;
    seedFallback += at(t.front) - hw;
  }
  lines.push(
    `shipped rules.ts (the seed's ${RULES.length} rules), ${RULE_SET.way} ${RULE_SET.variant}: ${((100 * own) / optimal).toFixed(2)}% falling back to its house way, ${((100 * seedFallback) / optimal).toFixed(2)}% falling back to the seed's`,
  );
  lines.push(`list share\t${((100 * total()) / optimal).toFixed(2)}% with ${rules.length} rules`);
  for (const [n, l] of [...lists].sort((a, b) => a[0] - b[0]))
    if ([10, 12, 15].includes(n)) lines.push(`rules ${n}: ${(100 * l.share).toFixed(2)}%`);
} else lines.push("shipped rules.ts over all hands: paigow exact-edge --rescore");
process.stdout.write(`${lines.join("\n")}\n`);
// --rule-set-out FILE (with a rule set): the list as a rule set's own trainer's way
// (lib/engine/strategy/rule-sets/), with the share measured here.
const RULE_SET_OUT = text("rule-set-out");
if (RULE_SET_OUT) {
  if (!RULE_SET || !EXACT || SAMPLE < 1 || MULTISETS < 1)
    throw new Error("--rule-set-out needs --way, --variant and every class (--exact, no sample)");
  const file: RuleSetStrategyFile = {
    way: RULE_SET.way,
    variant: RULE_SET.variant,
    derivedFrom: MEASURE
      ? `${path.basename(MEASURE)}${text("list") ? ` list ${text("list")?.split(",")[0]}` : ""}`
      : "search",
    sharePercent: ((100 * total()) / optimal).toFixed(2),
    optimalGainPer1000: per1000(optimal).toFixed(3),
    // The list's own gain, precise enough to give its exact EV beside the summary's house way.
    gainPer1000: per1000(total()).toFixed(6),
    rules: rules.map((c, k) => ruleData(c, `R${k + 1}`)),
    examples: {},
  };
  // The file as the engine reads it (rule-sets.ts) must set every hand as the table did.
  const list = ruleSetStrategyOf(file);
  file.examples = searchOwnRuleExamples(list, createRng(EXAMPLE_SEED), EXAMPLE_HANDS);
  let gain = 0;
  for (let h = 0; h < N; h++) {
    const f = frontOfList(source.hand(h) as Card[], list).front;
    gain +=
      source.weight(h) * source.score(h, splitIndex(f & 7, (f >> 3) & 7)) - (hwScore[h] as number);
  }
  if (gain !== total())
    throw new Error(`the engine's reading of the list gains ${gain}, the search's ${total()}`);
  writeFileSync(RULE_SET_OUT, `${JSON.stringify(file, null, 2)}\n`);
  process.stdout.write(`wrote ${RULE_SET_OUT}: the engine's reading gains the same, exactly\n`);
}
if (!MEASURE) mkdirSync(path.join(root, "scripts/strategy"), { recursive: true });
if (!MEASURE)
  writeFileSync(
    path.join(
      root,
      RULE_SET
        ? `scripts/strategy/derived-${RULE_SET.way}-${RULE_SET.variant}.json`
        : "scripts/strategy/derived.json",
    ),
    `${JSON.stringify(
      {
        source: source.name,
        seed: SEED,
        hands: EXACT ? source.hands : N,
        minGainPer1000: MIN_GAIN,
        optimalGainPer1000: per1000(optimal),
        ...(RULE_SET ? { way: RULE_SET.way, variant: RULE_SET.variant } : {}),
        rules: rules.map((c) => ({ rule: describeRule(c), ...c })),
        shareOfOptimal: total() / optimal,
        // Every length the greedy list had: its rules (in order) and exact share.
        ...(RULE_SET
          ? {
              lists: Object.fromEntries(
                [...lists].map(([n, l]) => [
                  n,
                  { share: l.share, rules: l.rules.map((c) => ({ rule: describeRule(c), ...c })) },
                ]),
              ),
            }
          : {}),
      },
      null,
      2,
    )}\n`,
  );
