"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useEffect } from "react";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import { wayRuleName } from "@/lib/i18n/way-rule-name";
import type { LiveView } from "@/lib/live/api";
import type { BankingStatus } from "@/lib/table/bank";
import type { Currency, TableConfig } from "@/lib/table/tables";
import { Countdown } from "./Countdown";
import { useMoney } from "./money";
import { bankMark, SetHand } from "./SettledHands";
import {
  approveBy,
  bankedResult,
  bankLostFor,
  bankTimedOut,
  holdingBank,
  phaseOf,
  type TableEvent,
  type TableScreen,
} from "./table-state";

const button =
  "inline-flex items-center justify-center rounded-lg px-3 py-2.5 text-sm font-semibold shadow-sm disabled:cursor-not-allowed disabled:opacity-45";

interface BankCommands {
  bankStatus: (seats?: number) => void;
  takeBank: () => void;
  leaveBank: (timedOut: boolean) => void;
  approve: () => void;
}

/** What the two parts of the panel share: the table, its banking rules, the screen's state. */
interface BankProps {
  table: TableConfig;
  banking: NonNullable<TableConfig["banking"]>;
  state: TableScreen;
  fourColour: boolean;
  commands: BankCommands;
  dispatch: (event: TableEvent) => void;
}

/**
 * Banking (RULES.md 9): the entry rule checked and explained, then Approve (or Auto-approve)
 * each round within the table's approval time; when it runs out the learner leaves the bank.
 * The server deals the seats, sets every hand by the house way and settles at once. The round
 * shown is the table's one round (the reducer's), not a copy.
 */
