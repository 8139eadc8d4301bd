import { describe, expect, it } from "vitest";
import { listTables } from "@/lib/table/tables";
import { chipFace } from "./chip-face";

describe("chip faces", () => {
  it("read as on the seed tables' chips, without a long currency name", () => {
    expect([100, 500, 2_500, 10_000].map((c) => chipFace(c, "USD"))).toEqual([
      "$1",
      "$5",
      "$25",
      "$100",
    ]);
    expect([1_000, 5_000, 10_000, 50_000, 100_000].map((c) => chipFace(c, "SEK"))).toEqual([
      "10",
      "50",
      "100",
      "500",
      "1K",
    ]);
  });

  it("every chip of every table fits in four characters (a stacked chip is 28 px wide)", () => {
    for (const table of listTables(true))
      for (const chip of table.chips)
        expect(chipFace(chip, table.currency).length).toBeLessThanOrEqual(4);
  });
});
