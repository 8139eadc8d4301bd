import { describe, expect, it } from "vitest";
import { safeNextPath } from "./schemas";

describe("safeNextPath", () => {
  it("keeps a join link's query, so a signed-out student lands in the class", () => {
    expect(safeNextPath("/classes?code=ABCD-2345")).toBe("/classes?code=ABCD-2345");
    expect(safeNextPath("/classes?code=AB%20CD&x=1")).toBe("/classes?code=AB%20CD&x=1");
  });

  it("keeps plain in-app paths", () => {
    expect(safeNextPath("/teach/abc-123")).toBe("/teach/abc-123");
  });

  it("refuses other sites, schemes, parent steps and junk", () => {
    for (const bad of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example",
      "/a/../b",
      "/classes?next=//x<script>",
      "/classes?code=a b",
      "classes",
      `/${"a".repeat(600)}`,
      42,
      undefined,
    ]) {
      expect(safeNextPath(bad)).toBeNull();
    }
  });
});
