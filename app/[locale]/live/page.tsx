import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageShell } from "@/components/layout/PageShell";
import { LiveLobby } from "@/components/live/LiveLobby";
import { currentUser } from "@/lib/auth/current";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { resolveLocale } from "@/lib/i18n/server";
import { lobbyOfUser } from "@/lib/live/lobby";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/live">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "Live.lobby" });
  return { title: t("title"), description: t("intro") };
}

/** The live tables' lobby: public tables and the viewer's class tables (as GET /api/live). */
export default async function LiveLobbyPage({ params }: PageProps<"/[locale]/live">) {
  await resolveLocale(params);
  const t = await getTranslations("Live.lobby");
  const db = getDb();
  const user = await currentUser();
  const initial = await lobbyOfUser(db, user?.id ?? null, {
    testTables: env.TABLE_TEST_TABLES === "1",
  });
  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <LiveLobby initial={initial} />
    </PageShell>
  );
}
