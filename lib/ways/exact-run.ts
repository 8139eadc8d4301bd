/**
 * The exact whole game under a custom way (issue 52 part 3's background run): `paigow
 * exact-edge`'s engine (lib/engine/exact/edge.ts evaluateMultisets) over every rank multiset,
 * the three variants from one pass, summed chunk by chunk so memory stays small, and read as
 * the summary's figures (summary.ts: the house way's and the best play's EV, the optimal gain,
 * win / push / loss shares, for the whole game and per rule of the way). About 830-1,233 s of one core for all 6,972,147
 * classes; `multisets` cuts the run to the first rank multisets (tests and CI: a small fake
 * run with the same code path), and the figures then say how many classes they cover.
 */
import {
  ALL_KEY,
  casinoLabelOrder,
  classCount,
  evaluateMultisets,
  figuresOfSums,
  installWayDocument,
  mergeSums,
  parseSummary,
  rankMultisets,
  type Sums,
  summaryLines,
  VARIANTS,
  type Variant,
  variantCommissionBp,
  type WayDocument,
} from "@/lib/engine";

/** What a run stores and the pages show: per variant, the summary's whole-game figures. */
export interface RunFigures {
  /** Suit classes evaluated (6,972,147 for the whole game; fewer in a cut-down run). */
  classes: number;
  byVariant: Record<Variant, Record<string, number>>;
}

const HW_PREFIX = "house-way-rule:";

/** Multisets per chunk: a few seconds of work between progress reports. */
const CHUNK = 400;

/** Classes of the first `multisets` rank multisets (all of them when undefined). */
export function runTotal(multisets?: number): number {
  const all = rankMultisets();
  let total = 0;
  for (let m = 0; m < Math.min(multisets ?? all.length, all.length); m++)
    total += classCount(all[m] as (typeof all)[number]);
  return total;
}

/**
 * One variant's figures as the summary's lines, as numbers: the whole game's, and per rule of
 * the way (`house-way-rule:LABEL:...`, the strategy page's departures by hand type).
 */
function figuresOf(sums: Sums, variant: Variant): Record<string, number> {
  const present = Object.keys(sums)
    .filter((k) => k.startsWith(HW_PREFIX))
    .map((k) => k.slice(HW_PREFIX.length));
  const lines = summaryLines(
    figuresOfSums(sums, variantCommissionBp(variant)),
    { hw: casinoLabelOrder(present), trainer: [] },
    { allRow: sums[ALL_KEY], banker: variant === "standard" },
  );
  const out: Record<string, number> = {};
  for (const [key, value] of parseSummary(lines.join("\n"))) out[key] = Number(value);
  return out;
}

/**
 * Runs the exact game for the document's way. `onProgress(done, total)` after each chunk of
 * multisets (done and total in suit classes).
 */
export function exactRun(
  document: WayDocument,
  options: { multisets?: number; onProgress?: (done: number, total: number) => void } = {},
): RunFigures {
  const way = installWayDocument(document);
  const count = Math.min(options.multisets ?? rankMultisets().length, rankMultisets().length);
  const total = runTotal(count);
  const sums: Record<Variant, Sums> = { standard: {}, ez: {}, cf: {} };
  let done = 0;
  options.onProgress?.(0, total);
  for (let from = 0; from < count; from += CHUNK) {
    const chunk = evaluateMultisets(from, Math.min(from + CHUNK, count), false, () => {}, way);
    for (const variant of VARIANTS) mergeSums(sums[variant], chunk.byVariant[variant].sums);
    done += chunk.classes;
    options.onProgress?.(done, total);
  }
  const byVariant = Object.fromEntries(
    VARIANTS.map((v) => [v, figuresOf(sums[v], v)]),
  ) as RunFigures["byVariant"];
  return { classes: done, byVariant };
}
