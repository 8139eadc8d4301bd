/** The rule-page edit form's zod schema; its messages are codes from ./errors.ts. */
import { z } from "zod";
import { locales } from "@/lib/i18n/locales";
import { SLUG_PATTERN } from "./slug";

export const MAX_TITLE = 120;
export const MAX_BODY = 100_000;

export const ruleEditSchema = z.object({
  locale: z.enum(locales, { error: "not-found" }),
  slug: z.string().regex(SLUG_PATTERN, { error: "not-found" }),
  title: z
    .string({ error: "title-required" })
    .trim()
    .min(1, { error: "title-required" })
    .max(MAX_TITLE, { error: "title-too-long" }),
  body: z
    .string({ error: "body-required" })
    .trim()
    .min(1, { error: "body-required" })
    .max(MAX_BODY, { error: "body-too-long" }),
  baseVersion: z.coerce
    .number({ error: "stale" })
    .int({ error: "stale" })
    .min(1, { error: "stale" }),
});
