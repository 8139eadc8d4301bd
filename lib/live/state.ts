/**
 * The state every table's views and verbs are made of (lib/table/stored-table.ts StoredTable),
 * read from its rows: the table, its config as it plays it (its casino's rule set, RULES.md 12),
 * the seats, the round on show, the names and the wallets. Reads only; the changes are the
 * door's (lib/table/door.ts).
 */
import { storedTableRuleSet } from "@/lib/casino/choice";
import { retryBusy } from "@/lib/db/client";
import {
  classNames,
  ensureLiveTable,
  findLiveTable,
  idleLiveTable,
  namesOfLearners,
  seatsAt,
} from "@/lib/db/live";
import { presentAt } from "@/lib/db/live-presence";
import { reactionsAt } from "@/lib/db/live-reactions";
import { findRound } from "@/lib/db/rounds";
import { dialectOf, type Queryable, withTx } from "@/lib/db/store";
import { walletsIn } from "@/lib/db/table";
import type { TableRuleSet } from "@/lib/engine";
import { ownerOfInstance } from "@/lib/table/round-model";
import { loadRound } from "@/lib/table/round-store";
import type { StoredTable } from "@/lib/table/stored-table";
import {
  configUnder,
  configWithPays,
  findTable,
  listTables,
  type TableConfig,
  tableRuleSet,
} from "@/lib/table/tables";
import { tableWaysReady } from "@/lib/table/way-ready";

/** Per store (tests open many): the configured tables whose rows exist. */
const ensured = new WeakMap<Queryable, Set<string>>();

/** The configured public live tables, their rows made on first use. */
export async function publicTables(db: Queryable, testTables: boolean): Promise<TableConfig[]> {
  const configs = listTables(testTables, true);
  const done = ensured.get(db) ?? new Set<string>();
  ensured.set(db, done);
  for (const config of configs) {
    if (done.has(config.id)) continue;
    await ensureLiveTable(db, {
      ...idleLiveTable(config.id, config.id, null, Date.now()),
      ruleSet: config.ruleSet,
    });
    done.add(config.id);
  }
  return configs;
}

/**
 * The casino rule set a live table plays by (RULES.md 12): a public table's is its config's; a
 * class table's is its row's, written from the class's casino when the table was opened (Face
 * Up's too, RULES.md 13.1: configUnder then takes the learner bank away).
 */
export const ruleSetOfTable = (
  table: Pick<StoredTable["table"], "classId" | "ruleSet">,
  config: TableConfig,
): TableRuleSet =>
  table.classId === null ? tableRuleSet(config) : storedTableRuleSet(table.ruleSet);

/**
 * Everything a view is made of, read (no lock). Undefined: no such table. A learner's own table
 * (`solo:...`) only with `own` (lib/live/own.ts, which names the caller's own): the live verbs
 * and reads never reach one by its row's id.
 */
export async function loadState(
  db: Queryable,
  id: string,
  own = false,
): Promise<StoredTable | undefined> {
  const table = await findLiveTable(db, id);
  const found = table ? findTable(table.tableId, true) : undefined;
  if (!table || !found || (own ? ownerOfInstance(id) === null : !found.live)) return undefined;
  // The config as this table plays it: its rule set's commission, no learner bank in a
  // commission-free game; every verb, the deal and the view read this one.
  // A class table's side-bet pay tables are its class's, kept on its row (RULES.md 13.2).
  const config = configWithPays(configUnder(found, ruleSetOfTable(table, found)), table);
  const row = table.roundId ? await findRound(db, table.roundId) : undefined;
  // Every view and verb of the table reads this: its way (a class's own way) installed first.
  await tableWaysReady(db, [config.ruleSet, row?.ruleSet]);
  const state: StoredTable = {
    table,
    config,
    seats: await seatsAt(db, id),
    round: row ? await loadRound(db, row) : null,
    names: new Map(),
    wallets: new Map(),
    className: null,
  };
  // A player's last reaction: shown for seconds, and the 3 s limit's word (issue 55).
  if (!own) {
    state.reactions = await reactionsAt(db, id, Date.now());
    // Who has it open (issue 55): the watchers shown, and whether a seated player is there.
    state.presence = (await presentAt(db, [id], Date.now())).get(id) ?? [];
  }
  if (table.classId !== null)
    state.className = (await classNames(db, [table.classId])).get(table.classId) ?? null;
  const ids = state.round
    ? [state.round.bank, ...state.round.players].flatMap((s) => (s.learnerId ? [s.learnerId] : []))
    : [];
  state.names = await namesOfLearners(db, ids);
  const holders = new Set([...ids, ...state.seats.map((s) => s.learnerId)]);
  state.wallets = new Map(
    (await walletsIn(db, [...holders], config.currency)).map((w) => [w.learnerId, w]),
  );
  return state;
}

/**
 * A view's reads, on committed rows only. SQLite serves the process from one connection, and
 * a read outside a transaction sees whatever transaction is open on it: a stream re-reading
 * while a verb held the table sent that verb's sequence number with the state before it, and
 * then skipped the committed change (same number), so a round's results never showed. Such a
 * read takes its turn like a transaction; PostgreSQL reads committed rows anyway.
 */
export const committed = <T>(db: Queryable, read: (q: Queryable) => Promise<T>): Promise<T> =>
  dialectOf(db) === "sqlite"
    ? // A read transaction (no write lock to wait for), and the writes' busy retry should
      // SQLite still answer busy: never a 500 "database is locked" (issue 29).
      retryBusy(() => withTx(db, read, { mode: "read" }))
    : read(db);
