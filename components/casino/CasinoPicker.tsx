"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { chooseCasinoAction } from "@/app/[locale]/casino/actions";
import { Link, useRouter } from "@/i18n/navigation";
import { CHOICES, casinoSlug, parseChoiceSlug } from "@/lib/casino/choice";
import { WAYS } from "@/lib/engine";
import { casinoOf } from "@/lib/i18n/casino-of";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import { casinoSaveError } from "./save-error";

/**
 * Every casino's games as radios, grouped by casino (its three EV games and Face Up Pai Gow);
 * saving sets the learner's casino.
 */
export function CasinoPicker({
  current,
  initial,
  next,
}: {
  current: string;
  initial: string;
  next: string;
}) {
  const t = useTranslations("YourCasino");
  const tWays = useTranslations("CasinosPage.ways");
  const tVariants = useTranslations("CasinosPage.variants");
  const router = useRouter();
  const [chosen, setChosen] = useState(initial);
  const [saved, setSaved] = useState<string | null>(null);
  // Why the last save failed: a store fault or a limit has its own words; anything else the
  // picker's own "could not be saved".
  const [failed, setFailed] = useState<string | null>(null);
  const tErrors = useTranslations("Drill.errors");
  // The saved casino inside the sentence ("the dealer of the online casinos"), not its label.
  const game = useGameTranslate();
  const savedAs = saved ? parseChoiceSlug(saved) : null;
  const [pending, startTransition] = useTransition();

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        startTransition(async () => {
          const r = await chooseCasinoAction({ casino: chosen });
          setFailed(r.status === "saved" ? null : r.code);
          setSaved(r.status === "saved" ? r.casino : null);
          if (r.status === "saved") router.refresh();
        });
      }}
    >
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 font-semibold text-felt-900">{t("options")}</legend>
        {WAYS.map((way) => (
          <div key={way} className="rounded-xl border border-stone-200 bg-white p-4">
            <h2 className="font-semibold text-felt-900">{tWays(way)}</h2>
            <ul className="mt-2 flex flex-col gap-2">
              {CHOICES.filter((r) => r.way === way).map((rs) => {
                const slug = casinoSlug(rs);
                return (
                  <li key={slug}>
                    <label className="flex items-start gap-2">
                      <input
                        type="radio"
                        name="casino"
                        value={slug}
                        checked={chosen === slug}
                        onChange={() => setChosen(slug)}
                        className="mt-1"
                      />
                      <span>
                        {tVariants(rs.variant)}
                        {slug === current ? (
                          <span className="ml-1 text-stone-500">{t("current")}</span>
                        ) : null}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={pending}
          className="rounded-lg bg-felt-700 px-5 py-2 font-semibold text-white hover:bg-felt-800 disabled:opacity-60"
        >
          {t("save")}
        </button>
        <Link href={next} className="text-felt-700 underline hover:text-felt-900">
          {t("back")}
        </Link>
      </div>
      <p role="status" aria-live="polite" data-testid="casino-saved">
        {savedAs
          ? t("saved", { of: casinoOf(game, savedAs.way), game: t(`${savedAs.variant}Short`) })
          : null}
      </p>
      {failed ? (
        <p role="alert" className="text-red-700" data-testid="casino-save-error" data-code={failed}>
          {casinoSaveError(
            failed,
            (k) => tErrors(k as never),
            (k) => t(k as never),
          )}
        </p>
      ) : null}
    </form>
  );
}
