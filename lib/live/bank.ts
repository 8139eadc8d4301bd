/**
 * A live table's learner bank (RULES.md 9, 11): the entry rule, stepping down (left, or taken
 * away with a reason told to the table for one round).
 */
import type { BankLeftReason } from "@/db/schema/vocabulary";
import { deleteSeat, updateLiveTable, updateSeat } from "@/lib/db/live";
import type { Queryable } from "@/lib/db/store";
import { findWallet } from "@/lib/db/table";
import { bankEntryBalance } from "@/lib/table/money";
import { BANK_SEAT } from "@/lib/table/round";
import type { LiveState } from "./view";

/** Whether a learner may hold the bank of this table now (RULES.md 9's entry rule). */
export async function meetsEntryRule(
  db: Queryable,
  state: LiveState,
  learnerId: string,
): Promise<boolean> {
  const banking = state.config.banking;
  if (!banking) return false;
  const wallet = await findWallet(db, learnerId, state.config.currency);
  if (!wallet) return false;
  const least = bankEntryBalance(
    state.config.maxBet,
    state.config.live?.seats ?? banking.maxSeats,
    banking.commissionBp,
  );
  return wallet.points >= banking.minPoints && wallet.balance >= least;
}

/** The lowest free player seat, or null when every one is taken. */
export const freeSeat = (state: LiveState): number | null => {
  for (let seat = 1; seat <= (state.config.live?.seats ?? 0); seat++)
    if (!state.seats.some((s) => s.seat === seat)) return seat;
  return null;
};

/**
 * The learner bank steps down: back to a free player seat, or up from the table if none. With
 * a `reason` the bank was taken away (not left), and the table is told why for the next round.
 */
export async function releaseBank(
  tx: Queryable,
  state: LiveState,
  reason: BankLeftReason | null = null,
): Promise<void> {
  const bank = state.seats.find((s) => s.seat === BANK_SEAT);
  const note = {
    bankLeftReason: reason,
    bankLeftName: reason === null ? null : (bank?.name ?? null),
  };
  if (bank) {
    const seat = freeSeat(state);
    if (seat === null) {
      await deleteSeat(tx, state.table.id, BANK_SEAT);
      state.seats = state.seats.filter((s) => s !== bank);
    } else {
      await updateSeat(tx, state.table.id, BANK_SEAT, { seat });
      bank.seat = seat;
    }
  }
  Object.assign(state.table, { bankLearnerId: null, ...note });
  await updateLiveTable(tx, state.table.id, { bankLearnerId: null, ...note });
}

/** The note of a bank taken away is told for one round: gone when the next one begins. */
export async function clearBankNote(tx: Queryable, state: LiveState): Promise<void> {
  if (state.table.bankLeftReason === null && state.table.bankLeftName === null) return;
  Object.assign(state.table, { bankLeftReason: null, bankLeftName: null });
  await updateLiveTable(tx, state.table.id, { bankLeftReason: null, bankLeftName: null });
}
