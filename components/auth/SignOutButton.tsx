"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import type { signOutAction, signOutEverywhereAction } from "@/app/[locale]/(account)/actions";
import { idle } from "@/lib/actions/action-state";
import { useAccountExplain } from "./explain";
import { FormAlert, SubmitButton } from "./form";

export function SignOutButton({
  action,
  locale,
  everywhere = false,
}: {
  action: typeof signOutAction | typeof signOutEverywhereAction;
  locale: string;
  everywhere?: boolean;
}) {
  const t = useTranslations("Account.page");
  const explain = useAccountExplain();
  const [state, formAction, pending] = useActionState(
    action as typeof signOutEverywhereAction,
    idle,
  );
  return (
    <form action={formAction} className="flex flex-col gap-2">
      <input type="hidden" name="locale" value={locale} />
      {state.status === "error" ? <FormAlert>{explain(state.code, state.params)}</FormAlert> : null}
      <SubmitButton
        pending={pending}
        label={everywhere ? t("signOutEverywhere") : t("signOut")}
        pendingLabel={t("signingOut")}
        variant={everywhere ? "danger" : "secondary"}
        className="self-start"
      />
    </form>
  );
}
