/**
 * Your casino in practice (issue 31): a learner who picks Foxwoods is graded against Foxwoods'
 * dealer, split for split as `paigow ev --way foxwoods` counts it (8 seeded hands; the engine's
 * tests compare the fast EV with brute force for every way, variant and role); the deal
 * keeps the rule set it was dealt under, and an attempt never changes grade when the learner
 * changes casino afterwards.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attempts, deals, evCache } from "@/db/schema";
import type { Db } from "@/lib/db/client";
import { setLearnerRuleSetKey } from "@/lib/db/learners";
import {
  type Card,
  createRng,
  formatCard,
  formatHand,
  houseWay,
  trainerWayFor,
} from "@/lib/engine";
import { paigowInProcess } from "@/tests/support/cli";
import { eachLearnerStore } from "@/tests/support/learner-store";
import { dealHand } from "./deal";
import { submitAnswer } from "./submit";
import type { DealView, GradeView } from "./views";

const NOW = 1_750_000_000_000;
const ALICE = "11111111-1111-4111-8111-111111111111";
// On PostgreSQL (npm run test:pg) 2: the CLI's counts are the same whatever the store, and the
// stored attempts and cache keys are checked all the same.
const HANDS = process.env.DATABASE_URL ? 2 : 8;

let db: Db;
eachLearnerStore([ALICE], NOW, (opened) => {
  db = opened;
});

interface CliSplit {
  front: string[];
  win: number;
  push: number;
  loss: number;
  ev: number;
}

/**
 * `paigow ev HAND --way W --variant V --json`: the CLI's own command, run in this process
 * (tests/support/cli.ts; a child process would build Foxwoods' tables again for each hand).
 */
async function cliEv(
  hand: string,
  way: string,
  variant = "standard",
): Promise<{ splits: CliSplit[]; best: number; houseWay: number }> {
  const run = await paigowInProcess(["ev", hand, "--way", way, "--variant", variant, "--json"]);
  if (run.code !== 0) throw new Error(`exit ${run.code}: ${run.err}`);
  return JSON.parse(run.out);
}

async function deal(seed: number): Promise<DealView> {
  const outcome = await dealHand(db, ALICE, { drill: "any" }, { rng: createRng(seed), now: NOW });
  if (outcome.status !== "dealt") throw new Error("no deal");
  return outcome.deal;
}

const answer = (d: DealView, front: readonly Card[]) =>
  submitAnswer(
    db,
    ALICE,
    { dealId: d.dealId, front: [front[0], front[1]] as [Card, Card] },
    {
      now: NOW + 5000,
    },
  );

/** The grade's splits keyed by their front cards' text, as the CLI names them. */
const byFront = (g: GradeView) =>
  new Map(
    g.splits.map((s) => [
      s.frontIndex
        .map((i) => formatCard(g.hand[i] as Card))
        .sort()
        .join(" "),
      { win: s.win, push: s.push, loss: s.loss, ev: s.ev },
    ]),
  );

describe("practice graded against your casino", () => {
  it("grades seeded hands of a Foxwoods learner (8; 2 on PostgreSQL) exactly as `paigow ev --way foxwoods`", async () => {
    await setLearnerRuleSetKey(db, ALICE, "foxwoods/standard");
    const deals: DealView[] = [];
    for (let n = 0; n < HANDS; n++) deals.push(await deal(100 + n));
    const grades: GradeView[] = [];
    for (const d of deals) grades.push(await answer(d, houseWay(d.hand, "foxwoods").front));
    const cli: Awaited<ReturnType<typeof cliEv>>[] = [];
    for (const d of deals) cli.push(await cliEv(formatHand(d.hand), "foxwoods"));
    for (const [n, g] of grades.entries()) {
      const c = cli[n] as Awaited<ReturnType<typeof cliEv>>;
      expect(g.ruleSet).toEqual({ way: "foxwoods", variant: "standard" });
      const mine = byFront(g);
      for (const s of c.splits)
        expect(mine.get([...s.front].sort().join(" "))).toEqual({
          win: s.win,
          push: s.push,
          loss: s.loss,
          ev: s.ev,
        });
      // The house way graded against is Foxwoods': the learner set it, so chose it.
      expect(g.chosen).toBe(g.houseWay);
    }
    // The stored attempts say so too.
    const rows = await db.select().from(attempts);
    expect(rows.map((r) => r.ruleSet)).toEqual(Array(HANDS).fill("foxwoods/standard"));
    // The cache keeps Foxwoods' counts under their own key, never the online way's.
    const keys = (await db.select({ key: evCache.key }).from(evCache)).map((r) => r.key);
    expect(keys.every((k) => k.startsWith("foxwoods/standard|"))).toBe(true);
  }, 240_000);

  it("never changes an attempt's grade when the learner changes casino afterwards", async () => {
    await setLearnerRuleSetKey(db, ALICE, "foxwoods/cf");
    const first = await deal(7);
    // Changed between the deal and the answer: the deal's casino grades it.
    await setLearnerRuleSetKey(db, ALICE, "seed/standard");
    const graded = await answer(first, houseWay(first.hand, "foxwoods").front);
    expect(graded.ruleSet).toEqual({ way: "foxwoods", variant: "cf" });
    expect(graded.commission).toBe(0);
    const [row] = await db.select().from(attempts).where(eq(attempts.dealId, first.dealId));
    const before = { ...row };
    // Changed again after the answer: nothing stored moves, and a new deal takes the new casino.
    await setLearnerRuleSetKey(db, ALICE, "trump-plaza/ez");
    const [after] = await db.select().from(attempts).where(eq(attempts.dealId, first.dealId));
    expect(after).toEqual(before);
    expect(after?.ruleSet).toBe("foxwoods/cf");
    const next = await deal(8);
    expect(next.ruleSet).toEqual({ way: "trump-plaza", variant: "ez" });
  });

  it("drills the casino's own list in Beat the house way, and refuses another list's rule", async () => {
    await setLearnerRuleSetKey(db, ALICE, "foxwoods/standard");
    const beat = (rule: string | null, seed: number) =>
      dealHand(db, ALICE, { drill: "beat", rule }, { rng: createRng(seed), now: NOW });
    const own = await beat("R2", 3);
    if (own.status !== "dealt") throw new Error("no deal");
    expect(trainerWayFor(own.deal.hand, own.deal.ruleSet).rule).toBe("R2");
    const before = await db.select().from(deals);
    // S1 is the seed's list (a choice kept from another casino, or forged): refused, nothing dealt.
    await expect(beat("S1", 4)).rejects.toMatchObject({ code: "unknown-rule" });
    expect(await db.select().from(deals)).toEqual(before);
    // At a casino without its own list the seed's rules are the ones drilled.
    await setLearnerRuleSetKey(db, ALICE, "dealer-school/standard");
    await expect(beat("R2", 5)).rejects.toMatchObject({ code: "unknown-rule" });
    const seeds = await beat("S1", 6);
    expect(seeds.status).toBe("dealt");
  });
});
