import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { JOKER } from "../cards";
import { exactEv } from "../ev";
import { createRng, deal } from "../rng";
import {
  ALL_RULE_SETS,
  DEFAULT_RULE_SET,
  isDefaultRuleSet,
  ruleSet,
  ruleSetKey,
  VARIANTS,
} from "../rule-set";
import { emptyTally, playHouseWayVariants, playRounds } from "../simulate";
import { batchCounts } from "./batch";
import {
  CLASS_COUNT_JOKER,
  CLASS_COUNT_NO_JOKER,
  classCards,
  classCount,
  classOf,
  HAND_COUNT,
  type RankMultiset,
  rankMultisets,
  suitClasses,
} from "./classes";
import { ALL_KEY, evaluateMultisets } from "./edge";
import { faceUpBatchCounts } from "./faceup-batch";
import { rescoreMultiset, ScoreTotals } from "./rescore";
import { decimal, figuresOfSums, parseSummary, summaryLines } from "./summary";
import { applyBestDiff, bestFromTable } from "./table";

const relabel = (cards: readonly number[], perm: readonly number[]) =>
  cards
    .map((c) => (c === JOKER ? JOKER : (c & ~3) | (perm[c & 3] as number)))
    .sort((a, b) => a - b);

const PERMS: number[][] = [];
(function permute(prefix: number[]): void {
  if (prefix.length === 4) PERMS.push(prefix);
  for (let s = 0; s < 4; s++) if (!prefix.includes(s)) permute([...prefix, s]);
})([]);

describe("suit classes", () => {
  it("cover every hand once: 6,009,159 + 962,988 classes weighing 154,143,080 hands", () => {
    let noJoker = 0;
    let joker = 0;
    let hands = 0;
    for (const ms of rankMultisets()) {
      const sc = suitClasses(ms);
      if (ms.joker) joker += sc.count;
      else noJoker += sc.count;
      for (const w of sc.weight) hands += w;
    }
    expect(rankMultisets()).toHaveLength(67_600);
    expect(noJoker).toBe(CLASS_COUNT_NO_JOKER);
    expect(joker).toBe(CLASS_COUNT_JOKER);
    expect(hands).toBe(HAND_COUNT);
  });

  it("list each class once, with its orbit size as weight, and Burnside's count agrees", () => {
    const all = rankMultisets();
    const rng = createRng(11);
    for (let n = 0; n < 60; n++) {
      const ms = all[Math.floor(rng() * all.length)] as (typeof all)[number];
      const sc = suitClasses(ms);
      expect(classCount(ms)).toBe(sc.count);
      const keys = new Set<string>();
      for (let c = 0; c < sc.count; c++) keys.add(classCards(sc, c).join());
      expect(keys.size).toBe(sc.count);
      for (let c = 0; c < sc.count; c++) {
        const orbit = new Set(PERMS.map((p) => relabel(classCards(sc, c), p).join()));
        expect(orbit.size).toBe(sc.weight[c]);
        // No relabelling of a class is another listed class.
        for (const o of orbit) if (o !== classCards(sc, c).join()) expect(keys.has(o)).toBe(false);
      }
    }
  });

  it("classOf finds a dealt hand's class: its cards relabelled, its weight", () => {
    const rng = createRng(5);
    const first = [0];
    for (const ms of rankMultisets())
      first.push((first[first.length - 1] as number) + classCount(ms));
    for (let n = 0; n < 100; n++) {
      const hand = n % 7 === 0 ? [...deal(rng, 6, [JOKER]), JOKER] : deal(rng, 7);
      const c = classOf(hand);
      expect(relabel(hand, c.perm)).toEqual(c.cards);
      const sc = suitClasses(rankMultisets()[c.multiset] as RankMultiset);
      const orbit = new Set(PERMS.map((p) => relabel(hand, p).join()));
      expect(c.weight).toBe(orbit.size);
      // The index points at this class in the enumeration.
      expect(classCards(sc, c.index - (first[c.multiset] as number))).toEqual(c.cards);
    }
  });
});

