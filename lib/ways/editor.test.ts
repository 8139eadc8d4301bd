/**
 * The editor's model: every choice a form control offers makes a way that never fouls (so a
 * fouling way can only arrive as a pasted document), samples are hands of the asked type, and
 * a change's examples are hands the changed way really sets differently.
 */
import { describe, expect, it } from "vitest";
import {
  checkWay,
  houseWay,
  installWayDocument,
  readHand,
  type WayDocument,
  wayDocument,
} from "@/lib/engine";
import {
  ACE_PAIR_CHOICES,
  ACE_PAIR_PLAYS,
  changedKeys,
  changeExamples,
  EDITOR_SECTIONS,
  edgeChange,
  FULL_HOUSE_CHOICES,
  keepChoices,
  keepOf,
  NO_PAIR_CHOICES,
  QUAD_ACES_CHOICES,
  sampleHands,
  withRule,
} from "./editor";

const FOX = wayDocument("foxwoods");

/** Foxwoods with each single choice of every control the editor offers. */
function everyChoice(): WayDocument[] {
  const r = FOX.rules;
  const docs: WayDocument[] = [];
  for (const kingsInFront of [true, false])
    docs.push(withRule(FOX, "five-aces", { option: "aces-in-front", kingsInFront }));
  for (const v of QUAD_ACES_CHOICES)
    docs.push(
      withRule(
        FOX,
        "quads-pair",
        v === "none"
          ? { option: "pair-in-front" }
          : { option: "pair-in-front", acesSplitUnless: v },
      ),
    );
  for (const k of keepChoices(undefined)) {
    docs.push(
      withRule(FOX, "quads", {
        option: "by-rank",
        bands: r.quads.bands.map((b) => ({ ...b, keep: keepOf(k) })),
      }),
    );
    docs.push(
      withRule(FOX, "two-pair", {
        option: "by-pairs",
        cases: r["two-pair"].cases.map((c) => ({
          ...c,
          keep: keepOf(k),
          straightUnless: keepOf(k),
        })),
      }),
    );
  }
  for (const v of FULL_HOUSE_CHOICES)
    docs.push(
      withRule(FOX, "full-house", {
        option: "pair-in-front",
        aceKingInFront: v === "none" ? null : { pairAtMost: v as "2" },
      }),
    );
  for (const tripAces of ["ace-and-highest-single", "two-highest-singles"] as const)
    docs.push(withRule(FOX, "trips", { option: "two-highest-singles", tripAces }));
  for (const v of NO_PAIR_CHOICES) {
    const [a = 2, b = 3] = v.split(",").map(Number);
    docs.push(withRule(FOX, "no-pair", { option: "singles-in-front", positions: [a, b] }));
  }
  for (const aceJokerBehind of [true, false])
    for (const pairs of ACE_PAIR_CHOICES)
      for (const play of ACE_PAIR_PLAYS)
        docs.push(
          withRule(FOX, "straights", {
            option: "highest-front-keeping",
            aceJokerBehind,
            aceInFrontWithPair: pairs === "none" ? null : { pairs, play },
          }),
        );
  return docs;
}

describe("the house-way editor's choices", () => {
  it("offer only ways that never foul (each choice checked on every 150th rank multiset)", {
    timeout: 120_000,
  }, () => {
    const bad = everyChoice()
      .map((doc) => ({ doc, r: checkWay(doc, { stride: 150, examples: 1 }) }))
      .filter(({ r }) => r.fouls + r.errors > 0)
      .map(({ doc, r }) => `${JSON.stringify(changedKeys(FOX, doc))}: ${r.examples[0]}`);
    expect(bad).toEqual([]);
  });

  it("a no-pair front of the two highest cards fouls: the check would catch a pasted one", () => {
    const doc = withRule(FOX, "no-pair", { option: "singles-in-front", positions: [1, 2] });
    expect(checkWay(doc, { stride: 400, examples: 1 }).fouls).toBeGreaterThan(0);
  });
});

describe("samples and examples", () => {
  it.each(EDITOR_SECTIONS)("samples hands of type %s", (key) => {
    const hands = sampleHands(key, 200, 7);
    expect(hands.length).toBe(200);
    for (const hand of hands) {
      const read = readHand(hand);
      if (key === "straights") expect(read.straightOrFlush).toBe(true);
      else expect(read.type).toBe(key);
    }
  });

  it("shows, for the one rule changed, hands the new way sets differently", () => {
    const edited = withRule(FOX, "trips", {
      option: "two-highest-singles",
      tripAces: "two-highest-singles",
    });
    expect(changedKeys(FOX, edited)).toEqual(["trips"]);
    const [trips, ...rest] = changeExamples(FOX, edited, { sample: 500 });
    expect(rest).toEqual([]);
    expect(trips?.key).toBe("trips");
    expect(trips?.differ).toBeGreaterThan(0);
    expect(trips?.differ).toBeLessThan(trips?.sampled ?? 0);
    const fox = installWayDocument(FOX);
    const mine = installWayDocument(edited);
    for (const hand of trips?.examples ?? []) {
      expect(readHand(hand).trips[0]).toBe(12);
      expect(houseWay(hand, mine).frontValue).not.toBe(houseWay(hand, fox).frontValue);
    }
  });

  it("finds no change when nothing changed, whatever the document's key order", () => {
    const reordered = JSON.parse(JSON.stringify({ rules: FOX.rules, format: FOX.format }));
    expect(changeExamples(FOX, reordered)).toEqual([]);
  });
});

describe("the sampled change in the house edge", () => {
  it("is zero, with no error, when nothing changed", () => {
    const e = edgeChange(FOX, FOX, { rounds: 2000 });
    expect([e.change, e.standardError]).toEqual([0, 0]);
  });

  it("measures Foxwoods' own edge near its exact figure (2.7228% in data-exact)", () => {
    const e = edgeChange(FOX, FOX, { rounds: 20_000, seed: 11 });
    // A round's result is -1, 0 or 0.95: its standard deviation is under 0.8.
    expect(Math.abs(e.base - 0.027228)).toBeLessThan(4 * (0.8 / Math.sqrt(20_000)));
  });

  it("gives a change and an error that agree across seeds", () => {
    const always = withRule(FOX, "two-pair", {
      option: "by-pairs",
      cases: FOX.rules["two-pair"].cases.map((c) => ({ ...c, keep: "never" as const })),
    });
    const a = edgeChange(FOX, always, { rounds: 20_000, seed: 1 });
    const b = edgeChange(FOX, always, { rounds: 20_000, seed: 2 });
    expect(a.change).toBeCloseTo(a.edited - a.base, 12);
    expect(a.standardError).toBeGreaterThan(0);
    expect(Math.abs(a.change - b.change)).toBeLessThan(
      5 * Math.hypot(a.standardError, b.standardError),
    );
  });
});
