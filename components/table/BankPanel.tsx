"use client";

import { useMutation } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  bankAction,
  bankStatusAction,
  leaveBankAction,
  takeBankAction,
} from "@/app/[locale]/table/actions";
import { useFourColourDeck } from "@/components/cards/deck-preference";
import type { BankCoachView, BankingStatus } from "@/lib/table/bank";
import type { TableErrorCode } from "@/lib/table/errors";
import type { TableConfig } from "@/lib/table/tables";
import type { RoundView, WalletView } from "@/lib/table/views";
import { Countdown } from "./Countdown";
import { useMoney } from "./money";
import { bankMark, SetHand } from "./SettledHands";

const button =
  "inline-flex items-center justify-center rounded-lg px-3 py-2.5 text-sm font-semibold shadow-sm disabled:cursor-not-allowed disabled:opacity-45";

/**
 * Banking (RULES.md 9): the entry rule checked and explained, then Approve (or Auto-approve)
 * each round within the table's approval time; when it runs out the learner leaves the bank.
 * The server deals the seats, sets every hand by the house way and settles at once.
 */
export function BankPanel({
  table,
  onWallet,
  disabled,
  points,
}: {
  table: TableConfig & { banking: NonNullable<TableConfig["banking"]> };
  onWallet: (wallet: WalletView) => void;
  disabled: boolean;
  /** The learner's points as last seen: a change (a round as a player) re-checks the entry rule. */
  points: number | null;
}) {
  const t = useTranslations("Table.bank");
  const tTable = useTranslations("Table");
  const money = useMoney(table.currency);
  const [fourColour] = useFourColourDeck();
  const [seats, setSeats] = useState(1);
  const [status, setStatus] = useState<BankingStatus | null>(null);
  const [banking, setBanking] = useState(false);
  const [auto, setAuto] = useState(false);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [round, setRound] = useState<RoundView | null>(null);
  const [coach, setCoach] = useState<BankCoachView | null>(null);
  const [rounds, setRounds] = useState(0);
  const [left, setLeft] = useState(false);
  const [error, setError] = useState<TableErrorCode | "no-learner" | "network" | null>(null);
  const statusMutation = useMutation({
    mutationFn: (input: Parameters<typeof bankStatusAction>[0]) => bankStatusAction(input),
  });
  const bankMutation = useMutation({
    mutationFn: (input: Parameters<typeof bankAction>[0]) => bankAction(input),
  });
  const approveSeconds = table.banking.approveSeconds;
  const format = useFormatter();
  const evText = (ev: number) =>
    format.number(ev, {
      style: "percent",
      signDisplay: "exceptZero",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });

  const refresh = useCallback(
    (count: number) => {
      statusMutation.mutate(
        { tableId: table.id, seats: count },
        {
          onSuccess: (r) => {
            if (r.status === "bank-status") setStatus(r.bank);
            else if (r.code !== "no-learner") setError(r.code);
          },
        },
      );
    },
    [statusMutation.mutate, table.id],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: points is the reason to re-check
  useEffect(() => refresh(seats), [refresh, seats, points]);

  const takeMutation = useMutation({
    mutationFn: (input: Parameters<typeof takeBankAction>[0]) => takeBankAction(input),
  });
  const take = () => {
    setError(null);
    takeMutation.mutate(
      { tableId: table.id, seats },
      {
        onSuccess: (r) => {
          if (r.status === "error") {
            setError(r.code);
            refresh(seats);
            return;
          }
          setBanking(true);
          setLeft(false);
          setRound(null);
          setRounds(0);
          setDeadline(r.approveBy);
        },
        onError: () => setError("network"),
      },
    );
  };
  const leave = useCallback(
    (timedOut: boolean) => {
      setBanking(false);
      setAuto(false);
      setDeadline(null);
      setLeft(timedOut);
      // The server ends the session by its own clock too; this only says so at once.
      void leaveBankAction({ tableId: table.id }).then(() => refresh(seats));
    },
    [table.id, refresh, seats],
  );
  const approve = useCallback(() => {
    if (bankMutation.isPending) return;
    setError(null);
    bankMutation.mutate(
      { tableId: table.id },
      {
        onSuccess: (r) => {
          if (r.status === "error") {
            setError(r.code);
            if (
              r.code === "bank-timeout" ||
              r.code === "not-banking" ||
              r.code === "bank-entry-rule"
            )
              leave(r.code === "bank-timeout");
            return;
          }
          setRound(r.round);
          setCoach(r.coach);
          setRounds((n) => n + 1);
          onWallet(r.wallet);
          setDeadline(Date.now() + approveSeconds * 1000);
          refresh(seats);
        },
        onError: () => setError("network"),
      },
    );
  }, [bankMutation, table.id, seats, onWallet, approveSeconds, refresh, leave]);

  // Auto-approve: the next round a moment after the last one is shown.
  const autoTimer = useRef<number | null>(null);
  useEffect(() => {
    if (!banking || !auto || bankMutation.isPending) return;
    autoTimer.current = window.setTimeout(approve, round ? 2_500 : 300);
    return () => {
      if (autoTimer.current !== null) window.clearTimeout(autoTimer.current);
    };
  }, [banking, auto, round, bankMutation.isPending, approve]);

  const onExpire = useCallback(() => {
    if (!auto) leave(true);
  }, [auto, leave]);

  // A first visit has no learner yet, hence no points: the entry rule says so already.
  const shown: BankingStatus = status ?? {
    eligible: false,
    reason: "points",
    points: points ?? 0,
    minPoints: table.banking.minPoints,
    balance: 0,
    needBalance: 0,
  };
  const reason = shown.eligible ? null : shown.reason;
  return (
    <section
      aria-labelledby="bank-title"
      className="rounded-2xl bg-gradient-to-b from-stone-800 to-stone-900 p-3 text-white shadow-md sm:p-5"
      data-testid="bank-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="bank-title" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-stone-200" data-testid="bank-points">
          {t("points", { points: shown.points, min: shown.minPoints })}
        </p>
      </div>
      <p className="mt-1 text-sm text-stone-300">{t("explain", { commission: "1.5%" })}</p>

      {!banking ? (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <label className="flex flex-col text-sm">
            {t("seats")}
            <select
              value={seats}
              onChange={(e) => setSeats(Number(e.target.value))}
              className="mt-1 rounded-lg bg-white px-3 py-2 text-stone-900"
            >
              {Array.from({ length: table.banking.maxSeats }, (_, k) => k + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            onClick={take}
            disabled={disabled || !status?.eligible || takeMutation.isPending}
            className={`${button} bg-chip-400 text-felt-950 hover:bg-chip-500`}
          >
            {t("take")}
          </button>
          {reason ? (
            <p className="w-full text-sm text-amber-200" data-testid="bank-reason">
              {reason === "points"
                ? t("needPoints", { points: shown.minPoints, have: shown.points })
                : t("needBalance", { amount: money.amount(shown.needBalance) })}
            </p>
          ) : null}
          {rounds > 0 ? (
            <span className="text-sm text-stone-300" data-testid="bank-rounds">
              {t("rounds", { count: rounds })}
            </span>
          ) : null}
          {left ? (
            <p className="w-full text-sm text-sky-200" role="status" data-testid="bank-left">
              {t("timedOut")}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="mt-3 space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={approve}
              disabled={bankMutation.isPending || auto}
              className={`${button} bg-chip-400 text-felt-950 hover:bg-chip-500`}
            >
              {t("approve")}
            </button>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={auto}
                onChange={(e) => setAuto(e.target.checked)}
                className="size-4"
              />
              {t("auto")}
            </label>
            <button
              type="button"
              onClick={() => leave(false)}
              className={`${button} bg-white/15 text-white hover:bg-white/25`}
            >
              {t("leave")}
            </button>
            {deadline !== null && !auto ? (
              <Countdown
                key={deadline}
                deadlineAt={deadline}
                offsetMs={0}
                totalSeconds={approveSeconds}
                onExpire={onExpire}
              />
            ) : null}
            <span className="text-sm text-stone-300" data-testid="bank-rounds">
              {t("rounds", { count: rounds })}
            </span>
          </div>
          {round?.bank ? (
            <div className="space-y-2" data-testid="bank-round">
              <SetHand
                label={t("yourBank")}
                hand={round.bank.hand}
                front={round.bank.front}
                backValue={round.bank.backValue}
                frontValue={round.bank.frontValue}
                backMark={null}
                frontMark={null}
                fourColour={fourColour}
                testId="bank-hand"
              />
              <p className="text-xs text-stone-300">{t("rule", { rule: round.bank.rule })}</p>
              <div className="grid gap-2 md:grid-cols-2">
                {round.seats.map((seat) => (
                  <div key={seat.seat} data-testid="bank-seat" data-outcome={seat.outcome}>
                    <SetHand
                      label={t("seat", { seat: seat.seat, bet: money.short(seat.bet) })}
                      hand={seat.hand}
                      front={seat.front ?? ""}
                      backValue={seat.backValue ?? 0}
                      frontValue={seat.frontValue ?? 0}
                      backMark={seat.backMark}
                      frontMark={seat.frontMark}
                      fourColour={fourColour}
                      testId={`bank-seat-${seat.seat}`}
                    />
                    <p className="mt-1 text-xs text-stone-200">
                      {t("seatResult", {
                        back: seat.backMark ? tTable(`marks.${bankMark(seat.backMark)}`) : "",
                        front: seat.frontMark ? tTable(`marks.${bankMark(seat.frontMark)}`) : "",
                      })}
                    </p>
                  </div>
                ))}
              </div>
              {coach ? (
                <p className="text-sm text-stone-200" data-testid="bank-coach">
                  {coach.houseWayIsBest
                    ? t("coachBest", { ev: evText(coach.houseWayEv) })
                    : t("coachNotBest", {
                        ev: evText(coach.houseWayEv),
                        best: evText(coach.bestEv),
                      })}{" "}
                  {t("coachExpected", { amount: money.fractional(coach.expected) })}
                </p>
              ) : null}
              <p className="font-semibold" data-testid="bank-net" role="status">
                {t("net", {
                  amount: money.signed((round.balanceAfter ?? 0) - round.balanceBefore),
                })}
              </p>
            </div>
          ) : null}
        </div>
      )}
      {error ? (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          {tTable(`errors.${error}`)}
        </p>
      ) : null}
    </section>
  );
}
