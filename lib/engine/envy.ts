/**
 * The Envy bonus (RULES.md 13.2): a Fortune bet of at least ENVY_MINIMUM units
 * earns a fixed amount for each other player's hand that makes a row of the
 * schedule (four of a kind or better), never for one's own or the dealer's.
 *
 * Its worth is exact by linearity of expectation: the amount expected is the sum,
 * over the other players, of the amount each one's hand brings, and each other
 * hand, taken alone, is a uniformly random seven cards of the 53, whatever our own
 * cards are (by symmetry every seven-card hand is equally likely to be seat k's).
 * So no independence between the hands is assumed: the dependence through removed
 * cards changes how the payouts vary together, not their mean. N other players
 * bring N times one hand's expected amount; per unit of a minimum Fortune bet it
 * lowers the Fortune table's edge by N x E[amount] / ENVY_MINIMUM.
 */
import { FORTUNE_COUNTS, type FortuneKey } from "./bonus";
import type { Fraction } from "./side-bet-edge";

export const ENVY_MINIMUM = 5;

export interface EnvySchedule {
  /** Its stable name, the one a table configuration or a class names (by where it is posted). */
  name: string;
  /** The Fortune table it is posted with (fortune-tables.ts). */
  fortuneTable: string;
  source: string;
  /** Amount in units of the table's currency per qualifying other hand. */
  amounts: Readonly<Partial<Record<FortuneKey, number>>>;
}

export const ENVY_SCHEDULES: readonly EnvySchedule[] = [
  {
    name: "envy-renton",
    fortuneTable: "fortune-8000",
    source: "Silver Dollar Renton (https://rentoncasino.com/fortune-pai-gow/)",
    amounts: {
      "sf7-natural": 5000,
      "royal-plus-match": 1000,
      "sf7-joker": 500,
      "five-aces": 250,
      "royal-flush": 50,
      "straight-flush": 20,
      quads: 5,
    },
  },
  {
    name: "envy-grochowski",
    fortuneTable: "fortune-5000",
    source:
      "J. Grochowski, as printed at http://www.tunicatravel.com/blog/2015/june/should-you-place-a-fortune-bet-in-pai-gow",
    amounts: {
      "sf7-natural": 3000,
      "royal-plus-match": 1000,
      "sf7-joker": 500,
      "five-aces": 250,
      "royal-flush": 50,
      "straight-flush": 20,
      quads: 5,
    },
  },
];

const HANDS = 154_143_080;

/** What the Envy of `others` other players returns per unit of a minimum Fortune bet, exactly. */
export function envyReturn(schedule: EnvySchedule, others: number): Fraction {
  let amount = 0n;
  for (const [key, pay] of Object.entries(schedule.amounts))
    amount += BigInt(FORTUNE_COUNTS[key as FortuneKey]) * BigInt(pay as number);
  return { num: amount * BigInt(others), den: BigInt(HANDS) * BigInt(ENVY_MINIMUM) };
}

/** An Envy schedule by its name, or undefined. */
export const envySchedule = (name: string): EnvySchedule | undefined =>
  ENVY_SCHEDULES.find((s) => s.name === name);

/** What an Envy schedule pays (units of the currency) for one other hand's Fortune row; 0 none. */
export const envyAmount = (schedule: EnvySchedule, key: FortuneKey): number =>
  schedule.amounts[key] ?? 0;
