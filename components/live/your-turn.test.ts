import { describe, expect, it } from "vitest";
import { findTable } from "@/lib/table/tables";
import { testSeat, testView } from "./test-view";
import { HISTORY_SIZE, phaseSeconds, withSettled, yourTurnOf } from "./your-turn";

const seat = testSeat;
const view = testView;

const CARDS = ["As", "Ks", "Qd", "7c", "7h", "3s", "JK"];

describe("your turn (issue 29 walk finding 10)", () => {
  it("waits for a player's bet, then their setting, and for nothing once they acted", () => {
    expect(yourTurnOf(view())).toBe("bets");
    expect(yourTurnOf(view({ seats: [seat({ bet: 500 })] }))).toBeNull();
    const setting = { phase: "setting" as const, round: { id: "r1", commission: 0 } };
    expect(yourTurnOf(view({ ...setting, seats: [seat({ bet: 500, cards: CARDS })] }))).toBe(
      "setting",
    );
    expect(
      yourTurnOf(
        view({ ...setting, seats: [seat({ bet: 500, cards: CARDS, front: ["As", "Ks"] })] }),
      ),
    ).toBeNull();
    // Sitting this round out (no cards): nothing to set.
    expect(yourTurnOf(view({ ...setting, seats: [seat()] }))).toBeNull();
  });

  it("waits for the bank's approval only, and never for a watcher", () => {
    const bank = { seat: 0, role: "bank" as const, balance: 1, points: 0, rebuys: 0, last: null };
    expect(yourTurnOf(view({ phase: "approve", you: bank }))).toBe("approve");
    expect(yourTurnOf(view({ phase: "bets", you: bank }))).toBeNull();
    const watcher = {
      seat: null,
      role: "watcher" as const,
      balance: null,
      points: null,
      rebuys: null,
      last: null,
    };
    expect(yourTurnOf(view({ you: watcher }))).toBeNull();
  });

  it("times each phase by the table", () => {
    const table = findTable("live-test-fast", true);
    if (!table) throw new Error("no test table");
    expect(phaseSeconds(view(), table)).toBe(table.live?.betSeconds);
    expect(phaseSeconds(view({ phase: "setting" }), table)).toBe(table.decisionSeconds);
    expect(phaseSeconds(view({ phase: "idle" }), table)).toBeNull();
  });

  it("keeps each settled round once, newest first, the last few only", () => {
    let history = withSettled([], view());
    expect(history).toEqual([]);
    for (let k = 1; k <= HISTORY_SIZE + 2; k++) {
      const settled = view({
        phase: "settled",
        now: k,
        round: { id: `r${k}`, commission: 0 },
        seats: [seat({ bet: 500, net: k % 2 ? 500 : -500, outcome: k % 2 ? "win" : "loss" })],
      });
      history = withSettled(history, settled);
      expect(withSettled(history, settled)).toBe(history);
    }
    expect(history).toHaveLength(HISTORY_SIZE);
    expect(history[0]).toMatchObject({
      id: `r${HISTORY_SIZE + 2}`,
      own: 500,
      seats: [{ seat: 1, name: "ada", net: 500, outcome: "win" }],
    });
  });
});
