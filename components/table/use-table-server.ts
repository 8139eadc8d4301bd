"use client";

/**
 * The table's conversation with the server: the learner's own table on the live tables' API
 * (`/api/live/own:<config>`: the same view and verbs as a live table, lib/live/own.ts), and the
 * coach's, the session's and the bank's entry rule's reads (lib/table/api.ts). Each command
 * sends one request (react-query's mutations, so `busy` is known) and turns the typed answer
 * into a reducer event. The reducer decides what the screen shows; this hook only asks and
 * reports.
 */
import { useMutation } from "@tanstack/react-query";
import type { Dispatch } from "react";
import { fetchView, postVerb, type VerbAnswer } from "@/components/live/live-api";
import { makeSplit, parseHand } from "@/lib/engine";
import { type LiveVerb, ownTableId } from "@/lib/live/api";
import type { TableConfig } from "@/lib/table/tables";
import { tableApi } from "./table-api";
import {
  canDeal,
  type ErrorCode,
  holdingBank,
  learnerSeat,
  type Notice,
  openRound,
  shownSettled,
  type TableEvent,
  type TableScreen,
} from "./table-state";
import { useStable } from "./use-stable";

type Verb = { verb: LiveVerb; body?: object };

export function useTableServer(
  table: TableConfig,
  state: TableScreen,
  dispatch: Dispatch<TableEvent>,
  sessionSince: number | null,
) {
  const tableId = table.id;
  const own = ownTableId(tableId);
  const send = ({ verb, body }: Verb) => postVerb(own, verb, body);
  const stateCall = useMutation({ mutationFn: () => fetchView(own) });
  const dealCall = useMutation({ mutationFn: send });
  const finishCall = useMutation({ mutationFn: send });
  const rebuyCall = useMutation({ mutationFn: send });
  const coachCall = useMutation({ mutationFn: tableApi.coach });
  const sessionCall = useMutation({ mutationFn: tableApi.session });
  const bankStatusCall = useMutation({ mutationFn: tableApi.bankStatus });
  const takeCall = useMutation({ mutationFn: send });
  const approveCall = useMutation({ mutationFn: send });

  const busy =
    stateCall.isPending ||
    dealCall.isPending ||
    finishCall.isPending ||
    rebuyCall.isPending ||
    takeCall.isPending ||
    approveCall.isPending;
  const fail = (code: ErrorCode) => dispatch({ type: "failed", code });
  const network = { onError: () => fail("network") };
  /** A verb's answer: the view, or the refusal's code. */
  const viewOr = (answer: VerbAnswer, onError: (code: ErrorCode) => void, extra = {}) =>
    answer.status === "ok"
      ? dispatch({ type: "view", view: answer.view, now: Date.now(), ...extra })
      : onError(answer.code as ErrorCode);
  /** The table as it stands after a refusal that said what changed (nothing to report). */
  const reread = () => void fetchView(own).then((answer) => viewOr(answer, () => undefined));

  const commands = useStable({
    refreshSession() {
      if (sessionSince === null) return;
      sessionCall.mutate(
        { tableId, since: sessionSince },
        {
          onSuccess: (r) =>
            r.status === "session" && dispatch({ type: "session", session: r.session }),
        },
      );
    },
    /** Asks how things stand (after a clash with another tab or the clock). */
    reload(notice: Notice | null, attempt = 0) {
      stateCall.mutate(undefined, {
        ...network,
        onSuccess: (answer) => {
          if (answer.status !== "ok") return fail(answer.code as ErrorCode);
          const view = answer.view;
          // The server's clock settles a round shortly after its deadline: still open past
          // it, ask again in a moment (a few times) rather than show a clock at zero.
          if (
            notice === "timer" &&
            view.phase === "setting" &&
            view.deadline !== null &&
            view.now >= view.deadline &&
            attempt < 8
          ) {
            window.setTimeout(() => commands.reload(notice, attempt + 1), 500);
            return;
          }
          dispatch({ type: "view", view, now: Date.now(), reload: { notice } });
          if (notice && view.round && view.phase !== "setting") commands.refreshSession();
        },
      });
    },
    deal() {
      if (busy || !canDeal(state)) return;
      const bets = { chips: [...state.chips], bonusChips: [...state.bonusChips] };
      const main = bets.chips.reduce((s, c) => s + c, 0);
      const bonus = bets.bonusChips.reduce((s, c) => s + c, 0);
      dispatch({ type: "request" });
      dealCall.mutate(
        { verb: "bet", body: bonus > 0 ? { main, bonus } : { main } },
        {
          ...network,
          onSuccess: (answer) =>
            viewOr(
              answer,
              (code) => {
                fail(code);
                if (code === "round-open") commands.reload("elsewhere");
              },
              { bets },
            ),
        },
      );
    },
    /** Done with the two picked cards (a foul asks first), or House Way. */
    finish(kind: "front" | "house-way", confirmed = false) {
      const seat = learnerSeat(openRound(state));
      if (busy || !seat?.cards) return;
      const hand = parseHand(seat.cards.join(" "));
      const [i, j] = state.picked;
      if (kind === "front") {
        if (i === undefined || j === undefined) return;
        if (makeSplit(hand, i, j).foul && !confirmed) return dispatch({ type: "ask-foul" });
      }
      dispatch({ type: "request" });
      const request: Verb =
        kind === "front"
          ? {
              verb: "set",
              body: {
                front: [seat.cards[i as number], seat.cards[j as number]],
                confirmFoul: confirmed,
              },
            }
          : { verb: "house-way" };
      finishCall.mutate(request, {
        ...network,
        onSuccess: (answer) => {
          viewOr(answer, (code) => {
            if (code === "deadline-passed") return commands.reload("timer");
            if (code === "already-settled") return commands.reload("elsewhere");
            fail(code);
          });
          if (answer.status === "ok") commands.refreshSession();
        },
      });
    },
    /** The decision time ran out: the server settles by the house way after its grace. */
    expired() {
      window.setTimeout(() => commands.reload("timer"), 1_300);
    },
    rebuy() {
      if (busy) return;
      rebuyCall.mutate({ verb: "rebuy" }, { ...network, onSuccess: (a) => viewOr(a, fail) });
    },
    coach() {
      const settled = shownSettled(state);
      if (!settled?.round) return;
      if (state.grade) return dispatch({ type: "coach-shown", shown: !state.showCoach });
      coachCall.mutate(
        { roundId: settled.round.id },
        {
          ...network,
          onSuccess: (r) =>
            r.status === "error"
              ? fail(r.code)
              : dispatch({ type: "graded", grade: r.grade, bet: r.bet }),
        },
      );
    },

    // Banking (RULES.md 9) ------------------------------------------------------------------
    bankStatus(seats: number = state.bank.seats) {
      if (!table.banking) return;
      bankStatusCall.mutate(
        { tableId, seats },
        {
          onSuccess: (r) => {
            if (r.status === "bank-status") dispatch({ type: "bank-status", status: r.bank });
            // A first visit has no learner yet: the entry rule explains that already.
            else if (r.code !== "no-learner") fail(r.code);
          },
        },
      );
    },
    takeBank() {
      if (busy) return;
      dispatch({ type: "request" });
      takeCall.mutate(
        { verb: "bank", body: { seats: state.bank.seats } },
        {
          ...network,
          onSuccess: (answer) =>
            viewOr(answer, (code) => {
              fail(code);
              commands.bankStatus();
            }),
        },
      );
    },
    /** Leaves the bank (`timedOut`: the approval clock ran out; the server's clock agrees). */
    leaveBank(timedOut: boolean) {
      if (timedOut) dispatch({ type: "bank-timed-out" });
      // After its time the server's clock has left the bank already (the leave is refused):
      // the table as it stands then.
      void postVerb(own, "unbank").then((answer) => {
        viewOr(answer, reread);
        commands.bankStatus();
      });
    },
    approve() {
      if (approveCall.isPending || !holdingBank(state) || !table.banking) return;
      dispatch({ type: "request" });
      approveCall.mutate(
        { verb: "approve" },
        {
          ...network,
          onSuccess: (answer) => {
            // Refused: the bank ended meanwhile (its time, its cover), and the view says why.
            viewOr(answer, (code) => {
              fail(code);
              reread();
            });
            if (answer.status !== "ok") return;
            const round = answer.view.round;
            if (round && answer.view.bank.kind === "learner")
              void tableApi.bankCoach({ roundId: round.id }).then((r) => {
                if (r.status === "bank-coach")
                  dispatch({ type: "bank-coach", roundId: round.id, coach: r.coach });
              });
            commands.bankStatus();
            commands.refreshSession();
          },
        },
      );
    },
  });

  return {
    commands,
    busy,
    pending: {
      deal: dealCall.isPending,
      finish: finishCall.isPending,
      coach: coachCall.isPending,
      approve: approveCall.isPending,
      take: takeCall.isPending,
    },
  };
}
