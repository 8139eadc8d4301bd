"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useTrainerNumbers } from "@/components/cards/use-game-text";
import { Link } from "@/i18n/navigation";
import { useRelativeTime } from "@/lib/i18n/use-relative-time";
import type { StudentRow } from "@/lib/teach/views";

type Column =
  | "username"
  | "hands"
  | "optimalShare"
  | "avgEvLost"
  | "per100"
  | "dealer"
  | "famous"
  | "table"
  | "lastActive";
type Direction = "ascending" | "descending";

const value = (row: StudentRow, column: Column): number | string =>
  column === "username"
    ? row.username
    : column === "per100"
      ? row.avgEvLost
      : column === "lastActive"
        ? (row.lastActive ?? -1)
        : column === "dealer"
          ? row.dealer.hands === 0
            ? -1
            : row.dealer.right / row.dealer.hands
          : column === "famous"
            ? row.famous.hands === 0
              ? -1
              : row.famous.best / row.famous.hands
            : column === "table"
              ? row.table.rounds
              : row[column];

/** The class's students, sortable by every column (click a header; again to reverse). */
export function ClassTable({ classId, students }: { classId: string; students: StudentRow[] }) {
  const t = useTranslations("Teach.table");
  const n = useTrainerNumbers();
  const ago = useRelativeTime();
  const [sort, setSort] = useState<{ column: Column; direction: Direction }>({
    column: "username",
    direction: "ascending",
  });

  const rows = useMemo(() => {
    const sign = sort.direction === "ascending" ? 1 : -1;
    return [...students].sort((a, b) => {
      const x = value(a, sort.column);
      const y = value(b, sort.column);
      const order =
        typeof x === "string" ? x.localeCompare(String(y)) : (x as number) - (y as number);
      return sign * order || a.username.localeCompare(b.username);
    });
  }, [students, sort]);

  const columns: Array<{ key: Column; label: string; numeric: boolean }> = [
    { key: "username", label: t("student"), numeric: false },
    { key: "hands", label: t("hands"), numeric: true },
    { key: "optimalShare", label: t("optimal"), numeric: true },
    { key: "avgEvLost", label: t("evLost"), numeric: true },
    { key: "per100", label: t("per100"), numeric: true },
    { key: "dealer", label: t("dealer"), numeric: true },
    { key: "famous", label: t("famous"), numeric: true },
    { key: "table", label: t("tableRounds"), numeric: true },
    { key: "lastActive", label: t("lastActive"), numeric: true },
  ];

  function toggle(column: Column) {
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === "ascending" ? "descending" : "ascending" }
        : { column, direction: column === "username" ? "ascending" : "descending" },
    );
  }

  return (
    <div className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full min-w-[40rem] border-collapse text-sm" data-testid="class-table">
        <caption className="sr-only">{t("caption")}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-xs tracking-wide text-stone-500 uppercase">
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                aria-sort={sort.column === c.key ? sort.direction : undefined}
                className={`px-3 py-2 font-medium ${c.numeric ? "text-right" : "text-left"}`}
              >
                <button
                  type="button"
                  onClick={() => toggle(c.key)}
                  className={`inline-flex items-center gap-1 uppercase hover:text-felt-800 ${
                    c.numeric ? "flex-row-reverse" : ""
                  }`}
                >
                  <span>{c.label}</span>
                  <span aria-hidden="true" className="w-3 text-felt-700">
                    {sort.column === c.key ? (sort.direction === "ascending" ? "▲" : "▼") : ""}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr
              key={s.id}
              data-testid="student-row"
              data-student={s.username}
              className="border-b border-stone-100 last:border-0 hover:bg-stone-50"
            >
              <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                <Link
                  href={`/teach/${classId}/students/${s.id}`}
                  aria-label={t("view", { name: s.username })}
                  className="text-felt-700 underline decoration-felt-600/40 hover:text-felt-900"
                >
                  {s.username}
                </Link>
              </th>
              <td className="px-3 py-2 text-right tabular-nums" data-column="hands">
                {n.count(s.hands)}
                {s.offline > 0 ? (
                  <span className="block text-xs text-stone-500" data-testid="offline-hands">
                    {t("offlineCell", { count: s.offline })}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {s.hands ? n.share(s.optimalShare) : "–"}
              </td>
              <td className="px-3 py-2 text-right font-mono tabular-nums">
                {s.hands ? n.units(s.avgEvLost) : "–"}
              </td>
              <td className="px-3 py-2 text-right font-mono tabular-nums">
                {s.hands ? n.per100(s.avgEvLost) : "–"}
              </td>
              <td className="px-3 py-2 text-right tabular-nums" data-column="dealer">
                {s.dealer.hands
                  ? t("dealerCell", { right: s.dealer.right, hands: s.dealer.hands })
                  : "–"}
              </td>
              <td className="px-3 py-2 text-right tabular-nums" data-column="famous">
                {s.famous.hands
                  ? t("famousCell", { best: s.famous.best, hands: s.famous.hands })
                  : "–"}
              </td>
              <td className="px-3 py-2 text-right tabular-nums" data-column="table">
                {n.count(s.table.rounds)}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap text-stone-600">
                {s.lastActive === null ? (
                  t("never")
                ) : (
                  <time dateTime={new Date(s.lastActive).toISOString()}>{ago(s.lastActive)}</time>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
