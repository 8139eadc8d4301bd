/**
 * What a chip's face reads: short enough for a chip 28 px wide (walk #5: "SEK 1,000" and
 * "1 000 kr" overflowed, stacked chips read "500 kr kr"). A one-character currency sign leads
 * ("$25"); a longer one ("kr", "SEK") is left off, as on casino chips, since the table's
 * limits name the currency and each chip's accessible name carries the full amount. Whole
 * thousands read "1K".
 */
import type { Currency } from "@/lib/table/tables";

const signs = new Map<Currency, string>();

function signOf(currency: Currency): string {
  let sign = signs.get(currency);
  if (sign === undefined) {
    const part = new Intl.NumberFormat("en", {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
    })
      .formatToParts(1)
      .find((p) => p.type === "currency")?.value;
    sign = part && part.length === 1 ? part : "";
    signs.set(currency, sign);
  }
  return sign;
}

export function chipFace(minor: number, currency: Currency): string {
  const units = minor / 100;
  const number =
    units >= 1000 && units % 1000 === 0
      ? `${units / 1000}K`
      : Number.isInteger(units)
        ? String(units)
        : units.toFixed(2);
  return `${signOf(currency)}${number}`;
}
