"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type {
  createClassAction,
  deleteClassAction,
  removeStudentAction,
  renameClassAction,
  rotateCodeAction,
} from "@/app/[locale]/teach/actions";
import { Field, fieldError, inputClass } from "@/components/auth/form";
import { formatJoinCode } from "@/lib/teach/join-code";
import { CLASS_NAME_MAX } from "@/lib/teach/schemas";
import { ActionForm } from "./ActionForm";
import { useTeachExplain } from "./explain";

export function CreateClassForm({ action }: { action: typeof createClassAction }) {
  const t = useTranslations("Teach.create");
  const explain = useTeachExplain();
  return (
    <ActionForm
      action={action}
      hidden={{}}
      fields={["name"]}
      submit={t("submit")}
      pendingLabel={t("submitting")}
      className="flex max-w-md flex-col gap-3"
    >
      {(state) => (
        <Field
          label={t("name")}
          name="name"
          required
          max={CLASS_NAME_MAX}
          error={fieldError(state, "name")}
          explain={explain}
        />
      )}
    </ActionForm>
  );
}

/** Rename, new join code, remove a student, delete the class: the class's settings. */
export function ClassSettings({
  classId,
  name,
  students,
  rename,
  rotate,
  remove,
  deleteClass,
}: {
  classId: string;
  name: string;
  students: ReadonlyArray<{ id: string; username: string }>;
  rename: typeof renameClassAction;
  rotate: typeof rotateCodeAction;
  remove: typeof removeStudentAction;
  deleteClass: typeof deleteClassAction;
}) {
  const t = useTranslations("Teach.manage");
  const explain = useTeachExplain();
  const removeId = useId();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ActionForm
        action={rename}
        hidden={{ classId }}
        fields={["name"]}
        submit={t("renameSubmit")}
        variant="secondary"
        success={() => t("renamed")}
      >
        {(state) => (
          <Field
            label={t("rename")}
            name="name"
            defaultValue={name}
            required
            error={fieldError(state, "name")}
            explain={explain}
          />
        )}
      </ActionForm>
      <ActionForm
        action={rotate}
        hidden={{ classId }}
        submit={t("rotate")}
        variant="secondary"
        confirm={t("rotateHelp")}
        success={(state) => t("rotated", { code: formatJoinCode(state.data.joinCode) })}
      >
        {() => <p className="text-sm text-stone-600">{t("rotateHelp")}</p>}
      </ActionForm>
      {students.length > 0 ? (
        <ActionForm
          action={remove}
          hidden={{ classId }}
          fields={["studentId"]}
          submit={t("removeSubmit")}
          variant="danger"
          confirm={(form) => {
            const select = form.elements.namedItem("studentId") as HTMLSelectElement | null;
            const name = select?.selectedOptions[0]?.textContent ?? "";
            return t("removeConfirm", { name });
          }}
          success={() => t("removed")}
          className="flex flex-col gap-3 md:col-span-2"
        >
          {() => (
            <div className="flex flex-col gap-1">
              <label htmlFor={removeId} className="font-semibold text-felt-900">
                {t("students")}
              </label>
              <select id={removeId} name="studentId" className={`${inputClass} max-w-sm`}>
                {students.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.username}
                  </option>
                ))}
              </select>
            </div>
          )}
        </ActionForm>
      ) : null}
      <ActionForm
        action={deleteClass}
        hidden={{ classId }}
        submit={t("deleteSubmit")}
        variant="danger"
        confirm={t("deleteConfirm", { name })}
        className="flex flex-col gap-3 md:col-span-2"
      >
        {() => <p className="text-sm text-stone-600">{t("deleteHelp")}</p>}
      </ActionForm>
    </div>
  );
}
