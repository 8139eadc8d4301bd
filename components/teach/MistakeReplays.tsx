"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useFourColourDeck } from "@/components/cards/deck-preference";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { useTrainerNumbers } from "@/components/cards/use-game-text";
import { useRuleSetLabel } from "@/components/casino/rule-set-label";
import { VERDICT_STYLES } from "@/components/drill/GradeResult";
import { casinoSlug, storedRuleSet } from "@/lib/casino/choice";
import type { Card } from "@/lib/engine";
import { backWords, cardName, frontWords, reasonWords } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import { wayRuleName } from "@/lib/i18n/way-rule-name";
import type { CasinoMistakes, MistakeReplay, SettingView } from "@/lib/teach/views";

function Cards({
  cards,
  label,
  fourColour,
}: {
  cards: Card[];
  label: string;
  fourColour: boolean;
}) {
  const game = useGameTranslate();
  return (
    <ul aria-label={label} className="flex gap-0.5">
      {cards.map((card) => (
        <li key={card} className="w-7 sm:w-8">
          <PlayingCard card={card} fourColour={fourColour} label={cardName(game, card)} />
        </li>
      ))}
    </ul>
  );
}

function Setting({
  title,
  setting,
  highlight,
  fourColour,
  children,
}: {
  title: string;
  setting: SettingView;
  highlight: boolean;
  fourColour: boolean;
  children?: React.ReactNode;
}) {
  const t = useTranslations("Teach.student");
  const game = useGameTranslate();
  const n = useTrainerNumbers();
  return (
    <div
      className={`rounded-lg border p-3 ${highlight ? "border-orange-300 bg-orange-50" : "border-stone-200 bg-stone-50"}`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h4 className="font-semibold text-felt-900">{title}</h4>
        <span className="font-mono text-sm font-semibold tabular-nums">{n.ev(setting.ev)}</span>
      </div>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        <div>
          <p className="text-xs text-stone-500">{t("back5")}</p>
          <Cards cards={setting.back} label={t("back5")} fourColour={fourColour} />
          <p className="mt-1 text-xs font-medium">{backWords(game, setting.backValue)}</p>
        </div>
        <div>
          <p className="text-xs text-stone-500">{t("front2")}</p>
          <Cards cards={setting.front} label={t("front2")} fourColour={fourColour} />
          <p className="mt-1 text-xs font-medium">
            {frontWords(game, setting.frontValue)}
            {setting.foul ? ` · ${t("foul")}` : ""}
          </p>
        </div>
      </div>
      {children}
    </div>
  );
}

/**
 * The costliest mistakes, casino by casino (the class's first): each hand as the student set
 * it, beside the best setting and the house way's of the casino it was graded under.
 */
export function MistakeReplays({ mistakes }: { mistakes: CasinoMistakes[] }) {
  const t = useTranslations("Teach.student");
  const ruleSetLabel = useRuleSetLabel();
  if (mistakes.length === 0) return <p className="text-stone-600">{t("mistakesEmpty")}</p>;
  return (
    <div className="flex flex-col gap-6">
      {mistakes.map((group) => (
        <section
          key={group.ruleSet}
          data-testid="mistake-casino"
          data-casino={casinoSlug(storedRuleSet(group.ruleSet))}
        >
          <h3 className="mb-2 font-semibold text-felt-900">{ruleSetLabel(group.ruleSet)}</h3>
          <CasinoReplays mistakes={group.mistakes} />
        </section>
      ))}
    </div>
  );
}

/** One casino's mistakes, costliest first. */
function CasinoReplays({ mistakes }: { mistakes: MistakeReplay[] }) {
  const t = useTranslations("Teach.student");
  const tGame = useTranslations("Game");
  const game = useGameTranslate();
  const n = useTrainerNumbers();
  const format = useFormatter();
  const [fourColour] = useFourColourDeck();
  return (
    <ol className="flex flex-col gap-4">
      {mistakes.map((m) => (
        <li
          key={m.attemptId}
          className="rounded-xl border border-stone-200 bg-white p-4"
          data-testid="mistake"
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span
              className={`rounded px-2 py-0.5 text-sm font-semibold ${VERDICT_STYLES[m.verdict]}`}
            >
              {tGame(`verdicts.${m.verdict}`)}
            </span>
            <span className="font-medium">{tGame(`categories.${m.category}`)}</span>
            <span className="font-mono text-sm text-orange-800">
              {t("lost", { value: n.units(m.evLost) })}
            </span>
            <time className="text-sm text-stone-500" dateTime={new Date(m.createdAt).toISOString()}>
              {t("playedOn", {
                date: format.dateTime(m.createdAt, { dateStyle: "medium", timeStyle: "short" }),
              })}
            </time>
          </div>
          <div className="mt-3 grid gap-3 md:grid-cols-3">
            <Setting title={t("yours")} setting={m.yours} highlight fourColour={fourColour} />
            <Setting title={t("best")} setting={m.best} highlight={false} fourColour={fourColour} />
            <Setting
              title={t("houseWay")}
              setting={m.houseWay}
              highlight={false}
              fourColour={fourColour}
            >
              <p className="mt-2 text-xs text-stone-700">
                <span className="font-semibold">
                  {t("rule", { rule: wayRuleName(game, m.houseWayRule, "label") })}
                </span>{" "}
                {reasonWords(game, m.houseWayReason)}
              </p>
            </Setting>
          </div>
        </li>
      ))}
    </ol>
  );
}
