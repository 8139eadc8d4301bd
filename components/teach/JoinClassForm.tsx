"use client";

import { useTranslations } from "next-intl";
import type { joinClassAction, leaveClassAction } from "@/app/[locale]/classes/actions";
import { Field, fieldError } from "@/components/auth/form";
import { ActionForm } from "./ActionForm";
import { useTeachExplain } from "./explain";

export function JoinClassForm({
  action,
  code,
}: {
  action: typeof joinClassAction;
  code: string | null;
}) {
  const t = useTranslations("Classes.join");
  const explain = useTeachExplain();
  return (
    <ActionForm
      action={action}
      hidden={{}}
      fields={["code"]}
      submit={t("submit")}
      pendingLabel={t("submitting")}
      success={(state) => t("joined", { name: state.data.name })}
      className="flex max-w-md flex-col gap-3"
    >
      {(state) => (
        <Field
          label={t("code")}
          name="code"
          hint={t("hint")}
          defaultValue={code ?? undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputClassName="font-mono uppercase tracking-widest"
          required
          error={fieldError(state, "code")}
          explain={explain}
        />
      )}
    </ActionForm>
  );
}

export function LeaveClassButton({
  action,
  classId,
  name,
}: {
  action: typeof leaveClassAction;
  classId: string;
  name: string;
}) {
  const t = useTranslations("Classes");
  return (
    <ActionForm
      action={action}
      hidden={{ classId }}
      submit={t("leave")}
      variant="danger"
      confirm={t("leaveConfirm", { name })}
      className="flex flex-col gap-1"
    />
  );
}
