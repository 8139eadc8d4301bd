import type { routing } from "@/i18n/routing";
import type { Messages } from "@/lib/i18n/messages";

// Typed message keys and locales for next-intl (useTranslations, Link locale, ...).
declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: Messages;
  }
}
