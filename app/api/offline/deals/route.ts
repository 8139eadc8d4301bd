import { learnerRoute } from "@/lib/learner/route";
import { offlineDealsAction } from "@/lib/offline/actions";

export const POST = learnerRoute(offlineDealsAction);
