"use client";

import { useTranslations } from "next-intl";
import { useActionState, useId } from "react";
import type { signUpAction } from "@/app/[locale]/(account)/actions";
import { idle } from "@/lib/actions/action-state";
import { SIGN_UP_ROLES } from "@/lib/auth/roles";
import { AccountForm } from "./AccountForm";
import { useAccountExplain } from "./explain";
import { Field, FieldErrorText, fieldError, formError } from "./form";

export function SignUpForm({
  action,
  locale,
  next,
  joinCode,
}: {
  action: typeof signUpAction;
  locale: string;
  next: string | null;
  /** A class's join code from the join link (`?code=`), filled in. */
  joinCode: string | null;
}) {
  const t = useTranslations("Account.signUp");
  const explain = useAccountExplain();
  const [state, formAction, pending] = useActionState(action, idle);
  const roleId = useId();
  const fields = ["username", "email", "password", "role", "joinCode"];
  const error = formError(state, fields);
  const roleError = fieldError(state, "role");

  return (
    <AccountForm
      action={formAction}
      locale={locale}
      next={next}
      error={error}
      explain={explain}
      pending={pending}
      submitLabel={t("submit")}
      pendingLabel={t("submitting")}
    >
      <Field
        label={t("username")}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={t("usernameHint")}
        required
        error={fieldError(state, "username")}
        explain={explain}
      />
      <Field
        label={t("email")}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={t("emailHint")}
        error={fieldError(state, "email")}
        explain={explain}
      />
      <Field
        label={t("password")}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t("passwordHint")}
        required
        error={fieldError(state, "password")}
        explain={explain}
      />
      <Field
        label={t("joinCode")}
        name="joinCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={t("joinCodeHint")}
        defaultValue={joinCode ?? undefined}
        error={fieldError(state, "joinCode")}
        explain={explain}
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={roleError ? `${roleId}-error` : undefined}
      >
        <legend className="mb-1 font-semibold text-felt-900">{t("role")}</legend>
        {SIGN_UP_ROLES.map((role) => (
          <label
            key={role}
            className="flex cursor-pointer gap-3 rounded-lg border border-stone-200 bg-white p-3 has-checked:border-felt-600 has-checked:ring-1 has-checked:ring-felt-600"
          >
            <input
              type="radio"
              name="role"
              value={role}
              defaultChecked={role === "student"}
              aria-labelledby={`${roleId}-${role}`}
              aria-describedby={`${roleId}-${role}-help`}
              className="mt-1 accent-felt-700"
            />
            <span>
              <span id={`${roleId}-${role}`} className="block font-medium">
                {t(`roles.${role}`)}
              </span>
              <span id={`${roleId}-${role}-help`} className="block text-sm text-stone-600">
                {t(`roleHelp.${role}`)}
              </span>
            </span>
          </label>
        ))}
        <FieldErrorText id={`${roleId}-error`} error={roleError} explain={explain} />
      </fieldset>
    </AccountForm>
  );
}
