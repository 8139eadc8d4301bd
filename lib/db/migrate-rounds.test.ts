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
import { afterAll, describe, expect, it } from "vitest";
import { sweep } from "@/lib/table/clock";
import { logCsv, logPage, roundDetail, sessionSummary } from "@/lib/table/log";
import { tableState } from "@/lib/table/rounds";
import { openDb } from "./client";
import { type Queryable, sqliteClient } from "./store";
import { ledgerMismatches } from "./table";

const root = path.resolve(import.meta.dirname, "../..");
const scratch = mkdtempSync(path.join(tmpdir(), "paigow-migrate-22-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const A = "aaaaaaaa-0000-4000-8000-000000000001";
const B = "bbbbbbbb-0000-4000-8000-000000000002";
const LAST_OLD_MIGRATION = 9; // drizzle/0009: the schema main 0dbed84 ran on

// biome-ignore lint/suspicious/noExplicitAny: the saved JSON of the old code's views
type Saved = any;
const before: Saved = JSON.parse(
  readFileSync(path.join(root, "tests/fixtures/table-before-22.logs.json"), "utf8"),
);

/** A database at the old schema holding the old code's rows. */
function oldDatabase(file: string): void {
  const folder = path.join(scratch, "old-migrations");
  mkdirSync(path.join(folder, "meta"), { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(root, "drizzle/meta/_journal.json"), "utf8"));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= LAST_OLD_MIGRATION);
  writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
  for (const e of journal.entries) {
    copyFileSync(path.join(root, `drizzle/${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  }
  const db = openDb(file, { migrationsFolder: folder }) as unknown as Queryable;
  sqliteClient(db).exec(
    readFileSync(path.join(root, "tests/fixtures/table-before-22.sql"), "utf8"),
  );
  sqliteClient(db).close();
}

const headers = Object.fromEntries(
  [
    "time",
    "table",
    "role",
    "currency",
    "bet",
    "bonusBet",
    "hand",
    "front",
    "dealerHand",
    "dealerFront",
    "back",
    "frontResult",
    "outcome",
    "commission",
    "bonusLine",
    "bonusNet",
    "net",
    "setBy",
    "balanceBefore",
    "balanceAfter",
  ].map((k) => [k, k]),
) as never;

/** What a round view showed before and still shows (the seat number moved: 0 -> 1). */
const common = (round: Saved) => ({
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
  bank: round.bank && {
    hand: round.bank.hand,
    front: round.bank.front,
    rule: round.bank.rule,
    backValue: round.bank.backValue,
    frontValue: round.bank.frontValue,
  },
  seats: round.seats.map((s: Saved) => {
    const { seat: _seat, occupied: _o, setBy: _s, ...rest } = s;
    return rest;
  }),
});

describe("issue 22's migration of a database made by the code before it", () => {
  const file = path.join(scratch, "paigow.db");
  oldDatabase(file);
  const db = openDb(file) as unknown as Queryable; // every migration, 0010-0013 included
  const now = 1_800_100_000_000;

  it("keeps every wallet equal to its ledger (paigow ledger-check ok)", async () => {
    expect(await ledgerMismatches(db)).toEqual([]);
    const env = { ...process.env };
    delete env.DATABASE_URL;
    const run = spawnSync(process.execPath, ["bin/run.mjs", "ledger-check", "--db", file], {
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
        const { bet, action, commission, ...rest } = row;
        const { bet: oldBet, ...oldRest } = was;
        expect(rest).toEqual(oldRest);
        if (row.role === "banker") {
          // Issue 22 #4: as the bank the learner bets nothing; the seats' total is the action.
          expect(bet).toBeNull();
          expect(action).toBe(oldBet);
          expect(commission).toBeGreaterThan(0);
        } else expect(bet).toBe(oldBet);
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
      const csv = (await logCsv(db, learner, headers, { now })).split("\r\n");
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
