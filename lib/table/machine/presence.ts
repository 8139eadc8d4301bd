/**
 * The kept seat (issue 55, RULES.md 11's disconnects): a seated player whose last stream of the
 * table ended is away; their seat is kept for the round being played and AWAY_KEEP_MS, and
 * coming back (a stream of the table opened, in any tab, on any instance) within that time
 * keeps everything: the seat, the bets pressed for the next deal. Meanwhile the table goes on by
 * RULES.md 11: an away player holds no deal up and is not dealt (a bet pressed but not dealt
 * is returned, never taken), their dealt hand is set by the house way at the deadline. After
 * that time the seat is freed, as a leave (a bank goes back to the house).
 */
import { BANK_SEAT } from "../round-model";
import { type Draft, deleteSeat, isAway, releaseBank, seatOfLearner, updateSeat } from "./draft";
import { openBets } from "./phases";
import type { SeatState } from "./types";

/** How long a dropped player's seat is kept after the round they were in. */
export const AWAY_KEEP_MS = 60_000;

/** A viewer came or left: a seated player is away when none of their streams is open. */
export function presence(d: Draft, learnerId: string | null): void {
  const mine = learnerId === null ? undefined : seatOfLearner(d, learnerId);
  if (!mine || learnerId === null) return;
  const here = (d.s.present ?? []).includes(learnerId);
  if (here && isAway(mine)) updateSeat(d, mine, { awaySince: null });
  else if (!here && !isAway(mine)) updateSeat(d, mine, { awaySince: d.now });
}

/** The seat's player is in the round being set (a bank, or a dealt seat): kept until it settles. */
function inPlay(d: Draft, seat: SeatState): boolean {
  const round = d.s.round;
  if (d.s.phase !== "setting" || !round || round.settled) return false;
  return [round.bank, ...round.players].some((p) => p.learnerId === seat.learnerId);
}

/** Frees every seat kept past its time (the clock's step, or any other). */
export function freeAwaySeats(d: Draft): void {
  for (const seat of [...d.s.seats]) {
    if (!isAway(seat) || d.now < (seat.awaySince as number) + AWAY_KEEP_MS || inPlay(d, seat))
      continue;
    if (seat.seat === BANK_SEAT) {
      // As the bank's own leave: the house banks from the next round.
      releaseBank(d);
      const still = seatOfLearner(d, seat.learnerId);
      if (still) deleteSeat(d, still);
      if (d.s.phase === "approve") openBets(d);
    } else deleteSeat(d, seat);
  }
}
