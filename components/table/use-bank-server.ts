"use client";

/**
 * The banking half of the own table's conversation with the server (RULES.md 9): the entry
 * rule's read, taking and leaving the bank, and Approve (with the bank's coach line after it).
 * Its answers become the reducer's events like every other command's (use-table-server.ts).
 */
import { useMutation } from "@tanstack/react-query";
import { postVerb } from "@/components/live/live-api";
import type { TableConfig } from "@/lib/table/tables";
import { tableApi } from "./table-api";
import { holdingBank, type TableScreen } from "./table-state";
import type { TableTalk } from "./table-talk";
import { useStable } from "./use-stable";

/**
 * The bank's commands. `othersBusy`: another request of the table is on its way; `busy` is
 * the table's whole answer to that, this hook's requests included.
 */
export function useBankServer(
  table: TableConfig,
  state: TableScreen,
  talk: TableTalk,
  othersBusy: boolean,
  refreshSession: () => void,
) {
  const tableId = table.id;
  const { own, dispatch, send, fail, network, viewOr, reread } = talk;
  const bankStatusCall = useMutation({ mutationFn: tableApi.bankStatus });
  const takeCall = useMutation({ mutationFn: send });
  const approveCall = useMutation({ mutationFn: send });
  const busy = othersBusy || takeCall.isPending || approveCall.isPending;
  const commands = useStable({
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
            refreshSession();
          },
        },
      );
    },
  });
  return {
    commands,
    busy,
    pending: { approve: approveCall.isPending, take: takeCall.isPending },
  };
}
