/**
 * The famous hands (issue 54 item 3): the set is valid data (seven distinct cards, distinct ids,
 * no two hands alike even across suits), every answer is the engine's and equals what the CLI
 * prints (`paigow ev --json`), the deal goes through the practice drill's grading, and bad input
 * (an unknown hand, a forged answer, a replay, another learner's deal) is refused with a typed
 * error that stores nothing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attempts, deals } from "@/db/schema";
import type { Db } from "@/lib/db/client";
import { famousTally } from "@/lib/db/famous";
import { insertLearner, setLearnerRuleSetKey } from "@/lib/db/learners";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import {
  type Card,
  cacheKey,
  formatCard,
  houseWay,
  parseHand,
  type RuleSet,
  WAYS,
} from "@/lib/engine";
import { backText, frontText } from "@/lib/engine/values";
import { PracticeError } from "@/lib/practice/errors";
import { submitAnswer } from "@/lib/practice/submit";
import { createAssignmentSchema } from "@/lib/teach/schemas";
import { paigowInProcess } from "@/tests/support/cli";
import { famousAnswer, famousCards, UnknownFamousHand, waySettings } from "./answer";
import { FamousError } from "./errors";
import { FAMOUS_HANDS, FAMOUS_THEMES, isFamousId } from "./hands";
import { dealFamousHand } from "./service";

vi.mock("server-only", () => ({}));

const root = path.resolve(import.meta.dirname, "..", "..");
const NOW = 1_750_000_000_000;
const ALICE = "11111111-1111-4111-8111-111111111111";
const BOB = "22222222-2222-4222-8222-222222222222";
const LOCALES = ["en", "de", "sv", "fr"] as const;

const settingText = (backValue: number, frontValue: number) =>
  `${backText(backValue)} | ${frontText(frontValue)}`;

interface CliSplit {
  front: string[];
  value: string;
  ev: number;
}
interface CliEv {
  houseWay: number;
  best: number;
  splits: CliSplit[];
}

/**
 * `paigow ev HAND --way W --variant V --json`, as the CLI prints it: its own command, run in this
 * process (tests/support/cli.ts), so the way's tables are built once for both sides.
 */
async function cliEv(cards: string, rs: RuleSet): Promise<CliEv> {
  const run = await paigowInProcess([
    "ev",
    cards,
    "--way",
    rs.way,
    "--variant",
    rs.variant,
    "--json",
  ]);
  expect(run.code, run.err).toBe(0);
  return JSON.parse(run.out) as CliEv;
}

describe("the famous set", () => {
  it("holds at least 30 valid hands with distinct ids, none two alike even across suits", () => {
    expect(FAMOUS_HANDS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(FAMOUS_HANDS.map((h) => h.id)).size).toBe(FAMOUS_HANDS.length);
    const keys = FAMOUS_HANDS.map((h) => {
      const cards = parseHand(h.cards);
      expect(new Set(cards).size, h.id).toBe(7);
      // Written as the engine writes it back: no odd spelling hides a duplicate.
      expect(cards.map(formatCard).join(" "), h.id).toBe(h.cards);
      return cacheKey(cards);
    });
    expect(new Set(keys).size).toBe(FAMOUS_HANDS.length);
    // Every theme has hands, and every id is an id.
    for (const theme of FAMOUS_THEMES)
      expect(
        FAMOUS_HANDS.some((h) => h.theme === theme),
        theme,
      ).toBe(true);
    expect(FAMOUS_HANDS.every((h) => isFamousId(h.id))).toBe(true);
    expect(isFamousId("nope")).toBe(false);
  });

  it("has its explanation in every locale, for every hand and no other", () => {
    for (const locale of LOCALES) {
      const file = path.join(root, "messages", locale, "famous.json");
      const texts = JSON.parse(readFileSync(file, "utf8")).Famous.hands as Record<string, string>;
      expect(Object.keys(texts).sort(), locale).toEqual(FAMOUS_HANDS.map((h) => h.id).sort());
      for (const [id, text] of Object.entries(texts))
        expect(text.length, `${locale} ${id}`).toBeGreaterThan(40);
      // The teacher's refusal names how many famous hands there are.
      const teach = JSON.parse(
        readFileSync(path.join(root, "messages", locale, "teach.json"), "utf8"),
      );
      expect(teach.Teach.errors["famous-hands-range"]).toContain(String(FAMOUS_HANDS.length));
    }
  });

  it("refuses an unknown hand", () => {
    expect(() => famousCards("no-such-hand")).toThrow(UnknownFamousHand);
    expect(() => famousAnswer("", { way: "seed", variant: "standard" })).toThrow(UnknownFamousHand);
  });
});

