/**
 * A translator over plain message objects, formatted by next-intl exactly as the app formats
 * them (ICU `plural` and `select` included), for code that renders texts outside React: unit
 * and end-to-end tests compare the page with what the messages say. Unknown keys and broken
 * ICU throw instead of rendering a fallback, so a test cannot pass on a missing message.
 */
import { createTranslator } from "next-intl";
import type { Translate } from "./game-text";
import type { Locale } from "./locales";

export function icuTranslator(locale: Locale, messages: Record<string, unknown>): Translate {
  const t = createTranslator({
    locale,
    messages,
    onError: (error) => {
      throw error;
    },
  });
  return (key, params) => (t as unknown as Translate)(key, params);
}
