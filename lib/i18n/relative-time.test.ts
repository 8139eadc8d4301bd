import { createFormatter } from "next-intl";
import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const at = (minutes: number) => NOW + minutes * 60_000;
const fmt = (locale: "en" | "de" | "sv" | "fr") => createFormatter({ locale, timeZone: "UTC" });

describe("relativeTime", () => {
  it("says spans in the largest whole unit, in each locale", () => {
    expect(relativeTime(fmt("en"), at(-120), NOW)).toBe("2 hours ago");
    expect(relativeTime(fmt("de"), at(-120), NOW)).toBe("vor 2 Stunden");
    expect(relativeTime(fmt("en"), at(3 * 24 * 60), NOW)).toBe("in 3 days");
    expect(relativeTime(fmt("sv"), at(5), NOW)).toBe("om 5 minuter");
  });

  it("does not count seconds: under a minute is one minute, never zero", () => {
    expect(relativeTime(fmt("en"), NOW + 20_000, NOW)).toBe("in 1 minute");
    expect(relativeTime(fmt("en"), NOW, NOW)).toBe("in 1 minute");
    expect(relativeTime(fmt("de"), NOW - 5_000, NOW)).toBe("vor 1 Minute");
  });
});
