/**
 * `paigow ev HAND [--way W | --way-file FILE] [--variant V] [--as player|banker] [--commission C]
 * [--bank-commission B] [--json] [--brute [--workers K]]`: exact win / push /
 * loss counts and EV of all 21 splits against the house-way dealer of the
 * rule set (RULES.md 12; the seed way's 5% game by default), or as the bank
 * against a house-way player (RULES.md 9). `--brute` visits all 53,524,680
 * hands of the other side on K worker threads (default: every core) instead.
 */
import { type Card, formatCard, formatHand, JOKER, parseHand } from "../../lib/engine/cards";
import {
  type Counts,
  commissionBasisPoints,
  DEALER_HANDS,
  DEFAULT_BANK_COMMISSION,
  type EvOptions,
  type EvResult,
  type EvRole,
  evFromCounts,
  exactEv,
} from "../../lib/engine/ev";
import { isDefaultRuleSet, type RuleSet, variantCommissionBp } from "../../lib/engine/rule-set";
import { allSplits } from "../../lib/engine/splits";
import { setText } from "../../lib/engine/values";
import type { WayDocument } from "../../lib/engine/ways/document";
import {
  defaultWorkers,
  intFlag,
  numberFlag,
  parseFlags,
  progressBar,
  ruleSetFlags,
  runPool,
  UsageError,
  wayFileFlag,
} from "../cli-support";

/** Front cards high to low (the joker as the top ace), suits in s h d c order. */
export const orderFront = (cards: readonly Card[]): Card[] =>
  [...cards].sort(
    (a, b) =>
      (b === JOKER ? 53 : (b >> 2) * 4 + 3 - (b & 3)) -
      (a === JOKER ? 53 : (a >> 2) * 4 + 3 - (a & 3)),
  );

/** Brute-force counts of every split (in SPLIT_PAIRS order), on all cores. */
export async function bruteCounts(
  hand: Card[],
  workers: number,
  label: string,
  role: EvRole,
  rules: RuleSet,
  /** The way's document when it is not a published way: each worker installs it. */
  document?: WayDocument,
): Promise<Counts[]> {
  const bar = progressBar(label, DEALER_HANDS);
  const parts = await runPool<Counts[]>(
    "ev-brute",
    46 - 6,
    workers,
    { hand, role, rules, document },
    (done) => bar.update(done),
  );
  bar.stop();
  return allSplits(hand).map((_, k) => {
    const sum = { win: 0, push: 0, loss: 0 };
    for (const p of parts) {
      sum.win += p[k]?.win ?? 0;
      sum.push += p[k]?.push ?? 0;
      sum.loss += p[k]?.loss ?? 0;
    }
    return sum;
  });
}

const signed = (x: number) => (x >= 0 ? "+" : "") + x.toFixed(9);

export function evTable(r: EvResult, title: string): string {
  const order = r.splits
    .map((_, k) => k)
    .sort((a, b) => (r.splits[b]?.score ?? 0) - (r.splits[a]?.score ?? 0) || a - b);
  const lines = [
    `${title}: ${formatHand(r.hand)}`,
    (r.role === "banker"
      ? `player hands: ${r.dealerHands}   commission: ${r.commission}   bank commission: ${r.bankCommission}`
      : `dealer hands: ${r.dealerHands}   commission: ${r.commission}`) +
      (isDefaultRuleSet(r.ruleSet)
        ? ""
        : `   way: ${r.ruleSet.way}   variant: ${r.ruleSet.variant}`),
    `FRONT  ${"BACK | FRONT".padEnd(32)} FOUL ${"WIN".padStart(10)} ${"PUSH".padStart(10)} ${"LOSS".padStart(10)} ${"EV".padStart(12)}  MARK`,
  ];
  for (const k of order) {
    const s = r.splits[k];
    if (!s) continue;
    const marks = [k === r.houseWay ? "HW" : "", k === r.best ? "BEST" : ""]
      .filter(Boolean)
      .join(" ");
    lines.push(
      `${orderFront(s.split.front).map(formatCard).join(" ")}  ${setText(s.split.backValue, s.split.frontValue).padEnd(32)} ${(s.split.foul ? "yes" : "no").padEnd(4)} ${String(s.win).padStart(10)} ${String(s.push).padStart(10)} ${String(s.loss).padStart(10)} ${signed(s.ev).padStart(12)}  ${marks}`.trimEnd(),
    );
  }
  return lines.join("\n");
}

export function evJson(r: EvResult): string {
  return JSON.stringify({
    hand: formatHand(r.hand),
    ...(isDefaultRuleSet(r.ruleSet) ? {} : { way: r.ruleSet.way, variant: r.ruleSet.variant }),
    role: r.role,
    commission: r.commission,
    ...(r.role === "banker" ? { bankCommission: r.bankCommission } : {}),
    dealerHands: r.dealerHands,
    houseWay: r.houseWay,
    best: r.best,
    splits: r.splits.map((s) => ({
      front: orderFront(s.split.front).map(formatCard),
      back: s.split.back.map(formatCard),
      value: s.value,
      foul: s.split.foul,
      win: s.win,
      push: s.push,
      loss: s.loss,
      ev: s.ev,
    })),
  });
}

export async function evCommand(args: string[]): Promise<void> {
  const { flags, rest } = parseFlags(args, {
    commission: "string",
    "bank-commission": "string",
    as: "string",
    json: "boolean",
    brute: "boolean",
    workers: "string",
    way: "string",
    "way-file": "string",
    variant: "string",
  });
  if (rest.length === 0)
    throw new UsageError(
      "usage: paigow ev HAND [--way W | --way-file FILE] [--variant V] [--as player|banker] [--commission C] [--bank-commission B] [--json] [--brute [--workers K]]",
    );
  const rules = ruleSetFlags(flags);
  const hand = parseHand(rest.join(" "));
  const role = (flags.as ?? "player") as EvRole;
  if (role !== "player" && role !== "banker")
    throw new UsageError(`--as must be player or banker, got "${role}"`);
  if (role === "banker" && rules.variant !== "standard")
    throw new UsageError(
      `--as banker needs the standard variant (the ${rules.variant} game has no learner bank)`,
    );
  if (role === "player" && flags["bank-commission"] !== undefined)
    throw new UsageError("--bank-commission needs --as banker");
  const workers = intFlag(flags, "workers", defaultWorkers());
  if (flags.workers !== undefined && !flags.brute)
    throw new UsageError("--workers needs --brute (the exact EV runs on one thread)");
  const commission = numberFlag(flags, "commission", variantCommissionBp(rules.variant) / 10_000);
  const options: EvOptions = { commission, role, ruleSet: rules };
  if (role === "banker")
    options.bankCommission = numberFlag(flags, "bank-commission", DEFAULT_BANK_COMMISSION);
  try {
    commissionBasisPoints(commission);
    if (options.bankCommission !== undefined) commissionBasisPoints(options.bankCommission);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  let result = exactEv(hand, options);
  if (flags.brute)
    result = evFromCounts(
      hand,
      await bruteCounts(hand, workers, "brute force", role, rules, wayFileFlag(flags)),
      options,
    );
  const title = `${flags.brute ? "brute force, " : ""}${role} hand`;
  process.stdout.write(`${flags.json ? evJson(result) : evTable(result, title)}\n`);
}
