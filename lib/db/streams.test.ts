/**
 * Stream leases (issue 29): the per-viewer stream cap in the store, so it holds across app
 * instances. Runs on SQLite, and on PostgreSQL under `npm run test:pg`, where the last case
 * races two connection pools (two instances) on one database.
 */
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isPostgresUrl } from "@/db/schema";
import { closePg, migratePg, openPg } from "./pg";
import { rawRows } from "./store";
import {
  LEASE_TTL_MS,
  liveStreamLeases,
  releaseStreamLease,
  renewStreamLease,
  renewStreamLeases,
  sweepStreamLeases,
  takeStreamLease,
} from "./streams";
import { createScratchDatabase, openTestStore, type TestStore } from "./test-store";

const NOW = 1_750_000_000_000;
const CAP = 4;
let store: TestStore;

const take = (db: TestStore["db"], holder: string, now = NOW, instanceId = "a") =>
  takeStreamLease(db, { holder, instanceId, cap: CAP, now });

beforeEach(async () => {
  store = await openTestStore();
});
afterEach(() => store.close());

describe("stream leases", () => {
  it("renews many leases at once, over more than one statement's worth, and names the gone", async () => {
    const ids: string[] = [];
    for (let k = 0; k < 510; k++) ids.push((await take(store.db, `holder-${k % 130}`)) as string);
    expect(ids.every((id) => typeof id === "string")).toBe(true);
    await releaseStreamLease(store.db, ids[3] as string);
    const later = NOW + LEASE_TTL_MS - 1;
    const renewed = await renewStreamLeases(store.db, [...ids, "never-taken"], later);
    expect(renewed.size).toBe(509);
    expect(renewed.has(ids[3] as string)).toBe(false);
    expect(renewed.has("never-taken")).toBe(false);
    // Renewed: alive after the lifetime counted from the take; the released one is gone.
    const alive = await liveStreamLeases(store.db, "holder-0", NOW + LEASE_TTL_MS);
    expect(alive).toHaveLength(4);
    expect(await liveStreamLeases(store.db, "holder-3", NOW + LEASE_TTL_MS)).toHaveLength(3);
    expect((await renewStreamLeases(store.db, [], later)).size).toBe(0);
  });

  it("gives a holder at most the cap of live leases, whichever instance asks", async () => {
    const leases = [];
    for (let k = 0; k < CAP; k++) leases.push(await take(store.db, "learner-1", NOW, "a"));
    expect(leases.every((id) => typeof id === "string")).toBe(true);
    expect(new Set(leases).size).toBe(CAP);
    // The cap holds for the holder on another instance; another holder has its own.
    expect(await take(store.db, "learner-1", NOW, "b")).toBeNull();
    expect(await take(store.db, "learner-2", NOW, "b")).not.toBeNull();
    // A stream that ends gives its lease back: one more may open.
    await releaseStreamLease(store.db, leases[0] as string);
    expect(await take(store.db, "learner-1", NOW, "b")).not.toBeNull();
    expect(await take(store.db, "learner-1", NOW, "b")).toBeNull();
  });

  it("stops counting a lease not renewed for LEASE_TTL_MS (a killed instance's)", async () => {
    for (let k = 0; k < CAP; k++) await take(store.db, "learner-1", NOW, "killed");
    const renewedOne = await take(store.db, "learner-2", NOW, "alive");
    // Just before the lifetime ends they still count; at its end they are dead.
    expect(await take(store.db, "learner-1", NOW + LEASE_TTL_MS - 1, "b")).toBeNull();
    const later = NOW + LEASE_TTL_MS;
    expect(await renewStreamLease(store.db, renewedOne as string, later - 1)).toBe(true);
    expect(await liveStreamLeases(store.db, "learner-1", later)).toHaveLength(0);
    const fresh = [];
    for (let k = 0; k < CAP; k++) fresh.push(await take(store.db, "learner-1", later, "b"));
    expect(fresh.every((id) => id !== null)).toBe(true);
    expect(await take(store.db, "learner-1", later, "b")).toBeNull();
    // The renewed lease lives on; a swept one cannot be renewed (its stream must end).
    expect(await liveStreamLeases(store.db, "learner-2", later)).toHaveLength(1);
    const forgotten = await take(store.db, "learner-3", NOW, "killed");
    expect(await sweepStreamLeases(store.db, later)).toBe(1);
    expect(await renewStreamLease(store.db, forgotten as string, later)).toBe(false);
  });

  it("gives no more than the cap to many streams opening at once", async () => {
    const taken = await Promise.all(
      Array.from({ length: 12 }, (_, k) => take(store.db, "racer", NOW, `i${k % 2}`)),
    );
    expect(taken.filter((id) => id !== null)).toHaveLength(CAP);
    expect(await liveStreamLeases(store.db, "racer", NOW)).toHaveLength(CAP);
  });
});

const clusterUrl = process.env.DATABASE_URL ?? "";

describe.skipIf(!isPostgresUrl(clusterUrl))("stream leases on PostgreSQL, two instances", () => {
  it("keeps the leases UNLOGGED (a lease's commit waits for no WAL flush)", async () => {
    const rows = await rawRows<{ relpersistence: string }>(
      store.db,
      sql`select relpersistence from pg_class where relname = 'stream_leases' and relkind = 'r'`,
    );
    expect(rows).toEqual([{ relpersistence: "u" }]);
  });

  it("holds the cap when two instances' pools take leases for one holder at once", async () => {
    const scratch = await createScratchDatabase(clusterUrl, "paigow_leases");
    const a = openPg(scratch.url, { max: 4 });
    const b = openPg(scratch.url, { max: 4 });
    try {
      await migratePg(a);
      for (let round = 0; round < 5; round++) {
        const holder = `racer-${round}`;
        const taken = await Promise.all(
          Array.from({ length: 16 }, (_, k) =>
            k % 2 === 0 ? take(a, holder, NOW, "a") : take(b, holder, NOW, "b"),
          ),
        );
        expect(taken.filter((id) => id !== null)).toHaveLength(CAP);
        expect(await liveStreamLeases(b, holder, NOW)).toHaveLength(CAP);
      }
    } finally {
      await closePg(a);
      await closePg(b);
      await scratch.drop();
    }
  });
});
