import { describe, expect, it } from "vitest";
import { VERB_BODIES } from "@/lib/live/api";
import { bankInput, logQuery, sessionInput } from "./schemas";

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe("the table's input schemas (and its verbs' bodies) refuse junk before any service runs", () => {
  it("takes a bet in minor units (the own table's Deal), and nothing odd", () => {
    const bet = VERB_BODIES.bet;
    expect(ok(bet, { main: 500 })).toBe(true);
    expect(ok(bet, { main: 500, bonus: 100 })).toBe(true);
    for (const junk of [
      null,
      "deal",
      {},
      { main: 0 },
      { main: 1.5 },
      { main: -100 },
      { main: "500" },
      { main: 1e12 },
      { main: 500, tableId: "usd-2-300" },
      { chips: [500], bonusChips: [] },
    ]) {
      expect(ok(bet, junk)).toBe(false);
    }
  });

  it("takes Done with two cards (a foul once confirmed), or House Way with nothing", () => {
    expect(ok(VERB_BODIES.set, { front: ["As", "JK"] })).toBe(true);
    expect(ok(VERB_BODIES.set, { front: ["As", "Kd"], confirmFoul: true })).toBe(true);
    expect(ok(VERB_BODIES["house-way"], {})).toBe(true);
    for (const junk of [
      { front: ["As", "1x"] },
      { front: ["As"] },
      { front: ["As", "Kd", "Qh"] },
      { front: [0, 1] },
      { front: ["As", "Kd"], confirmFoul: "yes" },
      { front: ["As", "Kd"], roundId: "5b8a3c9e-0a6d-4f4e-9f4a-2d8f1c6b7a10" },
    ]) {
      expect(ok(VERB_BODIES.set, junk)).toBe(false);
    }
    expect(ok(VERB_BODIES["house-way"], { roundId: "x" })).toBe(false);
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
