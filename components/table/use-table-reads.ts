"use client";

/**
 * The own table's reads beside its verbs (lib/table/api.ts): the session's figures since the
 * screen opened, and the coach's grade of the round shown. Answers become reducer events.
 */
import { useMutation } from "@tanstack/react-query";
import { tableApi } from "./table-api";
import { shownSettled, type TableScreen } from "./table-state";
import type { TableTalk } from "./table-talk";
import { useStable } from "./use-stable";

export function useTableReads(
  tableId: string,
  state: TableScreen,
  talk: TableTalk,
  sessionSince: number | null,
) {
  const { dispatch, fail, network } = talk;
  const coachCall = useMutation({ mutationFn: tableApi.coach });
  const sessionCall = useMutation({ mutationFn: tableApi.session });
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
  });
  return { commands, coachPending: coachCall.isPending };
}
