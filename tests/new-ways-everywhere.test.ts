/**
 * The three ways added as documents (issue 52 part 2: mgm-grand, british-columbia,
 * dealer-school) work wherever a rule set can be chosen, as the first five ways do: the picker
 * and a class take their slugs; a learner at one is dealt and graded under it in every drill
 * (traps from its own pool), the dealer's drill and the analyzer's compare use its way, progress
 * files the hands under it, the strategy and casinos pages have its figures, any table plays
 * under it when a class takes it, and the offline worker grades under it (its bundle holds the
 * documents). One variant per way here; trap-pools.test.ts checks all nine pools.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { build } from "esbuild";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { casinoLabel } from "@/components/casino/casino-label";
import { offlineDeals, roundSeats, rounds, type UserRow } from "@/db/schema";
import { analyzeHand } from "@/lib/analyze/analysis";
import casinoPageData from "@/lib/analyze/casino-page-data.json";
import { compareHouseWays } from "@/lib/analyze/compare";
import { commissionFor, readCasinoQuery } from "@/lib/analyze/parse";
import strategyCasinoData from "@/lib/analyze/strategy-casino-data.json";
import { casinoSlug, parseCasinoSlug } from "@/lib/casino/choice";
import { chooseCasinoInput } from "@/lib/casino/schemas";
import { setLearnerRuleSetKey } from "@/lib/db/learners";
import type { Queryable } from "@/lib/db/store";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { sameSetting } from "@/lib/dealer/pick";
import { answerDealerHand, dealDealerHand } from "@/lib/dealer/service";
import {
  type Card,
  createRng,
  DEFAULT_RULE_SET,
  exactEv,
  formatHand,
  houseWay,
  makeSplit,
  parseHand,
  type RuleSet,
  ruleSetKey,
  SPLIT_PAIRS,
  WAYS,
} from "@/lib/engine";
import { reasonWords, type Translate } from "@/lib/i18n/game-text";
import { icuTranslator } from "@/lib/i18n/icu-translator";
import { type Locale, locales } from "@/lib/i18n/locales";
import { MESSAGE_AREAS } from "@/lib/i18n/messages";
import { openForClass } from "@/lib/live/class-tables";
import { runVerb } from "@/lib/live/verbs";
import { gradeOnDevice } from "@/lib/offline/engine-core";
import { offlineAttemptInput } from "@/lib/offline/schemas";
import { syncOne } from "@/lib/offline/sync";
import { dealHand } from "@/lib/practice/deal";
import { progressFor } from "@/lib/practice/progress";
import { submitAnswer } from "@/lib/practice/submit";
import { isTrap } from "@/lib/practice/traps";
import type { DealRequest, DealView, GradeView } from "@/lib/practice/views";
import { SOURCED_WAYS } from "@/lib/rules/casino-way";
import { configUnder, listTables } from "@/lib/table/tables";
import { createClass, joinClass, setClassCasino } from "@/lib/teach/classes";
import { classCasinoSchema } from "@/lib/teach/schemas";
import { storeSample } from "@/tests/support/store-dialect";
import { addUser, T0 } from "./support/db-fixtures";

// The analyzer (lib/analyze/analysis.ts) is server-only; here it runs in the test's process.
vi.mock("server-only", () => ({}));

/** One variant of each new way; mgm-grand/ez is the case the issue names. */
const NEW: readonly RuleSet[] = [
  { way: "mgm-grand", variant: "ez" },
  { way: "british-columbia", variant: "standard" },
  { way: "dealer-school", variant: "cf" },
];
const cases = storeSample(NEW.map((rs) => [casinoSlug(rs), rs] as const));
const NOW = T0 + 1_000;
const MINUTE = 60_000;

let store: TestStore;
let db: Queryable;
let ada: UserRow;
let learner: string;
beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
  ada = await addUser(db, "ada");
  learner = ada.learnerId as string;
});
afterEach(() => store.close());

/** The picker's action: the slug its schema admits, stored as the learner's casino. */
async function choose(slug: string): Promise<RuleSet> {
  const input = chooseCasinoInput.parse({ casino: slug });
  const rs = parseCasinoSlug(input.casino);
  if (!rs) throw new Error(`picker refused ${slug}`);
  await setLearnerRuleSetKey(db, learner, ruleSetKey(rs));
  return rs;
}

async function dealt(request: DealRequest, seed: number, now = NOW): Promise<DealView> {
  const out = await dealHand(db, learner, request, { rng: createRng(seed), now });
  if (out.status !== "dealt") throw new Error(`no ${request.drill} deal`);
  return out.deal;
}

