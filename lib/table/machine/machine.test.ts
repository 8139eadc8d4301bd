/**
 * The table machine command by command and phase by phase (RULES.md 8-11), on plain state: no
 * database, a seeded chance, the clock given.
 */
import { describe, expect, it } from "vitest";
import { BANK_SEAT } from "../round-model";
import { MAX_SIT_OUTS, SHOW_MS } from "./phases";
import { step } from "./step";
import { emptyTable, liveConfig, seededRng } from "./test-tables";
import type { Command, Effect, TableState } from "./types";

const T = 1_000_000;
const config = liveConfig(); // live-test-fast: $1-$100, bets 5 s, learner bank 1.5%

function table(wallets: TableState["wallets"] = {}, initial = emptyTable(config, wallets)) {
  let state = initial;
  const rng = seededRng(7);
  let effects: Effect[] = [];
  const run = (command: Command, now: number) => {
    const result = step(state, command, now, rng);
    state = result.state;
    effects = result.effects;
    return result.refused;
  };
  return { run, state: () => state, effects: () => effects };
}

const rich = { balance: 100_000, points: 0, held: 0 };
const types = (effects: Effect[]) => effects.map((e) => e.type);

describe("sit and leave", () => {
  it("a first sit opens the wallet with its grant; the bets begin", () => {
    const t = table();
    expect(t.run({ type: "sit", learnerId: "a", name: "Ann" }, T)).toBeNull();
    expect(t.effects()[0]).toEqual({ type: "open-wallet", learnerId: "a", grant: 100_000 });
    expect(t.state().seats.map((s) => s.seat)).toEqual([1]);
    expect(t.state().phase).toBe("bets");
    expect(t.state().deadlineAt).toBe(T + 5_000);
  });

  it("refuses a second seat, a taken seat and a seat the table does not have", () => {
    const t = table({ a: rich, b: rich });
    t.run({ type: "sit", learnerId: "a", name: "Ann", seat: 3 }, T);
    expect(t.run({ type: "sit", learnerId: "a", name: "Ann" }, T)).toBe("already-seated");
    expect(t.run({ type: "sit", learnerId: "b", name: "Bo", seat: 3 }, T)).toBe("seat-taken");
    expect(t.run({ type: "sit", learnerId: "b", name: "Bo", seat: 7 }, T)).toBe("seat-taken");
    expect(t.run({ type: "leave", learnerId: "b" }, T)).toBe("not-seated");
  });

  it("a refused command leaves only the clock's changes, and never changes its input", () => {
    const t = table({ a: rich });
    t.run({ type: "sit", learnerId: "a", name: "Ann" }, T);
    const before = structuredClone(t.state());
    // The bets' deadline passed with no bet: the clock's sit-out is kept, the bet refused.
    const result = step(
      t.state(),
      { type: "bet", learnerId: "a", main: 150, bonus: 0 },
      T + 6_000,
      seededRng(1),
    );
    expect(result.refused).toBe("unknown-chip");
    expect(t.state()).toEqual(before);
    expect(types(result.effects)).toEqual(["seat-update", "table"]);
    expect(result.state.seats[0]?.sitOuts).toBe(1);
  });
});

