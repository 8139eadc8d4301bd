/**
 * An own house way in a casino slug (`custom-HASH-variant`, the form lib/casino/choice.ts
 * casinoSlug gives it): what a class's casino picker sends for a teacher's own way. Pure and
 * browser-safe; the slug's form only: whose way it is, and whether it was checked, the server
 * decides (lib/ways/service.ts ownCheckedWay).
 */
import { type ChoiceVariant, isChoiceVariant } from "@/lib/casino/choice";

const OWN_SLUG = /^(custom-[0-9a-f]{16})-([a-z]+)$/;

/** The way id and game (an EV variant or Face Up) of an own way's slug, or null for anything else. */
export function parseOwnWaySlug(slug: string): { id: string; variant: ChoiceVariant } | null {
  const match = OWN_SLUG.exec(slug);
  const variant = match?.[2];
  return match?.[1] && isChoiceVariant(variant) ? { id: match[1], variant } : null;
}
