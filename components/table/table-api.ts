/**
 * The table's reads beside its live API (app/api/table/*: the coach, the session, the bank's
 * entry rule and coach), typed by the contract in lib/table/api.ts: GET with the input in the
 * query.
 * A refused request still answers its typed `{ status: "error", code }` body, whatever its
 * HTTP status (400, 404, 429, also a 413 or 415 from the route wrapper); only a network
 * failure or a body that is not JSON throws, which the screen reports as "network".
 */
import {
  type TableEndpoint,
  type TableRequest,
  type TableResponse,
  tableReadUrl,
} from "@/lib/table/api";

async function send<E extends TableEndpoint>(
  endpoint: E,
  input: TableRequest<E>,
): Promise<TableResponse<E>> {
  const response = await fetch(tableReadUrl(endpoint, input), { cache: "no-store" });
  return (await response.json()) as TableResponse<E>;
}

const call =
  <E extends TableEndpoint>(endpoint: E) =>
  (input: TableRequest<E>) =>
    send(endpoint, input);

export const tableApi = {
  coach: call("coach"),
  session: call("session"),
  bankStatus: call("bankStatus"),
  bankCoach: call("bankCoach"),
};
