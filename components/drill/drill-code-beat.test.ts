import { describe, expect, it } from "vitest";
import { BEAT_RULES } from "@/lib/practice/beat";
import { decodeDrill, drillFromParam, encodeDrill, fitBeatRule } from "./drill-code";

describe("drill codes of Beat the house way", () => {
  it("read back what they write, for the whole drill and each rule", () => {
    for (const code of ["beat", ...BEAT_RULES.map((rule) => `beat:${rule}`)])
      expect(encodeDrill(decodeDrill(code))).toBe(code);
  });

  it("name a rule only when the trainer's way has it", () => {
    expect(decodeDrill(`beat:${BEAT_RULES[0]}`)).toEqual({ drill: "beat", rule: BEAT_RULES[0] });
    expect(drillFromParam("beat:S999")).toBeNull();
    expect(drillFromParam("beat:HW")).toBeNull();
    expect(drillFromParam("beat")).toEqual({ drill: "beat", rule: null });
  });

  it("name a rule of a casino's own list too", () => {
    expect(drillFromParam("beat:R3")).toEqual({ drill: "beat", rule: "R3" });
  });

  it("fall back to the drill by any rule when the casino's list has not the rule", () => {
    const foxwoods = ["R1", "R2"];
    expect(fitBeatRule({ drill: "beat", rule: "S4" }, foxwoods)).toEqual({
      drill: "beat",
      rule: null,
    });
    expect(fitBeatRule({ drill: "beat", rule: "R2" }, foxwoods)).toEqual({
      drill: "beat",
      rule: "R2",
    });
    expect(fitBeatRule({ drill: "beat", rule: "S4" }, BEAT_RULES)).toEqual({
      drill: "beat",
      rule: "S4",
    });
    expect(fitBeatRule({ drill: "traps" }, foxwoods)).toEqual({ drill: "traps" });
  });
});
