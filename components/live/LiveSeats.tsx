"use client";

import { useTranslations } from "next-intl";
import { useMoney } from "@/components/table/money";
import { ShownHand } from "@/components/table/SettledHands";
import type { LiveView } from "@/lib/live/api";
import type { ReactionId } from "@/lib/table/machine/reactions";
import type { TableConfig } from "@/lib/table/tables";
import { bankOutcome } from "@/lib/table/view-shapes";
import { ReactionBubble } from "./LiveReactions";

const NO_REACTIONS: ReadonlyMap<number, ReactionId> = new Map();

/**
 * The bank and the seats: who sits where, the bets on the felt and, once settled, every hand
 * and result. Before settling the view holds no card but the viewer's own, so nothing here can
 * show another's.
 */
export function LiveSeats({
  view,
  table,
  reactions = NO_REACTIONS,
}: {
  view: LiveView;
  table: TableConfig;
  /** Quick reactions on show, by seat (0: the bank's). */
  reactions?: ReadonlyMap<number, ReactionId>;
}) {
  const t = useTranslations("Live.table");
  const tLog = useTranslations("TableLog");
  const money = useMoney(table.currency);
  const settled = view.phase === "settled";
  const bankName = view.bank.kind === "house" ? t("bankHouse") : (view.bank.name ?? "");

  return (
    <div className="mt-4 space-y-3">
      <section
        aria-label={t("bankTitle")}
        data-testid="live-bank"
        className="rounded-lg bg-felt-950/30 p-2 sm:p-3"
      >
        <h2 className="text-sm font-semibold text-felt-50">
          {t("bankTitle")}: <span data-testid="live-bank-name">{bankName}</span>
          {view.you.role === "bank" ? ` (${t("you")})` : ""}
          {view.bank.away ? <AwayNote /> : null}
          {reactions.has(0) ? (
            <ReactionBubble name={bankName} reaction={reactions.get(0) as ReactionId} />
          ) : null}
        </h2>
        {view.bank.balance !== null ? (
          // A learner bank's balance and points, for every player to see (issue 29).
          <p className="text-sm text-felt-100" data-testid="live-bank-wallet">
            {t("bankWallet", {
              balance: money.amount(view.bank.balance),
              points: view.bank.points ?? 0,
            })}
          </p>
        ) : null}
        {/* Once settled; at Face Up (13.1) the view carries them from the deal. */}
        {(settled || view.phase === "setting") && view.bank.cards && view.bank.front ? (
          <div className="mt-2">
            <ShownHand
              label={t("bankTitle")}
              hand={{ ...view.bank, foul: false, backMark: null, frontMark: null }}
              testId="live-bank-hand"
            />
          </div>
        ) : null}
        {view.bank.net !== null ? (
          <p className="mt-1 text-sm font-semibold" data-testid="live-bank-net">
            <span data-testid="live-bank-outcome">
              {tLog(`outcomes.${bankOutcome(view.bank.net)}`)}
            </span>
            {" · "}
            {t("bankNet", { net: money.signed(view.bank.net) })}
          </p>
        ) : null}
      </section>

      <section aria-label={t("seatsTitle")}>
        <h2 className="sr-only">{t("seatsTitle")}</h2>
        {view.seats.some((seat) => seat.bot) ? (
          <p className="mb-2 text-xs text-felt-100" data-testid="live-bots-note">
            {view.botWay === "trainer" ? t("botsNoteTrainer") : t("botsNote")}
          </p>
        ) : null}
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {view.seats.map((seat) => {
            const mine = view.you.role === "player" && view.you.seat === seat.seat;
            return (
              <li
                key={seat.seat}
                data-testid="live-seat"
                data-seat={seat.seat}
                data-name={seat.name ?? ""}
                data-bot={seat.bot ? "" : undefined}
                className={`rounded-lg p-2 text-sm sm:p-3 ${mine ? "bg-felt-950/50 ring-2 ring-chip-400" : "bg-felt-950/25"}`}
              >
                <p className="font-semibold">
                  {t("seat", { seat: seat.seat })}:{" "}
                  {seat.bot ? (
                    <span data-testid="live-bot">{t("botSeat", { name: seat.name ?? "" })}</span>
                  ) : (
                    (seat.name ?? <span className="text-felt-200">{t("freeSeat")}</span>)
                  )}
                  {mine ? ` (${t("you")})` : ""}
                  {seat.away ? <AwayNote /> : null}
                  {reactions.has(seat.seat) ? (
                    <ReactionBubble
                      name={seat.name ?? ""}
                      reaction={reactions.get(seat.seat) as ReactionId}
                    />
                  ) : null}
                </p>
                {seat.bet !== null ? (
                  <p>
                    {t("bet", { amount: money.short(seat.bet) })}
                    {seat.bonus ? ` · ${t("bonus", { amount: money.short(seat.bonus) })}` : ""}
                  </p>
                ) : null}
                {settled && seat.cards && seat.front ? (
                  <div className="mt-2">
                    <ShownHand
                      label={t("seat", { seat: seat.seat })}
                      hand={seat}
                      testId={`live-seat-hand-${seat.seat}`}
                    />
                  </div>
                ) : view.phase === "setting" && seat.bet !== null && !mine ? (
                  <p className="text-felt-200">{t("hidden")}</p>
                ) : null}
                {seat.wallet ? (
                  // The teacher's view: each student's balance and points (finding 6).
                  <p className="text-felt-100" data-testid={`live-seat-wallet-${seat.seat}`}>
                    {t("bankWallet", {
                      balance: money.amount(seat.wallet.balance),
                      points: seat.wallet.points,
                    })}
                  </p>
                ) : null}
                {seat.grade ? (
                  <p className="text-felt-100" data-testid={`live-seat-grade-${seat.seat}`}>
                    {t("grade", {
                      ev: seat.grade.ev.toFixed(3),
                      best: seat.grade.bestEv.toFixed(3),
                      houseWay: seat.grade.houseWayEv.toFixed(3),
                    })}
                  </p>
                ) : null}
                {seat.outcome !== null ? (
                  <p className="font-semibold" data-testid={`live-seat-outcome-${seat.seat}`}>
                    {tLog(`outcomes.${seat.outcome}`)}
                  </p>
                ) : null}
                {seat.net !== null ? (
                  <p className="font-semibold" data-testid={`live-seat-net-${seat.seat}`}>
                    {t("net", { net: money.signed(seat.net) })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

/** A seated player's connection dropped: the seat is kept for them (issue 55). */
function AwayNote() {
  const t = useTranslations("Live.table");
  return (
    <span
      data-testid="live-seat-away"
      title={t("seatAwayHelp")}
      className="ml-2 text-xs font-normal text-chip-300 italic"
    >
      {t("seatAway")}
      <span className="sr-only"> {t("seatAwayHelp")}</span>
    </span>
  );
}
