/**
 * The one wrapper for server actions (saas-starter's `validatedAction`): check who is asking,
 * parse the input with zod, run the handler, and always answer with a typed `{ status }` state.
 *
 * - `invalid`: field -> error code (the zod issue's message), with parameters such as `max`;
 * - `error`: a typed code the UI maps to a message key (lib/actions/errors.ts: `forbidden`,
 *   and `unexpected` exist for every action). A thrown `ActionError` answers its code; any
 *   store fault (a database down, a full disk, a lock held past retryBusy's deadline) becomes
 *   `unavailable` (lib/db/faults.ts); any other exception is logged on the server and becomes
 *   `unexpected`, so database errors never reach the client;
 * - `success`: the handler's data.
 * Next's redirect() / notFound() pass through untouched.
 *
 * `runAction` is the core over an already-decoded input (lib/learner's drill actions take
 * objects); `validatedAction` adapts it to forms.
 */
import { notFound, unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { reportStoreFault, STORE_RETRY_AFTER_SECONDS, storeFaultOf } from "@/lib/db/faults";
import type { ActionOutcome, ActionState, ErrorParams, FieldError } from "./action-state";
import { type CommonErrorCode, isActionError } from "./errors";

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

export type ErrorState<TCode extends string> = {
  status: "error";
  code: TCode | CommonErrorCode;
  params?: ErrorParams;
};
export type InvalidState = { status: "invalid"; fields: Partial<Record<string, FieldError>> };

/**
 * The store cannot serve (down, disk full, locked past the deadline): a typed "try again" and
 * one log line per kind a minute, not a stack per request (issue 56, item 12). Null for any
 * other error.
 */
export function storeFaultState(error: unknown): ErrorState<never> | null {
  const fault = storeFaultOf(error);
  if (!fault) return null;
  reportStoreFault(fault, error);
  return { status: "error", code: "unavailable", params: { seconds: STORE_RETRY_AFTER_SECONDS } };
}

/** Turns a thrown error into the typed state every action shares. */
function errorState<TCode extends string>(error: unknown): ErrorState<TCode> {
  unstable_rethrow(error);
  if (isActionError(error)) {
    const code = error.code as TCode;
    return error.params
      ? { status: "error", code, params: error.params }
      : { status: "error", code };
  }
  const fault = storeFaultState(error);
  if (fault) return fault;
  console.error("server action failed", error);
  return { status: "error", code: "unexpected" };
}

/** The core: authorize, parse `raw`, run the handler, map every failure to a typed state. */
export async function runAction<
  TSchema extends z.ZodType,
  TResult extends { status: string },
  TCode extends string = never,
>(
  schema: TSchema,
  raw: unknown,
  handler: (input: z.output<TSchema>) => TResult | Promise<TResult>,
  options: ActionOptions = {},
): Promise<TResult | ErrorState<TCode> | InvalidState> {
  try {
    if (options.authorize && !(await options.authorize())) {
      return { status: "error", code: "forbidden" };
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return { status: "invalid", fields: fieldErrors(parsed.error) };
    return await handler(parsed.data);
  } catch (error) {
    return errorState<TCode>(error);
  }
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
    // A form's call is (state, FormData); anything else was written by hand (issue 21, item 2:
    // `[{"status":"idle"}]`, `[{...},"plain"]`). notFound() is the one 4xx an action can
    // answer, unlogged: there is no such call to this action.
    if (!(formData instanceof FormData)) notFound();
    return (await runAction(schema, Object.fromEntries(formData), handler, options)) as ActionState<
      TData,
      TCode
    >;
  };
}
