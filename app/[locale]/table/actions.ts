"use server";

import type { TableRequest } from "@/lib/table/api";
/**
 * The table's server actions, kept only while the table screen still calls them: each is the
 * JSON route's handler (lib/table/handlers.ts), so both answer alike. The screen moves to
 * app/api/table/* (lib/table/api.ts); then this file goes.
 */
import { tableHandlers } from "@/lib/table/handlers";

export async function stateAction(input: TableRequest<"state">) {
  return tableHandlers.state(input);
}
export async function dealAction(input: TableRequest<"deal">) {
  return tableHandlers.deal(input);
}
export async function finishAction(input: TableRequest<"finish">) {
  return tableHandlers.finish(input);
}
export async function rebuyAction(input: TableRequest<"rebuy">) {
  return tableHandlers.rebuy(input);
}
export async function coachAction(input: TableRequest<"coach">) {
  return tableHandlers.coach(input);
}
export async function sessionAction(input: TableRequest<"session">) {
  return tableHandlers.session(input);
}
export async function bankStatusAction(input: TableRequest<"bankStatus">) {
  return tableHandlers.bankStatus(input);
}
export async function takeBankAction(input: TableRequest<"takeBank">) {
  return tableHandlers.takeBank(input);
}
export async function leaveBankAction(input: TableRequest<"leaveBank">) {
  return tableHandlers.leaveBank(input);
}
export async function bankAction(input: TableRequest<"approve">) {
  return tableHandlers.approve(input);
}
