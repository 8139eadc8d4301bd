import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { casinoLabel } from "@/components/casino/casino-label";
import { storedTableRuleSet } from "@/lib/casino/choice";
import type { TableRuleSet } from "@/lib/engine";

/**
 * The short name of a table's or a round's casino rule set ("Foxwoods, Connecticut · 5%
 * commission"), from a stored key (`way/variant`, a Face Up table's `way/faceup`): the same words
 * as the casino badge.
 */
export function useRuleSetLabel(): (key: string) => string {
  const tWays = useTranslations("CasinosPage.ways");
  const tYours = useTranslations("YourCasino");
  return useCallback(
    (key: string) =>
      casinoLabel(
        storedTableRuleSet(key),
        (k) => tWays(k as never),
        (k) => tYours(k as never),
      ),
    [tWays, tYours],
  );
}

/** The rule set of a stored key (a client-side reading: the variant decides the texts). */
export const ruleSetOf = (key: string): TableRuleSet => storedTableRuleSet(key);

/**
 * A commission-free game (RULES.md 12.3, and Face Up, 13.1): a win pays 1 to 1, the dealer has a
 * push hand.
 */
export const isCommissionFree = (key: string): boolean =>
  storedTableRuleSet(key).variant !== "standard";

/** A Face Up table's rounds (RULES.md 13.1): the dealer's hand is shown, set, at the deal. */
export const isFaceUpKey = (key: string): boolean => storedTableRuleSet(key).variant === "faceup";
