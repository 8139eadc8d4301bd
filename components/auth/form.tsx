"use client";

/**
 * Form pieces shared by the account and class forms: a labelled field with its hint and
 * error (wired with aria-describedby / aria-invalid), a form-level alert and a submit button
 * that says it is busy. Errors arrive as codes from the action state; `explain` turns a code
 * into the sentence of the caller's namespace.
 */
import { type ReactNode, useId } from "react";
import type { ActionState, ErrorParams, FieldError } from "@/lib/actions/action-state";

export type Explain = (code: string, params?: ErrorParams) => string;

export function fieldError(
  state: ActionState<unknown, string>,
  name: string,
): FieldError | undefined {
  return state.status === "invalid" ? state.fields[name] : undefined;
}

/** The form-level error: an error state, or an invalid field the form does not show. */
export function formError(
  state: ActionState<unknown, string>,
  shown: readonly string[],
): FieldError | undefined {
  if (state.status === "error") return { code: state.code, params: state.params };
  if (state.status === "invalid") {
    const [name, error] =
      Object.entries(state.fields).find(([field]) => !shown.includes(field)) ?? [];
    return name ? error : undefined;
  }
  return undefined;
}

export const inputClass =
  "w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-xs aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600";

export function Field({
  label,
  name,
  type = "text",
  hint,
  error,
  explain,
  autoComplete,
  defaultValue,
  required,
  inputMode,
  className = "",
  inputClassName = "",
  min,
  max,
  spellCheck,
  autoCapitalize,
}: {
  label: string;
  name: string;
  type?: string;
  hint?: string;
  error?: FieldError;
  explain: Explain;
  autoComplete?: string;
  defaultValue?: string | number;
  required?: boolean;
  inputMode?: "text" | "email" | "numeric";
  className?: string;
  inputClassName?: string;
  min?: number | string;
  max?: number | string;
  spellCheck?: boolean;
  autoCapitalize?: string;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-semibold text-felt-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required={required}
        inputMode={inputMode}
        min={min}
        max={max}
        spellCheck={spellCheck}
        autoCapitalize={autoCapitalize}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`${inputClass} ${inputClassName}`}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={`${id}-error`} error={error} explain={explain} />
    </div>
  );
}

/** A field's error sentence, with the id its control points at through aria-describedby. */
export function FieldErrorText({
  id,
  error,
  explain,
}: {
  id: string;
  error: FieldError | undefined;
  explain: Explain;
}) {
  return error ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {explain(error.code, error.params)}
    </p>
  ) : null;
}

export function FormAlert({
  tone = "error",
  children,
}: {
  tone?: "error" | "success" | "info";
  children: ReactNode;
}) {
  const styles = {
    error: "border-red-200 bg-red-50 text-red-900",
    success: "border-felt-100 bg-felt-50 text-felt-900",
    info: "border-amber-200 bg-amber-50 text-amber-950",
  }[tone];
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 text-sm font-medium ${styles}`}
    >
      {children}
    </p>
  );
}

export function SubmitButton({
  pending,
  label,
  pendingLabel,
  variant = "primary",
  className = "",
}: {
  pending: boolean;
  label: string;
  pendingLabel?: string;
  variant?: "primary" | "secondary" | "danger";
  className?: string;
}) {
  const styles = {
    primary: "bg-felt-700 text-white hover:bg-felt-800",
    secondary: "border border-stone-300 bg-white text-stone-800 hover:bg-stone-50",
    danger: "border border-red-300 bg-white text-red-800 hover:bg-red-50",
  }[variant];
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={`inline-flex items-center justify-center rounded-lg px-4 py-2 font-semibold shadow-xs transition-colors disabled:opacity-60 ${styles} ${className}`}
    >
      {pending && pendingLabel ? pendingLabel : label}
    </button>
  );
}
