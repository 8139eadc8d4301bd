"use client";

import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { ruleSetOf } from "@/components/casino/rule-set-label";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import { wayRuleName } from "@/lib/i18n/way-rule-name";
import type { LiveSeatView, LiveView } from "@/lib/live/api";
import type { Currency } from "@/lib/table/tables";
import { useMoney } from "./money";
import type { Notice } from "./table-state";

/** A settled player round's result: the main bet, the bonus, who set the hand. */
export function RoundResult({
  view,
  seat,
  bank,
  currency,
  resultRef,
}: {
  view: LiveView;
  seat: LiveSeatView;
  bank: LiveView["bank"];
  currency: Currency;
  resultRef: Ref<HTMLDivElement>;
}) {
  const t = useTranslations("Table");
  const game = useGameTranslate();
  const money = useMoney(currency);
  const { variant } = ruleSetOf(view.ruleSet);
  const bet = seat.bet ?? 0;
  // The view's net holds the bonus: the main bet's alone is told here.
  const sides = seat.sides;
  const mainNet =
    (seat.net ?? 0) -
    (seat.bonusNet ?? 0) -
    (sides?.emperorsNet ?? 0) -
    (sides?.dealerHandNet ?? 0) -
    (sides?.envyPaid ?? 0);
  // The commission-free game's push hand pushes every bet, a foul too (RULES.md 12.3).
  const outcome = bank.pushesAll
    ? t("result.pushHand", { variant })
    : seat.outcome === "foul"
      ? t("result.foul", { amount: money.amount(bet) })
      : seat.outcome === "win"
        ? variant === "standard"
          ? t("result.win", {
              amount: money.amount(mainNet),
              commission: money.amount(seat.commission ?? 0),
            })
          : t("result.winFree", { amount: money.amount(mainNet) })
        : seat.outcome === "push"
          ? t("result.push")
          : t("result.loss", { amount: money.amount(bet) });
  const setBy =
    seat.setBy === "learner"
      ? t("setBy.learner")
      : seat.setBy === "timer"
        ? t("setBy.timer")
        : t("setBy.houseWay");
  return (
    <div
      ref={resultRef}
      tabIndex={-1}
      role="status"
      data-testid="round-result"
      data-outcome={seat.outcome}
      data-push-hand={bank.pushesAll ? "" : undefined}
      className="mt-2 rounded-lg bg-felt-950/45 px-3 py-2 focus:outline-none"
    >
      <p className="font-semibold">{outcome}</p>
      {seat.bonus && seat.bonusKey ? (
        <p className="text-sm text-felt-50" data-testid="bonus-result">
          {seat.bonusKey === "lose"
            ? t("result.bonusLost", { amount: money.amount(seat.bonus) })
            : t("result.bonusWon", {
                line: t(`bonusLines.${seat.bonusKey}`),
                amount: money.amount(seat.bonusNet ?? 0),
              })}
        </p>
      ) : null}
      {sides ? <SideBetResults sides={sides} variant={variant} currency={currency} /> : null}
      <p className="text-xs text-felt-100">
        {setBy}
        {bank.rule
          ? ` · ${t("dealerRule", { rule: wayRuleName(game, bank.rule, "inSentence") })}`
          : null}
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

/** Each side bet's result and the Envy paid (RULES.md 13.2), under the main bet's. */
function SideBetResults({
  sides,
  variant,
  currency,
}: {
  sides: NonNullable<LiveSeatView["sides"]>;
  variant: string;
  currency: Currency;
}) {
  const t = useTranslations("Table");
  const money = useMoney(currency);
  const side = (key: string, values: Record<string, string | number>) =>
    t(`sideBets.${key}` as never, values as never);
  const lines: Array<[string, string]> = [];
  if (sides.emperorsBet > 0 && sides.emperorsKey !== null) {
    const name = side("names.emperors-challenge", {});
    const key = sides.emperorsKey;
    lines.push([
      "emperors",
      key === "lose"
        ? side("lost", { name, amount: money.amount(sides.emperorsBet) })
        : side("won", {
            name,
            line: key.startsWith("pai-gow")
              ? side(`lines.${key}`, {})
              : t(`bonusLines.${key as Exclude<typeof key, `pai-gow-${string}`>}`),
            amount: money.amount(sides.emperorsNet ?? 0),
          }),
    ]);
  }
  if (sides.dealerHandBet > 0 && sides.dealerHandNet !== null) {
    const name = side(`names.${variant === "cf" ? "tiger-9" : "queens-dragon"}`, {});
    lines.push([
      "dealer-hand",
      sides.dealerHandNet > 0
        ? side("wonPlain", { name, amount: money.amount(sides.dealerHandNet) })
        : side("lost", { name, amount: money.amount(sides.dealerHandBet) }),
    ]);
  }
  if ((sides.envyPaid ?? 0) > 0)
    lines.push(["envy", side("envyPaid", { amount: money.amount(sides.envyPaid ?? 0) })]);
  return (
    <>
      {lines.map(([id, text]) => (
        <p key={id} className="text-sm text-felt-50" data-testid={`side-result-${id}`}>
          {text}
        </p>
      ))}
    </>
  );
}
