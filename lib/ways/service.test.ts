/**
 * A learner's own way in the store (issue 52 part 3): saved under its content hash, checked
 * in a worker thread (here on every 40th rank multiset, vitest.config.ts WAY_CHECK_STRIDE: the
 * whole game's 6,972,147 classes are the e2e server's, tests/e2e/way-editor.spec.ts), refused with
 * the hands it fouls, bad documents refused with nothing stored, another owner's way unreadable
 * and unusable, and the stored rule set key of a chosen way read back and installed.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storedRuleSet } from "@/lib/casino/choice";
import { insertUser } from "@/lib/db/auth";
import { insertLearner, learnerRuleSetKey } from "@/lib/db/learners";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { houseWaysOfOwner, insertHouseWay } from "@/lib/db/ways";
import {
  customWayId,
  formatHand,
  houseWay,
  installWayDocument,
  isCustomWay,
  isFoul,
  parseHand,
  parseRuleSetKey,
  type Way,
  type WayDocument,
  wayDocument,
} from "@/lib/engine";
import { checksIdle } from "./checks";
import { UnknownWayError, WayError } from "./errors";
import { runsIdle } from "./exact-runs";
import {
  chooseOwnWay,
  ensureWayInstalled,
  MAX_SAVES_PER_HOUR,
  MAX_WAYS,
  ownWays,
  saveWay,
  sharedWay,
  shareWay,
  type WayState,
  wayState,
} from "./service";

const NOW = 1_760_000_000_000;
let store: TestStore;

async function user(id: string): Promise<void> {
  await insertLearner(store.db, `learner-${id}`, NOW);
  await insertUser(store.db, {
    id,
    username: id,
    email: null,
    passwordHash: "x",
    role: "student",
    learnerId: `learner-${id}`,
    createdAt: NOW,
  });
}

/** Foxwoods with trip aces played as any trips (two highest singles in front). */
function foxwoodsChanged(): WayDocument {
  const doc = structuredClone(wayDocument("foxwoods"));
  doc.rules.trips = { option: "two-highest-singles", tripAces: "two-highest-singles" };
  return doc;
}

/** No pair: the two highest cards in front (every such hand fouls). */
function fouling(): WayDocument {
  const doc = structuredClone(wayDocument("foxwoods"));
  doc.rules["no-pair"] = { option: "singles-in-front", positions: [1, 2] };
  return doc;
}

const text = (doc: WayDocument) => JSON.stringify(doc);

async function settled(owner: string, id: string): Promise<WayState> {
  await checksIdle();
  return wayState(store.db, owner, id);
}

async function codeOf(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (error) {
    return error instanceof WayError ? { code: error.code, params: error.params } : error;
  }
  return "no error";
}

beforeEach(async () => {
  store = await openTestStore();
  await user("ann");
  await user("bob");
});
afterEach(async () => {
  await checksIdle();
  // A way checked valid queues its exact run (a few multisets under vitest): let it end.
  await runsIdle();
  await store.close();
}, 240_000);

