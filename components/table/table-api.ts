/**
 * The table's calls to its JSON endpoints (app/api/table/*), typed by the contract in
 * lib/table/api.ts: the reads GET with their input in the query, the verbs POST it as JSON.
 * A refused request still answers its typed `{ status: "error", code }` body, whatever its
 * HTTP status (400, 404, 429, also a 413 or 415 from the route wrapper); only a network
 * failure or a body that is not JSON throws, which the screen reports as "network".
 */
import {
  TABLE_API,
  type TableEndpoint,
  type TableRequest,
  type TableResponse,
  tableReadUrl,
  tableUrl,
} from "@/lib/table/api";

async function send<E extends TableEndpoint>(
  endpoint: E,
  input: TableRequest<E>,
): Promise<TableResponse<E>> {
  const response =
    TABLE_API[endpoint].method === "GET"
      ? await fetch(tableReadUrl(endpoint, input), { cache: "no-store" })
      : await fetch(tableUrl(endpoint), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(input),
        });
  return (await response.json()) as TableResponse<E>;
}

const call =
  <E extends TableEndpoint>(endpoint: E) =>
  (input: TableRequest<E>) =>
    send(endpoint, input);

export const tableApi = {
  state: call("state"),
  deal: call("deal"),
  finish: call("finish"),
  rebuy: call("rebuy"),
  coach: call("coach"),
  session: call("session"),
  bankStatus: call("bankStatus"),
  takeBank: call("takeBank"),
  leaveBank: call("leaveBank"),
  approve: call("approve"),
};
