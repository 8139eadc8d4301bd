/**
 * Reads a way document (document.ts) from untrusted text: refuses more than
 * 64 KB before parsing, checks the shape with zod, then what a shape cannot
 * say (quads bands cover every rank once, two-pair cases cover every pair of
 * pairs once, no-pair positions distinct). Every problem names its field
 * (`rules.two-pair.cases.2.keep`). The published documents are checked by
 * the same parser in a test; the app and the offline worker load them
 * without it (index.ts), so zod stays out of the worker's bundle.
 */
import { z } from "zod";
import {
  ACE_WITH_PAIR_PLAYS,
  frontRanks,
  MAX_DOCUMENT_BYTES,
  RANK_TOKENS,
  RULE_KEYS,
  rankRange,
  WAY_FORMAT,
  type WayDocument,
} from "./document";

export interface WayDocumentIssue {
  /** Dotted path of the field, e.g. `rules.quads.bands.1.ranks`; `document` for the whole. */
  field: string;
  message: string;
}

export class WayDocumentError extends Error {
  constructor(readonly issues: WayDocumentIssue[]) {
    const shown = issues.slice(0, 5).map((i) => `${i.field}: ${i.message}`);
    if (issues.length > 5) shown.push(`and ${issues.length - 5} more`);
    super(`bad way document: ${shown.join("; ")}`);
  }
}

/**
 * The document's shape, built on first use: nothing runs at import, so a bundle that imports
 * the engine's door without parsing (the offline worker) drops this module and zod with it.
 */
function buildDocumentSchema() {
  const rank = z.enum(RANK_TOKENS);
  const range = z.string().refine((s) => rankRange(s) !== null, {
    message: `expected a rank range such as "2-6", "7-T" or "A" (ranks ${RANK_TOKENS.join(" ")}, low first)`,
  });
  const front = z.string().refine((s) => frontRanks(s) !== null, {
    message: 'expected a two-card front such as "KJ" (the higher rank first, no pair)',
  });
  const keep = z.union([
    z.literal("always"),
    z.literal("never"),
    z.strictObject({ singleAtLeast: rank }),
    z.strictObject({ frontAtLeast: front }),
  ]);

  const RULES = {
    "five-aces": [
      z.strictObject({ option: z.literal("aces-in-front"), kingsInFront: z.boolean() }),
    ],
    "quads-pair": [
      z.strictObject({ option: z.literal("pair-in-front"), acesSplitUnless: range.optional() }),
    ],
    quads: [
      z.strictObject({
        option: z.literal("by-rank"),
        bands: z
          .array(z.strictObject({ ranks: range, keep }))
          .min(1)
          .max(13),
      }),
    ],
    "two-trips": [z.strictObject({ option: z.literal("higher-trips-pair-in-front") })],
    "trips-two-pair": [z.strictObject({ option: z.literal("higher-pair-in-front") })],
    "full-house": [
      z.strictObject({
        option: z.literal("pair-in-front"),
        aceKingInFront: z.union([z.null(), z.strictObject({ pairAtMost: rank })]),
      }),
    ],
    trips: [
      z.strictObject({
        option: z.literal("two-highest-singles"),
        tripAces: z.enum(["ace-and-highest-single", "two-highest-singles"]),
      }),
    ],
    "three-pair": [z.strictObject({ option: z.literal("highest-pair-in-front") })],
    "two-pair": [
      z.strictObject({
        option: z.literal("by-pairs"),
        cases: z
          .array(z.strictObject({ high: range, low: range, keep, straightUnless: keep.optional() }))
          .min(1)
          .max(91),
      }),
    ],
    "one-pair": [z.strictObject({ option: z.literal("two-highest-singles") })],
    "no-pair": [
      z.strictObject({
        option: z.literal("singles-in-front"),
        positions: z.tuple([z.int().min(1).max(7), z.int().min(1).max(7)]),
      }),
    ],
    straights: [
      z.strictObject({
        option: z.literal("highest-front-keeping"),
        aceJokerBehind: z.boolean(),
        aceInFrontWithPair: z.union([
          z.null(),
          range,
          z.strictObject({ pairs: range, play: z.enum(ACE_WITH_PAIR_PLAYS) }),
        ]),
      }),
    ],
  } as const;

  const rule = <K extends keyof typeof RULES>(k: K) =>
    z.discriminatedUnion("option", RULES[k] as unknown as [(typeof RULES)[K][number]]);

  const DOCUMENT = z.strictObject({
    format: z.literal(WAY_FORMAT),
    name: z.string().max(200).optional(),
    source: z.string().max(20_000).optional(),
    rules: z.strictObject({
      "five-aces": rule("five-aces"),
      "quads-pair": rule("quads-pair"),
      quads: rule("quads"),
      "two-trips": rule("two-trips"),
      "trips-two-pair": rule("trips-two-pair"),
      "full-house": rule("full-house"),
      trips: rule("trips"),
      "three-pair": rule("three-pair"),
      "two-pair": rule("two-pair"),
      "one-pair": rule("one-pair"),
      "no-pair": rule("no-pair"),
      straights: rule("straights"),
    }),
  });
  return { DOCUMENT, RULES };
}

let documentSchema: ReturnType<typeof buildDocumentSchema> | undefined;

