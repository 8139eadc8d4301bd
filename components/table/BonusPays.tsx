"use client";

import { useFormatter, useTranslations } from "next-intl";
import {
  FORTUNE_KEYS,
  FORTUNE_PAYS,
  type FortuneKey,
  fortuneTable,
  fortuneTableEdge,
  toNumber,
} from "@/lib/engine";

/**
 * The Fortune pay table beside the bonus circle, with the bet's exact house edge: the table's own
 * (`table`, RULES.md 13.2), else section 10's with the edge given.
 */
export function BonusPays({
  houseEdge,
  hit,
  table,
}: {
  houseEdge: number;
  hit?: FortuneKey | null;
  table?: string;
}) {
  const posted = table === undefined ? undefined : fortuneTable(table);
  const pays = posted?.pays ?? FORTUNE_PAYS;
  const edge = posted ? toNumber(fortuneTableEdge(posted)) : houseEdge;
  const t = useTranslations("Table");
  const format = useFormatter();
  return (
    <details className="rounded-xl border border-stone-200 bg-white px-4 py-2 text-sm text-stone-800">
      <summary className="cursor-pointer font-semibold">
        {t("bonusPays.title", {
          edge: format.number(edge, {
            style: "percent",
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          }),
        })}
      </summary>
      <table className="mt-2 w-full text-left text-xs sm:text-sm">
        <tbody>
          {FORTUNE_KEYS.filter((k) => k !== "lose").map((key) => (
            <tr key={key} className={hit === key ? "bg-chip-400 font-semibold text-felt-950" : ""}>
              <th scope="row" className="py-0.5 pr-2 font-normal">
                {t(`bonusLines.${key}`)}
              </th>
              <td className="py-0.5 text-right font-mono tabular-nums">
                {t("bonusPays.pays", { pays: format.number(pays[key]) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-stone-500">{t("bonusPays.note")}</p>
    </details>
  );
}
