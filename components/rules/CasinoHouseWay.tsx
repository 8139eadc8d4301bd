import { getTranslations } from "next-intl/server";
import { casinoOf } from "@/lib/i18n/casino-of";
import type { Translate } from "@/lib/i18n/game-text";
import { type CasinoWayId, casinoWayRules, hasSourceNote } from "@/lib/rules/casino-way";
import { conditionWords } from "@/lib/rules/casino-way-words";
import { ExampleHand } from "./ExampleHand";

/**
 * A casino's house way as its rule page shows it: for each hand type, when the hand is so the
 * dealer sets it so, each with an example the engine sets. Conditions and examples come from
 * lib/rules/casino-way.ts (read from the way the engine runs), the action from the engine's
 * reason for the example (HouseWay.casino.*): nothing here is written per casino.
 */
export async function CasinoHouseWay({ way }: { way: CasinoWayId }) {
  const t = (await getTranslations("Rules.casinoWay")) as unknown as Translate;
  const all = (await getTranslations()) as unknown as Translate;
  const sections = casinoWayRules(way);
  return (
    <div className="mt-6 space-y-8" data-testid="casino-house-way" data-way={way}>
      <p className="text-stone-800">{t("intro", { of: casinoOf(all, way) })}</p>
      <p className="text-sm text-stone-600">{t("readings")}</p>
      {sections.map((section, n) => (
        <section
          key={section.section}
          aria-labelledby={`way-${section.section}`}
          data-testid={`way-section-${section.section}`}
        >
          <h2 id={`way-${section.section}`} className="text-xl font-semibold text-felt-900">
            {n + 1}. {t(`sections.${section.section}`)}
          </h2>
          <ul className="mt-3 space-y-4">
            {section.clauses.map((clause) => (
              <li
                key={JSON.stringify(clause.when)}
                data-testid="way-clause"
                data-rule={clause.rule}
                className="rounded-xl border border-stone-200 bg-white p-4"
              >
                <p className="font-semibold text-felt-900" data-testid="way-condition">
                  {conditionWords(all, clause.when)}
                </p>
                <ExampleHand example={clause.example} caption={t("example")} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {hasSourceNote(way) ? (
        <section aria-labelledby="way-source" data-testid="way-source">
          <h2 id="way-source" className="text-xl font-semibold text-felt-900">
            {t("sourceHeading")}
          </h2>
          <p className="mt-3 text-stone-800">{t(`source.${way}.text`)}</p>
          <p className="mt-3 text-stone-800">{t(`source.${way}.readings`)}</p>
        </section>
      ) : null}
    </div>
  );
}
