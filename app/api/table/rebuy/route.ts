import { tableVerbRoute } from "@/lib/learner/route";
import { tableHandlers } from "@/lib/table/handlers";

/** POST /api/table/rebuy: lib/table/api.ts has the request and the answer. */
export const POST = tableVerbRoute(tableHandlers.rebuy);
