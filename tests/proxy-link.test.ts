/**
 * The locale proxy's hreflang `Link` header (issue 29): one alternate per locale for a page's
 * path, and none for a path longer than any page's, so a long path is not repeated in it.
 */
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import proxy, { MAX_ALTERNATE_PATH } from "@/proxy";

const get = (path: string) => proxy(new NextRequest(new URL(path, "http://localhost:3000")));

describe("the hreflang Link header", () => {
  it("lists the locales' alternates of a page", async () => {
    const response = await get("/en/practice");
    const link = response.headers.get("link") ?? "";
    expect(link).toContain('hreflang="de"');
    expect(link).toContain("/de/practice");
  });

  it("does not repeat an over-long path", async () => {
    const long = `/en/${"a".repeat(5_000)}`;
    const response = await get(long);
    const link = response.headers.get("link") ?? "";
    expect(link.length).toBeLessThan(2 * MAX_ALTERNATE_PATH);
    expect(link).not.toContain("a".repeat(100));
  });
});
