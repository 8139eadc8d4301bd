import { useTranslations } from "next-intl";
import type { Translate } from "@/lib/i18n/game-text";

/**
 * The root translator, typed as the game-text helpers expect. They build keys at run time
 * (`Game.ranks.${r}`), which next-intl's typed keys cannot check; the parity and game-text
 * tests make sure those keys exist in every locale.
 */
export function useGameTranslate(): Translate {
  return useTranslations() as unknown as Translate;
}
