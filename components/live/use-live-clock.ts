"use client";

import { useMemo } from "react";
import type { SettingClock } from "@/components/table/SettingControls";
import type { LiveView } from "@/lib/live/api";

/** At the deadline the server acts (the house way, the round dealt) and pushes what it did. */
const noExpiry = () => {};

/**
 * The phase's clock for the solo table's Countdown, beside the controls the viewer is using
 * (on a phone the table's facts above are out of sight): the view's deadline on the server's
 * clock, corrected by the server's clock less this one when the view came. Null without one.
 */
export function useLiveClock(view: LiveView, totalSeconds: number | null): SettingClock | null {
  const { deadline, now } = view;
  const offsetMs = useMemo(() => now - Date.now(), [now]);
  return deadline !== null && totalSeconds
    ? { deadlineAt: deadline, serverNow: now, offsetMs, totalSeconds, onExpire: noExpiry }
    : null;
}
