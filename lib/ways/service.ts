/**
 * A learner's own house ways (issue 52 part 3): save a document (parsed from untrusted text;
 * a bad one is refused and nothing is stored), check it over every hand in the background
 * (lib/ways/checks.ts), read where the check stands, choose a valid way as one's casino, and
 * install a stored way in this process before anything deals, grades or sets hands by it.
 *
 * Access: a way is read and chosen by its owner only (another owner's id reads as unknown).
 * Once chosen, its id travels in stored rule set keys (`custom-HASH/variant`), and any code that
 * reads one installs the way by id (ensureWayInstalled): the id is the hash of the rules, so
 * every owner's copy sets hands alike.
 */
import { randomBytes } from "node:crypto";
import { type ChoiceVariant, choiceOf } from "@/lib/casino/choice";
import { learnerRuleSetKey, setLearnerRuleSetKey } from "@/lib/db/learners";
import { type Queryable, withTx, writeOnce } from "@/lib/db/store";
import {
  classNamesUsingWay,
  deleteHouseWayOfOwner,
  houseWayByShareToken,
  houseWayCounts,
  houseWayDocumentById,
  houseWayOfOwner,
  houseWaysOfOwner,
  insertHouseWay,
  keepDeletedWayRules,
  setHouseWayShareToken,
} from "@/lib/db/ways";
import {
  customWayId,
  type DocumentWay,
  formatHand,
  formatWayDocument,
  houseWay,
  installedWayDocument,
  installWayDocument,
  isCustomWay,
  parseHand,
  parseWayDocumentText,
  publishedWayOf,
  ruleSetKey,
  type TableRuleSet,
  type Way,
  type WayDocument,
  WayDocumentError,
} from "@/lib/engine";
import { checkProgress, startWayCheck } from "./checks";
import { badDocument, UnknownWayError, WayError } from "./errors";
import { RUNS_PER_DAY, type RunState, requestWayRun, wayRunStates } from "./exact-runs";

/** Longest name a way may have (characters). */
export const MAX_WAY_NAME = 60;
/** Ways one owner may hold, and new ones they may save in an hour: one user cannot fill the store. */
export const MAX_WAYS = 50;
export const MAX_SAVES_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

export type SaveOutcome =
  /** Stored (or already the owner's): its check runs; poll wayState. */
  | { status: "checking"; id: string }
  /** The rules are a published way's: nothing stored, that casino is the way. */
  | { status: "published"; way: DocumentWay };

export type WayState =
  | { status: "checking"; state: "queued" | "running"; done: number; total: number }
  | { status: "valid" }
  /** The first hands it fouls (or cannot set), each with the setting the way gives it. */
  | { status: "refused"; hands: BadHand[] };

/** A hand a refused way fouls: card text of the hand and of the way's high and low hands. */
export interface BadHand {
  hand: string;
  /** Null when the way could not set the hand at all. */
  setting: { back: string; front: string; backValue: number; frontValue: number } | null;
}

function badHand(hand: string, way: Way): BadHand {
  try {
    const s = houseWay(parseHand(hand), way);
    return {
      hand,
      setting: {
        back: formatHand(s.back),
        front: formatHand(s.front),
        backValue: s.backValue,
        frontValue: s.frontValue,
      },
    };
  } catch {
    return { hand, setting: null };
  }
}

/** The document of `text`, or WayError `bad-document` naming the first problem. */
function readDocument(text: string): WayDocument {
  try {
    return parseWayDocumentText(text);
  } catch (error) {
    if (error instanceof WayDocumentError) throw badDocument(error);
    throw error;
  }
}

