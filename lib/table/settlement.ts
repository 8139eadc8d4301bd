/**
 * The one settlement (RULES.md 4, 8, 9, 10), pure: a dealt round's cards, bets and settings
 * in; every seat's result, the bank's result and the ledger entries of every wallet out. The
 * solo table (the house banks) and the banking table (a learner banks against simulated seats)
 * settle here alike, and so will a live table.
 *
 * - The bank's hand is always set by the house way; a player seat without a setting (the
 *   House Way button, the timer, a simulated seat) is set by it too.
 * - Each player against the bank by RULES.md 4: the bank wins copies, a foul loses.
 * - A player's money (its bets were taken at the deal): a win pays the bet and even money
 *   less the commission; a push returns the bet; the bonus is paid on its seven cards by the
 *   house, whoever banks (RULES.md 10).
 * - A learner's bank (RULES.md 9): a losing seat's bet comes to the bank, a winning seat is
 *   paid its bet less its commission out of the bank, and the house charges the bank a share of
 *   the round's total bets, half up; the bank loses one point per whole unit bet against it.
 * - The round's casino rule set (RULES.md 12) sets the bank's hand and the house-way seats by
 *   its way; in a commission-free variant a win pays even money, the dealer's push hand pushes
 *   every seat (a foul too), and only the house banks.
 * - At a Face Up table (RULES.md 13.1) a win pays even money, a dealer back that is ace-high pai
 *   gow pushes every seat (a foul too), otherwise section 4; only the house banks. The seat's
 *   outcome is the Face Up drill's own (engine faceup.ts faceUpOutcome).
 */
import type { LedgerKind, Mark, SeatOutcome } from "@/db/schema/vocabulary";
import { ruleSetOrDefault, storedTableRuleSet } from "@/lib/casino/choice";
import {
  type Card,
  dealerPushes,
  type EmperorsKey,
  type FortuneKey,
  faceUpOutcome,
  fortuneBonus,
  houseWay,
  isAceHighPaiGow,
  isFaceUp,
  makeSplit,
  parseHand,
  settle,
  type TableRuleSet,
} from "@/lib/engine";
import { bankCommissionOn, bankResultAgainst, pointsForBet, settleSeat } from "./money";
import {
  DEFAULT_PAYS,
  dealerHandBack,
  emperorsBack,
  envyPaid,
  fortuneBack,
  type TablePays,
} from "./side-bets";

/** One comparison from the player's side: higher wins, equal is a copy (the bank's). */
export const markOf = (player: number, bank: number): Mark =>
  player > bank ? "win" : player === bank ? "copy" : "lose";

interface PlayerInput {
  seat: number;
  /** Null: a seat the house plays (a simulated player); it has no wallet. */
  learnerId: string | null;
  hand: readonly Card[];
  bet: number;
  bonusBet: number;
  /** The front the seat chose; null: set by the house way. */
  front: readonly [Card, Card] | null;
  /** Emperor's Challenge and the variant's dealer-hand bet (RULES.md 13.2); absent: none. */
  emperorsBet?: number;
  dealerHandBet?: number;
}

export interface SettleInput {
  bank: { learnerId: string | null; hand: readonly Card[] };
  players: readonly PlayerInput[];
  /** A winning player's commission (basis points). */
  commissionBp: number;
  /** The house's charge to a learner's bank (basis points); ignored when the house banks. */
  bankCommissionBp: number | null;
  /** The casino rule set (RULES.md 12, 13.1): required, never a default that stands in for it. */
  ruleSet: TableRuleSet;
  /** The side bets' pay tables; absent: DEFAULT_PAYS. */
  pays?: TablePays;
}

interface PlayerResult {
  seat: number;
  learnerId: string | null;
  front: [Card, Card];
  /** The house-way rule that set it, when the house way did. */
  rule: string | null;
  backValue: number;
  frontValue: number;
  foul: boolean;
  outcome: SeatOutcome;
  backMark: Mark;
  frontMark: Mark;
  commission: number;
  /** The main bet's result: +bet - commission, 0 or -bet. */
  net: number;
  bonusKey: FortuneKey | null;
  /** The bonus's result (0 without a bonus bet). */
  bonusNet: number;
  /** Emperor's Challenge's line (null without the bet) and result (0 without it). */
  emperorsKey: EmperorsKey | null;
  emperorsNet: number;
  /** The dealer-hand bet's result (0 without it). */
  dealerHandNet: number;
  /** The other players' hands that earned Envy, and what it paid (minor units). */
  envyHands: number;
  envyPaid: number;
}

