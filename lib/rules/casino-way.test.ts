import { describe, expect, it } from "vitest";
import {
  ACE,
  type Card,
  createRng,
  deal,
  formatHand,
  houseWay,
  JACK,
  KING,
  QUEEN,
} from "@/lib/engine";
import { wayDef } from "@/lib/engine/ways";
import { casinoRule, pairClass, readHand, type WayHand } from "@/lib/engine/ways/shared";
import {
  CASINO_WAY_IDS,
  type CasinoWayId,
  type Condition,
  casinoWayRules,
  type SideCondition,
  WAY_SECTIONS,
  type WayClause,
} from "./casino-way";

/** The hand types of RULES.md 12.1, each a section of the page. */
const HAND_TYPES_12_1 = [
  "five-aces",
  "quads-pair",
  "quads",
  "two-trips",
  "trips-two-pair",
  "full-house",
  "trips",
  "three-pair",
  "two-pair",
  "one-pair",
  "no-pair",
];

const sideHolds = (side: SideCondition, h: WayHand): boolean | null => {
  const ace = h.count[ACE] === 1;
  const king = h.count[KING] === 1;
  if (side === "always") return true;
  if (side === "ace") return ace;
  if (side === "king") return king;
  if (side === "kingOrBetter") return ace || king;
  // King-jack or better as the two highest singles (a single king beside a single queen or jack).
  const kingJack = king && (h.count[QUEEN] === 1 || h.count[JACK] === 1);
  if (side === "kingJack") return kingJack;
  if (side === "kingJackOrBetter") return ace || kingJack;
  if (side === "none") return !ace && !king;
  return null; // "otherwise": the clause before it did not hold
};

/** Whether a clause's condition, as the page words it, holds for a hand (null: "otherwise"). */
function holds(c: Condition, h: WayHand): boolean | null {
  switch (c.kind) {
    case "straight":
      return h.straightOrFlush && h.type === c.handType;
    case "straightException":
      return false; // worded per rule; checked by the rule the engine fires
    case "quadAces": {
      const other = (h.trips[0] ?? h.pairs[0]) as number;
      return h.quads === ACE && other >= c.from && other <= c.to;
    }
    case "fiveAces":
      return c.kings === null ? true : c.kings ? h.count[KING] === 2 : null;
    case "quadsWith":
      return c.with === "trips" ? h.trips.length > 0 : h.trips.length === 0;
    case "quads":
      return h.quads >= c.from && h.quads <= c.to ? sideHolds(c.side, h) : false;
    case "single":
      return true;
    case "fullHouse": {
      const pair = h.pairs[0] as number;
      if (c.aceKing === null) return true;
      if (!c.aceKing) return null;
      return pair >= c.pairFrom && pair <= c.pairTo && h.count[ACE] === 1 && h.count[KING] === 1;
    }
    case "trips":
      return (h.trips[0] as number) >= c.from && (h.trips[0] as number) <= c.to;
    case "twoPairHigh": {
      const high = h.pairs[0] as number;
      return high >= c.from && high <= c.to ? sideHolds(c.side, h) : false;
    }
    case "twoPairClasses": {
      const [high, low] = h.pairs as [number, number];
      const key = pairClass(high) === "A" ? "A" : `${pairClass(low)}${pairClass(high)}`;
      return c.classes.includes(key) ? sideHolds(c.side, h) : false;
    }
    case "twoPairRanges":
      return inRanges(c, h) ? sideHolds(c.side, h) : false;
  }
}

function inRanges(c: Condition & { kind: "twoPairRanges" }, h: WayHand): boolean {
  const [high, low] = h.pairs as [number, number];
  return high >= c.from && high <= c.to && low >= c.lowFrom && (c.lowTop || low <= c.lowTo);
}

/** The clause the page tells a reader to apply to a hand: first that holds, "otherwise" after a miss. */
function clauseFor(way: CasinoWayId, cards: readonly Card[]): WayClause {
  const h = readHand(cards);
  const rules = casinoWayRules(way);
  const engineRule = casinoRule(wayDef(way).code(cards));
  const first = h.type === "no-pair" || h.type === "one-pair" || h.type === "trips";
  // Straights decide first for no pair, one pair and trips; a type rule may play one itself.
  if (h.straightOrFlush && engineRule.startsWith("straight:")) {
    const straights = rules.find((s) => s.section === "straights")?.clauses ?? [];
    const exception = straights.find(
      (c) => c.when.kind === "straightException" && c.rule === engineRule,
    );
    if (exception) return exception;
    if (!first) throw new Error(`${way}: ${engineRule} for a ${h.type} hand without its exception`);
    const clause = straights.find((c) => holds(c.when, h));
    if (!clause) throw new Error(`no straights clause for ${formatHand(cards)}`);
    return clause;
  }
  const section = rules.find((s) => s.section === h.type)?.clauses ?? [];
  let missed = false;
  for (const clause of section) {
    const ok = holds(clause.when, h);
    if (ok === true || (ok === null && missed)) return clause;
    if (ok === false && clauseGroup(clause, h)) missed = true;
  }
  throw new Error(`${way}: no clause for ${formatHand(cards)} (${h.type})`);
}

