/**
 * A class set to its teacher's own house way (issue 52 part 3): only the teacher's own checked
 * way is taken (another user's private way, a forged id and an unchecked way are refused, and
 * nothing changes); a member takes the class's casino and practises and drills under it; a
 * class table deals and settles by it, the way installed from the store before the machine
 * sets a hand (the process never saw it); the class keeps the version its teacher set.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { classes, roundSeats, rounds, type UserRow } from "@/db/schema";
import type { Actor } from "@/lib/auth/roles";
import { insertClass, insertMember } from "@/lib/db/classes";
import { learnerRuleSetKey } from "@/lib/db/learners";
import type { Queryable } from "@/lib/db/store";
import { ledgerMismatches } from "@/lib/db/table";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { insertHouseWay, setHouseWayStatus } from "@/lib/db/ways";
import { dealDealerHand } from "@/lib/dealer/service";
import {
  customWayId,
  formatHand,
  formatWayDocument,
  houseWay,
  installedWayDocument,
  parseHand,
  type Way,
  type WayDocument,
  wayDocument,
} from "@/lib/engine";
import { openForClass } from "@/lib/live/class-tables";
import { liveOpts as opts, T } from "@/lib/live/test-live";
import { runVerb } from "@/lib/live/verbs";
import { dealHand } from "@/lib/practice/deal";
import { addUser } from "@/tests/support/db-fixtures";
import { setClassCasino, takeClassCasino } from "./classes";

let store: TestStore;
let db: Queryable;
let tess: UserRow;
let otto: UserRow;
let ada: UserRow;
let ben: UserRow;
let classId: string;
const actor = (u: UserRow): Actor => ({ id: u.id, role: u.role });
const casinoOf = async () =>
  (await db.select({ r: classes.ruleSet }).from(classes).where(eq(classes.id, classId)))[0]?.r;

/** Foxwoods with no-pair hands set with other singles in front (and trip aces as any trips). */
function variantOf(positions: [number, number], tripAces = false): WayDocument {
  const doc = structuredClone(wayDocument("foxwoods"));
  doc.rules["no-pair"] = { option: "singles-in-front", positions };
  if (tripAces)
    doc.rules.trips = { option: "two-highest-singles", tripAces: "two-highest-singles" };
  return doc;
}

/** A way stored as the owner's checked way (its check is lib/ways' business, tested there). */
async function storedWay(owner: UserRow, doc: WayDocument, status: "valid" | "refused" = "valid") {
  const id = customWayId(doc);
  await insertHouseWay(db, {
    id,
    ownerId: owner.id,
    name: `${owner.username}'s way`,
    document: formatWayDocument({ ...doc, name: `${owner.username}'s way` }),
    createdAt: T,
  });
  await setHouseWayStatus(db, id, owner.id, status, status === "valid" ? null : ["x"], T);
  return id as Way;
}

beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
  tess = await addUser(db, "tess", "teacher");
  otto = await addUser(db, "otto", "teacher");
  ada = await addUser(db, "ada");
  ben = await addUser(db, "ben");
  classId = randomUUID();
  await insertClass(db, {
    id: classId,
    teacherId: tess.id,
    name: "Dealers",
    joinCode: "WAYSWAYS",
    ruleSet: "seed/standard",
    createdAt: T,
  });
  await insertMember(db, classId, ada.id, T);
  await insertMember(db, classId, ben.id, T);
});
afterEach(() => store.close());

