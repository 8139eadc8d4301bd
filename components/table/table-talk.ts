/**
 * What every command of the learner's own table says and hears (use-table-server.ts and the
 * hooks it is made of, use-bank-server.ts and use-table-reads.ts): its own module, so those
 * hooks need not import the one that imports them.
 */
import type { Dispatch } from "react";
import { fetchView, postVerb, type VerbAnswer } from "@/components/live/live-api";
import type { LiveVerb } from "@/lib/live/api";
import type { ErrorCode, TableEvent } from "./table-state";

export type Verb = { verb: LiveVerb; body?: object };

/**
 * What every command of the own table says and hears: its id, a verb sent there, a refusal
 * reported, a verb's answer turned into the reducer's event, and the table read again.
 */
export function tableTalk(own: string, dispatch: Dispatch<TableEvent>) {
  const fail = (code: ErrorCode) => dispatch({ type: "failed", code });
  /** A verb's answer: the view, or the refusal's code. */
  const viewOr = (answer: VerbAnswer, onError: (code: ErrorCode) => void, extra = {}) =>
    answer.status === "ok"
      ? dispatch({ type: "view", view: answer.view, now: Date.now(), ...extra })
      : onError(answer.code as ErrorCode);
  return {
    own,
    dispatch,
    send: ({ verb, body }: Verb) => postVerb(own, verb, body),
    fail,
    network: { onError: () => fail("network") },
    viewOr,
    /** The table as it stands after a refusal that said what changed (nothing to report). */
    reread: () => void fetchView(own).then((answer) => viewOr(answer, () => undefined)),
  };
}

export type TableTalk = ReturnType<typeof tableTalk>;
