import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loginAttempts } from "@/db/schema";
import { type Db, openDb } from "@/lib/db/client";
import { sqliteClient } from "@/lib/db/store";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { T0 } from "@/tests/support/db-fixtures";
import {
  blockedFor,
  type Limit,
  PAIR_LIMIT,
  pairKey,
  pruneAttempts,
  release,
  reserve,
} from "./rate-limit";

const limit: Limit = { max: 3, windowMs: 60_000 };
const stores: TestStore[] = [];
const dbs: Db[] = [];
const dirs: string[] = [];
const mem = async () => {
  const store = await openTestStore();
  stores.push(store);
  return store.db;
};
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const db of dbs.splice(0)) sqliteClient(db).close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("rate limit", () => {
  it("allows `max` attempts in the window, then blocks until the oldest ages out", async () => {
    const db = await mem();
    const key = [{ key: "account:ada", limit }];
    for (let i = 0; i < 3; i++)
      expect((await reserve(db, key, T0 + i * 1000)).status).toBe("reserved");
    expect(await reserve(db, key, T0 + 5000)).toEqual({ status: "blocked", retryAfterMs: 55_000 });
    // A blocked attempt is not recorded, so waiting is enough.
    expect((await reserve(db, key, T0 + 60_001)).status).toBe("reserved");
  });

  it("keeps keys apart: one account's failures do not block another", async () => {
    const db = await mem();
    for (let i = 0; i < 3; i++) await reserve(db, [{ key: "account:ada", limit }], T0);
    expect(await blockedFor(db, "account:ada", limit, T0)).toBeGreaterThan(0);
    expect(await blockedFor(db, "account:ben", limit, T0)).toBe(0);
  });

  it("blocks when any one of several keys is over its limit, and records nothing then", async () => {
    const db = await mem();
    for (let i = 0; i < 3; i++) await reserve(db, [{ key: "address:1.2.3.4", limit }], T0);
    const result = await reserve(
      db,
      [
        { key: "account:new", limit },
        { key: "address:1.2.3.4", limit },
      ],
      T0 + 1,
    );
    expect(result.status).toBe("blocked");
    expect(await blockedFor(db, "account:new", limit, T0 + 1)).toBe(0);
  });

  it("gives released slots back", async () => {
    const db = await mem();
    const key = [{ key: "account:ada", limit }];
    await reserve(db, key, T0);
    await reserve(db, key, T0);
    const third = await reserve(db, key, T0);
    if (third.status !== "reserved") throw new Error("expected a slot");
    await release(db, third.ids);
    expect(await blockedFor(db, "account:ada", limit, T0)).toBe(0);
  });

  // A SQLite file closed and reopened (on PostgreSQL the rows live in the server anyway).
  it("survives closing and reopening the database (a server restart)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-rate-"));
    dirs.push(dir);
    const file = path.join(dir, "limit.db");
    const first = openDb(file);
    const key = [{ key: pairKey("ada", "192.0.2.7"), limit }];
    for (let i = 0; i < limit.max; i++) await reserve(first, key, T0 + i);
    sqliteClient(first).close();

    const reopened = openDb(file);
    dbs.push(reopened);
    expect(
      await blockedFor(reopened, pairKey("ada", "192.0.2.7"), limit, T0 + 1000),
    ).toBeGreaterThan(0);
    expect((await reserve(reopened, key, T0 + 1000)).status).toBe("blocked");
  });

  it("slows a pair down progressively after three free failures (OWASP progressive delay)", async () => {
    const db = await mem();
    const key = [{ key: pairKey("ada", "192.0.2.7"), limit: PAIR_LIMIT }];
    let now = T0;
    for (let i = 0; i < 3; i++) expect((await reserve(db, key, now++)).status).toBe("reserved");
    // The fourth try must wait 1 s after the third failure, the fifth 2 s, the sixth 4 s.
    for (const pause of [1000, 2000, 4000]) {
      const early = await reserve(db, key, now);
      expect(early.status).toBe("blocked");
      now += early.status === "blocked" ? early.retryAfterMs : 0;
      expect(early.status === "blocked" && early.retryAfterMs).toBeLessThanOrEqual(pause);
      expect((await reserve(db, key, now)).status).toBe("reserved");
    }
    // Another address's pair with the same account is not slowed at all.
    expect(
      (await reserve(db, [{ key: pairKey("ada", "198.51.100.1"), limit: PAIR_LIMIT }], now)).status,
    ).toBe("reserved");
  });

  it("prunes attempts older than every window", async () => {
    const db = await mem();
    await reserve(db, [{ key: "a", limit }], T0);
    await reserve(db, [{ key: "b", limit }], T0 + 2 * 60 * 60_000);
    await pruneAttempts(db, T0 + 2 * 60 * 60_000);
    expect((await db.select().from(loginAttempts)).map((r) => r.key)).toEqual(["b"]);
  });
});
