import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { meta } from "@/db/schema";
import {
  assertStoreIntact,
  isBusyError,
  openDb,
  STATEMENT_CACHE_SIZE,
  StoreUnsafeError,
  storeHealth,
  WRITE_FAILURE_MEMORY_MS,
} from "./client";
import { sqliteClient, withTx } from "./store";

const tableNames = (db: ReturnType<typeof openDb>): string[] =>
  sqliteClient(db)
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];

describe("openDb", () => {
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-db-"));
  });

  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("creates a missing folder and applies the migrations", async () => {
    const file = path.join(dir, "nested", "test.db");
    const db = openDb(file);
    try {
      expect(fs.existsSync(file)).toBe(true);
      expect(tableNames(db)).toEqual(expect.arrayContaining(["__drizzle_migrations", "meta"]));
    } finally {
      sqliteClient(db).close();
    }
  });

  it("turns on WAL and foreign keys", async () => {
    const db = openDb(path.join(dir, "pragmas.db"));
    try {
      expect(sqliteClient(db).pragma("journal_mode", { simple: true })).toBe("wal");
      expect(sqliteClient(db).pragma("foreign_keys", { simple: true })).toBe(1);
    } finally {
      sqliteClient(db).close();
    }
  });

  it("keeps data and applies nothing twice when reopened", async () => {
    const file = path.join(dir, "reopen.db");
    const first = openDb(file);
    await first.insert(meta).values({ key: "seeded", value: "yes" });
    const applied = sqliteClient(first)
      .prepare("SELECT count(*) FROM __drizzle_migrations")
      .pluck()
      .get();
    sqliteClient(first).close();

    const second = openDb(file);
    try {
      expect((await second.select().from(meta).where(eq(meta.key, "seeded")))[0]).toEqual({
        key: "seeded",
        value: "yes",
      });
      expect(
        sqliteClient(second).prepare("SELECT count(*) FROM __drizzle_migrations").pluck().get(),
      ).toBe(applied);
    } finally {
      sqliteClient(second).close();
    }
  });
});

describe("store health (issue 10, item 6)", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-health-"));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is healthy for a fresh database", async () => {
    const db = openDb(path.join(dir, "ok.db"));
    try {
      expect(await storeHealth(db)).toBeNull();
      expect(() => assertStoreIntact(db)).not.toThrow();
    } finally {
      sqliteClient(db).close();
    }
  });

  it("reports a deleted database file, and writes are refused rather than lost", async () => {
    const file = path.join(dir, "gone.db");
    const db = openDb(file);
    try {
      fs.rmSync(file);
      fs.rmSync(`${file}-wal`, { force: true });
      expect(await storeHealth(db)).toBe("file-missing");
      expect(() => assertStoreIntact(db)).toThrow(StoreUnsafeError);
    } finally {
      sqliteClient(db).close();
    }
  });

  it("reports a database file replaced under the server, and a deleted WAL", async () => {
    const file = path.join(dir, "swap.db");
    const db = openDb(file);
    try {
      fs.rmSync(`${file}-wal`);
      expect(await storeHealth(db)).toBe("wal-missing");
      fs.renameSync(file, `${file}.old`);
      fs.copyFileSync(`${file}.old`, file);
      expect(await storeHealth(db)).toBe("file-replaced");
    } finally {
      sqliteClient(db).close();
    }
  });

  it("reports a corrupt database", async () => {
    const file = path.join(dir, "corrupt.db");
    const first = openDb(file);
    for (let i = 0; i < 200; i++) {
      await first.insert(meta).values({ key: `k${i}`, value: "x".repeat(200) });
    }
    sqliteClient(first).pragma("wal_checkpoint(TRUNCATE)");
    const pageSize = sqliteClient(first).pragma("page_size", { simple: true }) as number;
    const root = sqliteClient(first)
      .prepare("SELECT rootpage FROM sqlite_master WHERE name = 'meta'")
      .pluck()
      .get() as number;
    sqliteClient(first).close();
    // Scribble over the meta table's root page only, so the schema still opens.
    const bytes = fs.readFileSync(file);
    bytes.fill(0x5a, (root - 1) * pageSize + 8, root * pageSize);
    fs.writeFileSync(file, bytes);
    const db = openDb(file, { migrate: false });
    try {
      expect(await storeHealth(db)).toBe("integrity");
    } finally {
      sqliteClient(db).close();
    }
  });

  it("says when another process holds the write lock, without waiting for it", async () => {
    const file = path.join(dir, "locked.db");
    const db = openDb(file);
    const other = openDb(file, { migrate: false });
    try {
      sqliteClient(other).exec("BEGIN IMMEDIATE");
      const start = Date.now();
      expect(await storeHealth(db)).toBe("locked");
      expect(Date.now() - start).toBeLessThan(1000);
    } finally {
      sqliteClient(other).exec("ROLLBACK");
      sqliteClient(other).close();
      sqliteClient(db).close();
    }
  });
});

