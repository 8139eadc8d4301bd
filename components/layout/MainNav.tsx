"use client";

import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/i18n/navigation";
import { NavMenu, navLinkClass } from "./NavMenu";
import { currentHref, headerItems } from "./nav-items";

export function MainNav() {
  const t = useTranslations("Nav");
  const pathname = usePathname();
  const current = currentHref(pathname);

  return (
    <nav aria-label={t("label")} className="w-full">
      {/* The items wrap when the row is full, so every section stays whole at any width (a
          scrolling row cut "Progress" to "Prog" with no sign that more followed). */}
      <ul className="-mx-1 flex flex-wrap gap-1">
        {headerItems.map((entry) =>
          "menu" in entry ? (
            <NavMenu key={entry.menu} menu={entry} current={current} />
          ) : (
            <li key={entry.key}>
              <Link
                href={entry.href}
                aria-current={entry.href === current ? "page" : undefined}
                className={navLinkClass(entry.href === current)}
              >
                {t(entry.key)}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
