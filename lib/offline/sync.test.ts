import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { attempts, deals, offlineDeals, users } from "@/db/schema";
import { attachLearner, mergeLearner } from "@/lib/db/auth-learner";
import { insertLearner, setLearnerRuleSetKey } from "@/lib/db/learners";
import { offlineDecisionCount } from "@/lib/db/offline";
import { attemptTotals } from "@/lib/db/practice";
import type { Queryable } from "@/lib/db/store";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { insertHouseWay, setHouseWayStatus } from "@/lib/db/ways";
import {
  type Card,
  createRng,
  customWayId,
  DEFAULT_RULE_SET,
  deal,
  exactEv,
  formatHand,
  formatWayDocument,
  grade,
  installedWayDocument,
  parseHand,
  type RuleSet,
  ruleSetKey,
  type Way,
  wayDocument,
} from "@/lib/engine";
import { addUser } from "@/tests/support/db-fixtures";
import { offlineDeals as dealAhead } from "./deals";
import { OFFLINE_DEAL_BATCH, type OfflineAttempt, offlineAttemptInput } from "./schemas";
import { OFFLINE_MAX_AGE_MS, syncAttempts, syncOne } from "./sync";

const NOW = 1_750_000_000_000;
const ALICE = "11111111-1111-4111-8111-111111111111";
const BOB = "22222222-2222-4222-8222-222222222222";
const HAND = parseHand("As Ks 9h 7d 5c 3s 2h");

let store: TestStore;
let db: Queryable;

beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
  await insertLearner(db, ALICE, NOW);
  await insertLearner(db, BOB, NOW);
});

afterEach(async () => {
  await store.close();
});

/** An attempt as the device queues it (parsed as the route parses it). */
function attempt(over: Partial<Record<keyof OfflineAttempt, unknown>> = {}): OfflineAttempt {
  return offlineAttemptInput.parse({
    id: randomUUID(),
    learnerId: ALICE,
    hand: HAND,
    front: [HAND[1], HAND[2]],
    drill: "any",
    filter: null,
    dealtAt: NOW - 60_000,
    answeredAt: NOW - 50_000,
    houseWay: false,
    ...over,
  });
}

/**
 * An attempt on one of the server's offline deals for `learner` (recorded as the batch
 * records it): the hands that count.
 */
async function served(
  over: Partial<Record<keyof OfflineAttempt, unknown>> = {},
  learner = ALICE,
): Promise<OfflineAttempt> {
  const id = randomUUID();
  await db.insert(offlineDeals).values({
    id,
    learnerId: learner,
    hand: formatHand((over.hand ?? HAND) as Card[]),
    ruleSet: ruleSetKey((over.ruleSet ?? DEFAULT_RULE_SET) as RuleSet),
    issuedAt: NOW - 3_600_000,
  });
  return attempt({ id, source: "server", ...over });
}

const stored = async () => db.select().from(attempts);

