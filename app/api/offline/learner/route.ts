import { learnerRoute } from "@/lib/learner/route";
import { offlineLearnerAction } from "@/lib/offline/actions";

export const POST = learnerRoute(offlineLearnerAction);
