/**
 * Issue 22's migration carries every round of the one-learner model into the one round
 * model, nothing lost. The "before" database was made by main 0dbed84's own services
 * (tests/fixtures/table-before-22.sql: two learners, player rounds set by Done, House Way and
 * the timer, a rebuy, three banking rounds, one round still open), and what that code's log
 * showed was saved beside it (table-before-22.logs.json). Migrated, the ledger checks out,
 * every log row, round page and ledger line reads the same (apart from the fixes of issue 22
 * #4 and #10, asserted as such), and the open round is settled by the clock.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPostgresUrl } from "@/db/schema";
import { sweep } from "@/lib/table/clock";
import { logCsv, logPage, roundDetail, sessionSummary } from "@/lib/table/log";
import { tableState } from "@/lib/table/test-own";
import { KEYED_CSV_HEADERS } from "@/tests/support/log-csv-headers";
import { openDb } from "./client";
import { closePg, migratePg, openPg, pgPool } from "./pg";
import { type Queryable, sqliteClient } from "./store";
import { ledgerMismatches } from "./table";
import { createScratchDatabase } from "./test-store";

const root = path.resolve(import.meta.dirname, "../..");
const scratch = mkdtempSync(path.join(tmpdir(), "paigow-migrate-22-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const A = "aaaaaaaa-0000-4000-8000-000000000001";
const B = "bbbbbbbb-0000-4000-8000-000000000002";
// The last migrations main 0dbed84 ran on: drizzle/0009, drizzle-pg/0002.
const LAST_OLD = { sqlite: 9, pg: 2 };
const clusterUrl = process.env.DATABASE_URL;
const onPg = isPostgresUrl(clusterUrl);

// biome-ignore lint/suspicious/noExplicitAny: the saved JSON of the old code's views
type Saved = any;
const before: Saved = JSON.parse(
  readFileSync(path.join(root, "tests/fixtures/table-before-22.logs.json"), "utf8"),
);

/** A migrations folder holding the first migrations of `folder`, up to the old schema's. */
function oldMigrations(folder: "drizzle" | "drizzle-pg", last: number): string {
  const out = path.join(scratch, `old-${folder}`);
  mkdirSync(path.join(out, "meta"), { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(root, folder, "meta/_journal.json"), "utf8"));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= last);
  writeFileSync(path.join(out, "meta/_journal.json"), JSON.stringify(journal));
  for (const e of journal.entries) {
    copyFileSync(path.join(root, folder, `${e.tag}.sql`), path.join(out, `${e.tag}.sql`));
  }
  return out;
}

const FIXTURE = path.join(root, "tests/fixtures/table-before-22.sql");
const FIXTURE_TABLES = [
  "learners",
  "deals",
  "attempts",
  "wallets",
  "table_rounds",
  "table_seats",
  "ledger",
  "bank_sessions",
];

/** A SQLite database at the old schema holding the old code's rows. */
function oldSqlite(file: string): void {
  const folder = oldMigrations("drizzle", LAST_OLD.sqlite);
  const db = openDb(file, { migrationsFolder: folder }) as unknown as Queryable;
  sqliteClient(db).exec(readFileSync(FIXTURE, "utf8"));
  sqliteClient(db).close();
}

