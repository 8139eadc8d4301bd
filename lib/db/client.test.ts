import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { meta } from "@/db/schema";
import { openDb } from "./client";

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
