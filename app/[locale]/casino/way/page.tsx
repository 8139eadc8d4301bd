import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageShell } from "@/components/layout/PageShell";
import { type StartingWay, WayEditor } from "@/components/ways/WayEditor";
import { requireUser } from "@/lib/auth/current";
import { getDb } from "@/lib/db";
import { isDocumentWay, WAYS, wayDocument } from "@/lib/engine";
import { resolveLocale } from "@/lib/i18n/server";
import { WayError } from "@/lib/ways/errors";
import { ownWays, sharedWay } from "@/lib/ways/service";

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
  const { from, share } = await searchParams;
  const published: StartingWay[] = WAYS.filter(isDocumentWay).map((way) => {
    const { source: _, name: __, ...doc } = wayDocument(way);
    return { value: way, label: tWays(way), own: false, document: doc };
  });
  const own: StartingWay[] = (await ownWays(getDb(), user.id))
    .filter((w) => w.status === "valid")
    .map((w) => ({ value: w.id, label: w.name, own: true, document: w.document }));
  // A share link's way, read-only: the learner may start from it and save a copy of their own.
  let shared: StartingWay | null = null;
  let sharedMissing = false;
  if (typeof share === "string") {
    try {
      const way = await sharedWay(getDb(), share);
      shared = {
        value: "shared",
        label: way.name,
        own: false,
        shared: true,
        document: way.document,
      };
    } catch (error) {
      if (!(error instanceof WayError)) throw error;
      sharedMissing = true;
    }
  }
  const starts = [...published, ...own, ...(shared ? [shared] : [])];
  const wanted = shared ? "shared" : typeof from === "string" ? from : "foxwoods";
  return (
    <PageShell title={t("title")} intro={t("intro")}>
      {sharedMissing ? (
        <p role="alert" className="mb-6 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {t("share.missing")}
        </p>
      ) : null}
      <WayEditor
        starts={starts}
        initialStart={starts.some((s) => s.value === wanted) ? wanted : "foxwoods"}
      />
    </PageShell>
  );
}
