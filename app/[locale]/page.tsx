import { getTranslations } from "next-intl/server";
import { homeSections } from "@/components/layout/nav-items";
import { Link } from "@/i18n/navigation";
import { resolveLocale } from "@/lib/i18n/server";

const sectionIcons = {
  practice: "♠",
  rules: "♦",
  strategy: "♥",
  analyze: "★",
  table: "●",
  live: "◉",
  progress: "♣",
} as const;

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  await resolveLocale(params);
  const t = await getTranslations();

  return (
    <>
      <section className="bg-gradient-to-b from-felt-800 to-felt-700 text-white">
        <div className="mx-auto max-w-5xl px-4 pt-12 pb-16 sm:px-6 sm:pt-20 sm:pb-24">
          <p className="text-sm font-semibold tracking-wide text-chip-400 uppercase">
            {t("HomePage.eyebrow")}
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-6xl">
            {t("Metadata.productName")}
          </h1>
          <p className="mt-4 text-xl font-medium text-felt-50 sm:text-2xl">
            {t("HomePage.tagline")}
          </p>
          <p className="mt-6 max-w-2xl text-base leading-relaxed text-felt-100 sm:text-lg">
            {t("HomePage.intro")}
          </p>
          <Link
            href="/practice"
            className="mt-8 inline-flex items-center gap-2 rounded-lg bg-chip-400 px-5 py-3 font-semibold text-felt-950 shadow-sm transition-colors hover:bg-chip-500"
          >
            {t("HomePage.cta")}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </section>

      <section aria-labelledby="sections-title" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h2 id="sections-title" className="text-2xl font-bold tracking-tight text-felt-900">
          {t("HomePage.sectionsTitle")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {homeSections.map(({ href, key }) => (
            <li key={key}>
              <Link
                href={href}
                className="group flex h-full flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition hover:border-felt-600 hover:shadow-md"
              >
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-full bg-felt-50 text-xl text-felt-700"
                >
                  {sectionIcons[key]}
                </span>
                <span className="mt-4 text-lg font-semibold text-felt-900 group-hover:underline">
                  {t(`Nav.${key}`)}
                </span>
                <span className="mt-1 text-stone-600">{t(`HomePage.${key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
