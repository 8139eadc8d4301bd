import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseHand } from "../cards";
import { classAt } from "../exact/classes";
import { createRng, deal } from "../rng";
import type { Way } from "../rule-set";
import { checkWay } from "./check";
import {
  canonicalWay,
  customWayId,
  formatWayDocument,
  type WayDocument,
  wayHash,
} from "./document";
import { parseWayDocument, parseWayDocumentText, WayDocumentError } from "./document-parse";
import { installWayDocument, wayDef, wayDocument } from "./index";
import { REFERENCE_WAYS, type ReferenceWay } from "./reference";
import { sha256Hex } from "./sha256";
import { setByWay } from "./shared";

const DOCUMENT_WAYS = Object.keys(REFERENCE_WAYS) as ReferenceWay[];
const clone = (doc: WayDocument): WayDocument => JSON.parse(JSON.stringify(doc));

// The independent implementation's hands (../shared/fixtures/casino-ways.tsv).
const FIXTURE_HANDS = [
  ...new Set(
    readFileSync("tests/fixtures/casino-ways.tsv", "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((l) => l.split("\t")[0] as string),
  ),
];

/** Parses and expects a WayDocumentError; returns its issues as "field: message" lines. */
function problems(value: unknown): string[] {
  try {
    if (typeof value === "string") parseWayDocumentText(value);
    else parseWayDocument(value);
  } catch (e) {
    if (e instanceof WayDocumentError) return e.issues.map((i) => `${i.field}: ${i.message}`);
    throw e;
  }
  throw new Error("the document was accepted");
}

describe("way documents", () => {
  it.each(DOCUMENT_WAYS)(
    "%s's document sets the fixture hands and 200,000 random hands as the coded way",
    (way) => {
      const def = wayDef(way);
      const reference = REFERENCE_WAYS[way];
      const differ: string[] = [];
      const compare = (hand: number[]) => {
        const want = setByWay(reference, hand);
        const got = def.code(hand);
        if (got !== want && differ.length < 5)
          differ.push(`${hand.join(",")}: code ${got}, coded way ${want}`);
      };
      for (const text of FIXTURE_HANDS) compare(parseHand(text));
      const rng = createRng(52);
      for (let n = 0; n < 200_000; n++) compare(deal(rng));
      // Classes spread over the whole game, straights and quads included.
      for (let c = 0; c < 6_972_147; c += 997) compare(classAt(c));
      expect(differ).toEqual([]);
    },
  );

  it.each(DOCUMENT_WAYS)("%s's file passes the parser and is its published way", (way) => {
    const doc = parseWayDocument(wayDocument(way));
    expect(installWayDocument(doc)).toBe(way);
  });

  it("refuses an unknown option, naming the field and the known options", () => {
    const doc = clone(wayDocument("foxwoods")) as unknown as {
      rules: Record<string, { option: string }>;
    };
    (doc.rules["two-pair"] as { option: string }).option = "always-split";
    expect(problems(doc)).toEqual(["rules.two-pair.option: unknown option (one of by-pairs)"]);
  });

  it("refuses a missing hand type and an unknown one", () => {
    const doc = clone(wayDocument("claridge")) as unknown as { rules: Record<string, unknown> };
    delete doc.rules.trips;
    expect(problems(doc)).toEqual(["rules.trips: missing hand type"]);
    doc.rules.trips = clone(wayDocument("claridge")).rules.trips;
    doc.rules["four-pair"] = {};
    expect(problems(doc)[0]).toMatch(/^rules: unknown hand type "four-pair"/);
  });

  it("refuses wrong types, naming each field", () => {
    const doc = clone(wayDocument("ballys-ac")) as unknown as {
      rules: Record<string, Record<string, unknown>>;
    };
    (doc.rules["five-aces"] as Record<string, unknown>).kingsInFront = "yes";
    (doc.rules["no-pair"] as Record<string, unknown>).positions = [2, 3.5];
    (doc.rules.quads as { bands: Array<Record<string, unknown>> }).bands[0] = {
      ranks: "6-2",
      keep: "always",
    };
    expect(problems(doc)).toEqual([
      "rules.five-aces.kingsInFront: Invalid input: expected boolean, received string",
      'rules.quads.bands.0.ranks: expected a rank range such as "2-6", "7-T" or "A" (ranks 2 3 4 5 6 7 8 9 T J Q K A, low first)',
      "rules.no-pair.positions.1: Invalid input: expected int, received number",
    ]);
    const unions = clone(wayDocument("foxwoods")) as unknown as {
      rules: Record<string, Record<string, unknown>>;
    };
    (unions.rules["full-house"] as Record<string, unknown>).aceKingInFront = 5;
    (
      (unions.rules["two-pair"] as { cases: Array<Record<string, unknown>> }).cases[0] as Record<
        string,
        unknown
      >
    ).keep = "sometimes";
    expect(problems(unions)).toEqual([
      'rules.full-house.aceKingInFront: expected null or { "pairAtMost": RANK }',
      'rules.two-pair.cases.0.keep: expected "always", "never", { "singleAtLeast": RANK } or { "frontAtLeast": "HL" }',
    ]);
    expect(problems([1, 2])).toEqual(["document: Invalid input: expected object, received array"]);
    expect(problems('{"format":')[0]).toMatch(/^document: not JSON/);
  });

  it("refuses rank gaps and overlaps in quads bands and two-pair cases", () => {
    const doc = clone(wayDocument("trump-plaza"));
    doc.rules.quads.bands = [
      { ranks: "2-6", keep: "always" },
      { ranks: "6-K", keep: "never" },
    ];
    doc.rules["two-pair"].cases = doc.rules["two-pair"].cases.slice(1);
    expect(problems(doc)).toEqual([
      "rules.quads.bands: quads of 6 in bands 0 and 1 (the bands must not overlap)",
      "rules.quads.bands: no band for quads of A (the bands must cover 2 to A once)",
      ...["3", "4", "5", "6"].flatMap((hi) =>
        ["2", "3", "4", "5"]
          .filter((lo) => lo < hi)
          .map(
            (lo) =>
              `rules.two-pair.cases: no case for pairs of ${hi} and ${lo} (the cases must cover every two pairs once)`,
          ),
      ),
    ]);
  });

  it("refuses more than 64 KB before parsing it (1 MB of garbage)", () => {
    expect(problems("x".repeat(1 << 20))).toEqual([
      "document: 1048576 bytes, more than the 65536 a way document may hold",
    ]);
    // Over the limit in UTF-8 though short in UTF-16 units.
    expect(problems("é".repeat(40_000))[0]).toMatch(/^document: 80000 bytes/);
  });

  it("hashes the canonical way: stable, blind to key order, names and notes, and to range spelling", () => {
    const doc = wayDocument("foxwoods");
    expect(wayHash(doc)).toBe(sha256Hex(canonicalWay(doc)).slice(0, 16));
    expect(wayHash(doc)).toMatch(/^[0-9a-f]{16}$/);
    // Keys reversed at every level, bands reordered, "J-J" for "J", no name or source.
    const reversed = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(reversed)
        : v !== null && typeof v === "object"
          ? Object.fromEntries(
              Object.entries(v)
                .reverse()
                .map(([k, x]) => [k, reversed(x)]),
            )
          : v;
    const other = reversed(clone(doc)) as WayDocument;
    other.rules.quads.bands.reverse();
    other.rules["two-pair"].cases.reverse();
    delete other.name;
    delete other.source;
    expect(wayHash(parseWayDocument(other))).toBe(wayHash(doc));
    expect(canonicalWay(other)).toBe(canonicalWay(doc));
    expect(parseWayDocumentText(formatWayDocument(other))).toEqual(
      parseWayDocument(
        JSON.parse(
          formatWayDocument(doc).replace(/"name": "foxwoods",\n\s*"source": "[^"]*",\n/, ""),
        ),
      ),
    );
    // One rule changed: another id.
    const changed = clone(doc);
    changed.rules["full-house"].aceKingInFront = { pairAtMost: "2" };
    expect(wayHash(changed)).not.toBe(wayHash(doc));
    expect(customWayId(changed)).toBe(`custom-${wayHash(changed)}`);
  });

  it("computes SHA-256 as node:crypto does", () => {
    for (const s of ["", "abc", "a".repeat(55), "a".repeat(56), "a".repeat(64), "é😀".repeat(999)])
      expect(sha256Hex(s)).toBe(createHash("sha256").update(s).digest("hex"));
  });

  it("installs a custom document under its hash and sets hands by it", () => {
    const doc = clone(wayDocument("foxwoods"));
    doc.rules["full-house"].aceKingInFront = { pairAtMost: "2" };
    const id = installWayDocument(doc);
    expect(id).toBe(customWayId(doc));
    const hand = parseHand("7s 7h 7d 2c 2h As Kd");
    expect(wayDef(id).label(wayDef(id).code(hand))).toBe("full-house:ace-king");
    expect(wayDef("foxwoods").label(wayDef("foxwoods").code(hand))).toBe("full-house");
    expect(() => wayDef("custom-0000" as Way)).toThrow(/neither published nor installed/);
  });

  it("keeps two pairs by the front the two highest singles make (frontAtLeast)", () => {
    const doc = clone(wayDocument("trump-plaza"));
    for (const c of doc.rules["two-pair"].cases)
      if (c.low === "2-6" && c.high !== "J-K") c.keep = { frontAtLeast: "KJ" };
    const id = installWayDocument(parseWayDocument(doc));
    const rule = (hand: string) => wayDef(id).label(wayDef(id).code(parseHand(hand)));
    expect(rule("6s 6h 3d 3c Kh Js 2c")).toBe("two-pair:keep");
    expect(rule("6s 6h 3d 3c Kh Ts 2c")).toBe("two-pair:split");
    expect(rule("9s 9h 3d 3c Ah 4s 2c")).toBe("two-pair:keep");
    expect(rule("6s 6h 3d 3c JK 9s 8c")).toBe("two-pair:keep"); // the joker is an ace single
    (doc.rules["two-pair"].cases[0] as { keep: unknown }).keep = { frontAtLeast: "JK" };
    expect(problems(doc)).toEqual([
      'rules.two-pair.cases.0.keep.frontAtLeast: expected a two-card front such as "KJ" (the higher rank first, no pair)',
    ]);
  });

  it("checks a way over suit classes: a published way sets all without fouling", () => {
    // One multiset in 50 here (the whole game is `paigow check-way`).
    const seen: number[] = [];
    const r = checkWay(wayDocument("claridge"), {
      stride: 50,
      onProgress: (done, total) => seen.push(done, total),
    });
    expect(r).toMatchObject({ fouls: 0, errors: 0, examples: [] });
    expect(r.classes).toBeGreaterThan(100_000);
    expect(seen.slice(-2)).toEqual([r.classes, r.classes]);
  });

  it("finds the hands a fouling way fouls, in words", () => {
    const doc = clone(wayDocument("claridge"));
    doc.rules["no-pair"].positions = [1, 2];
    const r = checkWay(doc, { stride: 50 });
    expect(r.fouls).toBeGreaterThan(0);
    expect(r.examples[0]).toMatch(/^[2-9TJQKA][shdc]( [2-9TJQKA][shdc]| JK){6}: .* \| high:/);
  });
});
