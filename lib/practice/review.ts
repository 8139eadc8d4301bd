/**
 * The review schedule: hands a learner got wrong come back, sooner the worse the miss and the
 * more often it was missed. Pure; times in milliseconds.
 *
 * - A miss is a mistake, blunder or foul ("close" is good enough). It puts the hand in the
 *   queue, due after MISS_DELAY_MS of its verdict (a blunder or foul after 5 minutes, a
 *   mistake after 15) divided by how many times the hand has been missed, never under a
 *   minute: a hand missed three times comes back three times as fast.
 * - A good answer (optimal or close) to a queued hand spaces it out: due again after
 *   HIT_INTERVALS_MS[streak - 1] (an hour, a day, three days).
 * - A hand retires once answered well `1 + lapses` times in a row (at most 4): a hand missed
 *   once needs two good answers, one missed three times or more needs four.
 */
import type { Verdict } from "@/lib/engine";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const MISS_DELAY_MS: Readonly<Record<"mistake" | "blunder" | "foul", number>> = {
  mistake: 15 * MINUTE,
  blunder: 5 * MINUTE,
  foul: 5 * MINUTE,
};
export const MIN_DELAY_MS = MINUTE;
export const HIT_INTERVALS_MS = [HOUR, DAY, 3 * DAY] as const;
const MAX_STREAK_TO_RETIRE = 4;

const isMiss = (verdict: Verdict): verdict is "mistake" | "blunder" | "foul" =>
  verdict === "mistake" || verdict === "blunder" || verdict === "foul";

export interface ReviewSchedule {
  lapses: number;
  streak: number;
  dueAt: number;
  retiredAt: number | null;
}

/** Good answers in a row that retire a hand missed `lapses` times. */
const streakToRetire = (lapses: number): number => Math.min(1 + lapses, MAX_STREAK_TO_RETIRE);

/**
 * The schedule after answering a hand with `verdict`. `previous` is the hand's current
 * schedule (null when it was never missed). Returns null when nothing needs storing: a good
 * answer to a hand that is not in the queue.
 */
export function nextReview(
  previous: ReviewSchedule | null,
  verdict: Verdict,
  now: number,
): ReviewSchedule | null {
  if (isMiss(verdict)) {
    const lapses = (previous?.lapses ?? 0) + 1;
    const delay = Math.max(MIN_DELAY_MS, Math.round(MISS_DELAY_MS[verdict] / lapses));
    return { lapses, streak: 0, dueAt: now + delay, retiredAt: null };
  }
  if (!previous || previous.retiredAt !== null) return null;
  const streak = previous.streak + 1;
  if (streak >= streakToRetire(previous.lapses)) {
    return { lapses: previous.lapses, streak, dueAt: now, retiredAt: now };
  }
  const interval =
    HIT_INTERVALS_MS[Math.min(streak, HIT_INTERVALS_MS.length) - 1] ?? HIT_INTERVALS_MS[0];
  return { lapses: previous.lapses, streak, dueAt: now + interval, retiredAt: null };
}
