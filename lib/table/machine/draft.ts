/**
 * A step's working copy: the state being changed and the effects recorded beside each change,
 * so the two never disagree. Every change of a table goes through these few functions.
 */
import type { BankLeftReason } from "@/db/schema/vocabulary";
import { bankEntryBalance } from "../money";
import { BANK_SEAT } from "../round-model";
import type {
  Effect,
  MachineRng,
  SeatPatchKey,
  SeatState,
  TablePatch,
  TableState,
  WalletState,
} from "./types";

export interface Draft {
  s: TableState;
  effects: Effect[];
  now: number;
  rng: MachineRng;
}

/** A copy the step may change; the input state is never touched. */
export function draftOf(state: TableState, now: number, rng: MachineRng): Draft {
  const round = state.round;
  return {
    s: {
      ...state,
      seats: state.seats.map((seat) => ({ ...seat })),
      round: round && {
        ...round,
        bank: { ...round.bank },
        players: round.players.map((p) => ({ ...p })),
      },
      wallets: Object.fromEntries(Object.entries(state.wallets).map(([id, w]) => [id, { ...w }])),
    },
    effects: [],
    now,
    rng,
  };
}

export function patchTable(d: Draft, patch: TablePatch): void {
  Object.assign(d.s, patch);
  d.effects.push({ type: "table", patch });
}

export function updateSeat(
  d: Draft,
  seat: SeatState,
  patch: Partial<Pick<SeatState, SeatPatchKey>>,
): void {
  d.effects.push({ type: "seat-update", seat: seat.seat, patch });
  Object.assign(seat, patch);
}

export function deleteSeat(d: Draft, seat: SeatState): void {
  d.effects.push({ type: "seat-delete", seat: seat.seat });
  d.s.seats = d.s.seats.filter((s) => s !== seat);
}

const walletOf = (d: Draft, learnerId: string): WalletState | undefined => d.s.wallets[learnerId];

/** What a learner may stake now: the balance less what a bank of theirs holds. */
export const available = (d: Draft, learnerId: string): number => {
  const wallet = walletOf(d, learnerId);
  return wallet ? wallet.balance - wallet.held : 0;
};

/** Holds (a positive amount) or gives back (negative) a learner bank's cover. */
export function holdFunds(d: Draft, learnerId: string, amount: number): void {
  const wallet = walletOf(d, learnerId);
  if (!wallet || amount === 0) return;
  wallet.held += amount;
  d.effects.push(
    amount > 0
      ? { type: "hold", learnerId, amount }
      : { type: "release", learnerId, amount: -amount },
  );
}

/** A wallet's change, as the ledger says it (the writer's debit refuses to overdraw). */
export function moveMoney(
  d: Draft,
  learnerId: string,
  roundId: string,
  kind: Extract<Effect, { type: "ledger" }>["kind"],
  amount: number,
): void {
  const wallet = walletOf(d, learnerId);
  if (!wallet) throw new Error(`machine: no wallet of ${learnerId}`);
  wallet.balance += amount;
  d.effects.push({ type: "ledger", learnerId, roundId, kind, amount });
}

export function addPoints(d: Draft, learnerId: string, delta: number): void {
  if (delta === 0) return;
  const wallet = walletOf(d, learnerId);
  // Points never go below 0 (RULES.md 9), as the store keeps them.
  if (wallet) wallet.points = Math.max(0, wallet.points + delta);
  d.effects.push({ type: "points", learnerId, delta });
}

/**
 * A learner's own table (solo): no config for live play. The bets wait for the learner (no
 * bet clock), the decision time may be none, and the next round begins as one settles.
 */
export const ownTable = (d: Draft): boolean => !d.s.config.live;

export const seatOfLearner = (d: Draft, learnerId: string): SeatState | undefined =>
  d.s.seats.find((s) => s.learnerId === learnerId);

/** The seat's player dropped and has not come back (machine/presence.ts, the kept seat). */
export const isAway = (seat: Pick<SeatState, "awaySince">): boolean =>
  seat.awaySince !== null && seat.awaySince !== undefined;

