import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { loadMessages } from "@/lib/i18n/messages";
import { routing } from "./routing";

export default getRequestConfig(async ({ requestLocale }) => {
  // The [locale] segment; anything unknown (e.g. /favicon.txt reaching the segment) falls back.
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  // One zone for server and browser, so a formatted date never differs between the two.
  return { locale, messages: await loadMessages(locale), timeZone: "UTC" };
});
