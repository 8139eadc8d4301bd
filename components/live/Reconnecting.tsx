"use client";

import { useTranslations } from "next-intl";

/** Said while a page's event stream is down and the browser reconnects (use-event-stream.ts). */
export function Reconnecting({ className = "" }: { className?: string }) {
  const t = useTranslations("Live.table");
  return (
    <p
      role="status"
      data-testid="live-reconnecting"
      className={`rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900 ${className}`}
    >
      {t("reconnecting")}
    </p>
  );
}
