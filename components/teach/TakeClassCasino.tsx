"use client";

import { useTranslations } from "next-intl";
import { takeClassCasinoAction } from "@/app/[locale]/classes/actions";
import { ActionForm } from "./ActionForm";

/**
 * A student takes their class's casino as their own: the one way to practise under a
 * teacher's own house way, which has no slug in the casino picker.
 */
export function TakeClassCasino({ classId }: { classId: string }) {
  const t = useTranslations("StudentAssignments");
  return (
    <ActionForm
      action={takeClassCasinoAction}
      hidden={{ classId }}
      submit={t("takeCasino")}
      variant="secondary"
      success={() => t("casinoTaken")}
      className="inline-flex items-center gap-2"
    />
  );
}
