/**
 * The one table reducer (components/table/table-state.ts) at a live table: its phases run on
 * the clock and the event stream races the verbs' answers (the solo table's own cases:
 * components/table/table-state.test.ts).
 */
import { describe, expect, it } from "vitest";
import { sumChips } from "@/components/table/bet-and-set-state";
import {
  canDeal,
  initialTableScreen,
  type TableEvent,
  type TableScreen,
  tableReducer,
} from "@/components/table/table-state";
import type { LiveView } from "@/lib/live/api";
import { findTable, startAmount, type TableConfig } from "@/lib/table/tables";
import { testSeat, testView } from "./test-view";

/** The view's table: its rack [100, 500, 2500] and the bonus bet. */
const table = findTable("live-test-fast", true) as TableConfig;
const initialLive = (v: LiveView, rules: TableConfig = table) =>
  initialTableScreen(rules, startAmount(rules.currency), v);
/** A view arriving (pushed or answered) with this tab's clock. */
const step = (state: TableScreen, event: TableEvent | { type: "view"; view: LiveView }) =>
  tableReducer(state, event.type === "view" ? { ...event, now: 0 } : event);

const view = (seq: number, over: Partial<LiveView> = {}): LiveView => testView({ seq, ...over });

const dealt = (seq: number) =>
  view(seq, {
    phase: "setting",
    round: { id: "r1", commission: 0 },
    seats: [testSeat({ bet: 500, cards: ["As", "Ks", "Qd", "7c", "7h", "3s", "JK"] })],
  });