describe("saving a learner's own way", () => {
  it("stores it under its content hash, checks every hand, and lets its owner choose it", {
    timeout: 120_000,
  }, async () => {
    const doc = foxwoodsChanged();
    const saved = await saveWay(
      store.db,
      "ann",
      { document: text(doc), name: "  Ann's way " },
      NOW,
    );
    expect(saved).toEqual({ status: "checking", id: customWayId(doc) });
    const id = customWayId(doc);
    const checking = await wayState(store.db, "ann", id);
    expect(checking.status).toBe("checking");
    const started = Date.now();
    expect(await settled("ann", id)).toEqual({ status: "valid" });
    // The check of a sample here; the whole game's within 90 s is the e2e's (way-editor.spec.ts).
    expect(Date.now() - started).toBeLessThan(90_000);

    const [own] = await ownWays(store.db, "ann");
    expect(own).toMatchObject({ id, name: "Ann's way", status: "valid" });
    expect(own?.document.rules.trips.tripAces).toBe("two-highest-singles");
    // Saving the same rules again (another name, keys reordered) is the same row.
    await saveWay(store.db, "ann", { document: text({ ...doc, name: "again" }), name: "x" }, NOW);
    expect(await houseWaysOfOwner(store.db, "ann")).toHaveLength(1);

    const rs = await chooseOwnWay(store.db, "ann", "learner-ann", id, "ez");
    expect(rs).toEqual({ way: id, variant: "ez" });
    const key = await learnerRuleSetKey(store.db, "learner-ann");
    expect(key).toBe(`${id}/ez`);
    // The stored key reads back as the same rule set, and the way sets hands as the document says.
    expect(storedRuleSet(key as string)).toEqual(rs);
    await ensureWayInstalled(store.db, id as Way);
    const tripAces = parseHand("Ac Ad Ah Ks 9d 5c 2h");
    expect(formatHand(houseWay(tripAces, id as Way).front)).toBe("Ks 9d");
    expect(formatHand(houseWay(tripAces, "foxwoods").front)).toBe("Ac Ks");
  });

  it("refuses a way that fouls, with the first hands it fouls", { timeout: 120_000 }, async () => {
    const doc = fouling();
    const { id } = (await saveWay(store.db, "ann", { document: text(doc), name: "bad" }, NOW)) as {
      id: string;
    };
    const state = await settled("ann", id);
    expect(state.status).toBe("refused");
    const hands = state.status === "refused" ? state.hands : [];
    expect(hands.length).toBeGreaterThan(0);
    for (const { hand, setting } of hands) {
      const s = houseWay(parseHand(hand), installWayDocument(doc));
      expect(s.rule).toBe("no-pair");
      // The front beats the back: the setting the page shows is the fouling one.
      expect(setting).toEqual({
        back: formatHand(s.back),
        front: formatHand(s.front),
        backValue: s.backValue,
        frontValue: s.frontValue,
      });
      expect(isFoul(s.backValue, s.frontValue)).toBe(true);
    }
    // A refused way cannot be chosen.
    expect(await codeOf(chooseOwnWay(store.db, "ann", "learner-ann", id, "standard"))).toEqual({
      code: "not-checked",
      params: undefined,
    });
  });

  it("answers a document that repeats a published way with that way, storing nothing", async () => {
    const doc = { ...wayDocument("claridge"), name: "mine" };
    expect(await saveWay(store.db, "ann", { document: text(doc), name: "x" }, NOW)).toEqual({
      status: "published",
      way: "claridge",
    });
    expect(await houseWaysOfOwner(store.db, "ann")).toEqual([]);
  });

  it.each([
    ["an unknown option", unknownOption(), { reason: "badRule", handType: "trips" }],
    ["a missing hand type", missingHandType(), { reason: "missingHandType", handType: "quads" }],
    ["wrong types", wrongTypes(), { reason: "badRule", handType: "no-pair" }],
    ["1 MB of garbage", "x".repeat(1 << 20), { reason: "tooLarge" }],
    ["text that is not JSON", "{ rules: nope", { reason: "notJson" }],
  ])("refuses %s with a clear error and stores nothing", async (_, document, params) => {
    expect(await codeOf(saveWay(store.db, "ann", { document, name: "n" }, NOW))).toEqual({
      code: "bad-document",
      params,
    });
    expect(await houseWaysOfOwner(store.db, "ann")).toEqual([]);
  });
});

describe("another owner's way", () => {
  it("can be neither read nor chosen by anyone else", { timeout: 120_000 }, async () => {
    const doc = foxwoodsChanged();
    const id = customWayId(doc);
    await saveWay(store.db, "ann", { document: text(doc), name: "Ann's" }, NOW);
    await settled("ann", id);
    expect(await codeOf(wayState(store.db, "bob", id))).toEqual({
      code: "unknown-way",
      params: undefined,
    });
    expect(await ownWays(store.db, "bob")).toEqual([]);
    expect(await codeOf(chooseOwnWay(store.db, "bob", "learner-bob", id, "standard"))).toEqual({
      code: "unknown-way",
      params: undefined,
    });
    expect(await learnerRuleSetKey(store.db, "learner-bob")).toBe("seed/standard");
  });
});

describe("rule set keys of custom ways", () => {
  it("parse by their form, and an id no one stored is an error that names it", async () => {
    const id = "custom-0123456789abcdef";
    expect(isCustomWay(id)).toBe(true);
    expect(parseRuleSetKey(`${id}/cf`)).toEqual({ way: id, variant: "cf" });
    expect(() => parseRuleSetKey("custom-xyz/standard")).toThrow(/unknown house way "custom-xyz"/);
    expect(() => storedRuleSet("custom-0123456789ABCDEF/ez")).toThrow(/custom-0123456789ABCDEF/);
    const missing = ensureWayInstalled(store.db, id as Way);
    await expect(missing).rejects.toBeInstanceOf(UnknownWayError);
    await expect(ensureWayInstalled(store.db, id as Way)).rejects.toThrow(id);
  });
});

function unknownOption(): string {
  const doc = structuredClone(wayDocument("foxwoods")) as unknown as {
    rules: Record<string, unknown>;
  };
  doc.rules.trips = { option: "split-the-trips", tripAces: "two-highest-singles" };
  return JSON.stringify(doc);
}

function missingHandType(): string {
  const doc = structuredClone(wayDocument("foxwoods")) as unknown as {
    rules: Record<string, unknown>;
  };
  delete doc.rules.quads;
  return JSON.stringify(doc);
}

