import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { casinoLabel } from "@/components/casino/casino-label";
import { storedRuleSet } from "@/lib/casino/choice";
import type { RuleSet } from "@/lib/engine";

/**
 * The short name of a table's or a round's casino rule set ("Foxwoods, Connecticut · 5%
 * commission"), from a stored key (`way/variant`): the same words as the casino badge.
 */
export function useRuleSetLabel(): (key: string) => string {
  const tWays = useTranslations("CasinosPage.ways");
  const tYours = useTranslations("YourCasino");
  return useCallback(
    (key: string) =>
      casinoLabel(
        storedRuleSet(key),
        (k) => tWays(k as never),
        (k) => tYours(k as never),
      ),
    [tWays, tYours],
  );
}

/** The rule set of a stored key (a client-side reading: the variant decides the texts). */
export const ruleSetOf = (key: string): RuleSet => storedRuleSet(key);

/** A commission-free game (RULES.md 12.3): a win pays 1 to 1, the dealer has a push hand. */
export const isCommissionFree = (key: string): boolean => storedRuleSet(key).variant !== "standard";
