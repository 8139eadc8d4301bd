import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { FaceUpCasinoNote } from "@/components/casino/FaceUpCasinoNote";
import { PageShell } from "@/components/layout/PageShell";
import { CasinoFigures } from "@/components/strategy/CasinoFigures";
import { OwnRuleList } from "@/components/strategy/OwnRuleList";
import { OwnWayDepartures } from "@/components/strategy/OwnWayDepartures";
import { PrintButton } from "@/components/strategy/PrintButton";
import { RuleExample } from "@/components/strategy/RuleExample";
import { StrategyPath } from "@/components/strategy/StrategyPath";
import { Link } from "@/i18n/navigation";
import type { CasinoStrategyFigures } from "@/lib/analyze/casino-strategy";
import { firstParam, readCasinoQuery } from "@/lib/analyze/parse";
import casinoData from "@/lib/analyze/strategy-casino-data.json";
import type { StrategyPageData } from "@/lib/analyze/strategy-figures";
import pageData from "@/lib/analyze/strategy-page-data.json";
import { strategyPath } from "@/lib/analyze/strategy-path";
import { evGameOf } from "@/lib/casino/choice";
import { yourCasino } from "@/lib/casino/current";
import {
  DEALER_HANDS,
  HOUSE_WAY_RULE,
  isCustomWay,
  isFaceUp,
  ruleSetKey,
  ruleSetStrategy,
  STRATEGY_RULES,
} from "@/lib/engine";
import { casinoArgs, casinoOf } from "@/lib/i18n/casino-of";
import type { Translate } from "@/lib/i18n/game-text";
import { resolveLocale } from "@/lib/i18n/server";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/strategy">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "StrategyPage" });
  return { title: t("title"), description: t("intro") };
}

/**
 * The trainer's way: first the decision path (what the hand holds, then that group's rules,
 * the most valuable group first; lib/analyze/strategy-path.ts builds it from the rules, so it
 * follows when they change), which is also the one-page card the page prints; then every rule
 * in the same order with its sentence, an example hand the engine found, and how often it
 * comes up and what it is worth, from strategy-page-data.json (computed by
 * `npm run strategy:page-data`, checked against the engine by its test).
 */
