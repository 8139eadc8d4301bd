/**
 * The signed-in student's assignments, for the practice page and "My classes": what to
 * play, how far they are, when it is due, and a "Practise now" link per open assignment that
 * deals its drill. Renders nothing for visitors and for students without assignments (unless
 * `showEmpty`). A server component: it reads the session itself.
 */
import { getFormatter, getTranslations } from "next-intl/server";
import { casinoLabel } from "@/components/casino/casino-label";
import { assignmentDrill, encodeDrill } from "@/components/drill/drill-code";
import { Link } from "@/i18n/navigation";
import { currentUser } from "@/lib/auth/current";
import { casinoSlug, ruleSetKey, storedTableRuleSet } from "@/lib/casino/choice";
import { yourCasino } from "@/lib/casino/current";
import { getDb } from "@/lib/db";
import { isCustomWay } from "@/lib/engine";
import { studentAssignments } from "@/lib/teach/assignments";
import { ProgressBar } from "./ProgressBar";
import { TakeClassCasino } from "./TakeClassCasino";

export async function StudentAssignments({ showEmpty = false }: { showEmpty?: boolean }) {
  const user = await currentUser();
  if (!user) return null;
  const list = await studentAssignments(getDb(), user);
  if (list.length === 0 && !showEmpty) return null;
  const t = await getTranslations("StudentAssignments");
  const tDrill = await getTranslations("Teach.drills");
  const tGame = await getTranslations("Game");
  const tWays = await getTranslations("CasinosPage.ways");
  const tYours = await getTranslations("YourCasino");
  const mine = ruleSetKey(await yourCasino());
  const format = await getFormatter();
  const day = (ms: number) => format.dateTime(ms, { dateStyle: "medium" });
  // Where an assignment is played: the dealer's drill and the famous hands have their own pages.
  const drillPage = (a: (typeof list)[number]) =>
    a.drill === "dealer"
      ? { pathname: "/dealer" as const }
      : a.drill === "famous"
        ? { pathname: "/famous" as const }
        : {
            pathname: "/practice" as const,
            query: { drill: encodeDrill(assignmentDrill({ ...a, drill: a.drill })) },
          };

  return (
    <section
      aria-labelledby="assignments-title"
      className="rounded-xl border border-chip-500/60 bg-amber-50/60 p-4"
      data-testid="student-assignments"
    >
      <h2 id="assignments-title" className="font-semibold text-felt-900">
        {t("title")}
      </h2>
      {list.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{t("empty")}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {list.map((a) => (
            <li
              key={a.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
              data-testid="assignment"
            >
              <span className="font-semibold" id={`assignment-${a.id}`}>
                {a.drill === "category" && a.filter
                  ? tDrill("category", { category: tGame(`categories.${a.filter}`) })
                  : tDrill(a.drill === "category" ? "any" : a.drill)}
              </span>
              <span className="text-stone-600">{t("from", { className: a.className })}</span>
              <span className="text-stone-600" data-testid="assignment-casino">
                {casinoLabel(
                  storedTableRuleSet(a.ruleSet),
                  (k) => tWays(k as never),
                  (k) => tYours(k as never),
                )}
              </span>
              {a.complete || a.ruleSet === mine ? null : isCustomWay(
                  storedTableRuleSet(a.ruleSet).way,
                ) ? (
                // A teacher's own way has no slug to pick: the class hands it over.
                <TakeClassCasino classId={a.classId} />
              ) : (
                <Link
                  href={{
                    pathname: "/casino",
                    query: {
                      casino: casinoSlug(storedTableRuleSet(a.ruleSet)),
                      next: drillPage(a).pathname,
                    },
                  }}
                  className="text-felt-700 underline hover:text-felt-900"
                >
                  {t("switchCasino")}
                </Link>
              )}
              <span className="flex items-center gap-2">
                <ProgressBar done={a.done} total={a.hands} />
                <span className="tabular-nums">
                  {a.complete ? t("complete") : t("progress", { done: a.done, hands: a.hands })}
                </span>
              </span>
              {a.dueAt !== null ? (
                <span className={a.overdue ? "font-medium text-red-700" : "text-stone-600"}>
                  {a.overdue
                    ? t("overdue", { date: day(a.dueAt) })
                    : t("due", { date: day(a.dueAt) })}
                </span>
              ) : null}
              {a.complete ? null : (
                <Link
                  href={drillPage(a)}
                  aria-describedby={`assignment-${a.id}`}
                  className="inline-flex min-h-9 items-center rounded-lg bg-felt-700 px-3 py-1 text-sm font-semibold text-white hover:bg-felt-800"
                >
                  {t("practise")}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