describe("answers", () => {
  it("the issue's hand: the flush with queens in front is best at Foxwoods (+0.93), the house way keeps the trips", () => {
    const a = famousAnswer("queens-flush-joker", { way: "foxwoods", variant: "standard" });
    expect(a.best.value).toBe("flush:AKQ72 | pair:Q");
    expect(a.best.ev.toFixed(2)).toBe("0.93");
    expect(a.houseWay.value).toBe("trips:Q72 | pair:A");
    expect(a.houseWay.ev).toBeLessThan(a.best.ev);
  });

  // A few hands and rule sets against the CLI: the best split, the house way's, and their EVs.
  const pinned: Array<[string, RuleSet]> = [
    ["queens-flush-joker", { way: "foxwoods", variant: "standard" }],
    ["kings-fives-ace", { way: "seed", variant: "ez" }],
    ["kings-full-twos", { way: "dealer-school", variant: "cf" }],
    ["ace-king-no-pair", { way: "mgm-grand", variant: "standard" }],
    ["straight-or-two-pair", { way: "seed", variant: "standard" }],
  ];
  it.each(pinned)(
    "%s under %o equals `paigow ev --json`",
    async (id, rs) => {
      const hand = FAMOUS_HANDS.find((h) => h.id === id);
      if (!hand) throw new Error(id);
      const cli = await cliEv(hand.cards, rs);
      const mine = famousAnswer(id, rs);
      const cliBest = cli.splits[cli.best] as CliSplit;
      const cliHouse = cli.splits[cli.houseWay] as CliSplit;
      expect(mine.best.value).toBe(cliBest.value);
      expect(mine.best.ev).toBeCloseTo(cliBest.ev, 12);
      expect(mine.houseWay.value).toBe(cliHouse.value);
      expect(mine.houseWay.ev).toBeCloseTo(cliHouse.ev, 12);
    },
    120_000,
  );

  it("lists every published way once, each with its own house way's setting", () => {
    for (const h of FAMOUS_HANDS) {
      const hand = parseHand(h.cards);
      const groups = waySettings(hand);
      expect(groups.flatMap((g) => g.ways).sort()).toEqual([...WAYS].sort());
      for (const g of groups)
        for (const way of g.ways) {
          const s = houseWay(hand, way);
          expect(settingText(s.backValue, s.frontValue), `${h.id} ${way}`).toBe(
            settingText(g.backValue, g.frontValue),
          );
        }
      // Groups differ from each other.
      expect(new Set(groups.map((g) => settingText(g.backValue, g.frontValue))).size).toBe(
        groups.length,
      );
    }
    // The issue's hand: the online way plays the flush, every casino way keeps the trips.
    const issue = waySettings(famousCards("queens-flush-joker"));
    expect(issue.map((g) => [g.ways.length, settingText(g.backValue, g.frontValue)])).toEqual([
      [1, "flush:AKQ72 | pair:Q"],
      [WAYS.length - 1, "trips:Q72 | pair:A"],
    ]);
  });
});

