/**
 * Next bundles lib/db/store.ts into several chunks (the instrumentation's table clock, each
 * route's), and every copy reaches the one SQLite connection (getDb keeps it on globalThis).
 * Their transactions must still take turns: with a lock per module copy, the clock's BEGIN
 * met a request's open transaction ("cannot start a transaction within a transaction").
 */
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { expect, test, vi } from "vitest";
import type { Queryable } from "./store";

test("two copies of the store module share one turn per SQLite connection", async () => {
  const a = await import("./store");
  vi.resetModules();
  const b = await import("./store");
  expect(b.withTx).not.toBe(a.withTx); // two module instances, as in Next's chunks
  const client = new Database(":memory:");
  client.exec("CREATE TABLE t (n INTEGER)");
  const db = drizzle(client) as unknown as Queryable;
  const order: string[] = [];
  const work = (name: string) => async () => {
    order.push(`${name} begin`);
    client.prepare("INSERT INTO t VALUES (1)").run();
    await new Promise((r) => setTimeout(r, 20)); // a transaction awaiting a query
    order.push(`${name} end`);
  };
  await Promise.all([a.withTx(db, work("a")), b.withTx(db, work("b"))]);
  expect(order).toEqual(["a begin", "a end", "b begin", "b end"]);
  expect(client.prepare("SELECT COUNT(*) AS n FROM t").get()).toEqual({ n: 2 });
  client.close();
});
