"use client";

/**
 * The table's conversation with the server: the learner's own table on the live tables' API
 * (`/api/live/own:<config>`: the same view and verbs as a live table, lib/live/own.ts); the
 * coach's and the session's reads are use-table-reads.ts's, the bank's use-bank-server.ts's
 * (lib/table/api.ts). Each command
 * sends one request (react-query's mutations, so `busy` is known) and turns the typed answer
 * into a reducer event. The reducer decides what the screen shows; this hook only asks and
 * reports.
 */
import { useMutation } from "@tanstack/react-query";
import { type Dispatch, useMemo } from "react";
import { fetchView } from "@/components/live/live-api";
import { makeSplit, parseHand } from "@/lib/engine";
import { type LiveView, ownTableId } from "@/lib/live/api";
import type { TableConfig } from "@/lib/table/tables";
import {
  canDeal,
  type ErrorCode,
  learnerSeat,
  type Notice,
  openRound,
  sideStakesOf,
  type TableEvent,
  type TableScreen,
} from "./table-state";
import { tableTalk, type Verb } from "./table-talk";
import { useBankServer } from "./use-bank-server";
import { useStable } from "./use-stable";
import { useTableReads } from "./use-table-reads";

export function useTableServer(
  table: TableConfig,
  state: TableScreen,
  dispatch: Dispatch<TableEvent>,
  sessionSince: number | null,
) {
  const tableId = table.id;
  const talk = tableTalk(ownTableId(tableId), dispatch);
  const { own, send, fail, network, viewOr } = talk;
  const stateCall = useMutation({ mutationFn: () => fetchView(own) });
  const dealCall = useMutation({ mutationFn: send });
  const finishCall = useMutation({ mutationFn: send });
  const rebuyCall = useMutation({ mutationFn: send });
  const reads = useTableReads(tableId, state, talk, sessionSince);
  const bank = useBankServer(
    table,
    state,
    talk,
    stateCall.isPending || dealCall.isPending || finishCall.isPending || rebuyCall.isPending,
    reads.commands.refreshSession,
  );
  const busy = bank.busy;

  const commands = useStable({
    /** Asks how things stand (after a clash with another tab or the clock). */
    reload(notice: Notice | null, attempt = 0) {
      stateCall.mutate(undefined, {
        ...network,
        onSuccess: (answer) => {
          if (answer.status !== "ok") return fail(answer.code as ErrorCode);
          const view = answer.view;
          if (notice === "timer" && settlingSoon(view) && attempt < 8) {
            window.setTimeout(() => commands.reload(notice, attempt + 1), 500);
            return;
          }
          dispatch({ type: "view", view, now: Date.now(), reload: { notice } });
          if (notice && view.round && view.phase !== "setting") reads.commands.refreshSession();
        },
      });
    },
    deal() {
      if (busy || !canDeal(state)) return;
      const bets = {
        chips: [...state.chips],
        bonusChips: [...state.bonusChips],
        ...(state.sideChips ? { sideChips: structuredClone(state.sideChips) } : {}),
      };
      const main = bets.chips.reduce((s, c) => s + c, 0);
      const bonus = bets.bonusChips.reduce((s, c) => s + c, 0);
      dispatch({ type: "request" });
      dealCall.mutate(
        {
          verb: "bet",
          body: { main, ...(bonus > 0 ? { bonus } : {}), ...sideStakesOf(state) },
        },
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
      const request = busy ? null : finishRequest(state, kind, confirmed);
      if (request === "ask-foul") return dispatch({ type: "ask-foul" });
      if (!request) return;
      dispatch({ type: "request" });
      finishCall.mutate(request, {
        ...network,
        onSuccess: (answer) => {
          viewOr(answer, (code) => {
            if (code === "deadline-passed") return commands.reload("timer");
            if (code === "already-settled") return commands.reload("elsewhere");
            fail(code);
          });
          if (answer.status === "ok") reads.commands.refreshSession();
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
  });

  // One object for both, as stable as each (effects and key handlers hold it).
  const all = useMemo(
    () => ({ ...commands, ...reads.commands, ...bank.commands }),
    [commands, reads.commands, bank.commands],
  );
  return {
    commands: all,
    busy,
    pending: {
      deal: dealCall.isPending,
      finish: finishCall.isPending,
      coach: reads.coachPending,
      ...bank.pending,
    },
  };
}

/**
 * The server's clock settles a round shortly after its deadline: a view still open past it
 * is asked for again in a moment (a few times) rather than shown with a clock at zero.
 */
const settlingSoon = (view: LiveView): boolean =>
  view.phase === "setting" && view.deadline !== null && view.now >= view.deadline;

/**
 * Done's request with the two picked cards, or House Way's; "ask-foul" when the picked
 * front fouls and the learner has not confirmed it yet; null when there is nothing to send.
 */
function finishRequest(
  state: TableScreen,
  kind: "front" | "house-way",
  confirmed: boolean,
): Verb | "ask-foul" | null {
  const seat = learnerSeat(openRound(state));
  if (!seat?.cards) return null;
  if (kind === "house-way") return { verb: "house-way" };
  const [i, j] = state.picked;
  if (i === undefined || j === undefined) return null;
  if (makeSplit(parseHand(seat.cards.join(" ")), i, j).foul && !confirmed) return "ask-foul";
  return {
    verb: "set",
    body: { front: [seat.cards[i], seat.cards[j]], confirmFoul: confirmed },
  };
}
