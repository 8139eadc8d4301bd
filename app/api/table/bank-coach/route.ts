import { tableReadRoute } from "@/lib/learner/route";
import { tableHandlers } from "@/lib/table/handlers";

/** GET /api/table/bank-coach?roundId=…: lib/table/api.ts has the query and the answer. */
export const GET = tableReadRoute(tableHandlers.bankCoach);
