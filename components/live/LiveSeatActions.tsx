"use client";

import { useTranslations } from "next-intl";
import { primary, secondary } from "@/components/table/buttons";
import { useMoney } from "@/components/table/money";
import { Link } from "@/i18n/navigation";
import type { LiveVerb, LiveView } from "@/lib/live/api";
import type { TableConfig } from "@/lib/table/tables";
import { InviteLink } from "./InviteLink";

/**
 * Who the viewer is at the table and what that lets them do between rounds (RULES.md 9, 11): a
 * watcher sits (signed in, a seat free), a player leaves or takes the bank (its entry rule and
 * what the player has shown before the click, walk finding 1), the bank leaves it or approves
 * on its own, the class's teacher watches, looks back over the rounds and closes the table.
 */
export function LiveSeatActions({
  view,
  table,
  signedIn,
  teacher,
  busy,
  autoApprove,
  entryBalance,
  run,
}: {
  view: LiveView;
  table: TableConfig;
  signedIn: boolean;
  teacher: boolean;
  busy: boolean;
  autoApprove: boolean;
  entryBalance: number | null;
  run: (verb: LiveVerb, body?: object) => void;
}) {
  const t = useTranslations("Live");
  const money = useMoney(table.currency);
  const { role } = view.you;
  // A bot's seat is free to take between rounds (the bots are seated again at each deal).
  const freeSeat = view.seats.some((s) => s.name === null || (s.bot && view.round === null));
  const short = entryShort(table, view, entryBalance);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {view.closed ? (
        // A closed class table invites nobody to sit, and cannot be closed again (finding 6).
        <p className="text-sm font-semibold" data-testid="live-closed">
          {t("controls.closed")}
        </p>
      ) : null}
      {teacher ? (
        <>
          <p className="text-sm text-felt-100">{t("controls.teacherWatching")}</p>
          <Link
            href={`/live/${view.tableId}/rounds`}
            className="text-sm font-semibold text-chip-300 underline"
          >
            {t("controls.rounds")}
          </Link>
          {view.closed ? null : (
            <button
              type="button"
              className={secondary}
              disabled={busy}
              onClick={() => run("close")}
            >
              {t("controls.close")}
            </button>
          )}
          {view.closed ? null : (
            // Bots fill empty seats while a student sits (issue 55); off until the teacher says.
            <button
              type="button"
              className={secondary}
              disabled={busy}
              aria-pressed={view.bots}
              data-testid="live-bots-toggle"
              onClick={() => run("bots", { on: !view.bots })}
            >
              {t("controls.bots")}
            </button>
          )}
          {view.closed ? null : (
            // Quick reactions at a class table: off until the teacher says (issue 55).
            <button
              type="button"
              className={secondary}
              disabled={busy}
              aria-pressed={view.reactionsOn}
              data-testid="live-reactions-toggle"
              onClick={() => run("reactions", { on: !view.reactionsOn })}
            >
              {t("controls.reactions")}
            </button>
          )}
        </>
      ) : role === "watcher" && view.closed ? null : role === "watcher" ? (
        signedIn ? (
          <>
            <p className="text-sm text-felt-100">{t("controls.watching")}</p>
            <button
              type="button"
              className={primary}
              disabled={busy || !freeSeat}
              onClick={() => run("sit")}
            >
              {t("controls.sit")}
            </button>
          </>
        ) : (
          <p className="text-sm text-felt-100">
            {t("controls.signInToSit")} <SignInLink tableId={view.tableId} />
          </p>
        )
      ) : (
        <button type="button" className={secondary} disabled={busy} onClick={() => run("leave")}>
          {t("controls.leave")}
        </button>
      )}
      {/* The bank changes hands between rounds only: not while hands are being set. */}
      {role === "player" &&
      table.banking &&
      view.bank.kind === "house" &&
      view.phase !== "setting" ? (
        <>
          {/* Off, with why beside it, for a player the entry rule keeps out (issue 55). */}
          <button
            type="button"
            className={secondary}
            disabled={busy || short !== null}
            aria-describedby={entryBalance !== null ? "live-bank-entry" : undefined}
            onClick={() => run("bank")}
          >
            {t("controls.takeBank")}
          </button>
          {entryBalance !== null ? (
            // The entry rule before the click, with what the player has (issue 29).
            <p
              id="live-bank-entry"
              className="w-full text-sm text-felt-100"
              data-testid="live-bank-entry"
            >
              <EntryRule table={table} entryBalance={entryBalance} />{" "}
              {t("controls.entryHave", {
                points: view.you.points ?? 0,
                balance: money.amount(view.you.balance ?? 0),
              })}
              {short ? (
                <span className="block font-semibold" data-testid="live-bank-short">
                  {short.kind === "points"
                    ? t("controls.entryNeedPoints", { missing: short.missing })
                    : t("controls.entryNeedBalance", { amount: money.amount(short.amount) })}
                </span>
              ) : null}
            </p>
          ) : null}
        </>
      ) : null}
      {role === "bank" ? (
        <>
          <button type="button" className={secondary} disabled={busy} onClick={() => run("unbank")}>
            {t("controls.leaveBank")}
          </button>
          <button
            type="button"
            className={secondary}
            aria-pressed={autoApprove}
            disabled={busy}
            onClick={() => run("auto-approve", { on: !autoApprove })}
          >
            {t("controls.autoApprove")}
          </button>
        </>
      ) : null}
      {/* Anyone at the table may invite: the link opens it for whoever may see it (issue 55). */}
      {view.closed ? null : <InviteLink tableId={view.tableId} className={view.className} />}
    </div>
  );
}

/**
 * What keeps the player from the bank by its entry rule (RULES.md 9), from what the view shows:
 * too few points, else too small a balance; null when they meet it (the server checks again).
 */
function entryShort(
  table: Pick<TableConfig, "banking">,
  view: Pick<LiveView, "you">,
  entryBalance: number | null,
): { kind: "points"; missing: number } | { kind: "balance"; amount: number } | null {
  if (!table.banking || entryBalance === null) return null;
  const points = view.you.points ?? 0;
  if (points < table.banking.minPoints)
    return { kind: "points", missing: table.banking.minPoints - points };
  if ((view.you.balance ?? 0) < entryBalance) return { kind: "balance", amount: entryBalance };
  return null;
}

/** The bank's entry rule at this table: the points and the balance that cover every seat. */
export function EntryRule({ table, entryBalance }: { table: TableConfig; entryBalance: number }) {
  const t = useTranslations("Live.controls");
  const money = useMoney(table.currency);
  if (!table.banking) return null;
  return t("entryRule", {
    points: table.banking.minPoints,
    amount: money.amount(entryBalance),
    seats: table.live?.seats ?? table.banking.maxSeats,
  });
}

export function SignInLink({ tableId }: { tableId: string }) {
  const t = useTranslations("Live.controls");
  return (
    <Link
      href={{ pathname: "/signin", query: { next: `/live/${tableId}` } }}
      className="font-semibold text-chip-300 underline"
    >
      {t("signIn")}
    </Link>
  );
}
