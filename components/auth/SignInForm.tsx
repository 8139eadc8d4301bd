"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import type { signInAction } from "@/app/[locale]/(account)/actions";
import { idle } from "@/lib/actions/action-state";
import { AccountForm } from "./AccountForm";
import { useAccountExplain } from "./explain";
import { Field, fieldError, formError } from "./form";

export function SignInForm({
  action,
  locale,
  next,
}: {
  action: typeof signInAction;
  locale: string;
  next: string | null;
}) {
  const t = useTranslations("Account.signIn");
  const explain = useAccountExplain();
  const [state, formAction, pending] = useActionState(action, idle);
  const error = formError(state, ["identifier", "password"]);

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
        label={t("identifier")}
        name="identifier"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={fieldError(state, "identifier")}
        explain={explain}
      />
      <Field
        label={t("password")}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldError(state, "password")}
        explain={explain}
      />
    </AccountForm>
  );
}
