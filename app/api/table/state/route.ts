import { learnerRoute } from "@/lib/learner/route";
import { tableHandlers } from "@/lib/table/handlers";

/** POST /api/table/state: lib/table/api.ts has the request and the answer. */
export const POST = learnerRoute(tableHandlers.state);
