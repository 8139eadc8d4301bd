"use client";

import { useFormatter, useNow } from "next-intl";
import { useCallback } from "react";
import { relativeTime } from "./relative-time";

/** `relativeTime` for client components, kept current every half minute. */
export function useRelativeTime(): (at: number) => string {
  const format = useFormatter();
  const now = useNow({ updateInterval: 30_000 });
  return useCallback((at: number) => relativeTime(format, at, now.getTime()), [format, now]);
}
