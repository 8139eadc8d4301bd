"use client";

import { useTranslations } from "next-intl";
import { useTrainerNumbers } from "@/components/cards/use-game-text";

export interface OutcomeRow {
  key: string;
  label: string;
  win: number;
  push: number;
  loss: number;
  ev: number;
}

/**
 * Stacked win / push / loss bars, one per split: the picture of how each setting fares
 * against every dealer hand. Each bar is an image whose name carries the three shares, and
 * the shares are printed beside it, so nothing depends on telling colours apart.
 */
export function OutcomeBars({ rows, total }: { rows: OutcomeRow[]; total: number }) {
  const t = useTranslations("Drill.result.bars");
  const n = useTrainerNumbers();

  return (
    <figure className="rounded-xl border border-stone-200 bg-white p-4">
      <figcaption className="font-semibold text-felt-900">
        {t("title", { hands: n.count(total) })}
      </figcaption>
      <ul className="mt-3 space-y-3">
        {rows.map((row) => {
          const shares = { win: row.win / total, push: row.push / total, loss: row.loss / total };
          const text = {
            win: n.share(shares.win),
            push: n.share(shares.push),
            loss: n.share(shares.loss),
          };
          return (
            <li key={row.key}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium text-stone-800">{row.label}</span>
                <span className="font-mono text-stone-600 tabular-nums">
                  {t("ev", { ev: n.ev(row.ev) })}
                </span>
              </div>
              <div
                role="img"
                aria-label={t("summary", { name: row.label, ...text })}
                className="mt-1 flex h-5 overflow-hidden rounded bg-stone-100"
              >
                <span className="bg-felt-600" style={{ width: `${shares.win * 100}%` }} />
                <span
                  className="bg-[repeating-linear-gradient(135deg,var(--color-stone-300)_0_4px,var(--color-stone-200)_4px_8px)]"
                  style={{ width: `${shares.push * 100}%` }}
                />
                <span className="bg-red-600" style={{ width: `${shares.loss * 100}%` }} />
              </div>
              <p
                aria-hidden="true"
                className="mt-1 flex flex-wrap gap-x-3 text-xs text-stone-600 tabular-nums"
              >
                <span>
                  {t("win")} {text.win}
                </span>
                <span>
                  {t("push")} {text.push}
                </span>
                <span>
                  {t("loss")} {text.loss}
                </span>
              </p>
            </li>
          );
        })}
      </ul>
      <p aria-hidden="true" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-felt-600" />
          {t("win")}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-stone-300" />
          {t("push")}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-red-600" />
          {t("loss")}
        </span>
      </p>
    </figure>
  );
}
