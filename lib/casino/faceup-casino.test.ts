/**
 * Face Up as a casino (issue 54, "Decisions"): every reader of a learner's or a class's stored
 * rule set treats `way/faceup` deliberately. The EV drills and the famous hands refuse it
 * (`faceup-casino`, nothing dealt); the Face Up drill, the dealer's drill and the watchdog
 * drill deal and grade by its way and keep `way/faceup`; a class set to it has its dealer's
 * drill counted, EV assignments refused, and its live tables playing Face Up; an own way can be
 * chosen in it.
 */
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { assignments, dealerAttempts, deals, faceUpDeals, type UserRow } from "@/db/schema";
import type { Actor } from "@/lib/auth/roles";
import { insertClass, insertMember } from "@/lib/db/classes";
import { learnerRuleSetKey, setLearnerRuleSetKey } from "@/lib/db/learners";
import type { Queryable } from "@/lib/db/store";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { answerDealerHand, dealDealerHand } from "@/lib/dealer/service";
import { answerWatchdogTable, dealWatchdogTable } from "@/lib/dealer/watchdog-service";
import {
  createRng,
  faceUp,
  faceUpRuleSet,
  houseWay,
  makeSplit,
  parseHand,
  wayDocument,
} from "@/lib/engine";
import { answerFaceUpHand, dealFaceUpHand } from "@/lib/faceup/service";
import { FAMOUS_HANDS } from "@/lib/famous/hands";
import { dealFamousHand } from "@/lib/famous/service";
import { openForClass } from "@/lib/live/class-tables";
import { loadState } from "@/lib/live/state";
import { LIVE_TEST_TABLE, liveOpts, T } from "@/lib/live/test-live";
import { dealHand } from "@/lib/practice/deal";
import { progressFor } from "@/lib/practice/progress";
import { createAssignment, studentAssignments } from "@/lib/teach/assignments";
import { setClassCasino, takeClassCasino } from "@/lib/teach/classes";
import { classDashboard } from "@/lib/teach/dashboard";
import { studentDetail } from "@/lib/teach/student";
import { chooseOwnWay } from "@/lib/ways/service";
import { parseOwnWaySlug } from "@/lib/ways/slug";
import { addAttempts, addCheckedWay, addUser } from "@/tests/support/db-fixtures";

let store: TestStore;
let db: Queryable;
let tess: UserRow;
let ada: UserRow;
let learner: string;
const actor = (u: UserRow): Actor => ({ id: u.id, role: u.role });

beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
  tess = await addUser(db, "tess", "teacher");
  ada = await addUser(db, "ada");
  learner = ada.learnerId as string;
  await setLearnerRuleSetKey(db, learner, "foxwoods/faceup");
});
afterEach(() => store.close());

async function codeOf(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return "no error";
}

describe("a Face Up learner's drills", () => {
  it("the EV drills and the famous hands refuse with faceup-casino and deal nothing", async () => {
    for (const drill of ["any", "traps"] as const)
      expect(await codeOf(dealHand(db, learner, { drill }))).toBe("faceup-casino");
    expect(await codeOf(dealFamousHand(db, learner, FAMOUS_HANDS[0].id, T))).toBe("faceup-casino");
    expect(await db.select().from(deals)).toEqual([]);
  });

  it("the Face Up drill deals by the casino's way and grades under it", async () => {
    const dealt = await dealFaceUpHand(db, learner, "foxwoods/faceup", { rng: createRng(7) });
    expect(dealt.way).toBe("foxwoods");
    const [row] = await db.select().from(faceUpDeals);
    expect(row?.way).toBe("foxwoods");
    const exact = faceUp(dealt.hand, parseHand(row?.dealerHand ?? ""), faceUpRuleSet("foxwoods"));
    const best = exact.splits.find((s) => s.outcome === exact.best);
    const graded = await answerFaceUpHand(db, learner, {
      dealId: dealt.dealId,
      front: best?.front as [number, number],
    });
    expect(graded.correct).toBe(true);
    // The page's casino must be the learner's: an EV game's key is refused, nothing dealt.
    expect(await codeOf(dealFaceUpHand(db, learner, "foxwoods/standard"))).toBe("casino-changed");
    expect((await db.select().from(faceUpDeals)).length).toBe(1);
  });

  it("the dealer's drill sets by the way and keeps way/faceup", async () => {
    const dealt = await dealDealerHand(db, learner, "differs", { rng: createRng(3), now: T });
    expect(dealt.ruleSet).toEqual(faceUpRuleSet("foxwoods"));
    const front = houseWay(dealt.hand, "foxwoods").front;
    const graded = await answerDealerHand(db, learner, { dealId: dealt.dealId, front }, T + 1);
    expect(graded.correct).toBe(true);
    expect((await db.select().from(dealerAttempts))[0]?.ruleSet).toBe("foxwoods/faceup");
  });

  it("the watchdog drill sets by the way and keeps way/faceup", async () => {
    const table = await dealWatchdogTable(db, learner, "foxwoods/faceup", { rng: createRng(5) });
    expect(table.ruleSet).toEqual(faceUpRuleSet("foxwoods"));
    // Every wrong seat fixed with Foxwoods' own setting, every right one left: all right.
    const seats = table.seats.map((s) => {
      const hand = [...s.front, ...s.back];
      const way = houseWay(hand, "foxwoods");
      const shown = makeSplit(hand, 0, 1);
      const wrong = shown.backValue !== way.backValue || shown.frontValue !== way.frontValue;
      return wrong ? way.front : null;
    });
    const graded = await answerWatchdogTable(db, learner, { tableId: table.tableId, seats });
    expect(graded.seats.every((s) => s.correct)).toBe(true);
    const rows = await db.select().from(dealerAttempts);
    expect(rows.length).toBe(table.seats.length);
    expect(new Set(rows.map((r) => r.ruleSet))).toEqual(new Set(["foxwoods/faceup"]));
  });
});