/** The same rows in a PostgreSQL database at the old schema (booleans as booleans). */
async function oldPg(db: Queryable): Promise<void> {
  await migratePg(db, { migrationsFolder: oldMigrations("drizzle-pg", LAST_OLD.pg) });
  const lite = new Database(":memory:");
  const file = path.join(scratch, "rows.db");
  oldSqlite(file);
  lite.exec(`attach '${file}' as old`);
  const pool = pgPool(db);
  for (const table of FIXTURE_TABLES) {
    const types = new Map(
      (
        await pool.query<{ column_name: string; data_type: string }>(
          "select column_name, data_type from information_schema.columns where table_name = $1",
          [table],
        )
      ).rows.map((r) => [r.column_name, r.data_type]),
    );
    for (const row of lite.prepare(`select * from old.${table}`).all() as object[]) {
      const columns = Object.keys(row);
      const values = Object.values(row).map((v, i) =>
        types.get(columns[i] as string) === "boolean" && v !== null ? v === 1 : v,
      );
      await pool.query(
        `insert into ${table} (${columns.join(", ")}) values (${columns.map((_, i) => `$${i + 1}`).join(", ")})`,
        values,
      );
    }
  }
  // Rows came with their ids: the identity columns go on from the largest.
  for (const table of ["ledger", "attempts"]) {
    await pool.query(
      `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    );
  }
  lite.close();
}

/**
 * A seat or bank of today's view (the live view's shape: cards as lists, the bonus in `net`,
 * a foul's outcome "foul") in the saved pages' older shape, so the two compare field by field.
 */
const join = (cards: string[] | null) => (cards === null ? null : cards.join(" "));
const savedSeat = (s: Saved): Saved => {
  if (!("cards" in s)) return s;
  const { cards, front, bonus, outcome, net, name: _name, ...rest } = s;
  return {
    ...rest,
    hand: join(cards),
    front: join(front),
    bonusBet: bonus,
    outcome: outcome === "foul" ? "loss" : outcome,
    net: net === null ? null : net - (s.bonusNet ?? 0),
  };
};
const savedBank = (b: Saved): Saved =>
  "cards" in b ? { ...b, hand: join(b.cards), front: join(b.front) } : b;

/** What a round view showed before and still shows (the seat number moved: 0 -> 1). */
const common = (round: Saved) => {
  const bank = round.bank && savedBank(round.bank);
  return {
    id: round.id,
    tableId: round.tableId,
    currency: round.currency,
    role: round.role,
    status: round.status,
    dealtAt: round.dealtAt,
    deadlineAt: round.deadlineAt,
    balanceBefore: round.balanceBefore,
    balanceAfter: round.balanceAfter,
    settledAt: round.settledAt,
    settledBy: round.settledBy,
    bank: bank && {
      hand: bank.hand,
      front: bank.front,
      rule: bank.rule,
      backValue: bank.backValue,
      frontValue: bank.frontValue,
    },
    seats: round.seats.map((s: Saved) => {
      const { seat: _seat, occupied: _o, setBy: _s, ...rest } = savedSeat(s);
      return rest;
    }),
  };
};

describe(`issue 22's migration of a database made by the code before it (${onPg ? "PostgreSQL" : "SQLite"})`, () => {
  const file = path.join(scratch, "paigow.db");
  let db: Queryable;
  let databaseUrl: string | undefined;
  let drop = async () => {};
  beforeAll(async () => {
    if (onPg) {
      const scratchDb = await createScratchDatabase(clusterUrl as string, "paigow_migrate");
      databaseUrl = scratchDb.url;
      db = openPg(scratchDb.url, { max: 2 });
      await oldPg(db);
      await migratePg(db); // every migration, 0003-0006 included
      drop = async () => {
        await closePg(db);
        await scratchDb.drop();
      };
    } else {
      oldSqlite(file);
      db = openDb(file) as unknown as Queryable; // every migration, 0010-0013 included
      drop = async () => {
        sqliteClient(db).close();
      };
    }
  }, 120_000);
  afterAll(() => drop());
  const now = 1_800_100_000_000;

  it("keeps every wallet equal to its ledger (paigow ledger-check ok)", async () => {
    expect(await ledgerMismatches(db)).toEqual([]);
    const env = { ...process.env };
    delete env.DATABASE_URL;
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    const args = databaseUrl ? [] : ["--db", file];
    const run = spawnSync(process.execPath, ["bin/run.mjs", "ledger-check", ...args], {
      cwd: root,
      env,
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(run.stdout).toMatch(/ok/i);
    expect(run.status).toBe(0);
  });

  for (const [name, learner] of [
    ["A", A],
    ["B", B],
  ] as const) {
    it(`learner ${name}: the same log rows, round pages and ledger lines`, async () => {
      const old = before[name];
      const page = await logPage(db, learner, { now });
      expect(page.total).toBe(old.page.total);
      expect(page.rows.map((r) => r.id)).toEqual(old.page.rows.map((r: Saved) => r.id));
      page.rows.forEach((row, k) => {
        const was = old.page.rows[k];
        const { bet, action, commission, outcome, ruleSet, against, ...rest } = row;
        const { bet: oldBet, outcome: oldOutcome, ...oldRest } = was;
        expect(rest).toEqual(oldRest);
        // Issue 31: every round before the casinos was the online 5% game.
        expect(ruleSet).toBe("seed/standard");
        // Issue 29 (walk finding 8): whom the learner played; the house (null) at a solo table.
        expect(against.length).toBeGreaterThan(0);
        if (row.role === "banker") {
          // Issue 22 #4: as the bank the learner bets nothing; the seats' total is the action.
          expect(bet).toBeNull();
          expect(action).toBe(oldBet);
          expect(commission).toBeGreaterThan(0);
          // Issue 29 (walk finding 2): a banker row has the bank's result, read from its net.
          expect(outcome).toBe(row.net > 0 ? "win" : row.net < 0 ? "loss" : "push");
        } else {
          expect(bet).toBe(oldBet);
          expect(outcome).toBe(oldOutcome);
        }
      });
      for (const was of old.details) {
        const detail = await roundDetail(db, learner, was.round.id, now);
        expect(detail.ledger).toEqual(was.ledger);
        expect(common(detail.round)).toEqual(common(was.round));
        if (detail.round.role === "banker") {
          // Issue 22 #4: the round page has the bank's commission and result.
          const lines = was.ledger as Array<{ kind: string; amount: number }>;
          const charged = -lines
            .filter((l) => l.kind === "bank-commission")
            .reduce((s, l) => s + l.amount, 0);
          expect(detail.round.bank).toMatchObject({
            learner: true,
            commission: charged,
            net: (was.round.balanceAfter ?? 0) - was.round.balanceBefore,
          });
        }
      }
      // The CSV: every player round's line as it was (the new last column: the other seats).
      const csv = (await logCsv(db, learner, KEYED_CSV_HEADERS, { now })).split("\r\n");
      const oldCsv = (old.csv as string).split("\r\n");
      expect(csv).toHaveLength(oldCsv.length);
      csv.slice(1).forEach((line, k) => {
        const cells = line.split(",");
        const was = (oldCsv[k + 1] as string).split(",");
        if (cells[2] === "player") expect(cells.slice(0, 20)).toEqual(was);
        else expect([cells[0], cells[16], cells[19]]).toEqual([was[0], was[16], was[19]]);
      });
      // The session at the player table as before; at the banking table (issue 22 #10) now
      // with the banking rounds, each counted at its wallet's change.
      expect(await sessionSummary(db, learner, "usd-2-300", 0)).toEqual(old.session.usd);
      const bankRows = page.rows.filter((r) => r.tableId === "usd-5-50-bank");
      const bank = await sessionSummary(db, learner, "usd-5-50-bank", 0);
      expect(bank.rounds).toBe(bankRows.length);
      expect(bank.net).toBe(bankRows.reduce((s, r) => s + r.net, 0));
    });
  }

  it("keeps the open round open, with its bet, until the clock settles it", async () => {
    const open = await tableState(db, B, "usd-2-300", { now: before.openDeadline });
    expect(open.round).toMatchObject({
      id: before.openRound,
      status: "open",
      deadlineAt: before.openDeadline,
    });
    expect(await sweep(db, before.openDeadline + 2_000)).toBe(1);
    const settled = await tableState(db, B, "usd-2-300", { now: before.openDeadline + 3_000 });
    expect(settled.round).toMatchObject({
      id: before.openRound,
      status: "settled",
      settledBy: "timer",
    });
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
