/**
 * Reads `paigow exact-edge`'s checkpoints (data/exact-edge/ for the seed way,
 * data/exact-edge-WAY/ for a casino way run with --scores; git-ignored): per chunk of rank
 * multisets, every suit class's best split in a variant (`.best`, `.ez.best`, `.cf.best`, one
 * byte) and the exact score of all 21 splits in it (`.scores`, `.ez.scores`, `.cf.scores`,
 * Int32 over the 53,524,680 dealer hands: 19 x wins - 20 x losses with the 5% commission,
 * wins - losses in the commission-free games, each with its own pushes, RULES.md 12.3). The
 * classes themselves (cards, weights) are enumerated again from the multisets
 * (lib/engine/exact/classes.ts), in the same order. For the scripts that learn from the whole
 * game: derive-strategy, strategy-worth, build-trap-pool.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  CLASS_COUNT,
  type RankMultiset,
  rankMultisets,
  type SuitClasses,
  suitClasses,
} from "../../lib/engine/exact/classes";
import { scoresExt } from "../../lib/engine/exact/edge";
import type { Variant } from "../../lib/engine/rule-set";

export const CHECKPOINT_DIR = "data/exact-edge";

type Visit = (m: number, sc: SuitClasses, scores: Int32Array, best: Uint8Array) => void;

/** The standard game's scores and best splits (the seed way's checkpoints hold only these). */
export const forEachCheckpointMultiset = (
  dir: string,
  visit: Visit,
): { chunks: number; classes: number } => forEachVariantMultiset(dir, "standard", visit);

/** A variant's best splits file in a chunk (exact-edge's names). */
const bestExt = (v: Variant): string => (v === "standard" ? "best" : `${v}.best`);

/**
 * Calls visit for every rank multiset with its classes, their scores (21 each) and best
 * splits in `variant`.
 */
export function forEachVariantMultiset(
  dir: string,
  variant: Variant,
  visit: Visit,
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
    const file = (ext: string) => path.join(dir, f.replace(".json", `.${ext}`));
    if (!existsSync(file(scoresExt(variant))))
      throw new Error(
        `${f}: no ${variant} scores (${path.basename(file(scoresExt(variant)))}): run paigow exact-edge --scores --resume`,
      );
    const raw = readFileSync(file(scoresExt(variant)));
    const scores = new Int32Array(raw.buffer, raw.byteOffset, raw.length / 4);
    const best = readFileSync(file(bestExt(variant)));
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

/**
 * All 6,972,147 classes at once (about 660 MB) with a variant's scores; throws unless the
 * checkpoints are complete.
 */
export function loadAllClasses(dir: string, variant: Variant): AllClasses {
  const N = CLASS_COUNT;
  const out: AllClasses = {
    count: N,
    cards: new Uint8Array(7 * N),
    weight: new Uint8Array(N),
    scores: new Int32Array(21 * N),
    best: new Uint8Array(N),
  };
  let c = 0;
  forEachVariantMultiset(dir, variant, (_m, sc, scores, best) => {
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
