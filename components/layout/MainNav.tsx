"use client";

import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/i18n/navigation";
import { headerItems } from "./nav-items";

export function MainNav() {
  const t = useTranslations("Nav");
  const pathname = usePathname();

  return (
    <nav aria-label={t("label")} className="w-full">
      {/* The items wrap when the row is full, so every section stays whole at any width (a
          scrolling row cut "Progress" to "Prog" with no sign that more followed). */}
      <ul className="-mx-1 flex flex-wrap gap-1">
        {headerItems.map(({ href, key }) => {
          const active = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={key}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
                  active
                    ? "bg-felt-950/40 text-white"
                    : "text-felt-100 hover:bg-felt-950/25 hover:text-white"
                }`}
              >
                {t(key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