/** True when a clause that did not hold was about this hand's group (its "otherwise" follows). */
function clauseGroup(clause: WayClause, h: WayHand): boolean {
  const c = clause.when;
  if (c.kind === "quads") return h.quads >= c.from && h.quads <= c.to;
  if (c.kind === "twoPairHigh")
    return (h.pairs[0] as number) >= c.from && (h.pairs[0] as number) <= c.to;
  if (c.kind === "twoPairRanges") return inRanges({ ...c, side: "always" }, h);
  if (c.kind === "twoPairClasses") {
    const [high, low] = h.pairs as [number, number];
    return c.classes.includes(
      pairClass(high) === "A" ? "A" : `${pairClass(low)}${pairClass(high)}`,
    );
  }
  return true;
}

describe.each(CASINO_WAY_IDS)("the %s house-way page", (way) => {
  const rules = casinoWayRules(way);

  it("has a section for straights and for every hand type of RULES.md 12.1, each with a rule", () => {
    expect(rules.map((s) => s.section)).toEqual([...WAY_SECTIONS]);
    for (const type of HAND_TYPES_12_1) {
      const section = rules.find((s) => s.section === type);
      expect(section?.clauses.length, type).toBeGreaterThan(0);
    }
    expect(rules[0]?.clauses.map((c) => c.rule)).toEqual(
      expect.arrayContaining(["straight:no-pair", "straight:one-pair", "straight:trips"]),
    );
  });

  it("sets every example hand exactly as its clause says", () => {
    for (const section of rules)
      for (const clause of section.clauses) {
        const { example } = clause;
        const setting = houseWay(example.hand, way);
        const what = `${section.section} ${formatHand(example.hand)}`;
        expect(setting.rule, what).toBe(example.label);
        expect(casinoRule(wayDef(way).code(example.hand)), what).toBe(clause.rule);
        expect(new Set(setting.front), what).toEqual(new Set(example.front));
        expect(new Set(setting.back), what).toEqual(new Set(example.back));
        expect(setting.reason, what).toEqual(example.reason);
        // The example is a hand of its section, and the clause's own condition holds for it.
        const h = readHand(example.hand);
        if (section.section !== "straights") {
          expect(h.type, what).toBe(section.section);
          expect(h.straightOrFlush, what).toBe(false);
        } else expect(h.straightOrFlush, what).toBe(true);
        expect(clauseFor(way, example.hand), what).toBe(clause);
      }
  });

  it("says what the engine does for 100,000 dealt hands", () => {
    const rng = createRng(2031);
    for (let i = 0; i < 100_000; i++) {
      const cards = deal(rng);
      const clause = clauseFor(way, cards);
      const rule = casinoRule(wayDef(way).code(cards));
      if (clause.rule !== rule)
        throw new Error(
          `${way} ${formatHand(cards)}: the page says ${clause.rule}, the engine ${rule}`,
        );
    }
  });
});

describe("the ways of RULES.md 12.2 as the pages read them", () => {
  const conditions = (way: CasinoWayId, section: string) =>
    casinoWayRules(way)
      .find((s) => s.section === section)
      ?.clauses.map((c) => ({ ...c.when, rule: c.rule }));

  it("Foxwoods splits two pairs by the high pair: jacks to aces always split", () => {
    expect(conditions("foxwoods", "two-pair")).toContainEqual({
      kind: "twoPairHigh",
      from: 9,
      to: 12,
      side: "always",
      rule: "two-pair:split",
    });
  });

  it("Bally's and Foxwoods show their straights exceptions; Trump Plaza has none", () => {
    const exceptions = (way: CasinoWayId) =>
      (conditions(way, "straights") ?? []).filter((c) => c.kind === "straightException");
    expect(exceptions("ballys-ac").map((c) => c.rule)).toEqual(["straight:ace-joker-behind"]);
    expect(exceptions("foxwoods").map((c) => c.rule)).toEqual(["straight:ace-in-front"]);
    expect(exceptions("trump-plaza")).toEqual([]);
  });

  it("Trump Plaza keeps a full house's pair in front except twos with ace and king; Claridge always", () => {
    expect(conditions("trump-plaza", "full-house")?.map((c) => c.rule)).toEqual([
      "full-house:ace-king",
      "full-house",
    ]);
    expect(conditions("claridge", "full-house")?.map((c) => c.rule)).toEqual(["full-house"]);
  });

  it("MGM Grand shows its straights exceptions with the document's ranks, and its quad aces split", () => {
    const exceptions = (conditions("mgm-grand", "straights") ?? []).filter(
      (c) => c.kind === "straightException",
    );
    expect(new Set(exceptions.map((c) => JSON.stringify(c)))).toEqual(
      new Set(
        [
          { kind: "straightException", rule: "straight:two-pair", ranks: [1, 4] },
          { kind: "straightException", rule: "straight:ace-in-front-keeping", ranks: [8, 11] },
          { kind: "straightException", rule: "straight:ace-in-front-given-up", ranks: [8, 11] },
        ].map((c) => JSON.stringify(c)),
      ),
    );
    expect(conditions("mgm-grand", "quads-pair")?.[0]).toEqual({
      kind: "quadAces",
      from: 0,
      to: 10,
      rule: "quads+pair:split-aces",
    });
  });

  it("British Columbia keeps low two pairs with king-jack or better; the dealer school splits jacks and sixes", () => {
    expect(conditions("british-columbia", "two-pair")?.[0]).toEqual({
      kind: "twoPairClasses",
      classes: ["LL", "LM"],
      side: "kingJackOrBetter",
      rule: "two-pair:keep",
    });
    expect(conditions("dealer-school", "two-pair")).toContainEqual({
      kind: "twoPairRanges",
      from: 9,
      to: 11,
      lowFrom: 4,
      lowTo: 8,
      lowTop: true,
      side: "always",
      rule: "two-pair:split",
    });
  });
});
