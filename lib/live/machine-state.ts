/**
 * A live table's rows as the table machine's state (lib/table/machine), and the chance it
 * plays with. The rows are read in the change's transaction, the wallets locked.
 */
import type { WalletRow } from "@/db/schema";
import type { TableState } from "@/lib/table/machine";
import { cryptoRng, tableStateOf } from "@/lib/table/machine-rows";
import type { LiveState } from "./view";

export const liveRng = cryptoRng;

export const machineStateOf = (state: LiveState, wallets: readonly WalletRow[]): TableState =>
  tableStateOf(state.table, state.config, state.seats, state.round, wallets);

/** Everyone whose wallet a change may touch: the seated, the round's learners, the actor. */
export function holdersOf(state: LiveState, actor: string | null): string[] {
  const ids = state.seats.map((s) => s.learnerId);
  if (state.round)
    for (const s of [state.round.bank, ...state.round.players])
      if (s.learnerId !== null) ids.push(s.learnerId);
  if (actor !== null) ids.push(actor);
  return ids;
}
