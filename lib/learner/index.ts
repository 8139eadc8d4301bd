/**
 * Who is playing (issue 10): the one learner-identity module. An account's learner is
 * reachable only through that account's session; an anonymous learner through its signed
 * cookie until an account adopts it. "Session" elsewhere means account sessions only.
 */
import "server-only";

export { type ActionContext, type LearnerActionOptions, learnerAction } from "./action";
export { currentLearnerId } from "./identity";
