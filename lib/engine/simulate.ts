/**
 * Monte Carlo play against the house-way dealer (RULES.md section 4): deal
 * player and dealer seven cards each from one shuffled deck, set both,
 * settle. The player sets by the house way, by the exact-EV best split or by
 * the trainer's way (lib/engine/strategy).
 * As the banker (RULES.md 9), house-way seats play a house-way bank that
 * wins copies and pays a commission on the action. Either side may also
 * play the Fortune bonus (RULES.md 10) on the learner's seven cards.
 * A player's rounds take a casino rule set (RULES.md 12): the dealer's way
 * and the settlement variant (its push hand, even money).
 */
import { FORTUNE_KEYS, FORTUNE_PAYS, ROW_LOSE } from "./bonus";
import { fortuneRowFast } from "./bonus-counts";
import type { Card } from "./cards";
import { exactEv } from "./ev";
import { houseWayInto } from "./house-way-fast";
import { deal, type Rng } from "./rng";
import { DEFAULT_RULE_SET, type RuleSet, type Variant, type Way } from "./rule-set";
import { payout, settle } from "./settle";
import { splitIndex } from "./splits";
import { trainerFront } from "./strategy";
import { isFoul } from "./values";

export type Strategy = "house-way" | "optimal" | "trainer";

/** Side bets a simulation can also play, one unit each round. */
export type SideBet = "none" | "fortune";

export interface Tally {
  rounds: number;
  win: number;
  push: number;
  loss: number;
  /** Sum and sum of squares of the units won per round. */
  sum: number;
  sumSquares: number;
  /** With the optimal (trainer) strategy: sum over rounds of the exact EV of the best split (the trainer's way's) minus the house way's. */
  exactGain: number;
  /** Fortune bonus: rounds played, sum and sum of squares of the units won. */
  bonusRounds: number;
  bonusSum: number;
  bonusSumSquares: number;
}

export const emptyTally = (): Tally => ({
  rounds: 0,
  win: 0,
  push: 0,
  loss: 0,
  sum: 0,
  sumSquares: 0,
  exactGain: 0,
  bonusRounds: 0,
  bonusSum: 0,
  bonusSumSquares: 0,
});

/** Units a one-unit Fortune bonus wins on seven cards (-1 when it loses). */
const FORTUNE_UNITS = FORTUNE_KEYS.map((k, row) => (row === ROW_LOSE ? -1 : FORTUNE_PAYS[k]));

function playBonus(hand: readonly Card[], tally: Tally): void {
  const units = FORTUNE_UNITS[fortuneRowFast(hand)] as number;
  tally.bonusRounds++;
  tally.bonusSum += units;
  tally.bonusSumSquares += units * units;
}

const setting = new Int32Array(3);

function houseWaySet(hand: Card[], way: Way) {
  houseWayInto(hand, setting, way);
  const backValue = setting[1] as number;
  const frontValue = setting[2] as number;
  return { backValue, frontValue, foul: isFoul(backValue, frontValue) };
}

export function playRounds(
  rng: Rng,
  rounds: number,
  strategy: Strategy,
  commission: number,
  tally: Tally,
  sideBet: SideBet,
  rules: RuleSet,
): void {
  const { way, variant } = rules;
  for (let n = 0; n < rounds; n++) {
    const cards = deal(rng, 14);
    const player = cards.slice(0, 7);
    if (sideBet === "fortune") playBonus(player, tally);
    const dealer = houseWaySet(cards.slice(7), way);
    let mine = houseWaySet(player, way);
    if (strategy === "optimal") {
      const r = exactEv(player, { commission, ruleSet: rules });
      const best = r.splits[r.best];
      if (best) {
        mine = best.split;
        tally.exactGain += best.ev - (r.splits[r.houseWay]?.ev ?? best.ev);
      }
    } else if (strategy === "trainer") {
      const r = exactEv(player, { commission, ruleSet: rules });
      const f = trainerFront(player).front;
      const mineEv = r.splits[splitIndex(f & 7, (f >> 3) & 7)];
      if (mineEv) {
        mine = mineEv.split;
        tally.exactGain += mineEv.ev - (r.splits[r.houseWay]?.ev ?? mineEv.ev);
      }
    }
    tallyRound(tally, mine, dealer, variant, commission);
  }
}

type Setting = ReturnType<typeof houseWaySet>;

function tallyRound(
  tally: Tally,
  mine: Setting,
  dealer: Setting,
  variant: Variant,
  commission: number,
): void {
  const outcome = settle(mine, dealer, variant);
  const units = payout(outcome, commission);
  tally.rounds++;
  tally[outcome]++;
  tally.sum += units;
  tally.sumSquares += units * units;
}

