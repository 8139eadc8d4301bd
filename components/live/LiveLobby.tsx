"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { useRuleSetLabel } from "@/components/casino/rule-set-label";
import { Link } from "@/i18n/navigation";
import { useTableName } from "@/lib/i18n/use-table-name";
import type { LobbyTable, LobbyView } from "@/lib/live/api";
import { findTable } from "@/lib/table/tables";
import { fetchLobby, LOBBY_EVENTS_URL, parseLobby } from "./live-api";
import { Reconnecting } from "./Reconnecting";
import { useEventStream } from "./use-event-stream";

/**
 * While the lobby's stream is down (the browser reconnects by itself), the lobby is read now
 * and then, so it never goes stale for long; while it is up, nothing is polled.
 */
const FALLBACK_POLL_MS = 15_000;

function LobbyCard({ table }: { table: LobbyTable }) {
  const t = useTranslations("Live.lobby");
  const tTable = useTranslations("Live.table");
  const tableName = useTableName();
  const rulesLabel = useRuleSetLabel();
  const config = findTable(table.tableId, true);
  const plain = config ? tableName(config) : table.name;
  // A class table carries its class's name (issue 29 walk finding 6).
  const name = table.className
    ? tTable("classTitle", { className: table.className, table: plain })
    : plain;
  const free = table.seats.filter((s) => s.name === null).length;
  const bots = table.seats.filter((s) => s.bot).length;
  return (
    <li
      data-testid="live-lobby-table"
      data-table={table.id}
      className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-xl font-bold text-felt-900">
        {name}
        {/* A space, so the name and the badge are two words to a screen reader too. */}
        {table.classId ? " " : null}
        {table.classId ? (
          <span className="ml-2 rounded bg-sky-100 px-1.5 py-px align-middle text-xs font-semibold text-sky-900">
            {t("classTable")}
          </span>
        ) : null}
      </h2>
      <p className="mt-2 text-sm font-semibold text-stone-900" data-testid="live-lobby-rules">
        {t("rules", { rules: rulesLabel(table.ruleSet) })}
      </p>
      <p className="text-sm text-stone-700">
        {t("bank")}:{" "}
        <span className="font-semibold" data-testid="live-lobby-bank">
          {table.bank.kind === "house" ? t("house") : table.bank.name}
        </span>
      </p>
      {table.bankLeft ? (
        <p className="text-sm text-amber-900" data-testid="live-lobby-bank-left">
          {tTable(`bankLeft.${table.bankLeft.reason}`, { name: table.bankLeft.name ?? "" })}
        </p>
      ) : null}
      <p className="text-sm text-stone-700" data-testid="live-lobby-free">
        {t("freeSeats", { count: free })}
        {bots > 0 ? ` · ${t("bots", { count: bots })}` : null}
        {table.watchers > 0 ? ` · ${t("watchers", { count: table.watchers })}` : null}
      </p>
      <ul aria-label={t("seats")} className="mt-2 grid flex-1 grid-cols-2 gap-1 text-sm">
        {table.seats.map((s) => (
          <li key={s.seat} className="truncate text-stone-700">
            {t("seat", { seat: s.seat })}:{" "}
            {s.bot ? (
              <span className="text-stone-900">{tTable("botSeat", { name: s.name ?? "" })}</span>
            ) : s.name ? (
              <span className="font-semibold text-stone-900">{s.name}</span>
            ) : (
              <span className="text-stone-500">{t("free")}</span>
            )}
          </li>
        ))}
      </ul>
      <Link
        href={`/live/${table.id}`}
        className="mt-4 inline-flex justify-center rounded-lg bg-felt-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-felt-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-felt-900"
      >
        {t("open", { name })}
      </Link>
    </li>
  );
}

/**
 * The lobby (RULES.md 11): the server renders it first, then its event stream (GET
 * /api/live/events, one per page) replaces it whenever who sits where, a bank or the list of
 * tables changes.
 */
export function LiveLobby({ initial }: { initial: LobbyView }) {
  const t = useTranslations("Live");
  const [data, setData] = useState(initial);
  const onData = useCallback((text: string) => {
    const lobby = parseLobby(text);
    if (lobby) setData(lobby);
  }, []);
  const stream = useEventStream(LOBBY_EVENTS_URL, onData);
  const down = stream !== "up";
  useEffect(() => {
    if (!down) return;
    const timer = window.setInterval(() => {
      fetchLobby().then(setData, () => undefined);
    }, FALLBACK_POLL_MS);
    return () => window.clearInterval(timer);
  }, [down]);
  return (
    <>
      {stream !== "up" ? <Reconnecting status={stream} className="mb-3" /> : null}
      {data.tables.length === 0 ? (
        <p className="text-stone-600">{t("lobby.empty")}</p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="live-lobby">
            {data.tables.map((table) => (
              <LobbyCard key={table.id} table={table} />
            ))}
          </ul>
          <p className="mt-3 text-xs text-stone-500">{t("lobby.updated")}</p>
        </>
      )}
    </>
  );
}
