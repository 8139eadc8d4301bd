import { describe, expect, it } from "vitest";
import type { GradeView } from "@/lib/practice/views";
import type { BankingStatus } from "@/lib/table/bank";
import { findTable } from "@/lib/table/tables";
import type { RoundView, SeatView, WalletView } from "@/lib/table/views";
import {
  betProblem,
  canDeal,
  canRebuy,
  chipsFor,
  initialTableScreen,
  learnerSeat,
  phaseOf,
  roleOf,
  shortOfMoney,
  type TableEvent,
  type TableScreen,
  tableReducer,
} from "./table-state";

const usd = findTable("usd-2-300");
const bankTable = findTable("usd-5-50-bank");
if (!usd || !bankTable) throw new Error("tables.json lacks the seed tables");

const wallet = (balance: number, start = 100_000): WalletView => ({
  currency: "USD",
  balance,
  rebuys: 0,
  points: 0,
  start,
});

const seat = (over: Partial<SeatView> = {}): SeatView => ({
  seat: 1,
  learner: true,
  occupied: true,
  setBy: null,
  hand: "As Kd Qh Jc Ts 9d 2c",
  bet: 3_000,
  bonusBet: 0,
  front: null,
  backValue: null,
  frontValue: null,
  foul: null,
  outcome: null,
  backMark: null,
  frontMark: null,
  commission: null,
  net: null,
  bonusKey: null,
  bonusNet: null,
  ...over,
});

const round = (over: Partial<RoundView> = {}): RoundView => ({
  id: "00000000-0000-4000-8000-000000000001",
  tableId: "usd-2-300",
  currency: "USD",
  ruleSet: "seed/standard",
  role: "player",
  status: "open",
  dealtAt: 1_000,
  deadlineAt: 46_000,
  serverNow: 2_000,
  seats: [seat()],
  bank: null,
  action: 3_000,
  balanceBefore: 100_000,
  balanceAfter: null,
  settledAt: null,
  settledBy: null,
  ...over,
});

const houseBank = {
  learner: false,
  occupied: false,
  hand: "2s 3s 4s 5s 7h 8h 9h",
  front: "2s 3s",
  backValue: 1,
  frontValue: 1,
  rule: "1",
  pushesAll: false,
  commission: null,
  net: null,
};

const settledRound = (over: Partial<RoundView> = {}) =>
  round({
    status: "settled",
    seats: [
      seat({ front: "2c 9d", outcome: "win", net: 2_850, backMark: "win", frontMark: "win" }),
    ],
    bank: houseBank,
    balanceAfter: 102_850,
    settledAt: 3_000,
    settledBy: "learner",
    ...over,
  });

const run = (state: TableScreen, ...events: TableEvent[]) => events.reduce(tableReducer, state);
const fresh = (balance = 100_000) =>
  initialTableScreen(usd, {
    tableId: usd.id,
    wallet: wallet(balance),
    round: null,
    bank: null,
    serverNow: 0,
  });

describe("betting", () => {
  it("a chip lands on the selected circle, a chip the table lacks is ignored", () => {
    const s = run(
      fresh(),
      { type: "chip", value: 2_500 },
      { type: "select", target: "bonus" },
      { type: "chip", value: 100 },
      { type: "chip", value: 777 },
    );
    expect(s.chips).toEqual([2_500]);
    expect(s.bonusChips).toEqual([100]);
  });

  it("removing takes the last chip off the circle named (right-click), else the selected one", () => {
    const s = run(
      fresh(),
      { type: "chip", value: 500 },
      { type: "chip", value: 100 },
      { type: "select", target: "bonus" },
      { type: "chip", value: 500 },
      { type: "remove-chip", target: "main" },
    );
    expect(s.chips).toEqual([500]);
    expect(s.bonusChips).toEqual([500]);
    expect(run(s, { type: "remove-chip" }).bonusChips).toEqual([]);
  });

  it("the bonus circle cannot be selected at a table without the bonus", () => {
    const s = initialTableScreen(bankTable, null);
    expect(run(s, { type: "select", target: "bonus" }).target).toBe("main");
  });

  it("says why a bet cannot be dealt: over the maximum, under the minimum, the bonus, the balance", () => {
    expect(betProblem(run(fresh(), { type: "chip", value: 100 }))).toEqual({
      kind: "under-min",
      limit: 200,
    });
    const over = run(fresh(), ...Array(4).fill({ type: "chip", value: 10_000 }));
    expect(betProblem(over)).toEqual({ kind: "over-max", limit: 30_000 });
    expect(canDeal(over)).toBe(false);
    const bonus = run(
      fresh(),
      { type: "chip", value: 500 },
      { type: "select", target: "bonus" },
      { type: "chip", value: 2_500 },
      { type: "chip", value: 100 },
    );
    expect(betProblem(bonus)).toEqual({ kind: "bonus-over-max", limit: 2_500 });
    const poor = run(fresh(1_000), { type: "chip", value: 2_500 });
    expect(betProblem(poor)).toEqual({ kind: "balance", balance: 1_000 });
    const fine = run(fresh(), { type: "chip", value: 500 });
    expect(betProblem(fine)).toBeNull();
    expect(canDeal(fine)).toBe(true);
    // Nothing on the circles: nothing to explain, nothing to deal.
    expect(betProblem(fresh())).toBeNull();
    expect(canDeal(fresh())).toBe(false);
  });

  it("at most 100 chips on a circle", () => {
    const s = run(fresh(), ...Array(105).fill({ type: "chip", value: 100 }));
    expect(s.chips).toHaveLength(100);
  });
});

