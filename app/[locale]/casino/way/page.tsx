import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageShell } from "@/components/layout/PageShell";
import { type StartingWay, WayEditor } from "@/components/ways/WayEditor";
import { requireUser } from "@/lib/auth/current";
import { getDb } from "@/lib/db";
import { isDocumentWay, WAYS, wayDocument } from "@/lib/engine";
import { resolveLocale } from "@/lib/i18n/server";
import { ownWays } from "@/lib/ways/service";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/casino/way">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "WayEditor" });
  return { title: t("title"), description: t("intro"), robots: { index: false } };
}

/**
 * The house-way editor (issue 52 part 3), for a signed-in learner or teacher: starts from a
 * casino's way (`?from=foxwoods`) or one of their own, and saves new versions of their own.
 */
export default async function WayEditorPage({
  params,
  searchParams,
}: PageProps<"/[locale]/casino/way">) {
  const locale = await resolveLocale(params);
  const user = await requireUser(locale, "/casino/way");
  const t = await getTranslations("WayEditor");
  const tWays = await getTranslations("CasinosPage.ways");
  const { from } = await searchParams;
  const published: StartingWay[] = WAYS.filter(isDocumentWay).map((way) => {
    const { source: _, name: __, ...doc } = wayDocument(way);
    return { value: way, label: tWays(way), own: false, document: doc };
  });
  const own: StartingWay[] = (await ownWays(getDb(), user.id))
    .filter((w) => w.status === "valid")
    .map((w) => ({ value: w.id, label: w.name, own: true, document: w.document }));
  const starts = [...published, ...own];
  const wanted = typeof from === "string" ? from : "foxwoods";
  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <WayEditor
        starts={starts}
        initialStart={starts.some((s) => s.value === wanted) ? wanted : "foxwoods"}
        casinoNames={Object.fromEntries(published.map((p) => [p.value, p.label]))}
      />
    </PageShell>
  );
}
