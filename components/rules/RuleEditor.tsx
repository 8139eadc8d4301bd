"use client";

import { useTranslations } from "next-intl";
import { useActionState, useDeferredValue, useEffect, useId, useRef, useState } from "react";
import { Link } from "@/i18n/navigation";
import { type ActionState, type FieldError, idle } from "@/lib/actions/action-state";
import { asRuleEditError } from "@/lib/rules/errors";
import type { RuleExamples } from "./RuleMarkdown";
import { RuleMarkdown } from "./RuleMarkdown";

type SaveState = ActionState<{ version: number }, "stale" | "not-found">;

/** Markdown editor with a live preview; each save becomes a new version of the page. */
export function RuleEditor({
  action,
  locale,
  slug,
  title: initialTitle,
  body: initialBody,
  version,
  examples,
}: {
  action: (state: SaveState, formData: FormData) => Promise<SaveState>;
  locale: string;
  slug: string;
  title: string;
  body: string;
  version: number;
  examples: RuleExamples;
}) {
  const t = useTranslations("RuleEditor");
  const [state, formAction, pending] = useActionState<SaveState, FormData>(action, idle);
  const [title, setTitle] = useState(initialTitle);
  const [body, setBody] = useState(initialBody);
  const previewBody = useDeferredValue(body);
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  // After a save the next one builds on the version just written.
  const baseVersion = state.status === "success" ? state.data.version : version;
  const fields = state.status === "invalid" ? state.fields : {};
  const message = (error: FieldError | undefined) =>
    error ? t(`errors.${asRuleEditError(error.code)}`, error.params) : null;
  const titleError = message(fields.title);
  const bodyError = message(fields.body);
  const otherErrors = Object.entries(fields)
    .filter(([field]) => field !== "title" && field !== "body")
    .map(([, error]) => message(error));
  // A refused save moves the focus to the first field to fix, so its message is read out.
  useEffect(() => {
    if (state.status !== "invalid") return;
    (state.fields.title ? titleRef : state.fields.body ? bodyRef : null)?.current?.focus();
  }, [state]);
  const formError =
    state.status === "error" ? t(`errors.${state.code}`, state.params) : (otherErrors[0] ?? null);

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-2">
      <form
        action={formAction}
        className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-4 lg:self-start"
        noValidate
      >
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="slug" value={slug} />
        <input type="hidden" name="baseVersion" value={baseVersion} />

        <div>
          <label htmlFor={`${id}-title`} className="block font-semibold text-felt-900">
            {t("titleLabel")}
          </label>
          <input
            id={`${id}-title`}
            ref={titleRef}
            name="title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError ? `${id}-title-error` : undefined}
            className="mt-1 w-full rounded-md border border-stone-300 bg-white px-3 py-2 aria-invalid:border-red-600"
          />
          {titleError ? (
            <p id={`${id}-title-error`} className="mt-1 text-sm font-medium text-red-700">
              {titleError}
            </p>
          ) : null}
        </div>

        <div>
          <label htmlFor={`${id}-body`} className="block font-semibold text-felt-900">
            {t("bodyLabel")}
          </label>
          <p id={`${id}-body-help`} className="mt-1 text-sm text-stone-600">
            {t("bodyHelp")}
          </p>
          <textarea
            id={`${id}-body`}
            ref={bodyRef}
            name="body"
            value={body}
            onChange={(event) => setBody(event.target.value)}
            rows={24}
            spellCheck
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={`${id}-body-help${bodyError ? ` ${id}-body-error` : ""}`}
            className="mt-2 w-full rounded-md border border-stone-300 bg-white px-3 py-2 font-mono text-sm leading-relaxed aria-invalid:border-red-600 lg:h-[50dvh]"
          />
          {bodyError ? (
            <p id={`${id}-body-error`} className="mt-1 text-sm font-medium text-red-700">
              {bodyError}
            </p>
          ) : null}
        </div>

        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            disabled={pending}
            className="rounded-lg bg-felt-700 px-5 py-2.5 font-semibold text-white hover:bg-felt-800 disabled:opacity-60"
          >
            {pending ? t("saving") : t("save")}
          </button>
          <div role="status" aria-live="polite" className="text-sm">
            {state.status === "success" ? (
              <span className="font-medium text-felt-800">
                {t("saved", { version: state.data.version })}{" "}
                <Link href={`/rules/${slug}`} className="underline">
                  {t("viewPage")}
                </Link>
              </span>
            ) : null}
          </div>
        </div>
        {formError ? (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800"
          >
            {formError}
          </p>
        ) : null}
      </form>

      <section
        aria-labelledby={`${id}-preview`}
        className="min-w-0 rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
      >
        <h2
          id={`${id}-preview`}
          className="text-sm font-semibold tracking-wide text-stone-500 uppercase"
        >
          {t("preview")}
        </h2>
        <p className="mt-3 text-3xl font-bold tracking-tight text-felt-900">{title}</p>
        <RuleMarkdown body={previewBody} examples={examples} />
      </section>
    </div>
  );
}
