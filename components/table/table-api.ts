/**
 * The table's calls to the server, in one place, so the screen does not care how they travel.
 * Today they are the server actions of app/[locale]/table/actions.ts; each answers a typed
 * `{ status }` body (a refusal is `{ status: "error", code }`), and only a network failure
 * throws.
 */
import {
  bankAction,
  bankStatusAction,
  coachAction,
  dealAction,
  finishAction,
  leaveBankAction,
  rebuyAction,
  sessionAction,
  stateAction,
  takeBankAction,
} from "@/app/[locale]/table/actions";

type Input<F extends (input: never) => unknown> = Parameters<F>[0];

export const tableApi = {
  state: (input: Input<typeof stateAction>) => stateAction(input),
  deal: (input: Input<typeof dealAction>) => dealAction(input),
  finish: (input: Input<typeof finishAction>) => finishAction(input),
  rebuy: (input: Input<typeof rebuyAction>) => rebuyAction(input),
  coach: (input: Input<typeof coachAction>) => coachAction(input),
  session: (input: Input<typeof sessionAction>) => sessionAction(input),
  bankStatus: (input: Input<typeof bankStatusAction>) => bankStatusAction(input),
  takeBank: (input: Input<typeof takeBankAction>) => takeBankAction(input),
  leaveBank: (input: Input<typeof leaveBankAction>) => leaveBankAction(input),
  approve: (input: Input<typeof bankAction>) => bankAction(input),
};
