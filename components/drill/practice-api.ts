/**
 * The drill's calls to its JSON endpoints (app/api/practice/*). Typed by the learner actions
 * behind them (lib/practice/actions.ts; a type-only import, so no server code reaches the
 * client). A refused request answers a 4xx (a limit 429, the store down for a moment 503) with
 * its typed `{ status: "error", code }` body, which is returned as it is (the one convention of
 * every JSON route, lib/http/status.ts); only a network failure or a body that is not JSON
 * throws.
 */
import type { dealAction, retryAction, submitAction } from "@/lib/practice/actions";

type Result<F extends (input: never) => Promise<unknown>> = Awaited<ReturnType<F>>;

async function post<T>(step: string, input: unknown): Promise<T> {
  const response = await fetch(`/api/practice/${step}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  return (await response.json()) as T;
}

export const dealHand = (input: Parameters<typeof dealAction>[0]) =>
  post<Result<typeof dealAction>>("deal", input);
export const submitHand = (input: Parameters<typeof submitAction>[0]) =>
  post<Result<typeof submitAction>>("submit", input);
export const retryHand = (input: Parameters<typeof retryAction>[0]) =>
  post<Result<typeof retryAction>>("retry", input);