describe("bets and the deal", () => {
  it("refuses forged and uncovered bets with their codes", () => {
    const t = table({ a: { balance: 300, points: 0, held: 0 } });
    t.run({ type: "sit", learnerId: "a", name: "Ann" }, T);
    const bet = (main: number, bonus = 0) =>
      t.run({ type: "bet", learnerId: "a", main, bonus }, T + 1);
    expect(bet(150)).toBe("unknown-chip");
    expect(bet(0.5)).toBe("unknown-chip");
    expect(bet(20_000)).toBe("bet-out-of-limits");
    expect(bet(500)).toBe("insufficient-balance");
    expect(t.state().seats[0]?.bet).toBe(0);
  });

  it("deals once everyone pressed Deal: bets leave the wallets, points come, cards are distinct", () => {
    const t = table({ a: rich, b: rich });
    t.run({ type: "sit", learnerId: "a", name: "Ann" }, T);
    t.run({ type: "sit", learnerId: "b", name: "Bo" }, T);
    expect(t.run({ type: "bet", learnerId: "a", main: 500, bonus: 100 }, T + 1)).toBeNull();
    expect(t.state().phase).toBe("bets");
    expect(t.run({ type: "bet", learnerId: "a", main: 500, bonus: 0 }, T + 2)).toBe("already-bet");
    t.run({ type: "bet", learnerId: "b", main: 10_000, bonus: 0 }, T + 3);
    const s = t.state();
    expect(s.phase).toBe("setting");
    expect(s.wallets.a?.balance).toBe(100_000 - 600);
    expect(s.wallets.b).toEqual({ balance: 90_000, points: 100, held: 0 });
    const round = s.round;
    expect(round?.players.map((p) => [p.seat, p.bet, p.bonusBet])).toEqual([
      [1, 500, 100],
      [2, 10_000, 0],
    ]);
    const cards = [round?.bank, ...(round?.players ?? [])].flatMap((p) => p?.hand.split(" "));
    expect(new Set(cards).size).toBe(21);
    expect(s.seats.every((seat) => seat.bet === 0)).toBe(true);
    expect(types(t.effects())).toContain("deal");
  });

  it("at the bets' deadline deals who pressed; a seat sitting out MAX_SIT_OUTS rounds is freed", () => {
    const t = table({ a: rich, b: rich });
    t.run({ type: "sit", learnerId: "a", name: "Ann" }, T);
    t.run({ type: "sit", learnerId: "b", name: "Bo" }, T);
    let now = T;
    for (let k = 0; k < MAX_SIT_OUTS; k++) {
      t.run({ type: "bet", learnerId: "a", main: 100, bonus: 0 }, now + 1);
      now += 5_001;
      t.run({ type: "tick" }, now);
      expect(t.state().phase).toBe("setting");
      t.run({ type: "set", learnerId: "a", front: null }, now + 1);
      now += 1 + SHOW_MS;
      t.run({ type: "tick" }, now);
    }
    expect(t.state().seats.map((s) => s.learnerId)).toEqual(["a"]);
  });
});

describe("the settled round's show", () => {
  it("lasts SHOW_MS by default and a table's showSeconds where it sets one", () => {
    for (const [id, showMs] of [
      ["live-test-fast", SHOW_MS],
      ["live-test-e2e", 300_000],
    ] as const) {
      const t = table({ a: rich }, emptyTable(liveConfig(id), { a: rich }));
      t.run({ type: "sit", learnerId: "a", name: "Ann" }, T);
      t.run({ type: "bet", learnerId: "a", main: 100, bonus: 0 }, T + 1);
      expect(t.state().phase).toBe("setting");
      t.run({ type: "set", learnerId: "a", front: null }, T + 2);
      expect([t.state().phase, t.state().deadlineAt]).toEqual(["settled", T + 2 + showMs]);
      // Not a moment before its end does the next round begin.
      t.run({ type: "tick" }, T + 1 + showMs);
      expect(t.state().phase).toBe("settled");
      t.run({ type: "tick" }, T + 2 + showMs);
      expect(t.state().phase).toBe("bets");
    }
  });
});