describe("batched exact EV", () => {
  it("equals exactEv split by split on seeded classes, and picks the same best split", () => {
    const all = rankMultisets();
    const rng = createRng(2026);
    let checked = 0;
    while (checked < 240) {
      const m = Math.floor(rng() * all.length);
      const ms = all[m] as (typeof all)[number];
      const sc = suitClasses(ms);
      const counts = batchCounts(ms, sc, "seed");
      const edge = evaluateMultisets(m, m + 1, true, () => {}, "seed");
      const step = Math.max(1, Math.floor(sc.count / 6));
      for (let c = 0; c < sc.count; c += step) {
        const e = exactEv(classCards(sc, c), { ruleSet: DEFAULT_RULE_SET });
        for (let k = 0; k < 21; k++) {
          const s = e.splits[k] as (typeof e.splits)[number];
          expect([counts.win[c * 21 + k], counts.loss[c * 21 + k]]).toEqual([s.win, s.loss]);
          expect(edge.scores?.[c * 21 + k]).toBe(19 * s.win - 20 * s.loss);
        }
        expect(edge.best[c]).toBe(e.best);
        checked++;
      }
      // `true` stores the standard game's scores only (the seed way's ordinary run).
      expect(Object.keys(edge.scoresByVariant)).toEqual(["standard"]);
    }
  });

  it.each(["trump-plaza", "ballys-ac", "foxwoods", "claridge"] as const)(
    "counts and scores every variant of the %s way as exactEv does, and picks its best splits",
    (way) => {
      const all = rankMultisets();
      const rng = createRng(way.length * 97);
      let checked = 0;
      while (checked < 24) {
        const m = Math.floor(rng() * all.length);
        const ms = all[m] as (typeof all)[number];
        const sc = suitClasses(ms);
        const counts = batchCounts(ms, sc, way);
        const edge = evaluateMultisets(m, m + 1, VARIANTS, () => {}, way);
        const step = Math.max(1, Math.floor(sc.count / 3));
        for (let c = 0; c < sc.count; c += step) {
          for (const variant of ["standard", "ez", "cf"] as const) {
            const e = exactEv(classCards(sc, c), { ruleSet: ruleSet(way, variant) });
            const [win, loss] =
              variant === "standard"
                ? [counts.win, counts.loss]
                : variant === "ez"
                  ? [counts.winEz, counts.lossEz]
                  : [counts.winCf, counts.lossCf];
            // The stored scores (exact-edge --scores) in exactEv's units: x500 standard, x10000 else.
            const unit = variant === "standard" ? 500 : 10_000;
            const stored = edge.scoresByVariant[variant] as Int32Array;
            for (let k = 0; k < 21; k++) {
              const s = e.splits[k] as (typeof e.splits)[number];
              expect([
                variant,
                k,
                win[c * 21 + k],
                loss[c * 21 + k],
                unit * (stored[c * 21 + k] as number),
              ]).toEqual([variant, k, s.win, s.loss, s.score]);
            }
            expect([variant, edge.byVariant[variant].best[c]]).toEqual([variant, e.best]);
          }
          checked++;
        }
      }
    },
  );

  it("covers flush and joker classes, where the back's value depends on the suits", () => {
    // A class with five spades and the joker: its flush backs are evaluated on the real cards.
    const hand = [0, 8, 16, 24, 40, 5, JOKER]; // 2s 4s 6s 8s Qs 3h JK
    const c = classOf(hand);
    const ms = rankMultisets()[c.multiset] as RankMultiset;
    const sc = suitClasses(ms);
    const counts = batchCounts(ms, sc, "seed");
    let k = -1;
    for (let i = 0; i < sc.count; i++) if (classCards(sc, i).join() === c.cards.join()) k = i;
    const e = exactEv(c.cards, { ruleSet: DEFAULT_RULE_SET });
    expect(k).toBeGreaterThanOrEqual(0);
    expect(counts.back.subarray(k * 21, k * 21 + 21).some((v) => v !== counts.back[0])).toBe(true);
    for (let s = 0; s < 21; s++) {
      expect(counts.win[k * 21 + s]).toBe(e.splits[s]?.win);
      expect(counts.loss[k * 21 + s]).toBe(e.splits[s]?.loss);
      expect(counts.back[k * 21 + s]).toBe(e.splits[s]?.split.backValue);
    }
  });

  it("sums weighted counts that give the summary lines", () => {
    const edge = evaluateMultisets(30_000, 30_002, false, () => {}, "seed");
    const all = edge.sums[ALL_KEY] as number[];
    const weights = [30_000, 30_001].reduce(
      (s, m) =>
        s + suitClasses(rankMultisets()[m] as RankMultiset).weight.reduce((a, b) => a + b, 0),
      0,
    );
    expect(all[0]).toBe(weights);
    const lines = summaryLines(figuresOfSums(edge.sums), { hw: [], trainer: [] });
    expect(lines[0]).toMatch(/^house-way\t-?\d+\.\d{6}$/);
    // The best split is never worse than the house way's or the trainer's.
    expect((all[6] as number) * 0.95 - (all[7] as number)).toBeGreaterThanOrEqual(
      (all[2] as number) * 0.95 - (all[3] as number),
    );
  });
});

