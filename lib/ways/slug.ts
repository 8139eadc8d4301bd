/**
 * An own house way in a casino slug (`custom-HASH-variant`, the form lib/casino/choice.ts
 * casinoSlug gives it): what a class's casino picker sends for a teacher's own way. Pure and
 * browser-safe; the slug's form only: whose way it is, and whether it was checked, the server
 * decides (lib/ways/service.ts ownCheckedWay).
 */
import { isVariant, type Variant } from "@/lib/engine";

const OWN_SLUG = /^(custom-[0-9a-f]{16})-([a-z]+)$/;

/** The way id and variant of an own way's slug, or null for anything else. */
export function parseOwnWaySlug(slug: string): { id: string; variant: Variant } | null {
  const match = OWN_SLUG.exec(slug);
  const variant = match?.[2];
  return match?.[1] && isVariant(variant) ? { id: match[1], variant } : null;
}
