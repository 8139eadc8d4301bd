/**
 * The one wrapper for server actions (saas-starter's `validatedAction`): check who is asking,
 * parse the form with zod, run the handler, and always answer with a typed `{ status }` state.
 *
 * - `invalid`: field -> error code (the zod issue's message), with parameters such as `max`;
 * - `error`: a typed code the UI maps to a message key (`forbidden` and `unexpected` exist for
 *   every action); exceptions are logged on the server and become `unexpected`, so database
 *   errors never reach the client;
 * - `success`: the handler's data.
 * Next's redirect() / notFound() pass through untouched.
 */
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import type { ActionOutcome, ActionState, ErrorParams, FieldError } from "./action-state";

export { type ActionState, idle } from "./action-state";

/** Zod issues as field -> first error code; sizes from too_small / too_big become parameters. */
export function fieldErrors(error: z.ZodError): Partial<Record<string, FieldError>> {
  const fields: Partial<Record<string, FieldError>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (fields[field]) continue;
    const params: ErrorParams = {};
    if (issue.code === "too_big") params.max = Number(issue.maximum);
    if (issue.code === "too_small") params.min = Number(issue.minimum);
    fields[field] = Object.keys(params).length
      ? { code: issue.message, params }
      : { code: issue.message };
  }
  return fields;
}

export interface ActionOptions {
  /** Resolves the caller's right to run the action; `false` answers `forbidden`. */
  authorize?: () => boolean | Promise<boolean>;
}

export function validatedAction<TSchema extends z.ZodType, TData, TCode extends string = never>(
  schema: TSchema,
  handler: (
    input: z.output<TSchema>,
  ) => ActionOutcome<TData, TCode> | Promise<ActionOutcome<TData, TCode>>,
  options: ActionOptions = {},
) {
  return async (
    _previous: ActionState<TData, TCode>,
    formData: FormData,
  ): Promise<ActionState<TData, TCode>> => {
    try {
      if (options.authorize && !(await options.authorize())) {
        return { status: "error", code: "forbidden" };
      }
      const parsed = schema.safeParse(Object.fromEntries(formData));
      if (!parsed.success) return { status: "invalid", fields: fieldErrors(parsed.error) };
      return await handler(parsed.data);
    } catch (error) {
      unstable_rethrow(error);
      console.error("server action failed", error);
      return { status: "error", code: "unexpected" };
    }
  };
}
