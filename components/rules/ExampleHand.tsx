import { useTranslations } from "next-intl";
import type { Card } from "@/lib/engine";
import { backWords, frontWords, reasonWords } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import type { RuleExample } from "@/lib/rules/examples";
import { RuleCards } from "./RuleCards";

/** One labelled row of the example: the hand, or the back or front with its value in words. */
function Part({ label, cards, value }: { label: string; cards: readonly Card[]; value?: string }) {
  return (
    <div>
      <p className="mb-2 text-sm font-medium text-stone-600">{label}</p>
      <RuleCards cards={cards} size="sm" label={label} />
      {value ? <p className="mt-2 text-sm font-semibold text-felt-900">{value}</p> : null}
    </div>
  );
}

/**
 * An engine-set example under a house-way rule: the hand, its back and front, and why. A
 * casino way's example (no rule number) brings its own caption.
 */
export function ExampleHand({
  example,
  caption,
}: {
  example: Omit<RuleExample, "rule"> & { rule?: RuleExample["rule"] };
  caption?: string;
}) {
  const t = useTranslations("Rules.example");
  const game = useGameTranslate();

  return (
    <figure
      data-testid="rule-example"
      className="my-6 rounded-xl border border-felt-100 bg-felt-50/60 p-4 sm:p-5"
    >
      <figcaption className="text-sm font-semibold tracking-wide text-felt-800 uppercase">
        {caption ?? t("caption", { rule: example.rule ?? 0 })}
      </figcaption>
      <div className="mt-3 flex flex-col gap-4">
        <Part label={t("hand")} cards={example.hand} />
        <div className="flex flex-col gap-4 sm:flex-row sm:gap-8">
          <Part label={t("back")} cards={example.back} value={backWords(game, example.backValue)} />
          <Part
            label={t("front")}
            cards={example.front}
            value={frontWords(game, example.frontValue)}
          />
        </div>
        <p className="border-t border-felt-100 pt-3 text-stone-700">
          <span className="font-semibold text-felt-900">{t("why")} </span>
          <span data-testid="rule-example-reason">{reasonWords(game, example.reason)}</span>
        </p>
      </div>
    </figure>
  );
}