describe("the table reducer at a live table", () => {
  it("takes the last chip off the chosen circle (Backspace) and puts the picks back (C)", () => {
    let state = initialLive(view(3));
    for (const value of [100, 500]) state = step(state, { type: "chip", value });
    state = step(state, { type: "select", target: "bonus" });
    state = step(state, { type: "chip", value: 100 });
    state = step(state, { type: "remove-chip" });
    expect([state.chips, state.bonusChips]).toEqual([[100, 500], []]);
    state = step(state, { type: "select", target: "main" });
    state = step(state, { type: "remove-chip" });
    expect(state.chips).toEqual([100]);
    let set = step(initialLive(dealt(5)), { type: "toggle", position: 2 });
    set = step(set, { type: "toggle", position: 4 });
    expect(step(set, { type: "clear-pick" }).picked).toEqual([]);
  });

  it("replaces the view with a newer sequence number", () => {
    const next = step(initialLive(view(3)), { type: "view", view: view(4) });
    expect(next.view.seq).toBe(4);
  });

  it("ignores an older sequence number (a late answer after a newer event)", () => {
    const start = initialLive(view(5, { phase: "setting" }));
    expect(step(start, { type: "view", view: view(4) })).toBe(start);
    expect(step(start, { type: "view", view: view(4, { phase: "idle" }) })).toBe(start);
  });

  it("keeps a refusal through the others' moves, drops it when the phase moves on", () => {
    let s = step(initialLive(view(3)), { type: "request" });
    s = step(s, { type: "failed", code: "bet-out-of-limits" });
    // Another player's bet pushed: the same phase, the refusal still stands.
    s = step(s, { type: "view", view: view(4) });
    expect(s.error).toBe("bet-out-of-limits");
    s = step(s, { type: "view", view: dealt(5) });
    expect(s.error).toBeNull();
    s = step(s, { type: "failed", code: "network" });
    expect(step(s, { type: "request" }).error).toBeNull();
  });

  it("adds chips to the chosen bet and clears them", () => {
    let s = initialLive(view(1));
    s = step(s, { type: "chip", value: 100 });
    s = step(s, { type: "chip", value: 500 });
    s = step(s, { type: "select", target: "bonus" });
    s = step(s, { type: "chip", value: 100 });
    expect(sumChips(s.chips)).toBe(600);
    expect(s.bonusChips).toEqual([100]);
    s = step(s, { type: "clear-bets" });
    expect(s.chips).toEqual([]);
    expect(s.bonusChips).toEqual([]);
  });

  it("keeps chips from the approval through the bets, drops them at the deal", () => {
    let s = step(initialLive(view(1, { phase: "approve" })), {
      type: "chip",
      value: 100,
    });
    s = step(s, { type: "view", view: view(2) });
    expect(s.chips).toEqual([100]);
    s = step(s, { type: "view", view: dealt(3) });
    expect(s.chips).toEqual([]);
  });

  it("picks at most two front cards, the oldest pick giving way, and toggles one off", () => {
    let s = initialLive(dealt(3));
    for (const position of [0, 1, 4]) s = step(s, { type: "toggle", position });
    expect(s.picked).toEqual([1, 4]);
    s = step(s, { type: "toggle", position: 1 });
    expect(s.picked).toEqual([4]);
    expect(step(s, { type: "toggle", position: 7 })).toBe(s);
  });

  it("keeps the picks through a newer view of the same setting, clears them at settling", () => {
    let s = step(initialLive(dealt(3)), { type: "toggle", position: 2 });
    s = step(s, { type: "toggle", position: 5 });
    s = step(s, { type: "ask-foul" });
    s = step(s, { type: "view", view: dealt(4) });
    expect(s.picked).toEqual([2, 5]);
    expect(s.confirmFoul).toBe(true);
    s = step(s, { type: "view", view: { ...dealt(5), phase: "settled" } });
    expect(s.picked).toEqual([]);
    expect(s.confirmFoul).toBe(false);
  });

  it("drops the picks when a new round is being set", () => {
    let s = step(initialLive(dealt(3)), { type: "toggle", position: 2 });
    s = step(s, { type: "view", view: { ...dealt(9), round: { id: "r2", commission: 0 } } });
    expect(s.picked).toEqual([]);
  });

  it("asks about a foul only with two cards picked; cancelling keeps the picks (walk finding 5)", () => {
    let s = step(initialLive(dealt(3)), { type: "toggle", position: 0 });
    expect(step(s, { type: "ask-foul" })).toBe(s);
    s = step(s, { type: "toggle", position: 1 });
    s = step(s, { type: "ask-foul" });
    expect(s.confirmFoul).toBe(true);
    s = step(s, { type: "cancel-foul" });
    expect(s).toMatchObject({ confirmFoul: false, picked: [0, 1] });
  });

  it("Re-Bet stacks the last Deal's chips again, before a deal only (walk finding 7)", () => {
    let s = initialLive(view(1));
    expect(step(s, { type: "re-bet" })).toBe(s);
    expect(step(s, { type: "placed" })).toBe(s);
    for (const value of [500, 100]) s = step(s, { type: "chip", value });
    s = step(s, { type: "select", target: "bonus" });
    s = step(s, { type: "chip", value: 100 });
    s = step(s, { type: "placed" });
    // Dealt: the chips leave the circles, the last bets stay.
    s = step(s, { type: "view", view: dealt(2) });
    expect(s.chips).toEqual([]);
    expect(step(s, { type: "re-bet" })).toBe(s);
    s = step(s, { type: "view", view: view(3) });
    s = step(s, { type: "chip", value: 2500 });
    s = step(s, { type: "re-bet" });
    expect(s).toMatchObject({ chips: [500, 100], bonusChips: [100] });
  });

  it("after a reload mid-round at a table another learner banks, Re-Bet has the bets placed and a chip is one chip (issue 55)", () => {
    const bank = { ...testView().bank, kind: "learner" as const, name: "ann" };
    // The page rendered afresh while setting: B's seat has the bets B placed ($1 and $1).
    let s = initialLive(
      view(7, {
        phase: "setting",
        bank,
        round: { id: "r2", commission: 2 },
        seats: [testSeat({ bet: 100, bonus: 100, cards: dealt(7).seats[0]?.cards ?? null })],
      }),
    );
    expect(s.lastBets).toEqual({ chips: [100], bonusChips: [100] });
    s = step(s, {
      type: "view",
      view: view(8, { phase: "settled", bank, round: { id: "r2", commission: 2 } }),
    });
    // The next round's bets: one chip is one chip; Re-Bet stacks exactly what was placed.
    s = step(s, { type: "view", view: view(9, { bank }) });
    s = step(s, { type: "chip", value: 100 });
    expect([s.chips, s.bonusChips]).toEqual([[100], []]);
    s = step(s, { type: "re-bet" });
    expect([s.chips, s.bonusChips]).toEqual([[100], [100]]);
  });

  it("takes chips only from the rack, from a seated player with no bet placed, before the deal", () => {
    const start = initialLive(view(1));
    expect(step(start, { type: "chip", value: 200 })).toBe(start);
    const watcher = initialLive(
      view(1, { you: { ...start.view.you, role: "watcher", seat: null } }),
    );
    expect(step(watcher, { type: "chip", value: 100 })).toBe(watcher);
    const placed = initialLive(view(1, { seats: [testSeat({ bet: 500 })] }));
    expect(step(placed, { type: "chip", value: 100 })).toBe(placed);
    expect(step(placed, { type: "re-bet" })).toBe(placed);
    const setting = initialLive(dealt(2));
    expect(step(setting, { type: "chip", value: 100 })).toBe(setting);
    expect(step(setting, { type: "remove-chip" })).toBe(setting);
  });

  it("picks cards only while the viewer's own hand is dealt and not set", () => {
    const betting = initialLive(view(1));
    expect(step(betting, { type: "toggle", position: 0 })).toBe(betting);
    const set = initialLive({
      ...dealt(2),
      seats: [
        testSeat({
          bet: 500,
          cards: ["As", "Ks", "Qd", "7c", "7h", "3s", "JK"],
          front: ["As", "Ks"],
        }),
      ],
    });
    expect(step(set, { type: "toggle", position: 0 })).toBe(set);
  });

  it("a table without the bonus bet keeps every chip on the main bet", () => {
    let s = initialLive(view(1), { ...table, chips: [100], bonus: null });
    s = step(s, { type: "select", target: "bonus" });
    expect(s.target).toBe("main");
    s = step(s, { type: "chip", value: 100 });
    expect([s.chips, s.bonusChips]).toEqual([[100], []]);
  });

  it("Deal is on with a main bet inside the limits, before the deal only (walk finding 7)", () => {
    let s = initialLive(view(1));
    expect(canDeal(s)).toBe(false);
    s = step(s, { type: "chip", value: 100 });
    expect(canDeal(s)).toBe(true);
    // Over the table's maximum ($100): off, with the reason in place.
    for (let k = 0; k < 4; k++) s = step(s, { type: "chip", value: 2500 });
    expect(canDeal(s)).toBe(false);
    s = step(s, { type: "clear-bets" });
    s = step(s, { type: "chip", value: 500 });
    expect(canDeal(s)).toBe(true);
    s = step(s, { type: "view", view: view(2, { seats: [testSeat({ bet: 500 })] }) });
    expect(canDeal(s)).toBe(false);
  });
});
