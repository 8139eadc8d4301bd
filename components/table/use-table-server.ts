"use client";

/**
 * The table's conversation with the server: each command sends one request (through
 * react-query's mutations, so `busy` is known) and turns the typed answer into a reducer
 * event. The reducer decides what the screen shows; this hook only asks and reports.
 */
import { useMutation } from "@tanstack/react-query";
import type { Dispatch } from "react";
import { type Card, makeSplit, parseHand } from "@/lib/engine";
import type { TableConfig } from "@/lib/table/tables";
import { tableApi } from "./table-api";
import {
  canDeal,
  type ErrorCode,
  learnerSeat,
  type Notice,
  openRound,
  shownSettled,
  type TableEvent,
  type TableScreen,
} from "./table-state";
import { useStable } from "./use-stable";

export function useTableServer(
  table: TableConfig,
  state: TableScreen,
  dispatch: Dispatch<TableEvent>,
  sessionSince: number | null,
) {
  const tableId = table.id;
  const stateCall = useMutation({ mutationFn: tableApi.state });
  const dealCall = useMutation({ mutationFn: tableApi.deal });
  const finishCall = useMutation({ mutationFn: tableApi.finish });
  const rebuyCall = useMutation({ mutationFn: tableApi.rebuy });
  const coachCall = useMutation({ mutationFn: tableApi.coach });
  const sessionCall = useMutation({ mutationFn: tableApi.session });
  const bankStatusCall = useMutation({ mutationFn: tableApi.bankStatus });
  const takeCall = useMutation({ mutationFn: tableApi.takeBank });
  const approveCall = useMutation({ mutationFn: tableApi.approve });

  const busy =
    stateCall.isPending ||
    dealCall.isPending ||
    finishCall.isPending ||
    rebuyCall.isPending ||
    takeCall.isPending ||
    approveCall.isPending;
  const fail = (code: ErrorCode) => dispatch({ type: "failed", code });
  const network = { onError: () => fail("network") };

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
      stateCall.mutate(
        { tableId },
        {
          ...network,
          onSuccess: (r) => {
            if (r.status !== "state") return fail(r.code);
            const round = r.state.round;
            // The server's clock settles a round shortly after its deadline: still open past
            // it, ask again in a moment (a few times) rather than show a clock at zero.
            if (
              notice === "timer" &&
              round?.status === "open" &&
              round.deadlineAt !== null &&
              round.serverNow >= round.deadlineAt &&
              attempt < 8
            ) {
              window.setTimeout(() => commands.reload(notice, attempt + 1), 500);
              return;
            }
            dispatch({ type: "state", state: r.state, notice, now: Date.now() });
            if (notice && r.state.round?.status === "settled") commands.refreshSession();
          },
        },
      );
    },
    deal() {
      if (busy || !canDeal(state)) return;
      const bets = { chips: state.chips, bonusChips: state.bonusChips };
      dispatch({ type: "request" });
      dealCall.mutate(
        { tableId, ...bets },
        {
          ...network,
          onSuccess: (r) => {
            if (r.status !== "error")
              return dispatch({
                type: "dealt",
                round: r.round,
                wallet: r.wallet,
                bets,
                now: Date.now(),
              });
            fail(r.code);
            if (r.code === "round-open") commands.reload("elsewhere");
          },
        },
      );
    },
    /** Done with the two picked cards (a foul asks first), or House Way. */
    finish(kind: "front" | "house-way", confirmed = false) {
      const open = openRound(state);
      const seat = learnerSeat(open);
      if (busy || !open || !seat) return;
      const hand = parseHand(seat.hand);
      const [i, j] = state.picked;
      if (kind === "front") {
        if (i === undefined || j === undefined) return;
        if (makeSplit(hand, i, j).foul && !confirmed) return dispatch({ type: "ask-foul" });
      }
      dispatch({ type: "request" });
      const input =
        kind === "front"
          ? {
              kind,
              roundId: open.id,
              front: [hand[i as number], hand[j as number]] as [Card, Card],
              confirmFoul: confirmed,
            }
          : { kind, roundId: open.id };
      finishCall.mutate(input, {
        ...network,
        onSuccess: (r) => {
          if (r.status === "error") {
            if (r.code === "deadline-passed") return commands.reload("timer");
            if (r.code === "already-settled") return commands.reload("elsewhere");
            return fail(r.code);
          }
          dispatch({ type: "settled", round: r.round, wallet: r.wallet, now: Date.now() });
          commands.refreshSession();
        },
      });
    },
    /** The decision time ran out: the server settles by the house way after its grace. */
    expired() {
      window.setTimeout(() => commands.reload("timer"), 1_300);
    },
    rebuy() {
      if (busy) return;
      rebuyCall.mutate(
        { tableId },
        {
          ...network,
          onSuccess: (r) =>
            r.status === "error" ? fail(r.code) : dispatch({ type: "rebought", wallet: r.wallet }),
        },
      );
    },
    coach() {
      const settled = shownSettled(state);
      if (!settled) return;
      if (state.grade) return dispatch({ type: "coach-shown", shown: !state.showCoach });
      coachCall.mutate(
        { roundId: settled.id },
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
        { tableId, seats: state.bank.seats },
        {
          ...network,
          onSuccess: (r) => {
            if (r.status === "error") {
              fail(r.code);
              return commands.bankStatus();
            }
            dispatch({ type: "bank-taken", approveBy: r.approveBy });
          },
        },
      );
    },
    leaveBank(timedOut: boolean) {
      dispatch({ type: "bank-left", timedOut });
      // The server ends the bank by its own clock too; this only says so at once.
      void tableApi.leaveBank({ tableId }).then(() => commands.bankStatus());
    },
    approve() {
      if (approveCall.isPending || !state.bank.holding || !table.banking) return;
      const approveMs = table.banking.approveSeconds * 1000;
      dispatch({ type: "request" });
      approveCall.mutate(
        { tableId },
        {
          ...network,
          onSuccess: (r) => {
            if (r.status === "error") {
              fail(r.code);
              if (
                r.code === "bank-timeout" ||
                r.code === "not-banking" ||
                r.code === "bank-entry-rule"
              )
                commands.leaveBank(r.code === "bank-timeout");
              return;
            }
            const now = Date.now();
            dispatch({
              type: "banked",
              round: r.round,
              wallet: r.wallet,
              coach: r.coach,
              approveBy: r.round.serverNow + approveMs,
              now,
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