/**
 * House-way rounds of one way, each deal settled under several variants: the variants set
 * hands alike, so one pair of settings a deal serves them all. Each tally gets what
 * playRounds(rng, rounds, "house-way", commission, tally, "none", { way, variant }) gives it.
 */
export function playHouseWayVariants(
  rng: Rng,
  rounds: number,
  way: Way,
  plays: ReadonlyArray<{ variant: Variant; commission: number; tally: Tally }>,
): void {
  for (let n = 0; n < rounds; n++) {
    const cards = deal(rng, 14);
    const dealer = houseWaySet(cards.slice(7), way);
    const mine = houseWaySet(cards.slice(0, 7), way);
    for (const { variant, commission, tally } of plays)
      tallyRound(tally, mine, dealer, variant, commission);
  }
}

export interface BankOptions {
  /** House-way players against the bank, 1 to 6, each betting one unit. */
  seats: number;
  /** The players' commission on a win. */
  commission: number;
  /** Charged to the bank per unit of action (RULES.md 9). */
  bankCommission: number;
  sideBet?: SideBet;
}

/**
 * Rounds of the learner banking against house-way seats: the bank is set by
 * the house way and wins copies; a seat that wins is paid 1 - commission, a
 * seat that loses pays 1; the house charges bankCommission per unit of
 * action. Per round the tally adds the bank's result per unit of action (so
 * the edge reads per unit bet against the bank) and each seat's result from
 * the bank's side (win = the bank won). Cards: seat 1 takes the first seven,
 * the bank the next seven, further seats the rest, so one seat with a seed
 * replays playRounds' deals with the sides swapped.
 */
export function playBankerRounds(
  rng: Rng,
  rounds: number,
  options: BankOptions,
  tally: Tally,
): void {
  const { seats, commission, bankCommission } = options;
  // The learner banks in the default game only (bin/commands/simulate.ts refuses the others).
  const { way, variant } = DEFAULT_RULE_SET;
  if (!Number.isInteger(seats) || seats < 1 || seats > 6)
    throw new RangeError(`seats must be 1 to 6, got ${seats}`);
  for (let n = 0; n < rounds; n++) {
    const cards = deal(rng, 7 + 7 * seats);
    const bankCards = cards.slice(7, 14);
    if (options.sideBet === "fortune") playBonus(bankCards, tally);
    const bank = houseWaySet(bankCards, way);
    let net = 0;
    for (let k = 0; k < seats; k++) {
      const from = k === 0 ? 0 : 7 * (k + 1);
      // The seat's result with the bank in the dealer's chair (copies to the bank).
      const seat = settle(houseWaySet(cards.slice(from, from + 7), way), bank, variant);
      if (seat === "win") {
        tally.loss++;
        net -= 1 - commission;
      } else if (seat === "loss") {
        tally.win++;
        net += 1;
      } else tally.push++;
    }
    const units = net / seats - bankCommission;
    tally.rounds++;
    tally.sum += units;
    tally.sumSquares += units * units;
  }
}

export function mergeTally(into: Tally, from: Tally): void {
  into.rounds += from.rounds;
  into.win += from.win;
  into.push += from.push;
  into.loss += from.loss;
  into.sum += from.sum;
  into.sumSquares += from.sumSquares;
  into.exactGain += from.exactGain;
  into.bonusRounds += from.bonusRounds;
  into.bonusSum += from.bonusSum;
  into.bonusSumSquares += from.bonusSumSquares;
}

/** Mean of n samples from their sum and sum of squares, and the half-width of its 95% confidence interval. */
function meanInterval(n: number, sum: number, sumSquares: number) {
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (sumSquares - n * mean * mean) / (n - 1)) : 0;
  return { mean, halfWidth: 1.96 * Math.sqrt(variance / n) };
}

/** Mean units per round and the half-width of its 95% confidence interval. */
export function edge(t: Tally): { mean: number; halfWidth: number } {
  return meanInterval(t.rounds, t.sum, t.sumSquares);
}

/**
 * The Fortune bonus's mean units per unit bet and its 95% interval. The
 * interval is only as good as the rare rows sampled: a 7-card straight
 * flush (8000 to 1) turns up about once in 4.8 M hands.
 */
export function bonusReturn(t: Tally): { mean: number; halfWidth: number } {
  return meanInterval(t.bonusRounds, t.bonusSum, t.bonusSumSquares);
}
