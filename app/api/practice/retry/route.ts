import { learnerRoute } from "@/lib/learner/route";
import { retryAction } from "@/lib/practice/actions";

export const POST = learnerRoute(retryAction);
