"use client";

import { useTranslations } from "next-intl";
import { useActionState, useId } from "react";
import { type ActionState, idle } from "@/lib/actions/action-state";

type SignInState = ActionState<never, "wrong-token" | "not-configured">;
type SignOutState = ActionState<never, never>;

const SIGN_IN_ERRORS = ["token-required", "wrong-token", "not-configured", "unexpected"] as const;
type SignInError = (typeof SIGN_IN_ERRORS)[number];
const asCode = (code: string): SignInError =>
  (SIGN_IN_ERRORS as readonly string[]).includes(code) ? (code as SignInError) : "unexpected";

/** The admin token form; a right token sets the admin cookie and goes on to `next`. */
export function AdminSignIn({
  action,
  locale,
  next,
}: {
  action: (state: SignInState, formData: FormData) => Promise<SignInState>;
  locale: string;
  next?: string;
}) {
  const t = useTranslations("AdminPage");
  const [state, formAction, pending] = useActionState<SignInState, FormData>(action, idle);
  const id = useId();
  const error =
    state.status === "invalid"
      ? asCode(Object.values(state.fields)[0]?.code ?? "unexpected")
      : state.status === "error"
        ? asCode(state.code)
        : null;

  return (
    <form action={formAction} className="flex max-w-md flex-col gap-3" noValidate>
      <input type="hidden" name="locale" value={locale} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <label htmlFor={id} className="font-semibold text-felt-900">
        {t("tokenLabel")}
      </label>
      <input
        id={id}
        name="token"
        type="password"
        autoComplete="current-password"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rounded-md border border-stone-300 bg-white px-3 py-2 aria-invalid:border-red-600"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {t(`errors.${error}`)}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className="self-start rounded-lg bg-felt-700 px-5 py-2.5 font-semibold text-white hover:bg-felt-800 disabled:opacity-60"
      >
        {t("submit")}
      </button>
    </form>
  );
}

export function AdminSignOut({
  action,
  locale,
}: {
  action: (state: SignOutState, formData: FormData) => Promise<SignOutState>;
  locale: string;
}) {
  const t = useTranslations("AdminPage");
  const [, formAction, pending] = useActionState<SignOutState, FormData>(action, idle);
  return (
    <form action={formAction}>
      <input type="hidden" name="locale" value={locale} />
      <button
        type="submit"
        disabled={pending}
        className="rounded-lg border border-stone-300 bg-white px-4 py-2 font-medium text-stone-700 hover:bg-stone-50"
      >
        {t("signOut")}
      </button>
    </form>
  );
}