interface BankResult {
  learnerId: string | null;
  front: [Card, Card];
  rule: string;
  backValue: number;
  frontValue: number;
  /** The house's charge to a learner's bank (0 when the house banks). */
  commission: number;
  /** The bank's result on the main bets, its commission included. */
  net: number;
  /** The commission-free variant's (or Face Up's ace-high) push hand: every seat pushed. */
  pushesAll: boolean;
}

interface WalletEntry {
  learnerId: string;
  kind: LedgerKind;
  amount: number;
}

export interface Settlement {
  bank: BankResult;
  players: PlayerResult[];
  /** The round's total main bets against the bank. */
  action: number;
  /** In order: each occupied player seat's, then the bank's. */
  entries: WalletEntry[];
  points: Array<{ learnerId: string; delta: number }>;
}

function settlePlayer(
  p: PlayerInput,
  bank: { backValue: number; frontValue: number },
  commissionBp: number,
  rs: TableRuleSet,
  pays: TablePays,
  others: ReadonlyArray<readonly Card[]>,
): { result: PlayerResult; entries: WalletEntry[] } {
  const hw = p.front === null ? houseWay(p.hand, rs.way) : null;
  const front = p.front ?? (hw?.front as [Card, Card]);
  const split = makeSplit(p.hand, p.hand.indexOf(front[0]), p.hand.indexOf(front[1]));
  const outcome = isFaceUp(rs)
    ? faceUpOutcome(split, bank)
    : settle(split, { ...bank, foul: false }, rs.variant);
  const bonusKey = p.bonusBet > 0 ? fortuneBonus(p.hand) : null;
  const money = settleSeat(p.bet, 0, outcome, null, commissionBp);
  // The Fortune bet by the table's pay table, and the side bets, all the house's (RULES.md 13.2).
  const side: Array<{ kind: "bonus-payout" | "side-payout" | "envy-payout"; amount: number }> = [];
  let bonusNet = 0;
  if (p.bonusBet > 0) {
    const { back } = fortuneBack(pays.fortuneTable, p.bonusBet, p.hand);
    side.push({ kind: "bonus-payout", amount: back });
    bonusNet = back - p.bonusBet;
  }
  const emperorsBet = p.emperorsBet ?? 0;
  const emperors = emperorsBet > 0 ? emperorsBack(emperorsBet, p.hand) : null;
  if (emperors) side.push({ kind: "side-payout", amount: emperors.back });
  const dealerHandBet = p.dealerHandBet ?? 0;
  const dealerBack = dealerHandBet > 0 ? dealerHandBack(rs.variant, dealerHandBet, bank) : 0;
  if (dealerHandBet > 0) side.push({ kind: "side-payout", amount: dealerBack });
  const envy =
    pays.envy !== null && p.bonusBet > 0
      ? envyPaid(pays.envy, p.bonusBet, others)
      : { hands: 0, paid: 0 };
  if (envy.paid > 0) side.push({ kind: "envy-payout", amount: envy.paid });
  const result: PlayerResult = {
    seat: p.seat,
    learnerId: p.learnerId,
    front: [front[0], front[1]],
    rule: hw?.rule ?? null,
    backValue: split.backValue,
    frontValue: split.frontValue,
    foul: split.foul,
    outcome,
    backMark: split.foul ? "lose" : markOf(split.backValue, bank.backValue),
    frontMark: split.foul ? "lose" : markOf(split.frontValue, bank.frontValue),
    commission: money.commission,
    net: money.net,
    bonusKey,
    bonusNet,
    emperorsKey: emperors?.key ?? null,
    emperorsNet: emperors ? emperors.back - emperorsBet : 0,
    dealerHandNet: dealerHandBet > 0 ? dealerBack - dealerHandBet : 0,
    envyHands: envy.hands,
    envyPaid: envy.paid,
  };
  const entries =
    p.learnerId === null
      ? []
      : [...money.entries, ...side.filter((e) => e.amount > 0)].map((e) => ({
          learnerId: p.learnerId as string,
          ...e,
        }));
  return { result, entries };
}

