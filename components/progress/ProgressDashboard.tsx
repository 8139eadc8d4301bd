"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useFourColourDeck } from "@/components/cards/deck-preference";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { useTrainerNumbers } from "@/components/cards/use-game-text";
import { useRuleSetLabel } from "@/components/casino/rule-set-label";
import { VERDICT_STYLES } from "@/components/drill/GradeResult";
import { retryHand } from "@/components/drill/practice-api";
import { Link, useRouter } from "@/i18n/navigation";
import { casinoSlug, storedRuleSet } from "@/lib/casino/choice";
import { cardName } from "@/lib/i18n/game-text";
import { uncountedWords } from "@/lib/i18n/uncounted-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import { useRelativeTime } from "@/lib/i18n/use-relative-time";
import type { PracticeErrorCode } from "@/lib/practice/errors";
import type { MistakeView, ProgressView } from "@/lib/practice/views";
import { CategoryTable } from "./CategoryTable";
import { progressQuery } from "./progress-query";
import { TrendChart } from "./TrendChart";

function Stat({
  label,
  value,
  hint,
  id,
}: {
  label: string;
  value: string;
  hint?: string;
  id: string;
}) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4">
      <dt className="text-sm font-medium text-stone-500">{label}</dt>
      <dd data-testid={id} className="mt-1 text-2xl font-bold text-felt-900 tabular-nums">
        {value}
      </dd>
      {hint ? <dd className="mt-0.5 text-xs text-stone-500">{hint}</dd> : null}
    </div>
  );
}

function Summary({ data }: { data: ProgressView }) {
  const t = useTranslations("Progress.stats");
  const n = useTrainerNumbers();
  const format = useFormatter();
  const { summary, review } = data;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <Stat id="stat-hands" label={t("hands")} value={n.count(summary.hands)} />
      <Stat
        id="stat-optimal"
        label={t("optimal")}
        value={n.share(summary.optimalShare)}
        hint={t("optimalHint", {
          optimal: summary.optimal,
          hands: summary.hands,
          streak: summary.streak,
        })}
      />
      <Stat
        id="stat-ev-lost"
        label={t("avgEvLost")}
        value={n.units(summary.avgEvLost)}
        hint={t("avgEvLostHint")}
      />
      <Stat
        id="stat-per-100"
        label={t("per100")}
        value={n.per100(summary.avgEvLost)}
        hint={t("per100Hint")}
      />
      <Stat
        id="stat-decide"
        label={t("decide")}
        value={
          summary.medianDecideMs === null
            ? "–"
            : format.number(summary.medianDecideMs / 1000, {
                style: "unit",
                unit: "second",
                maximumFractionDigits: 1,
              })
        }
        hint={t("decideHint")}
      />
      <Stat
        id="stat-review"
        label={t("review")}
        value={n.count(review.due)}
        hint={t("reviewHint", { pending: review.pending })}
      />
    </dl>
  );
}

