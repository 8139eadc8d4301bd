/**
 * A live verb waits for the exact EVs of the round's hands only when it settles the round
 * (settling grades every learner's setting inside the table's transaction): a player who sets
 * while another learner's hand is unset is answered at once, and a set that settles unforeseen
 * (another seat set just before it) steps back out of its transaction, waits, and settles with
 * every grade. The EVs are held back here until the test lets them through.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openTestStore } from "@/lib/db/test-store";
import * as ev from "@/lib/grading/ev";
import { viewLive } from "./access";
import type { LiveView } from "./api";
import { liveOpts, T, LIVE_TEST_TABLE as TABLE, verbOn, withLearners } from "./test-live";

vi.mock("@/lib/grading/ev", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/grading/ev")>();
  return {
    ...actual,
    // Every EV waits at the gate while it is shut.
    handEv: vi.fn(async (...args: Parameters<typeof actual.handEv>) => {
      await gate.promise;
      return actual.handEv(...args);
    }),
  };
});

let gate: { promise: Promise<void>; open: () => void };
const shut = () => {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  gate = { promise, open };
};

let db: Awaited<ReturnType<typeof withLearners>>[0];
let bert: string;
let cleo: string;
const verb = verbOn(() => db);

beforeEach(async () => {
  [db, bert, cleo] = await withLearners(openTestStore(), "bert", "cleo");
  shut();
  for (const who of [bert, cleo]) await verb(who, "sit", {}, T);
  await verb(bert, "bet", { main: 500 }, T + 10);
  const dealt = await verb(cleo, "bet", { main: 500 }, T + 20);
  expect(dealt.phase).toBe("setting");
});
afterEach(() => gate.open());

/** What `promise` has answered after `ms` (the gate still shut), or "waiting". */
const within = (promise: Promise<LiveView>, ms: number) =>
  Promise.race([promise, new Promise<"waiting">((r) => setTimeout(() => r("waiting"), ms))]);

const ownGrade = (view: LiveView) => view.seats.find((s) => s.seat === view.you.seat)?.grade;

describe("a live set and the round's EVs", () => {
  it("answers a set that leaves another hand unset at once, and settles with the last once the EVs are in", async () => {
    const first = await within(verb(bert, "house-way", {}, T + 30), 300);
    expect(first).not.toBe("waiting");
    expect((first as LiveView).phase).toBe("setting");

    const last = verb(cleo, "house-way", {}, T + 40);
    expect(await within(last, 100)).toBe("waiting");
    gate.open();
    const settled = await last;
    expect(settled.phase).toBe("settled");
    expect(ownGrade(settled)?.ev).toBe(ownGrade(settled)?.houseWayEv);
  });

  it("settles once, with both grades, when both set at the same moment", async () => {
    const both = Promise.all([
      verb(bert, "house-way", {}, T + 30),
      verb(cleo, "house-way", {}, T + 30),
    ]);
    // Whichever settles steps back out of its transaction to wait for the EVs.
    expect(
      await within(
        both.then((v) => v[0]),
        100,
      ),
    ).toBe("waiting");
    gate.open();
    const views = await both;
    expect(views.filter((v) => v.phase === "settled")).toHaveLength(1);
    for (const who of [bert, cleo]) {
      // The round is settled: a replay is refused, nothing is set twice.
      await expect(verb(who, "house-way", {}, T + 50)).rejects.toThrow();
      // Each player's own setting graded (both played the house way).
      const own = ownGrade(await viewLive(db, TABLE, who, liveOpts(T + 50)));
      expect(own?.ev).toBe(own?.houseWayEv);
      expect(own?.bestEv).toBeGreaterThanOrEqual(own?.ev as number);
    }
    expect(vi.mocked(ev.handEv)).toHaveBeenCalled();
  });
});
