"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { copyLink } from "@/components/layout/copy-link";
import { formatJoinCode } from "@/lib/teach/join-code";

/**
 * The class's join code, large, with a button copying the join link. The button always
 * answers visibly: "Link copied" beside it, or, where the browser refuses the clipboard (plain
 * http on a school network), the link in a selected field to copy by hand.
 */
export function JoinCode({ code }: { code: string }) {
  const t = useTranslations("Teach");
  const locale = useLocale();
  const [copied, setCopied] = useState<"idle" | "copied" | "manual">("idle");
  const path = `/${locale}/classes?code=${formatJoinCode(code)}`;
  const [link, setLink] = useState(path);
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
          const { url, copied } = await copyLink(path);
          setLink(url);
          setCopied(copied ? "copied" : "manual");
        }}
      >
        {t("dashboard.copyLink")}
      </button>
      <span role="status" className="ml-2 text-sm font-semibold text-felt-700">
        {copied === "copied" ? `✓ ${t("dashboard.copied")}` : ""}
        {copied === "manual" ? t("dashboard.copyManual") : ""}
      </span>
      {copied === "manual" ? (
        <input
          readOnly
          value={link}
          aria-label={t("dashboard.copyManual")}
          onFocus={(event) => event.currentTarget.select()}
          ref={(el) => el?.select()}
          className="mt-2 block w-full rounded border border-stone-300 px-2 py-1 font-mono text-sm"
          data-testid="join-link-field"
        />
      ) : null}
    </div>
  );
}
