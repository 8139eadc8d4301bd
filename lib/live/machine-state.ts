/**
 * A live table's rows as the table machine's state (lib/table/machine), and the chance it
 * plays with. The rows are read in the change's transaction, the wallets locked.
 */
import { randomInt, randomUUID } from "node:crypto";
import type { WalletRow } from "@/db/schema";
import type { SetBy } from "@/db/schema/vocabulary";
import type { MachineRng, RoundSeatState, TableState } from "@/lib/table/machine";
import type { LiveState } from "./view";

export const liveRng: MachineRng = { int: (n) => randomInt(n), id: () => randomUUID() };

type Seat = NonNullable<LiveState["round"]>["bank"];

const seatState = (s: Seat): RoundSeatState => ({
  seat: s.seat,
  learnerId: s.learnerId,
  hand: s.hand,
  bet: s.bet ?? 0,
  bonusBet: s.bonusBet ?? 0,
  front: s.front,
  setBy: s.setBy as SetBy | null,
  walletBefore: s.walletBefore,
});

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
    round: round && {
      id: round.row.id,
      dealtAt: round.row.dealtAt,
      settled: round.row.phase === "settled",
      bank: seatState(round.bank),
      players: round.players.map(seatState),
      commissionBp: round.row.commissionBp,
      bankCommissionBp: round.row.bankCommissionBp,
      ruleSet: round.row.ruleSet,
    },
    wallets: Object.fromEntries(
      wallets.map((w) => [w.learnerId, { balance: w.balance, points: w.points, held: w.held }]),
    ),
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
