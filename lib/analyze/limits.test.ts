/**
 * Issue 21, items 4 and 8: the analyzer is limited per visitor and per address, keeps a
 * bounded memory of its own instead of adding ev_cache rows, and says nothing to the client
 * about where the counts came from.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type Db, openDb } from "@/lib/db/client";
import { sqliteClient } from "@/lib/db/store";
import { DEFAULT_RULE_SET } from "@/lib/engine/rule-set";
import { parseHandText } from "./parse";

const state = vi.hoisted(() => ({ db: null as unknown as Db, address: "203.0.113.7" }));
vi.mock("server-only", () => ({}));
vi.mock("@/lib/db", () => ({ getDb: () => state.db }));
vi.mock("@/lib/auth/cookie", () => ({ clientAddress: async () => state.address }));

const { admitAnalysis, PER_ADDRESS, PER_VISITOR, resetAnalyzeLimits } = await import("./limits");
const { analyzeHand, recentHands } = await import("./analysis");
const { MAX_HANDS, RecentHands } = await import("./memo");

const handOf = (text: string) => {
  const parsed = parseHandText(text);
  if (parsed.status !== "ok") throw new Error(text);
  return parsed.hand;
};

beforeEach(() => {
  state.db = openDb(":memory:");
  resetAnalyzeLimits();
});

const refusedAt = async (visitor: string | null, calls: number, now: number) => {
  for (let i = 0; i < calls; i++) {
    const outcome = await admitAnalysis(visitor, now).then(
      () => null,
      (e: { code?: string }) => e.code,
    );
    if (outcome !== null) return { at: i, code: outcome };
  }
  return null;
};

describe("analyzer limits", () => {
  it("lets a visitor analyze a burst, then refuses with rate-limited until a token is back", async () => {
    const now = 1_000_000;
    expect(await refusedAt("learner-a", PER_VISITOR.capacity + 1, now)).toEqual({
      at: PER_VISITOR.capacity,
      code: "rate-limited",
    });
    // Another visitor behind the same address is not held back by the first.
    expect(await refusedAt("learner-b", 5, now)).toBeNull();
    // A second later, one more.
    expect(await refusedAt("learner-a", 1, now + 1000)).toBeNull();
  });

  it("limits an address however many cookies (or none) its clients show", async () => {
    const now = 2_000_000;
    let refused = null;
    for (let i = 0; i <= PER_ADDRESS.capacity && refused === null; i++) {
      refused = await refusedAt(i % 2 ? null : `fresh-${i}`, 1, now);
      if (refused) refused = { ...refused, at: i };
    }
    expect(refused).toEqual({ at: PER_ADDRESS.capacity, code: "rate-limited" });
    state.address = "198.51.100.1";
    expect(await refusedAt(null, 1, now)).toBeNull();
  });
});

describe("the analyzer's memory", () => {
  it("adds no ev_cache row, answers no cache state, and a second look is the same analysis", async () => {
    const hand = handOf("As Kd Qh Jc 9s 5d 2h");
    const first = await analyzeHand(hand, 0.05, DEFAULT_RULE_SET);
    expect(first).not.toHaveProperty("cached");
    const rows = sqliteClient(state.db).prepare("select count(*) as n from ev_cache").get();
    expect(rows).toEqual({ n: 0 });
    expect(await analyzeHand(hand, 0.05, DEFAULT_RULE_SET)).toEqual(first);
    expect(recentHands().size).toBeGreaterThan(0);
  });

  it("keeps at most its bound, forgetting the least recently used first", () => {
    const memo = new RecentHands(3);
    for (const key of ["a", "b", "c"]) memo.set(key, key);
    memo.get("a"); // used: now the newest
    memo.set("d", "d");
    expect(memo.size).toBe(3);
    expect(memo.get("b")).toBeUndefined();
    expect(memo.get("a")).toBe("a");
    expect(MAX_HANDS).toBeLessThanOrEqual(10_000);
  });
});
