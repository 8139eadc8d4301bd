import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { OpenLiveTable } from "@/components/live/OpenLiveTable";
import { Assignments } from "@/components/teach/Assignments";
import { ClassCasino } from "@/components/teach/ClassCasino";
import { ClassSettings } from "@/components/teach/ClassForms";
import { ClassPayTables } from "@/components/teach/ClassPayTables";
import { ClassSummaryStats } from "@/components/teach/ClassSummaryStats";
import { ClassTable } from "@/components/teach/ClassTable";
import { Heatmap } from "@/components/teach/Heatmap";
import { JoinCode } from "@/components/teach/JoinCode";
import { NotForStudents } from "@/components/teach/NotForStudents";
import { Link } from "@/i18n/navigation";
import { currentUser, requireTeacher } from "@/lib/auth/current";
import { casinoSlug, storedTableRuleSet } from "@/lib/casino/choice";
import { getDb } from "@/lib/db";
import { resolveLocale } from "@/lib/i18n/server";
import { ownedClass } from "@/lib/teach/classes";
import { classDashboard } from "@/lib/teach/dashboard";
import { ownWays } from "@/lib/ways/service";
import {
  classCasinoAction,
  classPaysAction,
  createAssignmentAction,
  deleteAssignmentAction,
  deleteClassAction,
  removeStudentAction,
  renameClassAction,
  rotateCodeAction,
} from "../actions";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/teach/[classId]">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const { classId } = await params;
  const t = await getTranslations({ locale, namespace: "Teach" });
  const user = await currentUser();
  const found = user ? await ownedClass(getDb(), user, classId) : null;
  return {
    title: found?.status === "success" ? found.data.name : t("metaTitle"),
    robots: { index: false },
  };
}

export default async function ClassPage({ params }: PageProps<"/[locale]/teach/[classId]">) {
  const locale = await resolveLocale(params);
  const { classId } = await params;
  const { user, allowed } = await requireTeacher(locale, `/teach/${classId}`);
  if (!allowed) return <NotForStudents />;
  const result = await classDashboard(getDb(), user, classId);
  if (result.status !== "success") notFound();
  const t = await getTranslations("Teach");
  const tLive = await getTranslations("Live");
  const {
    class: klass,
    students,
    total,
    tableRounds,
    categories,
    heatmap,
    assignments,
  } = result.data;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Link href="/teach" className="text-sm font-medium text-felt-700 underline">
        ← {t("dashboard.back")}
      </Link>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-6">
        <h1 className="text-3xl font-bold tracking-tight text-felt-900 sm:text-4xl">
          {klass.name}
        </h1>
        <JoinCode code={klass.joinCode} />
      </div>

      <div className="mt-6">
        <ClassSummaryStats students={students.length} total={total} tableRounds={tableRounds} />
      </div>

      <section aria-labelledby="students-title" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="students-title" className="text-xl font-semibold text-felt-900">
            {t("dashboard.summary.students")}
          </h2>
          <a
            href={`/${locale}/teach/${klass.id}/export`}
            download
            className="rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-felt-800 hover:bg-stone-50"
          >
            {t("dashboard.export")}
          </a>
        </div>
        <div className="mt-3">
          {students.length === 0 ? (
            <p className="text-stone-600">{t("dashboard.noStudents")}</p>
          ) : (
            <ClassTable classId={klass.id} students={students} />
          )}
        </div>
      </section>

      <section aria-labelledby="heatmap-title" className="mt-10">
        <h2 id="heatmap-title" className="text-xl font-semibold text-felt-900">
          {t("heatmap.title")}
        </h2>
        <p className="mt-1 mb-3 max-w-3xl text-sm text-stone-600">{t("heatmap.help")}</p>
        <Heatmap students={students} categories={categories} heatmap={heatmap} />
      </section>

      <section aria-labelledby="assignments-title" className="mt-10">
        <h2 id="assignments-title" className="mb-3 text-xl font-semibold text-felt-900">
          {t("assignments.title")}
        </h2>
        <Assignments
          classId={klass.id}
          assignments={assignments}
          students={students}
          create={createAssignmentAction}
          remove={deleteAssignmentAction}
        />
      </section>

      <section aria-labelledby="casino-title" className="mt-10">
        <h2 id="casino-title" className="mb-3 text-xl font-semibold text-felt-900">
          {t("casino.title")}
        </h2>
        <div className="rounded-xl border border-stone-200 bg-white p-4">
          <ClassCasino
            classId={klass.id}
            casino={casinoSlug(storedTableRuleSet(klass.ruleSet))}
            action={classCasinoAction}
            ownWays={(await ownWays(getDb(), user.id))
              .filter((w) => w.status === "valid")
              .map((w) => ({ id: w.id, name: w.name }))}
          />
        </div>
      </section>

      <section aria-labelledby="pays-title" className="mt-10">
        <h2 id="pays-title" className="mb-3 text-xl font-semibold text-felt-900">
          {t("pays.title")}
        </h2>
        <div className="rounded-xl border border-stone-200 bg-white p-4">
          <ClassPayTables
            classId={klass.id}
            fortuneTable={klass.fortuneTable}
            envy={klass.envySchedule}
            action={classPaysAction}
          />
        </div>
      </section>

      <section aria-labelledby="live-title" className="mt-10">
        <h2 id="live-title" className="mb-3 text-xl font-semibold text-felt-900">
          {tLive("open.title")}
        </h2>
        <OpenLiveTable classId={klass.id} />
      </section>

      <section aria-labelledby="settings-title" className="mt-10">
        <h2 id="settings-title" className="mb-3 text-xl font-semibold text-felt-900">
          {t("manage.title")}
        </h2>
        <div className="rounded-xl border border-stone-200 bg-white p-4">
          <ClassSettings
            classId={klass.id}
            name={klass.name}
            students={students.map((s) => ({ id: s.id, username: s.username }))}
            rename={renameClassAction}
            rotate={rotateCodeAction}
            remove={removeStudentAction}
            deleteClass={deleteClassAction}
          />
        </div>
      </section>
    </div>
  );
}