describe("a round", () => {
  const dealt = (s: TableScreen) =>
    run(s, {
      type: "dealt",
      round: round(),
      wallet: wallet(97_000),
      bets: { chips: [2_500, 500], bonusChips: [] },
      now: 1_500,
    });

  it("Deal opens the round: chips and picks are frozen, the server clock's offset is kept", () => {
    const s = dealt(run(fresh(), { type: "chip", value: 2_500 }, { type: "chip", value: 500 }));
    expect(phaseOf(s)).toBe("setting");
    expect(s.offsetMs).toBe(500);
    expect(run(s, { type: "chip", value: 100 }).chips).toEqual(s.chips);
    expect(canDeal(s)).toBe(false);
    expect(learnerSeat(s.round)?.bet).toBe(3_000);
  });

  it("a third pick replaces the oldest; a foul asks first; picks end with the answer", () => {
    const s = run(
      dealt(fresh()),
      { type: "toggle", position: 0 },
      { type: "toggle", position: 1 },
      { type: "toggle", position: 5 },
    );
    expect(s.picked).toEqual([1, 5]);
    expect(run(s, { type: "toggle", position: 1 }).picked).toEqual([5]);
    expect(run(s, { type: "ask-foul" }).confirmFoul).toBe(true);
    expect(run(s, { type: "ask-foul" }, { type: "toggle", position: 2 }).confirmFoul).toBe(false);
    const settled = run(s, {
      type: "settled",
      round: settledRound(),
      wallet: wallet(102_850),
      now: 3_000,
    });
    expect(settled.picked).toEqual([]);
    expect(phaseOf(settled)).toBe("settled");
  });

  it("no picks without an open round", () => {
    expect(run(fresh(), { type: "toggle", position: 0 }).picked).toEqual([]);
  });

  it("after New Game the next chip goes to the main bet, not the bonus (walk #3)", () => {
    const s = run(
      fresh(),
      { type: "chip", value: 500 },
      { type: "select", target: "bonus" },
      { type: "chip", value: 100 },
    );
    const settled = run(
      s,
      {
        type: "dealt",
        round: round(),
        wallet: wallet(99_400),
        bets: { chips: s.chips, bonusChips: s.bonusChips },
        now: 0,
      },
      { type: "settled", round: settledRound(), wallet: wallet(100_000), now: 0 },
    );
    expect(settled.target).toBe("bonus");
    const next = run(settled, { type: "new-game" }, { type: "chip", value: 500 });
    expect(phaseOf(next)).toBe("betting");
    expect(next.target).toBe("main");
    expect(next.chips).toEqual([500]);
    expect(next.bonusChips).toEqual([]);
    // A chip straight on a settled felt puts the round away and adds to the bets left there.
    const direct = run(settled, { type: "chip", value: 100 });
    expect(phaseOf(direct)).toBe("betting");
    expect(direct.bonusChips).toEqual([100, 100]);
  });

  it("Re-Bet places the last bets again, also after a reload (from the round's seat)", () => {
    const s = initialTableScreen(usd, {
      tableId: usd.id,
      wallet: wallet(100_000),
      round: settledRound({
        seats: [
          seat({
            bet: 3_100,
            bonusBet: 500,
            outcome: "loss",
            front: "2c 9d",
          }),
        ],
      }),
      bank: null,
      serverNow: 0,
    });
    expect(phaseOf(s)).toBe("settled");
    const again = run(s, { type: "re-bet" });
    expect(again.chips).toEqual([2_500, 500, 100]);
    expect(again.bonusChips).toEqual([500]);
    expect(phaseOf(again)).toBe("betting");
  });

  it("a clash answer shows the round as it stands, a quiet one clears a settled round", () => {
    const state = {
      tableId: usd.id,
      wallet: wallet(100_000),
      round: settledRound(),
      bank: null,
      serverNow: 0,
    };
    expect(phaseOf(run(fresh(), { type: "state", state, notice: "elsewhere", now: 0 }))).toBe(
      "settled",
    );
    expect(phaseOf(run(fresh(), { type: "state", state, notice: null, now: 0 }))).toBe("betting");
  });

  it("short of money: a lower bet within the limits, and Rebuy", () => {
    const s = run(
      initialTableScreen(usd, {
        tableId: usd.id,
        wallet: wallet(1_900),
        round: settledRound({
          seats: [seat({ bet: 3_000, outcome: "loss", front: "2c 9d" })],
        }),
        bank: null,
        serverNow: 0,
      }),
      { type: "new-game" },
    );
    expect(shortOfMoney(s)).toEqual({ lower: [500, 500, 500, 100, 100, 100, 100] });
    expect(canRebuy(s)).toBe(true);
    expect(canRebuy(fresh())).toBe(false);
    expect(shortOfMoney(fresh())).toBeNull();
  });
});

