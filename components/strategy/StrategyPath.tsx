"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { useFourColourDeck } from "@/components/cards/deck-preference";
import { CardText } from "@/components/cards/PlayingCard";
import { parseHandText } from "@/lib/analyze/parse";
import {
  type HandGroup,
  handGroup,
  type StrategyPath as Path,
  sortedHand,
} from "@/lib/analyze/strategy-path";
import { type Card, HOUSE_WAY_RULE, trainerWay } from "@/lib/engine";
import { cardName } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";

type Answer =
  | { status: "rule"; group: HandGroup; rule: string; number: number; setting: Setting }
  | { status: "house"; group: HandGroup; setting: Setting }
  | { status: "error"; message: string };

/** How the trainer's way sets a hand: the back and the front, each sorted high to low. */
type Setting = { back: Card[]; front: Card[] };
const settingOf = (hand: readonly Card[]): Setting => {
  const { back, front } = trainerWay(hand);
  return { back: sortedHand(back), front: sortedHand(front) };
};

/** A setting in card text: the front (what the rule puts there) first, then the back. */
function SettingText({ setting }: { setting: Setting }) {
  const t = useTranslations("StrategyPage.path");
  const game = useGameTranslate();
  const [fourColour] = useFourColourDeck();
  const cards = (list: readonly Card[]) =>
    list.map((card) => (
      <CardText key={card} card={card} name={cardName(game, card)} fourColour={fourColour} />
    ));
  return (
    <>
      <span className="inline-flex items-baseline gap-1 rounded bg-chip-400/25 px-1">
        <span className="text-xs text-stone-700">{t("frontLabel")}</span>
        <span className="inline-flex gap-1 font-mono">{cards(setting.front)}</span>
      </span>
      <span className="inline-flex items-baseline gap-1">
        <span className="text-xs text-stone-700">{t("backLabel")}</span>
        <span className="inline-flex gap-1 font-mono">{cards(setting.back)}</span>
      </span>
    </>
  );
}

/**
 * The trainer's way as a decision path: what the hand holds, then that group's rules in order,
 * one line each: when it applies and what goes in front, with its example hand set by it; and a
 * box that names the rule for any hand typed into it and shows how it sets the hand. This section is also the one-page strategy card the page prints.
 */
export function StrategyPath({ path }: { path: Path }) {
  const t = useTranslations("StrategyPage.path");
  const game = useGameTranslate();
  const [text, setText] = useState("");
  const [answer, setAnswer] = useState<Answer | null>(null);
  const inputId = useId();
  const numberOf = new Map(path.groups.flatMap((g) => g.rules.map((r) => [r.key, r.number])));
  const allNumbers = new Map([...numberOf, ...path.same.map((r) => [r.key, r.number] as const)]);
  const title = (key: string) => game(`StrategyRules.${key}.title`);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = parseHandText(text);
    if (input.status === "error") {
      // The analyzer's words for the same input: they name the card that is wrong.
      const { error } = input;
      setAnswer({
        status: "error",
        message:
          error.code === "wrong-count"
            ? game("AnalyzePage.errors.wrong-count", { count: error.count })
            : error.code === "too-long"
              ? game("AnalyzePage.errors.too-long")
              : game(`AnalyzePage.errors.${error.code}`, { token: error.token }),
      });
      return;
    }
    const { hand } = input;
    const rule = trainerWay(hand).rule;
    const group = handGroup(hand);
    const setting = settingOf(hand);
    setAnswer(
      rule === HOUSE_WAY_RULE || !allNumbers.has(rule)
        ? { status: "house", group, setting }
        : { status: "rule", group, rule, number: allNumbers.get(rule) as number, setting },
    );
  }

  const current = answer?.status === "rule" ? answer.rule : null;

  return (
    <section
      aria-labelledby="path-title"
      data-testid="strategy-path"
      className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5 print:border-0 print:p-0"
    >
      <h2 id="path-title" className="text-lg font-semibold text-felt-900">
        {t("title")}
      </h2>
      <p className="mt-1 text-stone-700">{t("how")}</p>
      <ol className="mt-3 space-y-3 print:space-y-2">
        {path.groups.map((g, index) => (
          <li key={g.group} data-group={g.group} className="break-inside-avoid">
            <h3 className="font-semibold text-felt-900">
              {index + 1}. {t(`groups.${g.group}`)}
            </h3>
            <ol className="mt-1 space-y-1">
              {g.rules.map((r) => (
                <li
                  key={r.key}
                  data-rule={r.key}
                  aria-current={current === r.key ? "true" : undefined}
                  className={`flex flex-wrap items-baseline gap-x-2 rounded px-2 py-1 text-sm ${
                    current === r.key ? "bg-chip-400/30 ring-2 ring-chip-500" : "bg-stone-50"
                  }`}
                >
                  <span className="font-semibold text-felt-800">
                    {t("ruleNumber", { number: r.number })}
                  </span>
                  <span className="text-stone-900">{title(r.key)}</span>
                  {r.example ? (
                    <span className="ml-auto inline-flex flex-wrap items-baseline gap-x-2">
                      <span className="sr-only">{t("exampleLabel")}</span>
                      <SettingText setting={settingOf(r.example)} />
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          </li>
        ))}
        <li className="text-sm text-stone-800">
          <span className="font-semibold">{t("otherwiseTitle")}</span> {t("otherwise")}
        </li>
      </ol>
      {path.same.length > 0 ? (
        <p className="mt-2 text-sm text-stone-700" data-testid="path-same">
          {t("same", {
            rules: path.same.map((r) => t("ruleNumber", { number: r.number })).join(", "),
            count: path.same.length,
          })}
        </p>
      ) : null}

      <form onSubmit={onSubmit} className="mt-4 flex flex-wrap items-end gap-2 print:hidden">
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
            {t("tryLabel")}
          </label>
          <input
            id={inputId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="As Ad Kc Kh 7s 5d 2c"
            autoComplete="off"
            spellCheck={false}
            className="mt-1 w-full rounded-md border border-stone-300 px-3 py-2 font-mono"
          />
        </div>
        <button
          type="submit"
          className="rounded-lg bg-felt-700 px-4 py-2 font-semibold text-white hover:bg-felt-800"
        >
          {t("trySubmit")}
        </button>
      </form>
      <p
        role="status"
        className="mt-2 text-sm text-stone-900 print:hidden"
        data-testid="path-answer"
      >
        {answer === null
          ? ""
          : answer.status === "error"
            ? answer.message
            : answer.status === "house"
              ? t("answerHouse", { group: t(`groups.${answer.group}`) })
              : t("answerRule", {
                  group: t(`groups.${answer.group}`),
                  rule: t("ruleNumber", { number: answer.number }),
                  title: title(answer.rule),
                })}
        {answer !== null && answer.status !== "error" ? (
          <span className="mt-1 flex flex-wrap items-baseline gap-x-2" data-testid="path-setting">
            <SettingText setting={answer.setting} />
          </span>
        ) : null}
      </p>
    </section>
  );
}
