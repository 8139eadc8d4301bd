"use client";

/**
 * A small form bound to a teacher or student action: hidden fields, the visible fields as
 * children (render prop, given the current state), one submit button, the error or a success
 * note. Keeps every class form the same shape.
 */
import { type ReactNode, startTransition, useActionState } from "react";
import { FormAlert, formError, SubmitButton } from "@/components/auth/form";
import { type ActionState, idle } from "@/lib/actions/action-state";
import { useTeachExplain } from "./explain";

type AnyState = ActionState<unknown, string>;

export function ActionForm<S extends AnyState>({
  action,
  hidden,
  fields = [],
  children,
  submit,
  pendingLabel,
  variant = "primary",
  success,
  confirm,
  className = "flex flex-col gap-3",
}: {
  action: (state: S, formData: FormData) => Promise<S>;
  hidden: Record<string, string>;
  /** Field names shown by `children` (their errors appear beside them). */
  fields?: readonly string[];
  children?: (state: S) => ReactNode;
  submit: string;
  pendingLabel?: string;
  variant?: "primary" | "secondary" | "danger";
  /** What to say after success, from the success state. */
  success?: (state: Extract<S, { status: "success" }>) => string | null;
  /** Asked before submitting (window.confirm); cancel sends nothing. */
  confirm?: string | ((form: HTMLFormElement) => string);
  className?: string;
}) {
  const explain = useTeachExplain();
  const [state, formAction, pending] = useActionState<S, FormData>(action, idle as Awaited<S>);
  const error = formError(state, fields);
  const note =
    state.status === "success" && success
      ? success(state as Extract<S, { status: "success" }>)
      : null;
  return (
    <form
      action={formAction}
      className={className}
      noValidate
      onSubmit={(event) => {
        const question = typeof confirm === "function" ? confirm(event.currentTarget) : confirm;
        event.preventDefault();
        if (question && !window.confirm(question)) return;
        // Sent by hand, not through the form's action: React resets a form after its action,
        // and a refused form then lost what was typed and showed a controlled select's default
        // while its state kept the choice (an assignment of the wrong drill was the next submit).
        // The action prop stays for a browser without JavaScript.
        const data = new FormData(
          event.currentTarget,
          (event.nativeEvent as SubmitEvent).submitter,
        );
        startTransition(() => formAction(data));
      }}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children?.(state)}
      {error ? <FormAlert>{explain(error.code, error.params)}</FormAlert> : null}
      {note ? <FormAlert tone="success">{note}</FormAlert> : null}
      <div>
        <SubmitButton
          pending={pending}
          label={submit}
          pendingLabel={pendingLabel}
          variant={variant}
        />
      </div>
    </form>
  );
}
