"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { LobbyTable, LobbyView } from "@/lib/live/api";
import { fetchLobby } from "./live-api";

/**
 * The lobby is polled, not streamed: one event stream per listed table would spend a viewer's
 * few streams (lib/live/routes.ts STREAMS_PER_VIEWER) on a page that only shows who sits where,
 * and a few seconds' delay is fine there. The table page itself is pushed.
 */
const POLL_MS = 3_000;

function LobbyCard({ table }: { table: LobbyTable }) {
  const t = useTranslations("Live.lobby");
  const free = table.seats.filter((s) => s.name === null).length;
  return (
    <li
      data-testid="live-lobby-table"
      data-table={table.id}
      className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-xl font-bold text-felt-900">
        {table.name}
        {table.classId ? (
          <span className="ml-2 rounded bg-sky-100 px-1.5 py-px align-middle text-xs font-semibold text-sky-900">
            {t("classTable")}
          </span>
        ) : null}
      </h2>
      <p className="mt-2 text-sm text-stone-700">
        {t("bank")}:{" "}
        <span className="font-semibold" data-testid="live-lobby-bank">
          {table.bank.kind === "house" ? t("house") : table.bank.name}
        </span>
      </p>
      <p className="text-sm text-stone-700" data-testid="live-lobby-free">
        {t("freeSeats", { count: free })}
      </p>
      <ul aria-label={t("seats")} className="mt-2 grid flex-1 grid-cols-2 gap-1 text-sm">
        {table.seats.map((s) => (
          <li key={s.seat} className="truncate text-stone-700">
            {t("seat", { seat: s.seat })}:{" "}
            {s.name ? (
              <span className="font-semibold text-stone-900">{s.name}</span>
            ) : (
              <span className="text-stone-500">{t("free")}</span>
            )}
          </li>
        ))}
      </ul>
      <Link
        href={`/live/${table.id}`}
        className="mt-4 inline-flex justify-center rounded-lg bg-felt-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-felt-800"
      >
        {t("open", { name: table.name })}
      </Link>
    </li>
  );
}

export function LiveLobby({ initial }: { initial: LobbyView }) {
  const t = useTranslations("Live.lobby");
  const { data } = useQuery({
    queryKey: ["live-lobby"],
    queryFn: fetchLobby,
    initialData: initial,
    refetchInterval: POLL_MS,
  });
  return data.tables.length === 0 ? (
    <p className="text-stone-600">{t("empty")}</p>
  ) : (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.tables.map((table) => (
          <LobbyCard key={table.id} table={table} />
        ))}
      </ul>
      <p className="mt-3 text-xs text-stone-500">{t("updated")}</p>
    </>
  );
}
