/**
 * The Fortune bonus pay tables casinos post (RULES.md 13.2): section 10's rows,
 * each table paying them its own way; `fortune-8000` is section 10's table and the
 * default. A hand is paid on the highest row it makes, rows in section 10's order,
 * so a table's pays must not rise down the rows (checked in fortune-tables.test.ts).
 * Each table names where it is posted.
 */
import { FORTUNE_COUNTS, FORTUNE_KEYS, FORTUNE_PAYS, type FortuneKey } from "./bonus";
import { type PayLine, payTableEdge } from "./side-bet-edge";

export interface FortunePayTable {
  name: string;
  source: string;
  /** Pays to 1 per row; `lose` 0. */
  pays: Readonly<Record<FortuneKey, number>>;
}

/** The published tables, the default (section 10's, FORTUNE_PAYS) first. */
export const FORTUNE_TABLES: readonly FortunePayTable[] = [
  {
    name: "fortune-8000",
    source:
      "RULES.md section 10; posted at Silver Dollar Renton (https://rentoncasino.com/fortune-pai-gow/) and by Gold Star dealing school (http://www.goldstarschool.com/fortune-bonus/)",
    pays: FORTUNE_PAYS,
  },
  {
    name: "fortune-5000",
    source:
      "J. Grochowski, Casino City Times, 17 May 2015 (https://www.casinocitytimes.com/john-grochowski/article/fortune-pai-gow-64242); the same table in http://www.tunicatravel.com/blog/2015/june/should-you-place-a-fortune-bet-in-pai-gow",
    pays: { ...FORTUNE_PAYS, "sf7-natural": 5000 },
  },
];

/** The winning lines of a Fortune table with their exact counts over all hands. */
export const fortuneLines = (table: FortunePayTable): PayLine[] =>
  FORTUNE_KEYS.filter((k) => k !== "lose").map((key) => ({
    key,
    pays: table.pays[key],
    count: FORTUNE_COUNTS[key],
  }));

const HANDS = 154_143_080;

export const fortuneTableEdge = (table: FortunePayTable) =>
  payTableEdge(fortuneLines(table), HANDS);

/** A Fortune pay table by its name, or undefined. */
export const fortuneTable = (name: string): FortunePayTable | undefined =>
  FORTUNE_TABLES.find((t) => t.name === name);

/** The default table (RULES.md 10's): a table or class that names none pays by it. */
export const DEFAULT_FORTUNE_TABLE = "fortune-8000";
