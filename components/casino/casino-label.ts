/** The short name of a rule set ("Foxwoods, Connecticut · EZ, commission-free"), both sides. */
import type { RuleSet } from "@/lib/engine";

type T = (key: string) => string;

/** `tWays` reads CasinosPage.ways, `tYours` YourCasino (its short variant names). */
export function casinoLabel(rs: RuleSet, tWays: T, tYours: T): string {
  return `${tWays(rs.way)} · ${tYours(`${rs.variant}Short`)}`;
}
