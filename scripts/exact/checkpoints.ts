/**
 * Reads `paigow exact-edge`'s checkpoints (data/exact-edge/, git-ignored): per chunk of rank
 * multisets, every suit class's best split (`.best`, one byte) and the exact score of all 21
 * splits (`.scores`, Int32: 19 x wins - 20 x losses over the 53,524,680 dealer hands, 5%
 * commission). The classes themselves (cards, weights) are enumerated again from the
 * multisets (lib/engine/exact/classes.ts), in the same order. For the scripts that learn from
 * the whole game: derive-strategy, strategy-worth, build-trap-pool.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  CLASS_COUNT,
  type RankMultiset,
  rankMultisets,
  type SuitClasses,
  suitClasses,
} from "../../lib/engine/exact/classes";

export const CHECKPOINT_DIR = "data/exact-edge";

/** Calls visit for every rank multiset with its classes, their scores (21 each) and best splits. */
export function forEachCheckpointMultiset(
  dir: string,
  visit: (m: number, sc: SuitClasses, scores: Int32Array, best: Uint8Array) => void,
): { chunks: number; classes: number } {
  const all = rankMultisets();
  const chunks = readdirSync(dir)
    .filter((f) => /^chunk-\d+\.json$/.test(f))
    .sort();
  let classes = 0;
  for (const f of chunks) {
    const meta = JSON.parse(readFileSync(path.join(dir, f), "utf8")) as {
      from: number;
      to: number;
      classes: number;
    };
    const raw = readFileSync(path.join(dir, f.replace(".json", ".scores")));
    const scores = new Int32Array(raw.buffer, raw.byteOffset, raw.length / 4);
    const best = readFileSync(path.join(dir, f.replace(".json", ".best")));
    if (scores.length !== meta.classes * 21 || best.length !== meta.classes)
      throw new Error(`${f}: scores or best splits do not match its ${meta.classes} classes`);
    let c = 0;
    for (let m = meta.from; m < meta.to; m++) {
      const sc = suitClasses(all[m] as RankMultiset);
      visit(m, sc, scores.subarray(c * 21, (c + sc.count) * 21), best.subarray(c, c + sc.count));
      c += sc.count;
    }
    classes += c;
  }
  return { chunks: chunks.length, classes };
}

/** Every class of the game in classes.ts order (index = the class's index over the game). */
export interface AllClasses {
  count: number;
  /** Seven cards per class, ascending, the joker last. */
  cards: Uint8Array;
  weight: Uint8Array;
  /** 21 scores per class, SPLIT_PAIRS order. */
  scores: Int32Array;
  /** The best split's index per class. */
  best: Uint8Array;
}

/** All 6,972,147 classes at once (about 660 MB); throws unless the checkpoints are complete. */
export function loadAllClasses(dir = CHECKPOINT_DIR): AllClasses {
  const N = CLASS_COUNT;
  const out: AllClasses = {
    count: N,
    cards: new Uint8Array(7 * N),
    weight: new Uint8Array(N),
    scores: new Int32Array(21 * N),
    best: new Uint8Array(N),
  };
  let c = 0;
  forEachCheckpointMultiset(dir, (_m, sc, scores, best) => {
    if (c + sc.count > N) throw new Error(`${dir}: more classes than the game has`);
    out.cards.set(sc.cards, c * 7);
    out.weight.set(sc.weight, c);
    out.scores.set(scores, c * 21);
    out.best.set(best, c);
    c += sc.count;
  });
  if (c !== N) throw new Error(`${dir}: ${c} of ${N} classes (run paigow exact-edge --resume)`);
  return out;
}
