"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Link, useRouter } from "@/i18n/navigation";
import { listTables } from "@/lib/table/tables";
import { openClassTable } from "./live-api";

/**
 * The teacher's "Open a live table" for one class (POST /api/live): picks one of the public
 * live tables' configs, and takes the teacher to the class's table of that config: the open one
 * if there is one (the server keeps one per class and config), else a new one. The link stays
 * for when the navigation is slow.
 */
export function OpenLiveTable({ classId }: { classId: string }) {
  const t = useTranslations("Live");
  const errors = useTranslations("Table.errors");
  const tables = listTables(false, true);
  const [table, setTable] = useState(tables[0]?.id ?? "");
  const selectId = useId();
  const router = useRouter();
  const open = useMutation({
    mutationFn: () => openClassTable(classId, table),
    onSuccess: (answer) => {
      if (answer.status === "ok") router.push(`/live/${answer.id}`);
    },
  });
  const answer = open.data;
  if (tables.length === 0) return null;
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4" data-testid="open-live-table">
      <p className="text-sm text-stone-600">{t("open.help")}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label htmlFor={selectId} className="text-sm font-medium text-stone-700">
          {t("open.table")}
          <select
            id={selectId}
            value={table}
            onChange={(e) => setTable(e.target.value)}
            className="ml-2 rounded-md border border-stone-300 px-2 py-1.5"
          >
            {tables.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={open.isPending}
          onClick={() => open.mutate()}
          className="rounded-lg bg-felt-700 px-4 py-2 text-sm font-semibold text-white hover:bg-felt-800 disabled:opacity-50"
        >
          {t("open.submit")}
        </button>
      </div>
      <div aria-live="polite" className="mt-2 text-sm">
        {answer?.status === "ok" ? (
          <p>
            {t("open.opened")}{" "}
            <Link href={`/live/${answer.id}`} className="font-semibold text-felt-700 underline">
              {t("open.go")}
            </Link>
          </p>
        ) : answer?.status === "error" ? (
          <p role="alert" className="text-red-700">
            {t("open.failed")}{" "}
            {errors.has(answer.code as "unexpected") ? errors(answer.code as "unexpected") : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}
