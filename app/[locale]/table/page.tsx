import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageShell } from "@/components/layout/PageShell";
import { TableLobby } from "@/components/table/TableLobby";
import { yourCasino } from "@/lib/casino/current";
import { getDb } from "@/lib/db";
import { findWallet } from "@/lib/db/table";
import { isCustomWay, isFaceUp, ruleSetKey } from "@/lib/engine";
import { env } from "@/lib/env";
import { resolveLocale } from "@/lib/i18n/server";
import { currentLearnerId } from "@/lib/learner";
import {
  CURRENCIES,
  type Currency,
  findTable,
  listTables,
  ownWayBases,
  ownWayTableId,
  startAmount,
  type TableConfig,
} from "@/lib/table/tables";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/table">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "TablePage" });
  return { title: t("title"), description: t("intro") };
}

/** The lobby: every table with its limits, chips, bonus, timer and banking, and the balances. */
export default async function TablePage({ params }: PageProps<"/[locale]/table">) {
  await resolveLocale(params);
  const t = await getTranslations("TablePage");
  const db = getDb();
  const learnerId = await currentLearnerId(db);
  const balances = await Promise.all(
    (Object.keys(CURRENCIES) as Currency[]).map(async (currency) => ({
      currency,
      balance:
        (learnerId ? (await findWallet(db, learnerId, currency))?.balance : undefined) ??
        startAmount(currency),
    })),
  );
  const testTables = env.TABLE_TEST_TABLES === "1";
  // A learner whose casino is their own way finds the default game's tables under it first; one
  // whose casino is Face Up finds the Face Up tables first, their way's at the head (an own way
  // has no Face Up table: those are the published ways').
  const casino = await yourCasino(db);
  const ownWayTables =
    isCustomWay(casino.way) && !isFaceUp(casino)
      ? ownWayBases(testTables).flatMap(
          (base) => findTable(ownWayTableId(base.id, casino), testTables) ?? [],
        )
      : ([] as TableConfig[]);
  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <TableLobby
        tables={[...ownWayTables, ...listTables(testTables)]}
        balances={balances}
        faceUpFirst={isFaceUp(casino) ? ruleSetKey(casino) : null}
      />
    </PageShell>
  );
}
