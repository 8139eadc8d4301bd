"use client";

import { useLocale, useTranslations } from "next-intl";
import { useDeferredValue, useEffect, useId, useMemo, useState, useTransition } from "react";
import {
  chooseWayAction,
  saveWayAction,
  shareWayAction,
  wayStateAction,
} from "@/app/[locale]/casino/way/actions";
import { CardText } from "@/components/cards/PlayingCard";
import { Link } from "@/i18n/navigation";
import { idle } from "@/lib/actions/action-state";
import { CHOICE_VARIANTS, type ChoiceVariant } from "@/lib/casino/choice";
import {
  type Card,
  type DocumentWay,
  formatWayDocument,
  houseWay,
  installWayDocument,
  MAX_DOCUMENT_BYTES,
  parseHand,
  type WayDocument,
  type WayRules,
} from "@/lib/engine";
import { backWords, cardName, frontWords } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import {
  changeExamples,
  EDITOR_SECTIONS,
  edgeChange,
  type RuleKey,
  withRule,
} from "@/lib/ways/editor";
import type { BadHand, WayState } from "@/lib/ways/service";
import { RuleControls } from "./RuleControls";
import { RunStatus } from "./RunStatus";
import { publishedSentence, unchangedSentence } from "./way-sentences";

/** A way the editor can start from: a casino's (named by the page) or one of the learner's own. */
export interface StartingWay {
  /** The option's value: a published way's id or an own way's id (never shown). */
  value: string;
  label: string;
  own: boolean;
  /** Opened through a share link: someone else's way, to read and copy. */
  shared?: boolean;
  document: WayDocument;
}

type ErrorView = { code: string; params?: Record<string, string | number> };

type Phase =
  | { kind: "editing" }
  | { kind: "saving" }
  | { kind: "checking"; id: string; state: "queued" | "running"; done: number; total: number }
  | { kind: "valid"; id: string; name: string }
  | { kind: "refused"; hands: BadHand[] }
  | { kind: "published"; way: DocumentWay }
  | { kind: "chosen"; name: string };

function Cards({ text }: { text: string }) {
  return <CardsOf cards={parseHand(text)} />;
}