export function BankPanel(props: BankProps & { busy: boolean; approving: boolean }) {
  const { banking, state, approving, commands } = props;
  const t = useTranslations("Table.bank");
  const { bank } = state;
  const holding = holdingBank(state);
  const points = state.view.you.points;

  // The entry rule, again whenever the seats or the points change (a round as a player).
  // biome-ignore lint/correctness/useExhaustiveDependencies: points is the reason to re-check
  useEffect(() => commands.bankStatus(bank.seats), [commands, bank.seats, points]);

  // Auto-approve: the next round a moment after the last one is shown.
  useEffect(() => {
    if (!holding || !bank.auto || approving) return;
    const id = window.setTimeout(commands.approve, bank.rounds > 0 ? 2_500 : 300);
    return () => window.clearTimeout(id);
  }, [holding, bank.auto, bank.rounds, approving, commands]);

  // A first visit has no learner yet, hence no points: the entry rule says so already.
  const status: BankingStatus = bank.status ?? {
    eligible: false,
    reason: "points",
    points: points ?? 0,
    minPoints: banking.minPoints,
    balance: 0,
    needBalance: 0,
  };
  const commission = useMoney(props.table.currency).percent(banking.commissionBp);
  return (
    <section
      aria-labelledby="bank-title"
      className="rounded-2xl bg-gradient-to-b from-stone-800 to-stone-900 p-3 text-white shadow-md sm:p-5"
      data-testid="bank-panel"
      data-holding={holding ? "" : undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="bank-title" className="text-lg font-semibold">
          {holding ? t("titleHolding") : t("title")}
        </h2>
        <p className="text-sm text-stone-200" data-testid="bank-points">
          {t("points", { points: status.points, min: status.minPoints })}
        </p>
      </div>
      <p className="mt-1 text-sm text-stone-300">{t("explain", { commission })}</p>
      {holding ? <BankHolding {...props} /> : <BankEntry {...props} status={status} />}
    </section>
  );
}

/** Not holding the bank: how many seats, Take the bank, and why not when the rule says no. */
function BankEntry({
  table,
  banking,
  state,
  busy,
  commands,
  dispatch,
  status,
}: BankProps & { busy: boolean; status: BankingStatus }) {
  const t = useTranslations("Table.bank");
  const tLive = useTranslations("Live");
  const money = useMoney(table.currency);
  const { bank } = state;
  const lost = bankLostFor(state);
  return (
    <div className="mt-3 flex flex-wrap items-end gap-3">
      <label className="flex flex-col text-sm">
        {t("seats")}
        <select
          value={bank.seats}
          onChange={(e) => dispatch({ type: "bank-seats", seats: Number(e.target.value) })}
          className="mt-1 rounded-lg bg-white px-3 py-2 text-stone-900"
        >
          {Array.from({ length: banking.maxSeats }, (_, k) => k + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        onClick={commands.takeBank}
        disabled={busy || phaseOf(state) === "setting" || !bank.status?.eligible}
        className={`${button} bg-chip-400 text-felt-950 hover:bg-chip-500`}
      >
        {t("take")}
      </button>
      {status.eligible ? null : (
        <p className="w-full text-sm text-amber-200" data-testid="bank-reason">
          {status.reason === "balance"
            ? t("needBalance", { amount: money.amount(status.needBalance) })
            : t("needPoints", { points: status.minPoints, have: status.points })}
        </p>
      )}
      {bank.rounds > 0 ? (
        <span className="text-sm text-stone-300" data-testid="bank-rounds">
          {t("rounds", { count: bank.rounds })}
        </span>
      ) : null}
      {bankTimedOut(state) ? (
        <p className="w-full text-sm text-sky-200" role="status" data-testid="bank-left">
          {t("timedOut")}
        </p>
      ) : lost ? (
        <p className="w-full text-sm text-sky-200" role="status" data-testid="bank-left">
          {tLive(`youLeftBank.${lost}`)}
        </p>
      ) : null}
    </div>
  );
}

/** Holding the bank: Approve, Auto-approve, Leave, the approval clock and the last round. */
function BankHolding({
  table,
  banking,
  state,
  approving,
  fourColour,
  commands,
  dispatch,
}: BankProps & { approving: boolean }) {
  const t = useTranslations("Table.bank");
  const { bank } = state;
  const round = bankedResult(state);
  const approveAt = approveBy(state);
  return (
    <div className="mt-3 space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={commands.approve}
          disabled={approving || bank.auto}
          className={`${button} bg-chip-400 text-felt-950 hover:bg-chip-500`}
        >
          {t("approve")}
        </button>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={bank.auto}
            onChange={(e) => dispatch({ type: "bank-auto", on: e.target.checked })}
            className="size-4"
          />
          {t("auto")}
        </label>
        <button
          type="button"
          onClick={() => commands.leaveBank(false)}
          className={`${button} bg-white/15 text-white hover:bg-white/25`}
        >
          {t("leave")}
        </button>
        {approveAt !== null && !bank.auto ? (
          <Countdown
            key={approveAt}
            deadlineAt={approveAt}
            offsetMs={state.offsetMs}
            totalSeconds={banking.approveSeconds}
            onExpire={() => commands.leaveBank(true)}
          />
        ) : null}
        <span className="text-sm text-stone-300" data-testid="bank-rounds">
          {t("rounds", { count: bank.rounds })}
        </span>
      </div>
      {round ? (
        <BankRound
          view={round}
          currency={table.currency}
          commissionBp={banking.commissionBp}
          coachText={bank.coach ? <BankCoachLine state={state} currency={table.currency} /> : null}
          fourColour={fourColour}
        />
      ) : null}
    </div>
  );
}

/**
 * One settled round as the bank: the bank's hand, each seat's, the house's commission on the
 * action (the server's figure) and the result.
 */
export function BankRound({
  view,
  currency,
  commissionBp,
  coachText,
  fourColour,
}: {
  view: LiveView;
  currency: Currency;
  commissionBp: number;
  coachText: React.ReactNode;
  fourColour: boolean;
}) {
  const t = useTranslations("Table.bank");
  const tTable = useTranslations("Table");
  const game = useGameTranslate();
  const money = useMoney(currency);
  const { bank } = view;
  const action = view.seats.reduce((sum, seat) => sum + (seat.bet ?? 0), 0);
  return (
    <div className="space-y-2" data-testid="bank-round">
      <SetHand
        label={t("yourBank")}
        hand={bank.cards?.join(" ") ?? ""}
        front={bank.front?.join(" ") ?? ""}
        backValue={bank.backValue ?? 0}
        frontValue={bank.frontValue ?? 0}
        backMark={null}
        frontMark={null}
        fourColour={fourColour}
        testId="bank-hand"
      />
      {bank.rule ? (
        <p className="text-xs text-stone-300">
          {t("rule", { rule: wayRuleName(game, bank.rule, "inSentence") })}
        </p>
      ) : null}
      <div className="grid gap-2 md:grid-cols-2">
        {view.seats.map((seat) => (
          <div key={seat.seat} data-testid="bank-seat" data-outcome={seat.outcome}>
            <SetHand
              label={t("seat", { seat: seat.seat, bet: money.short(seat.bet ?? 0) })}
              hand={seat.cards?.join(" ") ?? ""}
              front={seat.front?.join(" ") ?? ""}
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
      {coachText}
      <p className="text-sm text-stone-200" data-testid="bank-commission">
        {t("houseCommission", {
          percent: money.percent(commissionBp),
          bets: money.short(action),
          amount: money.amount(view.round?.commission ?? 0),
        })}
      </p>
      <p className="font-semibold" data-testid="bank-net" role="status">
        {t("net", { amount: money.signed(view.you.last?.net ?? bank.net ?? 0) })}
      </p>
    </div>
  );
}

function BankCoachLine({
  state,
  currency,
}: {
  state: TableScreen;
  currency: TableConfig["currency"];
}) {
  const t = useTranslations("Table.bank");
  const money = useMoney(currency);
  const format = useFormatter();
  const coach = state.bank.coach;
  if (!coach) return null;
  const ev = (value: number) =>
    format.number(value, {
      style: "percent",
      signDisplay: "exceptZero",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  return (
    <p className="text-sm text-stone-200" data-testid="bank-coach">
      {coach.houseWayIsBest
        ? t("coachBest", { ev: ev(coach.houseWayEv) })
        : t("coachNotBest", { ev: ev(coach.houseWayEv), best: ev(coach.bestEv) })}{" "}
      {t("coachExpected", { amount: money.fractional(coach.expected) })}
    </p>
  );
}
