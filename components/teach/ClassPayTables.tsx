"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { classPaysAction } from "@/app/[locale]/teach/actions";
import { inputClass } from "@/components/auth/form";
import { ENVY_SCHEDULES, FORTUNE_TABLES } from "@/lib/engine";
import { ActionForm } from "./ActionForm";

/**
 * The class's side-bet pay tables (RULES.md 13.2): the Fortune pay table and the Envy schedule
 * its class tables pay by from now on, or each table's own.
 */
export function ClassPayTables({
  classId,
  fortuneTable,
  envy,
  action,
}: {
  classId: string;
  fortuneTable: string | null;
  envy: string | null;
  action: typeof classPaysAction;
}) {
  const t = useTranslations("Teach.pays");
  const tSide = useTranslations("Table.sideBets");
  const fortuneId = useId();
  const envyId = useId();
  return (
    <ActionForm
      action={action}
      hidden={{ classId }}
      fields={["fortuneTable", "envy"]}
      submit={t("submit")}
      variant="secondary"
      success={() => t("saved")}
      className="flex max-w-xl flex-col gap-3"
    >
      {() => (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor={fortuneId} className="font-semibold text-felt-900">
              {t("fortune")}
            </label>
            <select
              id={fortuneId}
              name="fortuneTable"
              defaultValue={fortuneTable ?? ""}
              className={inputClass}
            >
              <option value="">{t("asTable")}</option>
              {FORTUNE_TABLES.map((table) => (
                <option key={table.name} value={table.name}>
                  {tSide(`payTables.${table.name}` as never)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={envyId} className="font-semibold text-felt-900">
              {t("envy")}
            </label>
            <select id={envyId} name="envy" defaultValue={envy ?? ""} className={inputClass}>
              <option value="">{t("asTable")}</option>
              {ENVY_SCHEDULES.map((schedule) => (
                <option key={schedule.name} value={schedule.name}>
                  {tSide(`envySchedules.${schedule.name}` as never)}
                </option>
              ))}
            </select>
          </div>
          <p className="text-sm text-stone-600">{t("help")}</p>
        </>
      )}
    </ActionForm>
  );
}