const answer = (d: DealView, front: readonly Card[], now = NOW + 5_000): Promise<GradeView> =>
  submitAnswer(
    db,
    learner,
    { dealId: d.dealId, front: [front[0], front[1]] as [Card, Card] },
    { now },
  );

/** The grade is the rule set's: its house way's setting, its settlement's commission. */
function expectGradedUnder(g: GradeView, rs: RuleSet): void {
  expect(g.ruleSet).toEqual(rs);
  expect(g.commission === 0).toBe(rs.variant !== "standard");
  const result = exactEv(g.hand, { ruleSet: rs });
  expect(g.houseWay).toBe(result.houseWay);
  expect(g.best).toBe(result.best);
  expect(g.houseWayRule).toBe(houseWay(g.hand, rs.way).rule);
}

const translators = Object.fromEntries(
  locales.map((l) => [
    l,
    icuTranslator(
      l,
      Object.assign(
        {},
        ...MESSAGE_AREAS.map((area) =>
          JSON.parse(readFileSync(path.join(process.cwd(), "messages", l, `${area}.json`), "utf8")),
        ),
      ),
    ),
  ]),
) as Record<Locale, Translate>;

describe("the new ways are offered wherever a rule set is chosen", () => {
  it("are the three sourced ways, each in the picker's slugs with a name in every locale", () => {
    expect(NEW.map((rs) => rs.way)).toEqual([...SOURCED_WAYS]);
    for (const way of SOURCED_WAYS) expect(WAYS).toContain(way);
    for (const [slug, rs] of cases) {
      expect(chooseCasinoInput.safeParse({ casino: slug }).success).toBe(true);
      for (const l of locales) {
        const t = translators[l];
        // The badge's and the table pages' label (components/casino/casino-label.ts).
        const label = casinoLabel(
          rs,
          (k) => t(`CasinosPage.ways.${k}`),
          (k) => t(`YourCasino.${k}`),
        );
        expect(label, `${slug} ${l}`).not.toMatch(/CasinosPage|YourCasino|undefined/);
      }
    }
  });

  it("have the strategy page's and the casinos page's exact figures", () => {
    for (const rs of NEW) {
      const key = ruleSetKey(rs);
      // Computed, not "not computed yet": the exact run's figures are there.
      const strategy = strategyCasinoData.ruleSets.find((r) => r.key === key);
      expect(strategy?.hands, key).toBe(154_143_080);
      expect(strategy?.rules.length, key).toBeGreaterThan(0);
      expect(casinoPageData.ruleSets.find((r) => r.key === key)?.figures, key).toBeTruthy();
      expect(casinoPageData.ways.map((w) => w.way)).toContain(rs.way);
      // The strategy and analyzer pages read the slug from ?casino=.
      expect(readCasinoQuery(casinoSlug(rs), undefined, DEFAULT_RULE_SET).ruleSet).toEqual(rs);
    }
  });
});

describe("practice at a new way's casino", () => {
  it.each(cases)(
    "%s: deals and grades every drill under it, traps from its own pool, review and progress too",
    async (slug, rs) => {
      expect(await choose(slug)).toEqual(rs);
      const drills: DealRequest[] = [
        { drill: "any" },
        { drill: "category", filter: "two-pair" },
        { drill: "traps" },
        { drill: "beat", rule: null },
      ];
      const key = (hand: readonly Card[]) => formatHand([...hand].sort((a, b) => a - b));
      const queued = new Set<string>();
      for (const [n, request] of drills.entries()) {
        const d = await dealt(request, 10 + n);
        expect(d.ruleSet, request.drill).toEqual(rs);
        const g = await answer(d, houseWay(d.hand, rs.way).front);
        expectGradedUnder(g, rs);
        // Set as the house way sets it: the learner chose the house way's split.
        expect(g.chosen).toBe(g.houseWay);
        if (g.review) queued.add(key(d.hand));
        if (request.drill === "traps") {
          // A trap of this casino: its best split beats its own house way.
          expect(isTrap(exactEv(d.hand, { ruleSet: rs }))).toBe(true);
          expect(g.verdict).not.toBe("optimal");
        }
      }
      // A missed hand (the trap's at least, and a blunder) comes back in the review drill,
      // still under this casino.
      const missed = await dealt({ drill: "any" }, 99);
      const worst = exactEv(missed.hand, { ruleSet: rs });
      const low = worst.splits.reduce((a, s, i) => (s.ev < (worst.splits[a]?.ev ?? 0) ? i : a), 0);
      const g = await answer(missed, worst.splits[low]?.split.front as Card[]);
      expectGradedUnder(g, rs);
      expect(g.review).not.toBeNull();
      queued.add(key(missed.hand));
      const later = NOW + 20 * MINUTE;
      const review = await dealt({ drill: "review" }, 100, later);
      expect(review.ruleSet).toEqual(rs);
      expect(queued).toContain(key(review.hand));
      expectGradedUnder(
        await answer(review, houseWay(review.hand, rs.way).front, later + 5_000),
        rs,
      );

      // Progress files every hand under this casino, and its filter finds them.
      const progress = await progressFor(db, learner, later + MINUTE, ruleSetKey(rs));
      expect(progress.byCasino.map((c) => c.ruleSet)).toEqual([ruleSetKey(rs)]);
      expect(progress.byCasino[0]?.hands).toBeGreaterThan(0);
      expect(progress.casino).toBe(ruleSetKey(rs));
    },
    120_000,
  );
});

