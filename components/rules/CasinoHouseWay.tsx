import { getTranslations } from "next-intl/server";
import type { Translate } from "@/lib/i18n/game-text";
import {
  type CasinoWayId,
  type Condition,
  casinoWayRules,
  rankChar,
  type SideCondition,
} from "@/lib/rules/casino-way";
import { ExampleHand } from "./ExampleHand";

/**
 * A casino's house way as its rule page shows it: for each hand type, when the hand is so the
 * dealer sets it so, each with an example the engine sets. Conditions and examples come from
 * lib/rules/casino-way.ts (read from the way the engine runs), the action from the engine's
 * reason for the example (HouseWay.casino.*): nothing here is written per casino.
 */
export async function CasinoHouseWay({ way, casino }: { way: CasinoWayId; casino: string }) {
  const t = (await getTranslations("Rules.casinoWay")) as unknown as Translate;
  const tGame = (await getTranslations("Game")) as unknown as Translate;
  const plural = (r: number) => tGame(`ranksPlural.${rankChar(r)}`);
  const one = (r: number) => tGame(`ranks.${rankChar(r)}`);
  const range = (from: number, to: number) =>
    from === to
      ? t("rank", { rank: plural(from), char: rankChar(from) })
      : t("range", {
          from: plural(from),
          to: plural(to),
          fromOne: one(from),
          toOne: one(to),
          toChar: rankChar(to),
        });
  const side = (s: SideCondition) => t(`side.${s}`);

  const condition = (c: Condition): string => {
    switch (c.kind) {
      case "straight":
        return t(`when.straight.${c.handType}`);
      case "straightException":
        return t(`when.exception.${c.rule.replace("straight:", "")}`);
      case "fiveAces":
        return t(`when.fiveAces.${c.kings === null ? "always" : c.kings ? "kings" : "otherwise"}`);
      case "quadsWith":
        return t(`when.quadsWith.${c.with}`);
      case "quads":
        return t("when.quads", { ranks: range(c.from, c.to), side: side(c.side) });
      case "single":
        return t("when.always");
      case "fullHouse":
        return c.aceKing === true
          ? t("when.fullHouseAceKing", { ranks: range(c.pairFrom, c.pairTo) })
          : t(c.aceKing === null ? "when.always" : "when.otherwise");
      case "trips":
        return t("when.trips", { ranks: range(c.from, c.to) });
      case "twoPairHigh":
        return t("when.twoPairHigh", { ranks: range(c.from, c.to), side: side(c.side) });
      case "twoPairClasses":
        return t("when.twoPairClasses", {
          classes: c.classes.map((k) => t(`classes.${k}`)).join(t("or")),
          side: side(c.side),
        });
    }
  };

  const sections = casinoWayRules(way);
  return (
    <div className="mt-6 space-y-8" data-testid="casino-house-way" data-way={way}>
      <p className="text-stone-800">{t("intro", { casino })}</p>
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
                  {condition(clause.when)}
                </p>
                <ExampleHand
                  example={clause.example}
                  caption={t("example", { rule: clause.example.label })}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
