import { learnerRoute } from "@/lib/learner/route";
import { dealAction } from "@/lib/practice/actions";

export const POST = learnerRoute(dealAction);
