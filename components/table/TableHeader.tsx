"use client";

import { useTranslations } from "next-intl";
import { isCommissionFree, useRuleSetLabel } from "@/components/casino/rule-set-label";
import { useTableName } from "@/lib/i18n/use-table-name";
import type { TableConfig } from "@/lib/table/tables";
import { useMoney } from "./money";
import { openRound, roleOf, type TableScreen } from "./table-state";

/**
 * The felt's top line, seed 000's text fields at every width (walk #11): the table and its
 * limits, the casino whose rules it plays (its house way, the commission or commission-free),
 * whether the learner plays or banks, against whom, the commission, balance, points and the
 * last round's result.
 */
export function TableHeader({
  table,
  state,
  startBalance,
}: {
  table: TableConfig;
  state: TableScreen;
  /** The balance a first visit starts with (no wallet yet), from the tables config. */
  startBalance: number;
}) {
  const t = useTranslations("Table");
  const money = useMoney(table.currency);
  const tableName = useTableName();
  const rulesLabel = useRuleSetLabel();
  const role = roleOf(state);
  const { you, round } = state.view;
  // The viewer's result in the round on show, as the player or the bank (bonus included).
  const last =
    !openRound(state) && round !== null && you.last?.roundId === round.id ? you.last.net : null;
  const fact = (id: string, label: string, value: string, mono = false) => (
    <div className="flex items-baseline gap-1">
      <dt className="text-felt-100">{label}</dt>
      <dd className={mono ? "font-mono font-bold tabular-nums" : "font-semibold"} data-testid={id}>
        {value}
      </dd>
    </div>
  );
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        {/* The page's one h1 (issue 32): the table's name in the reader's words, a space before
            the limits so a screen reader does not run them together ("$2–$300$2 to $300"). */}
        <h1 id="felt-title" className="text-base font-semibold sm:text-lg">
          {tableName(table)}{" "}
          <span className="ml-1 text-xs font-normal text-felt-100">
            {t("limits", { min: money.short(table.minBet), max: money.short(table.maxBet) })}
          </span>
        </h1>
        <dl className="flex items-baseline gap-3 text-sm">
          {fact("balance", t("balance"), money.amount(you.balance ?? startBalance), true)}
          {you.rebuys ? (
            <div>
              <dt className="sr-only">{t("rebuy")}</dt>
              <dd className="text-xs text-felt-100" data-testid="rebuys">
                {t("rebuys", { count: you.rebuys })}
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs sm:text-sm">
        {fact("table-rules", t("screen.rules"), rulesLabel(table.ruleSet))}
        {fact("role", t("screen.role"), t(`screen.${role}`))}
        {fact(
          "opponent",
          t("screen.against"),
          role === "banker"
            ? t("screen.againstSeats", { count: state.bank.seats })
            : t("screen.againstDealer"),
        )}
        {fact(
          "commission",
          t("screen.commission"),
          role === "banker" && table.banking
            ? t("screen.commissionBank", { percent: money.percent(table.banking.commissionBp) })
            : isCommissionFree(table.ruleSet)
              ? t("screen.commissionFree")
              : t("screen.commissionPlayer", { percent: money.percent(table.commissionBp) }),
        )}
        {table.banking ? fact("points", t("screen.points"), String(you.points ?? 0), true) : null}
        {last !== null ? fact("last-round", t("lastRound"), money.signed(last), true) : null}
      </dl>
    </div>
  );
}
