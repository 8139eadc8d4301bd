/**
 * How a request about a learner's own way can fail, as typed codes (messages WayEditor.errors.*).
 * A bad document names what is wrong in the learner's terms (`reason`, and the hand type by its
 * message key): never the parser's field path or an id.
 */
import { ActionError, COMMON_ERROR_CODES } from "@/lib/actions/errors";
import { RULE_KEYS, RuleSetError, type WayDocumentError } from "@/lib/engine";

const WAY_ERROR_CODES = [
  ...COMMON_ERROR_CODES,
  /** The document did not parse: params `reason` (BAD_DOCUMENT_REASONS), `handType` (a RULE_KEYS entry). */
  "bad-document",
  /** No way of this owner has that id (another owner's way reads as none). */
  "unknown-way",
  /** The way is still being checked, or was refused: it cannot be chosen. */
  "not-checked",
  /** The owner holds MAX_WAYS ways already: params `max`. */
  "too-many-ways",
  /** The owner saved MAX_SAVES_PER_HOUR new ways in the last hour: params `max`. */
  "too-many-saves",
  /** The owner asked for RUNS_PER_DAY exact runs in the last day: params `max`. */
  "run-quota",
  /** A class the owner teaches plays the way: it cannot be deleted. Params `classes` (names). */
  "in-use",
  /** The way is the owner's own casino: it cannot be deleted until they choose another. */
  "your-casino",
] as const;
export type WayErrorCode = (typeof WAY_ERROR_CODES)[number];

export class WayError extends ActionError<WayErrorCode> {
  constructor(code: WayErrorCode, params?: Record<string, string>, message?: string) {
    super(code, params, message);
    this.name = "WayError";
  }
}

const BAD_DOCUMENT_REASONS = [
  "tooLarge",
  "notJson",
  "missingHandType",
  "badRule",
  "badDocument",
] as const;
type BadDocumentReason = (typeof BAD_DOCUMENT_REASONS)[number];

/** A parser's error as the editor says it: the first problem, by hand type where it has one. */
export function badDocument(error: WayDocumentError): WayError {
  const first = error.issues[0];
  const field = first?.field ?? "document";
  const handType = RULE_KEYS.find((k) => field === `rules.${k}` || field.startsWith(`rules.${k}.`));
  let reason: BadDocumentReason = "badDocument";
  if (field === "document" && first?.message.includes("bytes")) reason = "tooLarge";
  else if (field === "document" && first?.message.startsWith("not JSON")) reason = "notJson";
  else if (handType && first?.message === "missing hand type") reason = "missingHandType";
  else if (handType) reason = "badRule";
  return new WayError("bad-document", handType ? { reason, handType } : { reason }, error.message);
}

/**
 * A stored rule set names a custom way no one has checked in this store (a copied row, a
 * typed URL): an error that names it, never the default game.
 */
export class UnknownWayError extends RuleSetError {
  constructor(readonly way: string) {
    super(`unknown house way "${way}": no checked way with this id is stored`);
    this.name = "UnknownWayError";
  }
}
