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
import { assertCards, type Card, formatHand, parseCards } from "../cards";
import { eval2, evalBack } from "../evaluate";
import { codeFront } from "../house-way-code";
import { houseWayInto } from "../house-way-fast";
import { deal, type Rng } from "../rng";
import { type RuleSet, ruleSet, ruleSetKey, type Variant, type Way } from "../rule-set";
import { packFront, viewHand } from "./hand";
import { HOUSE_WAY_RULE, type TrainerSetting, trainerFront, trainerWay } from "./index";
import ballysAcCf from "./rule-sets/ballys-ac-cf.json" with { type: "json" };
import ballysAcEz from "./rule-sets/ballys-ac-ez.json" with { type: "json" };
import ballysAcStandard from "./rule-sets/ballys-ac-standard.json" with { type: "json" };
import britishColumbiaCf from "./rule-sets/british-columbia-cf.json" with { type: "json" };
import britishColumbiaEz from "./rule-sets/british-columbia-ez.json" with { type: "json" };
import britishColumbiaStandard from "./rule-sets/british-columbia-standard.json" with {
  type: "json",
};
import claridgeCf from "./rule-sets/claridge-cf.json" with { type: "json" };
import claridgeEz from "./rule-sets/claridge-ez.json" with { type: "json" };
import claridgeStandard from "./rule-sets/claridge-standard.json" with { type: "json" };
import foxwoodsCf from "./rule-sets/foxwoods-cf.json" with { type: "json" };
import foxwoodsEz from "./rule-sets/foxwoods-ez.json" with { type: "json" };
import foxwoodsStandard from "./rule-sets/foxwoods-standard.json" with { type: "json" };
import mgmGrandCf from "./rule-sets/mgm-grand-cf.json" with { type: "json" };
import trumpPlazaCf from "./rule-sets/trump-plaza-cf.json" with { type: "json" };
import trumpPlazaEz from "./rule-sets/trump-plaza-ez.json" with { type: "json" };
import trumpPlazaStandard from "./rule-sets/trump-plaza-standard.json" with { type: "json" };
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
  /**
   * The list's exact gain over the house way per 1,000 hands (units bet, six decimals): its EV
   * per hand in percent is the summary's `house-way` + gainPer1000 / 10. Written by
   * `--rule-set-out` since it was added; a file measured before has none (its EV is not shown).
   */
  gainPer1000?: string;
  rules: RuleData[];
  /**
   * One example hand per rule for the strategy page and the drill (card text, highest first):
   * the first of seed 1's hands that the rule sets unlike the house way, searched over 3M hands
   * when the file is written (searchOwnRuleExamples); a rule with none keeps the house way's
   * setting ahead of a later rule. Stored, not searched per process: the search takes seconds.
   */
  examples: Record<string, string>;
}

