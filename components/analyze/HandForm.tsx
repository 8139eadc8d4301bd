"use client";

import Form from "next/form";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useFourColourDeck } from "@/components/cards/deck-preference";
import type { HandInputError } from "@/lib/analyze/parse";
import { MAX_HAND_TEXT } from "@/lib/analyze/parse";
import { type Card, formatCard, tokenize, tryParseCard } from "@/lib/engine";
import { DeckGrid } from "./DeckGrid";

/** The distinct cards the text names so far, in order (bad tokens are left to the server). */
function cardsIn(text: string): Card[] {
  const out: Card[] = [];
  for (const token of tokenize(text)) {
    const card = tryParseCard(token);
    if (card !== null && !out.includes(card)) out.push(card);
  }
  return out;
}

/**
 * The analyzer's hand: typed, or picked on the deck (both edit the same text). A GET form,
 * so the analysis lives at a shareable address and works without JavaScript; the server
 * parses and names any bad token.
 */
export function HandForm({
  initialText,
  commission,
  error,
  casinos,
  casino,
  vs,
}: {
  initialText: string;
  commission: number;
  error: HandInputError | null;
  /** Every rule set as a slug and its name in the page's language, the default first. */
  casinos: ReadonlyArray<{ slug: string; label: string }>;
  /** The slug of the rule set analyzed against, and of the one compared with (or null). */
  casino: string;
  vs: string | null;
}) {
  const t = useTranslations("AnalyzePage");
  const locale = useLocale();
  const [fourColour] = useFourColourDeck();
  const [text, setText] = useState(initialText);
  const [edited, setEdited] = useState(false);
  const inputId = useId();
  const casinoId = useId();
  const vsId = useId();
  const helpId = useId();
  const errorId = useId();
  const picked = cardsIn(text);
  const showError = error !== null && !edited;

  function edit(next: string) {
    setText(next);
    setEdited(true);
  }

  function toggle(card: Card) {
    if (picked.includes(card)) {
      edit(
        tokenize(text)
          .filter((token) => tryParseCard(token) !== card)
          .join(" "),
      );
    } else if (picked.length < 7) {
      edit([...tokenize(text), formatCard(card)].join(" "));
    }
  }

  return (
    <Form
      action={`/${locale}/analyze`}
      aria-labelledby="hand-form-title"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h2 id="hand-form-title" className="text-lg font-semibold text-felt-900">
        {t("form.title")}
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-semibold text-felt-900">
          {t("form.handLabel")}
        </label>
        <input
          id={inputId}
          name="hand"
          type="text"
          value={text}
          maxLength={MAX_HAND_TEXT}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-describedby={showError ? `${errorId} ${helpId}` : helpId}
          aria-invalid={showError || undefined}
          onChange={(event) => edit(event.target.value)}
          className="w-full rounded-lg border border-stone-300 px-3 py-2 font-mono text-base text-stone-900 shadow-sm aria-invalid:border-red-600"
        />
        <p id={helpId} className="text-sm text-stone-600">
          {t("form.handHelp")}
        </p>
        {showError && error ? (
          <div
            id={errorId}
            role="alert"
            data-testid="hand-error"
            className="rounded-lg bg-red-50 p-3 text-sm text-red-900"
          >
            <p className="font-semibold">{t("errors.title")}</p>
            <p>
              {error.code === "wrong-count"
                ? t("errors.wrong-count", { count: error.count })
                : error.code === "too-long"
                  ? t("errors.too-long")
                  : t(`errors.${error.code}`, { token: error.token })}
            </p>
          </div>
        ) : null}
      </div>

      <DeckGrid picked={picked} fourColour={fourColour} onToggle={toggle} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-700" aria-live="polite" data-testid="picked-count">
          {t("form.picked", { count: picked.length })}
        </p>
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <legend className="sr-only">{t("form.commissionLabel")}</legend>
          <span aria-hidden="true" className="font-semibold text-felt-900">
            {t("form.commissionLabel")}
          </span>
          {[
            { value: "5", label: t("form.commission5"), on: commission !== 0 },
            { value: "0", label: t("form.commission0"), on: commission === 0 },
          ].map((option) => (
            <label key={option.value} className="flex items-center gap-1.5">
              <input
                type="radio"
                name="c"
                value={option.value}
                defaultChecked={option.on}
                className="size-4 accent-felt-700"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      </div>
      {/* One column of the container's width (minmax(0, 1fr)) and selects that fill it: sized by
          their longest casino name, the two were 430 px wide at 375 px in German. */}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={casinoId} className="text-sm font-semibold text-felt-900">
            {t("form.casinoLabel")}
          </label>
          <select
            id={casinoId}
            name="casino"
            defaultValue={casino}
            data-testid="casino-select"
            className="w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900"
          >
            {casinos.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={vsId} className="text-sm font-semibold text-felt-900">
            {t("form.vsLabel")}
          </label>
          <select
            id={vsId}
            name="vs"
            defaultValue={vs ?? ""}
            data-testid="vs-select"
            className="w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900"
          >
            <option value="">{t("form.vsNone")}</option>
            {casinos.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className="rounded-lg bg-felt-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-felt-800"
        >
          {t("form.submit")}
        </button>
        <button
          type="button"
          onClick={() => edit("")}
          disabled={text === ""}
          className="rounded-lg border border-stone-300 bg-white px-4 py-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-50 disabled:opacity-50"
        >
          {t("form.clear")}
        </button>
      </div>
    </Form>
  );
}
