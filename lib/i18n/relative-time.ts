/**
 * Every relative time the app shows ("in 3 hours", "vor 2 Tagen") comes from here, so they
 * all pick units and round the same way: seconds are not worth saying (under a minute reads
 * as one minute, never "in 0 minutes"), larger spans use the largest whole unit (next-intl's
 * choice).
 */
import type { createFormatter } from "next-intl";

type Formatter = Pick<ReturnType<typeof createFormatter>, "relativeTime">;

const MINUTE = 60_000;

export function relativeTime(format: Formatter, at: number, now: number): string {
  const delta = at - now;
  if (Math.abs(delta) < MINUTE)
    return format.relativeTime(now + (delta < 0 ? -MINUTE : MINUTE), { now, unit: "minute" });
  return format.relativeTime(at, now);
}
