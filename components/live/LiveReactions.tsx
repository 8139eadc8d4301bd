"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { secondary } from "@/components/table/buttons";
import type { LiveVerb, LiveView } from "@/lib/live/api";
import { REACTION_SHOW_MS, REACTIONS, type ReactionId } from "@/lib/table/machine/reactions";

/**
 * The reactions on show now, by seat (0: the bank's), each for REACTION_SHOW_MS after it was
 * sent on the server's clock (the view says what time it was there). Re-renders when the next
 * one expires, so a bubble leaves on time without another change of the table.
 */
export function useShownReactions(view: LiveView): ReadonlyMap<number, ReactionId> {
  const [now, setNow] = useState(view.now);
  const { reactions } = view;
  useEffect(() => {
    const skew = view.now - Date.now();
    setNow(view.now);
    const next = reactions
      .map((r) => r.at + REACTION_SHOW_MS - view.now)
      .filter((left) => left > 0)
      .sort((a, b) => a - b)[0];
    if (next === undefined) return;
    const id = window.setTimeout(() => setNow(Date.now() + skew), next + 50);
    return () => window.clearTimeout(id);
  }, [reactions, view.now]);
  const shown = new Map<number, ReactionId>();
  for (const r of reactions) if (now - r.at < REACTION_SHOW_MS) shown.set(r.seat, r.reaction);
  return shown;
}

/** A reaction beside its seat, said to screen readers as it comes. */
export function ReactionBubble({ name, reaction }: { name: string; reaction: ReactionId }) {
  const t = useTranslations("Live.reactions");
  return (
    <span
      role="status"
      data-testid="live-reaction"
      aria-label={t("said", { name, reaction: t(reaction) })}
      className="ml-2 inline-block rounded-full bg-chip-300 px-2 py-0.5 text-xs font-semibold text-felt-950"
    >
      {t(reaction)}
    </span>
  );
}

/** A seated player's quick reactions: the fixed set, sent as the `react` verb. */
export function ReactionBar({
  busy,
  run,
}: {
  busy: boolean;
  run: (verb: LiveVerb, body?: object) => void;
}) {
  const t = useTranslations("Live.reactions");
  return (
    <fieldset className="flex flex-wrap items-center gap-1">
      <legend className="sr-only">{t("title")}</legend>
      <span aria-hidden="true" className="text-xs text-felt-100">
        {t("title")}:
      </span>
      {REACTIONS.map((reaction) => (
        <button
          key={reaction}
          type="button"
          className={secondary}
          disabled={busy}
          onClick={() => run("react", { reaction })}
        >
          {t(reaction)}
        </button>
      ))}
    </fieldset>
  );
}
