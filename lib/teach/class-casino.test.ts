/**
 * A class's casino (issue 31): only its teacher sets it, only to a casino the picker offers;
 * its assignments then count the hands graded under it, and hands already played keep theirs.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { classes, type UserRow } from "@/db/schema";
import type { Actor } from "@/lib/auth/roles";
import type { Queryable } from "@/lib/db/store";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { answerDealerHand, dealDealerHand, isWaySetting } from "@/lib/dealer/service";
import { createRng, houseWay } from "@/lib/engine";
import { addAttempts, addUser, T0 } from "@/tests/support/db-fixtures";
import { createAssignment, studentAssignments } from "./assignments";
import { createClass, joinClass, setClassCasino } from "./classes";
import { classDashboard } from "./dashboard";
import { classCasinoSchema } from "./schemas";

let store: TestStore;
let db: Queryable;
let teacher: UserRow;
let other: UserRow;
let ada: UserRow;
let classId: string;
const actor = (u: UserRow): Actor => ({ id: u.id, role: u.role });
const casinoOf = async () =>
  (await db.select({ r: classes.ruleSet }).from(classes).where(eq(classes.id, classId)))[0]?.r;

beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
  teacher = await addUser(db, "tess", "teacher");
  other = await addUser(db, "otto", "teacher");
  ada = await addUser(db, "ada");
  const c = await createClass(db, actor(teacher), { name: "Dealers" }, T0);
  if (c.status !== "success") throw new Error("setup");
  classId = c.data.id;
  await joinClass(db, actor(ada), { code: c.data.joinCode }, T0);
});
afterEach(() => store.close());

describe("a class's casino", () => {
  it("is the online 5% game until its teacher sets another", async () => {
    expect(await casinoOf()).toBe("seed/standard");
    expect(await setClassCasino(db, actor(teacher), { classId, casino: "foxwoods-ez" })).toEqual({
      status: "success",
      data: { casino: "foxwoods-ez" },
    });
    expect(await casinoOf()).toBe("foxwoods/ez");
  });

  it("refuses other teachers, students and casinos the picker does not offer", async () => {
    for (const [who, casino] of [
      [other, "foxwoods-ez"],
      [ada, "foxwoods-ez"],
      [teacher, "foxwoods-xx"],
      [teacher, "seed/standard"],
    ] as const) {
      expect((await setClassCasino(db, actor(who), { classId, casino })).status).toBe("error");
    }
    expect(classCasinoSchema.safeParse({ classId, casino: "mgm-standard" }).success).toBe(false);
    expect(await casinoOf()).toBe("seed/standard");
  });

  it("counts an assignment's hands under the class's casino only", async () => {
    await setClassCasino(db, actor(teacher), { classId, casino: "foxwoods-standard" });
    const a = await createAssignment(db, actor(teacher), { classId, drill: "any", hands: 3 }, T0);
    if (a.status !== "success") throw new Error("assignment");
    await addAttempts(db, ada.learnerId as string, [
      { at: T0 + 1, ruleSet: "foxwoods/standard" },
      { at: T0 + 2, ruleSet: "seed/standard" },
      { at: T0 + 3, ruleSet: "foxwoods/cf" },
      { at: T0 + 4, ruleSet: "foxwoods/standard" },
    ]);
    const [mine] = await studentAssignments(db, actor(ada), T0 + 10);
    expect(mine).toMatchObject({ done: 2, complete: false, ruleSet: "foxwoods/standard" });
    const dash = await classDashboard(db, actor(teacher), classId);
    if (dash.status !== "success") throw new Error("dashboard");
    expect(dash.data.class.ruleSet).toBe("foxwoods/standard");
    expect(dash.data.assignments[0]?.progress[0]?.done).toBe(2);
    // Switching the class to the online game counts the other hand instead.
    await setClassCasino(db, actor(teacher), { classId, casino: "seed-standard" });
    const [now] = await studentAssignments(db, actor(ada), T0 + 10);
    expect(now?.done).toBe(1);
  });

  it("shows each student's dealer's drill in the class statistics", async () => {
    const learner = ada.learnerId as string;
    for (const [seed, right] of [
      [1, true],
      [2, false],
      [3, true],
    ] as const) {
      const deal = await dealDealerHand(db, learner, "all", { rng: createRng(seed), now: T0 });
      const way = houseWay(deal.hand, deal.ruleSet.way).front;
      const other = deal.hand.filter((c) => !way.includes(c)).slice(0, 2) as [number, number];
      const front = right ? way : other;
      const graded = await answerDealerHand(db, learner, { dealId: deal.dealId, front }, T0 + 1);
      expect(graded.correct).toBe(right || isWaySetting(deal.hand, other, "seed"));
    }
    const dash = await classDashboard(db, actor(teacher), classId);
    if (dash.status !== "success") throw new Error("dashboard");
    const row = dash.data.students.find((s) => s.username === "ada");
    expect(row?.dealer.hands).toBe(3);
    expect(row?.dealer.right).toBeGreaterThanOrEqual(2);
  });
});
