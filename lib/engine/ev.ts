/**
 * Exact expected value of every way to set a hand (RULES.md section 4) against a dealer who
 * sets by the house way, counted over all C(46,7) = 53,524,680 dealer hands from the cards the
 * player does not hold (the method: ev-tables.ts).
 *
 * Two ways to the same counts: dealerDistribution + countSplits, the plain one (every dealer
 * outcome, then a sweep per split), which tests and the CLI hold the fast one to; and
 * gridCounts (ev-grid.ts), which bins the outcomes on the few cells a hand's splits can tell
 * apart and is what exactEv and the grading worker use. `bruteForceCounts` (ev-brute.ts)
 * visits every dealer hand and must agree with both; `paigow verify-ev` checks that.
 */

import { assertCards, type Card } from "./cards";
import { gridCounts } from "./ev-grid";
import {
  type Counts,
  DEALER_HANDS,
  DEFAULT_BANK_COMMISSION,
  type EvRole,
  evTables,
  handWeights,
  R_CODES,
  suitsAllowing,
} from "./ev-tables";
import { type HouseWaySetting, houseWay } from "./house-way";
import { dealerPushes, type RuleSet, ruleSetKey, variantCommissionBp, type Way } from "./rule-set";
import { allSplits, type Split, splitIndex } from "./splits";
import { setText } from "./values";
import { recallWay, rememberWay } from "./way-cache";

export { gridCounts, warmEv } from "./ev-grid";
export * from "./ev-tables";

/**
 * Counts of dealer hands per outcome (indexed like the tables' outBack /
 * outFront) for the dealer drawing 7 of the cards not in `dead` (the
 * player's hand; tests add more dead cards to make brute force cheap).
 */
export function dealerDistribution(dead: readonly Card[], way: Way): Float64Array {
  const t = evTables(way);
  const dist = new Float64Array(t.outBack.length);
  const { partWeight, bySuits, held, jokerLeft } = handWeights(dead, t);

  // 1. Every rank multiset at its rank-only outcome, weighted by prod C(left, taken).
  const { msLow, msHigh, msOutcome } = t;
  for (let m = 0, ms = msOutcome.length; m < ms; m++) {
    const w =
      (partWeight[msLow[m] as number] as number) * (partWeight[msHigh[m] as number] as number);
    if (w > 0) {
      const o = msOutcome[m] as number;
      dist[o] = (dist[o] as number) + w;
    }
  }

  // 2. Flush-capable hands moved to their true outcome, each pattern with its weights summed
  // over the suits that allow its mask.
  const { patMasks, patStart, patJokerStart, patR, patTrue, patRankOnly } = t;
  for (let i = 0, n = patMasks.length; i < n; i++) {
    const mask = patMasks[i] as number;
    const set = suitsAllowing(mask, held);
    if (set === 0) continue;
    const base = set * R_CODES;
    const to = jokerLeft ? (patStart[mask + 1] as number) : (patJokerStart[mask] as number);
    for (let p = patStart[mask] as number; p < to; p++) {
      const w = bySuits[base + (patR[p] as number)] as number;
      if (w === 0) continue;
      const truth = patTrue[p] as number;
      const rankOnly = patRankOnly[p] as number;
      dist[truth] = (dist[truth] as number) + w;
      dist[rankOnly] = (dist[rankOnly] as number) - w;
    }
  }
  return dist;
}

/**
 * Win / push / loss counts of each split against the distribution: the
 * player wins when both hands are strictly higher and loses when neither is
 * (copies go to the dealer); a fouled split loses every hand. As the banker
 * (the distribution then holds the player's hands) the split wins when
 * neither of the player's hands is strictly higher, copies included, and
 * loses when both are. Under a commission-free variant the dealer's push
 * hands are pushes for every split (a fouled split pushes there too).
 */
