/**
 * When a warming server is warm: a bench runs the same work in blocks (e.g. 1,600 requests)
 * and reads each block's main-thread CPU a unit of work. A fresh server's figure falls block
 * after block (V8 compiles the hot paths, caches fill: 2.22 -> 1.56 -> 1.37 -> 1.43 -> 1.33 ms
 * a request, measured), so a figure taken from the first blocks measures the start, not the
 * server.
 *
 * The rule: the first block is never steady (it pays the start); from the `minBlocks`-th block
 * on, a block whose figure is within `tolerance` of the block before it (relative to that one)
 * is steady, and is the one to report. At `maxBlocks` the warm-up stops anyway: the last block
 * is reported, marked not steady (a machine too noisy, or a figure still falling).
 */

export interface SteadyRule {
  /** How close two consecutive blocks must be, relative to the earlier one (0.05: 5%). */
  tolerance: number;
  /** The earliest block (counted from 1) that may be steady. */
  minBlocks: number;
  /** The block cap: the warm-up ends here, steady or not. */
  maxBlocks: number;
}

export const STEADY: SteadyRule = { tolerance: 0.05, minBlocks: 3, maxBlocks: 8 };

export type Verdict =
  /** Run another block. */
  | { done: false }
  /** Stop: `at` is the index (from 0) of the block to report; `steady` false at the cap. */
  | { done: true; steady: boolean; at: number };

/** Given the blocks' figures so far (a unit's main-thread CPU, oldest first): stop or go on. */
export function steadyVerdict(figures: readonly number[], rule: SteadyRule = STEADY): Verdict {
  const n = figures.length;
  if (n >= Math.max(2, rule.minBlocks)) {
    const last = figures[n - 1] as number;
    const before = figures[n - 2] as number;
    const close =
      Number.isFinite(last) &&
      Number.isFinite(before) &&
      before > 0 &&
      // (a float's rounding must not make exactly 5% fail)
      Math.abs(last - before) <= rule.tolerance * before * (1 + 1e-9);
    if (close) return { done: true, steady: true, at: n - 1 };
  }
  if (n >= rule.maxBlocks) return { done: true, steady: false, at: n - 1 };
  return { done: false };
}

/**
 * The rule for several kinds of work warmed together, block by block (each block runs every
 * kind once): steady when every kind's figure is steady at the same block, so the server is
 * warm for all of them when they are reported (the kinds share most of their path: one
 * kind's blocks warm the next's). At the cap the last block is reported, not steady.
 */
export function steadyAll(
  series: readonly (readonly number[])[],
  rule: SteadyRule = STEADY,
): Verdict {
  const n = Math.min(...series.map((s) => s.length));
  if (series.length === 0 || n === 0) return { done: false };
  const each = series.map((s) => steadyVerdict(s.slice(0, n), rule));
  if (each.every((v) => v.done && v.steady)) return { done: true, steady: true, at: n - 1 };
  if (n >= rule.maxBlocks) return { done: true, steady: false, at: n - 1 };
  return { done: false };
}

/** What a block reports: its figure a unit on the main thread (the rule's input) and more. */
export interface BlockFigures {
  /** Main-thread CPU a unit of work (ms). */
  main: number;
}

export interface WarmResult<B extends BlockFigures> {
  blocks: B[];
  /** The block to report (the steady one, or the last at the cap). */
  chosen: B;
  /** Its number, from 1. */
  block: number;
  steady: boolean;
}

/**
 * Runs `runBlock` (block numbers from 1) until `steadyVerdict` stops, calling `onBlock` after
 * each (to print it); returns every block and the one to report.
 */
export async function warmUntilSteady<B extends BlockFigures>(
  runBlock: (block: number) => Promise<B>,
  onBlock: (figures: B, block: number) => void = () => {},
  rule: SteadyRule = STEADY,
): Promise<WarmResult<B>> {
  const blocks: B[] = [];
  for (;;) {
    const figures = await runBlock(blocks.length + 1);
    blocks.push(figures);
    onBlock(figures, blocks.length);
    const verdict = steadyVerdict(
      blocks.map((b) => b.main),
      rule,
    );
    if (verdict.done)
      return {
        blocks,
        chosen: blocks[verdict.at] as B,
        block: verdict.at + 1,
        steady: verdict.steady,
      };
  }
}

/** "steady at block 4 of 4" or "NOT steady after 8 blocks (the last reported)". */
export const steadyNote = (r: WarmResult<BlockFigures>, rule: SteadyRule = STEADY) =>
  r.steady
    ? `steady at block ${r.block} (within ${(rule.tolerance * 100).toFixed(0)}% of the block before)`
    : `NOT steady after ${r.blocks.length} blocks (the last reported; within ${(rule.tolerance * 100).toFixed(0)}% asked)`;