/** Saves the owner's way under its content hash and starts its check (see SaveOutcome). */
export async function saveWay(
  db: Queryable,
  ownerId: string,
  input: { document: string; name: string },
  now = Date.now(),
): Promise<SaveOutcome> {
  const doc = readDocument(input.document);
  const published = publishedWayOf(doc);
  if (published) return { status: "published", way: published };
  const id = customWayId(doc);
  const name = input.name.trim().slice(0, MAX_WAY_NAME);
  const document = formatWayDocument({ format: doc.format, name, rules: doc.rules });
  // The caps and the insert in one transaction, so two saves at once cannot both pass the cap.
  await withTx(db, async (tx) => {
    if (await houseWayOfOwner(tx, id, ownerId)) return;
    const held = await houseWayCounts(tx, ownerId, now - HOUR_MS);
    if (held.all >= MAX_WAYS) throw new WayError("too-many-ways", { max: String(MAX_WAYS) });
    if (held.since >= MAX_SAVES_PER_HOUR)
      throw new WayError("too-many-saves", { max: String(MAX_SAVES_PER_HOUR) });
    await insertHouseWay(tx, { id, ownerId, name, document, createdAt: now });
  });
  const row = await houseWayOfOwner(db, id, ownerId);
  if (row?.status === "checking") startWayCheck(db, id, ownerId, doc);
  return { status: "checking", id };
}

/** Where the owner's way stands; a check cut short (a restart) starts again here. */
export async function wayState(db: Queryable, ownerId: string, id: string): Promise<WayState> {
  const row = await houseWayOfOwner(db, id, ownerId);
  if (!row) throw new WayError("unknown-way");
  if (row.status === "valid") return { status: "valid" };
  if (row.status === "refused") {
    const way = installWayDocument(readDocument(row.document));
    const hands = JSON.parse(row.problems ?? "[]") as string[];
    return { status: "refused", hands: hands.map((hand) => badHand(hand, way)) };
  }
  let progress = checkProgress(id, ownerId);
  if (!progress) {
    startWayCheck(db, id, ownerId, readDocument(row.document));
    progress = checkProgress(id, ownerId) ?? { state: "queued", done: 0, total: 0 };
  }
  return { status: "checking", ...progress };
}

/** A way of the owner's as the editor lists it. */
export interface OwnWay {
  id: string;
  name: string;
  status: "checking" | "valid" | "refused";
  createdAt: number;
  document: WayDocument;
}

export async function ownWays(db: Queryable, ownerId: string): Promise<OwnWay[]> {
  return (await houseWaysOfOwner(db, ownerId)).map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    createdAt: row.createdAt,
    document: readDocument(row.document),
  }));
}

/** The owner's way, or WayError `unknown-way`. */
export async function ownWay(db: Queryable, ownerId: string, id: string): Promise<OwnWay> {
  const row = await houseWayOfOwner(db, id, ownerId);
  if (!row) throw new WayError("unknown-way");
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    createdAt: row.createdAt,
    document: readDocument(row.document),
  };
}

/**
 * The owner's checked way, installed in this process: what their casino or a class they teach
 * may be set to. WayError `unknown-way` for an id the owner does not hold (another user's
 * private way, a forged or mistyped id), `not-checked` for one not (yet) valid.
 */
export async function ownCheckedWay(db: Queryable, ownerId: string, id: string): Promise<Way> {
  const row = await houseWayOfOwner(db, id, ownerId);
  if (!row) throw new WayError("unknown-way");
  if (row.status !== "valid") throw new WayError("not-checked");
  return installWayDocument(readDocument(row.document));
}

/**
 * Makes the owner's checked way, in `variant` (an EV game or Face Up), the learner's casino;
 * returns the rule set.
 */
export async function chooseOwnWay(
  db: Queryable,
  ownerId: string,
  learnerId: string,
  id: string,
  variant: ChoiceVariant,
): Promise<TableRuleSet> {
  const way = await ownCheckedWay(db, ownerId, id);
  const rs = choiceOf(way, variant);
  await writeOnce(db, (q) => setLearnerRuleSetKey(q, learnerId, ruleSetKey(rs)));
  return rs;
}

