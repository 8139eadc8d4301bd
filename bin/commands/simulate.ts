/**
 * `paigow simulate --hands N --seed S --strategy house-way|optimal|trainer
 * [--workers K] [--commission C] [--bonus fortune]`: N random rounds against
 * the house-way dealer; the player's edge with a 95% confidence interval and
 * the win / push / loss shares.
 *
 * `--role banker [--seats K] [--bank-commission B]`: N rounds of the learner
 * banking against house-way seats (RULES.md 9); the bank's edge per unit of
 * action and the shares of seat results won / pushed / lost by the bank.
 *
 * `--bonus fortune` also plays a one-unit Fortune bonus on the learner's
 * cards each round and prints its return beside the exact figure.
 *
 * `--way W --variant V` plays a player's rounds under a casino rule set
 * (RULES.md 12): the dealer on that way, the variant's push hand and pay.
 */

import { fortuneHouseEdge } from "../../lib/engine/bonus";
import { DEFAULT_BANK_COMMISSION } from "../../lib/engine/ev";
import { isDefaultRuleSet, ruleSetKey, variantCommissionBp } from "../../lib/engine/rule-set";
import {
  bonusReturn,
  edge,
  emptyTally,
  mergeTally,
  type SideBet,
  type Strategy,
  type Tally,
} from "../../lib/engine/simulate";
import {
  defaultWorkers,
  intFlag,
  numberFlag,
  parseFlags,
  progressBar,
  ruleSetFlags,
  runPool,
  UsageError,
} from "../cli-support";

export async function simulate(args: string[]): Promise<void> {
  const { flags } = parseFlags(args, {
    hands: "string",
    seed: "string",
    strategy: "string",
    workers: "string",
    commission: "string",
    role: "string",
    seats: "string",
    "bank-commission": "string",
    bonus: "string",
    way: "string",
    variant: "string",
  });
  const rules = ruleSetFlags(flags);
  const hands = intFlag(flags, "hands", 100_000);
  const seed = intFlag(flags, "seed", 1, 0);
  const strategy = (flags.strategy ?? "house-way") as Strategy;
  if (strategy !== "house-way" && strategy !== "optimal" && strategy !== "trainer")
    throw new UsageError(`--strategy must be house-way, optimal or trainer, got "${strategy}"`);
  const commission = numberFlag(flags, "commission", variantCommissionBp(rules.variant) / 10_000);
  const workers = intFlag(flags, "workers", defaultWorkers());
  const role = flags.role ?? "player";
  if (role !== "player" && role !== "banker")
    throw new UsageError(`--role must be player or banker, got "${role}"`);
  const sideBet = (flags.bonus ?? "none") as SideBet;
  if (sideBet !== "none" && sideBet !== "fortune")
    throw new UsageError(`--bonus must be fortune, got "${sideBet}"`);
  if (role === "player" && (flags.seats !== undefined || flags["bank-commission"] !== undefined))
    throw new UsageError("--seats and --bank-commission need --role banker");
  if (role === "banker" && !isDefaultRuleSet(rules))
    throw new UsageError("--role banker plays the seed way's standard game only");
  if (role === "banker" && flags.strategy !== undefined)
    throw new UsageError("--strategy is for the player; the bank sets by the house way");
  const seats = intFlag(flags, "seats", 1);
  if (seats > 6) throw new UsageError(`--seats must be 1 to 6, got "${seats}"`);
  const bank =
    role === "banker"
      ? {
          seats,
          bankCommission: numberFlag(flags, "bank-commission", DEFAULT_BANK_COMMISSION),
        }
      : undefined;
  if (bank && (bank.bankCommission < 0 || bank.bankCommission >= 1))
    throw new UsageError(`--bank-commission must be in [0, 1), got "${bank.bankCommission}"`);
  if (commission < 0 || commission >= 1)
    throw new UsageError(`--commission must be in [0, 1), got "${commission}"`);
  // Exact-EV strategies take chunks of 500 (the trainer's way as strategy-report deals them).
  const chunk = strategy === "optimal" || strategy === "trainer" ? 500 : 50_000;
  const started = performance.now();
  const bar = progressBar(`simulate ${bank ? "banker" : strategy}`, hands);
  const parts = await runPool<Tally>(
    "simulate",
    Math.ceil(hands / chunk),
    workers,
    { seed, chunk, total: hands, strategy, commission, bank, sideBet, rules },
    (done) => bar.update(done),
  );
  bar.stop();
  const t = emptyTally();
  for (const p of parts) mergeTally(t, p);
  const { mean, halfWidth } = edge(t);
  const pct = (x: number) => `${(100 * x).toFixed(2)}%`;
  const signed3 = (x: number) => `${x >= 0 ? "+" : ""}${(100 * x).toFixed(3)}%`;
  const bonusLines: string[] = [];
  if (sideBet === "fortune") {
    const b = bonusReturn(t);
    bonusLines.push(
      `fortune bonus return\t${signed3(b.mean)} per unit, 95% CI [${signed3(b.mean - b.halfWidth)}, ${signed3(b.mean + b.halfWidth)}]`,
      `fortune bonus exact\t${signed3(-fortuneHouseEdge())} per unit (all 154,143,080 hands)`,
    );
  }
  const seconds = `seconds\t${((performance.now() - started) / 1000).toFixed(1)}`;
  if (bank) {
    const seatResults = t.win + t.push + t.loss;
    process.stdout.write(
      `${[
        `banker edge ${signed3(mean)} per unit of action, 95% CI [${signed3(mean - halfWidth)}, ${signed3(mean + halfWidth)}]`,
        `won\t${pct(t.win / seatResults)}`,
        `pushed\t${pct(t.push / seatResults)}`,
        `lost\t${pct(t.loss / seatResults)}`,
        `rounds\t${t.rounds}`,
        `seats\t${bank.seats}`,
        ...bonusLines,
        seconds,
      ].join("\n")}\n`,
    );
    return;
  }
  process.stdout.write(
    `${[
      ...(isDefaultRuleSet(rules) ? [] : [`rule set\t${ruleSetKey(rules)}`]),
      `strategy\t${strategy}`,
      `rounds\t${t.rounds}`,
      `player edge\t${pct(mean)} ± ${pct(halfWidth)} (95% CI ${pct(mean - halfWidth)} .. ${pct(mean + halfWidth)})`,
      `win\t${pct(t.win / t.rounds)}`,
      `push\t${pct(t.push / t.rounds)}`,
      `loss\t${pct(t.loss / t.rounds)}`,
      ...(strategy === "optimal"
        ? [
            `exact EV gain of the best split over the house way's, per hand\t${pct(t.exactGain / t.rounds)}`,
          ]
        : []),
      ...(strategy === "trainer"
        ? [
            `exact EV gain of the trainer's way over the house way's, per 1,000 hands\t${((1000 * t.exactGain) / t.rounds).toFixed(3)}`,
          ]
        : []),
      ...bonusLines,
      seconds,
    ].join("\n")}\n`,
  );
}