export function countSplits(
  splits: readonly Split[],
  dist: Float64Array,
  role: EvRole,
  rules: RuleSet,
): Counts[] {
  const t = evTables(rules.way);
  if (role === "banker" && rules.variant !== "standard")
    throw new RangeError(`the ${rules.variant} game has no learner bank`);
  const pushes = pushOutcomes(rules);
  const byFront = new Float64Array(182); // outcomes that can be won or lost, by front value
  let total = 0;
  let pushMass = 0;
  for (let o = 0; o < dist.length; o++) {
    total += dist[o] as number;
    if (pushes?.[o]) {
      pushMass += dist[o] as number;
      continue;
    }
    const f = t.outFront[o] as number;
    byFront[f] = (byFront[f] as number) + (dist[o] as number);
  }
  // Outcomes whose back the split beats (player) or beats or copies (banker), by front.
  const below = new Float64Array(182);
  const copiesWin = role === "banker" ? 1 : 0;
  const order = splits
    .map((_, k) => k)
    .sort((x, y) => (splits[x] as Split).backValue - (splits[y] as Split).backValue);
  const result: Counts[] = new Array(splits.length);
  let o = 0;
  for (const k of order) {
    const s = splits[k] as Split;
    if (s.foul) {
      result[k] = { win: 0, push: pushMass, loss: total - pushMass };
      continue;
    }
    while (o < dist.length && (t.outBack[o] as number) < s.backValue + copiesWin) {
      if (pushes?.[o]) {
        o++;
        continue;
      }
      const f = t.outFront[o] as number;
      below[f] = (below[f] as number) + (dist[o] as number);
      o++;
    }
    let win = 0;
    let lossCells = 0;
    for (let f = 0; f < 182; f++) {
      if (f < s.frontValue + copiesWin) win += below[f] as number;
      else lossCells += (byFront[f] as number) - (below[f] as number);
    }
    result[k] = { win, push: total - win - lossCells, loss: lossCells };
  }
  return result;
}

const pushCache = new Map<string, Uint8Array>();

/** Per outcome of the way's tables: 1 where the variant's dealer push hand; null for standard. */
function pushOutcomes(rules: RuleSet): Uint8Array | null {
  if (rules.variant === "standard") return null;
  const key = ruleSetKey(rules);
  let p = recallWay(pushCache, key);
  if (!p) {
    const t = evTables(rules.way);
    p = new Uint8Array(t.outBack.length);
    for (let o = 0; o < p.length; o++)
      if (dealerPushes(rules.variant, t.outBack[o] as number, t.outFront[o] as number)) p[o] = 1;
    rememberWay(pushCache, key, p);
  }
  return p;
}

/** Commission as whole basis points, so EVs compare exactly on integer counts. */
export function commissionBasisPoints(commission: number): number {
  const bp = Math.round(commission * 10_000);
  if (
    !Number.isFinite(commission) ||
    commission < 0 ||
    commission >= 1 ||
    Math.abs(bp - commission * 10_000) > 1e-6
  ) {
    throw new RangeError(`commission must be in [0, 1) in steps of 0.0001, got ${commission}`);
  }
  return bp;
}

export interface SplitEv extends Counts {
  split: Split;
  /** `BACK | FRONT` canonical text. */
  value: string;
  ev: number;
  /** EV * total * 10000 as an exact integer: equal scores are equal EVs. */
  score: number;
}

export interface EvOptions {
  /** The casino rule set (way and settlement variant): always named, never a default. */
  ruleSet: RuleSet;
  /** The player's commission on a win (the variant's by default: 5% standard, 0 for ez and cf). */
  commission?: number;
  /** "player" (default): the hand against a house-way dealer; "banker": the bank's hand against a house-way player. */
  role?: EvRole;
  /** Banker only: the house's charge on the action against the bank (1.5% by default). */
  bankCommission?: number;
}

export interface EvResult {
  hand: Card[];
  ruleSet: RuleSet;
  role: EvRole;
  commission: number;
  /** Charged to the bank per unit of action; 0 for the player. */
  bankCommission: number;
  /** Hands of the other side: the dealer's, or the player's when the role is banker. */
  dealerHands: number;
  /** All 21 splits, in SPLIT_PAIRS order (front positions (0,1), (0,2) .. (5,6)). */
  splits: SplitEv[];
  /** Index into splits of the house way's setting and of the best one. */
  houseWay: number;
  best: number;
  houseWaySetting: HouseWaySetting;
}

