import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { FamousCountNote } from "@/components/famous/FamousCountNote";
import { OfflineCountNote } from "@/components/offline/OfflineCountNote";
import { CategoryTable } from "@/components/progress/CategoryTable";
import { ClassSummaryStats } from "@/components/teach/ClassSummaryStats";
import { MistakeReplays } from "@/components/teach/MistakeReplays";
import { NotForStudents } from "@/components/teach/NotForStudents";
import { StudentTrend } from "@/components/teach/StudentTrend";
import { Link } from "@/i18n/navigation";
import { currentUser, requireTeacher } from "@/lib/auth/current";
import { getDb } from "@/lib/db";
import { resolveLocale } from "@/lib/i18n/server";
import { studentOfflineCount } from "@/lib/offline/stats";
import { studentDetail } from "@/lib/teach/student";

type Props = PageProps<"/[locale]/teach/[classId]/students/[studentId]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const { classId, studentId } = await params;
  const t = await getTranslations({ locale, namespace: "Teach" });
  const user = await currentUser();
  // Only the owner learns the names; everyone else sees the generic title.
  const found = user ? await studentDetail(getDb(), user, classId, studentId) : null;
  return {
    title:
      found?.status === "success"
        ? t("student.metaTitle", {
            name: found.data.student.username,
            className: found.data.class.name,
          })
        : t("metaTitle"),
    robots: { index: false },
  };
}

export default async function StudentPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { classId, studentId } = await params;
  const { user, allowed } = await requireTeacher(locale, `/teach/${classId}/students/${studentId}`);
  if (!allowed) return <NotForStudents />;
  const result = await studentDetail(getDb(), user, classId, studentId);
  if (result.status !== "success") notFound();
  const t = await getTranslations("Teach.student");
  const format = await getFormatter();
  const d = result.data;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Link href={`/teach/${classId}`} className="text-sm font-medium text-felt-700 underline">
        ← {t("back", { className: d.class.name })}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-felt-900 sm:text-4xl">
        {d.student.username}
      </h1>
      <p className="mt-2 text-stone-600">
        {t("intro", {
          hands: d.student.hands,
          rounds: d.student.table.rounds,
          joined: format.dateTime(d.student.joinedAt, { dateStyle: "medium" }),
        })}
      </p>

      <div className="mt-6 space-y-2">
        <ClassSummaryStats total={d.student} tableRounds={d.student.table.rounds} />
        <OfflineCountNote count={await studentOfflineCount(d.student.id)} />
        <FamousCountNote tally={d.student.famous} />
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="categories-title" className="min-w-0">
          <h2 id="categories-title" className="mb-3 text-xl font-semibold text-felt-900">
            {t("categories")}
          </h2>
          <CategoryTable rows={d.categories} empty={t("trendEmpty")} />
        </section>
        <section aria-labelledby="trend-title" className="min-w-0">
          <h2 id="trend-title" className="mb-3 text-xl font-semibold text-felt-900">
            {t("trend")}
          </h2>
          <StudentTrend trend={d.trend} bucketSize={d.bucketSize} />
        </section>
      </div>

      <section aria-labelledby="mistakes-title" className="mt-10">
        <h2 id="mistakes-title" className="text-xl font-semibold text-felt-900">
          {t("mistakes")}
        </h2>
        <p className="mt-1 mb-3 text-sm text-stone-600">
          {t("mistakesHelp", { window: d.mistakeWindow })}
        </p>
        <MistakeReplays mistakes={d.mistakes} />
      </section>
    </div>
  );
}
