"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

type Health = { status: "ok"; db: "ok" } | { status: "error" };

async function fetchHealth(): Promise<Health> {
  const response = await fetch("/api/health", { cache: "no-store" });
  return (await response.json()) as Health;
}

/** A small footer indicator that the server and its database answer. */
export function HealthStatus() {
  const t = useTranslations("Health");
  const { data, isPending, isError } = useQuery({ queryKey: ["health"], queryFn: fetchHealth });

  const state = isPending ? "checking" : isError || data?.status !== "ok" ? "error" : "ok";
  const dot = { checking: "bg-stone-400", ok: "bg-felt-600", error: "bg-red-600" }[state];

  return (
    <p className="flex items-center gap-2 text-xs text-stone-500">
      <span className="sr-only">{t("label")}:</span>
      <span aria-hidden="true" className={`inline-block size-2 rounded-full ${dot}`} />
      <span role="status">{t(state)}</span>
    </p>
  );
}
