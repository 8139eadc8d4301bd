"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { formatJoinCode } from "@/lib/teach/join-code";

/** The class's join code, large, with a button copying the join link. */
export function JoinCode({ code }: { code: string }) {
  const t = useTranslations("Teach");
  const locale = useLocale();
  const [copied, setCopied] = useState(false);
  const path = `/${locale}/classes?code=${formatJoinCode(code)}`;
  return (
    <div className="rounded-xl border-2 border-dashed border-chip-500 bg-white p-4">
      <p className="text-sm font-medium text-stone-600">{t("joinCode")}</p>
      <p
        className="font-mono text-3xl font-bold tracking-widest text-felt-900"
        data-testid="join-code"
      >
        {formatJoinCode(code)}
      </p>
      <p className="mt-1 text-sm text-stone-600">
        {t("dashboard.codeHelp", { url: `/${locale}/classes` })}
      </p>
      <button
        type="button"
        className="mt-2 text-sm font-semibold text-felt-700 underline hover:text-felt-900"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(`${window.location.origin}${path}`);
            setCopied(true);
          } catch {
            setCopied(false);
          }
        }}
      >
        {t("dashboard.copyLink")}
      </button>
      <span role="status" className="ml-2 text-sm text-felt-700">
        {copied ? t("dashboard.copied") : ""}
      </span>
    </div>
  );
}
