/**
 * Stored rows as the table machine's state (lib/table/machine): a round with its seats, and
 * wallets. Shared by every kind of table's door (lib/live/change.ts, solo.ts).
 */
import { randomInt, randomUUID } from "node:crypto";
import type { WalletRow } from "@/db/schema";
import type { SetBy } from "@/db/schema/vocabulary";
import type { MachineRng, RoundSeatState, RoundState, WalletState } from "./machine";
import type { Round } from "./round";

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
});

export const walletStatesOf = (wallets: readonly WalletRow[]): Record<string, WalletState> =>
  Object.fromEntries(
    wallets.map((w) => [w.learnerId, { balance: w.balance, points: w.points, held: w.held }]),
  );

/** The chance every table plays with: the OS's cryptographic generator, exact uniform integers. */
export const cryptoRng: MachineRng = { int: (n) => randomInt(n), id: () => randomUUID() };