describe("the dealer's drill at a new way's casino", () => {
  it.each(cases)(
    "%s: deals in both modes and grades against its way, with its reason in every locale",
    async (slug, rs) => {
      await choose(slug);
      for (const [n, mode] of (["all", "differs"] as const).entries()) {
        for (const right of [true, false]) {
          const deal = await dealDealerHand(db, learner, mode, {
            rng: createRng(40 + n * 2 + Number(right)),
            now: NOW,
          });
          expect(deal.ruleSet).toEqual(rs);
          if (mode === "differs") expect(sameSetting(deal.hand, rs.way, "seed")).toBe(false);
          const way = houseWay(deal.hand, rs.way);
          const front: [Card, Card] = right
            ? [way.front[0] as Card, way.front[1] as Card]
            : wrongFront(deal.hand, rs);
          const graded = await answerDealerHand(
            db,
            learner,
            { dealId: deal.dealId, front },
            NOW + 1_000,
          );
          expect(graded.ruleSet).toEqual(rs);
          expect(graded.rule).toBe(way.rule);
          expect(graded.correct).toBe(right);
          for (const l of locales) expect(reasonWords(translators[l], graded.reason)).not.toBe("");
        }
      }
    },
    60_000,
  );
});

/** A front of `hand` whose back and front differ from `rs`'s house way's (there always is one). */
function wrongFront(hand: readonly Card[], rs: RuleSet): [Card, Card] {
  const way = houseWay(hand, rs.way);
  for (const [i, j] of SPLIT_PAIRS) {
    const s = makeSplit(hand, i, j);
    if (s.backValue !== way.backValue || s.frontValue !== way.frontValue) return s.front;
  }
  throw new Error("no other setting");
}

describe("the analyzer at a new way's casino", () => {
  it.each(cases)("%s: analyses against its dealer and compares with Foxwoods", async (slug, rs) => {
    // Two pairs with an ace: the ways disagree most on these.
    const hand = parseHand("Js Jh 4d 4c As 8h 2s");
    const query = readCasinoQuery(slug, `foxwoods-${rs.variant}`, DEFAULT_RULE_SET);
    expect(query.bad).toEqual([]);
    expect(query.ruleSet).toEqual(rs);
    const vs = query.vs as RuleSet;
    const mine = await analyzeHand(hand, commissionFor(rs, 0.05), rs);
    const other = await analyzeHand(hand, commissionFor(vs, 0.05), vs);
    const exact = exactEv(hand, { ruleSet: rs });
    expect(mine.ruleSet).toEqual(rs);
    expect(mine.houseWay).toBe(exact.houseWay);
    expect(mine.houseWayRule).toBe(houseWay(hand, rs.way).rule);
    expect(mine.splits.map((s) => s.ev)).toEqual(exact.splits.map((s) => s.ev));
    const view = compareHouseWays(mine, other);
    expect(view.sides.map((s) => s.ruleSet)).toEqual([rs, vs]);
    expect(view.sides[0].evOwn).toBe(exact.splits[exact.houseWay]?.ev);
  });
});

