"use client";

import { useTranslations } from "next-intl";
import type { Currency } from "@/lib/table/tables";
import { Chip } from "./ChipRack";
import { useMoney } from "./money";

/**
 * A betting circle on the felt with its chip stack. While betting, a click selects the circle
 * (chips go there) or, when it is selected already, takes its last chip off; a right-click
 * takes the last chip off either circle (seeds 001, 002; walk #6).
 */
export function BetCircle({
  kind,
  chips,
  rackChips,
  currency,
  selected,
  editable,
  onSelect,
  onRemoveLast,
  note,
  name,
}: {
  kind: "main" | "bonus" | "emperors" | "dealerHand";
  /** A side bet's name (RULES.md 13.2): its circle's label and the word inside it. */
  name?: string;
  chips: readonly number[];
  rackChips: readonly number[];
  currency: Currency;
  selected: boolean;
  editable: boolean;
  onSelect: () => void;
  onRemoveLast: () => void;
  note?: string;
}) {
  const t = useTranslations("Table");
  const money = useMoney(currency);
  const total = chips.reduce((s, c) => s + c, 0);
  const label =
    kind === "main"
      ? t("betCircle")
      : kind === "bonus"
        ? t("bonusCircle")
        : t("sideBets.circle", { name: name ?? "" });
  const stack = chips.slice(-5);
  return (
    <div className="flex flex-col items-center gap-1">
      <div className="relative">
        <button
          type="button"
          disabled={!editable}
          aria-pressed={editable ? selected : undefined}
          aria-label={
            editable
              ? selected && chips.length > 0
                ? t("circleRemove", { circle: label, amount: money.short(total) })
                : t("circleSelect", { circle: label, amount: money.short(total) })
              : t("circleAmount", { circle: label, amount: money.short(total) })
          }
          onClick={() => (selected && chips.length > 0 ? onRemoveLast() : onSelect())}
          onContextMenu={(event) => {
            if (!editable) return;
            event.preventDefault();
            onRemoveLast();
          }}
          data-testid={`${kind}-circle`}
          data-amount={total}
          className={`relative grid place-items-center rounded-full border-2 border-dashed transition-colors disabled:cursor-default ${
            kind === "main" ? "size-24 sm:size-28" : "size-20 sm:size-24"
          } ${
            selected && editable
              ? "border-chip-400 bg-felt-950/30"
              : "border-felt-100/60 bg-felt-950/10 hover:bg-felt-950/20"
          }`}
        >
          <span className="pointer-events-none absolute top-2 text-[0.6rem] font-semibold tracking-wide text-felt-100 uppercase sm:text-xs">
            {kind === "main" ? t("bet") : kind === "bonus" ? t("bonus") : name}
          </span>
        </button>
        {stack.length > 0 ? (
          // Beside the button, over the circle, not in it: the chips are a picture of the amount
          // its name says, and text inside a button must be in its name (axe's
          // label-content-name-mismatch read the chips' values as a label the name left out).
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 grid place-items-center"
          >
            <span className="relative mt-3 block h-9 w-9">
              {stack.map((value, k) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: a stack is positional
                  key={k}
                  className="absolute left-0"
                  style={{ top: `${-k * 4}px` }}
                >
                  <Chip value={value} index={rackChips.indexOf(value)} currency={currency} small />
                </span>
              ))}
            </span>
          </span>
        ) : null}
      </div>
      <span className="text-sm font-semibold tabular-nums" data-testid={`${kind}-amount`}>
        {money.short(total)}
      </span>
      {note ? <span className="text-center text-[0.7rem] text-felt-100">{note}</span> : null}
    </div>
  );
}
