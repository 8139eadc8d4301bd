"use client";

import { useTranslations } from "next-intl";
import type { Currency } from "@/lib/table/tables";
import { chipFace } from "./chip-face";
import { useMoney } from "./money";
import { CHIP_KEYS } from "./use-table-keys";

const CHIP_COLOURS = [
  "bg-white text-stone-900 ring-stone-300",
  "bg-red-600 text-white ring-red-200",
  "bg-green-700 text-white ring-green-200",
  "bg-stone-900 text-white ring-stone-400",
  "bg-purple-700 text-white ring-purple-200",
  "bg-amber-500 text-stone-950 ring-amber-200",
];

/**
 * One casino chip, drawn in CSS: a coloured disc with a dashed edge and its value, on one line
 * (chipFace keeps it short; the full amount is the button's or the circle's name).
 */
export function Chip({
  value,
  index,
  currency,
  small = false,
}: {
  value: number;
  index: number;
  currency: Currency;
  small?: boolean;
}) {
  return (
    <span
      aria-hidden="true"
      data-chip-face=""
      className={`grid place-items-center overflow-hidden rounded-full border-dashed border-white/70 font-bold leading-none whitespace-nowrap shadow ring-2 ${
        CHIP_COLOURS[index % CHIP_COLOURS.length]
      } ${small ? "size-7 border-2 text-[0.55rem] tracking-tighter" : "size-12 border-4 text-xs sm:size-14 sm:text-sm"}`}
    >
      {chipFace(value, currency)}
    </span>
  );
}

/** The table's chips: clicking one adds it to the circle chips are going to. */
export function ChipRack({
  chips,
  currency,
  disabled,
  onChip,
}: {
  chips: readonly number[];
  currency: Currency;
  disabled: boolean;
  onChip: (value: number) => void;
}) {
  const t = useTranslations("Table");
  const money = useMoney(currency);
  return (
    <ul aria-label={t("chipRack")} className="flex flex-wrap justify-center gap-1.5 sm:gap-2">
      {chips.map((value, index) => (
        <li key={value} className="relative">
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChip(value)}
            // The name starts with the face the chip shows (WCAG 2.5.3, label in name).
            aria-label={`${chipFace(value, currency)}: ${t("addChip", { amount: money.short(value) })}`}
            aria-keyshortcuts={CHIP_KEYS[index]?.toUpperCase()}
            data-chip={value}
            className="relative rounded-full transition-transform hover:-translate-y-0.5 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:translate-y-0"
          >
            <Chip value={value} index={index} currency={currency} />
          </button>
          {CHIP_KEYS[index] ? (
            // Beside the button, not in it: the key is in its aria-keyshortcuts.
            <span
              aria-hidden="true"
              className="pointer-events-none absolute -right-1 -bottom-1 hidden rounded bg-felt-950/80 px-1 font-sans text-[0.6rem] text-white uppercase sm:block"
            >
              <kbd>{CHIP_KEYS[index]}</kbd>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
