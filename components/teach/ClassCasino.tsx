"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { classCasinoAction } from "@/app/[locale]/teach/actions";
import { inputClass } from "@/components/auth/form";
import { casinoLabel } from "@/components/casino/casino-label";
import { CHOICE_SLUGS, CHOICE_VARIANTS, parseChoiceSlug } from "@/lib/casino/choice";
import type { Translate } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import { ActionForm } from "./ActionForm";
import { classCasinoSaved } from "./class-casino-saved";

/**
 * The class's casino: its assignments count hands played under it; class tables deal by it.
 * Each casino's three EV games and Face Up Pai Gow (RULES.md 13.1); besides the casinos, the
 * teacher's own checked ways (`ownWays`, id and name), each in every
 * game: the id is the way's version, so the class keeps it until the teacher picks another.
 */
export function ClassCasino({
  classId,
  casino,
  action,
  ownWays,
}: {
  classId: string;
  casino: string;
  action: typeof classCasinoAction;
  ownWays: ReadonlyArray<{ id: string; name: string }>;
}) {
  const t = useTranslations("Teach.casino");
  const tYours = useTranslations("YourCasino");
  const tWays = useTranslations("CasinosPage.ways");
  const game = useGameTranslate();
  const selectId = useId();
  const ownNames = new Map(ownWays.map((w) => [w.id as string, w.name]));
  const own = new Map<string, string>(
    ownWays.flatMap((w) =>
      CHOICE_VARIANTS.map((v) => [`${w.id}-${v}`, `${w.name} · ${tYours(`${v}Short`)}`] as const),
    ),
  );
  const label = (slug: string) => {
    const mine = own.get(slug);
    if (mine !== undefined) return mine;
    const rs = parseChoiceSlug(slug);
    return rs
      ? casinoLabel(
          rs,
          (k) => tWays(k as never),
          (k) => tYours(k as never),
        )
      : slug;
  };
  // The casino inside the sentence ("against the dealer at Foxwoods in Connecticut"), an own
  // way by its name: never the picker's label ("Online (the default) · 5% commission").
  const saved = (slug: string) => classCasinoSaved(t as unknown as Translate, game, ownNames, slug);
  return (
    <ActionForm
      action={action}
      hidden={{ classId }}
      fields={["casino"]}
      submit={t("submit")}
      variant="secondary"
      success={(state) => saved(state.data.casino)}
      className="flex max-w-xl flex-col gap-3"
    >
      {() => (
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="font-semibold text-felt-900">
            {t("label")}
          </label>
          <select
            id={selectId}
            name="casino"
            defaultValue={casino}
            className={inputClass}
            data-testid="class-casino"
          >
            <optgroup label={t("casinos")}>
              {CHOICE_SLUGS.map((slug) => (
                <option key={slug} value={slug}>
                  {label(slug)}
                </option>
              ))}
            </optgroup>
            {own.size > 0 ? (
              <optgroup label={t("ownWays")}>
                {[...own].map(([slug, text]) => (
                  <option key={slug} value={slug}>
                    {text}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
          <p className="text-sm text-stone-600">{t("help")}</p>
        </div>
      )}
    </ActionForm>
  );
}