describe("setting and settling", () => {
  function dealt() {
    const t = table({ a: rich, b: rich });
    t.run({ type: "sit", learnerId: "a", name: "Ann" }, T);
    t.run({ type: "sit", learnerId: "b", name: "Bo" }, T);
    t.run({ type: "bet", learnerId: "a", main: 1_000, bonus: 0 }, T + 1);
    t.run({ type: "bet", learnerId: "b", main: 1_000, bonus: 0 }, T + 2);
    return t;
  }

  it("refuses a front of cards not in the hand and a second Done; settles when all have set", () => {
    const t = dealt();
    const hand = t.state().round?.players[0]?.hand.split(" ") as string[];
    const other = t.state().round?.bank.hand.split(" ")[0] as string;
    expect(t.run({ type: "set", learnerId: "a", front: [hand[0] as string, other] }, T + 3)).toBe(
      "card-not-in-hand",
    );
    expect(
      t.run({ type: "set", learnerId: "a", front: [hand[0] as string, hand[0] as string] }, T + 3),
    ).toBe("card-not-in-hand");
    expect(
      t.run({ type: "set", learnerId: "a", front: [hand[0] as string, hand[1] as string] }, T + 4),
    ).toBeNull();
    expect(t.run({ type: "set", learnerId: "a", front: null }, T + 5)).toBe("already-set");
    expect(t.state().phase).toBe("setting");
    t.run({ type: "set", learnerId: "b", front: null }, T + 6);
    expect(t.state().phase).toBe("settled");
    const settle = t.effects().find((e) => e.type === "settle");
    expect(settle?.type === "settle" && settle.byOf).toEqual([
      [1, "learner"],
      [2, "house-way"],
    ]);
    expect(t.run({ type: "set", learnerId: "b", front: null }, T + 7)).toBe("deadline-passed");
  });

  it("the timer sets the rest by the house way at the deadline (and its grace), once", () => {
    const t = dealt();
    const deadline = t.state().deadlineAt as number;
    t.run({ type: "tick" }, deadline - 1);
    expect(t.state().phase).toBe("setting");
    t.run({ type: "tick" }, deadline);
    expect(t.state().phase).toBe("settled");
    const settles = t.effects().filter((e) => e.type === "settle");
    expect(settles.length).toBe(1);
    expect(settles[0]?.type === "settle" && settles[0].unchosenBy).toBe("timer");
    t.run({ type: "tick" }, deadline + 1);
    expect(t.effects().filter((e) => e.type === "settle")).toEqual([]);
  });
});

describe("the learner bank", () => {
  function banked(bankWallet = rich) {
    const t = table({ a: bankWallet, b: rich });
    t.run({ type: "sit", learnerId: "a", name: "Ann" }, T);
    t.run({ type: "sit", learnerId: "b", name: "Bo" }, T);
    return t;
  }

  it("is taken only by a seated player who meets the entry rule, between rounds", () => {
    const poor = banked({ balance: 60_000, points: 0, held: 0 });
    expect(poor.run({ type: "bank", learnerId: "a" }, T + 1)).toBe("bank-entry-rule");
    const t = banked();
    expect(t.run({ type: "bank", learnerId: "c" }, T + 1)).toBe("not-seated");
    expect(t.run({ type: "bank", learnerId: "a" }, T + 1)).toBeNull();
    expect(t.state().seats.find((s) => s.learnerId === "a")?.seat).toBe(BANK_SEAT);
    expect(t.state().phase).toBe("approve");
    expect(t.run({ type: "bank", learnerId: "b" }, T + 2)).toBe("bank-taken");
    expect(t.run({ type: "bet", learnerId: "a", main: 100, bonus: 0 }, T + 2)).toBe("forbidden");
    expect(t.run({ type: "approve", learnerId: "b" }, T + 2)).toBe("not-banking");
    expect(t.run({ type: "approve", learnerId: "a" }, T + 3)).toBeNull();
    expect(t.state().phase).toBe("bets");
  });

  it("holds its cover from the deal and gives it back as the round settles", () => {
    const t = banked();
    t.run({ type: "bank", learnerId: "a" }, T + 1);
    t.run({ type: "approve", learnerId: "a" }, T + 2);
    t.run({ type: "bet", learnerId: "b", main: 10_000, bonus: 0 }, T + 3);
    // $95 the most the seat can win, $1.50 the house's 1.5% of the action.
    expect(t.state().wallets.a?.held).toBe(9_650);
    expect(t.effects()).toContainEqual({ type: "hold", learnerId: "a", amount: 9_650 });
    t.run({ type: "set", learnerId: "b", front: null }, T + 4);
    expect(t.state().wallets.a?.held).toBe(0);
    const settle = t.effects().find((e) => e.type === "settle");
    if (settle?.type !== "settle") throw new Error("not settled");
    expect(settle.settlement.bank.net + settle.settlement.bank.commission).toBe(
      -(settle.settlement.players[0]?.net ?? Number.NaN),
    );
  });

  it("leaves the bank before a deal it no longer covers (the house banks), with the reason", () => {
    const t = banked();
    t.run({ type: "bank", learnerId: "a" }, T + 1);
    t.run({ type: "approve", learnerId: "a" }, T + 2);
    const spent = {
      ...t.state(),
      wallets: { ...t.state().wallets, a: { balance: 5_000, points: 0, held: 0 } },
    };
    const result = step(
      spent,
      { type: "bet", learnerId: "b", main: 10_000, bonus: 0 },
      T + 3,
      seededRng(3),
    );
    expect(result.state.round?.bank.learnerId).toBeNull();
    expect(result.state.bankLeftReason).toBe("cover");
    expect(result.state.seats.find((s) => s.learnerId === "a")?.seat).not.toBe(BANK_SEAT);
    expect(result.state.wallets.a).toEqual({ balance: 5_000, points: 0, held: 0 });
  });

  it("an approval that times out hands the bank to the house, with the reason", () => {
    const t = banked();
    t.run({ type: "bank", learnerId: "a" }, T + 1);
    t.run({ type: "tick" }, (t.state().deadlineAt as number) + 1);
    expect(t.state().bankLearnerId).toBeNull();
    expect([t.state().bankLeftReason, t.state().bankLeftName]).toEqual(["timeout", "Ann"]);
    expect(t.state().phase).toBe("bets");
  });
});

