import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CasinoPicker } from "@/components/casino/CasinoPicker";
import { PageShell } from "@/components/layout/PageShell";
import { DeleteWay } from "@/components/ways/DeleteWay";
import { Link } from "@/i18n/navigation";
import { currentUser } from "@/lib/auth/current";
import { safeNextPath } from "@/lib/auth/schemas";
import { casinoSlug, parseChoiceSlug } from "@/lib/casino/choice";
import { yourCasino } from "@/lib/casino/current";
import { getDb } from "@/lib/db";
import { resolveLocale } from "@/lib/i18n/server";
import { ownWays } from "@/lib/ways/service";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/casino">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "YourCasino" });
  return { title: t("title"), description: t("intro"), robots: { index: false } };
}

export default async function CasinoPage({ params, searchParams }: PageProps<"/[locale]/casino">) {
  await resolveLocale(params);
  const t = await getTranslations("YourCasino");
  const tWay = await getTranslations("WayEditor");
  const { next, casino } = await searchParams;
  const current = casinoSlug(await yourCasino());
  const user = await currentUser();
  const own = user ? await ownWays(getDb(), user.id) : [];
  // A link may suggest one (a class's casino): preselected, saved only when the learner saves.
  const suggested = parseChoiceSlug(casino);
  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <CasinoPicker
        current={current}
        initial={suggested ? casinoSlug(suggested) : current}
        next={safeNextPath(typeof next === "string" ? next : undefined) ?? "/practice"}
      />
      <section className="mt-8 space-y-2" aria-labelledby="own-ways">
        {own.length > 0 ? (
          <>
            <h2 id="own-ways" className="text-lg font-semibold text-felt-900">
              {tWay("own.heading")}
            </h2>
            <ul className="space-y-1">
              {own.map((w) => (
                <li key={w.id}>
                  {w.status === "valid" ? (
                    <Link
                      href={{ pathname: "/casino/way", query: { from: w.id } }}
                      className="text-felt-700 underline hover:text-felt-900"
                    >
                      {w.name}
                    </Link>
                  ) : (
                    <span>{w.name}</span>
                  )}{" "}
                  <span className="text-sm text-stone-500">({tWay(`own.status.${w.status}`)})</span>{" "}
                  <DeleteWay id={w.id} name={w.name} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p>
          <Link
            href="/casino/way"
            className="font-semibold text-felt-700 underline hover:text-felt-900"
          >
            {tWay("link")}
          </Link>
        </p>
      </section>
    </PageShell>
  );
}