describe("syncing attempts practised offline", () => {
  it("gives a hand queued before the device knew its learner to the syncing learner", async () => {
    const a = attempt({ learnerId: null });
    expect((await syncOne(db, BOB, a, NOW)).status).toBe("stored");
    const [row] = await stored();
    expect(row?.learnerId).toBe(BOB);
  });

  it("grades again under the casino the device graded it under, and records it", async () => {
    const rs = { way: "foxwoods", variant: "cf" } as const;
    const a = attempt({ ruleSet: rs });
    expect((await syncOne(db, ALICE, a, NOW)).status).toBe("stored");
    const [row] = await stored();
    const g = grade(HAND, [HAND[1], HAND[2]] as Card[], { result: exactEv(HAND, { ruleSet: rs }) });
    expect(row?.ruleSet).toBe("foxwoods/cf");
    expect(row?.ev).toBe(g.chosen.ev);
    expect(row?.houseWayEv).toBe(g.houseWay.ev);
    const [deal] = await db.select().from(deals).where(eq(deals.id, a.id));
    expect(deal?.ruleSet).toBe("foxwoods/cf");
    // A rule set the engine does not know is refused by the route's schema.
    expect(
      offlineAttemptInput.safeParse({ ...a, ruleSet: { way: "mgm", variant: "standard" } }).success,
    ).toBe(false);
  });

  it("stores an attempt once, graded by the server's engine and marked offline", async () => {
    const a = await served();
    expect(await syncOne(db, ALICE, a, NOW)).toEqual({
      id: a.id,
      status: "stored",
      regraded: false,
      counted: true,
    });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    const row = rows[0];
    const g = grade(HAND, [HAND[1], HAND[2]] as Card[], {
      result: exactEv(HAND, { ruleSet: DEFAULT_RULE_SET }),
    });
    expect(row?.offline).toBe(true);
    expect(row?.dealId).toBe(a.id);
    expect(row?.ev).toBe(g.chosen.ev);
    expect(row?.bestEv).toBe(g.best.ev);
    expect(row?.verdict).toBe(g.verdict);
    expect(row?.attemptKind).toBe("decision");
    // The device's times, as practised: ten seconds to decide, fifty seconds ago.
    expect(row?.createdAt).toBe(NOW - 50_000);
    expect(row?.decideMs).toBe(10_000);
    const [deal] = await db.select().from(deals).where(eq(deals.id, a.id));
    expect(deal?.answeredAt).toBe(NOW - 50_000);
    // Progress and the teacher's statistics read the same rows: counted, and marked.
    expect((await attemptTotals(db, ALICE)).hands).toBe(1);
    expect(await offlineDecisionCount(db, { learnerId: ALICE })).toBe(1);
    expect(await offlineDecisionCount(db, { learnerId: BOB })).toBe(0);
  });

  it("changes nothing when the same queue is sent again, or by two tabs at once", async () => {
    const queue: OfflineAttempt[] = [];
    for (let i = 0; i < 10; i++) {
      const hand = deal(createRng(i + 1), 7);
      queue.push(await served({ hand, front: [hand[0], hand[1]] }));
    }
    const first = await syncAttempts(db, ALICE, queue, NOW);
    expect(first.map((r) => r.status)).toEqual(Array(10).fill("stored"));
    const again = await syncAttempts(db, ALICE, queue, NOW);
    expect(again.map((r) => r.status)).toEqual(Array(10).fill("duplicate"));
    const [tabA, tabB] = await Promise.all([
      syncAttempts(db, ALICE, queue, NOW),
      syncAttempts(db, ALICE, [...queue].reverse(), NOW),
    ]);
    expect([...(tabA ?? []), ...(tabB ?? [])].every((r) => r.status === "duplicate")).toBe(true);
    expect(await stored()).toHaveLength(10);
    expect(await offlineDecisionCount(db, { learnerId: ALICE })).toBe(10);
  });

  it("keeps the server's grade when the device claims a better one", async () => {
    const g = grade(HAND, [HAND[5], HAND[6]] as Card[], {
      result: exactEv(HAND, { ruleSet: DEFAULT_RULE_SET }),
    });
    expect(g.verdict).not.toBe("optimal");
    const a = attempt({ front: [HAND[5], HAND[6]], claimed: { verdict: "optimal", ev: 0.5 } });
    expect(await syncOne(db, ALICE, a, NOW)).toEqual({
      id: a.id,
      status: "stored",
      regraded: true,
      counted: false,
    });
    const [row] = await stored();
    expect(row?.verdict).toBe(g.verdict);
    expect(row?.ev).toBe(g.chosen.ev);
    expect(row?.evLost).toBe(g.evLost);
  });

  it("refuses an attempt practised as another learner", async () => {
    const a = attempt({ learnerId: BOB });
    expect(await syncOne(db, ALICE, a, NOW)).toEqual({
      id: a.id,
      status: "refused",
      code: "not-your-attempt",
    });
    expect(await stored()).toHaveLength(0);
  });

  it("takes a hand practised offline before signing in: the account adopted that learner", async () => {
    const ACCOUNT = "33333333-3333-4333-8333-333333333333";
    await insertLearner(db, ACCOUNT, NOW);
    await db.insert(users).values({
      id: "user-1",
      username: "ada",
      passwordHash: "x",
      createdAt: NOW,
    });
    await attachLearner(db, "user-1", ACCOUNT);
    const before = await served({ learnerId: ALICE });
    // Alice's learner is not the account's until the account adopts it.
    expect((await syncOne(db, ACCOUNT, before, NOW)).status).toBe("refused");
    await mergeLearner(db, ALICE, ACCOUNT, "user-1");
    expect(await syncOne(db, ACCOUNT, before, NOW)).toMatchObject({ status: "stored" });
    expect((await stored()).map((r) => r.learnerId)).toEqual([ACCOUNT]);
    // The teacher's student page counts it by the student's account.
    expect(await offlineDecisionCount(db, { userId: "user-1" })).toBe(1);
    expect(await offlineDecisionCount(db, { userId: "nobody" })).toBe(0);
  });

  it("refuses an id that is another learner's deal, and leaves that deal alone", async () => {
    const bobs = attempt({ learnerId: BOB });
    expect((await syncOne(db, BOB, bobs, NOW)).status).toBe("stored");
    const forged = attempt({ id: bobs.id, front: [HAND[5], HAND[6]] });
    expect(await syncOne(db, ALICE, forged, NOW)).toEqual({
      id: bobs.id,
      status: "refused",
      code: "not-your-attempt",
    });
    const rows = await stored();
    expect(rows.map((r) => r.learnerId)).toEqual([BOB]);
    expect(rows[0]?.front).toBe("Ks 9h");
  });

  it("refuses a hand that is not seven distinct cards", async () => {
    const six = attempt({ hand: HAND.slice(0, 6) });
    const twice = attempt({ hand: [...HAND.slice(0, 6), HAND[0]] });
    const eight = attempt({ hand: [...HAND, 10] });
    for (const a of [six, twice, eight])
      expect(await syncOne(db, ALICE, a, NOW)).toEqual({
        id: a.id,
        status: "refused",
        code: "not-seven-cards",
      });
    // Not a card at all never reaches the service: the input does not parse.
    expect(offlineAttemptInput.safeParse({ ...six, hand: [...HAND.slice(0, 6), 53] }).success).toBe(
      false,
    );
    expect(await stored()).toHaveLength(0);
  });

  it("refuses a split of other cards", async () => {
    const notInHand = HAND.includes(0) ? 1 : 0;
    const other = attempt({ front: [HAND[0], notInHand] });
    const same = attempt({ front: [HAND[0], HAND[0]] });
    for (const a of [other, same])
      expect(await syncOne(db, ALICE, a, NOW)).toEqual({
        id: a.id,
        status: "refused",
        code: "card-not-in-hand",
      });
    expect(await stored()).toHaveLength(0);
  });

  it("dates an attempt no earlier than the device clock is believed, and never in the future", async () => {
    const old = attempt({ dealtAt: 0, answeredAt: 5 });
    const future = attempt({ dealtAt: NOW + 1000, answeredAt: NOW + 90_000 });
    await syncAttempts(db, ALICE, [old, future], NOW);
    const byDeal = new Map((await stored()).map((r) => [r.dealId, r]));
    expect(byDeal.get(old.id)?.createdAt).toBe(NOW - OFFLINE_MAX_AGE_MS);
    expect(byDeal.get(future.id)?.createdAt).toBe(NOW);
  });
});