/**
 * Deletes the owner's way (WayError `unknown-way` for an id they do not hold: another user's
 * way, a forged id). A way still in use is kept, nothing changed: `in-use` while a class the
 * owner teaches plays it (params `classes`: their names), `your-casino` while it is the casino
 * of `learnerId` (the owner's learner record). What was dealt, graded or played under it keeps
 * its grades: a checked way's rules stay readable by id (lib/db/ways.ts keepDeletedWayRules),
 * only the owner's row, name and share link go; its exact run's figures stay with the rules.
 */
export async function deleteWay(
  db: Queryable,
  ownerId: string,
  learnerId: string | null,
  id: string,
): Promise<void> {
  await withTx(db, async (tx) => {
    const row = await houseWayOfOwner(tx, id, ownerId);
    if (!row) throw new WayError("unknown-way");
    const classes = await classNamesUsingWay(tx, ownerId, id);
    if (classes.length > 0) throw new WayError("in-use", { classes: classes.join(", ") });
    const casino = learnerId === null ? null : await learnerRuleSetKey(tx, learnerId);
    if (casino?.startsWith(`${id}/`)) throw new WayError("your-casino");
    if (row.status === "valid") {
      const doc = readDocument(row.document);
      await keepDeletedWayRules(
        tx,
        id,
        formatWayDocument({ format: doc.format, rules: doc.rules }),
      );
    }
    await deleteHouseWayOfOwner(tx, id, ownerId);
  });
}

/**
 * Makes a stored rule set's way usable in this process: a published way is; a custom one is
 * installed from the store (any owner's checked copy). UnknownWayError names an id no one
 * checked here.
 */
export async function ensureWayInstalled(db: Queryable, way: Way): Promise<void> {
  if (!isCustomWay(way) || installedWayDocument(way)) return;
  const text = await houseWayDocumentById(db, way);
  if (text === undefined) throw new UnknownWayError(way);
  const installed = installWayDocument(readDocument(text));
  if (installed !== way) throw new Error(`stored way "${way}" hashes to "${installed}"`);
}

/**
 * A link token for the owner's checked way (made once, then the same): whoever holds it can
 * read the way and copy it to their own ways, never change it.
 */
export async function shareWay(db: Queryable, ownerId: string, id: string): Promise<string> {
  const row = await houseWayOfOwner(db, id, ownerId);
  if (!row) throw new WayError("unknown-way");
  if (row.status !== "valid") throw new WayError("not-checked");
  if (row.shareToken) return row.shareToken;
  const token = randomBytes(18).toString("base64url");
  await writeOnce(db, (q) => setHouseWayShareToken(q, id, ownerId, token));
  return token;
}

/** The way a share link names, read-only: its name and document (WayError `unknown-way`). */
export async function sharedWay(
  db: Queryable,
  token: string,
): Promise<{ name: string; document: WayDocument }> {
  const row = token.length >= 16 ? await houseWayByShareToken(db, token) : undefined;
  if (row?.status !== "valid") throw new WayError("unknown-way");
  return { name: row.name, document: readDocument(row.document) };
}

/** Where the background exact run of the owner's way stands (WayError `unknown-way`). */
export async function ownWayRun(db: Queryable, ownerId: string, id: string): Promise<RunState> {
  if (!(await houseWayOfOwner(db, id, ownerId))) throw new WayError("unknown-way");
  return (await wayRunStates(db, [id])).get(id) ?? { status: "none" };
}

/**
 * Asks again for the exact run of the owner's checked way (one never run: the day's quota was
 * spent when it was checked, or it failed). WayError `run-quota` past RUNS_PER_DAY.
 */
export async function askWayRun(db: Queryable, ownerId: string, id: string): Promise<RunState> {
  await ownCheckedWay(db, ownerId, id);
  const asked = await requestWayRun(db, ownerId, id);
  if (asked === "quota") throw new WayError("run-quota", { max: String(RUNS_PER_DAY) });
  return ownWayRun(db, ownerId, id);
}
