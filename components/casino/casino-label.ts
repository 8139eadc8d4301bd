/** The short name of a rule set ("Foxwoods, Connecticut · EZ, commission-free"), both sides. */
import { isCustomWay, type TableRuleSet, type Way } from "@/lib/engine";

type T = (key: string) => string;

/**
 * A way's name: a casino's from CasinosPage.ways (`tWays`); a learner's own way is "your own
 * house way" (YourCasino.ownWay, `tYours`): its id is a hash no one should read.
 */
export const wayName = (way: Way, tWays: T, tYours: T): string =>
  isCustomWay(way) ? tYours("ownWay") : tWays(way);

/**
 * `tWays` reads CasinosPage.ways, `tYours` YourCasino (its short variant names; a Face Up
 * table's `faceupShort`).
 */
export function casinoLabel(rs: TableRuleSet, tWays: T, tYours: T): string {
  return `${wayName(rs.way, tWays, tYours)} · ${tYours(`${rs.variant}Short`)}`;
}
