"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useMoney } from "@/components/table/money";
import type { LiveView } from "@/lib/live/api";
import type { TableConfig } from "@/lib/table/tables";
import { type PastRound, withSettled } from "./your-turn";

const storageKey = (tableId: string) => `pgt.liveHistory.${tableId}`;

function stored(tableId: string): PastRound[] {
  try {
    const text = window.sessionStorage.getItem(storageKey(tableId));
    return text ? (JSON.parse(text) as PastRound[]) : [];
  } catch {
    return [];
  }
}

/**
 * The last few rounds of this table beside the felt (issue 29 walk finding 10): a settled
 * round's results stay on screen for 5 s only; here they stay, the viewer's own result first,
 * then every seat's and the bank's. Kept for this tab's session (a reload keeps them).
 */
export function LiveHistory({ view, table }: { view: LiveView; table: TableConfig }) {
  const t = useTranslations("Live.history");
  const tLog = useTranslations("TableLog");
  const tTable = useTranslations("Live.table");
  const format = useFormatter();
  const money = useMoney(table.currency);
  const [history, setHistory] = useState<PastRound[]>([]);
  // Read after hydration only (the server has no session storage).
  useEffect(() => setHistory(stored(view.tableId)), [view.tableId]);
  useEffect(() => {
    setHistory((before) => {
      const next = withSettled(before, view);
      if (next !== before)
        try {
          window.sessionStorage.setItem(storageKey(view.tableId), JSON.stringify(next));
        } catch {
          // A full or blocked storage: the history lives in memory only.
        }
      return next;
    });
  }, [view]);
  return (
    <section
      aria-labelledby="live-history-title"
      className="rounded-2xl border border-stone-200 bg-white p-3 text-sm"
      data-testid="live-history"
    >
      <h2 id="live-history-title" className="font-semibold text-felt-900">
        {t("title")}
      </h2>
      {history.length === 0 ? (
        <p className="mt-1 text-stone-600">{t("empty")}</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {history.map((round) => (
            <li key={round.id} data-testid="live-history-round" data-round={round.id}>
              <p className="font-semibold text-stone-900">
                {format.dateTime(round.at, { timeStyle: "medium" })}
                {round.own !== null ? (
                  <span className="ml-2 font-mono" data-testid="live-history-own">
                    {t("you", { net: money.signed(round.own) })}
                  </span>
                ) : null}
              </p>
              <ul className="text-stone-600">
                {round.seats.map((seat) => (
                  <li key={seat.seat}>
                    {seat.name ?? t("seat", { seat: seat.seat })}:{" "}
                    {seat.outcome ? tLog(`outcomes.${seat.outcome}`) : ""}{" "}
                    {seat.net !== null ? money.signed(seat.net) : ""}
                    {seat.grade ? (
                      // The teacher looks back over the grades, not only for the 5 s on show.
                      <span className="block text-xs" data-testid="live-history-grade">
                        {tTable("grade", {
                          ev: seat.grade.ev.toFixed(3),
                          best: seat.grade.bestEv.toFixed(3),
                          houseWay: seat.grade.houseWayEv.toFixed(3),
                        })}
                      </span>
                    ) : null}
                  </li>
                ))}
                {round.bank.net !== null ? (
                  <li>
                    {t("bank", { name: round.bank.name ?? "", net: money.signed(round.bank.net) })}
                  </li>
                ) : null}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
