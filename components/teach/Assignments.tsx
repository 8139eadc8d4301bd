"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { createAssignmentAction, deleteAssignmentAction } from "@/app/[locale]/teach/actions";
import { Field, fieldError, inputClass } from "@/components/auth/form";
import { useTrainerNumbers } from "@/components/cards/use-game-text";
import { DRILL_FILTERS } from "@/lib/engine";
import { ASSIGNMENT_DRILLS } from "@/lib/teach/drills";
import { ASSIGNMENT_HANDS_MAX } from "@/lib/teach/schemas";
import type { AssignmentView, StudentRow } from "@/lib/teach/views";
import { ActionForm } from "./ActionForm";
import { useDrillName } from "./drill-name";
import { useTeachExplain } from "./explain";
import { ProgressBar } from "./ProgressBar";

function AssignmentForm({
  classId,
  action,
}: {
  classId: string;
  action: typeof createAssignmentAction;
}) {
  const t = useTranslations("Teach.assignments");
  const tGame = useTranslations("Game");
  const explain = useTeachExplain();
  const [drill, setDrill] = useState<string>("any");
  const drillId = useId();
  const filterId = useId();
  const name = useDrillName();
  return (
    <ActionForm
      action={action}
      hidden={{ classId }}
      fields={["drill", "filter", "hands", "due"]}
      submit={t("submit")}
      pendingLabel={t("submitting")}
      className="flex flex-col gap-3"
    >
      {(state) => {
        const filterError = fieldError(state, "filter");
        return (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <div className="flex flex-col gap-1">
              <label htmlFor={drillId} className="font-semibold text-felt-900">
                {t("drill")}
              </label>
              <select
                id={drillId}
                name="drill"
                value={drill}
                onChange={(e) => setDrill(e.target.value)}
                className={inputClass}
              >
                {ASSIGNMENT_DRILLS.map((d) => (
                  <option key={d} value={d}>
                    {d === "category" ? t("category") : name(d, null)}
                  </option>
                ))}
              </select>
            </div>
            {drill === "category" ? (
              <div className="flex flex-col gap-1">
                <label htmlFor={filterId} className="font-semibold text-felt-900">
                  {t("category")}
                </label>
                <select
                  id={filterId}
                  name="filter"
                  defaultValue="two-pair"
                  aria-invalid={filterError ? true : undefined}
                  className={inputClass}
                >
                  {DRILL_FILTERS.map((f) => (
                    <option key={f} value={f}>
                      {tGame(`categories.${f}`)}
                    </option>
                  ))}
                </select>
                {filterError ? (
                  <p className="text-sm font-medium text-red-700">{explain(filterError.code)}</p>
                ) : null}
              </div>
            ) : null}
            <Field
              label={t("hands")}
              name="hands"
              type="number"
              inputMode="numeric"
              min={1}
              max={ASSIGNMENT_HANDS_MAX}
              defaultValue={20}
              required
              error={fieldError(state, "hands")}
              explain={explain}
            />
            <Field
              label={t("due")}
              name="due"
              type="date"
              error={fieldError(state, "due")}
              explain={explain}
            />
          </div>
        );
      }}
    </ActionForm>
  );
}

/** The class's assignments: set one, see who finished and how well, delete. */
export function Assignments({
  classId,
  assignments,
  students,
  create,
  remove,
}: {
  classId: string;
  assignments: AssignmentView[];
  students: StudentRow[];
  create: typeof createAssignmentAction;
  remove: typeof deleteAssignmentAction;
}) {
  const t = useTranslations("Teach.assignments");
  const tTable = useTranslations("Teach.table");
  const format = useFormatter();
  const n = useTrainerNumbers();
  const name = useDrillName();
  const names = new Map(students.map((s) => [s.id, s.username]));
  const day = (ms: number) => format.dateTime(ms, { dateStyle: "medium" });

  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-xl border border-stone-200 bg-white p-4">
        <p className="mb-3 text-sm text-stone-600">{t("help")}</p>
        <AssignmentForm classId={classId} action={create} />
      </div>
      {assignments.length === 0 ? (
        <p className="text-stone-600">{t("empty")}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {assignments.map((a) => (
            <li
              key={a.id}
              className="rounded-xl border border-stone-200 bg-white p-4"
              data-testid="assignment"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-felt-900">
                  {name(a.drill, a.filter)} · {a.hands}
                </h3>
                <p className="text-sm text-stone-600">
                  {t("set", { date: day(a.createdAt) })} ·{" "}
                  {a.dueAt === null ? t("noDue") : t("dueOn", { date: day(a.dueAt) })}
                </p>
              </div>
              <p className="mt-1 text-sm font-medium">
                {t("completed", { done: a.completed, total: a.progress.length })}
              </p>
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-semibold text-felt-700">
                  {t("progressCaption")}
                </summary>
                <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
                  {a.progress.map((p) => (
                    <li key={p.userId} className="flex items-center gap-2">
                      <span className="w-28 truncate font-medium">{names.get(p.userId)}</span>
                      <ProgressBar done={p.done} total={a.hands} className="flex-1" />
                      <span className="w-16 text-right tabular-nums">
                        {p.complete ? t("complete") : t("done", { done: p.done, hands: a.hands })}
                      </span>
                      {p.done > 0 ? (
                        <span className="hidden text-xs text-stone-500 lg:inline">
                          {/* The dealer's drill is right or wrong by the way: no EV. */}
                          {a.drill === "dealer"
                            ? tTable("dealerCell", { right: p.optimal, hands: p.done })
                            : t("results", {
                                optimal: n.share(p.optimalShare),
                                evLost: n.units(p.avgEvLost),
                              })}
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </details>
              <ActionForm
                action={remove}
                hidden={{ classId, assignmentId: a.id }}
                submit={t("delete")}
                variant="danger"
                confirm={t("deleteConfirm")}
                className="mt-3 flex flex-col gap-1"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
