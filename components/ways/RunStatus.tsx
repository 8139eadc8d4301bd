"use client";

/**
 * Where an own way's background exact run stands, in the editor: polled while it waits or
 * runs (a progress bar), then the exact figures of the game chosen; a way never run (the day's
 * quota was spent when it was checked) or whose run failed can ask for it.
 */
import { useTranslations } from "next-intl";
import { useEffect, useState, useTransition } from "react";
import { askWayRunAction, wayRunAction } from "@/app/[locale]/casino/way/actions";
import { idle } from "@/lib/actions/action-state";
import type { Variant } from "@/lib/engine";
import type { RunState } from "@/lib/ways/exact-runs";
import { RunFiguresText } from "./RunFiguresText";

const form = (id: string) => {
  const data = new FormData();
  data.set("id", id);
  return data;
};

export function RunStatus({ id, variant }: { id: string; variant: Variant }) {
  const t = useTranslations("WayEditor");
  const [state, setState] = useState<RunState | null>(null);
  const [error, setError] = useState<{ code: string; params?: Record<string, unknown> } | null>(
    null,
  );
  const [pending, startTransition] = useTransition();
  const waiting = state === null || state.status === "queued" || state.status === "running";

  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    const poll = async () => {
      while (!stopped) {
        const answer = await wayRunAction(idle, form(id));
        if (stopped) return;
        if (answer.status !== "success") return;
        setState(answer.data);
        if (answer.data.status !== "queued" && answer.data.status !== "running") return;
        await new Promise((r) => setTimeout(r, 2000));
      }
    };
    void poll();
    return () => {
      stopped = true;
    };
  }, [id, waiting]);

  const ask = () => {
    setError(null);
    startTransition(async () => {
      const answer = await askWayRunAction(idle, form(id));
      if (answer.status === "success") setState(answer.data);
      else setError(answer.status === "error" ? answer : { code: "unexpected" });
    });
  };

  const percent =
    state?.status === "running" && state.total > 0
      ? Math.floor((100 * state.done) / state.total)
      : 0;
  return (
    <div className="space-y-1 border-t border-stone-200 pt-3" data-testid="run-status">
      <p className="font-semibold">{t("run.heading")}</p>
      <output aria-live="polite" className="block text-sm text-stone-800">
        {state?.status === "queued" ? t("run.queued", { ahead: state.ahead }) : null}
        {state?.status === "running" ? (
          <span className="block space-y-1">
            <progress
              className="w-full max-w-md"
              max={100}
              value={percent}
              aria-label={t("run.running", { percent })}
            />
            <span className="block">{t("run.running", { percent })}</span>
          </span>
        ) : null}
        {state?.status === "done" ? (
          <RunFiguresText
            figures={state.figures.byVariant[variant]}
            classes={state.figures.classes}
          />
        ) : null}
        {state?.status === "none" ? t("run.none") : null}
        {state?.status === "failed" ? t("run.failed") : null}
      </output>
      {state?.status === "none" || state?.status === "failed" ? (
        <button
          type="button"
          onClick={ask}
          disabled={pending}
          className="rounded border border-felt-700 px-3 py-1.5 text-sm font-semibold text-felt-800 disabled:opacity-60"
        >
          {t("run.ask")}
        </button>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error.code === "run-quota"
            ? t("errors.run-quota", { max: Number(error.params?.max ?? 3) })
            : t("errors.unexpected")}
        </p>
      ) : null}
    </div>
  );
}
