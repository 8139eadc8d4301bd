/**
 * The live bench's look into the store (bench-live-store.ts) on a migrated SQLite file: the
 * queries written with PostgreSQL's `$n` placeholders run on SQLite's read-only handle, keep
 * to the bench's tables, and a payout written twice for one round is found.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDb } from "../lib/db/client";
import { type Queryable, sqliteClient } from "../lib/db/store";
import { doubleEntries, openBenchStore, roundsOf, seatsOf } from "./bench-live-store";

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "paigow-bench-store-"));
  file = path.join(dir, "live.db");
  const sqlite = sqliteClient(openDb(file) as unknown as Queryable);
  const run = (sql: string, ...params: unknown[]) => sqlite.prepare(sql).run(...params);
  for (const id of ["ann", "bob"]) run("INSERT INTO learners (id, created_at) VALUES (?, 1)", id);
  const round = (id: string, table: string, phase: string, settledAt: number | null) =>
    run(
      `INSERT INTO rounds (id, instance_id, table_id, currency, phase, commission_bp, dealt_at, deadline_at, settled_at)
       VALUES (?, ?, 'usd-25', 'USD', ?, 500, 1000, NULL, ?)`,
      id,
      table,
      phase,
      settledAt,
    );
  round("r1", "live-a", "settled", 2000);
  round("r2", "live-a", "open", null);
  round("r3", "live-b", "settled", 3000);
  round("r4", "someone-else", "settled", 4000);
  run(
    `INSERT INTO round_seats (round_id, seat, role, learner_id, hand, net) VALUES
     ('r1', 0, 'bank', NULL, 'As Kd Qh Jc Ts 9s 8s', -100),
     ('r1', 1, 'player', 'ann', '2c 3c 4c 5c 6c 7c 8c', 100),
     ('r4', 1, 'player', 'bob', '2d 3d 4d 5d 6d 7d 8d', 50)`,
  );
  const entry = (learner: string, round: string, kind: string, amount: number) =>
    run(
      `INSERT INTO ledger (learner_id, currency, round_id, kind, amount, balance_after, created_at)
       VALUES (?, 'USD', ?, ?, ?, 0, 1)`,
      learner,
      round,
      kind,
      amount,
    );
  entry("ann", "r1", "bet", -100);
  entry("ann", "r1", "payout", 200);
  entry("ann", "r3", "bet", -100);
  entry("ann", "r3", "payout", 200);
  entry("ann", "r3", "payout", 200); // r3 settled twice
  entry("bob", "r4", "payout", 50);
  entry("bob", "r4", "payout", 50); // twice too, but not at a bench table
  sqlite.close();
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("the live bench's store checks on SQLite", () => {
  it("reads the rounds and seats of the bench's tables only", async () => {
    const store = await openBenchStore({ file });
    try {
      expect(store.env).toEqual({ DATABASE_PATH: file });
      const rounds = await roundsOf(store, ["live-a", "live-b"]);
      expect(rounds.map((r) => [r.id, r.phase, r.settled_at]).sort()).toEqual([
        ["r1", "settled", 2000],
        ["r2", "open", null],
        ["r3", "settled", 3000],
      ]);
      expect(await roundsOf(store, [])).toEqual([]);
      const seats = await seatsOf(store, ["live-a"]);
      expect(seats.map((s) => [s.round_id, s.seat, s.learner_id, s.net]).sort()).toEqual([
        ["r1", 0, null, -100],
        ["r1", 1, "ann", 100],
      ]);
    } finally {
      await store.close();
    }
  });

  it("finds a (round, learner, kind) written twice at the bench's tables", async () => {
    const store = await openBenchStore({ file });
    try {
      expect(await doubleEntries(store, ["live-a"])).toBe(0);
      expect(await doubleEntries(store, ["live-a", "live-b"])).toBe(1);
      expect(await doubleEntries(store, ["live-a", "live-b", "someone-else"])).toBe(2);
      expect(await doubleEntries(store, [])).toBe(0);
    } finally {
      await store.close();
    }
  });
});