describe("the shared dealer grid (dealer-grid.ts, issue 54)", () => {
  // sha256 of the raw output arrays of batchCounts and faceUpBatchCounts under the seed's way,
  // taken from the two batches as they were before they shared dealer-grid.ts (each had its own
  // copy): suits spread and bunched, with and without the joker, 1 to 272 classes.
  const SAMPLE = [0, 7, 1234, 20_000, 45_678, 60_000, 67_599];
  const BEFORE = {
    classic: "e7a712dc89e48227e7d024a8c98d63ff7a206e5df6f2e467a8ea5bc175024b27",
    faceUp: "d25c9f14e9b06683425dc63848fa956440512fd11fd23ff385d40e3b36b77f32",
  };
  const bytesOf = (arrays: ArrayBufferView[]) =>
    arrays.map((a) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength));

  it("leaves both batches' outputs byte for byte as they were", () => {
    const all = rankMultisets();
    const classic = createHash("sha256");
    const faceUp = createHash("sha256");
    for (const m of SAMPLE) {
      const ms = all[m] as RankMultiset;
      const sc = suitClasses(ms);
      for (const b of bytesOf(Object.values(batchCounts(ms, sc, "seed")))) classic.update(b);
      const f = faceUpBatchCounts(ms, sc, "seed");
      for (const b of bytesOf([f.win, f.push, f.loss])) faceUp.update(b);
    }
    expect({ classic: classic.digest("hex"), faceUp: faceUp.digest("hex") }).toEqual(BEFORE);
  });
});

describe("decimal", () => {
  it("rounds half away from zero", () => {
    expect(decimal(1n, 3n, 2)).toBe("0.33");
    expect(decimal(2n, 3n, 2)).toBe("0.67");
    expect(decimal(-1n, 8n, 2)).toBe("-0.13");
    expect(decimal(-1n, 1000n, 2)).toBe("0.00");
    expect(decimal(5n, 1n, 0)).toBe("5");
  });
});

describe("rescore", () => {
  it("recounts from the stored scores the figures the batch summed", () => {
    for (const m of [12_345, 50_000]) {
      const edge = evaluateMultisets(m, m + 1, true, () => {}, "seed");
      const totals = new ScoreTotals();
      totals.add(rescoreMultiset(m, edge.scores as Int32Array, edge.best));
      const again = totals.figures()[ALL_KEY];
      const first = figuresOfSums(edge.sums)[ALL_KEY];
      expect(again?.hands).toBe(first?.hands);
      expect(again?.houseWay).toBe(first?.houseWay);
      expect(again?.trainer).toBe(first?.trainer);
      expect(again?.optimal).toBe(first?.optimal);
      // By value, a hand departs no more often than by split.
      expect((again?.departs ?? 0n) <= (first?.departs ?? 0n)).toBe(true);
    }
  });
});

describe("the committed result (data-exact/, from `paigow exact-edge`)", () => {
  const dir = new URL("../../../data-exact/", import.meta.url);
  const summary = parseSummary(readFileSync(new URL("summary.tsv", dir), "utf8"));

  it("covers every class and hand", () => {
    expect(summary.get("classes")).toBe(String(CLASS_COUNT_NO_JOKER + CLASS_COUNT_JOKER));
    expect(summary.get("hands")).toBe(String(HAND_COUNT));
    const hw = Number(summary.get("house-way"));
    expect(Number(summary.get("optimal"))).toBeGreaterThan(Number(summary.get("trainer")));
    expect(Number(summary.get("trainer"))).toBeGreaterThan(hw);
    // RULES.md 9: the bank's result is the player's house-way edge, less 1.5%.
    expect(Number(summary.get("banker"))).toBeCloseTo(-hw - 1.5, 5);
  });

  it("holds the house-way edge inside a simulation's confidence interval", () => {
    const tally = emptyTally();
    playRounds(createRng(31), 200_000, "house-way", 0.05, tally, "none", DEFAULT_RULE_SET);
    const mean = tally.sum / tally.rounds;
    const sd = Math.sqrt(tally.sumSquares / tally.rounds - mean * mean);
    const half = (3.3 * sd) / Math.sqrt(tally.rounds);
    const exact = Number(summary.get("house-way")) / 100;
    expect(Math.abs(exact - mean)).toBeLessThan(half);
  });

  it("gives each seeded hand a best split with the best exact EV", () => {
    const best = new Uint8Array(readFileSync(new URL("best.bin", dir)));
    const rng = createRng(8);
    for (let n = 0; n < 40; n++) {
      const hand = n % 5 === 0 ? [...deal(rng, 6, [JOKER]), JOKER] : deal(rng, 7);
      const t = bestFromTable(hand, best);
      const e = exactEv(hand, { ruleSet: DEFAULT_RULE_SET });
      const k = e.splits.findIndex((s) => s.split.frontIndex.join() === t.front.join());
      expect(e.splits[k]?.score).toBe(e.splits[e.best]?.score);
      expect(t.weight).toBe(classOf(hand).weight);
    }
  });
});

