import { describe, expect, it } from "vitest";
import { JOKER, parseHand } from "@/lib/engine/cards";
import {
  analyzeHref,
  commissionFor,
  parseCommission,
  parseHandText,
  readCasinoQuery,
} from "./parse";

describe("parseHandText", () => {
  it("accepts the CLI's card syntax, commas and the joker", () => {
    expect(parseHandText("As,kd JK 10c 6c 5c 4c")).toEqual({
      status: "ok",
      hand: parseHand("As Kd JK Tc 6c 5c 4c"),
    });
  });

  it("names the bad token instead of throwing", () => {
    expect(parseHandText("As Kd Xx 7c 6c 5c 4c")).toEqual({
      status: "error",
      error: { code: "unknown-card", token: "Xx" },
    });
  });

  it("names a card given twice", () => {
    expect(parseHandText("As Kd as 7c 6c 5c 4c")).toEqual({
      status: "error",
      error: { code: "duplicate-card", token: "as" },
    });
  });

  it("counts the cards of a hand that is too short", () => {
    expect(parseHandText("As Kd")).toEqual({
      status: "error",
      error: { code: "wrong-count", count: 2 },
    });
  });

  it("refuses oversized text before parsing it", () => {
    expect(parseHandText("As ".repeat(100))).toEqual({
      status: "error",
      error: { code: "too-long" },
    });
  });
});

describe("commission and address", () => {
  it("reads only c=0 as no commission", () => {
    expect(parseCommission("0")).toBe(0);
    expect(parseCommission(undefined)).toBe(0.05);
    expect(parseCommission("junk")).toBe(0.05);
  });

  it("builds an address that parses back to the same hand", () => {
    const hand = parseHand("As Kd JK 7c 6c 5c 4c");
    const href = analyzeHref(hand, 0);
    const query = new URLSearchParams(href.split("?")[1]);
    expect(query.get("c")).toBe("0");
    expect(parseHandText(query.get("hand") ?? "")).toEqual({ status: "ok", hand });
    expect(hand).toContain(JOKER);
  });
});

describe("casino rule sets in the address", () => {
  const SEED = { way: "seed", variant: "standard" } as const;
  const FOX_EZ = { way: "foxwoods", variant: "ez" } as const;

  it("takes ?casino= over the learner's casino, and ?vs= as the one to compare with", () => {
    expect(readCasinoQuery("foxwoods-ez", "seed-standard", SEED)).toEqual({
      ruleSet: FOX_EZ,
      vs: SEED,
      bad: [],
    });
    expect(readCasinoQuery(undefined, undefined, FOX_EZ)).toEqual({
      ruleSet: FOX_EZ,
      vs: null,
      bad: [],
    });
    expect(readCasinoQuery("", "", FOX_EZ).bad).toEqual([]);
  });

  it("reports a slug that names no casino and falls back, never throwing", () => {
    const q = readCasinoQuery("vegas-ez", `nowhere-${"x".repeat(200)}`, SEED);
    expect(q.ruleSet).toEqual(SEED);
    expect(q.vs).toBeNull();
    expect(q.bad.map((b) => b.param)).toEqual(["casino", "vs"]);
    expect(q.bad[1]?.slug.length).toBe(40);
  });

  it("carries the casinos in the share address; c=0 only in a 5% game", () => {
    const hand = parseHand("As Kd JK 7c 6c 5c 4c");
    const href = analyzeHref(hand, 0, { casino: FOX_EZ, vs: SEED });
    const query = new URLSearchParams(href.split("?")[1]);
    expect(query.get("casino")).toBe("foxwoods-ez");
    expect(query.get("vs")).toBe("seed-standard");
    expect(query.get("c")).toBeNull();
    expect(commissionFor(FOX_EZ, 0.05)).toBe(0);
    expect(commissionFor(SEED, 0)).toBe(0);
    expect(commissionFor(SEED, 0.05)).toBe(0.05);
  });
});
