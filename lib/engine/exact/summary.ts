/**
 * The exact game's figures from the weighted win / loss sums (edge.ts), as
 * `KEY<TAB>VALUE` lines: EVs in percent (6 decimals) per hand over all hands,
 * computed in integers (BigInt) so the last digit is exact rounding.
 */
import { DEALER_HANDS, DEFAULT_BANK_COMMISSION } from "../ev";
import { CASINO_RULES } from "../ways/shared";
import { ALL_KEY, type Sums } from "./edge";

const D = BigInt(DEALER_HANDS);

/** n / d as a decimal with `places` digits, rounded half away from zero. */
export function decimal(n: bigint, d: bigint, places: number): string {
  const neg = n < 0n !== d < 0n && n !== 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const scale = 10n ** BigInt(places);
  const q = (an * scale * 2n + ad) / (ad * 2n);
  const whole = q / scale;
  const frac = (q % scale).toString().padStart(places, "0");
  return `${neg && q !== 0n ? "-" : ""}${whole}${places > 0 ? `.${frac}` : ""}`;
}

/** One key's figures, the EVs as score sums in units of 1 / (10000 x dealer hands). */
export interface KeyFigures {
  hands: bigint;
  departs: bigint;
  houseWay: bigint;
  trainer: bigint;
  optimal: bigint;
}

function figuresOf(row: readonly number[], commissionBp = 500): KeyFigures {
  const b = (i: number) => BigInt(row[i] as number);
  const score = (w: number, l: number) => BigInt(10_000 - commissionBp) * b(w) - 10_000n * b(l);
  return {
    hands: b(0),
    departs: b(1),
    houseWay: score(2, 3),
    trainer: score(4, 5),
    optimal: score(6, 7),
  };
}

/** Mean EV in percent over `hands` hands from a score sum. */
const evPercent = (score: bigint, hands: bigint): string =>
  hands === 0n ? "0" : decimal(score * 100n, hands * D * 10_000n, 6);

/** Figures of every key from weighted win / loss sums, at a commission in basis points. */
export const figuresOfSums = (sums: Sums, commissionBp = 500): Record<string, KeyFigures> =>
  Object.fromEntries(Object.entries(sums).map(([k, row]) => [k, figuresOf(row, commissionBp)]));

/**
 * Win, push and loss shares (fractions of hands x dealer hands, 9 digits) of
 * the house way, the trainer's way and the best split, from the whole
 * game's weighted sums (edge.ts SUM_FIELDS).
 */
function shareLines(row: readonly number[]): string[] {
  const all = BigInt(row[0] as number) * D;
  const lines: string[] = [];
  for (const [name, w, l] of [
    ["house-way", 2, 3],
    ["trainer", 4, 5],
    ["optimal", 6, 7],
  ] as const) {
    const win = BigInt(row[w] as number);
    const loss = BigInt(row[l] as number);
    lines.push(
      `${name}-win\t${decimal(win, all, 9)}`,
      `${name}-push\t${decimal(all - win - loss, all, 9)}`,
      `${name}-loss\t${decimal(loss, all, 9)}`,
    );
  }
  return lines;
}

export interface SummaryOptions {
  /** The whole game's weighted sums, for the win / push / loss shares. */
  allRow?: readonly number[];
  /** Print the bank's edge (the standard game only: nobody else banks). */
  banker?: boolean;
}

/** The summary lines: the whole game, then per house-way rule and per trainer's rule. */
export function summaryLines(
  figures: Record<string, KeyFigures>,
  order: { hw: string[]; trainer: string[] },
  options: SummaryOptions = {},
): string[] {
  const total = figures[ALL_KEY];
  if (!total) throw new Error("summary: no sums");
  const bankBp = BigInt(Math.round(DEFAULT_BANK_COMMISSION * 10_000));
  const lines = [
    `house-way\t${evPercent(total.houseWay, total.hands)}`,
    `trainer\t${evPercent(total.trainer, total.hands)}`,
    `optimal\t${evPercent(total.optimal, total.hands)}`,
    // The bank takes the other side of every house-way hand and pays 1.5% of the action.
    ...(options.banker === false
      ? []
      : [`banker\t${evPercent(-total.houseWay - bankBp * total.hands * D, total.hands)}`]),
    `trainer-share\t${total.optimal === total.houseWay ? "0.00" : decimal((total.trainer - total.houseWay) * 100n, total.optimal - total.houseWay, 2)}`,
    `trainer-departs\t${decimal(total.departs * 100n, total.hands, 4)}`,
    `trainer-departs-hands\t${total.departs}`,
    // What the best split gains over the house way, in percentage points of the bet.
    `optimal-gain-points\t${decimal((total.optimal - total.houseWay) * 100n, total.hands * D * 10_000n, 6)}`,
    ...(options.allRow ? shareLines(options.allRow) : []),
  ];
  const perKey = (prefix: string, keys: string[]) => {
    for (const key of keys) {
      const f = figures[`${prefix}:${key}`];
      if (!f) continue;
      const k = `${prefix}:${key}`;
      lines.push(
        `${k}:hands\t${f.hands}`,
        `${k}:share\t${decimal(f.hands * 100n, total.hands, 4)}`,
        `${k}:house-way\t${evPercent(f.houseWay, f.hands)}`,
        `${k}:trainer\t${evPercent(f.trainer, f.hands)}`,
        `${k}:optimal\t${evPercent(f.optimal, f.hands)}`,
        `${k}:departs\t${decimal(f.departs * 100n, total.hands, 4)}`,
        `${k}:departs-hands\t${f.departs}`,
        // Units won over the house way on these hands, summed over every hand of the game.
        `${k}:gain-units\t${decimal(f.trainer - f.houseWay, D * 10_000n, 6)}`,
        // What the trainer's way gains over the house way on these hands, per 1,000 hands of the game.
        `${k}:gain-per-1000\t${decimal((f.trainer - f.houseWay) * 1000n, total.hands * D * 10_000n, 4)}`,
        `${k}:optimal-gain-per-1000\t${decimal((f.optimal - f.houseWay) * 1000n, total.hands * D * 10_000n, 4)}`,
      );
    }
  };
  perKey("house-way-rule", order.hw);
  perKey("trainer-rule", order.trainer);
  return lines;
}

/** House-way rule labels in rule order: 1, 2, 2>4 .. 2>10, 3, 3>4 .. 3>10, 4 .. 10. */
export function houseWayLabelOrder(present: readonly string[]): string[] {
  const rank = (l: string) => {
    const [a, b] = l.split(">").map(Number) as [number, number | undefined];
    return (a as number) * 100 + (b ?? 0);
  };
  return [...present].sort((x, y) => rank(x) - rank(y));
}

/** Casino rule labels in CASINO_RULES order, each before its `straight>` form. */
export function casinoLabelOrder(present: readonly string[]): string[] {
  const rank = (l: string) => {
    const sent = l.startsWith("straight>");
    return CASINO_RULES.indexOf(l.replace("straight>", "") as never) * 2 + (sent ? 1 : 0);
  };
  return [...present].sort((x, y) => rank(x) - rank(y));
}

/** The KEY<TAB>VALUE lines of a summary file as a map. */
export function parseSummary(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of text.split("\n")) {
    const tab = line.indexOf("\t");
    if (tab > 0) map.set(line.slice(0, tab), line.slice(tab + 1));
  }
  return map;
}
