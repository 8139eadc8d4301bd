/**
 * Who is playing (issue 10): the one learner-identity module. An account's learner is
 * reachable only through that account's session; an anonymous learner through its signed
 * cookie until an account adopts it. "Session" elsewhere means account sessions only.
 */
import "server-only";

export {
  type ActionContext,
  type ActionError,
  LEARNER_ERROR_CODES,
  type LearnerActionOptions,
  type LearnerErrorCode,
  learnerAction,
} from "./action";
export { type Adoption, accountLearnerId, adoptLearner } from "./adopt";
export { LEARNER_COOKIE } from "./cookie";
export {
  anonymousLearnerId,
  currentLearnerId,
  ensureLearner,
  forgetAnonymousLearner,
} from "./identity";
export { ATTEMPT_KINDS, type AttemptKind, COUNTED_KIND } from "./kinds";
export { admitPractice, resetLimits } from "./limits";
