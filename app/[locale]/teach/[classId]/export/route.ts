/**
 * The class table as a CSV download, in the reader's locale conventions. The same
 * authorization as the dashboard: a signed-in teacher who owns the class. Anyone else is sent
 * to the class page, which answers them properly (sign-in, "not for students" or not found)
 * instead of a bare status the browser shows as its own error page.
 */
import { getTranslations } from "next-intl/server";
import { getAuth } from "@/lib/auth/current";
import { getDb } from "@/lib/db";
import { isLocale } from "@/lib/i18n/locales";
import { classCsv, csvFileName } from "@/lib/teach/csv";
import { classDashboard } from "@/lib/teach/dashboard";

export const dynamic = "force-dynamic";

const noStore = { "cache-control": "no-store" };

export async function GET(
  request: Request,
  context: RouteContext<"/[locale]/teach/[classId]/export">,
) {
  const { locale, classId } = await context.params;
  if (!isLocale(locale)) return new Response(null, { status: 404, headers: noStore });
  try {
    const auth = await getAuth();
    const result =
      auth.status === "signed-in" ? await classDashboard(getDb(), auth.user, classId) : null;
    if (result?.status !== "success") {
      const page = new URL(`/${locale}/teach/${encodeURIComponent(classId)}`, request.url);
      return Response.redirect(page, 303);
    }
    const t = await getTranslations({ locale, namespace: "Teach.csv" });
    const csv = classCsv(
      result.data.students,
      {
        student: t("student"),
        hands: t("hands"),
        optimalShare: t("optimalShare"),
        avgEvLost: t("avgEvLost"),
        per100: t("per100"),
        tableRounds: t("tableRounds"),
        dealerHands: t("dealerHands"),
        dealerRight: t("dealerRight"),
        famousHands: t("famousHands"),
        famousBest: t("famousBest"),
        lastActive: t("lastActive"),
      },
      locale,
    );
    const name = csvFileName(result.data.class.name, new Date().toISOString().slice(0, 10));
    // A byte-order mark, so spreadsheet programs read the UTF-8 names correctly.
    return new Response(`\uFEFF${csv}`, {
      headers: {
        ...noStore,
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${name}"`,
      },
    });
  } catch (error) {
    console.error("class export failed", error);
    return new Response(null, { status: 500, headers: noStore });
  }
}
