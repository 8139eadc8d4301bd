import { dealAction } from "@/app/[locale]/practice/actions";
import { learnerRoute } from "@/lib/learner/route";

export const POST = learnerRoute(dealAction);
