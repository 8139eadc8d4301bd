/** The app's locales, declared once. Routing, messages and the parity test all read this. */
export const locales = ["en", "de", "sv", "fr"] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Each language's name for itself, shown beside the translated name in the switcher. */
export const localeEndonyms: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  sv: "Svenska",
  fr: "Français",
};