describe("the coach", () => {
  it("a grade is shown with its round and goes with the next answer", () => {
    const s = run(
      initialTableScreen(usd, {
        tableId: usd.id,
        wallet: wallet(0),
        round: settledRound(),
        bank: null,
        serverNow: 0,
      }),
      { type: "graded", grade: { dealId: "x" } as GradeView, bet: 3_000 },
    );
    expect(s.showCoach).toBe(true);
    expect(run(s, { type: "coach-shown", shown: false }).showCoach).toBe(false);
    expect(run(s, { type: "new-game" }).grade).toBeNull();
  });
});

describe("the bank", () => {
  const status: BankingStatus = {
    eligible: true,
    reason: null,
    points: 60,
    minPoints: 50,
    balance: 100_000,
    needBalance: 15_225,
  };
  const base = () =>
    run(
      initialTableScreen(bankTable, {
        tableId: bankTable.id,
        wallet: wallet(100_000),
        round: null,
        bank: null,
        serverNow: 0,
      }),
      {
        type: "bank-status",
        status,
      },
    );
  const bankRound = round({
    tableId: bankTable.id,
    role: "banker",
    status: "settled",
    seats: [seat({ learner: false, bet: 500, outcome: "loss" })],
    bank: { ...houseBank, learner: true, occupied: true, commission: 8, net: 492 },
    balanceAfter: 100_492,
    settledBy: "house-way",
  });

  it("holding the bank: the role is the bank, no bets on the felt, rounds counted", () => {
    const s = run(
      base(),
      { type: "chip", value: 500 },
      { type: "bank-seats", seats: 3 },
      { type: "bank-taken", approveBy: 35_000 },
    );
    expect(roleOf(s)).toBe("banker");
    expect(s.chips).toEqual([]);
    expect(s.bank.seats).toBe(3);
    expect(run(s, { type: "chip", value: 500 }).chips).toEqual([]);
    const banked = run(s, {
      type: "banked",
      round: bankRound,
      wallet: wallet(100_492),
      coach: null,
      approveBy: 70_000,
      now: 36_000,
    });
    expect(banked.bank.rounds).toBe(1);
    expect(banked.round).toBe(bankRound);
    expect(banked.bank.approveBy).toBe(70_000);
    expect(learnerSeat(banked.round)).toBeNull();
    expect(canDeal(banked)).toBe(false);
    const left = run(banked, { type: "bank-left", timedOut: true });
    expect(roleOf(left)).toBe("player");
    expect(left.bank.timedOut).toBe(true);
    expect(left.bank.rounds).toBe(1);
    expect(run(left, { type: "bank-taken", approveBy: 0 }).bank.rounds).toBe(0);
    expect(phaseOf(left)).toBe("betting");
    expect(run(left, { type: "bank-auto", on: true }).bank.auto).toBe(false);
  });

  it("a page opened while the bank is held starts holding it (reload, a second tab)", () => {
    const s = initialTableScreen(bankTable, {
      tableId: bankTable.id,
      wallet: wallet(100_000),
      round: bankRound,
      bank: { seats: 4, approveBy: 9_000 },
      serverNow: 0,
    });
    expect(roleOf(s)).toBe("banker");
    expect(s.bank.seats).toBe(4);
    expect(s.round).toBe(bankRound);
    // Not held any more: the last bank round is history.
    const later = initialTableScreen(bankTable, {
      tableId: bankTable.id,
      wallet: wallet(100_000),
      round: bankRound,
      bank: null,
      serverNow: 0,
    });
    expect(phaseOf(later)).toBe("betting");
  });

  it("the server's state says whether the bank is held (another tab took or left it)", () => {
    const state = (bank: { seats: number; approveBy: number } | null) => ({
      tableId: bankTable.id,
      wallet: wallet(100_000),
      round: null,
      bank,
      serverNow: 0,
    });
    const held = run(base(), {
      type: "state",
      state: state({ seats: 5, approveBy: 1_000 }),
      notice: null,
      now: 0,
    });
    expect(roleOf(held)).toBe("banker");
    expect(held.bank.seats).toBe(5);
    expect(held.bank.status).toEqual(status);
    const left = run(held, { type: "state", state: state(null), notice: null, now: 0 });
    expect(roleOf(left)).toBe("player");
  });

  it("a banked answer after leaving changes nothing", () => {
    const s = run(base(), {
      type: "banked",
      round: bankRound,
      wallet: wallet(1),
      coach: null,
      approveBy: 1,
      now: 0,
    });
    expect(s.round).toBeNull();
    expect(s.wallet?.balance).toBe(100_000);
  });
});

describe("chipsFor", () => {
  it("makes an amount from the rack, largest first, or nothing when it cannot", () => {
    expect(chipsFor(3_100, [100, 500, 2_500, 10_000])).toEqual([2_500, 500, 100]);
    expect(chipsFor(150, [100, 500])).toEqual([]);
  });
});
