/**
 * Test support for the table's services: everything a refused or failed request must leave
 * alone, ordered (PostgreSQL has no implicit order), to compare before and after.
 */
import { asc, eq } from "drizzle-orm";
import { attempts, ledger, roundSeats, rounds, wallets } from "@/db/schema";
import type { Queryable } from "@/lib/db/store";

export async function tableSnapshot(db: Queryable, learner: string) {
  return {
    wallets: await db
      .select()
      .from(wallets)
      .where(eq(wallets.learnerId, learner))
      .orderBy(asc(wallets.currency)),
    ledger: await db
      .select()
      .from(ledger)
      .where(eq(ledger.learnerId, learner))
      .orderBy(asc(ledger.id)),
    rounds: await db.select().from(rounds).orderBy(asc(rounds.id)),
    seats: await db
      .select()
      .from(roundSeats)
      .orderBy(asc(roundSeats.roundId), asc(roundSeats.seat)),
    attempts: await db
      .select()
      .from(attempts)
      .where(eq(attempts.learnerId, learner))
      .orderBy(asc(attempts.id)),
  };
}
