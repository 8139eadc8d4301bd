import { describe, expect, it } from "vitest";
import { JOKER, parseHand } from "@/lib/engine/cards";
import { analyzeHref, parseCommission, parseHandText } from "./parse";

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
