"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { classCasinoAction } from "@/app/[locale]/teach/actions";
import { inputClass } from "@/components/auth/form";
import { casinoLabel } from "@/components/casino/casino-label";
import { CASINO_SLUGS, parseCasinoSlug } from "@/lib/casino/choice";
import { ActionForm } from "./ActionForm";

/** The class's casino: its assignments count hands played under it; class tables deal by it. */
export function ClassCasino({
  classId,
  casino,
  action,
}: {
  classId: string;
  casino: string;
  action: typeof classCasinoAction;
}) {
  const t = useTranslations("Teach.casino");
  const tYours = useTranslations("YourCasino");
  const tWays = useTranslations("CasinosPage.ways");
  const selectId = useId();
  const label = (slug: string) => {
    const rs = parseCasinoSlug(slug);
    return rs
      ? casinoLabel(
          rs,
          (k) => tWays(k as never),
          (k) => tYours(k as never),
        )
      : slug;
  };
  return (
    <ActionForm
      action={action}
      hidden={{ classId }}
      fields={["casino"]}
      submit={t("submit")}
      variant="secondary"
      success={(state) => t("saved", { casino: label(state.data.casino) })}
      className="flex max-w-xl flex-col gap-3"
    >
      {() => (
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="font-semibold text-felt-900">
            {t("label")}
          </label>
          <select
            id={selectId}
            name="casino"
            defaultValue={casino}
            className={inputClass}
            data-testid="class-casino"
          >
            {CASINO_SLUGS.map((slug) => (
              <option key={slug} value={slug}>
                {label(slug)}
              </option>
            ))}
          </select>
          <p className="text-sm text-stone-600">{t("help")}</p>
        </div>
      )}
    </ActionForm>
  );
}
