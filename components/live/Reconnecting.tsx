"use client";

import { useTranslations } from "next-intl";
import type { StreamStatus } from "./use-event-stream";

/**
 * Said while a page's event stream is not up (use-event-stream.ts): reconnecting, or refused
 * because the page is open in too many tabs (then reloading after closing one helps).
 */
export function Reconnecting({
  status = "down",
  className = "",
}: {
  status?: Exclude<StreamStatus, "up">;
  className?: string;
}) {
  const t = useTranslations("Live");
  const errors = useTranslations("Table.errors");
  return (
    <p
      role="status"
      data-testid="live-reconnecting"
      data-status={status}
      className={`rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900 ${className}`}
    >
      {status === "too-many" ? errors("too-many-streams") : t("table.reconnecting")}
    </p>
  );
}
