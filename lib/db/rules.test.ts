import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  getRulePage,
  listRulePages,
  listRulePageVersions,
  type SeedInput,
  saveRulePage,
  seedRulePages,
} from "./rules";
import type { Queryable } from "./store";
import { openTestStore, type TestStore } from "./test-store";

const seed = (overrides: Partial<SeedInput> = {}): SeedInput => ({
  locale: "en",
  slug: "joker",
  title: "The joker",
  body: "It counts as an ace.",
  sortOrder: 3,
  ...overrides,
});

const t0 = new Date("2026-01-01T10:00:00Z");
const t1 = new Date("2026-01-02T10:00:00Z");
const t2 = new Date("2026-01-03T10:00:00Z");

describe("rule pages in the database", () => {
  let store: TestStore;
  let db: Queryable;

  beforeEach(async () => {
    store = await openTestStore();
    db = store.db;
  });

  afterEach(async () => {
    await store.close();
  });

  describe("seeding", () => {
    it("inserts every page once as version 1, and a second run changes nothing", async () => {
      const pages = [seed(), seed({ slug: "glossary", title: "Glossary", sortOrder: 5 })];
      expect(await seedRulePages(db, pages, t0)).toEqual({ inserted: 2, refreshed: 0, kept: 0 });
      expect(await seedRulePages(db, pages, t1)).toEqual({ inserted: 0, refreshed: 0, kept: 2 });

      const page = await getRulePage(db, "en", "joker");
      expect(page).toMatchObject({ version: 1, source: "seed", title: "The joker" });
      expect(page?.updatedAt).toEqual(t0);
      expect((await listRulePages(db, "en")).map((p) => p.slug)).toEqual(["joker", "glossary"]);
    });

    it("keeps locales apart", async () => {
      await seedRulePages(db, [seed(), seed({ locale: "de", title: "Der Joker" })], t0);
      expect((await getRulePage(db, "de", "joker"))?.title).toBe("Der Joker");
      expect(await getRulePage(db, "sv", "joker")).toBeNull();
      expect(await listRulePages(db, "fr")).toEqual([]);
    });

    it("brings a page still holding seeded text up to a changed file, keeping the old text", async () => {
      await seedRulePages(db, [seed()], t0);
      const report = await seedRulePages(db, [seed({ body: "It counts as an ace, mostly." })], t1);
      expect(report).toEqual({ inserted: 0, refreshed: 1, kept: 0 });
      expect(await getRulePage(db, "en", "joker")).toMatchObject({
        version: 2,
        source: "seed",
        body: "It counts as an ace, mostly.",
      });
      expect(await listRulePageVersions(db, "en", "joker")).toEqual([
        { version: 1, title: "The joker", source: "seed", savedAt: t0, replacedAt: t1 },
      ]);
    });

    it("never overwrites a page an admin has edited", async () => {
      await seedRulePages(db, [seed()], t0);
      await saveRulePage(
        db,
        { locale: "en", slug: "joker", title: "Joker", body: "Edited.", baseVersion: 1 },
        t1,
      );
      const report = await seedRulePages(db, [seed({ body: "New file text.", sortOrder: 9 })], t2);
      expect(report).toEqual({ inserted: 0, refreshed: 0, kept: 1 });
      expect(await getRulePage(db, "en", "joker")).toMatchObject({
        version: 2,
        source: "admin",
        title: "Joker",
        body: "Edited.",
        sortOrder: 9,
      });
    });
  });

  describe("saving", () => {
    beforeEach(async () => {
      await seedRulePages(db, [seed()], t0);
    });

    it("writes a new version and keeps the replaced one", async () => {
      const result = await saveRulePage(
        db,
        { locale: "en", slug: "joker", title: "Joker", body: "v2", baseVersion: 1 },
        t1,
      );
      expect(result).toMatchObject({ status: "saved", page: { version: 2, body: "v2" } });
      await saveRulePage(
        db,
        { locale: "en", slug: "joker", title: "Joker!", body: "v3", baseVersion: 2 },
        t2,
      );

      expect(await getRulePage(db, "en", "joker")).toMatchObject({
        version: 3,
        title: "Joker!",
        body: "v3",
        source: "admin",
        createdAt: t0,
        updatedAt: t2,
      });
      expect(await listRulePageVersions(db, "en", "joker")).toEqual([
        { version: 2, title: "Joker", source: "admin", savedAt: t1, replacedAt: t2 },
        { version: 1, title: "The joker", source: "seed", savedAt: t0, replacedAt: t1 },
      ]);
    });

    it("refuses a save built on an old version and changes nothing", async () => {
      await saveRulePage(
        db,
        { locale: "en", slug: "joker", title: "First", body: "first", baseVersion: 1 },
        t1,
      );
      const before = await getRulePage(db, "en", "joker");

      const stale = await saveRulePage(
        db,
        { locale: "en", slug: "joker", title: "Second", body: "second", baseVersion: 1 },
        t2,
      );
      expect(stale).toEqual({ status: "stale", currentVersion: 2 });
      const forged = await saveRulePage(
        db,
        { locale: "en", slug: "joker", title: "Forged", body: "forged", baseVersion: 7 },
        t2,
      );
      expect(forged).toEqual({ status: "stale", currentVersion: 2 });

      expect(await getRulePage(db, "en", "joker")).toEqual(before);
      expect(await listRulePageVersions(db, "en", "joker")).toHaveLength(1);
    });

    it("reports a page that does not exist", async () => {
      expect(
        await saveRulePage(db, {
          locale: "sv",
          slug: "joker",
          title: "x",
          body: "y",
          baseVersion: 1,
        }),
      ).toEqual({ status: "not-found" });
    });
  });
});