describe("a class whose casino is Face Up", () => {
  let classId: string;
  beforeEach(async () => {
    classId = randomUUID();
    await insertClass(db, {
      id: classId,
      teacherId: tess.id,
      name: "7b",
      joinCode: "FACE-UP01",
      ruleSet: "seed/standard",
      createdAt: T,
    });
    await insertMember(db, classId, ada.id, T);
    await setLearnerRuleSetKey(db, learner, "seed/standard");
  });

  it("is set by its teacher for every published way; forged games change nothing", async () => {
    for (const way of ["seed", "foxwoods", "dealer-school"])
      expect(
        await setClassCasino(db, actor(tess), { classId, casino: `${way}-faceup` }),
      ).toMatchObject({ status: "success" });
    for (const casino of ["foxwoods-faceups", "atlantis-faceup", "foxwoods/faceup", "faceup"])
      expect((await setClassCasino(db, actor(tess), { classId, casino })).status).toBe("error");
    // Its members take it as their own casino.
    expect(await takeClassCasino(db, actor(ada), learner, { classId })).toMatchObject({
      status: "success",
      data: { ruleSet: "dealer-school/faceup" },
    });
    expect(await learnerRuleSetKey(db, learner)).toBe("dealer-school/faceup");
  });

  it("counts the dealer's drill under it and refuses EV assignments, storing none", async () => {
    await setClassCasino(db, actor(tess), { classId, casino: "foxwoods-faceup" });
    for (const drill of ["any", "traps", "famous"] as const)
      expect(
        await createAssignment(db, actor(tess), { classId, drill, hands: 3 }, T),
      ).toMatchObject({ status: "error", code: "faceup-class" });
    expect(await db.select().from(assignments)).toEqual([]);
    const made = await createAssignment(db, actor(tess), { classId, drill: "dealer", hands: 1 }, T);
    expect(made.status).toBe("success");
    await takeClassCasino(db, actor(ada), learner, { classId });
    const dealt = await dealDealerHand(db, learner, "all", { rng: createRng(9), now: T + 1 });
    const front = houseWay(dealt.hand, "foxwoods").front;
    await answerDealerHand(db, learner, { dealId: dealt.dealId, front }, T + 2);
    const [mine] = await studentAssignments(db, actor(ada), T + 10);
    expect(mine).toMatchObject({ done: 1, complete: true, ruleSet: "foxwoods/faceup" });
    // The teacher's views and the learner's progress read the class's and the learner's Face Up
    // casino beside EV attempts of other casinos (made before), each under its own rule set.
    await addAttempts(db, learner, [{ at: T + 3, ruleSet: "foxwoods/standard" }]);
    const dash = await classDashboard(db, actor(tess), classId);
    if (dash.status !== "success") throw new Error("dashboard");
    expect(dash.data.class.ruleSet).toBe("foxwoods/faceup");
    expect(dash.data.assignments[0]?.progress[0]?.done).toBe(1);
    expect(dash.data.students[0]?.dealer.hands).toBe(1);
    expect((await studentDetail(db, actor(tess), classId, ada.id)).status).toBe("success");
    const progress = await progressFor(db, learner, T + 10);
    expect(progress.byCasino.map((r) => r.ruleSet)).toEqual(["foxwoods/standard"]);
  });

  it("has its live tables play Face Up, with no learner bank", async () => {
    await setClassCasino(db, actor(tess), { classId, casino: "foxwoods-faceup" });
    const id = await openForClass(
      db,
      tess.learnerId as string,
      classId,
      LIVE_TEST_TABLE,
      liveOpts(T),
    );
    const state = await loadState(db, id);
    expect(state?.config.ruleSet).toBe("foxwoods/faceup");
    expect(state?.config.banking).toBeNull();
    expect(state?.config.commissionBp).toBe(0);
  });
});

describe("an own way in Face Up", () => {
  it("is chosen as the owner's casino; its slug reads in the class picker's form", async () => {
    const doc = structuredClone(wayDocument("foxwoods"));
    doc.rules["no-pair"] = { option: "singles-in-front", positions: [1, 2] };
    const id = await addCheckedWay(db, ada, doc, T);
    expect(await chooseOwnWay(db, ada.id, learner, id, "faceup")).toEqual(faceUpRuleSet(id));
    expect(await learnerRuleSetKey(db, learner)).toBe(`${id}/faceup`);
    expect(parseOwnWaySlug(`${id}-faceup`)).toEqual({ id, variant: "faceup" });
    expect(parseOwnWaySlug(`${id}-faceups`)).toBeNull();
    // Its Face Up drill deals by it.
    const dealt = await dealFaceUpHand(db, learner, `${id}/faceup`, { rng: createRng(1) });
    expect(dealt.way).toBe(id);
  });
});
