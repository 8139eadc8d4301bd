/**
 * The house ways by name (RULES.md 5 and 12): each sets seven cards into a
 * packed code (front positions and the rule that chose them) and names its
 * rule. `seed` is section 5's way on its own code path (house-way.ts); the
 * casino ways share the readings of 12.1 (shared.ts).
 */
import type { Card } from "../cards";
import { ruleLabel } from "../house-way-code";
import type { Way } from "../rule-set";
import { houseWayCode } from "../seed-way";
import { ballysAc } from "./ballys-ac";
import { claridge } from "./claridge";
import { foxwoods } from "./foxwoods";
import { type CasinoWay, casinoLabel, setByWay } from "./shared";
import { trumpPlaza } from "./trump-plaza";

export interface WayDef {
  id: Way;
  /** The front positions (bits 0-5) and the rule, packed; unchecked input. */
  code(hand: ArrayLike<Card>): number;
  /** The rule's name as tools print it (`3>8` for the seed way, `two-pair:split` for a casino's). */
  label(code: number): string;
}

const casino = (id: Way, way: CasinoWay): WayDef => ({
  id,
  code: (hand) => setByWay(way, hand),
  label: casinoLabel,
});

const WAY_DEFS: Readonly<Record<Way, WayDef>> = {
  // Arrows, not the functions themselves: house-way.ts imports this module, so its bindings are read at call time.
  seed: { id: "seed", code: (hand) => houseWayCode(hand), label: (code) => ruleLabel(code) },
  "trump-plaza": casino("trump-plaza", trumpPlaza),
  claridge: casino("claridge", claridge),
  "ballys-ac": casino("ballys-ac", ballysAc),
  foxwoods: casino("foxwoods", foxwoods),
};

export const wayDef = (way: Way): WayDef => WAY_DEFS[way];