function wrongTypes(): string {
  const doc = structuredClone(wayDocument("foxwoods")) as unknown as {
    rules: Record<string, unknown>;
  };
  doc.rules["no-pair"] = { option: "singles-in-front", positions: ["two", 3] };
  return JSON.stringify(doc);
}

describe("a shared way", () => {
  it("is read through its link only, and copied by saving it as one's own", {
    timeout: 120_000,
  }, async () => {
    const doc = foxwoodsChanged();
    const id = customWayId(doc);
    await saveWay(store.db, "ann", { document: text(doc), name: "Ann's" }, NOW);
    await settled("ann", id);
    // Only its owner can share it; the link is the same each time.
    expect(await codeOf(shareWay(store.db, "bob", id))).toEqual({
      code: "unknown-way",
      params: undefined,
    });
    const token = await shareWay(store.db, "ann", id);
    expect(token).toMatch(/^[\w-]{24}$/);
    expect(await shareWay(store.db, "ann", id)).toBe(token);
    // Bob reads it through the link, not without it ...
    const shared = await sharedWay(store.db, token);
    expect(shared.name).toBe("Ann's");
    expect(customWayId(shared.document)).toBe(id);
    expect(await codeOf(sharedWay(store.db, "x".repeat(24)))).toEqual({
      code: "unknown-way",
      params: undefined,
    });
    expect(await codeOf(chooseOwnWay(store.db, "bob", "learner-bob", id, "ez"))).toEqual({
      code: "unknown-way",
      params: undefined,
    });
    // ... and copies it: his own row (his name, no link of Ann's), which he can then choose.
    await saveWay(store.db, "bob", { document: text(shared.document), name: "Copy" }, NOW);
    expect(await settled("bob", id)).toEqual({ status: "valid" });
    const [copy] = await houseWaysOfOwner(store.db, "bob");
    expect(copy).toMatchObject({ id, name: "Copy", shareToken: null });
    await chooseOwnWay(store.db, "bob", "learner-bob", id, "ez");
    expect(await learnerRuleSetKey(store.db, "learner-bob")).toBe(`${id}/ez`);
  });

  it("cannot be shared before its check passes", { timeout: 120_000 }, async () => {
    const doc = fouling();
    const id = customWayId(doc);
    await saveWay(store.db, "ann", { document: text(doc), name: "bad" }, NOW);
    await settled("ann", id);
    expect(await codeOf(shareWay(store.db, "ann", id))).toEqual({
      code: "not-checked",
      params: undefined,
    });
  });
});

describe("the caps on saved ways", () => {
  /** `n` stored ways of ann's, saved at `at` (rows only: their rules do not matter here). */
  async function held(n: number, at: number): Promise<void> {
    for (let k = 0; k < n; k++)
      await insertHouseWay(store.db, {
        id: `custom-${k.toString(16).padStart(16, "0")}`,
        ownerId: "ann",
        name: `w${k}`,
        document: "{}",
        createdAt: at,
      });
  }

  it("refuses a new way past MAX_WAYS, storing nothing; the same rules again are no new way", async () => {
    await held(MAX_WAYS - 1, NOW - 2 * 3600_000);
    const first = foxwoodsChanged();
    expect((await saveWay(store.db, "ann", { document: text(first), name: "a" }, NOW)).status).toBe(
      "checking",
    );
    const second = fouling();
    expect(
      await codeOf(saveWay(store.db, "ann", { document: text(second), name: "b" }, NOW)),
    ).toEqual({ code: "too-many-ways", params: { max: String(MAX_WAYS) } });
    expect(await houseWaysOfOwner(store.db, "ann")).toHaveLength(MAX_WAYS);
    // A way she holds already saves as before; Bob's count is his own.
    expect((await saveWay(store.db, "ann", { document: text(first), name: "a" }, NOW)).status).toBe(
      "checking",
    );
    expect(
      (await saveWay(store.db, "bob", { document: text(second), name: "b" }, NOW)).status,
    ).toBe("checking");
  });

  it("refuses more than MAX_SAVES_PER_HOUR new ways an hour", async () => {
    await held(MAX_SAVES_PER_HOUR, NOW - 10 * 60_000);
    expect(
      await codeOf(saveWay(store.db, "ann", { document: text(fouling()), name: "b" }, NOW)),
    ).toEqual({ code: "too-many-saves", params: { max: String(MAX_SAVES_PER_HOUR) } });
    expect(await houseWaysOfOwner(store.db, "ann")).toHaveLength(MAX_SAVES_PER_HOUR);
    // An hour after those saves, she may save again.
    expect(
      (await saveWay(store.db, "ann", { document: text(fouling()), name: "b" }, NOW + 3600_000))
        .status,
    ).toBe("checking");
  });
});
