"use client";

import { useLocale, useTranslations } from "next-intl";
import { type ChangeEvent, useId, useTransition } from "react";
import { usePathname, useRouter } from "@/i18n/navigation";
import { isLocale, localeEndonyms, locales } from "@/lib/i18n/locales";

/** Switches language and stays on the same page (/de/rules -> /sv/rules). */
export function LocaleSwitcher() {
  const t = useTranslations("LocaleSwitcher");
  const current = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const id = useId();

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    if (!isLocale(next)) return;
    // Read at the moment of switching (no useSearchParams, which would opt the header out of
    // static rendering): the query string and hash survive the switch, e.g. ?next=... on /admin.
    const { search, hash } = window.location;
    startTransition(() => {
      // `pathname` is the current path without its locale prefix, so only the prefix changes.
      router.replace(`${pathname}${search}${hash}`, { locale: next, scroll: false });
    });
  }

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t("label")}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        className="size-4 shrink-0 text-felt-100"
      >
        <circle cx="10" cy="10" r="7.5" />
        <path d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5Z" />
      </svg>
      <select
        id={id}
        value={current}
        onChange={onChange}
        disabled={isPending}
        // As wide as the chosen language, not the longest option.
        className="field-sizing-content rounded-md border border-felt-600 bg-felt-800 py-1.5 pr-8 pl-2 text-sm text-white disabled:opacity-60"
      >
        {locales.map((locale) => {
          const name = t(`locales.${locale}`);
          const endonym = localeEndonyms[locale];
          const label = name === endonym ? name : t("option", { name, endonym });
          return (
            <option key={locale} value={locale}>
              {label}
            </option>
          );
        })}
      </select>
    </div>
  );
}
