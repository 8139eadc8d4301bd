import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

export interface RuleLink {
  slug: string;
  title: string;
}

/** The locale's rule pages in reading order, the current one marked. */
export function RulesNav({ pages, current }: { pages: readonly RuleLink[]; current?: string }) {
  const t = useTranslations("Rules");
  return (
    <nav aria-label={t("pagesLabel")}>
      <ol className="-mx-1 flex flex-wrap gap-1 lg:mx-0 lg:flex-col">
        {pages.map((page) => {
          const active = page.slug === current;
          return (
            <li key={page.slug} className="shrink-0">
              <Link
                href={`/rules/${page.slug}`}
                aria-current={active ? "page" : undefined}
                className={`block rounded-md px-3 py-2 text-sm whitespace-nowrap lg:whitespace-normal ${
                  active
                    ? "bg-felt-700 font-semibold text-white"
                    : "text-felt-800 hover:bg-felt-50 hover:text-felt-950"
                }`}
              >
                {page.title}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