export interface RuleSetStrategy {
  ruleSet: RuleSet;
  sharePercent: string;
  /** As in the file: the exact gain over the house way per 1,000 hands, when measured. */
  gainPer1000: string | null;
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
const FILES: ReadonlyArray<RuleSetStrategyFile> = [
  foxwoodsStandard,
  foxwoodsEz,
  foxwoodsCf,
  trumpPlazaStandard,
  trumpPlazaEz,
  trumpPlazaCf,
  claridgeStandard,
  claridgeEz,
  claridgeCf,
  britishColumbiaStandard,
  britishColumbiaEz,
  britishColumbiaCf,
  ballysAcStandard,
  ballysAcEz,
  ballysAcCf,
  mgmGrandCf,
].map(fileOf);

const cache = new Map<string, RuleSetStrategy>();

/** Compiles a file, checking it names the rule set it is filed under. */
export function ruleSetStrategyOf(file: RuleSetStrategyFile): RuleSetStrategy {
  if (file.way === "seed") throw new Error("the seed's trainer's way is rules.ts, not a file");
  return {
    ruleSet: { way: file.way, variant: file.variant },
    sharePercent: file.sharePercent,
    gainPer1000: file.gainPer1000 ?? null,
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

/**
 * The own list's exact EV per hand in percent (as the summaries' `trainer` line): the rule
 * set's house way against itself (its summary's `house-way`) plus the list's gain; null when
 * the file has no measured gain.
 */
export const ownTrainerPercent = (
  own: Pick<RuleSetStrategy, "gainPer1000">,
  houseWayPercent: number,
): number | null =>
  own.gainPer1000 === null ? null : houseWayPercent + Number(own.gainPer1000) / 10;

/** The rule sets that have their own list. */
export const RULE_SETS_WITH_OWN_LIST: ReadonlyArray<RuleSet> = FILES.map((f) => ({
  way: f.way,
  variant: f.variant,
}));

const HW = new Int32Array(3);

/**
 * The front and key of the list's first rule that applies, or null where none does (the house
 * way then sets the hand): the cheap half of frontOfList, for dealing hands of one rule.
 */
export function ownRuleFront(
  cards: readonly Card[],
  s: Pick<RuleSetStrategy, "compiled">,
): { front: number; rule: string } | null {
  const v = viewHand(cards);
  for (const r of s.compiled) {
    const f = r.apply(v);
    if (f >= 0) return { front: packFront(f & 7, (f >> 3) & 7), rule: r.key };
  }
  return null;
}

/**
 * The front (packed low | high << 3) and the key of the rule that set it (`R1`, ...; `HW` for
 * the house way) under a list: the first rule that applies, else the way's house way.
 */
export function frontOfList(
  cards: readonly Card[],
  s: Pick<RuleSetStrategy, "ruleSet" | "compiled">,
): { front: number; rule: string } {
  const own = ownRuleFront(cards, s);
  if (own) return own;
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

/** The trainer's setting of a hand under a rule set, with the rule that chose it. */
export interface TrainerSettingFor extends TrainerSetting {
  /**
   * The rule set's own rule that set the hand (its words come from this data), or null when the
   * seed's list set it (messages `StrategyRules.<rule>`) or the house way did.
   */
  own: RuleData | null;
  /** True when the rule set has its own list (its house way is then the fallback). */
  ownList: boolean;
}

/**
 * The trainer's setting of seven cards under a rule set: its own list's when it has one (the
 * fallback is then that casino's house way), else the seed's list exactly as trainerWay sets it.
 */
export function trainerWayFor(hand: readonly Card[], rs: RuleSet): TrainerSettingFor {
  assertCards(hand, 7);
  const own = ruleSetStrategy(rs);
  if (!own) return { ...trainerWay(hand), own: null, ownList: false };
  const t = frontOfList(hand, own);
  const i = t.front & 7;
  const j = (t.front >> 3) & 7;
  return {
    front: [hand[i] as Card, hand[j] as Card],
    back: hand.filter((_, k) => k !== i && k !== j),
    frontIndex: [i, j],
    backValue: evalBack(hand, i, j),
    frontValue: eval2(hand[i] as Card, hand[j] as Card),
    rule: t.rule,
    reason: { key: `${t.rule}.reason`, params: {} },
    own: own.rules.find((r) => r.key === t.rule) ?? null,
    ownList: true,
  };
}

const examples = new Map<string, Record<string, Card[]>>();

/** The page's examples of a rule set's own rules, as its file stores them (none: no list). */
export function ownRuleExamplesOf(rs: RuleSet): Record<string, Card[]> {
  const key = ruleSetKey(rs);
  let hit = examples.get(key);
  if (!hit) {
    const file = FILES.find((f) => f.way === rs.way && f.variant === rs.variant);
    if (!file) throw new Error(`${key} has no list of its own`);
    hit = Object.fromEntries(
      Object.entries(file.examples).map(([rule, text]) => [rule, parseCards(text)]),
    );
    examples.set(key, hit);
  }
  return hit;
}

/** The seed and budget of the stored examples' search. */
export const EXAMPLE_SEED = 1;
export const EXAMPLE_HANDS = 3_000_000;

/**
 * One example hand per rule of a list: the first of seeded hands (`rng`) that the rule sets (it
 * is the first that applies) unlike that casino's house way (a different back or front value),
 * or none within `maxHands`; card text, highest card first.
 */
export function searchOwnRuleExamples(
  own: Pick<RuleSetStrategy, "ruleSet" | "compiled" | "rules">,
  rng: Rng,
  maxHands: number,
): Record<string, string> {
  const found: Record<string, string> = {};
  let missing = own.rules.length;
  for (let n = 0; n < maxHands && missing > 0; n++) {
    const hand = deal(rng, 7);
    const t = frontOfList(hand, own);
    if (t.rule === HOUSE_WAY_RULE || found[t.rule]) continue;
    houseWayInto(hand, HW, own.ruleSet.way);
    const [i, j] = codeFront(HW[0] as number);
    const a = t.front & 7;
    const b = (t.front >> 3) & 7;
    if (
      evalBack(hand, a, b) === evalBack(hand, i, j) &&
      eval2(hand[a] as Card, hand[b] as Card) === eval2(hand[i] as Card, hand[j] as Card)
    )
      continue;
    found[t.rule] = formatHand([...hand].sort((x, y) => y - x));
    missing--;
  }
  // In the list's order, so a file rewritten reads the same.
  return Object.fromEntries(
    own.rules.flatMap((r) => {
      const hand = found[r.key];
      return hand ? [[r.key, hand] as const] : [];
    }),
  );
}
