/**
 * The live bench's look into the store after (or while) the servers run: the rounds of the
 * bench's tables, their seats, and any ledger entry written twice for one round, learner and
 * kind (a round settled twice would write its payout twice), plus `paigow ledger-check`.
 * SQLite is read with a read-only handle (WAL lets it read beside the server); PostgreSQL
 * with one client. Plain SQL with `$n` placeholders, rewritten to `?` for SQLite.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { ROOT } from "./bench-server";

export interface Store {
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** The env a CLI command needs to open this store. */
  env: Record<string, string>;
}

export async function openBenchStore(target: { file: string } | { url: string }): Promise<Store> {
  if ("url" in target) {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      all: async <T>(sql: string, params: unknown[] = []) =>
        (await client.query(sql, params)).rows as T[],
      close: () => client.end(),
      env: { DATABASE_URL: target.url },
    };
  }
  const sqlite = new Database(target.file, { readonly: true });
  return {
    all: async <T>(sql: string, params: unknown[] = []) =>
      sqlite.prepare(sql.replace(/\$\d+/g, "?")).all(...params) as T[],
    close: async () => {
      sqlite.close();
    },
    env: { DATABASE_PATH: target.file },
  };
}

const list = (ids: readonly string[], from = 1) => ids.map((_, k) => `$${k + from}`).join(", ");

export interface RoundRow {
  id: string;
  instance_id: string;
  phase: string;
  dealt_at: number;
  deadline_at: number | null;
  settled_at: number | null;
}

export interface SeatRow {
  round_id: string;
  seat: number;
  learner_id: string | null;
  role: string;
  front: string | null;
  set_by: string | null;
  net: number | null;
}

export async function roundsOf(store: Store, tables: readonly string[]): Promise<RoundRow[]> {
  if (tables.length === 0) return [];
  const rows = await store.all<RoundRow>(
    `SELECT id, instance_id, phase, dealt_at, deadline_at, settled_at FROM rounds WHERE instance_id IN (${list(tables)})`,
    [...tables],
  );
  // PostgreSQL's bigint columns arrive as strings.
  return rows.map((r) => ({
    ...r,
    dealt_at: Number(r.dealt_at),
    deadline_at: r.deadline_at === null ? null : Number(r.deadline_at),
    settled_at: r.settled_at === null ? null : Number(r.settled_at),
  }));
}

export async function seatsOf(store: Store, tables: readonly string[]): Promise<SeatRow[]> {
  if (tables.length === 0) return [];
  const rows = await store.all<SeatRow>(
    `SELECT s.round_id, s.seat, s.learner_id, s.role, s.front, s.set_by, s.net FROM round_seats s JOIN rounds r ON r.id = s.round_id WHERE r.instance_id IN (${list(tables)})`,
    [...tables],
  );
  return rows.map((r) => ({ ...r, net: r.net === null ? null : Number(r.net) }));
}

/** (round, learner, kind) written more than once: a round settled (or dealt) twice. */
export async function doubleEntries(store: Store, tables: readonly string[]): Promise<number> {
  if (tables.length === 0) return 0;
  const rows = await store.all<{ n: number }>(
    `SELECT COUNT(*) AS n FROM (SELECT l.round_id, l.learner_id, l.kind FROM ledger l JOIN rounds r ON r.id = l.round_id WHERE r.instance_id IN (${list(tables)}) GROUP BY l.round_id, l.learner_id, l.kind HAVING COUNT(*) > 1) d`,
    [...tables],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Player seats (1-6) of `tables`' rounds played by people and by the house (bots), settled. */
export async function seatsPlayed(
  store: Store,
  tables: readonly string[],
): Promise<{ people: number; house: number }> {
  if (tables.length === 0) return { people: 0, house: 0 };
  const rows = await store.all<{ people: number; house: number }>(
    `SELECT COUNT(s.learner_id) AS people, COUNT(*) - COUNT(s.learner_id) AS house FROM round_seats s JOIN rounds r ON r.id = s.round_id WHERE s.seat > 0 AND r.phase = 'settled' AND r.instance_id IN (${list(tables)})`,
    [...tables],
  );
  return { people: Number(rows[0]?.people ?? 0), house: Number(rows[0]?.house ?? 0) };
}

/** Waits (at most `timeoutMs`) until no round of `tables` is open; the rounds then. */
export async function drained(
  store: Store,
  tables: readonly string[],
  timeoutMs: number,
): Promise<RoundRow[]> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const rounds = await roundsOf(store, tables);
    if (rounds.every((r) => r.phase === "settled") || Date.now() > end) return rounds;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** `paigow ledger-check` on the store: its last line and whether it exited 0. */
export function ledgerCheck(store: Store): { ok: boolean; line: string } {
  try {
    const out = execFileSync(process.execPath, [path.join(ROOT, "bin/run.mjs"), "ledger-check"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: "", DATABASE_PATH: "", ...store.env },
      timeout: 120_000,
    }).toString();
    return { ok: true, line: out.trim().split("\n").pop() ?? "" };
  } catch (error) {
    const out = `${(error as { stdout?: Buffer }).stdout ?? ""}`.trim();
    return { ok: false, line: out.split("\n").slice(-3).join(" | ") || String(error) };
  }
}
