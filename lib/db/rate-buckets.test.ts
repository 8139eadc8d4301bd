import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertUser } from "./auth";
import { attachLearner } from "./auth-learner";
import { insertLearner } from "./learners";
import { type BucketSpec, takeStoredTokens, takeStoredTokensReadingOwner } from "./rate-buckets";
import { dialectOf, rawRows } from "./store";
import { openTestStore, type TestStore } from "./test-store";

const NOW = 1_750_000_000_000;
let store: TestStore;

/** One bucket's take. */
const takeStoredToken = (db: TestStore["db"], key: string, spec: BucketSpec, now: number) =>
  takeStoredTokens(db, [{ key, spec }], now);
beforeEach(async () => {
  store = await openTestStore();
});
afterEach(() => store.close());

describe("token buckets in the store (shared by instances)", () => {
  it("allows a burst of the capacity, then says how long until the next token", async () => {
    const spec = { capacity: 3, perSecond: 2 };
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await takeStoredToken(store.db, "k", spec, NOW));
    expect(answers).toEqual([0, 0, 0, 500]);
    // Half a token back after 250 ms: still refused, 250 ms to go; a whole one after 500 ms.
    expect(await takeStoredToken(store.db, "k", spec, NOW + 250)).toBe(250);
    expect(await takeStoredToken(store.db, "k", spec, NOW + 500)).toBe(0);
    expect(await takeStoredToken(store.db, "k", spec, NOW + 500)).toBeGreaterThan(0);
    // Other keys have buckets of their own; a long pause refills only up to the capacity.
    expect(await takeStoredToken(store.db, "other", spec, NOW)).toBe(0);
    const later = [];
    for (let i = 0; i < 4; i++)
      later.push(await takeStoredToken(store.db, "k", spec, NOW + 3_600_000));
    expect(later).toEqual([0, 0, 0, 500]);
  });

  it("gives out no more than the capacity to many takers at once", async () => {
    const spec = { capacity: 5, perSecond: 0.001 };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => takeStoredToken(store.db, "race", spec, NOW)),
    );
    expect(answers.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it("does not refill backwards when another instance's clock runs ahead", async () => {
    const spec = { capacity: 2, perSecond: 1 };
    expect(await takeStoredToken(store.db, "skew", spec, NOW + 10_000)).toBe(0);
    expect(await takeStoredToken(store.db, "skew", spec, NOW)).toBe(0);
    expect(await takeStoredToken(store.db, "skew", spec, NOW)).toBeGreaterThan(0);
  });

  it("takes from several buckets in one statement, each by its own capacity and rate", async () => {
    const takes = [
      { key: "address:1", spec: { capacity: 5, perSecond: 10 } },
      { key: "learner:a", spec: { capacity: 2, perSecond: 1 } },
    ];
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await takeStoredTokens(store.db, takes, NOW));
    // The learner's bucket runs dry on the third take: a whole second to its next token.
    expect(answers).toEqual([0, 0, 1000]);
    // The address's bucket gave its token anyway (as when asked one after the other): 2 left.
    const address = [takes[0] as (typeof takes)[number]];
    const more = [];
    for (let i = 0; i < 3; i++) more.push(await takeStoredTokens(store.db, address, NOW));
    expect(more).toEqual([0, 0, 100]);
  });

  it("on PostgreSQL, keeps the buckets UNLOGGED (a take's commit waits for no WAL flush)", async () => {
    if (dialectOf(store.db) !== "pg") return;
    const rows = await rawRows<{ relpersistence: string }>(
      store.db,
      sql`select relpersistence from pg_class where relname = 'rate_buckets' and relkind = 'r'`,
    );
    expect(rows).toEqual([{ relpersistence: "u" }]);
  });

  it("on PostgreSQL, takes the tokens and reads the learner's owner in one statement", async () => {
    if (dialectOf(store.db) !== "pg") return;
    const db = store.db;
    await insertLearner(db, "anon", NOW);
    await insertLearner(db, "adopted", NOW);
    await insertUser(db, { id: "u1", username: "ada", passwordHash: "x", createdAt: NOW });
    await attachLearner(db, "u1", "adopted");
    const takes = [
      { key: "address:1", spec: { capacity: 3, perSecond: 1 } },
      { key: "learner:anon", spec: { capacity: 2, perSecond: 1 } },
    ];
    const read = (id: string) => takeStoredTokensReadingOwner(db, takes, NOW, id);
    expect(await read("anon")).toEqual({ wait: 0, owner: null });
    expect(await read("adopted")).toEqual({ wait: 0, owner: "u1" });
    expect(await read("nobody")).toEqual({ wait: 1000, owner: undefined });
    // The same buckets as takeStoredTokens: the address ran dry on the third take.
    expect(await takeStoredTokens(db, takes.slice(0, 1), NOW)).toBe(1000);
  });
});
