/**
 * Test helpers of the table machine: a table's empty state, a seeded chance, random tables.
 * Used by the machine's unit and property tests only.
 */

import { storedRuleSet } from "@/lib/casino/choice";
import { createRng, type Rng, randomInt } from "@/lib/engine";
import { configUnder, findTable, type TableConfig } from "../tables";
import type { MachineRng, TableState, WalletState } from "./types";

export function seededRng(seed: number): MachineRng & { rng: Rng } {
  const rng = createRng(seed);
  let ids = 0;
  return { rng, int: (n) => randomInt(rng, n), id: () => `round-${seed}-${++ids}` };
}

export const liveConfig = (id = "live-test-fast"): TableConfig => {
  const config = findTable(id, true);
  if (!config) throw new Error(`no table ${id}`);
  return config;
};

export function emptyTable(
  config: TableConfig,
  wallets: Record<string, WalletState> = {},
): TableState {
  return {
    config,
    phase: "idle",
    deadlineAt: null,
    roundId: null,
    bankLearnerId: null,
    autoApprove: false,
    closedAt: null,
    bankLeftReason: null,
    bankLeftName: null,
    houseSeats: 0,
    seats: [],
    round: null,
    wallets,
  };
}

const RULE_SETS = [
  "seed/standard",
  "foxwoods/standard",
  "trump-plaza/ez",
  "seed/cf",
  "claridge/standard",
];

/**
 * A random table of every kind the machine plays: one learner seat and the house bank (the solo
 * table), a few seats with a learner bank (the banking table; always with `banking`), or the
 * general live table.
 */
export function randomTable(rng: Rng, banking = false): TableConfig {
  const base = liveConfig();
  const ruleSet = banking
    ? "seed/standard"
    : (RULE_SETS[randomInt(rng, RULE_SETS.length)] as string);
  const seats = 1 + randomInt(rng, 6);
  const bank =
    !banking && randomInt(rng, 3) === 0
      ? null
      : {
          minPoints: randomInt(rng, 2) * 5,
          maxSeats: seats,
          approveSeconds: 10 + randomInt(rng, 30),
          commissionBp: randomInt(rng, 2) * 100,
        };
  const config: TableConfig = {
    ...base,
    // Low limits at some tables, so a learner bank's entry rule is within reach.
    maxBet: base.minBet * (5 + randomInt(rng, 2) * 95),
    live: { seats, betSeconds: 5 + randomInt(rng, 20) },
    banking: bank,
    decisionSeconds: 10 + randomInt(rng, 40),
  };
  return configUnder(config, storedRuleSet(ruleSet));
}
