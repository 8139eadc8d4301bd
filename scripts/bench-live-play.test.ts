/**
 * The live bench's tally (bench-live-play.ts): its error count is what fails the bench, so a
 * refusal a quick client meets by a timer's race must not count, and every other must.
 */
import { describe, expect, it } from "vitest";
import { EXPECTED_RACES, Tally } from "./bench-live-play";

describe("the live bench's tally", () => {
  it("counts faults and transport failures, not the phase races of a quick client", () => {
    const tally = new Tally();
    expect(tally.errors()).toBe(0);
    tally.count(tally.refusals, "bet: wrong-phase");
    tally.count(tally.refusals, "set: deadline-passed");
    tally.count(tally.refusals, "set: deadline-passed");
    expect(tally.errors()).toBe(0);
    tally.count(tally.refusals, "bet: insufficient-funds");
    tally.count(tally.refusals, "set: invalid-input");
    tally.count(tally.failures, "bet: ECONNRESET");
    expect(tally.errors()).toBe(3);
    expect(tally.refusals.get("set: deadline-passed")).toBe(2);
    expect([...EXPECTED_RACES].sort()).toEqual(["deadline-passed", "wrong-phase"]);
  });

  it("reads the code after the verb, so a race's name inside another code still counts", () => {
    const tally = new Tally();
    tally.count(tally.refusals, "bet: not-wrong-phase");
    expect(tally.errors()).toBe(1);
  });

  it("starts the timings afresh after a ramp-up and keeps what went wrong", () => {
    const tally = new Tally();
    tally.times.push(3, 4);
    tally.byVerb.set("bet", [3]);
    tally.actions = 2;
    tally.count(tally.failures, "set: timeout");
    tally.restart();
    expect(tally.times).toEqual([]);
    expect(tally.byVerb.size).toBe(0);
    expect(tally.actions).toBe(0);
    expect(tally.errors()).toBe(1);
  });
});
