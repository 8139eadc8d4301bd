/**
 * The states a server action built with validatedAction (./validated-action.ts) answers with.
 * Types and the initial state only, so client components import them without server code.
 */
import type { CommonErrorCode, ErrorParams } from "./errors";

export type { ErrorParams };

export interface FieldError {
  code: string;
  params?: ErrorParams;
}

export type ActionState<TData, TCode extends string> =
  | { status: "idle" }
  | { status: "invalid"; fields: Partial<Record<string, FieldError>> }
  | { status: "error"; code: TCode | CommonErrorCode; params?: ErrorParams }
  | { status: "success"; data: TData };

export type ActionOutcome<TData, TCode extends string> = Extract<
  ActionState<TData, TCode>,
  { status: "error" } | { status: "success" }
>;

export const idle = { status: "idle" } as const;
