/**
 * The clock: every round past its deadline is settled by the house way exactly once, by
 * whichever sweeper gets there (two at once here, as two server instances would run), with a
 * learner's late Done racing it; reads never settle. Runs on both stores (npm run test:pg).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { attempts, ledger, rounds } from "@/db/schema";
import { insertLearner } from "@/lib/db/learners";
import { dueRounds } from "@/lib/db/rounds";
import { ledgerMismatches } from "@/lib/db/table";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { createRng } from "@/lib/engine/rng";
import { warmEngine } from "@/lib/grading/ev";
import { startTableClock, stopTableClock, sweep } from "./clock";
import { DEADLINE_GRACE_MS } from "./round-model";
import { dealRound, finishRound, tableState } from "./test-own";

const T0 = 1_800_000_000_000;
const stores: TestStore[] = [];
afterEach(async () => {
  stopTableClock();
  for (const store of stores.splice(0)) await store.close();
});
beforeAll(() => warmEngine());

async function dealMany(n: number) {
  const store = await openTestStore();
  stores.push(store);
  const { db } = store;
  const rng = createRng(5);
  const dealt: Array<{ learner: string; table: string; id: string; deadlineAt: number }> = [];
  for (let k = 0; k < n; k++) {
    const learner = randomUUID();
    await insertLearner(db, learner, T0);
    const table = k % 2 ? "usd-2-300" : "sek-10-1000";
    const chips = k % 2 ? [500] : [1_000];
    const round = await dealRound(
      db,
      learner,
      table,
      { chips, bonusChips: chips },
      { now: T0 + k, rng },
    );
    dealt.push({ learner, table, id: round.id, deadlineAt: round.deadlineAt ?? 0 });
  }
  return { db, dealt };
}

describe("the table's clock", () => {
  it("settles every due round exactly once with two sweepers at once", async () => {
    const { db, dealt } = await dealMany(24);
    const late = Math.max(...dealt.map((d) => d.deadlineAt)) + DEADLINE_GRACE_MS + 1;
    // Reading the table past the deadline settles nothing.
    await tableState(db, dealt[0]?.learner ?? "", "sek-10-1000", { now: late });
    expect((await db.select().from(rounds).where(eq(rounds.phase, "settled"))).length).toBe(0);

    // A learner's Done races both sweepers: it is refused, never doubled. Refused as too late
    // when it reads the round first, as settled when a sweeper committed first (PostgreSQL's
    // order in CI once; the same answer a second late Done gets, settle-round.test.ts).
    const first = dealt[1] as (typeof dealt)[number];
    const [a, b, done] = await Promise.allSettled([
      sweep(db, late),
      sweep(db, late),
      finishRound(db, first.learner, first.id, { kind: "house-way" }, { now: late }),
    ]);
    const counts = [a, b].map((r) => (r.status === "fulfilled" ? r.value : Number.NaN));
    expect(done.status).toBe("rejected");
    expect(["deadline-passed", "already-settled"]).toContain(
      ((done as PromiseRejectedResult).reason as { code: string }).code,
    );
    // Between them the sweepers settled every round the Done did not.
    expect((counts[0] ?? 0) + (counts[1] ?? 0)).toBeGreaterThanOrEqual(dealt.length - 1);
    expect((counts[0] ?? 0) + (counts[1] ?? 0)).toBeLessThanOrEqual(dealt.length);

    const all = await db.select().from(rounds);
    expect(all.every((r) => r.phase === "settled")).toBe(true);
    for (const d of dealt) {
      const entries = await db.select().from(ledger).where(eq(ledger.roundId, d.id));
      // Exactly one deal's bets and at most one settlement's entries (a lost bet has none).
      expect(entries.filter((e) => e.kind === "bet")).toHaveLength(1);
      expect(
        entries.filter((e) => ["payout", "return"].includes(e.kind)).length,
      ).toBeLessThanOrEqual(1);
      expect(await db.select().from(attempts).where(eq(attempts.dealId, d.id))).toHaveLength(1);
      const view = (await tableState(db, d.learner, d.table, { now: late })).round;
      expect(view).toMatchObject({ id: d.id, status: "settled", settledBy: "timer" });
    }
    expect(await ledgerMismatches(db)).toEqual([]);
    expect(await sweep(db, late + 10_000)).toBe(0);
  });

  it("refuses a Done read after the clock settled its round as settled, the timer's result standing", async () => {
    // The race above in the order PostgreSQL once ran it: the sweeper settles, then the Done.
    const { db, dealt } = await dealMany(1);
    const [timed] = dealt as [(typeof dealt)[number]];
    const late = timed.deadlineAt + DEADLINE_GRACE_MS + 1;
    expect(await sweep(db, late)).toBe(1);
    await expect(
      finishRound(db, timed.learner, timed.id, { kind: "house-way" }, { now: late }),
    ).rejects.toMatchObject({ code: "already-settled" });
    const view = (await tableState(db, timed.learner, timed.table, { now: late })).round;
    expect(view).toMatchObject({ id: timed.id, status: "settled", settledBy: "timer" });
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("finds the due rounds by each call's own time and limit, oldest deadline first", async () => {
    // The clock's read is prepared once on SQLite: every call must bind its own values.
    const { db, dealt } = await dealMany(5);
    const byDeadline = [...dealt].sort(
      (x, y) => x.deadlineAt - y.deadlineAt || (x.id < y.id ? -1 : 1),
    );
    const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);
    const first = byDeadline[0]?.deadlineAt ?? 0;
    expect(await dueRounds(db, first, 50)).toEqual([]);
    expect(ids(await dueRounds(db, first + 1, 50))).toEqual([byDeadline[0]?.id]);
    const all = ids(byDeadline);
    expect(ids(await dueRounds(db, first + 1_000, 50))).toEqual(all);
    expect(ids(await dueRounds(db, first + 1_000, 2))).toEqual(all.slice(0, 2));
    expect(ids(await dueRounds(db, first + 3, 50))).toEqual(
      ids(byDeadline.filter((d) => d.deadlineAt < first + 3)),
    );
    // Settled rounds are never due again.
    await sweep(db, first + 1_000 + DEADLINE_GRACE_MS);
    expect(await dueRounds(db, first + 1_000, 50)).toEqual([]);
  });

  it("runs by itself once started: a round left alone is settled past its deadline", async () => {
    const store = await openTestStore();
    stores.push(store);
    const learner = randomUUID();
    await insertLearner(store.db, learner, T0);
    // Dealt 47 s ago at a 45 s table: due now, with nobody asking.
    const round = await dealRound(
      store.db,
      learner,
      "usd-2-300",
      { chips: [500], bonusChips: [] },
      { now: Date.now() - 47_000 },
    );
    startTableClock(() => store.db, 20);
    const until = Date.now() + 10_000;
    let status = "open";
    while (status === "open" && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 25));
      status =
        (await store.db.select().from(rounds).where(eq(rounds.id, round.id)))[0]?.phase ?? "";
    }
    expect(status).toBe("settled");
    expect(await ledgerMismatches(store.db)).toEqual([]);
  });
});