describe("a class at a new way's casino", () => {
  it("takes mgm-grand-ez and its class table deals and sets by MGM Grand's way at 1 to 1", async () => {
    const teacher = await addUser(db, "tess", "teacher");
    const ben = await addUser(db, "ben");
    const c = await createClass(db, { id: teacher.id, role: "teacher" }, { name: "MGM" }, T0);
    if (c.status !== "success") throw new Error("class");
    for (const u of [ada, ben])
      await joinClass(db, { id: u.id, role: u.role }, { code: c.data.joinCode }, T0);
    // The class page's form admits the slug, and the action sets it.
    expect(
      classCasinoSchema.safeParse({ classId: c.data.id, casino: "mgm-grand-ez" }).success,
    ).toBe(true);
    const set = await setClassCasino(
      db,
      { id: teacher.id, role: "teacher" },
      { classId: c.data.id, casino: "mgm-grand-ez" },
    );
    expect(set).toEqual({ status: "success", data: { casino: "mgm-grand-ez" } });
    const opts = (now: number) => ({ now, testTables: true });
    const T = T0 + 10 * MINUTE;
    const id = await openForClass(
      db,
      teacher.learnerId as string,
      c.data.id,
      "live-test-fast",
      opts(T),
    );
    const [a, b] = [learner, ben.learnerId as string];
    await runVerb(db, a, id, "sit", {}, opts(T));
    await runVerb(db, b, id, "sit", {}, opts(T));
    await runVerb(db, a, id, "bet", { main: 500 }, opts(T + 1));
    await runVerb(db, b, id, "bet", { main: 500 }, opts(T + 2));
    await runVerb(db, a, id, "house-way", {}, opts(T + 3));
    const settled = await runVerb(db, b, id, "house-way", {}, opts(T + 4));
    expect(settled.phase).toBe("settled");
    expect(settled.ruleSet).toBe("mgm-grand/ez");
    const [row] = await db.select().from(rounds).where(eq(rounds.instanceId, id));
    expect(row).toMatchObject({ ruleSet: "mgm-grand/ez", commissionBp: 0 });
    const seats = await db
      .select()
      .from(roundSeats)
      .where(eq(roundSeats.roundId, row?.id as string));
    expect(seats.length).toBe(3);
    // The bank's hand and both House Way seats: set by MGM Grand's way.
    for (const seat of seats)
      expect(seat.front).toBe(formatHand(houseWay(parseHand(seat.hand), "mgm-grand").front));
  });

  it("every table's config plays under each new rule set a class may take", () => {
    for (const config of listTables(true)) {
      for (const rs of NEW) {
        const under = configUnder(config, rs);
        expect(under.ruleSet).toBe(ruleSetKey(rs));
        if (rs.variant !== "standard") expect(under.commissionBp).toBe(0);
      }
    }
  });
});

describe("offline practice at a new way's casino", () => {
  it.each(cases)(
    "%s: the device grades as the server does, and the sync takes it",
    async (_slug, rs) => {
      const hand = parseHand("Kh Kd 9c 9s Ah 7d 3c");
      const front = houseWay(hand, rs.way).front as [Card, Card];
      const id = crypto.randomUUID();
      const device = gradeOnDevice({ dealId: id, hand, front, drill: "any", ruleSet: rs });
      expectGradedUnder(device, rs);
      // A hand the server dealt ahead under this casino (only those count: issue 56, item 11).
      await db.insert(offlineDeals).values({
        id,
        learnerId: learner,
        hand: formatHand(hand),
        ruleSet: ruleSetKey(rs),
        issuedAt: NOW - 3_600_000,
      });
      const attempt = offlineAttemptInput.parse({
        id,
        source: "server",
        learnerId: learner,
        hand,
        front,
        drill: "any",
        filter: null,
        dealtAt: NOW - 60_000,
        answeredAt: NOW - 50_000,
        houseWay: false,
        ruleSet: rs,
        claimed: { verdict: device.verdict, ev: device.splits[device.chosen]?.ev ?? 0 },
      });
      expect((await syncOne(db, learner, attempt, NOW)).status).toBe("stored");
      const progress = await progressFor(db, learner, NOW, ruleSetKey(rs));
      expect(progress.byCasino).toEqual([
        expect.objectContaining({ ruleSet: ruleSetKey(rs), hands: 1 }),
      ]);
    },
    60_000,
  );

  it("bundles every published way's document into the engine worker", async () => {
    const out = await build({
      absWorkingDir: process.cwd(),
      entryPoints: ["lib/offline/engine-worker.ts"],
      bundle: true,
      platform: "browser",
      format: "iife",
      target: "es2022",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const inputs = Object.keys(out.metafile.inputs);
    for (const way of WAYS.filter((w) => w !== "seed"))
      expect(inputs, way).toContain(`lib/engine/ways/documents/${way}.json`);
  }, 60_000);
});
