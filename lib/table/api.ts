/**
 * The table's JSON API, the contract between the table screen and the server: every endpoint's
 * path, its request (the zod schema the server parses it with, so the client can check before
 * sending) and its answer. Client-safe: schemas and types only.
 *
 * The live API's convention (lib/learner/route.ts): a read is a GET with its input in the
 * query (`method: "GET"` below; another origin 403, a query over 512 characters 414), a verb a
 * POST of `application/json` from the same origin (a body over 4 KB answers 413, malformed
 * JSON 400, a wrong content type 415, another origin 403). Every answer is the result below
 * (200) or `{ status: "error", code, params? }` with the code's HTTP status
 * (lib/http/status.ts: `unknown-table` 404, `rate-limited` 429, `unexpected` 500, any other
 * 400): `code` a TableErrorCode (lib/table/errors.ts; messages `Table.errors.<code>`),
 * `params.seconds` (and `minutes`) with `rate-limited`: the wait before trying again.
 * `no-learner` from `state`, `session` or `bankStatus` means a first visit: nothing is stored
 * yet (an empty table at the start amount); Deal makes the learner.
 */
import type { z } from "zod";
import type { GradeView } from "@/lib/practice/views";
import type { BankCoachView, BankingStatus } from "./bank";
import type { TableErrorCode } from "./errors";
import { bankInput, dealInput, finishInput, roundInput, sessionInput, tableInput } from "./schemas";
import type { RoundView, SessionView, TableState, WalletView } from "./views";

export { bankInput, dealInput, finishInput, roundInput, sessionInput, tableInput };

/** Each endpoint's method and request schema; the path is `/api/table/<path>`. */
export const TABLE_API = {
  state: { path: "state", method: "GET", input: tableInput },
  deal: { path: "deal", method: "POST", input: dealInput },
  finish: { path: "finish", method: "POST", input: finishInput },
  rebuy: { path: "rebuy", method: "POST", input: tableInput },
  coach: { path: "coach", method: "GET", input: roundInput },
  session: { path: "session", method: "GET", input: sessionInput },
  bankStatus: { path: "bank-status", method: "GET", input: bankInput },
  takeBank: { path: "take-bank", method: "POST", input: bankInput },
  leaveBank: { path: "leave-bank", method: "POST", input: tableInput },
  approve: { path: "approve", method: "POST", input: tableInput },
} as const;

export type TableEndpoint = keyof typeof TABLE_API;

/** The request body of an endpoint. */
export type TableRequest<E extends TableEndpoint> = z.input<(typeof TABLE_API)[E]["input"]>;

/** What each endpoint answers on success (close to the server actions' results it replaces). */
export interface TableResults {
  /** The wallet, the open round (else the last), the bank held; a read that writes nothing. */
  state: { status: "state"; state: TableState };
  /** Dealt: the round (the learner's cards; the dealer's stay on the server) and the wallet. */
  deal: { status: "dealt"; round: RoundView; wallet: WalletView };
  /** Done or House Way: the settled round and the wallet. */
  finish: { status: "settled"; round: RoundView; wallet: WalletView };
  rebuy: { status: "rebought"; wallet: WalletView };
  /** The practice grade of the setting played (the coach). */
  coach: { status: "graded"; grade: GradeView; bet: number };
  /** Rounds, net, EV given up since `since`, banking rounds included (the server's record). */
  session: { status: "session"; session: SessionView };
  bankStatus: { status: "bank-status"; bank: BankingStatus };
  /** The bank is held: the next Approve is due by `approveBy` (server time). */
  takeBank: { status: "bank-taken"; seats: number; approveBy: number };
  leaveBank: { status: "bank-left" };
  /** Approve: the banking round, dealt and settled at once, its coach and the wallet. */
  approve: { status: "banked"; round: RoundView; coach: BankCoachView | null; wallet: WalletView };
}

export interface TableErrorResult {
  status: "error";
  code: TableErrorCode;
  params?: { seconds?: number; minutes?: number };
}

/** An endpoint's answer: its result or a typed error. */
export type TableResponse<E extends TableEndpoint> = TableResults[E] | TableErrorResult;

/** The URL of an endpoint. */
export const tableUrl = (endpoint: TableEndpoint): string =>
  `/api/table/${TABLE_API[endpoint].path}`;

/** A read's URL with its input as the query (its values as text; the server parses them). */
export const tableReadUrl = (endpoint: TableEndpoint, input: object): string =>
  `${tableUrl(endpoint)}?${new URLSearchParams(
    Object.entries(input).map(([key, value]) => [key, String(value)]),
  )}`;
