/**
 * The table's calls to its JSON endpoints (app/api/table/*), typed by the contract in
 * lib/table/api.ts. A refused request still answers its typed `{ status: "error", code }`
 * body (also a 413 or 415 from the route wrapper); only a network failure or a body that is
 * not JSON throws, which the screen reports as "network".
 */
import {
  type TableEndpoint,
  type TableRequest,
  type TableResponse,
  tableUrl,
} from "@/lib/table/api";

async function post<E extends TableEndpoint>(
  endpoint: E,
  input: TableRequest<E>,
): Promise<TableResponse<E>> {
  const response = await fetch(tableUrl(endpoint), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  return (await response.json()) as TableResponse<E>;
}

const call =
  <E extends TableEndpoint>(endpoint: E) =>
  (input: TableRequest<E>) =>
    post(endpoint, input);

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
