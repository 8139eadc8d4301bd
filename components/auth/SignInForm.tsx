"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import type { signInAction } from "@/app/[locale]/(account)/actions";
import { idle } from "@/lib/actions/action-state";
import { useAccountExplain } from "./explain";
import { Field, FormAlert, fieldError, formError, SubmitButton } from "./form";

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
    <form action={formAction} className="flex max-w-md flex-col gap-4" noValidate>
      <input type="hidden" name="locale" value={locale} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      {error ? <FormAlert>{explain(error.code, error.params)}</FormAlert> : null}
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
      <SubmitButton
        pending={pending}
        label={t("submit")}
        pendingLabel={t("submitting")}
        className="self-start"
      />
    </form>
  );
}
