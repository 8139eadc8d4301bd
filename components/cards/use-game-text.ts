"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useMemo } from "react";
import type { Translate } from "@/lib/i18n/game-text";

/**
 * The root translator, typed as the game-text helpers (cardName, backWords, ...) expect: they
 * build keys at run time (`Game.ranks.${r}`), which next-intl's typed keys cannot check; the
 * parity and game-text tests keep those keys present in every locale.
 */
export function useGameTranslate(): Translate {
  return useTranslations() as unknown as Translate;
}

/** Locale-aware numbers of the trainer: EVs per unit bet, losses, shares. */
export function useTrainerNumbers() {
  const format = useFormatter();
  return useMemo(
    () => ({
      /** A signed EV, e.g. "+0.0213" / "−0,1042". */
      ev: (value: number) =>
        format.number(value, {
          signDisplay: "exceptZero",
          minimumFractionDigits: 4,
          maximumFractionDigits: 4,
        }),
      /** An unsigned loss in units, e.g. "0.0123". */
      units: (value: number) =>
        format.number(value, { minimumFractionDigits: 4, maximumFractionDigits: 4 }),
      /** A short number for chart axes, e.g. "0.25". */
      axis: (value: number) => format.number(value, { maximumFractionDigits: 2 }),
      /** Units per 100 hands, e.g. "1.23". */
      per100: (value: number) =>
        format.number(value * 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      share: (value: number) =>
        format.number(value, {
          style: "percent",
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }),
      count: (value: number) => format.number(value),
    }),
    [format],
  );
}
