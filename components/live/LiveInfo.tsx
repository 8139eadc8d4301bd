"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ruleSetOf, useRuleSetLabel } from "@/components/casino/rule-set-label";
import { CountdownRing } from "@/components/table/Countdown";
import { useMoney } from "@/components/table/money";
import { Link } from "@/i18n/navigation";
import type { LiveView } from "@/lib/live/api";
import type { TableConfig } from "@/lib/table/tables";
import { phaseSeconds } from "./your-turn";

/**
 * Seconds to the phase's deadline, counted on the server's clock: the view says what time it
 * was there (`now`), so a browser clock that is off does not shift the countdown. The server
 * enforces the deadline (with a grace); this only shows it. Counted after hydration only, so
 * the server's render and the browser's first render agree.
 */
function LiveCountdown({
  deadline,
  serverNow,
  total,
}: {
  deadline: number | null;
  serverNow: number;
  /** The phase's length (s): the ring's whole (issue 29 walk finding 10). */
  total: number | null;
}) {
  const t = useTranslations("Live.table");
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    if (deadline === null) return setSeconds(null);
    const skew = serverNow - Date.now();
    const left = () => Math.max(0, Math.ceil((deadline - (Date.now() + skew)) / 1000));
    setSeconds(left());
    const id = window.setInterval(() => setSeconds(left()), 250);
    return () => window.clearInterval(id);
  }, [deadline, serverNow]);
  return (
    <span
      role="timer"
      data-testid="live-countdown"
      data-seconds={seconds ?? ""}
      className="inline-flex items-center gap-2"
    >
      {deadline !== null && seconds !== null && total ? (
        <CountdownRing share={seconds / total} urgent={seconds <= 5} />
      ) : null}
      {deadline === null ? t("noDeadline") : seconds === null ? "" : t("seconds", { seconds })}
    </span>
  );
}

/** The viewer's result of a settled round: the bank's net for the bank, else their seat's. */
function ownNet(view: LiveView): number | null {
  if (view.phase !== "settled" || !view.round) return null;
  if (view.you.role === "bank") return view.bank.net;
  return view.seats.find((s) => s.seat === view.you.seat)?.net ?? null;
}

/**
 * Seed 000's text fields, for every viewer: the casino whose rules the table plays (a class
 * table: its class's); player, bank or watcher; whom you play against; the last round's
 * result; points; balance; the bank's commission; the countdown; the log.
 */
export function LiveInfo({ view, table }: { view: LiveView; table: TableConfig }) {
  const t = useTranslations("Live.table");
  const money = useMoney(table.currency);
  const rulesLabel = useRuleSetLabel();
  // The last round's result stays after its results leave the felt: the server says it for
  // the table's last round (a reload keeps it); one played before that is kept here.
  const [seen, setSeen] = useState<{ round: string; net: number } | null>(null);
  const net = ownNet(view);
  const roundId = view.round?.id ?? null;
  useEffect(() => {
    if (net !== null && roundId !== null) setSeen({ round: roundId, net });
  }, [net, roundId]);
  const last = view.you.last ? { round: view.you.last.roundId, net: view.you.last.net } : seen;

  const { role, seat } = view.you;
  const players = view.seats.filter((s) => s.name !== null).map((s) => s.name as string);
  const against =
    role === "watcher"
      ? t("againstWatcher")
      : role === "bank"
        ? players.length > 0
          ? players.join(", ")
          : t("againstNobody")
        : view.bank.kind === "house"
          ? t("againstHouse")
          : (view.bank.name ?? t("againstHouse"));

  const rows: [string, string, React.ReactNode][] = [
    ["rules", t("rules"), rulesLabel(view.ruleSet)],
    ["role", t("roleLabel"), t(`role.${role}`, { seat: seat ?? 0 })],
    ["against", t("against"), against],
    // Who has the table open without a seat (issue 55), on every instance.
    ["watchers", t("watchers"), view.watchers],
    ["last", t("lastRound"), last ? money.signed(last.net) : t("lastRoundNone")],
    ["points", t("points"), view.you.points ?? "—"],
    ["balance", t("balance"), view.you.balance === null ? "—" : money.amount(view.you.balance)],
    [
      "commission",
      t("commission"),
      view.bank.kind === "house" ? t("commissionNone") : money.amount(view.round?.commission ?? 0),
    ],
    [
      "countdown",
      t("countdown"),
      <LiveCountdown
        key="c"
        deadline={view.deadline}
        serverNow={view.now}
        total={phaseSeconds(view, table)}
      />,
    ],
    [
      "log",
      t("log"),
      <Link key="l" href="/table/log" className="font-semibold text-chip-300 underline">
        {t("log")}
      </Link>,
    ],
  ];
  return (
    <>
      {view.bankLeft ? (
        // Why the bank went to the house: told to the whole table, the banker included.
        <p role="status" data-testid="live-bank-left" className="mt-3 text-sm font-semibold">
          {t(`bankLeft.${view.bankLeft.reason}`, { name: view.bankLeft.name ?? "" })}
        </p>
      ) : null}
      {view.phase === "settled" && view.bank.pushesAll ? (
        // The commission-free game's push hand: every seat's bet came back (RULES.md 12.3).
        <p role="status" data-testid="live-push-hand" className="mt-3 text-sm font-semibold">
          {t("pushHand", { variant: ruleSetOf(view.ruleSet).variant })}
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        {rows.map(([key, label, value]) => (
          <div key={key} className="contents">
            <dt className="text-felt-100">{label}</dt>
            <dd className="font-semibold break-words" data-testid={`live-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
