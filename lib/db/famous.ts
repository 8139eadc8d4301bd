/**
 * The famous hands' counts (issue 54 item 3). Their answers are practice attempts (db
 * `attempts`, drill `famous`), graded by exact EV like every drill hand; only `decision`
 * attempts count (a famous hand set a second time is a `retry`), as for assignments.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { attempts, classMembers, users } from "@/db/schema";
import type { Queryable } from "./store";

const counted = and(eq(attempts.drill, "famous"), eq(attempts.attemptKind, "decision"));
const best = sql<number>`coalesce(sum(case when ${attempts.verdict} = 'optimal' then 1 else 0 end), 0)`;

/** One learner's famous hands set, and those set at the best split. */
export async function famousTally(
  db: Queryable,
  learnerId: string,
): Promise<{ hands: number; best: number }> {
  const [row] = await db
    .select({ hands: count(), best: best.mapWith(Number) })
    .from(attempts)
    .where(and(eq(attempts.learnerId, learnerId), counted));
  return { hands: Number(row?.hands ?? 0), best: Number(row?.best ?? 0) };
}

/** The same per student of a class (students without any are left out). */
export async function classFamousTallies(
  db: Queryable,
  classId: string,
): Promise<Array<{ userId: string; hands: number; best: number }>> {
  const rows = await db
    .select({ userId: classMembers.userId, hands: count(), best: best.mapWith(Number) })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .innerJoin(attempts, and(eq(attempts.learnerId, users.learnerId), counted))
    .where(eq(classMembers.classId, classId))
    .groupBy(classMembers.userId);
  return rows.map((r) => ({ userId: r.userId, hands: Number(r.hands), best: Number(r.best) }));
}
