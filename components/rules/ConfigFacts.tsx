"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useMoney } from "@/components/table/money";
import { FORTUNE_KEYS, FORTUNE_PAYS, fortuneHouseEdge } from "@/lib/engine";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import { useTableName } from "@/lib/i18n/use-table-name";
import { listTables, startAmount, type TableConfig } from "@/lib/table/tables";

/** One table as configured: limits, chips, bonus, timer, commission, bank and live seats. */
function TableFacts({ table }: { table: TableConfig }) {
  const t = useTranslations("Rules.facts");
  const name = useTableName()(table);
  const money = useMoney(table.currency);
  const seconds = (n: number) => t("seconds", { seconds: n });
  const rows: [string, string][] = [
    [t("bets"), `${money.short(table.minBet)}–${money.short(table.maxBet)}`],
    [t("chips"), table.chips.map((c) => money.short(c)).join(" · ")],
    [
      t("bonus"),
      table.bonus
        ? `${money.short(table.bonus.minBet)}–${money.short(table.bonus.maxBet)}`
        : t("bonusNone"),
    ],
    [t("timer"), table.decisionSeconds ? seconds(table.decisionSeconds) : t("timerNone")],
    [t("commission"), money.percent(table.commissionBp)],
    [
      t("bank"),
      table.banking
        ? t("bankRule", {
            points: table.banking.minPoints,
            seats: table.live ? table.live.seats : table.banking.maxSeats,
            approve: table.banking.approveSeconds,
            commission: money.percent(table.banking.commissionBp),
          })
        : t("bankNone"),
    ],
    ...(table.live
      ? [
          [t("live"), t("liveRule", { seats: table.live.seats, bet: table.live.betSeconds })] as [
            string,
            string,
          ],
        ]
      : []),
    [t("start"), money.short(startAmount(table.currency))],
  ];
  return (
    <section aria-label={name} className="rounded-lg border border-stone-200 bg-white p-3">
      <h3 className="!mt-0 text-base font-semibold">{name}</h3>
      {/* Label above value: the cards sit two abreast from md, too narrow for two columns. */}
      <dl className="mt-1 space-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium text-stone-600">{label}</dt>
            <dd className="!m-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Every table players can sit at (solo, banking and live), from the config the tables run. */
export function TablesFacts() {
  const t = useTranslations("Rules.facts");
  const tables = [...listTables(false, false), ...listTables(false, true)];
  return (
    <div className="my-4" data-testid="rule-config-tables">
      <p className="font-semibold">{t("title")}</p>
      <div className="mt-2 grid gap-3 md:grid-cols-2">
        {tables.map((table) => (
          <TableFacts key={table.id} table={table} />
        ))}
      </div>
    </div>
  );
}

/** The Fortune pay table and the bet's exact house edge, as the engine pays it. */
export function FortuneFacts() {
  const t = useTranslations("Rules.facts");
  const game = useGameTranslate();
  const format = useFormatter();
  const edge = format.number(fortuneHouseEdge(), {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (
    <div className="my-4" data-testid="rule-config-fortune">
      <table className="w-full text-left">
        <caption className="text-left font-semibold">{t("fortuneTitle")}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-left">
              {t("fortuneHand")}
            </th>
            <th scope="col" className="text-right">
              {t("fortunePays")}
            </th>
          </tr>
        </thead>
        <tbody>
          {FORTUNE_KEYS.filter((k) => k !== "lose").map((key) => (
            <tr key={key}>
              <th scope="row" className="text-left font-normal">
                {game(`Table.bonusLines.${key}`)}
              </th>
              <td className="text-right whitespace-nowrap tabular-nums">
                {game("Table.bonusPays.pays", { pays: format.number(FORTUNE_PAYS[key]) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm">{t("fortuneEdge", { edge })}</p>
    </div>
  );
}