/** The dealer's hand pushes every bet: a commission-free push hand (12.3), Face Up's ace-high (13.1). */
export const pushesAll = (rs: TableRuleSet, backValue: number, frontValue: number): boolean =>
  isFaceUp(rs) ? isAceHighPaiGow(backValue) : dealerPushes(rs.variant, backValue, frontValue);

/** Settles a dealt round (pure: cards, bets and settings in; results and money out). */
export function settleRound(input: SettleInput): Settlement {
  const rs = input.ruleSet;
  const { way, variant } = rs;
  if (variant !== "standard" && input.bank.learnerId !== null)
    throw new Error(`settleRound: the ${variant} game has no learner bank`);
  // Commission-free games pay even money whatever the table's commission says.
  const commissionBp = variant === "standard" ? input.commissionBp : 0;
  const bankSet = houseWay(input.bank.hand, way);
  const bankValues = { backValue: bankSet.backValue, frontValue: bankSet.frontValue };
  const entries: WalletEntry[] = [];
  const pays = input.pays ?? DEFAULT_PAYS;
  const players = input.players.map((p) => {
    // Envy counts the other players' hands: never the seat's own, never the bank's.
    const others = input.players.filter((o) => o.seat !== p.seat).map((o) => o.hand);
    const settled = settlePlayer(p, bankValues, commissionBp, rs, pays, others);
    entries.push(...settled.entries);
    return settled.result;
  });
  const action = players.reduce((sum, _p, k) => sum + (input.players[k]?.bet ?? 0), 0);
  const bankLearner = input.bank.learnerId;
  let bankNet = 0;
  let commission = 0;
  const points: Settlement["points"] = [];
  players.forEach((p, k) => {
    const bet = input.players[k]?.bet ?? 0;
    const against = bankResultAgainst(bet, p.outcome, commissionBp);
    bankNet += against;
    if (bankLearner !== null && against !== 0)
      entries.push({
        learnerId: bankLearner,
        kind: against > 0 ? "bank-win" : "bank-loss",
        amount: against,
      });
  });
  if (bankLearner !== null) {
    commission = bankCommissionOn(action, input.bankCommissionBp ?? 0);
    bankNet -= commission;
    if (commission > 0)
      entries.push({ learnerId: bankLearner, kind: "bank-commission", amount: -commission });
    points.push({ learnerId: bankLearner, delta: -pointsForBet(action) });
  }
  return {
    bank: {
      learnerId: bankLearner,
      front: bankSet.front,
      rule: bankSet.rule,
      ...bankValues,
      commission,
      net: bankNet,
      pushesAll: pushesAll(rs, bankValues.backValue, bankValues.frontValue),
    },
    players,
    action,
    entries,
    points,
  };
}

/** A dealt round's seats as stored (hands as text), by the live machine or in the rows. */
export interface DealtRound {
  bank: { learnerId: string | null; hand: string };
  players: ReadonlyArray<{
    seat: number;
    learnerId: string | null;
    hand: string;
    bet: number | null;
    bonusBet: number | null;
    emperorsBet?: number | null;
    dealerHandBet?: number | null;
  }>;
  commissionBp: number;
  bankCommissionBp: number | null;
  /** The round's casino rule set key (RULES.md 12). */
  ruleSet: string | null;
}

/** Settles a dealt round with the fronts its seats chose; the others go by the house way. */
export function settleDealt(
  round: DealtRound,
  fronts: ReadonlyMap<number, readonly [Card, Card]>,
  pays: TablePays = DEFAULT_PAYS,
): Settlement {
  return settleRound({
    bank: { learnerId: round.bank.learnerId, hand: parseHand(round.bank.hand) },
    players: round.players.map((p) => ({
      seat: p.seat,
      learnerId: p.learnerId,
      hand: parseHand(p.hand),
      bet: p.bet ?? 0,
      bonusBet: p.bonusBet ?? 0,
      emperorsBet: p.emperorsBet ?? 0,
      dealerHandBet: p.dealerHandBet ?? 0,
      front: fronts.get(p.seat) ?? null,
    })),
    pays,
    commissionBp: round.commissionBp,
    bankCommissionBp: round.bankCommissionBp,
    ruleSet: round.ruleSet === null ? ruleSetOrDefault(null) : storedTableRuleSet(round.ruleSet),
  });
}
