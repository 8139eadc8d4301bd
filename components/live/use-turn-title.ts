"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { LiveView } from "@/lib/live/api";
import { yourTurnOf } from "./your-turn";

/**
 * The tab's title says when this viewer is waited for (issue 29 walk finding 10): a player in
 * another tab sees that the bets or the setting began, the bank that a round waits for its
 * approval. Back to the page's own title once they acted or the phase moved on.
 */
export function useTurnTitle(view: LiveView): void {
  const t = useTranslations("Live.turn");
  const base = useRef<string | null>(null);
  const turn = yourTurnOf(view);
  useEffect(() => {
    base.current ??= document.title;
    document.title = turn ? `${t(turn)} · ${base.current}` : base.current;
  }, [turn, t]);
  useEffect(
    () => () => {
      if (base.current !== null) document.title = base.current;
    },
    [],
  );
}
