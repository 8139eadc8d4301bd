import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { type Locale, locales } from "@/lib/i18n/locales";
import { MESSAGE_AREAS } from "@/lib/i18n/messages";
import { casinoSaveError } from "./save-error";

const translator = (locale: Locale, namespace: string) =>
  createTranslator({
    locale,
    namespace: namespace as never,
    messages: Object.assign(
      {},
      ...MESSAGE_AREAS.map((area) =>
        JSON.parse(
          readFileSync(path.join(process.cwd(), "messages", locale, `${area}.json`), "utf8"),
        ),
      ),
    ),
    onError: (error) => {
      throw error;
    },
  }) as unknown as (key: string) => string;

describe("a failed casino save", () => {
  it.each(locales)(
    "%s: a store fault says so, anything else says it could not be saved",
    (locale) => {
      const tErrors = translator(locale, "Drill.errors");
      const tYours = translator(locale, "YourCasino");
      const unavailable = casinoSaveError("unavailable", tErrors, tYours);
      expect(unavailable).toBe(tErrors("unavailable"));
      expect(unavailable).not.toBe(tYours("error"));
      expect(casinoSaveError("rate-limited", tErrors, tYours)).toBe(tErrors("rate-limited"));
      expect(casinoSaveError("invalid-input", tErrors, tYours)).toBe(tYours("error"));
    },
  );
});