/** A hand and how two ways set it. */
function SettingRows({
  hand,
  rows,
}: {
  hand: Card[];
  rows: { label: string; doc: WayDocument }[];
}) {
  const game = useGameTranslate();
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
      {rows.map((row) => {
        const s = houseWay(hand, installWayDocument(row.doc));
        return (
          <div key={row.label} className="contents">
            <dt className="font-medium text-stone-600">{row.label}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <CardsOf cards={s.back} />
              <span className="text-stone-400">|</span>
              <CardsOf cards={s.front} />
              <span className="text-stone-700">
                {backWords(game, s.backValue)} / {frontWords(game, s.frontValue)}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function CardsOf({ cards }: { cards: readonly Card[] }) {
  const game = useGameTranslate();
  return (
    <span className="inline-flex flex-wrap gap-1">
      {cards.map((card) => (
        <span key={card} className="rounded border border-stone-200 bg-white px-1 shadow-xs">
          <CardText card={card} name={cardName(game, card)} />
        </span>
      ))}
    </span>
  );
}

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};

/**
 * The house-way editor: start from a way, change any hand type's rule with form controls, see
 * the hands each change sets differently (a seeded sample per hand type, set by the engine in
 * the browser), name and save the way (the server checks every hand; a progress bar polls
 * it), then choose it as one's casino in any of the three games. Experts can copy the way as a
 * document, or paste one (how a fouling way can arrive: it is refused with its hands).
 */
export function WayEditor({
  starts,
  initialStart,
}: {
  starts: StartingWay[];
  initialStart: string;
}) {
  const t = useTranslations("WayEditor");
  const tYours = useTranslations("YourCasino");
  const game = useGameTranslate();
  const nameId = useId();
  const importId = useId();
  const exportId = useId();
  const startId = useId();
  const first = starts.find((s) => s.value === initialStart) ?? starts[0];
  const [startValue, setStartValue] = useState(first?.value ?? "");
  const start = starts.find((s) => s.value === startValue) ?? first;
  const [edited, setEdited] = useState<WayDocument | undefined>(first?.document);
  const [name, setName] = useState("");
  const [importText, setImportText] = useState("");
  const [phase, setPhase] = useState<Phase>({ kind: "editing" });
  const [error, setError] = useState<ErrorView | null>(null);
  const [variant, setVariant] = useState<ChoiceVariant>("standard");
  const [pending, startTransition] = useTransition();
  const [shareUrl, setShareUrl] = useState<string | null>(null);

  const deferred = useDeferredValue(edited);
  const changes = useMemo(
    () => (start && deferred ? changeExamples(start.document, deferred) : []),
    [start, deferred],
  );
  const edge = useMemo(
    () => (start && deferred && changes.length > 0 ? edgeChange(start.document, deferred) : null),
    [start, deferred, changes.length],
  );
  const locale = useLocale();
  const percent2 = (v: number, sign: boolean) =>
    new Intl.NumberFormat(locale, {
      style: "percent",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: sign ? "exceptZero" : "auto",
    }).format(v);

  // Poll the check while it runs.
  const checkingId = phase.kind === "checking" ? phase.id : null;
  useEffect(() => {
    if (checkingId === null) return;
    let stopped = false;
    const poll = async () => {
      while (!stopped) {
        const state = await wayStateAction(idle, form({ id: checkingId }));
        if (stopped) return;
        if (state.status !== "success") {
          setError(state.status === "error" ? state : { code: "unexpected" });
          setPhase({ kind: "editing" });
          return;
        }
        const s: WayState = state.data;
        if (s.status === "valid") {
          setPhase({ kind: "valid", id: checkingId, name: name.trim() });
          return;
        }
        if (s.status === "refused") {
          setPhase({ kind: "refused", hands: s.hands });
          return;
        }
        setPhase({ kind: "checking", id: checkingId, ...s });
        await new Promise((r) => setTimeout(r, 400));
      }
    };
    void poll();
    return () => {
      stopped = true;
    };
  }, [checkingId, name]);

  if (!start || !edited) return null;

  const change = <K extends RuleKey>(key: K, rule: WayRules[K]) => {
    setEdited((doc) => (doc ? withRule(doc, key, rule) : doc));
    setPhase({ kind: "editing" });
    setError(null);
  };

  const save = (document: string) => {
    setError(null);
    if (name.trim() === "") {
      setError({ code: "name" });
      return;
    }
    // The server refuses these too; said here, the request is never sent.
    if (new Blob([document]).size > MAX_DOCUMENT_BYTES) {
      setError({ code: "bad-document", params: { reason: "tooLarge" } });
      return;
    }
    setPhase({ kind: "saving" });
    startTransition(async () => {
      const state = await saveWayAction(idle, form({ document, name }));
      if (state.status === "success") {
        const out = state.data;
        if (out.status === "published") setPhase({ kind: "published", way: out.way });
        else setPhase({ kind: "checking", id: out.id, state: "queued", done: 0, total: 0 });
        return;
      }
      setPhase({ kind: "editing" });
      if (state.status === "error") setError(state);
      else if (state.status === "invalid") setError({ code: "name" });
    });
  };

  const share = (id: string) => {
    setError(null);
    startTransition(async () => {
      const state = await shareWayAction(idle, form({ id }));
      if (state.status === "success")
        setShareUrl(`${window.location.origin}/${locale}/casino/way?share=${state.data.token}`);
      else setError(state.status === "error" ? state : { code: "unexpected" });
    });
  };

  const choose = (id: string) => {
    setError(null);
    startTransition(async () => {
      const state = await chooseWayAction(idle, form({ id, variant }));
      if (state.status === "success") setPhase({ kind: "chosen", name: state.data.name });
      else setError(state.status === "error" ? state : { code: "unexpected" });
    });
  };

  const errorText = (e: ErrorView): string => {
    if (e.code === "name") return t("errors.name");
    if (e.code === "bad-document") {
      const reason = String(e.params?.reason ?? "badDocument");
      const handType = e.params?.handType;
      const problem = t(`errors.reasons.${reason}` as "errors.reasons.badRule", {
        handType: handType ? t(`handTypes.${handType as RuleKey}`) : "",
      });
      return t("errors.bad-document", { problem });
    }
    if (e.code === "too-many-ways" || e.code === "too-many-saves")
      return t(`errors.${e.code}`, { max: Number(e.params?.max ?? 0) });
    const known = ["unknown-way", "not-checked", "forbidden", "session-expired", "signed-out"];
    return t(`errors.${(known.includes(e.code) ? e.code : "unexpected") as "unexpected"}`);
  };

  // A checked way can be chosen: just saved, or one's own way opened unchanged.
  const chooseId =
    phase.kind === "valid"
      ? phase.id
      : phase.kind === "editing" && start.own && changes.length === 0
        ? start.value
        : null;
  const percent =
    phase.kind === "checking" && phase.total > 0 ? Math.floor((100 * phase.done) / phase.total) : 0;
  const exported = formatWayDocument({
    format: edited.format,
    ...(name.trim() ? { name: name.trim() } : {}),
    rules: edited.rules,
  });

  return (
    <div className="space-y-8">
      <div className="space-y-1">
        <label htmlFor={startId} className="block text-sm font-semibold text-stone-800">
          {t("startFrom")}
        </label>
        <select
          id={startId}
          value={startValue}
          onChange={(e) => {
            const next = starts.find((s) => s.value === e.target.value);
            if (!next) return;
            setStartValue(next.value);
            setEdited(next.document);
            setPhase({ kind: "editing" });
            setError(null);
          }}
          className="w-full max-w-md rounded border border-stone-300 bg-white px-2 py-1.5"
        >
          <optgroup label={t("groupPublished")}>
            {starts
              .filter((s) => !s.own && !s.shared)
              .map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
          </optgroup>
          {starts.some((s) => s.shared) ? (
            <optgroup label={t("share.group")}>
              {starts
                .filter((s) => s.shared)
                .map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
            </optgroup>
          ) : null}
          {starts.some((s) => s.own) ? (
            <optgroup label={t("groupOwn")}>
              {starts
                .filter((s) => s.own)
                .map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
            </optgroup>
          ) : null}
        </select>
      </div>

      <section aria-labelledby={`${startId}-rules`} className="space-y-4">
        <h2 id={`${startId}-rules`} className="text-xl font-semibold text-felt-900">
          {t("rulesHeading")}
        </h2>
        {EDITOR_SECTIONS.map((section) => (
          <fieldset key={section} className="rounded-lg border border-stone-200 bg-white p-4">
            <legend className="px-1 font-semibold text-stone-900">
              {t(`handTypes.${section}`)}
            </legend>
            <RuleControls section={section} doc={edited} onChange={change} />
          </fieldset>
        ))}
      </section>

      <section aria-labelledby={`${startId}-changes`} className="space-y-3" data-testid="changes">
        <h2 id={`${startId}-changes`} className="text-xl font-semibold text-felt-900">
          {t("changes.heading")}
        </h2>
        {changes.length === 0 ? (
          <p className="text-stone-600">{unchangedSentence(game, start)}</p>
        ) : (
          changes.map((c) => (
            <div
              key={c.key}
              className="space-y-2 rounded-lg border border-stone-200 p-4"
              data-testid="change"
            >
              <h3 className="font-semibold text-stone-900">{t(`handTypes.${c.key}`)}</h3>
              <p className="text-sm text-stone-700">
                {t("changes.differ", { differ: c.differ, sampled: c.sampled })}
              </p>
              {c.examples.map((hand) => (
                <div key={hand.join(" ")} className="space-y-1 border-t border-stone-100 pt-2">
                  <p className="text-xs font-medium text-stone-500">{t("changes.example")}</p>
                  <CardsOf cards={hand} />
                  <SettingRows
                    hand={hand}
                    rows={[
                      { label: t("changes.start", { casino: start.label }), doc: start.document },
                      {
                        label: t("changes.yours"),
                        doc: withRule(start.document, c.key, edited.rules[c.key] as never),
                      },
                    ]}
                  />
                </div>
              ))}
            </div>
          ))
        )}
        {edge ? (
          <div className="space-y-1 rounded-lg bg-stone-50 p-4" data-testid="edge-change">
            <h3 className="font-semibold text-stone-900">{t("edge.heading")}</h3>
            <p className="text-sm text-stone-800">
              {t("edge.text", {
                rounds: edge.rounds,
                change: percent2(edge.change, true),
                se: percent2(edge.standardError, false),
              })}
            </p>
            <p className="text-xs text-stone-500">{t("edge.note")}</p>
          </div>
        ) : null}
      </section>

      <section className="space-y-3">
        <div className="space-y-1">
          <label htmlFor={nameId} className="block text-sm font-semibold text-stone-800">
            {t("name")}
          </label>
          <input
            id={nameId}
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
            className="w-full max-w-md rounded border border-stone-300 px-2 py-1.5"
            aria-describedby={`${nameId}-hint`}
          />
          <p id={`${nameId}-hint`} className="text-xs text-stone-500">
            {t("nameHint")}
          </p>
        </div>
        <button
          type="button"
          onClick={() => save(exported)}
          disabled={pending || phase.kind === "saving" || phase.kind === "checking"}
          className="rounded bg-felt-700 px-4 py-2 font-semibold text-white hover:bg-felt-800 disabled:opacity-60"
        >
          {t("save")}
        </button>
        <output aria-live="polite" className="block space-y-2">
          {phase.kind === "checking" || phase.kind === "saving" ? (
            <span className="block space-y-1">
              <progress
                className="w-full max-w-md"
                max={100}
                value={percent}
                aria-label={t("checking", { percent })}
              />
              <span className="block text-sm text-stone-700">
                {phase.kind === "checking" && phase.state === "queued"
                  ? t("queued")
                  : t("checking", { percent })}
              </span>
            </span>
          ) : null}
          {phase.kind === "valid" ? (
            <span className="block font-semibold text-felt-800">{t("valid")}</span>
          ) : null}
          {phase.kind === "published" ? (
            <span className="block">
              {/* The sentence names the page it links to: the whole of it is the link. */}
              <Link href="/casino" className="underline">
                {publishedSentence(game, phase.way)}
              </Link>
            </span>
          ) : null}
          {phase.kind === "chosen" ? (
            <span className="block font-semibold text-felt-800">
              {t("choose.saved", { name: phase.name })}{" "}
              <Link href="/practice" className="underline">
                {t("choose.practise")}
              </Link>
            </span>
          ) : null}
          {error ? (
            <span role="alert" className="block text-red-700">
              {errorText(error)}
            </span>
          ) : null}
        </output>
        {phase.kind === "refused" ? (
          <div role="alert" className="space-y-2 rounded-lg border border-red-300 bg-red-50 p-4">
            <p className="font-semibold text-red-800">{t("refused")}</p>
            <ul className="space-y-2" data-testid="fouling-hands">
              {phase.hands.map((h) => (
                <li key={h.hand} className="space-y-1">
                  <Cards text={h.hand} />
                  {h.setting ? (
                    <p className="text-sm text-stone-800">
                      {t("foul", {
                        back: backWords(game, h.setting.backValue),
                        front: frontWords(game, h.setting.frontValue),
                      })}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {chooseId !== null ? (
          <fieldset className="space-y-2 rounded-lg border border-felt-300 p-4">
            <legend className="px-1 font-semibold">{t("choose.heading")}</legend>
            <div role="radiogroup" aria-label={t("choose.variant")} className="space-y-1">
              {CHOICE_VARIANTS.map((v) => (
                <label key={v} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="variant"
                    value={v}
                    checked={variant === v}
                    onChange={() => setVariant(v)}
                  />
                  {tYours(`${v}Short`)}
                </label>
              ))}
            </div>
            <button
              type="button"
              onClick={() => choose(chooseId)}
              disabled={pending}
              className="rounded bg-felt-700 px-4 py-2 font-semibold text-white hover:bg-felt-800 disabled:opacity-60"
            >
              {t("choose.submit")}
            </button>
            {variant === "faceup" ? (
              // Face Up's exact edge is the published ways' only (issue 54): nothing to run here.
              <p className="text-sm text-stone-600">{t("choose.faceUpNote")}</p>
            ) : (
              <RunStatus id={chooseId} variant={variant} />
            )}
            <div className="space-y-1 border-t border-stone-200 pt-3">
              {shareUrl ? (
                <>
                  <label htmlFor={`${startId}-share`} className="block text-sm font-medium">
                    {t("share.link")}
                  </label>
                  <input
                    id={`${startId}-share`}
                    readOnly
                    value={shareUrl}
                    onFocus={(e) => e.target.select()}
                    className="w-full max-w-xl rounded border border-stone-300 px-2 py-1 font-mono text-xs"
                  />
                </>
              ) : (
                <button
                  type="button"
                  onClick={() => share(chooseId)}
                  disabled={pending}
                  className="rounded border border-felt-700 px-3 py-1.5 text-sm font-semibold text-felt-800 disabled:opacity-60"
                >
                  {t("share.button")}
                </button>
              )}
            </div>
          </fieldset>
        ) : null}
      </section>

      <details className="rounded-lg border border-stone-200 p-4">
        <summary className="cursor-pointer font-semibold">{t("expert.heading")}</summary>
        <div className="mt-3 space-y-3">
          <label htmlFor={exportId} className="block text-sm font-medium">
            {t("expert.export")}
          </label>
          <textarea
            id={exportId}
            readOnly
            value={exported}
            rows={8}
            className="w-full rounded border border-stone-300 font-mono text-xs"
          />
          <label htmlFor={importId} className="block text-sm font-medium">
            {t("expert.import")}
          </label>
          <textarea
            id={importId}
            value={importText}
            onChange={(e) => setImportText(e.target.value)}
            rows={8}
            className="w-full rounded border border-stone-300 font-mono text-xs"
          />
          <button
            type="button"
            onClick={() => save(importText)}
            disabled={pending || importText.trim() === ""}
            className="rounded border border-felt-700 px-4 py-2 font-semibold text-felt-800 disabled:opacity-60"
          >
            {t("expert.importSubmit")}
          </button>
        </div>
      </details>
    </div>
  );
}
