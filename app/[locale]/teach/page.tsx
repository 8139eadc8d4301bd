import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageShell } from "@/components/layout/PageShell";
import { CreateClassForm } from "@/components/teach/ClassForms";
import { NotForStudents } from "@/components/teach/NotForStudents";
import { Link } from "@/i18n/navigation";
import { requireTeacher } from "@/lib/auth/current";
import { getDb } from "@/lib/db";
import { resolveLocale } from "@/lib/i18n/server";
import { teacherClasses } from "@/lib/teach/classes";
import { formatJoinCode } from "@/lib/teach/join-code";
import { createClassAction } from "./actions";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/teach">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "Teach" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function TeachPage({ params }: PageProps<"/[locale]/teach">) {
  const locale = await resolveLocale(params);
  const { user, allowed } = await requireTeacher(locale, "/teach");
  if (!allowed) return <NotForStudents />;
  const t = await getTranslations("Teach");
  const list = await teacherClasses(getDb(), user);
  const classes = list.status === "success" ? list.data : [];

  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <div className="flex flex-col gap-10">
        {classes.length === 0 ? (
          <p className="text-stone-600">{t("empty")}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2" aria-label={t("title")}>
            {classes.map((c) => (
              <li
                key={c.id}
                className="group relative flex h-full flex-col gap-1 rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition hover:border-felt-600 hover:shadow-md"
              >
                {/* The class name is the link (its visible text is its name, WCAG 2.5.3); the
                    link's ::after stretches over the card, so the whole card stays clickable. */}
                <Link
                  href={`/teach/${c.id}`}
                  className="text-lg font-semibold text-felt-900 after:absolute after:inset-0 after:rounded-xl group-hover:underline"
                >
                  {c.name}
                </Link>
                <span className="text-stone-600">{t("studentCount", { count: c.students })}</span>
                <span className="text-sm text-stone-600">
                  {t("joinCode")}:{" "}
                  <span className="font-mono font-semibold text-stone-700">
                    {formatJoinCode(c.joinCode)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
        <section aria-labelledby="new-class">
          <h2 id="new-class" className="mb-3 text-xl font-semibold text-felt-900">
            {t("create.title")}
          </h2>
          <CreateClassForm action={createClassAction} />
        </section>
      </div>
    </PageShell>
  );
}
