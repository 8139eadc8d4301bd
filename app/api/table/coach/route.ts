import { tableReadRoute } from "@/lib/learner/route";
import { tableHandlers } from "@/lib/table/handlers";

/** GET /api/table/coach?…: lib/table/api.ts has the query and the answer. */
export const GET = tableReadRoute(tableHandlers.coach);
