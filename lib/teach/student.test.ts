/**
 * The teacher's replay of a student's costliest mistakes: each one under the casino rule set
 * its attempt was graded under (its dealer, house way and settlement), ranked within that
 * casino, the class's first.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { UserRow } from "@/db/schema";
import type { Actor } from "@/lib/auth/roles";
import { UnreadableRuleSetError } from "@/lib/casino/choice";
import type { Queryable } from "@/lib/db/store";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import {
  DEFAULT_RULE_SET,
  exactEv,
  formatHand,
  houseWay,
  parseHand,
  type RuleSet,
  type SplitEv,
  splitIndex,
  type Verdict,
} from "@/lib/engine";
import { addAttempts, addUser, T0 } from "@/tests/support/db-fixtures";
import { createClass, joinClass, setClassCasino } from "./classes";
import { costliestByRuleSet, studentDetail } from "./student";

const FOXWOODS_EZ: RuleSet = { way: "foxwoods", variant: "ez" };
/** The seed way splits its two pair differently from Foxwoods's: its setting is the student's. */
const HAND = "Th 2s 6s 6h 8c Jd 2d";

let store: TestStore;
let db: Queryable;
let teacher: UserRow;
let ada: UserRow;
let classId: string;
const actor = (u: UserRow): Actor => ({ id: u.id, role: u.role });

beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
  teacher = await addUser(db, "tess", "teacher");
  ada = await addUser(db, "ada");
  const c = await createClass(db, actor(teacher), { name: "Dealers" }, T0);
  if (c.status !== "success") throw new Error("setup");
  classId = c.data.id;
  await joinClass(db, actor(ada), { code: c.data.joinCode }, T0);
});
afterEach(() => store.close());

const detail = async () => {
  const result = await studentDetail(db, actor(teacher), classId, ada.id);
  if (result.status !== "success") throw new Error("student page");
  return result.data;
};

describe("a mistake's replay", () => {
  it("shows the figures and house way of the casino the attempt was graded under", async () => {
    const hand = parseHand(HAND);
    // The student set the seed way's house way at Foxwoods EZ: a costly mistake there.
    const front = houseWay(hand, DEFAULT_RULE_SET.way).front;
    const fox = exactEv(hand, { ruleSet: FOXWOODS_EZ });
    const seed = exactEv(hand, { ruleSet: DEFAULT_RULE_SET });
    const k = splitIndex(hand.indexOf(front[0]), hand.indexOf(front[1]));
    const chosen = fox.splits[k] as SplitEv;
    const best = fox.splits[fox.best] as SplitEv;
    const foxWay = fox.splits[fox.houseWay] as SplitEv;
    // The hand tells the two games apart: other EVs, and the student's setting is the seed
    // way's house way but not Foxwoods's.
    expect(k).toBe(seed.houseWay);
    expect(fox.houseWay).not.toBe(k);
    expect(chosen.ev).not.toBe((seed.splits[k] as SplitEv).ev);
    await addAttempts(db, ada.learnerId as string, [
      {
        hand: HAND,
        front: formatHand(front),
        verdict: "blunder",
        evLost: best.ev - chosen.ev,
        ruleSet: "foxwoods/ez",
      },
    ]);

    const { mistakes } = await detail();
    expect(mistakes.map((g) => g.ruleSet)).toEqual(["foxwoods/ez"]);
    const [replay] = mistakes[0]?.mistakes ?? [];
    expect(replay).toMatchObject({
      ruleSet: "foxwoods/ez",
      yours: { ev: chosen.ev, front: [...chosen.split.front] },
      best: { ev: best.ev, front: [...best.split.front] },
      houseWay: { ev: foxWay.ev, front: [...foxWay.split.front] },
      houseWayRule: fox.houseWaySetting.rule,
    });
    // Not the student's own setting labelled as the house way (the seed way's).
    expect(replay?.houseWay.front).not.toEqual(replay?.yours.front);
  });

  it("is an error naming an attempt's unreadable rule set, never the default game's figures", async () => {
    await addAttempts(db, ada.learnerId as string, [
      { hand: HAND, front: "Th Jd", verdict: "mistake", evLost: 0.02, ruleSet: "atlantis/ez" },
    ]);
    await expect(detail()).rejects.toThrow(UnreadableRuleSetError);
    await expect(detail()).rejects.toThrow(/"atlantis\/ez"/);
  });
});

describe("the costliest mistakes", () => {
  it("are ranked within each casino, the class's first", async () => {
    expect(await setClassCasino(db, actor(teacher), { classId, casino: "foxwoods-ez" })).toEqual({
      status: "success",
      data: { casino: "foxwoods-ez" },
    });
    // Larger losses at the online game than at the class's casino.
    await addAttempts(db, ada.learnerId as string, [
      { hand: HAND, front: "Th Jd", verdict: "blunder", evLost: 0.3, at: T0 + 1 },
      { hand: HAND, front: "Th 8c", verdict: "blunder", evLost: 0.2, at: T0 + 2 },
      {
        hand: HAND,
        front: "6s 6h",
        verdict: "mistake",
        evLost: 0.02,
        at: T0 + 3,
        ruleSet: "foxwoods/ez",
      },
    ]);
    const { mistakes } = await detail();
    expect(mistakes.map((g) => [g.ruleSet, g.mistakes.map((m) => [m.ruleSet, m.evLost])])).toEqual([
      ["foxwoods/ez", [["foxwoods/ez", 0.02]]],
      [
        "seed/standard",
        [
          ["seed/standard", 0.3],
          ["seed/standard", 0.2],
        ],
      ],
    ]);
  });

  it("keep at most `count` per casino; other casinos follow by hands played there", () => {
    const at = (id: number, ruleSet: string, evLost: number, verdict: Verdict = "mistake") => ({
      id,
      ruleSet,
      evLost,
      verdict,
      createdAt: T0 + id,
    });
    const ranked = costliestByRuleSet(
      [
        at(1, "claridge/cf", 0.5),
        at(2, "seed/standard", 0.01),
        at(3, "seed/standard", 0, "optimal"),
        at(4, "seed/standard", 0.04),
        at(5, "seed/standard", 0.03),
        at(6, "foxwoods/ez", 0.2, "optimal"),
      ],
      "foxwoods/ez",
      2,
    );
    // The class's casino has no mistake (its one hand was optimal): left out.
    expect(ranked.map((g) => [g.ruleSet, g.attempts.map((a) => a.id)])).toEqual([
      ["seed/standard", [4, 5]],
      ["claridge/cf", [1]],
    ]);
  });
});
