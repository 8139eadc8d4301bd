import { describe, expect, it } from "vitest";
import { meta } from "@/db/schema";
import { openTestStore } from "@/lib/db/test-store";
import {
  newLearnerId,
  SECRET_META_KEY,
  sessionSecret,
  signLearnerId,
  verifyLearnerCookie,
} from "./cookie";

const SECRET = "x".repeat(40);

describe("learner cookie", () => {
  it("round-trips a signed learner id", () => {
    const id = newLearnerId();
    expect(verifyLearnerCookie(signLearnerId(id, SECRET), SECRET)).toBe(id);
  });

  it("rejects a cookie whose id was swapped for another learner's", () => {
    const mine = signLearnerId(newLearnerId(), SECRET);
    const other = newLearnerId();
    const forged = `${other}${mine.slice(mine.indexOf("."))}`;
    expect(verifyLearnerCookie(forged, SECRET)).toBeNull();
  });

  it("rejects a cookie signed with another secret", () => {
    const id = newLearnerId();
    expect(verifyLearnerCookie(signLearnerId(id, "y".repeat(40)), SECRET)).toBeNull();
  });

  it.each([
    undefined,
    "",
    "no-dot-at-all",
    "not-a-uuid.abc",
    `${newLearnerId()}.`,
    `${newLearnerId()}.AAAA`,
  ])("rejects the malformed value %j", (value) => {
    expect(verifyLearnerCookie(value, SECRET)).toBeNull();
  });

  it("generates a secret once, keeps it in meta and reuses it", async () => {
    const { db, close } = await openTestStore();
    try {
      const first = await sessionSecret(db, undefined);
      expect(first.length).toBeGreaterThanOrEqual(40);
      expect(await sessionSecret(db, undefined)).toBe(first);
      expect(await db.select().from(meta)).toEqual([{ key: SECRET_META_KEY, value: first }]);
    } finally {
      await close();
    }
  });

  it("prefers SESSION_SECRET and then stores nothing", async () => {
    const { db, close } = await openTestStore();
    try {
      expect(await sessionSecret(db, SECRET)).toBe(SECRET);
      expect(await db.select().from(meta)).toEqual([]);
    } finally {
      await close();
    }
  });
});
