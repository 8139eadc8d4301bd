import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LiveTable } from "@/components/live/LiveTable";
import { currentUser } from "@/lib/auth/current";
import { getDb } from "@/lib/db";
import { inClassOrTeaches } from "@/lib/db/live";
import { fortuneHouseEdge } from "@/lib/engine";
import { env } from "@/lib/env";
import { resolveLocale } from "@/lib/i18n/server";
import { currentLearnerId } from "@/lib/learner/identity";
import { viewLive } from "@/lib/live/access";
import { loadState } from "@/lib/live/state";
import { TableError as LiveError } from "@/lib/table/errors";
import { bankEntryBalance } from "@/lib/table/money";

export const dynamic = "force-dynamic";

const options = () => ({ testTables: env.TABLE_TEST_TABLES === "1" });

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/live/[tableId]">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "Live" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * One live table. The first view is the caller's, rendered here from the same function the
 * JSON API answers with (so the page holds no card the viewer may not see); the event stream
 * takes over in the browser. A table the caller may not see is a 404, as in the API.
 */
export default async function LiveTablePage({ params }: PageProps<"/[locale]/live/[tableId]">) {
  await resolveLocale(params);
  const { tableId } = await params;
  const db = getDb();
  const learnerId = await currentLearnerId(db);
  let initial: Awaited<ReturnType<typeof viewLive>>;
  try {
    initial = await viewLive(db, tableId, learnerId, options());
  } catch (error) {
    if (error instanceof LiveError && error.code === "unknown-table") notFound();
    throw error;
  }
  // The table's config (limits, chips, banking): a class table's row names its config.
  const state = await loadState(db, tableId);
  const config = state?.config;
  if (!state || !config) notFound();
  const entryBalance = config.banking
    ? bankEntryBalance(
        config.maxBet,
        config.live?.seats ?? config.banking.maxSeats,
        config.banking.commissionBp,
      )
    : null;
  const user = await currentUser();
  const teacher =
    user !== null &&
    state.table.classId !== null &&
    (await inClassOrTeaches(db, state.table.classId, user.id)) === "teacher";
  return (
    <div className="mx-auto max-w-5xl px-2 py-3 sm:px-6 sm:py-8">
      <LiveTable
        key={tableId}
        initial={initial}
        table={config}
        signedIn={user !== null}
        teacher={teacher}
        entryBalance={entryBalance}
        houseEdge={fortuneHouseEdge()}
      />
    </div>
  );
}
