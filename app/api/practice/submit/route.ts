import { learnerRoute } from "@/lib/learner/route";
import { submitAction } from "@/lib/practice/actions";

export const POST = learnerRoute(submitAction);
