"use client";

import { useTranslations } from "next-intl";
import { isFaceUpKey, useRuleSetLabel } from "@/components/casino/rule-set-label";
import { Link } from "@/i18n/navigation";
import { useTableName } from "@/lib/i18n/use-table-name";
import type { Currency, TableConfig } from "@/lib/table/tables";
import { useMoney } from "./money";

function Amount({
  currency,
  minor,
  short = false,
}: {
  currency: Currency;
  minor: number;
  short?: boolean;
}) {
  const money = useMoney(currency);
  return <>{short ? money.short(minor) : money.amount(minor)}</>;
}

function TableCard({ table, level = 2 }: { table: TableConfig; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  const t = useTranslations("TablePage");
  const money = useMoney(table.currency);
  const name = useTableName()(table);
  const rules = useRuleSetLabel()(table.ruleSet);
  return (
    <li
      className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
      data-testid="lobby-table"
      data-table={table.id}
    >
      <Heading className="text-xl font-bold text-felt-900">{name}</Heading>
      <ul className="mt-2 flex-1 space-y-1 text-sm text-stone-700">
        <li className="font-semibold text-stone-900" data-testid="lobby-table-rules">
          {t("rules", { rules })}
        </li>
        <li>{t("limits", { min: money.short(table.minBet), max: money.short(table.maxBet) })}</li>
        <li>{t("chips", { chips: table.chips.map((c) => money.short(c)).join(" · ") })}</li>
        <li>
          {table.bonus
            ? t("bonus", {
                min: money.short(table.bonus.minBet),
                max: money.short(table.bonus.maxBet),
              })
            : t("noBonus")}
        </li>
        <li>
          {table.decisionSeconds ? t("timer", { seconds: table.decisionSeconds }) : t("noTimer")}
        </li>
        {table.banking ? <li>{t("banking", { points: table.banking.minPoints })}</li> : null}
      </ul>
      <Link
        href={`/table/${table.id}`}
        className="mt-4 inline-flex items-center justify-center rounded-lg bg-felt-700 px-4 py-2.5 font-semibold text-white hover:bg-felt-800"
      >
        {t("sit", { name })}
      </Link>
    </li>
  );
}

/**
 * The lobby's table cards and the learner's balances; the Face Up tables (RULES.md 13.1, one per
 * published way) in a section of their own. `faceUpFirst`: the learner's casino when it is Face
 * Up (`way/faceup`): that section comes first, its way's table at its head.
 */
export function TableLobby({
  tables,
  balances,
  faceUpFirst = null,
}: {
  tables: readonly TableConfig[];
  balances: ReadonlyArray<{ currency: Currency; balance: number }>;
  faceUpFirst?: string | null;
}) {
  const t = useTranslations("TablePage");
  const faceUp = tables
    .filter((table) => isFaceUpKey(table.ruleSet))
    .sort((a, b) => Number(b.ruleSet === faceUpFirst) - Number(a.ruleSet === faceUpFirst));
  const faceUpSection =
    faceUp.length > 0 ? (
      <section aria-labelledby="faceup-tables" className="space-y-3" data-testid="faceup-tables">
        <h2 id="faceup-tables" className="text-2xl font-bold text-felt-900">
          {t("faceUpTitle")}
        </h2>
        <p className="text-stone-700">{t("faceUpIntro")}</p>
        <ul className="grid gap-4 sm:grid-cols-3">
          {faceUp.map((table) => (
            <TableCard key={table.id} table={table} level={3} />
          ))}
        </ul>
      </section>
    ) : null;
  return (
    <div className="space-y-6">
      <p className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900" data-testid="play-money">
        {t("playMoney")}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-stone-700">
          {t("balances")}:{" "}
          {balances.map((b, k) => (
            <span
              key={b.currency}
              className="font-mono font-semibold tabular-nums"
              data-testid={`lobby-balance-${b.currency}`}
            >
              {k > 0 ? " · " : ""}
              <Amount currency={b.currency} minor={b.balance} />
            </span>
          ))}
        </p>
        <Link href="/table/log" className="font-semibold text-felt-700 underline">
          {t("log")}
        </Link>
      </div>
      {faceUpFirst ? faceUpSection : null}
      <ul className="grid gap-4 sm:grid-cols-3">
        {tables
          .filter((table) => !faceUp.includes(table))
          .map((table) => (
            <TableCard key={table.id} table={table} />
          ))}
      </ul>
      {faceUpFirst ? null : faceUpSection}
    </div>
  );
}
