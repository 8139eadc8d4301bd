/**
 * The reader of `paigow exact-edge`'s checkpoints (checkpoints.ts) on a small made-up set of
 * chunks: each rank multiset is handed its own classes' scores (21 a class) and best splits,
 * chunks in name order, other files ignored, and a chunk whose files disagree refused.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RankMultiset, rankMultisets, suitClasses } from "../../lib/engine/exact/classes";
import { forEachCheckpointMultiset, forEachVariantMultiset } from "./checkpoints";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "paigow-checkpoints-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const classesOf = (m: number) => suitClasses(rankMultisets()[m] as RankMultiset).count;

/**
 * Writes chunk `name` over multisets [from, to): class c's scores are c*100 + split + offset,
 * best (c + offset) % 21; `ext` names the variant's files (`` for standard, `ez.`, `cf.`).
 */
function writeChunk(
  name: string,
  from: number,
  to: number,
  firstClass: number,
  extra = 0,
  ext = "",
  offset = 0,
): number {
  let classes = 0;
  for (let m = from; m < to; m++) classes += classesOf(m);
  const scores = new Int32Array((classes + extra) * 21);
  const best = new Uint8Array(classes);
  for (let c = 0; c < classes; c++) {
    for (let s = 0; s < 21; s++) scores[c * 21 + s] = (firstClass + c) * 100 + s + offset;
    best[c] = (firstClass + c + offset) % 21;
  }
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify({ from, to, classes }));
  writeFileSync(path.join(dir, `${name}.${ext}scores`), Buffer.from(scores.buffer));
  writeFileSync(path.join(dir, `${name}.${ext}best`), best);
  return classes;
}

describe("exact-edge checkpoints", () => {
  it("hands every multiset its own classes' scores and best splits, chunk by chunk", () => {
    // Written out of order, beside files that are not chunks; classes numbered over the game.
    const before = classesOf(0) + classesOf(1) + classesOf(2);
    const second = writeChunk("chunk-00001", 3, 5, before);
    const first = writeChunk("chunk-00000", 0, 3, 0);
    writeFileSync(path.join(dir, "chunk-00002.json.tmp"), "{}");
    writeFileSync(path.join(dir, "notes.txt"), "");

    const seen: { m: number; count: number; scores: number[]; best: number[] }[] = [];
    const done = forEachCheckpointMultiset(dir, (m, sc, scores, best) => {
      expect(scores.length).toBe(sc.count * 21);
      expect(best.length).toBe(sc.count);
      seen.push({ m, count: sc.count, scores: Array.from(scores), best: Array.from(best) });
    });

    expect(done).toEqual({ chunks: 2, classes: first + second });
    expect(seen.map((v) => v.m)).toEqual([0, 1, 2, 3, 4]);
    // Each multiset gets the classes right after the last one's.
    let c = 0;
    for (const v of seen) {
      expect(v.count).toBe(classesOf(v.m));
      expect(v.scores[0]).toBe(c * 100);
      expect(v.scores[21 * v.count - 1]).toBe((c + v.count - 1) * 100 + 20);
      expect(v.best).toEqual(Array.from({ length: v.count }, (_, k) => (c + k) % 21));
      c += v.count;
    }
  });

  it("reads each variant's own scores and best splits (exact-edge --scores)", () => {
    writeChunk("chunk-00000", 0, 2, 0);
    writeChunk("chunk-00000", 0, 2, 0, 0, "ez.", 7);
    writeChunk("chunk-00000", 0, 2, 0, 0, "cf.", 13);
    for (const [variant, offset] of [
      ["standard", 0],
      ["ez", 7],
      ["cf", 13],
    ] as const) {
      const first: number[] = [];
      forEachVariantMultiset(dir, variant, (m, _sc, scores, best) => {
        if (m === 0) first.push(scores[0] as number, scores[20] as number, best[0] as number);
      });
      expect([variant, ...first]).toEqual([variant, offset, 20 + offset, offset % 21]);
    }
  });

  it("names the missing scores of a variant the run did not store", () => {
    writeChunk("chunk-00000", 0, 2, 0);
    expect(() => forEachVariantMultiset(dir, "cf", () => {})).toThrow(
      /chunk-00000\.json: no cf scores \(chunk-00000\.cf\.scores\): run paigow exact-edge --scores/,
    );
  });

  it("refuses a chunk whose scores do not match its classes", () => {
    writeChunk("chunk-00000", 0, 2, 0, 1); // one class's scores too many
    expect(() => forEachCheckpointMultiset(dir, () => {})).toThrow(
      /chunk-00000\.json: scores or best splits do not match its \d+ classes/,
    );
  });

  it("reads an empty directory as no chunks", () => {
    expect(forEachCheckpointMultiset(dir, () => expect.fail("no multiset"))).toEqual({
      chunks: 0,
      classes: 0,
    });
  });
});
