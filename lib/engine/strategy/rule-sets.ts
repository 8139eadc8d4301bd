/**
 * A trainer's way of its own for a casino rule set (RULES.md 12): a list of
 * rules stated as data in the derivation's vocabulary (vocabulary.ts), one
 * file per rule set in rule-sets/ (`WAY-VARIANT.json`), derived and measured
 * exactly over every hand by scripts/derive-strategy.ts (`--exact --way W
 * --variant V`, then `--measure ... --rule-set-out`). The first rule that
 * applies sets the hand; when none does, the rule set's own house way sets
 * it: the rules teach where to depart from the dealer's way at that casino.
 *
 * A rule set without a file keeps the seed's list (index.ts trainerFront,
 * falling back to the seed's house way) as before; the seed's rule set has
 * no file and never changes here.
 */
import type { Card } from "../cards";
import { codeFront } from "../house-way-code";
import { houseWayInto } from "../house-way-fast";
import { type RuleSet, ruleSet, ruleSetKey, type Variant, type Way } from "../rule-set";
import { packFront, viewHand } from "./hand";
import { HOUSE_WAY_RULE, trainerFront } from "./index";
import foxwoodsCf from "./rule-sets/foxwoods-cf.json" with { type: "json" };
import foxwoodsEz from "./rule-sets/foxwoods-ez.json" with { type: "json" };
import foxwoodsStandard from "./rule-sets/foxwoods-standard.json" with { type: "json" };
import { RULES } from "./rules";
import { type CompiledRule, compileRule, type RuleData } from "./vocabulary";

/** A rule set's list file (rule-sets/WAY-VARIANT.json). */
export interface RuleSetStrategyFile {
  way: Way;
  variant: Variant;
  /** The derived list it was taken from (derive-strategy's derived-W-V.json and length). */
  derivedFrom: string;
  /** Exact share of the optimal gain over the rule set's house way, over all hands, in percent. */
  sharePercent: string;
  optimalGainPer1000: string;
  rules: RuleData[];
}

export interface RuleSetStrategy {
  ruleSet: RuleSet;
  sharePercent: string;
  rules: ReadonlyArray<RuleData>;
  compiled: ReadonlyArray<CompiledRule>;
}

/** A file's rule set checked (its words are checked when it is compiled). */
function fileOf(json: unknown): RuleSetStrategyFile {
  const f = json as RuleSetStrategyFile;
  const rs = ruleSet(f.way, f.variant);
  return { ...f, way: rs.way, variant: rs.variant };
}

/** The rule sets' files (rule-sets/WAY-VARIANT.json). */
const FILES: ReadonlyArray<RuleSetStrategyFile> = [foxwoodsStandard, foxwoodsEz, foxwoodsCf].map(
  fileOf,
);

const cache = new Map<string, RuleSetStrategy>();

/** Compiles a file, checking it names the rule set it is filed under. */
export function ruleSetStrategyOf(file: RuleSetStrategyFile): RuleSetStrategy {
  if (file.way === "seed") throw new Error("the seed's trainer's way is rules.ts, not a file");
  return {
    ruleSet: { way: file.way, variant: file.variant },
    sharePercent: file.sharePercent,
    rules: file.rules,
    compiled: file.rules.map(compileRule),
  };
}

/** The rule set's own list, or null when it has none (it then uses the seed's list). */
export function ruleSetStrategy(rs: RuleSet): RuleSetStrategy | null {
  const key = ruleSetKey(rs);
  const hit = cache.get(key);
  if (hit) return hit;
  const file = FILES.find((f) => f.way === rs.way && f.variant === rs.variant);
  if (!file) return null;
  const s = ruleSetStrategyOf(file);
  cache.set(key, s);
  return s;
}

/** The rule sets that have their own list. */
export const RULE_SETS_WITH_OWN_LIST: ReadonlyArray<RuleSet> = FILES.map((f) => ({
  way: f.way,
  variant: f.variant,
}));

const HW = new Int32Array(3);

/**
 * The front (packed low | high << 3) and the key of the rule that set it (`R1`, ...; `HW` for
 * the house way) under a list: the first rule that applies, else the way's house way.
 */
export function frontOfList(
  cards: readonly Card[],
  s: Pick<RuleSetStrategy, "ruleSet" | "compiled">,
): { front: number; rule: string } {
  const v = viewHand(cards);
  for (const r of s.compiled) {
    const f = r.apply(v);
    if (f >= 0) return { front: packFront(f & 7, (f >> 3) & 7), rule: r.key };
  }
  houseWayInto(cards, HW, s.ruleSet.way);
  const [i, j] = codeFront(HW[0] as number);
  return { front: packFront(i, j), rule: HOUSE_WAY_RULE };
}

/**
 * The trainer's way of a rule set: its own list when it has one, else the seed's list as it
 * always was (index.ts trainerFront). Unchecked: seven valid, distinct cards.
 */
export function trainerFrontFor(
  cards: readonly Card[],
  rs: RuleSet,
): { front: number; rule: string } {
  const own = ruleSetStrategy(rs);
  if (own) return frontOfList(cards, own);
  const t = trainerFront(cards);
  return { front: t.front, rule: t.rule < 0 ? HOUSE_WAY_RULE : (RULES[t.rule]?.key ?? "?") };
}
