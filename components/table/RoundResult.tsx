"use client";

import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { ruleSetOf } from "@/components/casino/rule-set-label";
import type { BankView, RoundView, SeatView } from "@/lib/table/views";
import { useMoney } from "./money";
import type { Notice } from "./table-state";

/** A settled player round's result: the main bet, the bonus, who set the hand. */
export function RoundResult({
  round,
  seat,
  bank,
  resultRef,
}: {
  round: RoundView;
  seat: SeatView;
  bank: BankView;
  resultRef: Ref<HTMLDivElement>;
}) {
  const t = useTranslations("Table");
  const money = useMoney(round.currency);
  const { variant } = ruleSetOf(round.ruleSet);
  // The commission-free game's push hand pushes every bet, a foul too (RULES.md 12.3).
  const outcome = bank.pushesAll
    ? t("result.pushHand", { variant })
    : seat.foul
      ? t("result.foul", { amount: money.amount(seat.bet) })
      : seat.outcome === "win"
        ? variant === "standard"
          ? t("result.win", {
              amount: money.amount(seat.net ?? 0),
              commission: money.amount(seat.commission ?? 0),
            })
          : t("result.winFree", { amount: money.amount(seat.net ?? 0) })
        : seat.outcome === "push"
          ? t("result.push")
          : t("result.loss", { amount: money.amount(seat.bet) });
  const setBy =
    round.settledBy === "learner"
      ? t("setBy.learner")
      : round.settledBy === "timer"
        ? t("setBy.timer")
        : t("setBy.houseWay");
  return (
    <div
      ref={resultRef}
      tabIndex={-1}
      role="status"
      data-testid="round-result"
      data-outcome={seat.foul && !bank.pushesAll ? "foul" : seat.outcome}
      data-push-hand={bank.pushesAll ? "" : undefined}
      className="mt-2 rounded-lg bg-felt-950/45 px-3 py-2 focus:outline-none"
    >
      <p className="font-semibold">{outcome}</p>
      {seat.bonusBet > 0 && seat.bonusKey ? (
        <p className="text-sm text-felt-50" data-testid="bonus-result">
          {seat.bonusKey === "lose"
            ? t("result.bonusLost", { amount: money.amount(seat.bonusBet) })
            : t("result.bonusWon", {
                line: t(`bonusLines.${seat.bonusKey}`),
                amount: money.amount(seat.bonusNet ?? 0),
              })}
        </p>
      ) : null}
      <p className="text-xs text-felt-100">
        {setBy} · {t("dealerRule", { rule: bank.rule })}
      </p>
    </div>
  );
}

/** Why the round on screen is not the one this tab expected (the clock, another tab). */
export function NoticeLine({ notice }: { notice: Notice }) {
  const t = useTranslations("Table.notice");
  return (
    <p
      role="status"
      className="mt-2 rounded-lg bg-sky-100 px-3 py-2 text-sm text-sky-950"
      data-testid="notice"
    >
      {t(notice)}
    </p>
  );
}
