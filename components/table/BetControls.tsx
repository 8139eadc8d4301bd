"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { BetProblem } from "@/lib/table/bets";
import type { TableConfig } from "@/lib/table/tables";
import { BetCircle } from "./BetCircle";
import type { BetAndSet, BetAndSetEvent } from "./bet-and-set-state";
import { Kbd, primary, secondary } from "./buttons";
import { ChipRack } from "./ChipRack";
import { useMoney } from "./money";
import { sideBetEdges } from "./side-bet-edges";
import { learnerSeat, type TableScreen } from "./table-state";

/**
 * Betting (RULES.md 8, 10) at the own and the live table: the main and bonus circles, the
 * rack, and in place why the chips cannot be dealt (walk #2: over the maximum, under the
 * minimum, the bonus, the balance).
 */
export function BetControls({
  table,
  state,
  problem,
  busy,
  houseEdge,
  dispatch,
}: {
  table: TableConfig;
  state: TableScreen;
  /** Why the chips cannot be dealt (the server's own check), or null. */
  problem: BetProblem | null;
  busy: boolean;
  houseEdge: number;
  dispatch: (event: BetAndSetEvent) => void;
}) {
  const t = useTranslations("Table");
  const format = useFormatter();
  const money = useMoney(table.currency);
  const percent = (edge: number) =>
    format.number(edge, { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // The side bets as this table pays them (RULES.md 13.2): a class table's by its class's tables.
  const offer = state.view.sideBets;
  const edges = sideBetEdges(state.view);
  const tSide = (key: string, values?: Record<string, string>) =>
    t(`sideBets.${key}` as never, values as never);
  const circle = (kind: "main" | "bonus" | "emperors" | "dealerHand") => ({
    kind,
    chips:
      kind === "main"
        ? state.chips
        : kind === "bonus"
          ? state.bonusChips
          : (state.sideChips?.[kind] ?? []),
    rackChips: table.chips,
    currency: table.currency,
    selected: state.target === kind,
    editable: !busy,
    onSelect: () => dispatch({ type: "select", target: kind }),
    onRemoveLast: () => dispatch({ type: "remove-chip", target: kind }),
  });
  return (
    <>
      <div className="mt-3 flex flex-col items-center gap-3 sm:flex-row sm:items-start sm:justify-center sm:gap-8">
        <div className="flex items-start gap-4">
          <BetCircle {...circle("main")} />
          {table.bonus ? (
            <BetCircle
              {...circle("bonus")}
              note={t("bonusLimits", {
                min: money.short(table.bonus.minBet),
                max: money.short(table.bonus.maxBet),
                edge: percent(offer ? edges.fortune : houseEdge),
              })}
            />
          ) : null}
          {offer?.offered.includes("emperors-challenge") &&
          table.sideBets?.["emperors-challenge"] ? (
            <BetCircle
              {...circle("emperors")}
              name={tSide("names.emperors-challenge")}
              note={t("bonusLimits", {
                min: money.short(table.sideBets["emperors-challenge"].minBet),
                max: money.short(table.sideBets["emperors-challenge"].maxBet),
                edge: percent(edges.emperors),
              })}
            />
          ) : null}
          {edges.dealerHand && table.sideBets?.[edges.dealerHand.name] ? (
            <BetCircle
              {...circle("dealerHand")}
              name={tSide(`names.${edges.dealerHand.name}`)}
              note={
                edges.dealerHand.edge === null
                  ? undefined
                  : t("bonusLimits", {
                      min: money.short(table.sideBets[edges.dealerHand.name]?.minBet ?? 0),
                      max: money.short(table.sideBets[edges.dealerHand.name]?.maxBet ?? 0),
                      edge: percent(edges.dealerHand.edge),
                    })
              }
            />
          ) : null}
        </div>
        <ChipRack
          chips={table.chips}
          currency={table.currency}
          disabled={busy}
          onChip={(value) => dispatch({ type: "chip", value })}
        />
      </div>
      {offer?.envy && table.bonus ? (
        <p className="mt-2 text-xs text-felt-100" data-testid="envy-rule">
          {tSide("envyRule", { min: money.short(500) })}
        </p>
      ) : null}
      {problem ? <BetProblemNote problem={problem} currency={table.currency} /> : null}
    </>
  );
}

/**
 * Deal, Clear and Re-Bet (RULES.md 8), the same buttons and keys at the own and the live table.
 */
export function BetButtons({
  state,
  busy,
  canDeal,
  dealing = false,
  onDeal,
  dispatch,
}: {
  state: BetAndSet;
  busy: boolean;
  canDeal: boolean;
  dealing?: boolean;
  onDeal: () => void;
  dispatch: (event: BetAndSetEvent) => void;
}) {
  const t = useTranslations("Table");
  return (
    <>
      <button
        type="button"
        onClick={onDeal}
        disabled={busy || !canDeal}
        aria-keyshortcuts="Enter D"
        className={primary}
      >
        {dealing ? t("dealing") : t("deal")}
        <Kbd>D</Kbd>
      </button>
      <button
        type="button"
        onClick={() => dispatch({ type: "clear-bets" })}
        disabled={busy || (state.chips.length === 0 && state.bonusChips.length === 0)}
        aria-keyshortcuts="C Escape"
        className={secondary}
      >
        {t("clear")}
        <Kbd>C</Kbd>
      </button>
      <button
        type="button"
        onClick={() => dispatch({ type: "re-bet" })}
        disabled={busy || !state.lastBets}
        aria-keyshortcuts="B"
        className={secondary}
      >
        {t("reBet")}
        <Kbd>B</Kbd>
      </button>
    </>
  );
}

/** Why the chips cannot be dealt, in place (the own and the live table). */
function BetProblemNote({
  problem,
  currency,
  className = "mt-2",
}: {
  problem: BetProblem;
  currency: TableConfig["currency"];
  className?: string;
}) {
  const t = useTranslations("Table");
  const money = useMoney(currency);
  return (
    <p
      role="status"
      className={`${className} rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-950`}
      data-testid="bet-problem"
      data-problem={problem.kind}
    >
      {problemText(problem, t, money)}
    </p>
  );
}

function problemText(
  problem: BetProblem,
  t: ReturnType<typeof useTranslations<"Table">>,
  money: ReturnType<typeof useMoney>,
): string {
  if (problem.kind === "balance")
    return t("betProblem.balance", { balance: money.amount(problem.balance) });
  return t(`betProblem.${problem.kind}`, { limit: money.short(problem.limit) });
}

/** While a round is open: what is on the circles. */
export function BetsInPlay({ state }: { state: TableScreen }) {
  const t = useTranslations("Table");
  const seat = learnerSeat(state.view);
  const money = useMoney(state.rules.currency);
  return (
    <p className="mt-2 text-sm text-felt-100" data-testid="bets-in-play">
      {t("betsInPlay", { bet: money.short(seat?.bet ?? 0) })}
      {seat?.bonus ? ` · ${t("bonusInPlay", { bet: money.short(seat.bonus) })}` : null}
      {seat?.sides?.emperorsBet
        ? ` · ${t("sideBets.inPlay", {
            name: t("sideBets.names.emperors-challenge"),
            bet: money.short(seat.sides.emperorsBet),
          })}`
        : null}
      {seat?.sides?.dealerHandBet
        ? ` · ${t("sideBets.inPlay", {
            name: t(
              `sideBets.names.${state.view.ruleSet.endsWith("/cf") ? "tiger-9" : "queens-dragon"}`,
            ),
            bet: money.short(seat.sides.dealerHandBet),
          })}`
        : null}
    </p>
  );
}