describe("only hands the server dealt count (issue 56, item 11)", () => {
  const FORGED = parseHand("As Ah Ks Kh Qs Js 2c");
  const countedHands = async () => (await attemptTotals(db, ALICE)).hands;

  it("deals a batch ahead and tops it up, never piling up unused deals", async () => {
    const first = await dealAhead(db, ALICE, DEFAULT_RULE_SET, NOW);
    expect(first.deals).toHaveLength(OFFLINE_DEAL_BATCH);
    expect(first.ruleSet).toBe("seed/standard");
    expect(new Set(first.deals.map((d) => d.id)).size).toBe(OFFLINE_DEAL_BATCH);
    for (const d of first.deals.slice(0, 3)) expect(new Set(d.hand).size).toBe(7);
    const used = first.deals[0];
    if (!used) throw new Error("no deal");
    const a = attempt({
      id: used.id,
      source: "server",
      hand: used.hand,
      front: used.hand.slice(0, 2),
    });
    expect((await syncOne(db, ALICE, a, NOW)).status).toBe("stored");
    const again = await dealAhead(db, ALICE, DEFAULT_RULE_SET, NOW + 1);
    const ids = new Set(again.deals.map((d) => d.id));
    expect(again.deals).toHaveLength(OFFLINE_DEAL_BATCH);
    expect(ids.has(used.id)).toBe(false);
    for (const d of first.deals.slice(1)) expect(ids.has(d.id)).toBe(true);
    expect(await db.select().from(offlineDeals)).toHaveLength(OFFLINE_DEAL_BATCH + 1);
    // Another rule set has its own batch.
    const cf = await dealAhead(db, ALICE, { way: "foxwoods", variant: "cf" }, NOW);
    expect(cf.deals.some((d) => ids.has(d.id))).toBe(false);
  });

  it("counts an attempt naming the server's deal once, whatever replays it", async () => {
    const [d] = (await dealAhead(db, ALICE, DEFAULT_RULE_SET, NOW)).deals;
    if (!d) throw new Error("no deal");
    const a = attempt({ id: d.id, source: "server", hand: d.hand, front: d.hand.slice(0, 2) });
    expect(await syncOne(db, ALICE, a, NOW)).toMatchObject({ status: "stored", counted: true });
    // The same attempt again, another tab's copy, another device's answer to the same deal.
    const other = { ...a, front: d.hand.slice(2, 4) as [number, number] };
    const results = await Promise.all([syncOne(db, ALICE, a, NOW), syncOne(db, ALICE, other, NOW)]);
    expect(results.map((r) => r.status)).toEqual(["duplicate", "duplicate"]);
    expect(await countedHands()).toBe(1);
  });

  it("refuses the forged hand on the server's deal, on an unknown deal and on another learner's", async () => {
    const [d] = (await dealAhead(db, ALICE, DEFAULT_RULE_SET, NOW)).deals;
    const [bobs] = (await dealAhead(db, BOB, DEFAULT_RULE_SET, NOW)).deals;
    if (!d || !bobs) throw new Error("no deal");
    const forged = (id: string) =>
      attempt({
        id,
        source: "server",
        hand: FORGED,
        front: [FORGED[4], FORGED[5]],
        claimed: { verdict: "optimal", ev: 1 },
      });
    expect(await syncOne(db, ALICE, forged(d.id), NOW)).toEqual({
      id: d.id,
      status: "refused",
      code: "unknown-deal",
    });
    const unknown = randomUUID();
    expect(await syncOne(db, ALICE, forged(unknown), NOW)).toEqual({
      id: unknown,
      status: "refused",
      code: "unknown-deal",
    });
    // Bob's deal, even with Bob's own hand: not Alice's.
    const onBobs = attempt({
      id: bobs.id,
      source: "server",
      hand: bobs.hand,
      front: bobs.hand.slice(0, 2),
    });
    expect(await syncOne(db, ALICE, onBobs, NOW)).toEqual({
      id: bobs.id,
      status: "refused",
      code: "not-your-attempt",
    });
    // The server's deal under another rule set than it was dealt for.
    const otherCasino = attempt({
      id: d.id,
      source: "server",
      hand: d.hand,
      front: d.hand.slice(0, 2),
      ruleSet: { way: "foxwoods", variant: "standard" },
    });
    expect((await syncOne(db, ALICE, otherCasino, NOW)).status).toBe("refused");
    expect(await stored()).toHaveLength(0);
    // The deal is still Alice's to answer.
    const real = attempt({ id: d.id, source: "server", hand: d.hand, front: d.hand.slice(0, 2) });
    expect((await syncOne(db, ALICE, real, NOW)).status).toBe("stored");
  });

  it("keeps a hand the device dealt itself as practice only: in history, never counted", async () => {
    const before = await countedHands();
    const own = attempt({
      hand: FORGED,
      front: [FORGED[4], FORGED[5]],
      claimed: { verdict: "optimal", ev: 1 },
    });
    expect(await syncOne(db, ALICE, own, NOW)).toMatchObject({ status: "stored", counted: false });
    const [row] = await stored();
    expect(row?.attemptKind).toBe("unverified");
    expect(row?.hand).toBe("As Ah Ks Kh Qs Js 2c");
    expect(await countedHands()).toBe(before);
    expect(await offlineDecisionCount(db, { learnerId: ALICE })).toBe(0);
    // A queue from before the batch existed (no source): the device's hands, not counted.
    const legacy = offlineAttemptInput.parse({
      id: randomUUID(),
      learnerId: ALICE,
      hand: HAND,
      front: [HAND[1], HAND[2]],
      drill: "any",
      filter: null,
      dealtAt: NOW - 1000,
      answeredAt: NOW - 500,
      houseWay: false,
    });
    expect(legacy.source).toBe("device");
    expect(await syncOne(db, ALICE, legacy, NOW)).toMatchObject({ counted: false });
    expect(await countedHands()).toBe(before);
  });
});