describe("the drill", () => {
  let db: Db;
  let store: TestStore;
  beforeEach(async () => {
    store = await openTestStore();
    db = store.db as Db;
    await insertLearner(db, ALICE, NOW);
    await insertLearner(db, BOB, NOW);
    await setLearnerRuleSetKey(db, ALICE, "foxwoods/standard");
  });
  afterEach(() => store.close());

  const rows = async () => ({
    deals: (await db.select().from(deals)).length,
    attempts: (await db.select().from(attempts)).length,
  });

  /** The front of `hand` whose setting reads `value`. */
  function frontFor(hand: Card[], value: string): [Card, Card] {
    const a = famousAnswer("queens-flush-joker", { way: "foxwoods", variant: "standard" });
    const s = [a.best, a.houseWay].find((x) => x.value === value);
    if (!s) throw new Error(value);
    return [hand[s.split.frontIndex[0]] as Card, hand[s.split.frontIndex[1]] as Card];
  }

  it("deals the named hand under the learner's casino and grades it by exact EV", async () => {
    const deal = await dealFamousHand(db, ALICE, "queens-flush-joker", NOW);
    expect(deal.drill).toBe("famous");
    expect(deal.ruleSet).toEqual({ way: "foxwoods", variant: "standard" });
    expect(deal.hand).toEqual(parseHand("As JK Qs Qh Qd 7s 2s"));
    const [row] = await db.select().from(deals).where(eq(deals.id, deal.dealId));
    expect(row?.filter).toBe("queens-flush-joker");

    const grade = await submitAnswer(
      db,
      ALICE,
      { dealId: deal.dealId, front: frontFor(deal.hand, "trips:Q72 | pair:A") },
      { now: NOW + 5000 },
    );
    const answer = famousAnswer("queens-flush-joker", deal.ruleSet);
    expect(grade.drill).toBe("famous");
    expect(grade.verdict).not.toBe("optimal");
    expect(grade.splits[grade.best]?.ev).toBeCloseTo(answer.best.ev, 12);
    expect(grade.splits[grade.houseWay]?.ev).toBeCloseTo(answer.houseWay.ev, 12);
    expect(grade.evLost).toBeCloseTo(answer.best.ev - answer.houseWay.ev, 12);
    const [attempt] = await db.select().from(attempts);
    expect(attempt?.drill).toBe("famous");
    expect(attempt?.attemptKind).toBe("decision");
    expect(await famousTally(db, ALICE)).toEqual({ hands: 1, best: 0 });

    // Set again: a retry of a hand whose best split was shown, recorded but not counted.
    const again = await dealFamousHand(db, ALICE, "queens-flush-joker", NOW + 10_000);
    const second = await submitAnswer(
      db,
      ALICE,
      { dealId: again.dealId, front: frontFor(again.hand, "flush:AKQ72 | pair:Q") },
      { now: NOW + 12_000 },
    );
    expect(second.verdict).toBe("optimal");
    expect(second.attemptKind).toBe("retry");
    expect(await famousTally(db, ALICE)).toEqual({ hands: 1, best: 0 });
  });

  it("counts a best first setting as best", async () => {
    const deal = await dealFamousHand(db, ALICE, "queens-flush-joker", NOW);
    const grade = await submitAnswer(
      db,
      ALICE,
      { dealId: deal.dealId, front: frontFor(deal.hand, "flush:AKQ72 | pair:Q") },
      { now: NOW + 3000 },
    );
    expect(grade.verdict).toBe("optimal");
    expect(await famousTally(db, ALICE)).toEqual({ hands: 1, best: 1 });
    expect(await famousTally(db, BOB)).toEqual({ hands: 0, best: 0 });
  });

  it("refuses an unknown hand, a forged answer, a replay and another learner's deal, storing nothing", async () => {
    await expect(dealFamousHand(db, ALICE, "no-such-hand", NOW)).rejects.toEqual(
      new FamousError("unknown-hand"),
    );
    expect(await rows()).toEqual({ deals: 0, attempts: 0 });

    const deal = await dealFamousHand(db, ALICE, "quad-aces", NOW);
    const code = (p: Promise<unknown>) =>
      p.then(
        () => "stored",
        (e: unknown) => (e instanceof PracticeError ? e.code : String(e)),
      );
    // A card not in the hand (the 2 of clubs is not among four aces, a king, a nine, a four).
    const forged = parseHand("2c 3c 4c 5c 6c 7c 8c")[0] as Card;
    expect(
      await code(
        submitAnswer(
          db,
          ALICE,
          { dealId: deal.dealId, front: [deal.hand[0] as Card, forged] },
          { now: NOW + 500 },
        ),
      ),
    ).toBe("card-not-in-hand");
    expect(
      await code(
        submitAnswer(
          db,
          BOB,
          { dealId: deal.dealId, front: [deal.hand[0] as Card, deal.hand[1] as Card] },
          { now: NOW + 500 },
        ),
      ),
    ).toBe("not-your-deal");
    expect(await rows()).toEqual({ deals: 1, attempts: 0 });

    const front: [Card, Card] = [deal.hand[0] as Card, deal.hand[4] as Card];
    await submitAnswer(db, ALICE, { dealId: deal.dealId, front }, { now: NOW + 1000 });
    expect(
      await code(submitAnswer(db, ALICE, { dealId: deal.dealId, front }, { now: NOW + 2000 })),
    ).toBe("already-answered");
    expect(await rows()).toEqual({ deals: 1, attempts: 1 });
  });
});

describe("assignments", () => {
  const input = (hands: number) => ({
    classId: "33333333-3333-4333-8333-333333333333",
    drill: "famous",
    hands,
  });
  it("take up to the set's size of famous hands, and no more", () => {
    expect(createAssignmentSchema.safeParse(input(FAMOUS_HANDS.length)).success).toBe(true);
    const over = createAssignmentSchema.safeParse(input(FAMOUS_HANDS.length + 1));
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe("famous-hands-range");
    // Another drill keeps its own limit.
    expect(createAssignmentSchema.safeParse({ ...input(100), drill: "any" }).success).toBe(true);
  });
});
