/**
 * The four casino ways as they were coded before they became documents
 * (RULES.md 12.2), kept unchanged as the independent reference the
 * documents (../documents/*.json, read by ../interpret.ts) are checked
 * against: the sampled test (../documents.test.ts) and the whole-game proof
 * (scripts/prove-way-documents.ts, every suit class). Test-only: nothing in
 * the app or the CLI imports this folder.
 */
import type { CasinoWay } from "../shared";
import { ballysAc } from "./ballys-ac";
import { claridge } from "./claridge";
import { foxwoods } from "./foxwoods";
import { trumpPlaza } from "./trump-plaza";

/** The ways that had code before they were documents (the three later ways never did). */
export type ReferenceWay = "trump-plaza" | "claridge" | "ballys-ac" | "foxwoods";

export const REFERENCE_WAYS = {
  "trump-plaza": trumpPlaza,
  claridge,
  "ballys-ac": ballysAc,
  foxwoods,
} as const satisfies Record<ReferenceWay, CasinoWay>;
