import { describe, expect, it } from "vitest";
import { findTable, listTables, TABLE_SCHEMA } from "./tables";

describe("test copies of a test-only table (tables.json testCopies)", () => {
  it("are the table under ids of their own, listed only with the test tables", () => {
    const original = findTable("live-test-fast", true);
    expect(original?.testCopies).toBeUndefined();
    const copies = listTables(true, true).filter((t) => t.id.startsWith("live-test-fast-"));
    expect(copies.map((t) => t.id)).toEqual(
      Array.from({ length: 10 }, (_, k) => `live-test-fast-${k + 1}`),
    );
    for (const copy of copies) expect({ ...copy, id: original?.id }).toEqual(original);
    expect(listTables(false, true).some((t) => t.id.startsWith("live-test-fast"))).toBe(false);
    expect(findTable("live-test-fast-1")).toBeUndefined();
  });

  it("only a test-only table has copies", () => {
    const table = findTable("live-test-fast", true);
    expect(TABLE_SCHEMA.safeParse({ ...table, testCopies: 2 }).success).toBe(true);
    expect(TABLE_SCHEMA.safeParse({ ...table, testCopies: 2, testOnly: false }).success).toBe(
      false,
    );
  });
});
