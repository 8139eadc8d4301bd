/**
 * Stored rows as the table machine's state (lib/table/machine): a round with its seats, and
 * wallets. Shared by every kind of table's door (lib/live/change.ts, solo.ts).
 */
import { randomInt, randomUUID } from "node:crypto";
import type { LiveSeatRow, LiveTableRow, WalletRow } from "@/db/schema";
import type { SetBy } from "@/db/schema/vocabulary";
import type { MachineRng, RoundSeatState, RoundState, TableState, WalletState } from "./machine";
import type { Round } from "./round";
import type { TableConfig } from "./tables";

const seatState = (s: Round["bank"]): RoundSeatState => ({
  seat: s.seat,
  learnerId: s.learnerId,
  hand: s.hand,
  bet: s.bet ?? 0,
  bonusBet: s.bonusBet ?? 0,
  front: s.front,
  setBy: s.setBy as SetBy | null,
  walletBefore: s.walletBefore,
});

export const roundStateOf = (round: Round): RoundState => ({
  id: round.row.id,
  dealtAt: round.row.dealtAt,
  settled: round.row.phase === "settled",
  bank: seatState(round.bank),
  players: round.players.map(seatState),
  commissionBp: round.row.commissionBp,
  bankCommissionBp: round.row.bankCommissionBp,
  ruleSet: round.row.ruleSet,
  seed: round.row.seed,
});

export const walletStatesOf = (wallets: readonly WalletRow[]): Record<string, WalletState> =>
  Object.fromEntries(
    wallets.map((w) => [w.learnerId, { balance: w.balance, points: w.points, held: w.held }]),
  );

/** The chance every table plays with: the OS's cryptographic generator, exact uniform integers. */
export const cryptoRng: MachineRng = { int: (n) => randomInt(n), id: () => randomUUID() };

/** A table's rows (live or a learner's own) as the machine's state. */
export function tableStateOf(
  table: LiveTableRow,
  config: TableConfig,
  seats: readonly LiveSeatRow[],
  round: Round | null,
  wallets: readonly WalletRow[],
): TableState {
  return {
    config,
    phase: table.phase,
    deadlineAt: table.deadlineAt,
    roundId: table.roundId,
    bankLearnerId: table.bankLearnerId,
    autoApprove: table.autoApprove,
    closedAt: table.closedAt,
    bankLeftReason: table.bankLeftReason,
    bankLeftName: table.bankLeftName,
    houseSeats: table.houseSeats,
    seats: seats.map((s) => ({
      seat: s.seat,
      learnerId: s.learnerId,
      name: s.name,
      bet: s.bet,
      bonusBet: s.bonusBet,
      sitOuts: s.sitOuts,
    })),
    round: round && roundStateOf(round),
    wallets: walletStatesOf(wallets),
  };
}
