"use client";

import { useFormatter } from "next-intl";
import { useMemo } from "react";
import type { Currency } from "@/lib/table/tables";

/**
 * Amounts of play money as the reader writes them: "$1,000.00", "1 000,00 kr". Amounts are
 * integer minor units; the division happens only here, for display.
 */
export function useMoney(currency: Currency) {
  const format = useFormatter();
  return useMemo(() => {
    const base = { style: "currency", currency } as const;
    return {
      /** Full amount with cents, e.g. a balance. */
      amount: (minor: number) => format.number(minor / 100, base),
      /** Whole units when there are no cents, e.g. a chip or a limit. */
      short: (minor: number) =>
        format.number(minor / 100, {
          ...base,
          minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
          maximumFractionDigits: 2,
        }),
      /** A signed result, e.g. "+$23.75" / "−$25.00". */
      signed: (minor: number) => format.number(minor / 100, { ...base, signDisplay: "exceptZero" }),
      /** A fractional amount (EV given up), two decimals. */
      fractional: (minor: number) =>
        format.number(minor / 100, { ...base, maximumFractionDigits: 2 }),
      /** A rate in basis points from the tables config, e.g. 150 -> "1.5%". */
      percent: (bp: number) =>
        format.number(bp / 10_000, { style: "percent", maximumFractionDigits: 2 }),
    };
  }, [format, currency]);
}