describe("store health notices writes that fail (issue 29)", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-health-full-"));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("reports a full disk while the app's writes fail, and is well again once one commits", async () => {
    const db = openDb(path.join(dir, "full.db"));
    const sqlite = sqliteClient(db);
    try {
      expect(await storeHealth(db)).toBeNull();
      // The disk is full: no page more than the database has (SQLite answers SQLITE_FULL).
      const pages = sqlite.pragma("page_count", { simple: true }) as number;
      sqlite.pragma(`max_page_count = ${pages}`);
      const big = (k: number) => ({ key: `big-${k}`, value: "x".repeat(50_000) });
      const failed = await withTx(db, (tx) => tx.insert(meta).values(big(1))).catch((e) => e);
      expect(String((failed as { code?: string }).code)).toMatch(/^SQLITE_FULL/);
      // The health probe's own row still fits: only the failed write tells.
      expect(await storeHealth(db)).toBe("unwritable");
      expect(await storeHealth(db)).toBe("unwritable");
      // Room again: the next write commits, and the store is healthy.
      sqlite.pragma(`max_page_count = ${pages * 100}`);
      await withTx(db, (tx) => tx.insert(meta).values(big(2)));
      expect(await storeHealth(db)).toBeNull();
    } finally {
      sqlite.close();
    }
  });

  it("forgets a failed write after a minute without writes", async () => {
    const db = openDb(path.join(dir, "quiet.db"));
    const sqlite = sqliteClient(db);
    try {
      const pages = sqlite.pragma("page_count", { simple: true }) as number;
      sqlite.pragma(`max_page_count = ${pages}`);
      await withTx(db, (tx) =>
        tx.insert(meta).values({ key: "k", value: "x".repeat(50_000) }),
      ).catch(() => undefined);
      sqlite.pragma(`max_page_count = ${pages * 100}`);
      expect(await storeHealth(db)).toBe("unwritable");
      expect(await storeHealth(db, Date.now() + WRITE_FAILURE_MEMORY_MS + 1)).toBeNull();
    } finally {
      sqlite.close();
    }
  });
});

describe("busy errors (retryBusy tries these again)", () => {
  const coded = (code: string) => Object.assign(new Error(code), { code });

  it("are SQLite's lock errors and PostgreSQL's serialization failures and deadlocks", () => {
    for (const code of ["SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT", "SQLITE_LOCKED", "40001", "40P01"]) {
      expect(isBusyError(coded(code))).toBe(true);
    }
  });

  it("are found inside the error a driver error is wrapped in", () => {
    expect(isBusyError(new Error("query failed", { cause: coded("40001") }))).toBe(true);
  });

  it("are not constraint violations or other failures", () => {
    for (const code of ["SQLITE_CONSTRAINT_UNIQUE", "23505", "42P01", "SQLITE_CORRUPT"]) {
      expect(isBusyError(coded(code))).toBe(false);
    }
    expect(isBusyError(new Error("plain"))).toBe(false);
  });
});

describe("keepCompiledStatements", () => {
  it("compiles each SQL text once and hands a reused reader back in object mode", async () => {
    const db = openDb(":memory:");
    const sqlite = sqliteClient(db);
    await db.insert(meta).values({ key: "k", value: "v" });
    const first = sqlite.prepare("select key, value from meta");
    expect(first.raw().all()).toEqual([["k", "v"]]);
    const again = sqlite.prepare("select key, value from meta");
    expect(again).toBe(first);
    // Drizzle left it in raw mode; the next caller gets objects again.
    expect(again.all()).toEqual([{ key: "k", value: "v" }]);
    expect(sqlite.prepare("select key, value from meta").pluck().all()).toEqual(["k"]);
    expect(sqlite.prepare("select key, value from meta").get()).toEqual({ key: "k", value: "v" });
    // Drizzle's own reads through the kept statements still map rows.
    expect(await db.select().from(meta).where(eq(meta.key, "k"))).toEqual([
      { key: "k", value: "v" },
    ]);
    expect(await db.select().from(meta).where(eq(meta.key, "k"))).toEqual([
      { key: "k", value: "v" },
    ]);
  });

  it("keeps at most the cache size, least recently used out first", () => {
    const sqlite = sqliteClient(openDb(":memory:", { migrate: false }));
    const a = sqlite.prepare("select 1");
    for (let i = 0; i < STATEMENT_CACHE_SIZE; i++) sqlite.prepare(`select ${i + 2}`);
    expect(sqlite.prepare("select 1")).not.toBe(a);
    const b = sqlite.prepare(`select ${STATEMENT_CACHE_SIZE + 1}`);
    expect(sqlite.prepare(`select ${STATEMENT_CACHE_SIZE + 1}`)).toBe(b);
  });
});