describe("close", () => {
  it("frees the seats at once between rounds, and after the round while one is set", () => {
    const between = table({ a: rich });
    between.run({ type: "sit", learnerId: "a", name: "Ann" }, T);
    expect(between.run({ type: "close" }, T + 1)).toBeNull();
    expect([between.state().seats, between.state().phase]).toEqual([[], "idle"]);
    expect(between.run({ type: "sit", learnerId: "a", name: "Ann" }, T + 2)).toBe("table-closed");
    expect(between.run({ type: "close" }, T + 3)).toBe("table-closed");

    const during = table({ a: rich });
    during.run({ type: "sit", learnerId: "a", name: "Ann" }, T);
    during.run({ type: "bet", learnerId: "a", main: 100, bonus: 0 }, T + 1);
    during.run({ type: "close" }, T + 2);
    expect(during.state().seats.length).toBe(1);
    during.run({ type: "set", learnerId: "a", front: null }, T + 3);
    during.run({ type: "tick" }, T + 3 + SHOW_MS);
    expect([during.state().seats, during.state().phase]).toEqual([[], "idle"]);
  });
});

describe("a learner's own table (solo: no live config)", () => {
  const own = liveConfig("test-fast"); // no live seats; its short decision time
  const decideMs = (own.decisionSeconds ?? 0) * 1000;
  const solo = (decisionSeconds: number | null = own.decisionSeconds) =>
    table(undefined, {
      ...emptyTable({ ...own, decisionSeconds }, { a: rich }),
      phase: "bets",
      seats: [{ seat: 1, learnerId: "a", name: "", bet: 0, bonusBet: 0, sitOuts: 0 }],
    });

  it("the bets wait for the learner: no clock, nobody sits out", () => {
    const t = solo();
    expect(t.run({ type: "tick" }, T + 3_600_000)).toBeNull();
    expect(t.effects()).toEqual([]);
    expect(t.state().phase).toBe("bets");
  });

  it("a bet deals at once against the house's bank, with the table's decision time", () => {
    const t = solo();
    expect(t.run({ type: "bet", learnerId: "a", main: 500, bonus: 0 }, T)).toBeNull();
    const deal = t.effects().find((e) => e.type === "deal");
    expect(deal).toMatchObject({ deadlineAt: T + decideMs });
    expect(t.state().phase).toBe("setting");
    expect(t.state().round?.bank.learnerId).toBe(null);
    expect(t.state().wallets.a?.balance).toBe(100_000 - 500);
    // A second bet beside the open round is refused (the door answers round-open).
    expect(t.run({ type: "bet", learnerId: "a", main: 500, bonus: 0 }, T + 1)).toBe("wrong-phase");
  });

  it("with no decision time the round waits for Done; settling opens the next bets at once", () => {
    const t = solo(null);
    t.run({ type: "bet", learnerId: "a", main: 500, bonus: 0 }, T);
    expect(t.state().deadlineAt).toBe(null);
    t.run({ type: "tick" }, T + 3_600_000);
    expect(t.state().phase).toBe("setting");
    expect(t.run({ type: "set", learnerId: "a", front: null }, T + 3_600_001)).toBeNull();
    expect(types(t.effects())).toContain("settle");
    expect(t.state().phase).toBe("bets");
    expect(t.run({ type: "bet", learnerId: "a", main: 500, bonus: 0 }, T + 3_600_002)).toBeNull();
  });

  it("a split that fouls is set only once confirmed; the timer settles by the house way", () => {
    const t = solo();
    t.run({ type: "bet", learnerId: "a", main: 500, bonus: 0 }, T);
    const hand = t.state().round?.players[0]?.hand.split(" ") ?? [];
    // Some front of the seven fouls (a front above its back) unless the hand is very plain.
    const pairs = hand.flatMap((x, i) => hand.slice(i + 1).map((y) => [x, y] as const));
    const refusals = pairs.map(
      (front) =>
        step(t.state(), { type: "set", learnerId: "a", front }, T + 1, seededRng(1)).refused,
    );
    expect(refusals).toContain("foul-unconfirmed");
    const fouling = pairs[refusals.indexOf("foul-unconfirmed")] as readonly [string, string];
    const confirmed = step(
      t.state(),
      { type: "set", learnerId: "a", front: fouling, confirmFoul: true },
      T + 1,
      seededRng(1),
    );
    expect(confirmed.refused).toBeNull();
    expect(confirmed.effects.find((e) => e.type === "settle")).toMatchObject({
      byOf: [[1, "learner"]],
    });
    // Left alone past the deadline and its grace: the timer's house way.
    t.run({ type: "tick" }, T + decideMs + 1_001);
    expect(t.effects().find((e) => e.type === "settle")).toMatchObject({ unchosenBy: "timer" });
  });

  it("banks against the house's seats: dealt from a seed, settled in the Approve's step", () => {
    const bankTable = liveConfig("usd-5-50-bank"); // 50 points to take it, 35 s to approve
    let state: TableState = {
      ...emptyTable(bankTable, { a: { balance: 100_000, points: 60, held: 0 } }),
      phase: "bets",
      seats: [{ seat: 1, learnerId: "a", name: "", bet: 0, bonusBet: 0, sitOuts: 0 }],
    };
    const run = (command: Command, now: number) => {
      const result = step(state, command, now, seededRng(5));
      state = result.state;
      return result;
    };
    expect(run({ type: "bank", learnerId: "a", houseSeats: 7 }, T).refused).toBe(
      "seats-out-of-limits",
    );
    expect(run({ type: "bank", learnerId: "a", houseSeats: 2 }, T).refused).toBeNull();
    expect([state.phase, state.houseSeats, state.deadlineAt]).toEqual(["approve", 2, T + 36_000]);
    const approved = run({ type: "approve", learnerId: "a" }, T + 1);
    const deal = approved.effects.find((e) => e.type === "deal");
    expect(deal?.type === "deal" && deal.round.players.map((p) => p.learnerId)).toEqual([
      null,
      null,
    ]);
    expect(deal?.type === "deal" && deal.round.seed).not.toBeNull();
    expect(types(approved.effects)).toContain("settle");
    // The points went below 50 with the seats' bets; the bank is kept while it covers them.
    expect(state.wallets.a?.points).toBeLessThan(50);
    expect([state.phase, state.bankLearnerId]).toEqual(["approve", "a"]);
    // Late (past 35 s and the grace): the house has the bank back, the learner plays again.
    expect(run({ type: "approve", learnerId: "a" }, T + 1 + 36_001).refused).toBe("not-banking");
    expect([state.bankLearnerId, state.bankLeftReason, state.seats[0]?.seat]).toEqual([
      null,
      "timeout",
      1,
    ]);
  });
});
