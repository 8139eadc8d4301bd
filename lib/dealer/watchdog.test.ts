/**
 * The watchdog drill (issue 54 item 2): every hand dealt as set wrongly differs from the
 * casino's house way in its back or front (never merely its cards), every hand dealt as right
 * is the way's own setting, over many seeded tables of every way, as stored; each hand graded
 * on its own and counted as a dealer's drill answer; every forged, stale or replayed answer
 * refused with a typed code and nothing written.
 */
import { describe, expect, it } from "vitest";
import { dealerAttempts, deals, type UserRow } from "@/db/schema";
import { ActionError } from "@/lib/actions/errors";
import type { Actor } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import { dealerTallies } from "@/lib/db/dealer";
import { learnerRuleSetKey, setLearnerRuleSetKey } from "@/lib/db/learners";
import {
  type Card,
  categoryOf,
  createRng,
  FRONT_PAIR_BASE,
  houseWay,
  JOKER,
  makeSplit,
  parseHand,
  SPLIT_PAIRS,
  STRAIGHT,
  WAYS,
  type Way,
} from "@/lib/engine";
import { DEAL_TTL_MS } from "@/lib/practice/deal";
import { createAssignment, studentAssignments } from "@/lib/teach/assignments";
import { createClass, joinClass } from "@/lib/teach/classes";
import { classDashboard } from "@/lib/teach/dashboard";
import { addUser, T0 } from "@/tests/support/db-fixtures";
import { eachLearnerStore } from "@/tests/support/learner-store";
import { answerDealerHand } from "./service";
import type { WatchdogDealView } from "./views";
import { CLASSIC_ERRORS, pickWatchdogTable, WATCHDOG_SEATS, type WatchdogFault } from "./watchdog";
import { answerWatchdogTable, dealWatchdogTable, parseFaultFilter } from "./watchdog-service";

const NOW = 1_750_000_000_000;
const ALICE = "11111111-1111-4111-8111-111111111111";
const BOB = "22222222-2222-4222-8222-222222222222";

let db: Db;
eachLearnerStore([ALICE, BOB], NOW, (opened) => {
  db = opened;
});

const values = (hand: readonly Card[], front: readonly Card[]) => {
  const s = makeSplit(hand, hand.indexOf(front[0] as Card), hand.indexOf(front[1] as Card));
  return { back: s.backValue, front: s.frontValue, foul: s.foul, split: s };
};

/** Where the joker sits in the settings of `hand` with the values of `v`. */
function jokerSides(hand: Card[], v: { backValue: number; frontValue: number }): Set<string> {
  return new Set(
    SPLIT_PAIRS.map(([i, j]) => makeSplit(hand, i, j))
      .filter((s) => s.backValue === v.backValue && s.frontValue === v.frontValue)
      .map((s) => (s.front.includes(JOKER) ? "front" : "back")),
  );
}

/** What the fault says of the setting holds: it is that way's setting, or that error. */
function expectFault(hand: Card[], front: Card[], way: Way, fault: WatchdogFault) {
  const shown = values(hand, front);
  const right = houseWay(hand, way);
  switch (fault.kind) {
    case "way": {
      expect(fault.way).not.toBe(way);
      const other = houseWay(hand, fault.way);
      expect([shown.back, shown.front]).toEqual([other.backValue, other.frontValue]);
      break;
    }
    case "foul":
      expect(shown.foul).toBe(true);
      break;
    case "wrong-pair":
      expect(shown.foul).toBe(false);
      expect(shown.front).toBeGreaterThanOrEqual(FRONT_PAIR_BASE);
      break;
    case "broken-straight":
      expect(categoryOf(right.backValue)).toBeGreaterThanOrEqual(STRAIGHT);
      expect(categoryOf(shown.back)).toBeLessThan(STRAIGHT);
      expect(shown.foul).toBe(false);
      break;
    case "joker":
      expect(hand).toContain(JOKER);
      // Every setting with the shown values has the joker on one side, every setting with
      // the way's values on the other.
      expect(jokerSides(hand, shown.split).size).toBe(1);
      expect(jokerSides(hand, makeSplit(hand, ...right.frontIndex)).size).toBe(1);
      expect([...jokerSides(hand, shown.split)]).not.toEqual([
        ...jokerSides(hand, makeSplit(hand, ...right.frontIndex)),
      ]);
      expect(shown.foul).toBe(false);
      break;
  }
}

/** A front of `hand` that sets it other than `way` does (there always is one). */
function otherFront(hand: Card[], way: Way): [Card, Card] {
  const right = houseWay(hand, way);
  for (const [i, j] of SPLIT_PAIRS) {
    const s = makeSplit(hand, i, j);
    if (s.backValue !== right.backValue || s.frontValue !== right.frontValue) return s.front;
  }
  throw new Error("no other setting");
}

const code = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: unknown) => (e instanceof ActionError ? e.code : String(e)),
  );

