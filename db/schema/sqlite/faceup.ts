/** The Face Up drill (issue 54): defined once, for both dialects, in db/schema/faceup.ts. */
import { sqliteKit } from "../columns";
import { faceUpSchema } from "../faceup";
import { learners } from "./practice";

export const { faceUpDeals } = faceUpSchema(sqliteKit, learners);

export type FaceUpDealRow = typeof faceUpDeals.$inferSelect;
