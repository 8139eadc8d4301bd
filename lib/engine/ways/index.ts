/**
 * The house ways by name (RULES.md 5 and 12): each sets seven cards into a
 * packed code (front positions and the rule that chose them) and names its
 * rule. The casino ways are documents (documents/*.json, format in
 * document.ts) that interpret.ts turns into rules on the readings of 12.1
 * (shared.ts); a custom way's document is installed the same way under its
 * content-hash id.
 *
 * `seed` stays code (seed-way.ts): section 5 is not in 12.1's vocabulary. Its
 * joker can be "busy" (the two-pair test counts natural cards only when a
 * straight or flush needs the joker), its straight rules come first for every
 * hand type and send a hand on by a two-pair test of their own, and its
 * quads 7-10 keep by the value of the best front; its codes and labels are
 * rule numbers (`3>8`) that the trainer's derivation and stored data key on.
 */
import type { Card } from "../cards";
import { ruleLabel } from "../house-way-code";
import type { Way } from "../rule-set";
import { houseWayCode } from "../seed-way";
import { customWayId, type WayDocument, wayHash } from "./document";
import ballysAc from "./documents/ballys-ac.json" with { type: "json" };
import britishColumbia from "./documents/british-columbia.json" with { type: "json" };
import claridge from "./documents/claridge.json" with { type: "json" };
import dealerSchool from "./documents/dealer-school.json" with { type: "json" };
import foxwoods from "./documents/foxwoods.json" with { type: "json" };
import mgmGrand from "./documents/mgm-grand.json" with { type: "json" };
import trumpPlaza from "./documents/trump-plaza.json" with { type: "json" };
import { interpretWay } from "./interpret";
import { casinoLabel, setByWay } from "./shared";

export interface WayDef {
  id: Way;
  /** The front positions (bits 0-5) and the rule, packed; unchecked input. */
  code(hand: ArrayLike<Card>): number;
  /** The rule's name as tools print it (`3>8` for the seed way, `two-pair:split` for a casino's). */
  label(code: number): string;
}

/** The published ways that are documents. */
export type DocumentWay = Exclude<Way, "seed">;

/**
 * The published documents, as the files hold them. Checked by document-parse.ts in the tests
 * (documents.test.ts), not here: the offline worker bundles this module and needs no zod.
 */
const DOCUMENTS = {
  "trump-plaza": trumpPlaza as WayDocument,
  claridge: claridge as WayDocument,
  "ballys-ac": ballysAc as WayDocument,
  foxwoods: foxwoods as WayDocument,
  "mgm-grand": mgmGrand as WayDocument,
  "british-columbia": britishColumbia as WayDocument,
  "dealer-school": dealerSchool as WayDocument,
} as const satisfies Record<DocumentWay, WayDocument>;

export const isDocumentWay = (way: string): way is DocumentWay => Object.hasOwn(DOCUMENTS, way);

/** A published way's document. */
export const wayDocument = (way: DocumentWay): WayDocument => DOCUMENTS[way];

const fromDocument = (id: Way, doc: WayDocument): WayDef => {
  const way = interpretWay(doc);
  return { id, code: (hand) => setByWay(way, hand), label: casinoLabel };
};

const WAY_DEFS: Readonly<Record<Way, WayDef>> = {
  // Arrows, not the functions themselves: house-way.ts imports this module, so its bindings are read at call time.
  seed: { id: "seed", code: (hand) => houseWayCode(hand), label: (code) => ruleLabel(code) },
  "trump-plaza": fromDocument("trump-plaza", DOCUMENTS["trump-plaza"]),
  claridge: fromDocument("claridge", DOCUMENTS.claridge),
  "ballys-ac": fromDocument("ballys-ac", DOCUMENTS["ballys-ac"]),
  foxwoods: fromDocument("foxwoods", DOCUMENTS.foxwoods),
  "mgm-grand": fromDocument("mgm-grand", DOCUMENTS["mgm-grand"]),
  "british-columbia": fromDocument("british-columbia", DOCUMENTS["british-columbia"]),
  "dealer-school": fromDocument("dealer-school", DOCUMENTS["dealer-school"]),
};

/** Custom ways installed in this process, by id, with the documents they came from. */
const installed = new Map<string, { def: WayDef; doc: WayDocument }>();
let publishedByHash: Map<string, DocumentWay> | undefined;

/** The published way whose rules a document repeats (whatever its name), if any. */
export function publishedWayOf(doc: WayDocument): DocumentWay | undefined {
  publishedByHash ??= new Map(
    (Object.keys(DOCUMENTS) as DocumentWay[]).map((w) => [wayHash(DOCUMENTS[w]), w]),
  );
  return publishedByHash.get(wayHash(doc));
}

/**
 * Makes a checked document's way usable by every function that takes a way, and returns its
 * id: the published way when the rules are a published document's (issue 52's decision), else
 * `custom-HASH`. Until the rule set takes a way reference (issue 52 part 4), a custom id
 * travels typed as a Way; wayDef resolves it here, and the caches keyed by way (memo, EV
 * tables) key it by its hash, so equal documents share them.
 */
export function installWayDocument(doc: WayDocument): Way {
  const published = publishedWayOf(doc);
  if (published) return published;
  const id = customWayId(doc) as Way;
  if (!installed.has(id)) installed.set(id, { def: fromDocument(id, doc), doc });
  return id;
}

/**
 * The document a custom way was installed from in this process (undefined for a published way
 * or one never installed here): what a worker thread needs to install the same way.
 */
export const installedWayDocument = (way: Way): WayDocument | undefined => installed.get(way)?.doc;

/** The document of a way: a published one's, or a custom one's installed here (else undefined). */
export const documentOf = (way: Way): WayDocument | undefined =>
  isDocumentWay(way) ? DOCUMENTS[way] : installed.get(way)?.doc;

export function wayDef(way: Way): WayDef {
  const def = WAY_DEFS[way] ?? installed.get(way)?.def;
  if (!def) throw new Error(`house way "${way}" is neither published nor installed`);
  return def;
}
