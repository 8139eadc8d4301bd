/**
 * A live table's rows as the table machine's state (lib/table/machine), and the chance it
 * plays with. The rows are read in the change's transaction, the wallets locked.
 */
import type { WalletRow } from "@/db/schema";
import type { TableState } from "@/lib/table/machine";
import { cryptoRng, roundStateOf, walletStatesOf } from "@/lib/table/machine-rows";
import type { LiveState } from "./view";

export const liveRng = cryptoRng;

export function machineStateOf(state: LiveState, wallets: readonly WalletRow[]): TableState {
  const { table, config, round } = state;
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
    seats: state.seats.map((s) => ({
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

/** Everyone whose wallet a change may touch: the seated, the round's learners, the actor. */
export function holdersOf(state: LiveState, actor: string | null): string[] {
  const ids = state.seats.map((s) => s.learnerId);
  if (state.round)
    for (const s of [state.round.bank, ...state.round.players])
      if (s.learnerId !== null) ids.push(s.learnerId);
  if (actor !== null) ids.push(actor);
  return ids;
}
