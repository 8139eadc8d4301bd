import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageShell } from "@/components/layout/PageShell";
import { JoinClassForm, LeaveClassButton } from "@/components/teach/JoinClassForm";
import { StudentAssignments } from "@/components/teach/StudentAssignments";
import { TakeClassCasino } from "@/components/teach/TakeClassCasino";
import { requireUser } from "@/lib/auth/current";
import { ruleSetKey, storedTableRuleSet } from "@/lib/casino/choice";
import { yourCasino } from "@/lib/casino/current";
import { getDb } from "@/lib/db";
import { isCustomWay } from "@/lib/engine";
import { resolveLocale } from "@/lib/i18n/server";
import { memberClasses } from "@/lib/teach/classes";
import { joinClassAction, leaveClassAction } from "./actions";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/classes">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "Classes" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function ClassesPage({
  params,
  searchParams,
}: PageProps<"/[locale]/classes">) {
  const locale = await resolveLocale(params);
  const { code } = await searchParams;
  const next = typeof code === "string" ? `/classes?code=${encodeURIComponent(code)}` : "/classes";
  const user = await requireUser(locale, next);
  const t = await getTranslations("Classes");
  const classes = await memberClasses(getDb(), user);
  // A class set to its teacher's own way: the student takes it here (no picker slug names it).
  const mine = ruleSetKey(await yourCasino());

  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <div className="flex flex-col gap-10">
        <StudentAssignments showEmpty />
        <section aria-labelledby="join-title">
          <h2 id="join-title" className="mb-3 text-xl font-semibold text-felt-900">
            {t("join.title")}
          </h2>
          <JoinClassForm action={joinClassAction} code={typeof code === "string" ? code : null} />
        </section>
        <section aria-labelledby="list-title">
          <h2 id="list-title" className="mb-3 text-xl font-semibold text-felt-900">
            {t("list")}
          </h2>
          {classes.length === 0 ? (
            <p className="text-stone-600">{t("empty")}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {classes.map((c) => (
                <li
                  key={c.id}
                  className="flex items-start justify-between gap-4 rounded-xl border border-stone-200 bg-white p-4"
                >
                  <div>
                    <p className="font-semibold text-felt-900">{c.name}</p>
                    <p className="text-sm text-stone-600">{t("teacher", { name: c.teacher })}</p>
                    {c.ruleSet !== mine && isCustomWay(storedTableRuleSet(c.ruleSet).way) ? (
                      <TakeClassCasino classId={c.id} />
                    ) : null}
                  </div>
                  <LeaveClassButton action={leaveClassAction} classId={c.id} name={c.name} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </PageShell>
  );
}