describe("offline practice under a learner's own house way (issue 52 part 3)", () => {
  /**
   * Foxwoods with five aces split as two aces in front and ace-king in front of a full house of
   * deuces: a way of this file's own (no other file installs it in the worker they share).
   */
  const OWN_DOC = (() => {
    const doc = structuredClone(wayDocument("foxwoods"));
    doc.rules["five-aces"] = { option: "aces-in-front", kingsInFront: false };
    doc.rules["full-house"] = { option: "pair-in-front", aceKingInFront: { pairAtMost: "2" } };
    return doc;
  })();
  const OWN = customWayId(OWN_DOC) as Way;
  const OWN_EZ: RuleSet = { way: OWN, variant: "ez" };
  const FORGED: RuleSet = { way: "custom-0123456789abcdef" as Way, variant: "ez" };

  /** The way stored as a teacher's checked way (not installed in this process). */
  async function storeOwnWay(): Promise<void> {
    const owner = await addUser(db, "owner", "teacher");
    await insertHouseWay(db, {
      id: OWN,
      ownerId: owner.id,
      name: "Private name",
      document: formatWayDocument({ ...OWN_DOC, name: "Private name" }),
      createdAt: NOW,
    });
    await setHouseWayStatus(db, OWN, owner.id, "valid", null, NOW);
  }

  it("grades again under the learner's own way, by the rules stored here, and records it", async () => {
    await storeOwnWay();
    await setLearnerRuleSetKey(db, ALICE, ruleSetKey(OWN_EZ));
    expect(installedWayDocument(OWN)).toBeUndefined();
    const a = attempt({ ruleSet: OWN_EZ });
    expect(await syncOne(db, ALICE, a, NOW)).toMatchObject({ status: "stored", counted: false });
    const [row] = await stored();
    const g = grade(HAND, [HAND[1], HAND[2]] as Card[], {
      result: exactEv(HAND, { ruleSet: OWN_EZ }),
    });
    expect(row?.ruleSet).toBe(`${OWN}/ez`);
    expect(row?.ev).toBe(g.chosen.ev);
    expect(row?.houseWayEv).toBe(g.houseWay.ev);
    // A hand the server dealt ahead under the way counts.
    const [d] = (await dealAhead(db, ALICE, OWN_EZ, NOW)).deals;
    if (!d) throw new Error("no deal");
    const served = attempt({
      id: d.id,
      source: "server",
      hand: d.hand,
      front: d.hand.slice(0, 2),
      ruleSet: OWN_EZ,
    });
    expect(await syncOne(db, ALICE, served, NOW)).toMatchObject({
      status: "stored",
      counted: true,
    });
    expect((await stored()).map((r) => r.ruleSet)).toEqual([`${OWN}/ez`, `${OWN}/ez`]);
  });

  it("refuses a forged way and a way the learner may not use, and stores nothing", async () => {
    await storeOwnWay();
    // Bob's casino is not the way (it is Alice's, and a teacher's private way).
    await setLearnerRuleSetKey(db, ALICE, ruleSetKey(OWN_EZ));
    const results = await syncAttempts(
      db,
      BOB,
      [
        attempt({ learnerId: BOB, ruleSet: OWN_EZ }),
        attempt({ learnerId: BOB, ruleSet: FORGED }),
        // The learner's casino naming a way no one checked here is still a forged way.
        attempt({ learnerId: BOB, ruleSet: { ...FORGED, variant: "cf" } }),
      ],
      NOW,
    );
    await setLearnerRuleSetKey(db, BOB, ruleSetKey({ ...FORGED, variant: "cf" }));
    results.push(
      await syncOne(
        db,
        BOB,
        attempt({ learnerId: BOB, ruleSet: { ...FORGED, variant: "cf" } }),
        NOW,
      ),
    );
    expect(results.map((r) => r.status === "refused" && r.code)).toEqual([
      "unknown-way",
      "unknown-way",
      "unknown-way",
      "unknown-way",
    ]);
    // Nor does the server deal ahead under it for Bob.
    await expect(dealAhead(db, BOB, OWN_EZ, NOW)).rejects.toMatchObject({ code: "unknown-way" });
    await expect(dealAhead(db, BOB, FORGED, NOW)).rejects.toMatchObject({ code: "unknown-way" });
    expect(await stored()).toEqual([]);
    expect(await db.select().from(deals)).toEqual([]);
    expect(await db.select().from(offlineDeals)).toEqual([]);
    // An id that is not a way's is refused by the route's schema.
    expect(
      offlineAttemptInput.safeParse({ ...attempt(), ruleSet: { way: "custom-xyz", variant: "ez" } })
        .success,
    ).toBe(false);
  });
});
