"use client";

import { useTranslations } from "next-intl";
import type { Currency } from "@/lib/table/tables";
import type { SessionView } from "@/lib/table/view-shapes";
import { useMoney } from "./money";

/** The coach's running totals since the learner sat down at this table. */
export function SessionPanel({ session, currency }: { session: SessionView; currency: Currency }) {
  const t = useTranslations("Table.session");
  const money = useMoney(currency);
  const items = [
    { id: "session-rounds", label: t("rounds"), value: String(session.rounds) },
    { id: "session-net", label: t("net"), value: money.signed(session.net) },
    {
      id: "session-ev-given-up",
      label: t("evGivenUp"),
      value: money.fractional(session.evGivenUp),
    },
    { id: "session-house-way", label: t("houseWayRounds"), value: String(session.houseWayRounds) },
  ];
  return (
    <section
      aria-labelledby="session-title"
      className="rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="session-title" className="font-semibold text-felt-900">
        {t("title")}
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {items.map((item) => (
          <div key={item.id} className="rounded-lg bg-stone-50 px-3 py-2">
            <dt className="text-xs text-stone-500">{item.label}</dt>
            <dd data-testid={item.id} className="font-mono font-semibold tabular-nums">
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-stone-500">{t("explain")}</p>
    </section>
  );
}
