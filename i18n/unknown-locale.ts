import { isLocale } from "@/lib/i18n/locales";

/**
 * A path whose first segment looks like a language tag the app does not have (`/xx/practice`,
 * `/pt-BR/rules`), without that segment (`/practice`), so that locale negotiation sends it to
 * the same page in a language the app has (the default when nothing else matches); null for
 * every other path. No route of the app is a two-letter word, so no real page is mistaken for
 * a locale.
 */
export function dropUnknownLocale(pathname: string): string | null {
  const match = /^\/([A-Za-z]{2}(?:[-_][A-Za-z0-9]{2,8})?)(\/.*)?$/.exec(pathname);
  if (!match || isLocale(match[1])) return null;
  const rest = match[2];
  return rest && rest !== "/" ? rest : "/";
}
