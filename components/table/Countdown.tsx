"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

/**
 * The decision clock: seconds left until the server's deadline, corrected by the offset
 * between the server's clock and this one. Calls `onExpire` once, when it reaches zero.
 */
export function Countdown({
  deadlineAt,
  offsetMs,
  totalSeconds,
  initialSeconds,
  onExpire,
}: {
  deadlineAt: number;
  offsetMs: number;
  totalSeconds: number;
  /**
   * What to show before the first tick: computed from the server's answer (its deadline less
   * its clock), never from this clock, so the server's render and the browser's first render
   * agree (walk #7: React's hydration error #418 on a page opened mid-round).
   */
  initialSeconds?: number;
  onExpire: () => void;
}) {
  const t = useTranslations("Table");
  const [seconds, setSeconds] = useState(() =>
    Math.max(0, Math.min(totalSeconds, initialSeconds ?? totalSeconds)),
  );
  useEffect(() => {
    let fired = false;
    const tick = () => {
      const s = Math.max(0, Math.ceil((deadlineAt - (Date.now() + offsetMs)) / 1000));
      setSeconds(s);
      if (s === 0 && !fired) {
        fired = true;
        onExpire();
      }
    };
    tick();
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [deadlineAt, offsetMs, onExpire]);
  const share = Math.min(1, seconds / totalSeconds);
  const urgent = seconds <= 10;
  return (
    <div
      role="timer"
      aria-label={t("timerLabel")}
      data-testid="countdown"
      data-seconds={seconds}
      className="flex items-center gap-2"
    >
      <CountdownRing share={share} urgent={urgent} />
      <span
        className={`font-mono text-lg font-bold whitespace-nowrap tabular-nums ${urgent ? "text-red-300" : ""}`}
      >
        {t("seconds", { seconds })}
      </span>
      {/* Announced only near the end, so a screen reader is not read every second. */}
      <span className="sr-only" aria-live="assertive">
        {seconds === 10 ? t("tenSecondsLeft") : ""}
      </span>
    </div>
  );
}

/** The clock's ring: the share of the time left, red when it is nearly out. */
export function CountdownRing({ share, urgent }: { share: number; urgent: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 36 36" className="size-9 shrink-0 -rotate-90">
      <circle
        cx="18"
        cy="18"
        r="15"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.25"
        strokeWidth="4"
      />
      <circle
        cx="18"
        cy="18"
        r="15"
        fill="none"
        stroke={urgent ? "#f87171" : "#fcd34d"}
        strokeWidth="4"
        strokeDasharray={`${Math.max(0, Math.min(1, share)) * 94.25} 94.25`}
      />
    </svg>
  );
}
