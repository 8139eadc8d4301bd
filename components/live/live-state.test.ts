import { describe, expect, it } from "vitest";
import type { LiveView } from "@/lib/live/api";
import { initialLiveState, type LiveRules, liveReducer, sumChips } from "./live-state";
import { testSeat, testView } from "./test-view";

/** live-test-fast's rack and bonus (the view's table). */
const rules: LiveRules = { chips: [100, 500, 2500], bonus: { minBet: 100, maxBet: 2500 } };
const initialLive = (v: LiveView) => initialLiveState(v, rules);

const view = (seq: number, over: Partial<LiveView> = {}): LiveView => testView({ seq, ...over });

const dealt = (seq: number) =>
  view(seq, {
    phase: "setting",
    round: { id: "r1", commission: 0 },
    seats: [testSeat({ bet: 500, cards: ["As", "Ks", "Qd", "7c", "7h", "3s", "JK"] })],
  });

describe("liveReducer", () => {
  it("takes the last chip off the chosen circle (Backspace) and puts the picks back (C)", () => {
    let state = initialLive(view(3));
    for (const value of [100, 500]) state = liveReducer(state, { type: "chip", value });
    state = liveReducer(state, { type: "select", target: "bonus" });
    state = liveReducer(state, { type: "chip", value: 100 });
    state = liveReducer(state, { type: "remove-chip" });
    expect([state.chips, state.bonusChips]).toEqual([[100, 500], []]);
    state = liveReducer(state, { type: "select", target: "main" });
    state = liveReducer(state, { type: "remove-chip" });
    expect(state.chips).toEqual([100]);
    let set = liveReducer(initialLive(dealt(5)), { type: "toggle", position: 2 });
    set = liveReducer(set, { type: "toggle", position: 4 });
    expect(liveReducer(set, { type: "clear-pick" }).picked).toEqual([]);
  });

  it("replaces the view with a newer sequence number", () => {
    const next = liveReducer(initialLive(view(3)), { type: "view", view: view(4) });
    expect(next.view.seq).toBe(4);
  });

  it("ignores an older or equal sequence number (a late answer after a newer event)", () => {
    const start = initialLive(view(5, { phase: "setting" }));
    expect(liveReducer(start, { type: "view", view: view(4) })).toBe(start);
    expect(liveReducer(start, { type: "view", view: view(5, { phase: "idle" }) })).toBe(start);
  });

  it("adds chips to the chosen bet and clears them", () => {
    let s = initialLive(view(1));
    s = liveReducer(s, { type: "chip", value: 100 });
    s = liveReducer(s, { type: "chip", value: 500 });
    s = liveReducer(s, { type: "select", target: "bonus" });
    s = liveReducer(s, { type: "chip", value: 100 });
    expect(sumChips(s.chips)).toBe(600);
    expect(s.bonusChips).toEqual([100]);
    s = liveReducer(s, { type: "clear-bets" });
    expect(s.chips).toEqual([]);
    expect(s.bonusChips).toEqual([]);
  });

  it("keeps chips from the approval through the bets, drops them at the deal", () => {
    let s = liveReducer(initialLive(view(1, { phase: "approve" })), {
      type: "chip",
      value: 100,
    });
    s = liveReducer(s, { type: "view", view: view(2) });
    expect(s.chips).toEqual([100]);
    s = liveReducer(s, { type: "view", view: dealt(3) });
    expect(s.chips).toEqual([]);
  });

  it("picks at most two front cards, the oldest pick giving way, and toggles one off", () => {
    let s = initialLive(dealt(3));
    for (const position of [0, 1, 4]) s = liveReducer(s, { type: "toggle", position });
    expect(s.picked).toEqual([1, 4]);
    s = liveReducer(s, { type: "toggle", position: 1 });
    expect(s.picked).toEqual([4]);
    expect(liveReducer(s, { type: "toggle", position: 7 })).toBe(s);
  });

  it("keeps the picks through a newer view of the same setting, clears them at settling", () => {
    let s = liveReducer(initialLive(dealt(3)), { type: "toggle", position: 2 });
    s = liveReducer(s, { type: "toggle", position: 5 });
    s = liveReducer(s, { type: "ask-foul" });
    s = liveReducer(s, { type: "view", view: dealt(4) });
    expect(s.picked).toEqual([2, 5]);
    expect(s.confirmFoul).toBe(true);
    s = liveReducer(s, { type: "view", view: { ...dealt(5), phase: "settled" } });
    expect(s.picked).toEqual([]);
    expect(s.confirmFoul).toBe(false);
  });

  it("drops the picks when a new round is being set", () => {
    let s = liveReducer(initialLive(dealt(3)), { type: "toggle", position: 2 });
    s = liveReducer(s, { type: "view", view: { ...dealt(9), round: { id: "r2", commission: 0 } } });
    expect(s.picked).toEqual([]);
  });

  it("asks about a foul only with two cards picked; cancelling keeps the picks (walk finding 5)", () => {
    let s = liveReducer(initialLive(dealt(3)), { type: "toggle", position: 0 });
    expect(liveReducer(s, { type: "ask-foul" })).toBe(s);
    s = liveReducer(s, { type: "toggle", position: 1 });
    s = liveReducer(s, { type: "ask-foul" });
    expect(s.confirmFoul).toBe(true);
    s = liveReducer(s, { type: "cancel-foul" });
    expect(s).toMatchObject({ confirmFoul: false, picked: [0, 1] });
  });

  it("Re-Bet stacks the last Deal's chips again, before a deal only (walk finding 7)", () => {
    let s = initialLive(view(1));
    expect(liveReducer(s, { type: "re-bet" })).toBe(s);
    expect(liveReducer(s, { type: "placed" })).toBe(s);
    for (const value of [500, 100]) s = liveReducer(s, { type: "chip", value });
    s = liveReducer(s, { type: "select", target: "bonus" });
    s = liveReducer(s, { type: "chip", value: 100 });
    s = liveReducer(s, { type: "placed" });
    // Dealt: the chips leave the circles, the last bets stay.
    s = liveReducer(s, { type: "view", view: dealt(2) });
    expect(s.chips).toEqual([]);
    expect(liveReducer(s, { type: "re-bet" })).toBe(s);
    s = liveReducer(s, { type: "view", view: view(3) });
    s = liveReducer(s, { type: "chip", value: 2500 });
    s = liveReducer(s, { type: "re-bet" });
    expect(s).toMatchObject({ chips: [500, 100], bonusChips: [100] });
  });

  it("takes chips only from the rack, from a seated player with no bet placed, before the deal", () => {
    const start = initialLive(view(1));
    expect(liveReducer(start, { type: "chip", value: 200 })).toBe(start);
    const watcher = initialLive(
      view(1, { you: { ...start.view.you, role: "watcher", seat: null } }),
    );
    expect(liveReducer(watcher, { type: "chip", value: 100 })).toBe(watcher);
    const placed = initialLive(view(1, { seats: [testSeat({ bet: 500 })] }));
    expect(liveReducer(placed, { type: "chip", value: 100 })).toBe(placed);
    expect(liveReducer(placed, { type: "re-bet" })).toBe(placed);
    const setting = initialLive(dealt(2));
    expect(liveReducer(setting, { type: "chip", value: 100 })).toBe(setting);
    expect(liveReducer(setting, { type: "remove-chip" })).toBe(setting);
  });

  it("picks cards only while the viewer's own hand is dealt and not set", () => {
    const betting = initialLive(view(1));
    expect(liveReducer(betting, { type: "toggle", position: 0 })).toBe(betting);
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
    expect(liveReducer(set, { type: "toggle", position: 0 })).toBe(set);
  });

  it("a table without the bonus bet keeps every chip on the main bet", () => {
    let s = initialLiveState(view(1), { chips: [100], bonus: null });
    s = liveReducer(s, { type: "select", target: "bonus" });
    expect(s.target).toBe("main");
    s = liveReducer(s, { type: "chip", value: 100 });
    expect([s.chips, s.bonusChips]).toEqual([[100], []]);
  });
});