/** The answer a perfect watchdog gives: the wrong ones flagged with the way's front. */
const perfect = (deal: WatchdogDealView) =>
  deal.seats.map((s) => {
    const hand = [...s.front, ...s.back];
    const way = houseWay(hand, deal.ruleSet.way);
    const shown = makeSplit(hand, 0, 1);
    return shown.backValue === way.backValue && shown.frontValue === way.frontValue
      ? null
      : way.front;
  });

describe("the watchdog table", () => {
  it.each(WAYS)(
    "under %s: every wrong hand differs from the way's setting, every right one is it (150 tables)",
    (way) => {
      const rng = createRng(54);
      const faults = new Set<string>();
      for (let n = 0; n < 150; n++) {
        const table = pickWatchdogTable(rng, way);
        expect(table).toHaveLength(WATCHDOG_SEATS);
        const wrong = table.filter((s) => s.fault !== null).length;
        expect(wrong).toBeGreaterThanOrEqual(1);
        expect(wrong).toBeLessThanOrEqual(3);
        for (const seat of table) {
          const hand = seat.cards;
          expect(new Set(hand).size).toBe(7);
          const right = houseWay(hand, way);
          const shown = values(hand, hand.slice(0, 2));
          const same = shown.back === right.backValue && shown.front === right.frontValue;
          expect(same, `${way} ${hand} ${JSON.stringify(seat.fault)}`).toBe(seat.fault === null);
          if (seat.fault) {
            expectFault(hand, hand.slice(0, 2), way, seat.fault);
            faults.add(seat.fault.kind);
          }
        }
      }
      // Every kind of fault turns up at every casino.
      expect([...faults].sort()).toEqual(["way", ...CLASSIC_ERRORS].sort());
    },
    60_000,
  );
});

describe("the watchdog drill with the store", () => {
  it("stores each hand as set and its fault, and grades a perfect watchdog right on every hand", async () => {
    for (const way of WAYS) {
      await setLearnerRuleSetKey(db, ALICE, `${way}/standard`);
      const rng = createRng(7);
      for (let n = 0; n < 15; n++) {
        const deal = await dealWatchdogTable(db, ALICE, `${way}/standard`, { rng, now: NOW });
        expect(deal.ruleSet).toEqual({ way, variant: "standard" });
        const rows = (await db.select().from(deals)).filter((d) =>
          d.id.startsWith(`${deal.tableId}.`),
        );
        expect(rows).toHaveLength(WATCHDOG_SEATS);
        for (const [i, row] of rows.sort((a, b) => a.id.localeCompare(b.id)).entries()) {
          const hand = parseHand(row.hand);
          expect(hand.slice(0, 2)).toEqual(deal.seats[i]?.front);
          const fault = parseFaultFilter(row.filter);
          expect(fault).not.toBeUndefined();
          const right = houseWay(hand, way);
          const shown = makeSplit(hand, 0, 1);
          expect(shown.backValue === right.backValue && shown.frontValue === right.frontValue).toBe(
            fault === null,
          );
          if (fault) expectFault(hand, hand.slice(0, 2), way, fault);
        }
        const graded = await answerWatchdogTable(
          db,
          ALICE,
          { tableId: deal.tableId, seats: perfect(deal) },
          NOW + 5000,
        );
        expect(graded.seats.every((s) => s.correct)).toBe(true);
        expect(graded.seats.map((s) => s.wrong)).toEqual(perfect(deal).map((f) => f !== null));
        for (const s of graded.seats) expect(s.fault === null).toBe(!s.wrong);
      }
    }
    const tallies = await dealerTallies(db, ALICE);
    expect(tallies).toHaveLength(WAYS.length);
    for (const t of tallies) expect(t).toMatchObject({ hands: 15 * WATCHDOG_SEATS, right: 15 * 6 });
    const modes = new Set((await db.select().from(dealerAttempts)).map((a) => a.mode));
    expect([...modes]).toEqual(["watchdog"]);
  }, 120_000);

  it("grades each hand on its own: a missed one, a right one flagged, a wrong fix", async () => {
    await setLearnerRuleSetKey(db, ALICE, "foxwoods/standard");
    const deal = await dealWatchdogTable(db, ALICE, "foxwoods/standard", {
      rng: createRng(11),
      now: NOW,
    });
    const best = perfect(deal);
    const wrongAt = best.findIndex((f) => f !== null);
    const rightAt = best.indexOf(null);
    const hand = (n: number) => [...(deal.seats[n]?.front ?? []), ...(deal.seats[n]?.back ?? [])];
    const answer = best.map((f, n) => {
      if (n === rightAt) return hand(n).slice(0, 2) as [Card, Card]; // flagged, but right
      if (n === wrongAt) return null; // missed
      return f;
    });
    const graded = await answerWatchdogTable(
      db,
      ALICE,
      { tableId: deal.tableId, seats: answer },
      NOW + 1,
    );
    expect(graded.seats[rightAt]).toMatchObject({ wrong: false, flagged: true, correct: false });
    expect(graded.seats[wrongAt]).toMatchObject({ wrong: true, flagged: false, correct: false });
    const right = graded.seats.filter((s) => s.correct).length;
    expect(right).toBe(WATCHDOG_SEATS - 2);
    expect(await dealerTallies(db, ALICE)).toEqual([
      { ruleSet: "foxwoods/standard", hands: WATCHDOG_SEATS, right },
    ]);

    // A wrong hand flagged with a setting that is not the way's is wrong too.
    const again = await dealWatchdogTable(db, ALICE, "foxwoods/standard", {
      rng: createRng(12),
      now: NOW,
    });
    const fixes = perfect(again);
    const at = fixes.findIndex((f) => f !== null);
    const seatHand = [...(again.seats[at]?.front ?? []), ...(again.seats[at]?.back ?? [])];
    fixes[at] = otherFront(seatHand, "foxwoods");
    const second = await answerWatchdogTable(
      db,
      ALICE,
      { tableId: again.tableId, seats: fixes },
      NOW + 2,
    );
    expect(second.seats[at]).toMatchObject({ wrong: true, flagged: true, correct: false });
    expect(second.seats.filter((s) => s.correct)).toHaveLength(WATCHDOG_SEATS - 1);
  });

  it("refuses another casino, forged, stale and replayed answers, and writes nothing", async () => {
    await setLearnerRuleSetKey(db, ALICE, "claridge/standard");
    expect(await code(dealWatchdogTable(db, ALICE, "seed/standard", { now: NOW }))).toBe(
      "casino-changed",
    );
    const deal = await dealWatchdogTable(db, ALICE, "claridge/standard", {
      rng: createRng(3),
      now: NOW,
    });
    const good = perfect(deal);
    const answer = (
      learner: string,
      seats: ReadonlyArray<readonly [Card, Card] | null>,
      at = NOW,
    ) => code(answerWatchdogTable(db, learner, { tableId: deal.tableId, seats }, at));

    expect(await answer(BOB, good)).toBe("not-your-deal");
    expect(await answer(ALICE, good.slice(1))).toBe("seat-count");
    expect(await answer(ALICE, [...good, null])).toBe("seat-count");
    const notInHand = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]
      .filter((c) => ![...(deal.seats[0]?.front ?? []), ...(deal.seats[0]?.back ?? [])].includes(c))
      .slice(0, 2) as [Card, Card];
    expect(await answer(ALICE, [notInHand, ...good.slice(1)])).toBe("card-not-in-hand");
    expect(await answer(ALICE, good, NOW + DEAL_TTL_MS + 1)).toBe("expired-deal");
    expect(
      await code(
        answerWatchdogTable(
          db,
          ALICE,
          { tableId: "33333333-3333-4333-8333-333333333333", seats: good },
          NOW,
        ),
      ),
    ).toBe("unknown-deal");
    // One hand of the table is no deal of the first mode.
    expect(
      await code(
        answerDealerHand(
          db,
          ALICE,
          { dealId: `${deal.tableId}.0`, front: deal.seats[0]?.front as [Card, Card] },
          NOW,
        ),
      ),
    ).toBe("unknown-deal");
    expect(await db.select().from(dealerAttempts)).toHaveLength(0);
    expect((await db.select().from(deals)).filter((d) => d.answeredAt !== null)).toHaveLength(0);

    expect(await answer(ALICE, good)).toBe("ok");
    expect(await answer(ALICE, good)).toBe("already-answered");
    expect(await db.select().from(dealerAttempts)).toHaveLength(WATCHDOG_SEATS);
  });
});

