"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useFourColourDeck } from "@/components/cards/deck-preference";
import { useStoredFlag } from "@/components/cards/stored-flag";
import { DisplayToggles } from "@/components/table/CoachPanel";
import { type ErrorCode, initialTableScreen, tableReducer } from "@/components/table/table-state";
import { Link } from "@/i18n/navigation";
import { useTableName } from "@/lib/i18n/use-table-name";
import type { LiveVerb, LiveView } from "@/lib/live/api";
import { startAmount, type TableConfig } from "@/lib/table/tables";
import { readDeviceBets, saveDeviceBets } from "./device-bets";
import { LiveControls } from "./LiveControls";
import { LiveHistory } from "./LiveHistory";
import { LiveInfo } from "./LiveInfo";
import { useShownReactions } from "./LiveReactions";
import { LiveSeats } from "./LiveSeats";
import { eventsUrl, parseView, postVerb } from "./live-api";
import { Reconnecting } from "./Reconnecting";
import { primeTurnSound, useTurnSound } from "./turn-sound";
import { useEventStream } from "./use-event-stream";
import { useTurnTitle } from "./use-turn-title";

/**
 * One live table (RULES.md 11) as one viewer sees it: the server renders the first view, the
 * event stream replaces it whenever the table changes (a newer sequence number only), and the
 * verbs are JSON POSTs whose answers feed the same reducer: the one every table screen runs
 * (components/table/table-state.ts), with the chips, the picks and the last refusal. The
 * server holds every card it may not show this viewer; this component only draws what it is
 * sent.
 */
export function LiveTable({
  initial,
  table,
  signedIn,
  teacher = false,
  entryBalance,
  houseEdge,
}: {
  initial: LiveView;
  table: TableConfig;
  signedIn: boolean;
  /** The viewer teaches the class whose table this is. */
  teacher?: boolean;
  /** The bank's entry rule's balance at this table (RULES.md 9), for the explanation. */
  entryBalance: number | null;
  /** The bonus bet's house edge, told beside its circle as at the solo table. */
  houseEdge: number;
}) {
  const t = useTranslations("Live");
  const tableName = useTableName();
  const [state, dispatch] = useReducer(tableReducer, initial, (view) =>
    initialTableScreen(table, startAmount(table.currency), view),
  );
  // The solo table's display preferences, shared with it (the same stored flags).
  const [fourColour, setFourColour] = useFourColourDeck();
  const [byRank, setByRank] = useStoredFlag("pgt.sortByRank", true);
  const onData = useCallback((data: string) => {
    const view = parseView(data);
    if (view) dispatch({ type: "view", view, now: Date.now() });
  }, []);
  // The stream of this viewer's view; while it reconnects the page says so.
  const stream = useEventStream(eventsUrl(initial.tableId), onData);
  const view = state.view;
  useTurnTitle(view);
  const reactions = useShownReactions(view);
  // A tone as the viewer's betting or setting begins: off unless they turn it on (issue 55).
  const [sound, setSound] = useStoredFlag("pgt.live.turnSound", false);
  useTurnSound(view, sound);

  // The last bets are kept on this device (issue 55): a tab opened after a dropped connection
  // offers Re-Bet with them, also when the round dealt without this player.
  const lastBets = state.lastBets;
  useEffect(() => {
    if (lastBets) saveDeviceBets(window.localStorage, initial.tableId, lastBets);
  }, [lastBets, initial.tableId]);
  const arrived = useRef(false);
  useEffect(() => {
    // On arrival only: later bets are the page's own.
    if (arrived.current) return;
    arrived.current = true;
    if (lastBets || initial.you.role !== "player") return;
    const kept = readDeviceBets(window.localStorage, initial.tableId, table.chips);
    if (kept) dispatch({ type: "view", view: initial, now: initial.now, bets: kept });
  }, [lastBets, initial, table.chips]);

  const verb = useMutation({
    mutationFn: ({ name, body }: { name: LiveVerb; body?: object }) =>
      postVerb(view.tableId, name, body),
    onMutate: () => dispatch({ type: "request" }),
    onSuccess: (answer) =>
      dispatch(
        answer.status === "ok"
          ? { type: "view", view: answer.view, now: Date.now() }
          : { type: "failed", code: answer.code as ErrorCode },
      ),
  });
  const run = useCallback(
    (name: LiveVerb, body?: object) => verb.mutate({ name, body }),
    [verb.mutate],
  );

  // Set once hydrated (after the key handler's effect): tests wait for it before pressing keys.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <div className="space-y-4" data-hydrated={hydrated ? "" : undefined}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-felt-900 sm:text-3xl">
          {view.className
            ? t("table.classTitle", { className: view.className, table: tableName(table) })
            : tableName(table)}
        </h1>
        <Link href="/live" className="text-sm font-medium text-felt-700 underline">
          {t("table.backToLobby")}
        </Link>
      </div>

      {stream !== "up" ? <Reconnecting status={stream} /> : null}

      {/* The felt, and beside it (below on a phone) the last few rounds' results. */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start">
        {/* On a phone the controls come before the table's facts: the chips, the cards and
            their clock in sight without scrolling (sm and up: the facts first, in two columns). */}
        <div className="flex flex-col rounded-2xl bg-felt-800 p-3 text-white shadow-inner sm:block sm:p-5">
          {/* The phase, announced to screen readers as it changes. */}
          <p
            aria-live="polite"
            data-testid="live-phase"
            data-phase={view.phase}
            className="text-lg font-semibold"
          >
            {t(`table.phase.${view.phase}`)}
          </p>
          <div className="order-2 sm:order-none">
            <LiveInfo view={view} table={table} />
          </div>
          <div className="order-1 sm:order-none">
            <LiveControls
              state={state}
              dispatch={dispatch}
              table={table}
              signedIn={signedIn}
              teacher={teacher}
              busy={verb.isPending}
              error={state.error}
              autoApprove={view.bank.autoApprove}
              entryBalance={entryBalance}
              houseEdge={houseEdge}
              byRank={byRank}
              fourColour={fourColour}
              run={run}
            />
          </div>
          <div className="order-3 sm:order-none">
            <LiveSeats view={view} table={table} reactions={reactions} />
          </div>
        </div>
        <LiveHistory view={view} table={table} />
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <DisplayToggles
          byRank={byRank}
          onByRank={setByRank}
          fourColour={fourColour}
          onFourColour={setFourColour}
        />
        <label className="flex items-center gap-2 text-sm text-stone-700">
          <input
            type="checkbox"
            checked={sound}
            onChange={(e) => {
              if (e.target.checked) primeTurnSound();
              setSound(e.target.checked);
            }}
            className="size-4 accent-felt-700"
          />
          {t("table.turnSound")}
        </label>
      </div>
    </div>
  );
}