describe("a class set to its teacher's own way", () => {
  it("takes the teacher's checked way in any game, and refuses any other way id", async () => {
    const mine = await storedWay(tess, variantOf([2, 4]));
    const ottos = await storedWay(otto, variantOf([3, 4]));
    const unchecked = await storedWay(tess, variantOf([2, 5]), "refused");
    const forged = "custom-0123456789abcdef";
    for (const [casino, code] of [
      [`${ottos}-standard`, "unknown-way"],
      [`${forged}-ez`, "unknown-way"],
      [`${unchecked}-standard`, "not-checked"],
    ] as const) {
      expect(await setClassCasino(db, actor(tess), { classId, casino })).toEqual({
        status: "error",
        code,
      });
    }
    // Otto cannot set Tess's class at all, even to his own way.
    expect(
      (await setClassCasino(db, actor(otto), { classId, casino: `${ottos}-standard` })).status,
    ).toBe("error");
    expect(await casinoOf()).toBe("seed/standard");

    expect(await setClassCasino(db, actor(tess), { classId, casino: `${mine}-ez` })).toEqual({
      status: "success",
      data: { casino: `${mine}-ez` },
    });
    expect(await casinoOf()).toBe(`${mine}/ez`);
    // Editing makes a new version: the class keeps the one its teacher set until she moves it.
    const edited = await storedWay(tess, variantOf([2, 4], true));
    expect(edited).not.toBe(mine);
    expect(await casinoOf()).toBe(`${mine}/ez`);
    await setClassCasino(db, actor(tess), { classId, casino: `${edited}-ez` });
    expect(await casinoOf()).toBe(`${edited}/ez`);
  });

  it("a member takes the class's casino: practice and the dealer's drill deal under it", async () => {
    const mine = await storedWay(tess, variantOf([2, 4]));
    await setClassCasino(db, actor(tess), { classId, casino: `${mine}-standard` });
    const learner = ada.learnerId as string;
    const outsider = await addUser(db, "olga");
    expect(
      await takeClassCasino(db, actor(outsider), outsider.learnerId as string, { classId }),
    ).toEqual({ status: "error", code: "not-found" });
    expect(await takeClassCasino(db, actor(ada), learner, { classId })).toEqual({
      status: "success",
      data: { ruleSet: `${mine}/standard` },
    });
    expect(await learnerRuleSetKey(db, learner)).toBe(`${mine}/standard`);
    const dealt = await dealHand(db, learner, { drill: "any" }, { now: T });
    expect(dealt.status === "dealt" && dealt.deal.ruleSet).toEqual({
      way: mine,
      variant: "standard",
    });
    const dealer = await dealDealerHand(db, learner, "all", { now: T });
    expect(dealer.ruleSet).toEqual({ way: mine, variant: "standard" });
    // The outsider's casino did not change.
    expect(await learnerRuleSetKey(db, outsider.learnerId as string)).not.toBe(`${mine}/standard`);
  });

  it("a class table deals and settles by the way, installed from the store first", {
    timeout: 120_000,
  }, async () => {
    // A document no other test of this file installs: this process has never seen the way.
    const doc = variantOf([4, 7]);
    const id = customWayId(doc) as Way;
    expect(installedWayDocument(id)).toBeUndefined();
    await storedWay(tess, doc);
    expect(installedWayDocument(id)).toBeUndefined();
    // As after a restart: the class's row names the way; nothing installed it.
    await db
      .update(classes)
      .set({ ruleSet: `${id}/standard` })
      .where(eq(classes.id, classId));
    const table = await openForClass(
      db,
      tess.learnerId as string,
      classId,
      "live-test-fast",
      opts(T),
    );
    const [a, b] = [ada.learnerId as string, ben.learnerId as string];
    await runVerb(db, a, table, "sit", {}, opts(T));
    await runVerb(db, b, table, "sit", {}, opts(T));
    await runVerb(db, a, table, "bet", { main: 500 }, opts(T + 1));
    const dealt = await runVerb(db, b, table, "bet", { main: 500 }, opts(T + 2));
    expect(dealt.ruleSet).toBe(`${id}/standard`);
    expect(installedWayDocument(id)?.rules).toEqual(doc.rules);
    await runVerb(db, a, table, "house-way", {}, opts(T + 3));
    const settled = await runVerb(db, b, table, "house-way", {}, opts(T + 4));
    expect(settled.phase).toBe("settled");
    const [row] = await db.select().from(rounds).where(eq(rounds.instanceId, table));
    expect(row?.ruleSet).toBe(`${id}/standard`);
    const seats = await db
      .select()
      .from(roundSeats)
      .where(eq(roundSeats.roundId, row?.id ?? ""));
    expect(seats.length).toBe(3);
    // The bank and the House Way seats are set by the class's way, not Foxwoods' own.
    for (const seat of seats)
      expect(seat.front).toBe(formatHand(houseWay(parseHand(seat.hand), id).front));
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("a class table whose way no one checked is refused with an error naming the way", async () => {
    const forged = "custom-00000000000000aa";
    await db
      .update(classes)
      .set({ ruleSet: `${forged}/standard` })
      .where(eq(classes.id, classId));
    const table = await openForClass(
      db,
      tess.learnerId as string,
      classId,
      "live-test-fast",
      opts(T),
    );
    await expect(runVerb(db, ada.learnerId as string, table, "sit", {}, opts(T))).rejects.toThrow(
      forged,
    );
  });
});
