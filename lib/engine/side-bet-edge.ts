/**
 * Exact house edges of side bets paid by a pay table (RULES.md 10, 13.2): each line
 * pays `pays` to 1 on `count` of `total` equally likely outcomes, every other outcome
 * loses the stake. Edges are kept as fractions of integers (BigInt), so a printed
 * figure is exact rounding, and Envy amounts add to them without rounding (envy.ts).
 */
import { decimal } from "./exact/summary";

/** A winning line: pays to 1, and how many of the outcomes make it. */
export interface PayLine {
  key: string;
  pays: number;
  count: number;
}

/** num / den, a fraction of the stake; positive is the house's edge. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

/** The house edge of a pay table over `total` outcomes: stakes lost less amounts paid, per outcome. */
export function payTableEdge(lines: readonly PayLine[], total: number): Fraction {
  let winners = 0n;
  let paid = 0n;
  for (const line of lines) {
    if (!Number.isInteger(line.count) || line.count < 0 || line.pays <= 0)
      throw new RangeError(`payTableEdge: bad line ${line.key}`);
    winners += BigInt(line.count);
    paid += BigInt(line.count) * BigInt(line.pays);
  }
  const t = BigInt(total);
  if (winners > t) throw new RangeError("payTableEdge: more winners than outcomes");
  return { num: t - winners - paid, den: t };
}

/** a - b, exactly. */
export const subtract = (a: Fraction, b: Fraction): Fraction => ({
  num: a.num * b.den - b.num * a.den,
  den: a.den * b.den,
});

export const toNumber = (f: Fraction): number => Number(f.num) / Number(f.den);

/** The fraction as a decimal with `places` digits, exact rounding (exact/summary.ts). */
export const formatFraction = (f: Fraction, places = 6): string => decimal(f.num, f.den, places);
