"use client";

import { useFormatter } from "next-intl";
import { useMemo } from "react";

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
