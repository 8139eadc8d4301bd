"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useReducer, useState } from "react";
import { Link } from "@/i18n/navigation";
import type { LiveVerb, LiveView } from "@/lib/live/api";
import type { TableConfig } from "@/lib/table/tables";
import { LiveControls } from "./LiveControls";
import { LiveInfo } from "./LiveInfo";
import { LiveSeats } from "./LiveSeats";
import { eventsUrl, parseView, postVerb } from "./live-api";
import { initialLiveState, liveReducer } from "./live-state";

/** How long to wait before opening a new stream after the browser gave one up (a 4xx/5xx). */
const REOPEN_MS = 3_000;

/**
 * The stream of this viewer's view of the table: one EventSource, which reconnects by itself
 * (resuming with Last-Event-ID); while it does, the page says "reconnecting". A stream the
 * browser gave up (an error status, e.g. a restart mid-deploy) is opened again after a pause.
 */
function useLiveStream(tableId: string, onView: (view: LiveView) => void): boolean {
  const [reconnecting, setReconnecting] = useState(false);
  useEffect(() => {
    let source: EventSource | null = null;
    let timer: number | undefined;
    let stopped = false;
    const open = () => {
      source = new EventSource(eventsUrl(tableId));
      source.onopen = () => setReconnecting(false);
      source.onmessage = (event) => {
        setReconnecting(false);
        const view = parseView(event.data);
        if (view) onView(view);
      };
      source.onerror = () => {
        if (!source || stopped) return;
        if (source.readyState === EventSource.CONNECTING) setReconnecting(true);
        else if (source.readyState === EventSource.CLOSED) {
          setReconnecting(true);
          source.close();
          timer = window.setTimeout(open, REOPEN_MS);
        }
      };
    };
    open();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      source?.close();
    };
  }, [tableId, onView]);
  return reconnecting;
}

/**
 * One live table (RULES.md 11) as one viewer sees it: the server renders the first view, the
 * event stream replaces it whenever the table changes (a newer sequence number only), and the
 * verbs are JSON POSTs whose answers feed the same reducer. The server holds every card it may
 * not show this viewer; this component only draws what it is sent.
 */
export function LiveTable({
  initial,
  table,
  signedIn,
  teacher = false,
  entryBalance,
}: {
  initial: LiveView;
  table: TableConfig;
  signedIn: boolean;
  /** The viewer teaches the class whose table this is. */
  teacher?: boolean;
  /** The bank's entry rule's balance at this table (RULES.md 9), for the explanation. */
  entryBalance: number | null;
}) {
  const t = useTranslations("Live");
  const [state, dispatch] = useReducer(liveReducer, initial, initialLiveState);
  const [error, setError] = useState<string | null>(null);
  const onView = useCallback((view: LiveView) => dispatch({ type: "view", view }), []);
  const reconnecting = useLiveStream(initial.tableId, onView);
  const view = state.view;

  const verb = useMutation({
    mutationFn: ({ name, body }: { name: LiveVerb; body?: object }) =>
      postVerb(view.tableId, name, body),
    onMutate: () => setError(null),
    onSuccess: (answer) => {
      if (answer.status === "ok") {
        dispatch({ type: "view", view: answer.view });
      } else setError(answer.code);
    },
  });
  const run = useCallback(
    (name: LiveVerb, body?: object) => verb.mutate({ name, body }),
    [verb.mutate],
  );

  // A new phase clears an answer that belonged to the last one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on the phase only
  useEffect(() => setError(null), [view.phase, view.round?.id]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-felt-900 sm:text-3xl">
          {table.name}
        </h1>
        <Link href="/live" className="text-sm font-medium text-felt-700 underline">
          {t("table.backToLobby")}
        </Link>
      </div>

      {reconnecting ? (
        <p
          role="status"
          data-testid="live-reconnecting"
          className="rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900"
        >
          {t("table.reconnecting")}
        </p>
      ) : null}

      <div className="rounded-2xl bg-felt-800 p-3 text-white shadow-inner sm:p-5">
        {/* The phase, announced to screen readers as it changes. */}
        <p
          aria-live="polite"
          data-testid="live-phase"
          data-phase={view.phase}
          className="text-lg font-semibold"
        >
          {t(`table.phase.${view.phase}`)}
        </p>
        <LiveInfo view={view} table={table} />
        <LiveControls
          state={state}
          dispatch={dispatch}
          table={table}
          signedIn={signedIn}
          teacher={teacher}
          busy={verb.isPending}
          error={error}
          autoApprove={view.bank.autoApprove}
          entryBalance={entryBalance}
          run={run}
        />
        <LiveSeats view={view} table={table} />
      </div>
    </div>
  );
}
