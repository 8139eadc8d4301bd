import { describe, expect, it } from "vitest";
import { assignmentDrill, decodeDrill, drillFromParam, encodeDrill } from "./drill-code";

describe("drill codes", () => {
  it("read back what they write", () => {
    for (const code of ["any", "traps", "review", "category:one-pair", "category:joker"]) {
      expect(encodeDrill(decodeDrill(code))).toBe(code);
    }
  });

  it("a URL parameter names a drill only when it is exactly one", () => {
    expect(drillFromParam("category:one-pair")).toEqual({ drill: "category", filter: "one-pair" });
    expect(drillFromParam("category:nonsense")).toBeNull();
    expect(drillFromParam("retry")).toBeNull();
    expect(drillFromParam(["any"])).toBeNull();
    expect(drillFromParam(undefined)).toBeNull();
  });

  it("an assignment's Practise now deals the assignment's own drill", () => {
    expect(assignmentDrill({ drill: "category", filter: "two-pair" })).toEqual({
      drill: "category",
      filter: "two-pair",
    });
    expect(encodeDrill(assignmentDrill({ drill: "traps", filter: null }))).toBe("traps");
    expect(encodeDrill(assignmentDrill({ drill: "review", filter: null }))).toBe("review");
    expect(encodeDrill(assignmentDrill({ drill: "category", filter: null }))).toBe("any");
  });
});