describe("every casino rule set's committed result (data-exact/WAY-VARIANT/)", () => {
  const dir = new URL("../../../data-exact/", import.meta.url);
  const seedBest = new Uint8Array(readFileSync(new URL("best.bin", dir)));
  // Rule sets whose exact run is committed (a new way's runs land one by one; the first 15 always).
  const others = ALL_RULE_SETS.filter(
    (rs) =>
      !isDefaultRuleSet(rs) && existsSync(new URL(`${rs.way}-${rs.variant}/summary.tsv`, dir)),
  );
  it("has the committed runs of the first five ways at least", () => {
    expect(others.length).toBeGreaterThanOrEqual(14);
  });

  it.each(others.map((rs) => [ruleSetKey(rs), rs] as const))(
    "%s: every hand, shares that add up to its EVs, and the best split of seeded hands",
    (_, rs) => {
      const at = new URL(`${rs.way}-${rs.variant}/`, dir);
      const s = parseSummary(readFileSync(new URL("summary.tsv", at), "utf8"));
      expect([s.get("way"), s.get("variant"), s.get("hands")]).toEqual([
        rs.way,
        rs.variant,
        String(HAND_COUNT),
      ]);
      const pay = rs.variant === "standard" ? 0.95 : 1;
      for (const who of ["house-way", "trainer", "optimal"]) {
        const [w, p, l] = ["win", "push", "loss"].map((x) => Number(s.get(`${who}-${x}`)));
        expect((w as number) + (p as number) + (l as number)).toBeCloseTo(1, 8);
        expect(Number(s.get(who)) / 100).toBeCloseTo(pay * (w as number) - (l as number), 7);
      }
      expect(Number(s.get("optimal"))).toBeGreaterThanOrEqual(Number(s.get("trainer")));
      expect(s.has("banker")).toBe(rs.variant === "standard");
      const best = applyBestDiff(
        seedBest,
        new Uint8Array(brotliDecompressSync(readFileSync(new URL("best.br", at)))),
      );
      const rng = createRng(rs.way.length * 7 + rs.variant.length);
      for (let n = 0; n < 12; n++) {
        const hand = n % 4 === 0 ? [...deal(rng, 6, [JOKER]), JOKER] : deal(rng, 7);
        const t = bestFromTable(hand, best);
        const e = exactEv(hand, { ruleSet: rs });
        const k = e.splits.findIndex((x) => x.split.frontIndex.join() === t.front.join());
        expect(e.splits[k]?.score).toBe(e.splits[e.best]?.score);
      }
    },
  );

  // One simulation a way: its variants set hands alike, so each deal is settled under each.
  const ways = [...new Set(others.map((rs) => rs.way))];
  it.each(ways)(
    "%s: holds each variant's house-way edge inside a simulation's confidence interval",
    (way) => {
      const plays = others
        .filter((rs) => rs.way === way)
        .map((rs) => ({
          rs,
          tally: emptyTally(),
          variant: rs.variant,
          commission: rs.variant === "standard" ? 0.05 : 0,
        }));
      playHouseWayVariants(createRng(41), 100_000, way, plays);
      for (const { rs, tally } of plays) {
        const s = parseSummary(
          readFileSync(new URL(`${rs.way}-${rs.variant}/summary.tsv`, dir), "utf8"),
        );
        const mean = tally.sum / tally.rounds;
        const sd = Math.sqrt(tally.sumSquares / tally.rounds - mean * mean);
        expect(Math.abs(Number(s.get("house-way")) / 100 - mean), ruleSetKey(rs)).toBeLessThan(
          (3.3 * sd) / Math.sqrt(tally.rounds),
        );
      }
    },
  );
});
