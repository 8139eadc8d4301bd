import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { meta } from "@/db/schema";
import { assertStoreIntact, openDb, StoreUnsafeError, storeHealth } from "./client";

const tableNames = (db: ReturnType<typeof openDb>): string[] =>
  db.$client
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

  it("creates a missing folder and applies the migrations", () => {
    const file = path.join(dir, "nested", "test.db");
    const db = openDb(file);
    try {
      expect(fs.existsSync(file)).toBe(true);
      expect(tableNames(db)).toEqual(expect.arrayContaining(["__drizzle_migrations", "meta"]));
    } finally {
      db.$client.close();
    }
  });

  it("turns on WAL and foreign keys", () => {
    const db = openDb(path.join(dir, "pragmas.db"));
    try {
      expect(db.$client.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(db.$client.pragma("foreign_keys", { simple: true })).toBe(1);
    } finally {
      db.$client.close();
    }
  });

  it("keeps data and applies nothing twice when reopened", () => {
    const file = path.join(dir, "reopen.db");
    const first = openDb(file);
    first.insert(meta).values({ key: "seeded", value: "yes" }).run();
    const applied = first.$client
      .prepare("SELECT count(*) FROM __drizzle_migrations")
      .pluck()
      .get();
    first.$client.close();

    const second = openDb(file);
    try {
      expect(second.select().from(meta).where(eq(meta.key, "seeded")).get()).toEqual({
        key: "seeded",
        value: "yes",
      });
      expect(
        second.$client.prepare("SELECT count(*) FROM __drizzle_migrations").pluck().get(),
      ).toBe(applied);
    } finally {
      second.$client.close();
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

  it("is healthy for a fresh database", () => {
    const db = openDb(path.join(dir, "ok.db"));
    try {
      expect(storeHealth(db)).toBeNull();
      expect(() => assertStoreIntact(db)).not.toThrow();
    } finally {
      db.$client.close();
    }
  });

  it("reports a deleted database file, and writes are refused rather than lost", () => {
    const file = path.join(dir, "gone.db");
    const db = openDb(file);
    try {
      fs.rmSync(file);
      fs.rmSync(`${file}-wal`, { force: true });
      expect(storeHealth(db)).toBe("file-missing");
      expect(() => assertStoreIntact(db, Date.now() + 5000)).toThrow(StoreUnsafeError);
    } finally {
      db.$client.close();
    }
  });

  it("reports a database file replaced under the server, and a deleted WAL", () => {
    const file = path.join(dir, "swap.db");
    const db = openDb(file);
    try {
      fs.rmSync(`${file}-wal`);
      expect(storeHealth(db)).toBe("wal-missing");
      fs.renameSync(file, `${file}.old`);
      fs.copyFileSync(`${file}.old`, file);
      expect(storeHealth(db)).toBe("file-replaced");
    } finally {
      db.$client.close();
    }
  });

  it("reports a corrupt database", () => {
    const file = path.join(dir, "corrupt.db");
    const first = openDb(file);
    for (let i = 0; i < 200; i++) {
      first
        .insert(meta)
        .values({ key: `k${i}`, value: "x".repeat(200) })
        .run();
    }
    first.$client.pragma("wal_checkpoint(TRUNCATE)");
    const pageSize = first.$client.pragma("page_size", { simple: true }) as number;
    const root = first.$client
      .prepare("SELECT rootpage FROM sqlite_master WHERE name = 'meta'")
      .pluck()
      .get() as number;
    first.$client.close();
    // Scribble over the meta table's root page only, so the schema still opens.
    const bytes = fs.readFileSync(file);
    bytes.fill(0x5a, (root - 1) * pageSize + 8, root * pageSize);
    fs.writeFileSync(file, bytes);
    const db = openDb(file, { migrate: false });
    try {
      expect(storeHealth(db)).toBe("integrity");
    } finally {
      db.$client.close();
    }
  });

  it("says when another process holds the write lock, without waiting for it", () => {
    const file = path.join(dir, "locked.db");
    const db = openDb(file);
    const other = openDb(file, { migrate: false });
    try {
      other.$client.exec("BEGIN IMMEDIATE");
      const start = Date.now();
      expect(storeHealth(db)).toBe("locked");
      expect(Date.now() - start).toBeLessThan(1000);
    } finally {
      other.$client.exec("ROLLBACK");
      other.$client.close();
      db.$client.close();
    }
  });
});