function Mistake({
  mistake,
  onRetry,
  pending,
}: {
  mistake: MistakeView;
  onRetry: () => void;
  pending: boolean;
}) {
  const t = useTranslations("Progress.mistakes");
  const tGame = useTranslations("Game");
  const game = useGameTranslate();
  const n = useTrainerNumbers();
  const ago = useRelativeTime();
  const [fourColour] = useFourColourDeck();
  const frontNames = mistake.front.map((c) => cardName(game, c)).join(", ");

  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4" data-testid="mistake">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className={`rounded px-2 py-0.5 font-semibold ${VERDICT_STYLES[mistake.verdict]}`}>
          {tGame(`verdicts.${mistake.verdict}`)}
        </span>
        <span className="text-stone-700">{tGame(`categories.${mistake.category}`)}</span>
        <time dateTime={new Date(mistake.createdAt).toISOString()} className="text-stone-500">
          {ago(mistake.createdAt)}
        </time>
      </div>
      <ul aria-label={t("handLabel")} className="mt-3 grid max-w-sm grid-cols-7 gap-1">
        {mistake.hand.map((card) => {
          const inFront = mistake.front.includes(card);
          return (
            <li key={card}>
              <span
                className={`block rounded-[9%] ${inFront ? "-translate-y-1.5 ring-2 ring-chip-500" : ""}`}
              >
                <PlayingCard card={card} fourColour={fourColour} label={cardName(game, card)} />
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-sm text-stone-700">{t("yourFront", { cards: frontNames })}</p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          {t("evLost")}{" "}
          <span className="font-mono font-semibold tabular-nums">{n.units(mistake.evLost)}</span>
        </p>
        <button
          type="button"
          onClick={onRetry}
          disabled={pending}
          className="rounded-lg bg-felt-700 px-3 py-2 text-sm font-semibold text-white hover:bg-felt-800 disabled:opacity-60"
        >
          {t("retry")}
        </button>
      </div>
    </li>
  );
}

/** The progress page's body: numbers, trend, categories and the costliest recent mistakes. */
/**
 * Which casino's hands the page shows: every casino together, or one. Each row's numbers are
 * graded against that casino's own dealer, so the table beside the filter mixes them honestly.
 */
function CasinoFilter({
  byCasino,
  casino,
  onChange,
}: {
  byCasino: ProgressView["byCasino"];
  casino: string | null;
  onChange: (casino: string | null) => void;
}) {
  const t = useTranslations("Progress.casino");
  const format = useFormatter();
  const label = useRuleSetLabel();
  if (byCasino.length < 2 && casino === null) return null;
  return (
    <div className="mb-4 space-y-2" data-testid="progress-casinos">
      <label className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{t("filter")}</span>
        <select
          value={casino ?? ""}
          onChange={(e) => onChange(e.target.value === "" ? null : e.target.value)}
          className="rounded border border-stone-300 px-2 py-1"
        >
          <option value="">{t("all")}</option>
          {byCasino.map((r) => (
            <option key={r.ruleSet} value={casinoSlug(storedRuleSet(r.ruleSet))}>
              {label(r.ruleSet)}
            </option>
          ))}
        </select>
      </label>
      <table className="text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <thead>
          <tr className="text-left text-stone-600">
            <th className="pr-4 font-medium">{t("casino")}</th>
            <th className="pr-4 font-medium">{t("hands")}</th>
            <th className="pr-4 font-medium">{t("optimal")}</th>
          </tr>
        </thead>
        <tbody>
          {byCasino.map((r) => (
            <tr key={r.ruleSet}>
              <td className="pr-4">{label(r.ruleSet)}</td>
              <td className="pr-4 tabular-nums">{r.hands}</td>
              <td className="pr-4 tabular-nums">
                {format.number(r.optimalShare, { style: "percent", maximumFractionDigits: 0 })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ProgressDashboard() {
  const t = useTranslations("Progress");
  const tCategories = useTranslations("Progress.categories");
  const game = useGameTranslate();
  const locale = useLocale();
  const router = useRouter();
  const [casino, setCasino] = useState<string | null>(null);
  const query = useQuery(progressQuery(locale, casino));
  const [retryError, setRetryError] = useState<PracticeErrorCode | "network" | null>(null);
  const retry = useMutation({
    mutationFn: retryHand,
    onMutate: () => setRetryError(null),
    onSuccess: (result) => {
      if (result.status === "error") setRetryError(result.code);
      else router.push(`/practice?deal=${result.deal.dealId}`);
    },
    onError: () => setRetryError("network"),
  });

  if (query.isPending) {
    return (
      <p role="status" className="text-stone-600">
        {t("loading")}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
        <p className="font-semibold">{t("loadError")}</p>
        <button
          type="button"
          onClick={() => query.refetch()}
          className="mt-2 font-semibold underline"
        >
          {t("reload")}
        </button>
      </div>
    );
  }

  const data = query.data;
  // Hands that were recorded but do not count: say so, each by its cause, or an empty page
  // reads as lost work.
  const uncountedNote = uncountedWords(game, locale, data.summary.uncounted);
  const uncounted = uncountedNote ? (
    <p className="text-stone-700" data-testid="uncounted-note">
      {uncountedNote}
    </p>
  ) : null;
  if (data.summary.hands === 0) {
    return (
      <div className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
        {uncounted ?? <p className="text-stone-600">{t("empty")}</p>}
        <Link
          href="/practice"
          className="mt-4 inline-block rounded-lg bg-chip-400 px-3 py-2 sm:px-4 font-semibold text-felt-950 hover:bg-chip-500"
        >
          {t("startPracticing")}
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="stats-title">
        <h2 id="stats-title" className="sr-only">
          {t("statsTitle")}
        </h2>
        <CasinoFilter byCasino={data.byCasino} casino={casino} onChange={setCasino} />
        <Summary data={data} />
        {uncounted ? <div className="mt-3 text-sm">{uncounted}</div> : null}
      </section>

      <section aria-labelledby="trend-title" className="space-y-3">
        <h2 id="trend-title" className="text-xl font-bold text-felt-900">
          {t("trendTitle")}
        </h2>
        <TrendChart points={data.trend} />
      </section>

      <section aria-labelledby="categories-title" className="space-y-3">
        <h2 id="categories-title" className="text-xl font-bold text-felt-900">
          {t("categoriesTitle")}
        </h2>
        <CategoryTable rows={data.categories} caption={tCategories("caption")} empty={t("empty")} />
      </section>

      <section aria-labelledby="mistakes-title" className="space-y-3">
        <h2 id="mistakes-title" className="text-xl font-bold text-felt-900">
          {t("mistakesTitle")}
        </h2>
        {retryError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-900">
            {t(`retryErrors.${retryError === "network" ? "network" : "other"}`)}
          </p>
        ) : null}
        {data.mistakes.length === 0 ? (
          <p className="text-stone-600">{t("mistakes.none")}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {data.mistakes.map((mistake) => (
              <Mistake
                key={mistake.attemptId}
                mistake={mistake}
                pending={retry.isPending}
                onRetry={() => retry.mutate({ attemptId: mistake.attemptId })}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
