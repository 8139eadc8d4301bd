import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDb } from "./client";
import {
  getRulePage,
  listRulePages,
  listRulePageVersions,
  type SeedInput,
  saveRulePage,
  seedRulePages,
} from "./rules";

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
  let dir: string;
  let db: ReturnType<typeof openDb>;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-rules-"));
    db = openDb(path.join(dir, "rules.db"));
  });

  afterEach(() => {
    db.$client.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  describe("seeding", () => {
    it("inserts every page once as version 1, and a second run changes nothing", () => {
      const pages = [seed(), seed({ slug: "glossary", title: "Glossary", sortOrder: 5 })];
      expect(seedRulePages(db, pages, t0)).toEqual({ inserted: 2, refreshed: 0, kept: 0 });
      expect(seedRulePages(db, pages, t1)).toEqual({ inserted: 0, refreshed: 0, kept: 2 });

      const page = getRulePage(db, "en", "joker");
      expect(page).toMatchObject({ version: 1, source: "seed", title: "The joker" });
      expect(page?.updatedAt).toEqual(t0);
      expect(listRulePages(db, "en").map((p) => p.slug)).toEqual(["joker", "glossary"]);
    });

    it("keeps locales apart", () => {
      seedRulePages(db, [seed(), seed({ locale: "de", title: "Der Joker" })], t0);
      expect(getRulePage(db, "de", "joker")?.title).toBe("Der Joker");
      expect(getRulePage(db, "sv", "joker")).toBeNull();
      expect(listRulePages(db, "fr")).toEqual([]);
    });

    it("brings a page still holding seeded text up to a changed file, keeping the old text", () => {
      seedRulePages(db, [seed()], t0);
      const report = seedRulePages(db, [seed({ body: "It counts as an ace, mostly." })], t1);
      expect(report).toEqual({ inserted: 0, refreshed: 1, kept: 0 });
      expect(getRulePage(db, "en", "joker")).toMatchObject({
        version: 2,
        source: "seed",
        body: "It counts as an ace, mostly.",
      });
      expect(listRulePageVersions(db, "en", "joker")).toEqual([
        { version: 1, title: "The joker", source: "seed", savedAt: t0, replacedAt: t1 },
      ]);
    });

    it("never overwrites a page an admin has edited", () => {
      seedRulePages(db, [seed()], t0);
      saveRulePage(
        db,
        { locale: "en", slug: "joker", title: "Joker", body: "Edited.", baseVersion: 1 },
        t1,
      );
      const report = seedRulePages(db, [seed({ body: "New file text.", sortOrder: 9 })], t2);
      expect(report).toEqual({ inserted: 0, refreshed: 0, kept: 1 });
      expect(getRulePage(db, "en", "joker")).toMatchObject({
        version: 2,
        source: "admin",
        title: "Joker",
        body: "Edited.",
        sortOrder: 9,
      });
    });
  });

  describe("saving", () => {
    beforeEach(() => {
      seedRulePages(db, [seed()], t0);
    });

    it("writes a new version and keeps the replaced one", () => {
      const result = saveRulePage(
        db,
        { locale: "en", slug: "joker", title: "Joker", body: "v2", baseVersion: 1 },
        t1,
      );
      expect(result).toMatchObject({ status: "saved", page: { version: 2, body: "v2" } });
      saveRulePage(
        db,
        { locale: "en", slug: "joker", title: "Joker!", body: "v3", baseVersion: 2 },
        t2,
      );

      expect(getRulePage(db, "en", "joker")).toMatchObject({
        version: 3,
        title: "Joker!",
        body: "v3",
        source: "admin",
        createdAt: t0,
        updatedAt: t2,
      });
      expect(listRulePageVersions(db, "en", "joker")).toEqual([
        { version: 2, title: "Joker", source: "admin", savedAt: t1, replacedAt: t2 },
        { version: 1, title: "The joker", source: "seed", savedAt: t0, replacedAt: t1 },
      ]);
    });

    it("refuses a save built on an old version and changes nothing", () => {
      saveRulePage(
        db,
        { locale: "en", slug: "joker", title: "First", body: "first", baseVersion: 1 },
        t1,
      );
      const before = getRulePage(db, "en", "joker");

      const stale = saveRulePage(
        db,
        { locale: "en", slug: "joker", title: "Second", body: "second", baseVersion: 1 },
        t2,
      );
      expect(stale).toEqual({ status: "stale", currentVersion: 2 });
      const forged = saveRulePage(
        db,
        { locale: "en", slug: "joker", title: "Forged", body: "forged", baseVersion: 7 },
        t2,
      );
      expect(forged).toEqual({ status: "stale", currentVersion: 2 });

      expect(getRulePage(db, "en", "joker")).toEqual(before);
      expect(listRulePageVersions(db, "en", "joker")).toHaveLength(1);
    });

    it("reports a page that does not exist", () => {
      expect(
        saveRulePage(db, { locale: "sv", slug: "joker", title: "x", body: "y", baseVersion: 1 }),
      ).toEqual({ status: "not-found" });
    });
  });
});