/**
 * Exact win / push / loss counts and EV of every split of a hand, the house
 * way's split and the best split (highest EV; ties go to the house way's
 * split, then to the higher back).
 *
 * As the banker (RULES.md 9), counts are from the bank's side against a
 * house-way player holding 7 of the other 46 cards, and EV is per unit of
 * the player's bet: (win - (1 - commission) * loss) / hands - bankCommission.
 * A fouled bank is counted as losing every hand.
 */
export function exactEv(hand: readonly Card[], options: EvOptions): EvResult {
  assertCards(hand, 7);
  const { role, rules } = evRates(options); // fail before the work
  const counts = gridCounts(allSplits(hand), hand, role, rules);
  return evFromCounts(hand, counts, options);
}

/** The options' commission and bank commission in basis points, checked. */
function evRates(options: EvOptions): {
  role: EvRole;
  rules: RuleSet;
  bp: number;
  bankBp: number;
} {
  const role = options.role ?? "player";
  const rules = options.ruleSet;
  if (role !== "player" && role !== "banker") throw new RangeError(`unknown role ${String(role)}`);
  if (role === "banker" && rules.variant !== "standard")
    throw new RangeError(`the ${ruleSetKey(rules)} game has no learner bank`);
  const bp =
    options.commission === undefined
      ? variantCommissionBp(rules.variant)
      : commissionBasisPoints(options.commission);
  if (role === "player" && options.bankCommission !== undefined)
    throw new RangeError("bankCommission applies to the banker only");
  const bankBp =
    role === "banker"
      ? commissionBasisPoints(options.bankCommission ?? DEFAULT_BANK_COMMISSION)
      : 0;
  return { role, rules, bp, bankBp };
}

/**
 * The EvResult of a hand from its 21 split counts (SPLIT_PAIRS order), e.g.
 * counts from a cache or from the brute force. Counts do not depend on the
 * commission, so one cached entry serves every commission (but not both
 * roles, nor two rule sets: the role and rule set must be the ones the
 * counts were made for).
 */
export function evFromCounts(
  hand: readonly Card[],
  counts: readonly Counts[],
  options: EvOptions,
): EvResult {
  assertCards(hand, 7);
  const { role, rules, bp, bankBp } = evRates(options);
  const splits = allSplits(hand);
  if (counts.length !== splits.length)
    throw new Error(`evFromCounts: expected ${splits.length} counts, got ${counts.length}`);
  const evs: SplitEv[] = splits.map((split, k) => {
    const c = counts[k] as Counts;
    if (c.win + c.push + c.loss !== DEALER_HANDS)
      throw new Error("evFromCounts: counts do not add up to every dealer hand");
    if (split.foul && (c.win !== 0 || (rules.variant === "standard" && c.push !== 0)))
      throw new Error("evFromCounts: a fouled split loses every hand but the dealer's push hands");
    if (role === "banker") {
      // The player pays the commission on its wins (the bank's losses); the bank pays bankBp on every hand.
      const score = 10_000 * c.win - (10_000 - bp) * c.loss - bankBp * DEALER_HANDS;
      return {
        win: c.win,
        push: c.push,
        loss: c.loss,
        split,
        value: setText(split.backValue, split.frontValue),
        ev: score / (10_000 * DEALER_HANDS),
        score,
      };
    }
    return {
      win: c.win,
      push: c.push,
      loss: c.loss,
      split,
      value: setText(split.backValue, split.frontValue),
      ev: ((1 - bp / 10_000) * c.win - c.loss) / DEALER_HANDS,
      score: (10_000 - bp) * c.win - 10_000 * c.loss,
    };
  });
  const houseWaySetting = houseWay(hand, rules.way);
  const hw = splitIndex(houseWaySetting.frontIndex[0], houseWaySetting.frontIndex[1]);
  let best = hw;
  evs.forEach((e, k) => {
    const b = evs[best] as SplitEv;
    if (
      e.score > b.score ||
      (e.score === b.score && best !== hw && e.split.backValue > b.split.backValue)
    )
      best = k;
  });
  return {
    hand: [...hand],
    ruleSet: rules,
    role,
    commission: bp / 10_000,
    bankCommission: bankBp / 10_000,
    dealerHands: DEALER_HANDS,
    splits: evs,
    houseWay: hw,
    best,
    houseWaySetting,
  };
}
