"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { copyLink } from "@/components/layout/copy-link";
import { secondary } from "@/components/table/buttons";

/**
 * "Invite" at a live table (issue 55): the table's link, shown in a field and copied to the
 * clipboard. It names no locale (the invitee's own is chosen when they open it) and grants
 * nothing: a class table's link opens only for its members, as the table itself does.
 */
export function InviteLink({ tableId, className }: { tableId: string; className: string | null }) {
  const t = useTranslations("Live.invite");
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState<"copied" | "manual" | null>(null);
  return (
    <div className="w-full space-y-1">
      <button
        type="button"
        className={secondary}
        aria-expanded={link !== null}
        onClick={async () => {
          const { url, copied } = await copyLink(`/live/${encodeURIComponent(tableId)}`);
          setLink(url);
          // Where the browser refuses the clipboard, the field is there to copy by hand.
          setCopied(copied ? "copied" : "manual");
        }}
      >
        {t("button")}
      </button>
      {link !== null ? (
        <>
          <input
            readOnly
            value={link}
            aria-label={t("link")}
            onFocus={(event) => event.currentTarget.select()}
            className="block w-full rounded border border-felt-600 bg-felt-950/40 px-2 py-1 font-mono text-sm text-white"
            data-testid="live-invite-link"
          />
          <p role="status" className="text-sm text-felt-100">
            {copied === "copied" ? `✓ ${t("copied")}` : copied === "manual" ? t("copyManual") : ""}
            {className !== null ? ` ${t("classOnly", { className })}` : ""}
          </p>
        </>
      ) : null}
    </div>
  );
}