/** What a union field accepts, for its error (zod says only "Invalid input"). */
const UNION_EXPECTED: Record<string, string> = {
  keep: '"always", "never", { "singleAtLeast": RANK } or { "frontAtLeast": "HL" }',
  straightUnless: '"always", "never", { "singleAtLeast": RANK } or { "frontAtLeast": "HL" }',
  aceKingInFront: 'null or { "pairAtMost": RANK }',
  aceInFrontWithPair: `null, a rank range such as "T-K", or { "pairs": RANGE, "play": ${ACE_WITH_PAIR_PLAYS.map((p) => `"${p}"`).join(" | ")} }`,
};

const fieldOf = (path: readonly PropertyKey[]): string =>
  path.length ? path.map(String).join(".") : "document";

function issueOf(i: z.core.$ZodIssue): WayDocumentIssue {
  const field = fieldOf(i.path);
  if (i.code === "invalid_union" && "options" in i && Array.isArray(i.options)) {
    const key = i.path[i.path.length - 2];
    documentSchema ??= buildDocumentSchema();
    const rules = documentSchema.RULES;
    const known = rules[key as keyof typeof rules]?.map((s) => s.shape.option.value) ?? i.options;
    return { field, message: `unknown option (one of ${known.map(String).join(", ")})` };
  }
  const last = String(i.path[i.path.length - 1]);
  if (i.code === "invalid_union" && last in UNION_EXPECTED)
    return { field, message: `expected ${UNION_EXPECTED[last]}` };
  if (i.code === "invalid_type" && i.message.endsWith("received undefined"))
    return { field, message: `missing (expected ${i.expected})` };
  if (i.code === "unrecognized_keys")
    return {
      field,
      message:
        field === "rules"
          ? `unknown hand type ${i.keys.map((k) => `"${k}"`).join(", ")} (the types are ${RULE_KEYS.join(", ")})`
          : `unknown field ${i.keys.map((k) => `"${k}"`).join(", ")}`,
    };
  return { field, message: i.message };
}

/** What the shape cannot say: coverage of ranks and pairs, distinct positions. */
function semanticIssues(doc: WayDocument): WayDocumentIssue[] {
  const issues: WayDocumentIssue[] = [];
  const name = (r: number) => RANK_TOKENS[r] as string;
  // Quads with three singles: every rank in exactly one band.
  const bandOf = new Array<number[]>(13).fill([]).map(() => [] as number[]);
  doc.rules.quads.bands.forEach((b, k) => {
    const [lo, hi] = rankRange(b.ranks) as [number, number];
    for (let r = lo; r <= hi; r++) bandOf[r]?.push(k);
  });
  bandOf.forEach((ks, r) => {
    if (ks.length !== 1)
      issues.push({
        field: "rules.quads.bands",
        message:
          ks.length === 0
            ? `no band for quads of ${name(r)} (the bands must cover 2 to A once)`
            : `quads of ${name(r)} in bands ${ks.join(" and ")} (the bands must not overlap)`,
      });
  });
  // Two pairs: every high > low in exactly one case.
  const cases = doc.rules["two-pair"].cases.map((c) => [rankRange(c.high), rankRange(c.low)]);
  for (let hi = 1; hi < 13; hi++)
    for (let lo = 0; lo < hi; lo++) {
      const ks = cases.flatMap(([h, l], k) =>
        h && l && h[0] <= hi && hi <= h[1] && l[0] <= lo && lo <= l[1] ? [k] : [],
      );
      if (ks.length !== 1)
        issues.push({
          field: "rules.two-pair.cases",
          message:
            ks.length === 0
              ? `no case for pairs of ${name(hi)} and ${name(lo)} (the cases must cover every two pairs once)`
              : `pairs of ${name(hi)} and ${name(lo)} in cases ${ks.join(" and ")} (the cases must not overlap)`,
        });
    }
  const [p, q] = doc.rules["no-pair"].positions;
  if (p === q)
    issues.push({ field: "rules.no-pair.positions", message: "two different positions needed" });
  return issues;
}

/** A document from parsed JSON (any value): the checked document, or WayDocumentError. */
export function parseWayDocument(value: unknown): WayDocument {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const rules = (value as Record<string, unknown>).rules;
    if (rules !== null && typeof rules === "object" && !Array.isArray(rules)) {
      const missing = RULE_KEYS.filter((k) => !(k in rules));
      if (missing.length > 0)
        throw new WayDocumentError(
          missing.map((k) => ({ field: `rules.${k}`, message: "missing hand type" })),
        );
    }
  }
  documentSchema ??= buildDocumentSchema();
  const parsed = documentSchema.DOCUMENT.safeParse(value);
  if (!parsed.success) throw new WayDocumentError(parsed.error.issues.map(issueOf));
  const doc = parsed.data as WayDocument;
  const issues = semanticIssues(doc);
  if (issues.length > 0) throw new WayDocumentError(issues);
  return doc;
}

/** A document from its text (a file, an upload): size first, then JSON, then parseWayDocument. */
export function parseWayDocumentText(text: string): WayDocument {
  // UTF-8 length without encoding: a UTF-16 unit is at most 3 bytes, so check cheaply first.
  const bytes = text.length <= MAX_DOCUMENT_BYTES / 3 ? text.length : new Blob([text]).size;
  if (bytes > MAX_DOCUMENT_BYTES)
    throw new WayDocumentError([
      {
        field: "document",
        message: `${bytes} bytes, more than the ${MAX_DOCUMENT_BYTES} a way document may hold`,
      },
    ]);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new WayDocumentError([
      { field: "document", message: `not JSON (${e instanceof Error ? e.message : String(e)})` },
    ]);
  }
  return parseWayDocument(value);
}
