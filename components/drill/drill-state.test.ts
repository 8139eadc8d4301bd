import { describe, expect, it } from "vitest";
import { formatCard, parseCards, parseHand } from "@/lib/engine/cards";
import type { DealView, GradeView } from "@/lib/practice/views";
import {
  type DrillState,
  displayOrder,
  drillReducer,
  inDisplayOrder,
  initialDrillState,
  shownFront,
} from "./drill-state";

const hand = parseHand("4c JK Ad 9s Ah 2d Tc");
const deal: DealView = {
  dealId: "d1",
  hand,
  drill: "any",
  filter: null,
  dealtAt: 0,
  lapses: null,
  ruleSet: { way: "seed", variant: "standard" },
};
const grade = {
  dealId: "d1",
  hand,
  chosen: 0,
  best: 1,
  houseWay: 2,
  splits: [{ frontIndex: [0, 1] }, { frontIndex: [2, 4] }, { frontIndex: [3, 6] }],
} as unknown as GradeView;

const run = (state: DrillState, ...events: Parameters<typeof drillReducer>[1][]) =>
  events.reduce(drillReducer, state);

describe("the drill table's state", () => {
  it("a third pick replaces the oldest, and a second tap takes a card back", () => {
    const s = run(
      initialDrillState(deal),
      { type: "toggle", position: 0 },
      { type: "toggle", position: 1 },
      { type: "toggle", position: 5 },
    );
    expect(s.picked).toEqual([1, 5]);
    expect(run(s, { type: "toggle", position: 1 }).picked).toEqual([5]);
  });

  it("ignores picks outside the hand and picks without a hand", () => {
    expect(run(initialDrillState(deal), { type: "toggle", position: 7 }).picked).toEqual([]);
    expect(run(initialDrillState(null), { type: "toggle", position: 0 }).picked).toEqual([]);
  });

  it("Clear clears the pick; once graded nothing moves", () => {
    const picked = run(initialDrillState(deal), { type: "pick", front: [2, 4] });
    expect(run(picked, { type: "clear" }).picked).toEqual([]);
    const graded = run(picked, { type: "graded", grade });
    expect(run(graded, { type: "clear" })).toBe(graded);
    expect(run(graded, { type: "toggle", position: 0 })).toBe(graded);
    expect(run(graded, { type: "pick", front: [0, 1] })).toBe(graded);
  });

  it("shows the chosen, best or house-way front once graded, and the pick before", () => {
    const picked = run(initialDrillState(deal), { type: "pick", front: [5, 6] });
    expect(shownFront(picked)).toEqual([5, 6]);
    expect(run(picked, { type: "show", shown: "house" }).shown).toBe("yours");
    const graded = run(picked, { type: "graded", grade });
    expect(shownFront(graded)).toEqual([0, 1]);
    expect(shownFront(run(graded, { type: "show", shown: "best" }))).toEqual([2, 4]);
    expect(shownFront(run(graded, { type: "show", shown: "house" }))).toEqual([3, 6]);
  });

  it("a new deal starts clean; an empty review queue leaves no hand", () => {
    const graded = run(
      initialDrillState(deal),
      { type: "pick", front: [0, 1] },
      { type: "graded", grade },
    );
    expect(run(graded, { type: "dealt", deal: { ...deal, dealId: "d2" } })).toMatchObject({
      picked: [],
      grade: null,
      shown: "yours",
    });
    const empty = run(graded, {
      type: "review-empty",
      queue: { pending: 0, due: 0, nextDueAt: null } as never,
    });
    expect(empty.deal).toBeNull();
    expect(empty.reviewEmpty).not.toBeNull();
  });

  it("an error stays until the next request", () => {
    const failed = run(initialDrillState(deal), { type: "failed", code: "network" });
    expect(failed.error).toBe("network");
    expect(run(failed, { type: "request" }).error).toBeNull();
  });
});

describe("displayOrder", () => {
  it("lays the hand out by rank, the joker first, equal ranks as dealt", () => {
    // 4c JK Ad 9s Ah 2d Tc -> JK Ad Ah Tc 9s 4c 2d
    expect(displayOrder(hand, true)).toEqual([1, 2, 4, 6, 3, 0, 5]);
  });

  it("keeps the dealt order when sorting is off", () => {
    expect(displayOrder(hand, false)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe("inDisplayOrder", () => {
  const laidOut = (cards: string, byRank: boolean) =>
    inDisplayOrder(parseCards(cards, cards.split(" ").length), byRank)
      .map((c) => formatCard(c).charAt(0))
      .join(" ");

  it("lays a set hand's back and front out by rank when sorting is on (issue 32)", () => {
    // The review saw "K 8 4 3 7" and "2 4 3 7 2" (a pair of twos) in the settings' panels.
    expect(laidOut("Ks 8d 4c 3h 7s", true)).toBe("K 8 7 4 3");
    expect(laidOut("2s 4d 3c 7h 2d", true)).toBe("7 4 3 2 2");
    expect(laidOut("9c JK", true)).toBe("J 9");
  });

  it("keeps the dealt order when sorting is off", () => {
    expect(laidOut("Ks 8d 4c 3h 7s", false)).toBe("K 8 4 3 7");
  });
});
