import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { retryParams } from "@/lib/actions/errors";
import { icuTranslator } from "./icu-translator";
import { type Locale, locales } from "./locales";

const say = (locale: Locale, area: "account" | "teach", key: string, ms: number) => {
  const messages = JSON.parse(
    readFileSync(path.join(process.cwd(), "messages", locale, `${area}.json`), "utf8"),
  );
  return icuTranslator(locale, messages)(key, retryParams(ms));
};

describe("the sign-in back-off in words", () => {
  it("says a wait under a minute in seconds, rounded up, not as '1 minute'", () => {
    expect(say("en", "account", "Account.errors.rate-limited", 2_100)).toBe(
      "Too many attempts. Please wait 3 seconds and try again.",
    );
    expect(say("en", "account", "Account.errors.rate-limited", 1_000)).toBe(
      "Too many attempts. Please wait 1 second and try again.",
    );
    expect(say("de", "account", "Account.errors.rate-limited", 4_000)).toBe(
      "Zu viele Versuche. Bitte warte 4 Sekunden und versuche es dann noch einmal.",
    );
    expect(say("sv", "account", "Account.errors.rate-limited", 2_000)).toContain("2 sekunder");
    expect(say("fr", "account", "Account.errors.rate-limited", 2_000)).toContain("2 secondes");
  });

  it("says a minute or more in whole minutes, rounded up", () => {
    expect(say("en", "account", "Account.errors.rate-limited", 60_000)).toContain("wait 1 minute ");
    expect(say("en", "account", "Account.errors.rate-limited", 61_000)).toContain("wait 2 minutes");
    expect(say("en", "teach", "Teach.errors.rate-limited", 5_000)).toContain("wait 5 seconds");
  });

  it.each(locales)("%s: both messages render for every wait", (locale) => {
    for (const ms of [1, 999, 59_000, 59_001, 60_000, 900_000]) {
      expect(say(locale, "account", "Account.errors.rate-limited", ms)).not.toMatch(/[{}]/);
    }
  });
});
