/** The dealer's drill (issue 31): defined once, for both dialects, in db/schema/dealer.ts. */
import { pgKit } from "../columns";
import { dealerSchema } from "../dealer";
import { deals, learners } from "./practice";

export const { dealerAttempts } = dealerSchema(pgKit, learners, deals);

export type DealerAttemptRow = typeof dealerAttempts.$inferSelect;
export type NewDealerAttemptRow = typeof dealerAttempts.$inferInsert;