export const playersOf = (d: Draft): SeatState[] => d.s.seats.filter((s) => s.seat !== BANK_SEAT);

/** The seats a bank plays against: a live table's, or the house's at a learner's own table. */
const bankedSeats = (d: Draft): number =>
  d.s.config.live ? d.s.config.live.seats : d.s.houseSeats;

/** A learner bank at their own table plays the house's seats (RULES.md 9). */
export const housePlays = (d: Draft): boolean => d.s.bankLearnerId !== null && d.s.houseSeats > 0;

/** A learner's own table has the one player seat; a live table its config's. */
const playerSeats = (d: Draft): number => d.s.config.live?.seats ?? 1;

/**
 * A bot plays this seat in the round on show at a live table (issue 55): the seat is the bot's
 * until that round is put away, so a person who sits there never takes the bot's hand or result
 * for theirs; at the next bets it is free (the bots are chosen again for each deal).
 */
export const botPlays = (d: Draft, seat: number): boolean =>
  !!d.s.config.live &&
  (d.s.phase === "setting" || d.s.phase === "settled") &&
  !!d.s.round?.players.some((p) => p.seat === seat && p.learnerId === null);

/** The lowest free player seat (no person, no bot of the round on show), or null. */
export function freeSeat(d: Draft): number | null {
  for (let seat = 1; seat <= playerSeats(d); seat++)
    if (!d.s.seats.some((s) => s.seat === seat) && !botPlays(d, seat)) return seat;
  return null;
}

/**
 * Whether a learner may hold the bank now (RULES.md 9's entry rule: points, and the cover of
 * every seat the bank plays: a live table's seats, or the house's seats at their own table).
 */
export function meetsEntryRule(d: Draft, learnerId: string, seats = bankedSeats(d)): boolean {
  const banking = d.s.config.banking;
  const wallet = walletOf(d, learnerId);
  if (!banking || !wallet) return false;
  return wallet.points >= banking.minPoints && coversSeats(d, learnerId, seats);
}

/** The entry rule's cover: a balance of 1.015 x the most the seats can bet in one round. */
const coversSeats = (d: Draft, learnerId: string, seats: number): boolean => {
  const { config } = d.s;
  const least = bankEntryBalance(config.maxBet, seats, config.banking?.commissionBp ?? 0);
  return available(d, learnerId) >= least;
};

/**
 * Whether a learner bank keeps the bank for the next round. At a live table the whole entry
 * rule again (others may want the bank); at the learner's own table only the cover: the points
 * are the way in, spent by banking (RULES.md 9 leaves it open; nobody else waits for the bank).
 */
export const keepsBank = (d: Draft, learnerId: string): boolean =>
  ownTable(d) ? coversSeats(d, learnerId, bankedSeats(d)) : meetsEntryRule(d, learnerId);

/**
 * The learner bank steps down: back to a free player seat, or up from the table if none. With
 * a `reason` the bank was taken away (not left), and the table is told why for one round.
 */
export function releaseBank(d: Draft, reason: BankLeftReason | null = null): void {
  const bank = d.s.seats.find((s) => s.seat === BANK_SEAT);
  if (bank) {
    const seat = freeSeat(d);
    if (seat === null) deleteSeat(d, bank);
    else updateSeat(d, bank, { seat });
  }
  patchTable(d, {
    bankLearnerId: null,
    bankLeftReason: reason,
    bankLeftName: reason === null ? null : (bank?.name ?? null),
    // The house's seats play only against a learner bank.
    ...(d.s.houseSeats !== 0 ? { houseSeats: 0 } : {}),
  });
}

/** The note of a bank taken away is told for one round: gone when the next one begins. */
export function clearBankNote(d: Draft): void {
  if (d.s.bankLeftReason !== null || d.s.bankLeftName !== null)
    patchTable(d, { bankLeftReason: null, bankLeftName: null });
}
