import { describe, expect, it } from "vitest";
import { dropUnknownLocale } from "./unknown-locale";

describe("dropUnknownLocale", () => {
  it("drops an unknown language tag so the same page is found in a known locale", () => {
    expect(dropUnknownLocale("/xx/practice")).toBe("/practice");
    expect(dropUnknownLocale("/pt-BR/rules/joker")).toBe("/rules/joker");
    expect(dropUnknownLocale("/es")).toBe("/");
    expect(dropUnknownLocale("/es/")).toBe("/");
  });

  it("leaves known locales and ordinary paths alone", () => {
    expect(dropUnknownLocale("/de/practice")).toBeNull();
    expect(dropUnknownLocale("/en")).toBeNull();
    expect(dropUnknownLocale("/practice")).toBeNull();
    expect(dropUnknownLocale("/")).toBeNull();
    expect(dropUnknownLocale("/foo/bar")).toBeNull();
  });
});
