/**
 * The practice drill's SQLite tables: defined once, for both dialects, in
 * db/schema/practice.ts through the SQLite column kit.
 */
import { sqliteKit } from "../columns";
import { practiceSchema } from "../practice";

export { ATTEMPT_KINDS, type AttemptKind } from "../vocabulary";

export const { learners, deals, offlineDeals, attempts, reviews, evCache } =
  practiceSchema(sqliteKit);

export type LearnerRow = typeof learners.$inferSelect;
export type DealRow = typeof deals.$inferSelect;
export type NewDealRow = typeof deals.$inferInsert;
export type AttemptRow = typeof attempts.$inferSelect;
export type NewAttemptRow = typeof attempts.$inferInsert;
export type ReviewRow = typeof reviews.$inferSelect;
export type EvCacheRow = typeof evCache.$inferSelect;
