/**
 * Deleting one's own house way (issue 52 part 3): the owner only (another user's way and a
 * forged id are unknown, nothing changes); a way a class of the owner's plays, or the owner's
 * own casino, is kept with a clear error; what was graded under a deleted way keeps its grades,
 * and its rules are still installed by id for whoever's records name it.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { attempts, classes, type UserRow } from "@/db/schema";
import { insertClass } from "@/lib/db/classes";
import { learnerRuleSetKey, setLearnerRuleSetKey } from "@/lib/db/learners";
import type { Queryable } from "@/lib/db/store";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { houseWayDocumentById, houseWayOfOwner } from "@/lib/db/ways";
import {
  type Card,
  installedWayDocument,
  parseWayDocumentText,
  type Way,
  type WayDocument,
  wayDocument,
} from "@/lib/engine";
import { dealHand } from "@/lib/practice/deal";
import { submitAnswer } from "@/lib/practice/submit";
import { addCheckedWay, addUser } from "@/tests/support/db-fixtures";
import { WayError } from "./errors";
import { deleteWay, ensureWayInstalled, ownWays } from "./service";

const NOW = 1_760_000_000_000;
let store: TestStore;
let db: Queryable;
let ada: UserRow;
let ben: UserRow;

beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
  ada = await addUser(db, "ada", "teacher");
  ben = await addUser(db, "ben", "teacher");
});
afterEach(() => store.close());

/** Foxwoods with no-pair fronts at `positions`: a way of its own for each test. */
function wayOf(positions: [number, number]): WayDocument {
  const doc = structuredClone(wayDocument("foxwoods"));
  doc.rules["no-pair"] = { option: "singles-in-front", positions };
  return doc;
}

/** The way stored as `owner`'s checked way, not installed in this process. */
const storedWay = (owner: UserRow, doc: WayDocument, name = "Mine"): Promise<Way> =>
  addCheckedWay(db, owner, doc, NOW, name);

async function codeOf(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    if (error instanceof WayError) return error.code;
    throw error;
  }
  return "none";
}

async function addClass(teacher: UserRow, name: string, ruleSet: string): Promise<string> {
  const id = randomUUID();
  await insertClass(db, {
    id,
    teacherId: teacher.id,
    name,
    joinCode: randomUUID().slice(0, 8).toUpperCase(),
    ruleSet,
    createdAt: NOW,
  });
  return id;
}

describe("deleting one's own way", () => {
  it("only the owner deletes it: another user's way and a forged id are unknown, nothing changes", async () => {
    const way = await storedWay(ada, wayOf([2, 4]));
    for (const [who, id] of [
      [ben, way],
      [ben, "custom-0123456789abcdef"],
      [ada, "custom-0123456789abcdef"],
      [ada, "foxwoods"],
    ] as const)
      expect(await codeOf(deleteWay(db, who.id, who.learnerId, id))).toBe("unknown-way");
    expect((await ownWays(db, ada.id)).map((w) => w.id)).toEqual([way]);
    await deleteWay(db, ada.id, ada.learnerId, way);
    expect(await ownWays(db, ada.id)).toEqual([]);
    // Gone: deleting it again is unknown too.
    expect(await codeOf(deleteWay(db, ada.id, ada.learnerId, way))).toBe("unknown-way");
  });

  it("a way a class of the owner's plays is kept until the class moves; another's copy is no bar", async () => {
    const way = await storedWay(ada, wayOf([2, 5]));
    await addClass(ada, "Dealers", `${way}/ez`);
    await addClass(ada, "Boxmen", `${way}/standard`);
    await addClass(ada, "Others", "foxwoods/standard");
    let refused: unknown;
    try {
      await deleteWay(db, ada.id, ada.learnerId, way);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(WayError);
    expect((refused as WayError).code).toBe("in-use");
    expect((refused as WayError).params).toEqual({ classes: "Boxmen, Dealers" });
    expect(await houseWayOfOwner(db, way, ada.id)).toBeDefined();
    // Ben holds the same rules (a copy: the same id) and his class plays them: Ada's row is hers.
    await storedWay(ben, wayOf([2, 5]), "Copy");
    await addClass(ben, "Ben's", `${way}/standard`);
    await db.update(classes).set({ ruleSet: "seed/standard" }).where(eq(classes.teacherId, ada.id));
    await deleteWay(db, ada.id, ada.learnerId, way);
    expect(await houseWayOfOwner(db, way, ada.id)).toBeUndefined();
    expect(await houseWayOfOwner(db, way, ben.id)).toBeDefined();
    expect((await ownWays(db, ben.id)).map((w) => w.name)).toEqual(["Copy"]);
  });

  it("the owner's own casino is kept until they choose another", async () => {
    const way = await storedWay(ada, wayOf([2, 6]));
    const learner = ada.learnerId as string;
    await setLearnerRuleSetKey(db, learner, `${way}/cf`);
    expect(await codeOf(deleteWay(db, ada.id, learner, way))).toBe("your-casino");
    expect(await houseWayOfOwner(db, way, ada.id)).toBeDefined();
    await setLearnerRuleSetKey(db, learner, "foxwoods/cf");
    await deleteWay(db, ada.id, learner, way);
    expect(await houseWayOfOwner(db, way, ada.id)).toBeUndefined();
  });

  it("what was graded under it keeps its grades, and its rules are still installed by id", {
    timeout: 120_000,
  }, async () => {
    // A document no other test installs: this process has never seen the way.
    const doc = wayOf([3, 6]);
    const way = await storedWay(ada, doc);
    expect(installedWayDocument(way)).toBeUndefined();
    // Ben practised under it (he took a class's casino, say): one graded hand.
    const learner = ben.learnerId as string;
    await setLearnerRuleSetKey(db, learner, `${way}/standard`);
    const dealt = await dealHand(db, learner, { drill: "any" }, { now: NOW });
    if (dealt.status !== "dealt") throw new Error("no deal");
    const [a, b] = dealt.deal.hand;
    const graded = await submitAnswer(
      db,
      learner,
      { dealId: dealt.deal.dealId, front: [a as Card, b as Card] },
      { now: NOW + 1_000 },
    );
    expect(graded.ruleSet).toEqual({ way, variant: "standard" });
    const before = await db.select().from(attempts).where(eq(attempts.learnerId, learner));
    expect(before).toHaveLength(1);

    await deleteWay(db, ada.id, ada.learnerId, way);
    expect(await db.select().from(attempts).where(eq(attempts.learnerId, learner))).toEqual(before);
    // His records still name the way; a process that never saw it (a restart) installs it
    // from the rules kept at the delete, without its owner's name for it.
    expect(await learnerRuleSetKey(db, learner)).toBe(`${way}/standard`);
    const kept = await houseWayDocumentById(db, way);
    expect(kept && parseWayDocumentText(kept).rules).toEqual(doc.rules);
    expect(kept && parseWayDocumentText(kept).name).toBeUndefined();
    await ensureWayInstalled(db, way);
    expect(installedWayDocument(way)?.rules).toEqual(doc.rules);
    // Nobody may choose it any more: it is nobody's way.
    expect(await ownWays(db, ada.id)).toEqual([]);
  });
});
