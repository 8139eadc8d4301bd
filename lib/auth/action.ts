/**
 * Server actions that need a signed-in user: the session is checked first (an expired one
 * answers `session-expired` and nothing runs), then the role, then lib/actions'
 * `validatedAction` parses the form and runs the handler with the user and the database.
 * So every such action has the one wrapper's guarantees: typed `{ status }` states, zod
 * field codes, exceptions logged on the server and answered `unexpected`.
 */
import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import type { ActionOutcome, ActionState } from "@/lib/actions/action-state";
import { storeFaultState, validatedAction } from "@/lib/actions/validated-action";
import { type Db, getDb } from "@/lib/db";
import { type CurrentUser, getAuth } from "./current";
import type { AuthStateCode } from "./errors";
import type { Role } from "./roles";

export interface UserContext {
  db: Db;
  user: CurrentUser;
}

export function userAction<TSchema extends z.ZodType, TData, TCode extends string = never>(
  schema: TSchema,
  handler: (
    input: z.output<TSchema>,
    context: UserContext,
  ) => ActionOutcome<TData, TCode> | Promise<ActionOutcome<TData, TCode>>,
  options: { allow?: (role: Role) => boolean } = {},
) {
  return async (
    previous: ActionState<TData, TCode | AuthStateCode>,
    formData: FormData,
  ): Promise<ActionState<TData, TCode | AuthStateCode>> => {
    let user: CurrentUser;
    try {
      const auth = await getAuth();
      if (auth.status === "expired") return { status: "error", code: "session-expired" };
      if (auth.status === "signed-out") return { status: "error", code: "signed-out" };
      user = auth.user;
    } catch (error) {
      unstable_rethrow(error);
      const fault = storeFaultState(error);
      if (fault) return fault;
      console.error("session check failed", error);
      return { status: "error", code: "unexpected" };
    }
    if (options.allow && !options.allow(user.role)) return { status: "error", code: "forbidden" };
    const run = validatedAction<TSchema, TData, TCode | AuthStateCode>(schema, (input) =>
      handler(input, { db: getDb(), user }),
    );
    return run(previous, formData);
  };
}
