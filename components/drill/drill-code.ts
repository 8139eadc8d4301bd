/**
 * A drill as text, for storage and URLs (`/practice?drill=category:pairs`): "any", "traps",
 * "review", "category:<filter>", "beat" or "beat:<rule>". Plain functions, usable on the
 * server and the client.
 */
import { isBeatRuleKey } from "@/lib/practice/beat";
import { type DealRequest, isDrillFilter } from "@/lib/practice/views";

export function encodeDrill(request: DealRequest): string {
  if (request.drill === "beat") return request.rule ? `beat:${request.rule}` : "beat";
  return request.drill === "category" ? `category:${request.filter}` : request.drill;
}

/** The drill named by `text`; anything unknown reads as "any". */
export function decodeDrill(text: string | null | undefined): DealRequest {
  if (text === "traps" || text === "review") return { drill: text };
  if (text?.startsWith("category:")) {
    const filter = text.slice("category:".length);
    if (isDrillFilter(filter)) return { drill: "category", filter };
  }
  if (text === "beat") return { drill: "beat", rule: null };
  if (text?.startsWith("beat:")) {
    const rule = text.slice("beat:".length);
    if (isBeatRuleKey(rule)) return { drill: "beat", rule };
  }
  return { drill: "any" };
}

/** The drill named by a URL parameter, or null when it names none. */
export function drillFromParam(value: unknown): DealRequest | null {
  if (typeof value !== "string" || value.length > 64) return null;
  const request = decodeDrill(value);
  return encodeDrill(request) === value ? request : null;
}

/** The practice drill an assignment names (a category assignment without a filter: any hand). */
export function assignmentDrill(assignment: {
  drill: "any" | "category" | "traps" | "review";
  filter: string | null;
}): DealRequest {
  if (assignment.drill === "category")
    return isDrillFilter(assignment.filter)
      ? { drill: "category", filter: assignment.filter }
      : { drill: "any" };
  return { drill: assignment.drill };
}

/**
 * The request as the learner's casino can deal it: "Beat the house way" by a rule its list does
 * not have (a choice stored under another casino) becomes that drill by any rule.
 */
export function fitBeatRule(request: DealRequest, keys: readonly string[]): DealRequest {
  return request.drill === "beat" && request.rule !== null && !keys.includes(request.rule)
    ? { drill: "beat", rule: null }
    : request;
}
