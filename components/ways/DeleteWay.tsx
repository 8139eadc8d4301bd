"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { deleteWayAction } from "@/app/[locale]/casino/way/actions";
import { useRouter } from "@/i18n/navigation";
import { idle } from "@/lib/actions/action-state";

/** The errors a delete can answer with a sentence of its own; anything else is `unexpected`. */
const KNOWN = [
  "unknown-way",
  "your-casino",
  "forbidden",
  "session-expired",
  "signed-out",
  "unavailable",
] as const;

/**
 * Deletes one of the learner's own ways, after they confirm (Your casino's list). A way their
 * class or their own casino plays is kept, and the page says why; deleted, the list reloads.
 */
export function DeleteWay({ id, name }: { id: string; name: string }) {
  const t = useTranslations("WayEditor");
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const remove = () => {
    setError(null);
    startTransition(async () => {
      const data = new FormData();
      data.set("id", id);
      const state = await deleteWayAction(idle, data);
      if (state.status === "success") {
        setAsking(false);
        router.refresh();
        return;
      }
      const code = state.status === "error" ? state.code : "unexpected";
      if (code === "in-use")
        setError(
          t("errors.in-use", {
            classes: String(state.status === "error" && state.params?.classes),
          }),
        );
      else
        setError(
          t(
            `errors.${((KNOWN as readonly string[]).includes(code) ? code : "unexpected") as "unexpected"}`,
          ),
        );
    });
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-2" data-testid="delete-way">
      {asking ? (
        <>
          <span className="text-sm text-stone-700">{t("delete.confirm", { name })}</span>
          <button
            type="button"
            onClick={remove}
            disabled={pending}
            className="rounded bg-red-700 px-2 py-0.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {t("delete.yes")}
          </button>
          <button
            type="button"
            onClick={() => {
              setAsking(false);
              setError(null);
            }}
            className="rounded border border-stone-300 px-2 py-0.5 text-sm text-stone-800 hover:bg-stone-100"
          >
            {t("delete.no")}
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => setAsking(true)}
          aria-label={t("delete.label", { name })}
          className="rounded border border-stone-300 px-2 py-0.5 text-sm text-stone-800 hover:bg-stone-100"
        >
          {t("delete.button")}
        </button>
      )}
      {error ? (
        <span role="alert" className="basis-full text-sm text-red-800">
          {error}
        </span>
      ) : null}
    </span>
  );
}
