/**
 * The end-to-end tests' clock hook (lib/db/live.ts runOutLiveDeadline): a test table's running
 * phase ends when asked, and only the phase asked for, so a late call never cuts the next phase
 * short; the clock then moves the table on as at any deadline. On a fresh store per test (SQLite
 * here; PostgreSQL under npm run test:pg).
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { liveTables } from "@/db/schema";
import { runOutLiveDeadline } from "@/lib/db/live";
import type { Queryable } from "@/lib/db/store";
import { openTestStore } from "@/lib/db/test-store";
import { sweepLive } from "@/lib/table/clock";
import { findTable } from "@/lib/table/tables";
import { T, verbOn, withLearners } from "./test-live";

const TABLE = "live-test-e2e-1";
let db: Queryable;
let ada: string;

beforeEach(async () => {
  [db, ada] = await withLearners(openTestStore(), "ada");
});

const verb = verbOn(() => db, TABLE);
const row = async () =>
  (await db.select().from(liveTables).where(eq(liveTables.id, TABLE)))[0] ?? null;

describe("running a test table's timer out", () => {
  it("the end-to-end table is test-only and runs five-minute timers", () => {
    const config = findTable(TABLE, true);
    expect(config?.testOnly).toBe(true);
    expect(config?.live?.betSeconds).toBe(300);
    expect(config?.decisionSeconds).toBe(300);
    expect(findTable(TABLE, false)).toBeUndefined();
  });

  it("ends only the phase named; the clock then moves the table on as at the deadline", async () => {
    await verb(ada, "sit", {}, T);
    expect((await row())?.phase).toBe("bets");
    // The only player's bet deals at once: the setting's five minutes run.
    await verb(ada, "bet", { main: 500 }, T + 1_000);
    const setting = await row();
    expect(setting?.phase).toBe("setting");
    expect(setting?.deadlineAt).toBeGreaterThan(T + 300_000);

    // Another phase named: nothing changes, nothing is due.
    expect(await runOutLiveDeadline(db, TABLE, "bets", T + 2_000)).toBe(false);
    expect(await row()).toEqual(setting);
    expect(await sweepLive(db, T + 2_000)).toBe(0);

    // The setting named: its time ends now, and the clock sets the hand by the house way.
    expect(await runOutLiveDeadline(db, TABLE, "setting", T + 2_000)).toBe(true);
    expect((await row())?.deadlineAt).toBe(T + 2_000);
    expect(await sweepLive(db, T + 2_000)).toBe(1);
    expect((await row())?.phase).toBe("settled");
    // A second call for the phase that ended finds nothing to run out.
    expect(await runOutLiveDeadline(db, TABLE, "setting", T + 3_000)).toBe(false);
  });
});
