"use client";

/**
 * The frame of the sign-in and sign-up forms: the hidden locale and return path, the
 * form-level alert above the fields and the submit button below them.
 *
 * Submitted through `onSubmit` (the `action` attribute stays for browsers without script):
 * React resets a form after its action, which would empty every field after a refusal; this
 * way what was typed stays (the server never echoes the password back).
 */
import { type ReactNode, startTransition } from "react";
import type { FieldError } from "@/lib/actions/action-state";
import { type Explain, FormAlert, SubmitButton } from "./form";

export function AccountForm({
  action,
  locale,
  next,
  error,
  explain,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: {
  action: (formData: FormData) => void;
  locale: string;
  next: string | null;
  error: FieldError | undefined;
  explain: Explain;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      action={action}
      className="flex max-w-md flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => action(data));
      }}
    >
      <input type="hidden" name="locale" value={locale} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      {error ? <FormAlert>{explain(error.code, error.params)}</FormAlert> : null}
      {children}
      <SubmitButton
        pending={pending}
        label={submitLabel}
        pendingLabel={pendingLabel}
        className="self-start"
      />
    </form>
  );
}
