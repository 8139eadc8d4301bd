import { describe, expect, it } from "vitest";
import { testSeat, testView } from "@/components/live/test-view";
import type { LiveSeatView, LiveView } from "@/lib/live/api";
import type { GradeView } from "@/lib/practice/views";
import type { BankingStatus } from "@/lib/table/bank";
import { findTable } from "@/lib/table/tables";
import {
  approveBy,
  bankedResult,
  bankLostFor,
  bankTimedOut,
  betProblem,
  canDeal,
  canRebuy,
  chipsFor,
  initialTableScreen,
  learnerSeat,
  phaseOf,
  playedResult,
  roleOf,
  shortOfMoney,
  type TableEvent,
  type TableScreen,
  tableReducer,
} from "./table-state";

const usd = findTable("usd-2-300");
const bankTable = findTable("usd-5-50-bank");
if (!usd || !bankTable) throw new Error("tables.json lacks the seed tables");

const R1 = "00000000-0000-4000-8000-000000000001";
const HAND = ["As", "Kd", "Qh", "Jc", "Ts", "9d", "2c"];

/** The learner's own table's view (lib/live/own.ts): seat 1 theirs, the house banking. */
const own = (over: Partial<LiveView> = {}, balance = 100_000): LiveView =>
  testView({
    seq: 0,
    tableId: "own:usd-2-300",
    deadline: null,
    you: { seat: 1, role: "player", balance, points: 0, rebuys: 0, last: null },
    seats: [testSeat({ name: "" })],
    ...over,
  });

const seat = (over: Partial<LiveSeatView> = {}): LiveSeatView =>
  testSeat({ name: "", bet: 3_000, bonus: 0, cards: HAND, ...over });

/** Dealt: the learner's cards, the bets taken. */
const dealtView = (over: Partial<LiveView> = {}) =>
  own(
    {
      seq: 2,
      phase: "setting",
      deadline: 46_000,
      now: 2_000,
      round: { id: R1, commission: 0 },
      seats: [seat()],
      ...over,
    },
    97_000,
  );

const houseBank: LiveView["bank"] = {
  ...testView().bank,
  cards: ["2s", "3s", "4s", "5s", "7h", "8h", "9h"],
  front: ["2s", "3s"],
  backValue: 1,
  frontValue: 1,
  rule: "1",
};

/** Settled and moved on: the round stays in the view until the next deal. */
const settledView = (over: Partial<LiveView> = {}, seatOver: Partial<LiveSeatView> = {}) =>
  own(
    {
      seq: 3,
      phase: "bets",
      now: 3_000,
      round: { id: R1, commission: 0 },
      seats: [
        seat({
          front: ["2c", "9d"],
          setBy: "learner",
          outcome: "win",
          net: 2_850,
          commission: 150,
          backMark: "win",
          frontMark: "win",
          ...seatOver,
        }),
      ],
      bank: houseBank,
      you: {
        seat: 1,
        role: "player",
        balance: 102_850,
        points: 0,
        rebuys: 0,
        last: { roundId: R1, net: seatOver.net ?? 2_850 },
      },
      ...over,
    },
    102_850,
  );

