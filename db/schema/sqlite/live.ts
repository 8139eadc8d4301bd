/** Live tables (RULES.md 11): defined once, for both dialects, in db/schema/live.ts. */
import { sqliteKit } from "../columns";
import { liveSchema } from "../live";
import { classes } from "./classes";
import { learners } from "./practice";

export const { liveTables, liveSeats, liveReactions, livePresence } = liveSchema(
  sqliteKit,
  learners,
  classes,
);

export type LiveTableRow = typeof liveTables.$inferSelect;
export type NewLiveTableRow = typeof liveTables.$inferInsert;
export type LiveSeatRow = typeof liveSeats.$inferSelect;
export type NewLiveSeatRow = typeof liveSeats.$inferInsert;
export type LiveReactionRow = typeof liveReactions.$inferSelect;
