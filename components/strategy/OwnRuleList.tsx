import { getFormatter, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { CardText } from "@/components/cards/PlayingCard";
import { Link } from "@/i18n/navigation";
import { sortedHand } from "@/lib/analyze/strategy-path";
import type { Card, RuleSet } from "@/lib/engine";
import { ownRuleExamplesOf, type RuleSetStrategy, trainerWayFor } from "@/lib/engine";
import { casinoArgs } from "@/lib/i18n/casino-of";
import { cardName, type Translate } from "@/lib/i18n/game-text";
import { ownRuleText, ownRuleTitle } from "@/lib/i18n/strategy-rule-words";

/**
 * A rule set's own trainer's list (lib/engine/strategy/rule-sets/*.json): which list it is and
 * its exact share of the best play's gain over that casino's house way, then every rule in
 * order, its words built from the rule's data and an example hand set by it (one it sets unlike
 * the house way), then the fallback, that casino's house way.
 */
export async function OwnRuleList({
  strategy,
  ruleSet,
  practise,
}: {
  strategy: RuleSetStrategy;
  ruleSet: RuleSet;
  /** The learner's casino is this rule set: link each rule to its practice drill. */
  practise: boolean;
}) {
  const root = (await getTranslations()) as unknown as Translate;
  const t = await getTranslations("StrategyWords");
  const format = await getFormatter();
  const path = await getTranslations("StrategyPage.path");
  const page = await getTranslations("StrategyPage");
  const casino = casinoArgs(root, ruleSet);
  const examples = ownRuleExamplesOf(ruleSet);
  const cards = (list: readonly Card[]) =>
    sortedHand(list).map((card) => <CardText key={card} card={card} name={cardName(root, card)} />);
  // The share as measured, two decimals ("77.40%"): the file holds the exact figure's digits.
  const share = format.number(Number(strategy.sharePercent) / 100, {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (
    <section aria-labelledby="strategy-own-list" className="space-y-4" data-testid="strategy-own">
      <h2 id="strategy-own-list" className="text-xl font-bold text-felt-900">
        {t("listTitle")}
      </h2>
      <p
        className="text-stone-700"
        data-testid="strategy-list"
        data-list="own"
        data-share={strategy.sharePercent}
      >
        {t("ownList", { count: strategy.rules.length, of: casino.of, share })}
      </p>
      {practise ? (
        <p className="text-sm">
          <Link href="/practice?drill=beat" className="font-semibold text-felt-700 underline">
            {page("drillLink")}
          </Link>
        </p>
      ) : null}
      <ol className="space-y-4">
        {strategy.rules.map((rule, i) => (
          <li
            key={rule.key}
            aria-labelledby={`own-rule-${i + 1}`}
            data-testid="own-rule"
            className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
          >
            <h3
              id={`own-rule-${i + 1}`}
              className="flex items-baseline gap-3 text-lg font-semibold text-felt-900"
            >
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-felt-50 text-base text-felt-700">
                {i + 1}
              </span>
              <span>{ownRuleTitle(root, rule)}</span>
            </h3>
            <p className="mt-2 text-stone-800">{ownRuleText(root, rule)}</p>
            {examples[rule.key] ? (
              <Example
                hand={examples[rule.key] as Card[]}
                ruleSet={ruleSet}
                labels={{
                  example: path("exampleLabel"),
                  front: path("frontLabel"),
                  back: path("backLabel"),
                }}
                cards={cards}
              />
            ) : null}
            {practise && examples[rule.key] ? (
              <p className="mt-3 text-sm">
                <Link
                  href={`/practice?drill=beat:${rule.key}`}
                  className="font-semibold text-felt-700 underline hover:text-felt-900"
                  data-testid={`practise-${rule.key}`}
                >
                  {page("rule.practise")}
                </Link>
              </p>
            ) : null}
          </li>
        ))}
        <li className="rounded-xl border border-dashed border-stone-300 bg-white p-4 sm:p-5">
          <h3 className="text-lg font-semibold text-felt-900">
            {t("otherwiseTitle", { of: casino.of })}
          </h3>
          <p className="mt-2 text-stone-800">{t("otherwiseText", { of: casino.of })}</p>
        </li>
      </ol>
    </section>
  );
}

/** An example hand as the rule sets it: the front first, then the back, each high to low. */
function Example({
  hand,
  ruleSet,
  labels,
  cards,
}: {
  hand: Card[];
  ruleSet: RuleSet;
  labels: { example: string; front: string; back: string };
  cards: (list: readonly Card[]) => ReactNode;
}) {
  const setting = trainerWayFor(hand, ruleSet);
  return (
    <p className="mt-3 flex flex-wrap items-baseline gap-x-2 text-sm" data-testid="own-example">
      <span className="text-stone-600">{labels.example}</span>
      <span>{labels.front}</span>
      <span className="inline-flex gap-1" data-testid="own-example-front">
        {cards(setting.front)}
      </span>
      <span>{labels.back}</span>
      <span className="inline-flex gap-1" data-testid="own-example-back">
        {cards(setting.back)}
      </span>
    </p>
  );
}
