/** The Face Up drill's deals and answers (db `faceup_deals`): each answered once. */
import { and, count, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { type FaceUpDealRow, faceUpDeals } from "@/db/schema";
import type { SeatOutcome } from "@/db/schema/vocabulary";
import { type Queryable, writeOnce } from "./store";

export type { FaceUpDealRow };

export async function insertFaceUpDeal(
  db: Queryable,
  row: Pick<FaceUpDealRow, "id" | "learnerId" | "way" | "hand" | "dealerHand" | "dealtAt">,
): Promise<void> {
  await writeOnce(db, (q) => q.insert(faceUpDeals).values(row));
}

export async function findFaceUpDeal(
  db: Queryable,
  id: string,
): Promise<FaceUpDealRow | undefined> {
  const rows = await db.select().from(faceUpDeals).where(eq(faceUpDeals.id, id)).limit(1);
  return rows[0];
}

export interface FaceUpAnswer {
  front: string;
  outcome: SeatOutcome;
  best: SeatOutcome;
  correct: boolean;
  decideMs: number;
  answeredAt: number;
}

/** Stores the answer on an unanswered deal; false (nothing written) when it was answered already. */
export async function storeFaceUpAnswer(
  db: Queryable,
  id: string,
  answer: FaceUpAnswer,
): Promise<boolean> {
  const changed = await writeOnce(db, (q) =>
    q
      .update(faceUpDeals)
      .set(answer)
      .where(and(eq(faceUpDeals.id, id), isNull(faceUpDeals.answeredAt)))
      .returning({ id: faceUpDeals.id }),
  );
  return changed.length === 1;
}

/** A learner's answered Face Up hands and the ones at the best outcome, for progress. */
export async function faceUpTally(
  db: Queryable,
  learnerId: string,
): Promise<{ hands: number; right: number }> {
  const [row] = await db
    .select({
      hands: count(),
      right:
        sql<number>`coalesce(sum(case when ${faceUpDeals.correct} then 1 else 0 end), 0)`.mapWith(
          Number,
        ),
    })
    .from(faceUpDeals)
    .where(and(eq(faceUpDeals.learnerId, learnerId), isNotNull(faceUpDeals.answeredAt)));
  return { hands: Number(row?.hands ?? 0), right: row?.right ?? 0 };
}
