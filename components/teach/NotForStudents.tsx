import { getTranslations } from "next-intl/server";
import { PageShell } from "@/components/layout/PageShell";
import { Link } from "@/i18n/navigation";

/** What a signed-in non-teacher sees on a teacher's page: no data, a way on. */
export async function NotForStudents() {
  const t = await getTranslations("Teach");
  return (
    <PageShell title={t("notTeacherTitle")} intro={t("notTeacher")}>
      <Link
        href="/classes"
        className="inline-flex rounded-lg bg-felt-700 px-4 py-2 font-semibold text-white hover:bg-felt-800"
      >
        {t("joinInstead")}
      </Link>
    </PageShell>
  );
}
