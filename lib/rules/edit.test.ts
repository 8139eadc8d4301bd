import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "@/lib/actions/validated-action";
import { locales } from "@/lib/i18n/locales";
import { MAX_BODY, MAX_TITLE, ruleEditSchema } from "./edit";
import { RULE_EDIT_ERRORS } from "./errors";

const form = (overrides: Record<string, unknown> = {}) => ({
  locale: "de",
  slug: "house-way",
  title: "Art des Hauses",
  body: "## Regel 1\n\nText.",
  baseVersion: "3",
  ...overrides,
});

const errorsOf = (input: Record<string, unknown>) => {
  const result = ruleEditSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("the rule edit form", () => {
  it("accepts a complete form, trimming the title and body", () => {
    expect(ruleEditSchema.parse(form({ title: "  Art des Hauses ", body: "\nText\n\n" }))).toEqual({
      locale: "de",
      slug: "house-way",
      title: "Art des Hauses",
      body: "Text",
      baseVersion: 3,
    });
  });

  it("rejects an empty or blank title and body with their own codes", () => {
    expect(errorsOf(form({ title: "", body: "" }))).toEqual({
      title: { code: "title-required", params: { min: 1 } },
      body: { code: "body-required", params: { min: 1 } },
    });
    expect(errorsOf(form({ title: "   ", body: " \n\t " }))).toMatchObject({
      title: { code: "title-required" },
      body: { code: "body-required" },
    });
    expect(errorsOf(form({ title: undefined, body: undefined }))).toMatchObject({
      title: { code: "title-required" },
      body: { code: "body-required" },
    });
  });

  it("rejects texts that are too long, naming the limit", () => {
    expect(
      errorsOf(form({ title: "x".repeat(MAX_TITLE + 1), body: "y".repeat(MAX_BODY + 1) })),
    ).toEqual({
      title: { code: "title-too-long", params: { max: MAX_TITLE } },
      body: { code: "body-too-long", params: { max: MAX_BODY } },
    });
  });

  it("treats a missing or garbled version as stale and an unknown page as not found", () => {
    expect(errorsOf(form({ baseVersion: "abc" }))).toMatchObject({
      baseVersion: { code: "stale" },
    });
    expect(errorsOf(form({ baseVersion: "0" }))).toMatchObject({ baseVersion: { code: "stale" } });
    expect(errorsOf(form({ locale: "xx", slug: "../etc" }))).toMatchObject({
      locale: { code: "not-found" },
      slug: { code: "not-found" },
    });
  });
});

describe("the edit error messages", () => {
  it.each(locales)("%s has a message for every error code", (locale) => {
    const messages = JSON.parse(
      readFileSync(path.join(process.cwd(), "messages", locale, "rules.json"), "utf8"),
    );
    for (const code of RULE_EDIT_ERRORS) {
      expect(messages.RuleEditor.errors[code], `${locale}: ${code}`).toBeTruthy();
    }
  });
});