export default async function StrategyPage({
  params,
  searchParams,
}: PageProps<"/[locale]/strategy">) {
  await resolveLocale(params);
  // The casino whose exact figures head the page: `?casino=`, else the learner's own.
  const casinoParam = firstParam((await searchParams).casino);
  // Face Up has no strategy list (issue 54): a Face Up learner is told so, and the page goes on
  // with the same way's 5% game, named in the note.
  const choice = await yourCasino();
  const learnerCasino = evGameOf(choice);
  const casinoQuery = readCasinoQuery(casinoParam, undefined, learnerCasino);
  const faceUpNote = isFaceUp(choice) && casinoQuery.ruleSet === learnerCasino;
  const casinoFigures = (casinoData as { ruleSets: CasinoStrategyFigures[] }).ruleSets.find(
    (r) => r.key === ruleSetKey(casinoQuery.ruleSet),
  );
  // The casino's own list of rules when it has one (derived against its house way), else the
  // seed's list, the rest of this page.
  const own = ruleSetStrategy(casinoQuery.ruleSet);
  // The practice drill deals the learner's casino's list: link to it only where that is this list.
  // (A Face Up learner's practice drill is the Face Up drill: no list is practised there.)
  const practise =
    !isFaceUp(choice) &&
    (own
      ? ruleSetKey(casinoQuery.ruleSet) === ruleSetKey(learnerCasino)
      : ruleSetStrategy(learnerCasino) === null);
  const t = await getTranslations("StrategyPage");
  const words = await getTranslations("StrategyWords");
  const casinos = await getTranslations("CasinosPage");
  // Rule keys come from the engine at run time, beyond next-intl's typed keys (the parity test
  // checks every locale has them).
  const rules = (await getTranslations()) as unknown as Translate;
  const rule = (key: string) => rules(`StrategyRules.${key}`);
  const format = await getFormatter();
  const data = pageData as StrategyPageData;
  const figures = data.figures;
  const examples = new Map(data.examples.map((e) => [e.key, e]));
  const byKey = new Map(figures.rules.map((r) => [r.key, r]));
  const path = strategyPath(
    STRATEGY_RULES.map((r) => r.key),
    figures,
    data.examples,
  );
  // The detailed list in the path's order (valuable groups first), each rule with its number.
  const ordered = [...path.groups.flatMap((g) => g.rules), ...path.same];

  const share = (count: number) =>
    format.number(count / figures.hands, {
      style: "percent",
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
  const units = (value: number) =>
    format.number(value, { signDisplay: "exceptZero", maximumFractionDigits: 2 });
  const per1000 = (gain: number) => units((gain * 1000) / figures.hands);
  // Exact mean EVs, in percent in the data: shown to three decimals.
  const edge = (percent: number) =>
    format.number(percent / 100, {
      style: "percent",
      signDisplay: "exceptZero",
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
    });

  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <div className="space-y-8">
        <div className="flex justify-end print:hidden">
          <PrintButton label={t("path.print")} />
        </div>
        {faceUpNote ? <FaceUpCasinoNote where="strategy" way={choice.way} /> : null}
        {casinoFigures ? (
          <CasinoFigures
            figures={casinoFigures}
            ruleSet={casinoQuery.ruleSet}
            chosen={casinoQuery.bad.length === 0 && casinoParam !== undefined && casinoParam !== ""}
            badSlug={casinoQuery.bad[0]?.slug ?? null}
            own={own}
          />
        ) : (
          <p className="text-stone-700" data-testid="casino-figures-pending">
            {casinos("notComputedFor", { of: casinoOf(rules, casinoQuery.ruleSet.way) })}
          </p>
        )}
        {isCustomWay(casinoQuery.ruleSet.way) ? (
          <OwnWayDepartures ruleSet={casinoQuery.ruleSet} />
        ) : own ? (
          <OwnRuleList strategy={own} ruleSet={casinoQuery.ruleSet} practise={practise} />
        ) : (
          seedList()
        )}
      </div>
    </PageShell>
  );

  /** The seed's list: which list it is, the decision path, and every rule in detail. */
  function seedList() {
    const seedShare = (percent: number) =>
      format.number(percent / 100, {
        style: "percent",
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    const of = casinoArgs(rules, casinoQuery.ruleSet).of;
    return (
      <>
        <p
          className="text-stone-700 print:hidden"
          data-testid="strategy-list"
          data-list="seed"
          data-share={casinoFigures?.trainerShare ?? ""}
        >
          {casinoQuery.ruleSet.way === "seed" && casinoFigures
            ? words("seedListHome", { share: seedShare(casinoFigures.trainerShare) })
            : casinoFigures
              ? words("seedList", { of, share: seedShare(casinoFigures.trainerShare) })
              : words("seedListPending")}
        </p>
        <StrategyPath path={path} />
        <section
          aria-labelledby="strategy-how"
          className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5 print:hidden"
        >
          <h2 id="strategy-how" className="text-lg font-semibold text-felt-900">
            {t("howTitle")}
          </h2>
          <p className="mt-2 text-stone-700">{t("how")}</p>
          <p className="mt-2 text-stone-700" data-testid="strategy-total">
            {t("total", { per1000: per1000(figures.gainPerHand * figures.hands) })}
          </p>
          <p className="mt-2 text-sm text-stone-500" data-testid="strategy-sample">
            {t("sample", {
              hands: figures.hands,
              classes: figures.classes,
              commission: format.number(figures.commission, { style: "percent" }),
              houseWay: edge(figures.edges.houseWay),
              trainer: edge(figures.edges.trainer),
              optimal: edge(figures.edges.optimal),
              share: format.number(figures.trainerShare / 100, {
                style: "percent",
                maximumFractionDigits: 1,
              }),
            })}
          </p>
          <p className="mt-2 text-sm">
            <Link href="/casinos" className="font-semibold text-felt-700 underline">
              {casinos("linkFromStrategy")}
            </Link>
          </p>
          {practise ? (
            <p className="mt-2 text-sm">
              <Link href="/practice?drill=beat" className="font-semibold text-felt-700 underline">
                {t("drillLink")}
              </Link>
            </p>
          ) : null}
        </section>

        <h2 className="text-xl font-bold text-felt-900 print:hidden">{t("path.details")}</h2>
        <ul className="space-y-6 print:hidden">
          {ordered.map((r) => {
            const fig = byKey.get(r.key);
            const example = examples.get(r.key);
            return (
              <li
                key={r.key}
                aria-labelledby={`rule-${r.key}`}
                data-testid={`rule-${r.key}`}
                className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
              >
                <h2
                  id={`rule-${r.key}`}
                  className="flex items-baseline gap-3 text-lg font-semibold text-felt-900"
                >
                  <span className="grid size-8 shrink-0 place-items-center rounded-full bg-felt-50 text-base text-felt-700">
                    {r.number}
                  </span>
                  <span>{rule(`${r.key}.title`)}</span>
                </h2>
                <p className="mt-2 text-stone-800">{rule(`${r.key}.text`)}</p>
                {fig ? (
                  <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
                    <div className="rounded-lg bg-felt-50 px-3 py-2">
                      <dt className="text-xs font-medium text-stone-600">{t("comesUpLabel")}</dt>
                      <dd>
                        {t("comesUp", {
                          share: share(fig.fires),
                          departs: share(fig.departs),
                        })}
                      </dd>
                    </div>
                    <div className="rounded-lg bg-felt-50 px-3 py-2">
                      <dt className="text-xs font-medium text-stone-600">{t("worthLabel")}</dt>
                      <dd data-testid={`worth-${r.key}`}>
                        {t("worth", { per1000: per1000(fig.gain) })}
                      </dd>
                    </div>
                  </dl>
                ) : null}
                {example ? (
                  <div className="mt-4">
                    <RuleExample
                      example={example}
                      dealerHands={DEALER_HANDS}
                      commission={figures.commission}
                    />
                  </div>
                ) : null}
                {practise ? (
                  <p className="mt-3 text-sm">
                    <Link
                      href={`/practice?drill=beat:${r.key}`}
                      className="font-semibold text-felt-700 underline hover:text-felt-900"
                      data-testid={`practise-${r.key}`}
                    >
                      {t("rule.practise")}
                    </Link>
                  </p>
                ) : null}
              </li>
            );
          })}
          <li
            aria-labelledby="rule-otherwise"
            className="rounded-xl border border-dashed border-stone-300 bg-white p-4 sm:p-5"
          >
            <h2 id="rule-otherwise" className="text-lg font-semibold text-felt-900">
              {rule(`${HOUSE_WAY_RULE}.title`)}
            </h2>
            <p className="mt-2 text-stone-800">{rule(`${HOUSE_WAY_RULE}.text`)}</p>
          </li>
        </ul>
      </>
    );
  }
}