describe("the watchdog drill in the teacher's views", () => {
  it("counts each hand in the class statistics and in a dealer's drill assignment", async () => {
    const teacher = await addUser(db, "tess", "teacher");
    const ada = await addUser(db, "ada");
    const actor = (u: UserRow): Actor => ({ id: u.id, role: u.role });
    const c = await createClass(db, actor(teacher), { name: "Watchdogs" }, T0);
    if (c.status !== "success") throw new Error("setup");
    await joinClass(db, actor(ada), { code: c.data.joinCode }, T0);
    const a = await createAssignment(
      db,
      actor(teacher),
      { classId: c.data.id, drill: "dealer", hands: 6 },
      T0,
    );
    if (a.status !== "success") throw new Error("assignment");
    const learner = ada.learnerId as string;
    const casino = (await learnerRuleSetKey(db, learner)) as string;
    const deal = await dealWatchdogTable(db, learner, casino, { rng: createRng(21), now: T0 + 1 });
    const answer = perfect(deal);
    answer[answer.indexOf(null)] = deal.seats[answer.indexOf(null)]?.front ?? null; // one false flag
    await answerWatchdogTable(db, learner, { tableId: deal.tableId, seats: answer }, T0 + 2);

    const dash = await classDashboard(db, actor(teacher), c.data.id);
    if (dash.status !== "success") throw new Error("dashboard");
    const row = dash.data.students.find((s) => s.username === "ada");
    expect(row?.dealer).toEqual({ hands: WATCHDOG_SEATS, right: WATCHDOG_SEATS - 1 });
    const [mine] = await studentAssignments(db, actor(ada), T0 + 10);
    expect(mine).toMatchObject({ drill: "dealer", done: WATCHDOG_SEATS, complete: true });
  });
});
