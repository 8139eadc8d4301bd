/**
 * The table's reads beside the live API (the coach, the session, the bank's entry rule and its
 * coach): every endpoint's path, its request (the zod schema the server parses it with, so the
 * client can check before sending) and its answer. Client-safe: schemas and types only.
 *
 * The live API's convention (lib/learner/route.ts): a read is a GET with its input in the
 * query (`method: "GET"` below; another origin 403, a query over 512 characters 414). Every
 * answer is the result below (200) or `{ status: "error", code, params? }` with the code's HTTP
 * status
 * (lib/http/status.ts: `unknown-table` 404, `rate-limited` 429, `unexpected` 500, any other
 * 400): `code` a TableErrorCode (lib/table/errors.ts; messages `Table.errors.<code>`),
 * `params.seconds` (and `minutes`) with `rate-limited`: the wait before trying again.
 * `no-learner` from `session` or `bankStatus` means a first visit: nothing is stored yet (an
 * empty table at the start amount); the first bet makes the learner.
 */
import type { z } from "zod";
import type { FaceUpCoachGrade } from "@/lib/faceup/views";
import type { GradeView } from "@/lib/practice/views";
import type { BankCoachView, BankingStatus } from "./bank";
import type { TableErrorCode } from "./errors";
import { bankInput, roundInput, sessionInput } from "./schemas";
import type { SessionView } from "./view-shapes";

/**
 * Each endpoint's method and request schema; the path is `/api/table/<path>`. The table's verbs
 * (Deal, Done, House Way, Rebuy, the bank's) are the live API's at the learner's own table
 * (`POST /api/live/own:<config>/<verb>`, lib/live/own.ts); these are the reads beside them.
 */
export const TABLE_API = {
  coach: { path: "coach", method: "GET", input: roundInput },
  session: { path: "session", method: "GET", input: sessionInput },
  bankStatus: { path: "bank-status", method: "GET", input: bankInput },
  bankCoach: { path: "bank-coach", method: "GET", input: roundInput },
} as const;

export type TableEndpoint = keyof typeof TABLE_API;

/** The request body of an endpoint. */
export type TableRequest<E extends TableEndpoint> = z.input<(typeof TABLE_API)[E]["input"]>;

/** What each endpoint answers on success. */
export interface TableResults {
  /** The practice grade of the setting played (the coach). */
  coach: { status: "graded"; grade: GradeView | FaceUpCoachGrade; bet: number };
  /** Rounds, net, EV given up since `since`, banking rounds included (the server's record). */
  session: { status: "session"; session: SessionView };
  bankStatus: { status: "bank-status"; bank: BankingStatus };
  /** What the coach says of a settled round the learner banked (RULES.md 9). */
  bankCoach: { status: "bank-coach"; coach: BankCoachView };
}

export interface TableErrorResult {
  status: "error";
  code: TableErrorCode;
  params?: { seconds?: number; minutes?: number };
}

/** An endpoint's answer: its result or a typed error. */
export type TableResponse<E extends TableEndpoint> = TableResults[E] | TableErrorResult;

/** The URL of an endpoint. */
const tableUrl = (endpoint: TableEndpoint): string => `/api/table/${TABLE_API[endpoint].path}`;

/** A read's URL with its input as the query (its values as text; the server parses them). */
export const tableReadUrl = (endpoint: TableEndpoint, input: object): string =>
  `${tableUrl(endpoint)}?${new URLSearchParams(
    Object.entries(input).map(([key, value]) => [key, String(value)]),
  )}`;