const run = (state: TableScreen, ...events: TableEvent[]) => events.reduce(tableReducer, state);
const fresh = (balance = 100_000) => initialTableScreen(usd, 100_000, own({}, balance));
const answer = (
  view: LiveView,
  now = 0,
  extra: Partial<Extract<TableEvent, { type: "view" }>> = {},
) => ({ type: "view", view, now, ...extra }) as const;

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
    const s = initialTableScreen(bankTable, 100_000, own());
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
    run(s, answer(dealtView(), 1_500, { bets: { chips: [2_500, 500], bonusChips: [] } }));

  it("Deal opens the round: chips and picks are frozen, the server clock's offset is kept", () => {
    const s = dealt(run(fresh(), { type: "chip", value: 2_500 }, { type: "chip", value: 500 }));
    expect(phaseOf(s)).toBe("setting");
    expect(s.offsetMs).toBe(500);
    expect(run(s, { type: "chip", value: 100 }).chips).toEqual(s.chips);
    expect(canDeal(s)).toBe(false);
    expect(learnerSeat(s.view)?.bet).toBe(3_000);
    expect(s.lastBets).toEqual({ chips: [2_500, 500], bonusChips: [] });
  });

  it("an answer older than the view shown changes nothing (two tabs, a late answer)", () => {
    const s = run(dealt(fresh()), answer(settledView()));
    expect(run(s, answer(dealtView())).view.seq).toBe(3);
    expect(phaseOf(run(s, answer(dealtView())))).toBe("settled");
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
    // A read of the same open round keeps them.
    expect(run(s, answer(dealtView(), 0, { reload: { notice: null } })).picked).toEqual([1, 5]);
    const settled = run(s, answer(settledView(), 3_000));
    expect(settled.picked).toEqual([]);
    expect(phaseOf(settled)).toBe("settled");
    expect(playedResult(settled)?.seat.net).toBe(2_850);
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
      answer(dealtView(), 0, { bets: { chips: s.chips, bonusChips: s.bonusChips } }),
      answer(settledView()),
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
    const s = initialTableScreen(
      usd,
      100_000,
      settledView({}, { bet: 3_100, bonus: 500, outcome: "loss", net: -3_600 }),
    );
    expect(phaseOf(s)).toBe("settled");
    const again = run(s, { type: "re-bet" });
    expect(again.chips).toEqual([2_500, 500, 100]);
    expect(again.bonusChips).toEqual([500]);
    expect(phaseOf(again)).toBe("betting");
  });

  it("a clash answer shows the round as it stands, a quiet one clears a settled round", () => {
    const clash = run(fresh(), answer(settledView(), 0, { reload: { notice: "elsewhere" } }));
    expect(phaseOf(clash)).toBe("settled");
    expect(clash.notice).toBe("elsewhere");
    expect(phaseOf(run(fresh(), answer(settledView(), 0, { reload: { notice: null } })))).toBe(
      "betting",
    );
  });

  it("short of money: a lower bet within the limits, and Rebuy", () => {
    const s = run(
      initialTableScreen(
        usd,
        100_000,
        settledView({ you: { ...settledView().you, balance: 1_900 } }, { outcome: "loss" }),
      ),
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
    const s = run(initialTableScreen(usd, 100_000, settledView()), {
      type: "graded",
      grade: { dealId: "x" } as GradeView,
      bet: 3_000,
    });
    expect(s.showCoach).toBe(true);
    expect(run(s, { type: "coach-shown", shown: false }).showCoach).toBe(false);
    // A read of the same settled round keeps it; New Game or the next deal does not.
    expect(
      run(s, answer(settledView(), 0, { reload: { notice: "elsewhere" } })).grade,
    ).not.toBeNull();
    expect(run(s, { type: "new-game" }).grade).toBeNull();
    expect(
      run(s, answer(dealtView({ seq: 4, round: { id: "r2", commission: 0 } }))).grade,
    ).toBeNull();
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
  const houseSeat = (n: number): LiveSeatView =>
    testSeat({ seat: n, name: null, bet: 500, bonus: 0 });
  const bankYou = (balance: number): LiveView["you"] => ({
    seat: 0,
    role: "bank",
    balance,
    points: 60,
    rebuys: 0,
    last: null,
  });
  /** The bank held, waiting for Approve (three seats the house plays). */
  const held = (over: Partial<LiveView> = {}) =>
    own({
      seq: 2,
      tableId: "own:usd-5-50-bank",
      phase: "approve",
      deadline: 35_000,
      you: bankYou(100_000),
      bank: { ...testView().bank, kind: "learner" },
      seats: [1, 2, 3].map((n) => testSeat({ seat: n, name: null })),
      ...over,
    });
  /** One round banked: dealt, settled, and the next approval waited for. */
  const banked = (seq = 3, roundId = R1) =>
    held({
      seq,
      deadline: 70_000,
      now: 36_000,
      round: { id: roundId, commission: 8 },
      you: { ...bankYou(100_492), last: { roundId, net: 492 } },
      bank: { ...houseBank, kind: "learner", net: 492 },
      seats: [1, 2, 3].map((n) => ({
        ...houseSeat(n),
        cards: HAND,
        front: ["2c", "9d"],
        outcome: "loss" as const,
      })),
    });
  const base = () =>
    run(initialTableScreen(bankTable, 100_000, own({ tableId: "own:usd-5-50-bank" })), {
      type: "bank-status",
      status,
    });

  it("holding the bank: the role is the bank, no bets on the felt, rounds counted", () => {
    const s = run(
      base(),
      { type: "chip", value: 500 },
      { type: "bank-seats", seats: 3 },
      answer(held()),
    );
    expect(roleOf(s)).toBe("banker");
    expect(s.chips).toEqual([]);
    expect(s.bank.seats).toBe(3);
    expect(s.bank.status).toEqual(status);
    expect(approveBy(s)).toBe(35_000);
    expect(run(s, { type: "chip", value: 500 }).chips).toEqual([]);
    const once = run(s, answer(banked(), 36_000));
    expect(once.bank.rounds).toBe(1);
    expect(bankedResult(once)?.round?.id).toBe(R1);
    expect(approveBy(once)).toBe(70_000);
    expect(learnerSeat(once.view)).toBeNull();
    expect(playedResult(once)).toBeNull();
    expect(canDeal(once)).toBe(false);
    // The coach's word for that round lands; one for another round does not.
    const coach = { houseWayEv: 0.01, bestEv: 0.02, houseWayIsBest: false, expected: 5 };
    expect(run(once, { type: "bank-coach", roundId: R1, coach }).bank.coach).toEqual(coach);
    expect(run(once, { type: "bank-coach", roundId: "r0", coach }).bank.coach).toBeNull();
    const twice = run(once, answer(banked(4, "r2")));
    expect(twice.bank.rounds).toBe(2);
    // The time ran out: this tab says so at once, the view once the server has left the bank.
    const out = run(twice, { type: "bank-timed-out" });
    expect(out.bank.auto).toBe(false);
    const left = run(
      out,
      answer(
        own({
          seq: 5,
          tableId: "own:usd-5-50-bank",
          round: { id: "r2", commission: 8 },
          bank: { ...houseBank, kind: "learner" },
          bankLeft: { name: null, reason: "timeout" },
        }),
      ),
    );
    expect(roleOf(left)).toBe("player");
    expect(bankTimedOut(left)).toBe(true);
    expect(left.bank.rounds).toBe(2);
    // The last round as the bank went with it: the felt is ready for a bet, no seat is "you".
    expect(phaseOf(left)).toBe("betting");
    expect(playedResult({ ...left, cleared: false })).toBeNull();
    expect(run(left, answer(held({ seq: 6 }))).bank.rounds).toBe(0);
    expect(run(left, { type: "bank-auto", on: true }).bank.auto).toBe(false);
  });

  it("an Approve the balance no longer covers: the bank left, and why, not a time-out (issue 55)", () => {
    const once = run(base(), answer(held()), answer(banked(), 36_000));
    const lost = run(
      once,
      answer(
        own({
          seq: 4,
          tableId: "own:usd-5-50-bank",
          round: { id: R1, commission: 8 },
          bank: { ...houseBank, kind: "learner" },
          bankLeft: { name: null, reason: "cover" },
        }),
      ),
    );
    expect(roleOf(lost)).toBe("player");
    expect(bankLostFor(lost)).toBe("cover");
    expect(bankTimedOut(lost)).toBe(false);
    expect(playedResult({ ...lost, cleared: false })).toBeNull();
    expect(bankLostFor(once)).toBeNull();
  });

  it("a page opened while the bank is held starts holding it (reload, a second tab)", () => {
    const s = initialTableScreen(bankTable, 100_000, banked());
    expect(roleOf(s)).toBe("banker");
    expect(s.bank.seats).toBe(3);
    expect(bankedResult(s)?.round?.id).toBe(R1);
    // Not held any more: the last bank round is history.
    const later = initialTableScreen(
      bankTable,
      100_000,
      own({ round: { id: R1, commission: 8 }, bank: { ...houseBank, kind: "learner" } }),
    );
    expect(phaseOf(later)).toBe("betting");
  });

  it("the server's view says whether the bank is held (another tab took or left it)", () => {
    const taken = run(base(), answer(held(), 0, { reload: { notice: null } }));
    expect(roleOf(taken)).toBe("banker");
    expect(taken.bank.seats).toBe(3);
    expect(taken.bank.status).toEqual(status);
    const left = run(taken, answer(own({ seq: 3 }), 0, { reload: { notice: null } }));
    expect(roleOf(left)).toBe("player");
    expect(bankTimedOut(left)).toBe(false);
  });
});

describe("chipsFor", () => {
  it("makes an amount from the rack, largest first, or nothing when it cannot", () => {
    expect(chipsFor(3_100, [100, 500, 2_500, 10_000])).toEqual([2_500, 500, 100]);
    expect(chipsFor(150, [100, 500])).toEqual([]);
  });
});
