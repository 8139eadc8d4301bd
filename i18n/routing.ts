import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales } from "@/lib/i18n/locales";

export const routing = defineRouting({
  locales,
  defaultLocale,
  // Every URL names its locale (/en/practice), so links and caches never guess.
  localePrefix: "always",
});
