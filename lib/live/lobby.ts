/**
 * The live tables' lobby (RULES.md 11): the public tables and the viewer's class tables, with
 * who sits where and who banks; and what a viewer's lobby stream reads.
 */

import { classIdsOfUser } from "@/lib/db/classes";
import { classNames, liveTablesByIds, openClassTables, seatsAtTables } from "@/lib/db/live";
import { presentAt } from "@/lib/db/live-presence";
import type { Queryable } from "@/lib/db/store";
import { ruleSetKey } from "@/lib/engine";
import { botName, botSeats } from "@/lib/table/machine/bots";
import { BANK_SEAT } from "@/lib/table/round-model";
import type { StoredTable } from "@/lib/table/stored-table";
import { botFillOf, watchersOf } from "@/lib/table/stored-table";
import { findTable } from "@/lib/table/tables";
import type { TableOptions } from "@/lib/table/wallet";
import type { LobbyView } from "./api";
import { committed, publicTables, ruleSetOfTable } from "./state";
import { bankLeftOf } from "./table-view";

export { LOBBY_TOPIC } from "./lobby-news";

/** What the lobby shows of one table: who sits where (the bank is seat 0), open or closed. */
export const lobbyKey = (state: StoredTable): string =>
  // The bots flag too: a class table's bots, turned on or off, change the seats a lobby shows.
  `${state.table.closedAt === null}|${state.table.bots}|${state.table.bankLeftReason}|${watchersOf(state)}|${state.seats.map((s) => `${s.seat}:${s.name}`).join(",")}`;

/** The lobby: public live tables and the viewer's class tables, with who sits where. */
export async function lobby(
  db: Queryable,
  classIds: readonly string[],
  options: TableOptions = {},
): Promise<LobbyView> {
  const configs = await publicTables(db, options.testTables ?? false);
  // The public tables in the config's order (issue 32: they came sorted by id), then classes'.
  const order = new Map(configs.map((c, k) => [c.id, k]));
  const rows = [
    ...(
      await liveTablesByIds(
        db,
        configs.map((c) => c.id),
      )
    ).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
    ...(await openClassTables(db, classIds)),
  ];
  const seats = await seatsAtTables(
    db,
    rows.map((r) => r.id),
  );
  const presence = await presentAt(
    db,
    rows.map((r) => r.id),
    Date.now(),
  );
  const classes = await classNames(
    db,
    rows.flatMap((r) => (r.classId === null ? [] : [r.classId])),
  );
  return {
    tables: rows.flatMap((row) => {
      const config = findTable(row.tableId, true);
      if (!config?.live) return [];
      const here = seats.filter((s) => s.liveTableId === row.id);
      const bank = here.find((s) => s.seat === BANK_SEAT);
      const bots = botSeats({
        config,
        bankLearnerId: row.bankLearnerId,
        closedAt: row.closedAt,
        seats: here,
        botFill: botFillOf({ table: row, config }),
      });
      return [
        {
          id: row.id,
          tableId: row.tableId,
          name: config.name,
          currency: config.currency,
          ruleSet: ruleSetKey(ruleSetOfTable(row, config)),
          classId: row.classId,
          className: row.classId === null ? null : (classes.get(row.classId) ?? null),
          seats: Array.from({ length: config.live.seats }, (_, k) =>
            bots.includes(k + 1)
              ? { seat: k + 1, name: botName(k + 1), bot: true as const }
              : { seat: k + 1, name: here.find((s) => s.seat === k + 1)?.name ?? null },
          ),
          bank: {
            kind: bank ? ("learner" as const) : ("house" as const),
            name: bank?.name ?? null,
          },
          bankLeft: bankLeftOf(row),
          watchers: watchersOf({ presence: presence.get(row.id), seats: here }),
        },
      ];
    }),
  };
}

/** The lobby of a signed-in user (their classes' tables too) or of a visitor (null). */
export async function lobbyOfUser(
  db: Queryable,
  userId: string | null,
  options: TableOptions = {},
): Promise<LobbyView> {
  return lobby(db, userId === null ? [] : await classIdsOfUser(db, userId), options);
}

/**
 * What one viewer's lobby stream reads (lib/http/sse.ts): the lobby as this viewer may see
 * it, its classes read again each time (a learner who left a class stops seeing its table at
 * once), on committed rows. The event id counts this stream's changes from the client's
 * Last-Event-ID on: the first read is always sent (a reconnect gets the current lobby, which
 * is small), a wake that changed nothing this viewer sees sends nothing.
 */
export function lobbyStreamSource(
  db: Queryable,
  userId: string | null,
  lastEventId: number | null,
  options: TableOptions = {},
) {
  let seq = lastEventId ?? 0;
  let last: string | null = null;
  return async (): Promise<{ seq: number; data: LobbyView }> => {
    const view = await committed(db, (q) => lobbyOfUser(q, userId, options));
    const text = JSON.stringify(view);
    if (text !== last) {
      last = text;
      seq += 1;
    }
    return { seq, data: view };
  };
}
