/**
 * The error codes a rule-page save can end with, each a message key under
 * `RuleEditor.errors` in every locale (lib/rules/edit.test.ts checks them). Kept apart from the
 * zod schema so the editor's client bundle needs neither zod nor the server code.
 */
export const RULE_EDIT_ERRORS = [
  "title-required",
  "title-too-long",
  "body-required",
  "body-too-long",
  "stale",
  "not-found",
  "forbidden",
  "unexpected",
  /** The store cannot serve for a moment (issue 56, item 12): nothing was saved. */
  "unavailable",
] as const;
export type RuleEditError = (typeof RULE_EDIT_ERRORS)[number];

export const asRuleEditError = (code: string): RuleEditError =>
  (RULE_EDIT_ERRORS as readonly string[]).includes(code) ? (code as RuleEditError) : "unexpected";
