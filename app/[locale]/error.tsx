"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { PageShell } from "@/components/layout/PageShell";

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations("Errors");

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <PageShell title={t("title")} intro={t("description")}>
      <button
        type="button"
        onClick={reset}
        className="rounded-lg bg-felt-700 px-4 py-2 font-semibold text-white hover:bg-felt-800"
      >
        {t("retry")}
      </button>
    </PageShell>
  );
}
