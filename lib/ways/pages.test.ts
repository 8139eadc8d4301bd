/**
 * A learner's own way on the house-way rule page, which reads the learner's casino: described
 * from the engine as a casino's way is, its changed rule included.
 */
import { describe, expect, it } from "vitest";
import { withCasino } from "@/lib/casino/choice";
import { installWayDocument, wayDocument } from "@/lib/engine";
import { type CasinoWayId, casinoWayRules } from "@/lib/rules/casino-way";

const doc = structuredClone(wayDocument("foxwoods"));
doc.rules.trips = { option: "two-highest-singles", tripAces: "two-highest-singles" };
const way = installWayDocument(doc) as CasinoWayId;

describe("pages under a learner's own way", () => {
  it("the house-way page states its rules, three aces set as any three of a kind", () => {
    const mine = casinoWayRules(way);
    const fox = casinoWayRules("foxwoods");
    expect(mine.map((s) => s.section)).toEqual(fox.map((s) => s.section));
    const rules = (w: typeof mine) =>
      w.find((s) => s.section === "trips")?.clauses.map((c) => c.rule);
    expect(rules(fox)).toContain("trips:aces");
    expect(rules(mine)).not.toContain("trips:aces");
    // Every other hand type reads as Foxwoods'.
    const others = (w: typeof mine) =>
      w.filter((s) => s.section !== "trips").map((s) => s.clauses.map((c) => [c.when, c.rule]));
    expect(others(mine)).toEqual(others(fox));
  });

  it("links name no casino for it (the pages fall back to the learner's own casino)", () => {
    expect(withCasino("/rules/house-way", { way, variant: "ez" })).toBe("/rules/house-way");
    expect(withCasino("/rules/house-way", { way: "foxwoods", variant: "ez" })).toBe(
      "/rules/house-way?casino=foxwoods-ez",
    );
  });
});
