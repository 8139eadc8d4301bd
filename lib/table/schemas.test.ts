import { describe, expect, it } from "vitest";
import { bankInput, dealInput, finishInput, logQuery, sessionInput } from "./schemas";

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe("the table's input schemas refuse junk before any service runs", () => {
  it("takes a deal of chips and bonus chips, and nothing odd", () => {
    expect(ok(dealInput, { tableId: "usd-2-300", chips: [500], bonusChips: [] })).toBe(true);
    for (const junk of [
      null,
      "deal",
      { tableId: "usd-2-300", chips: [], bonusChips: [] },
      { tableId: "usd-2-300", chips: Array(101).fill(100), bonusChips: [] },
      { tableId: "usd-2-300", chips: [1.5], bonusChips: [] },
      { tableId: "usd-2-300", chips: [-100], bonusChips: [] },
      { tableId: "usd-2-300", chips: ["500"], bonusChips: [] },
      { tableId: "usd-2-300", chips: [1e12], bonusChips: [] },
      { tableId: "../../etc", chips: [500], bonusChips: [] },
      { tableId: "x".repeat(41), chips: [500], bonusChips: [] },
      { tableId: "usd-2-300", chips: [500] },
    ]) {
      expect(ok(dealInput, junk)).toBe(false);
    }
  });

  it("takes Done with a round id and two cards, or House Way", () => {
    const roundId = "5b8a3c9e-0a6d-4f4e-9f4a-2d8f1c6b7a10";
    expect(ok(finishInput, { kind: "front", roundId, front: [0, 52], confirmFoul: false })).toBe(
      true,
    );
    expect(ok(finishInput, { kind: "house-way", roundId })).toBe(true);
    for (const junk of [
      { kind: "front", roundId, front: [0, 53], confirmFoul: false },
      { kind: "front", roundId, front: [0], confirmFoul: false },
      { kind: "front", roundId, front: [0, 1, 2], confirmFoul: false },
      { kind: "front", roundId: "not-a-uuid", front: [0, 1], confirmFoul: false },
      { kind: "front", roundId, front: [0, 1] },
      { kind: "split", roundId },
      { kind: "house-way" },
    ]) {
      expect(ok(finishInput, junk)).toBe(false);
    }
  });

  it("bounds banking seats, session times and log pages", () => {
    expect(ok(bankInput, { tableId: "usd-5-50-bank", seats: 6 })).toBe(true);
    expect(ok(bankInput, { tableId: "usd-5-50-bank", seats: 1e9 })).toBe(false);
    expect(ok(bankInput, { tableId: "usd-5-50-bank", seats: "6" })).toBe(false);
    expect(ok(sessionInput, { tableId: "usd-2-300", since: -1 })).toBe(false);
    expect(ok(logQuery, { page: "2" })).toBe(true);
    expect(ok(logQuery, { page: "0" })).toBe(false);
    expect(ok(logQuery, { page: "abc" })).toBe(false);
  });
});
