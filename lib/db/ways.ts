/**
 * Queries of learners' own house ways (db/schema/ways.ts). A row is read for its owner only
 * (houseWayOfOwner, houseWaysOfOwner); houseWayDocumentById reads any owner's valid document by
 * id, for the server to install a way a stored rule set names (a deal, an attempt, a learner's
 * casino): those keys were written only after the owner's own check.
 */
import { and, asc, count, desc, eq, gt, like } from "drizzle-orm";
import { classes, type HouseWayRow, houseWays, meta } from "@/db/schema";
import type { HouseWayStatus } from "@/db/schema/vocabulary";
import type { Queryable } from "./store";

export type { HouseWayRow } from "@/db/schema";

export interface NewHouseWay {
  id: string;
  ownerId: string;
  name: string;
  document: string;
  createdAt: number;
}

/**
 * Stores a way for its owner as `checking`; false when the owner holds these rules already
 * (the row stays as it was: ids are content hashes, so the rules are the same).
 */
export async function insertHouseWay(db: Queryable, way: NewHouseWay): Promise<boolean> {
  const rows = await db
    .insert(houseWays)
    .values({ ...way, status: "checking", problems: null, checkedAt: null })
    .onConflictDoNothing()
    .returning({ id: houseWays.id });
  return rows.length > 0;
}

/** Records the check's outcome (the one change a row takes after its insert). */
export async function setHouseWayStatus(
  db: Queryable,
  id: string,
  ownerId: string,
  status: Exclude<HouseWayStatus, "checking">,
  problems: readonly string[] | null,
  now: number,
): Promise<void> {
  await db
    .update(houseWays)
    .set({ status, problems: problems === null ? null : JSON.stringify(problems), checkedAt: now })
    .where(and(eq(houseWays.id, id), eq(houseWays.ownerId, ownerId)));
}

/** The owner's row of a way, or undefined (another owner's way reads as none). */
export async function houseWayOfOwner(
  db: Queryable,
  id: string,
  ownerId: string,
): Promise<HouseWayRow | undefined> {
  const rows = await db
    .select()
    .from(houseWays)
    .where(and(eq(houseWays.id, id), eq(houseWays.ownerId, ownerId)))
    .limit(1);
  return rows[0];
}

/** The owner's ways, newest first. */
export async function houseWaysOfOwner(db: Queryable, ownerId: string): Promise<HouseWayRow[]> {
  return db
    .select()
    .from(houseWays)
    .where(eq(houseWays.ownerId, ownerId))
    .orderBy(desc(houseWays.createdAt), houseWays.id);
}

/** Where the rules of a deleted checked way are kept (keepDeletedWayRules). */
const keptRulesKey = (id: string) => `house-way-rules:${id}`;

/**
 * The document of a way some owner checked valid (the rules are the same whoever owns it),
 * or of one its owner deleted: what was dealt, graded or played under it is still read so.
 */
export async function houseWayDocumentById(db: Queryable, id: string): Promise<string | undefined> {
  const rows = await db
    .select({ document: houseWays.document })
    .from(houseWays)
    .where(and(eq(houseWays.id, id), eq(houseWays.status, "valid")))
    .limit(1);
  if (rows[0]) return rows[0].document;
  const kept = await db
    .select({ value: meta.value })
    .from(meta)
    .where(eq(meta.key, keptRulesKey(id)))
    .limit(1);
  return kept[0]?.value;
}

/**
 * Keeps the rules of a checked way whose row its owner deletes (`document` without its name):
 * stored rule set keys (deals, attempts, rounds, a learner's casino) still name it. Content
 * addressed, so one copy serves every owner who ever held these rules.
 */
export async function keepDeletedWayRules(
  db: Queryable,
  id: string,
  document: string,
): Promise<void> {
  await db
    .insert(meta)
    .values({ key: keptRulesKey(id), value: document })
    .onConflictDoNothing();
}

/** Deletes the owner's row of a way; false when they hold none of that id. */
export async function deleteHouseWayOfOwner(
  db: Queryable,
  id: string,
  ownerId: string,
): Promise<boolean> {
  const rows = await db
    .delete(houseWays)
    .where(and(eq(houseWays.id, id), eq(houseWays.ownerId, ownerId)))
    .returning({ id: houseWays.id });
  return rows.length > 0;
}

/** The names of the owner's classes whose casino is this way (in any game). */
export async function classNamesUsingWay(
  db: Queryable,
  teacherId: string,
  id: string,
): Promise<string[]> {
  const rows = await db
    .select({ name: classes.name })
    .from(classes)
    .where(and(eq(classes.teacherId, teacherId), like(classes.ruleSet, `${id}/%`)))
    .orderBy(asc(classes.name));
  return rows.map((r) => r.name);
}

/** Sets the share token of the owner's way (false when the owner has no such way). */
export async function setHouseWayShareToken(
  db: Queryable,
  id: string,
  ownerId: string,
  token: string,
): Promise<boolean> {
  const rows = await db
    .update(houseWays)
    .set({ shareToken: token })
    .where(and(eq(houseWays.id, id), eq(houseWays.ownerId, ownerId)))
    .returning({ id: houseWays.id });
  return rows.length > 0;
}

/** The way a share token names, or undefined. */
export async function houseWayByShareToken(
  db: Queryable,
  token: string,
): Promise<HouseWayRow | undefined> {
  const rows = await db.select().from(houseWays).where(eq(houseWays.shareToken, token)).limit(1);
  return rows[0];
}

/** How many ways the owner holds, and how many of them were saved after `since`. */
export async function houseWayCounts(
  db: Queryable,
  ownerId: string,
  since: number,
): Promise<{ all: number; since: number }> {
  const [all] = await db
    .select({ n: count() })
    .from(houseWays)
    .where(eq(houseWays.ownerId, ownerId));
  const [recent] = await db
    .select({ n: count() })
    .from(houseWays)
    .where(and(eq(houseWays.ownerId, ownerId), gt(houseWays.createdAt, since)));
  return { all: all?.n ?? 0, since: recent?.n ?? 0 };
}
