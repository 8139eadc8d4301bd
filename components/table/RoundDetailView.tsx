"use client";

import { useFormatter, useTranslations } from "next-intl";
import { ruleSetOf, useRuleSetLabel } from "@/components/casino/rule-set-label";
import { Link } from "@/i18n/navigation";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import { useTableName } from "@/lib/i18n/use-table-name";
import { wayRuleName } from "@/lib/i18n/way-rule-name";
import type { SideBetsView } from "@/lib/table/side-bets";
import type { TableConfig } from "@/lib/table/tables";
import { ownResult, ownSeat, type RoundDetail } from "@/lib/table/view-shapes";
import { useMoney } from "./money";
import { bankMark, DealtHand, ShownHand } from "./SettledHands";

/** One round of the log: both settings with their marks, the bets, the money it moved. */
export function RoundDetailView({
  detail,
  tableName,
  table,
}: {
  detail: RoundDetail;
  /** The name when the table's config is gone (the config's id, or its English name). */
  tableName: string;
  /** The round's table config, named in the reader's words (issue 32). */
  table?: TableConfig;
}) {
  const t = useTranslations("TableLog");
  const tTable = useTranslations("Table");
  const game = useGameTranslate();
  const format = useFormatter();
  const money = useMoney(detail.round.currency);
  const { round } = detail;
  const seat = ownSeat(round);
  const time = format.dateTime(round.dealtAt, { dateStyle: "medium", timeStyle: "medium" });
  const facts = useRoundFacts(detail, tableName, table);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-felt-900 sm:text-3xl">
          {t("round.title", { time })}
        </h1>
        <Link
          href={`/table/log?table=${round.tableId}`}
          className="font-semibold text-felt-700 underline"
        >
          {t("backToLog")}
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5" aria-label={t("round.facts")}>
        {facts.map(([id, label, value]) => (
          <div key={id} className="rounded-lg border border-stone-200 bg-white px-3 py-2">
            <dt className="text-xs text-stone-500">{label}</dt>
            <dd className="font-semibold" data-testid={`round-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {round.role === "banker" && round.bank ? (
        <div className="grid gap-3 rounded-2xl bg-stone-800 p-3 text-white md:grid-cols-2">
          <ShownHand
            label={tTable("bank.yourBank")}
            hand={{ ...round.bank, foul: false, backMark: null, frontMark: null }}
            testId="bank-hand"
            labelShown
            level={2}
          />
          {round.seats.map((s) => (
            <ShownHand
              key={s.seat}
              // A live table's player by their account name (a simulated seat has none).
              label={[tTable("bank.seat", { seat: s.seat, bet: money.short(s.bet) }), s.name]
                .filter(Boolean)
                .join(" · ")}
              hand={s}
              testId={`seat-${s.seat}`}
              labelShown
              level={2}
            />
          ))}
        </div>
      ) : null}
      {round.status === "open" && seat ? (
        // An open round: the viewer's own seven cards, and nobody else's (RULES.md 11.3).
        <div className="rounded-2xl bg-felt-800 p-3 text-white">
          <DealtHand label={tTable("you")} cards={seat.cards} testId="open-hand" />
        </div>
      ) : null}
      {seat?.front && round.bank ? (
        <div className="grid gap-3 rounded-2xl bg-felt-800 p-3 text-white md:grid-cols-2">
          <ShownHand label={tTable("you")} hand={seat} testId="player-hands" labelShown level={2} />
          <ShownHand
            label={tTable("dealer")}
            hand={{
              ...round.bank,
              foul: false,
              backMark: seat.backMark ? bankMark(seat.backMark) : null,
              frontMark: seat.frontMark ? bankMark(seat.frontMark) : null,
            }}
            testId="dealer-hands"
            labelShown
            level={2}
          />
          <p className="text-sm text-felt-100 md:col-span-2">
            {tTable("dealerRule", { rule: wayRuleName(game, round.bank.rule, "inSentence") })}
          </p>
          {round.bank.pushesAll ? (
            <p className="text-sm font-semibold md:col-span-2" data-testid="round-push-hand">
              {tTable("result.pushHand", { variant: ruleSetOf(round.ruleSet).variant })}
            </p>
          ) : null}
        </div>
      ) : null}
      <section
        aria-labelledby="ledger-title"
        className="rounded-xl border border-stone-200 bg-white p-4"
      >
        <h2 id="ledger-title" className="font-semibold text-felt-900">
          {t("round.ledger")}
        </h2>
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="text-left text-xs text-stone-500 uppercase">
              {/* The rows' own headers name each line: no column header here (an empty th is
                  one a screen reader announces as nothing). */}
              <td className="py-1" />
              <th scope="col" className="py-1 text-right">
                {t("round.amount")}
              </th>
              <th scope="col" className="py-1 text-right">
                {t("round.after")}
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.ledger.map((line, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: ledger lines are in order and never move
              <tr key={k} data-testid="ledger-line" className="border-t border-stone-100">
                <th scope="row" className="py-1 text-left font-normal">
                  {t(`round.ledgerKinds.${line.kind as "bet"}`)}
                </th>
                <td className="py-1 text-right font-mono tabular-nums">
                  {money.signed(line.amount)}
                </td>
                <td className="py-1 text-right font-mono tabular-nums">
                  {money.amount(line.balanceAfter)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/** The round's facts as label and value, each with its test id: what the page lists first. */
function useRoundFacts(
  detail: RoundDetail,
  tableName: string,
  table?: TableConfig,
): Array<[string, string, string]> {
  const nameOf = useTableName();
  const t = useTranslations("TableLog");
  const tTable = useTranslations("Table");
  const money = useMoney(detail.round.currency);
  const rulesLabel = useRuleSetLabel();
  const { round } = detail;
  const seat = ownSeat(round);
  // One reading of the viewer's part for either role: as the bank, the bets against it, its
  // result and the house's commission on them (issue 29).
  const own = ownResult(round);
  return [
    ["table", t("round.table"), table ? nameOf(table) : tableName],
    // The casino the round was played by (its own rule set, kept with the round).
    ["rules", t("round.rules"), rulesLabel(round.ruleSet)],
    ["role", t("round.role"), t(`roles.${round.role}`)],
    ["bet", own.role === "banker" ? t("round.action") : t("round.bet"), money.amount(own.stake)],
    ["bonus-bet", t("round.bonusBet"), money.amount(own.bonusBet)],
    ["outcome", t("round.outcome"), own.outcome ? t(`outcomes.${own.outcome}`) : ""],
    ["commission", t("round.commission"), money.amount(own.commission)],
    [
      "bonus-line",
      t("round.bonusLine"),
      seat?.bonusKey
        ? `${tTable(`bonusLines.${seat.bonusKey}`)} (${money.signed(seat.bonusNet ?? 0)})`
        : "–",
    ],
    // The other side bets and the Envy (RULES.md 13.2), where the seat had any.
    ...sideRows(seat?.sides, round.ruleSet, tTable, money),
    ["set-by", t("round.setBy"), round.settledBy ? t(`setBy.${round.settledBy}`) : ""],
    ["balance-before", t("round.balanceBefore"), money.amount(round.balanceBefore)],
    [
      "balance-after",
      t("round.balanceAfter"),
      round.balanceAfter !== null ? money.amount(round.balanceAfter) : "",
    ],
  ];
}

/** A seat's side bets as rows of the round's page: each bet's line and result, the Envy paid. */
function sideRows(
  sides: SideBetsView | undefined,
  ruleSet: string,
  tTable: ReturnType<typeof useTranslations<"Table">>,
  money: ReturnType<typeof useMoney>,
): Array<[string, string, string]> {
  if (!sides) return [];
  const side = (key: string) => tTable(`sideBets.${key}` as never);
  const rows: Array<[string, string, string]> = [];
  if (sides.emperorsBet > 0 && sides.emperorsKey !== null) {
    const key = sides.emperorsKey;
    const line =
      key === "lose"
        ? "–"
        : key.startsWith("pai-gow")
          ? side(`lines.${key}`)
          : tTable(`bonusLines.${key as Exclude<typeof key, `pai-gow-${string}`>}`);
    rows.push([
      "emperors",
      side("names.emperors-challenge"),
      `${line} (${money.signed(sides.emperorsNet ?? 0)})`,
    ]);
  }
  if (sides.dealerHandBet > 0 && sides.dealerHandNet !== null)
    rows.push([
      "dealer-hand",
      side(`names.${ruleSet.endsWith("/cf") ? "tiger-9" : "queens-dragon"}`),
      money.signed(sides.dealerHandNet),
    ]);
  if ((sides.envyPaid ?? 0) > 0)
    rows.push(["envy", side("envy"), money.signed(sides.envyPaid ?? 0)]);
  return rows;
}
