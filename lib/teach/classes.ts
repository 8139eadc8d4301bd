/**
 * Classes and memberships, with every authorization rule in one place. Each function takes
 * the acting user and answers a typed outcome; a teacher acting on a class they do not own
 * gets `not-found`, exactly as for a class that does not exist.
 */

import { randomUUID } from "node:crypto";
import type { ClassRow } from "@/db/schema";
import { blockedFor, type Limit } from "@/lib/auth/rate-limit";
import { type Actor, canTeach } from "@/lib/auth/roles";
import { choiceOf, parseChoiceSlug, ruleSetKey, storedTableRuleSet } from "@/lib/casino/choice";
import { insertLoginAttempt } from "@/lib/db/auth";
import {
  deleteMember,
  deleteOwnedClass,
  findClassByCode,
  findOwnedClass,
  insertClass,
  insertMember,
  isMember,
  joinCodeExists,
  listMemberClasses,
  listTeacherClasses,
  type MemberClass,
  type TeacherClass,
  updateOwnedClass,
} from "@/lib/db/classes";
import { setLearnerRuleSetKey } from "@/lib/db/learners";
import { classRuleSet as findClassRuleSet } from "@/lib/db/live";
import { type Queryable, withTx } from "@/lib/db/store";
import { classMembersChanged, lobbyChanged } from "@/lib/live/lobby-news";
import { isKnownEnvySchedule, isKnownFortuneTable } from "@/lib/table/side-bets";
import { WayError } from "@/lib/ways/errors";
import { ensureWayInstalled, ownCheckedWay } from "@/lib/ways/service";
import { parseOwnWaySlug } from "@/lib/ways/slug";
import { forbidden, notFound, type Outcome } from "./errors";
import { newJoinCode, normalizeJoinCode } from "./join-code";

/** Per user: 10 wrong join codes in 15 minutes, then wait. */
const JOIN_LIMIT: Limit = { max: 10, windowMs: 15 * 60_000 };
const joinKey = (userId: string) => `join:${userId}`;

/** A code no other class has (40 bits: a clash is rare, and then simply retried). */
async function uniqueJoinCode(db: Queryable): Promise<string> {
  for (;;) {
    const code = newJoinCode();
    if (!(await joinCodeExists(db, code))) return code;
  }
}

export async function teacherClasses(
  db: Queryable,
  actor: Actor,
): Promise<Outcome<TeacherClass[], "forbidden">> {
  if (!canTeach(actor.role)) return forbidden;
  return { status: "success", data: await listTeacherClasses(db, actor.id) };
}

/** The class when the actor owns it; else `not-found`. */
export async function ownedClass(
  db: Queryable,
  actor: Actor,
  classId: string,
): Promise<Outcome<ClassRow, "not-found">> {
  const row = canTeach(actor.role) ? await findOwnedClass(db, classId, actor.id) : undefined;
  return row ? { status: "success", data: row } : notFound;
}

export async function createClass(
  db: Queryable,
  actor: Actor,
  input: { name: string },
  now = Date.now(),
): Promise<Outcome<ClassRow, "forbidden">> {
  if (!canTeach(actor.role)) return forbidden;
  // The code is checked free and taken in one transaction, so two new classes never share it.
  const row = await withTx(db, async (tx) => {
    const created: ClassRow = {
      id: randomUUID(),
      teacherId: actor.id,
      name: input.name,
      joinCode: await uniqueJoinCode(tx),
      ruleSet: "seed/standard",
      fortuneTable: null,
      envySchedule: null,
      createdAt: now,
    };
    await insertClass(tx, created);
    return created;
  });
  return { status: "success", data: row };
}

export async function renameClass(
  db: Queryable,
  actor: Actor,
  input: { classId: string; name: string },
): Promise<Outcome<{ name: string }, "not-found">> {
  if (!canTeach(actor.role)) return notFound;
  const renamed = await withTx(db, (tx) =>
    updateOwnedClass(tx, input.classId, actor.id, { name: input.name }),
  );
  if (!renamed) return notFound;
  return { status: "success", data: { name: input.name } };
}

/**
 * The class's casino (issue 31): its assignments count the hands played under it and its
 * class tables deal by it. Attempts already made keep the rule set they were graded under.
 */
export async function setClassCasino(
  db: Queryable,
  actor: Actor,
  input: { classId: string; casino: string },
): Promise<Outcome<{ casino: string }, "not-found" | "unknown-way" | "not-checked">> {
  if (!canTeach(actor.role)) return notFound;
  let rs = parseChoiceSlug(input.casino);
  const own = rs === null ? parseOwnWaySlug(input.casino) : null;
  if (own) {
    // Only the teacher's own checked way (one of theirs, not another user's private one): its
    // version is the id, so the class keeps it until the teacher moves the class on.
    try {
      rs = choiceOf(await ownCheckedWay(db, actor.id, own.id), own.variant);
    } catch (error) {
      if (
        error instanceof WayError &&
        (error.code === "unknown-way" || error.code === "not-checked")
      )
        return { status: "error", code: error.code };
      throw error;
    }
  }
  if (rs === null) return notFound;
  const key = ruleSetKey(rs);
  const changed = await withTx(db, (tx) =>
    updateOwnedClass(tx, input.classId, actor.id, { ruleSet: key }),
  );
  if (!changed) return notFound;
  return { status: "success", data: { casino: input.casino } };
}

/**
 * The class's side-bet pay tables (RULES.md 13.2): a Fortune pay table and an Envy schedule by
 * name ("" : each table's own), used by the class tables opened from now on. A name nobody
 * publishes is refused and nothing stored (the form's schema refuses it first; this is the
 * service's own word).
 */
export async function setClassPays(
  db: Queryable,
  actor: Actor,
  input: { classId: string; fortuneTable: string; envy: string },
): Promise<Outcome<{ fortuneTable: string; envy: string }, "not-found" | "unknown-pay-table">> {
  if (!canTeach(actor.role)) return notFound;
  const known =
    (input.fortuneTable === "" || isKnownFortuneTable(input.fortuneTable)) &&
    (input.envy === "" || isKnownEnvySchedule(input.envy));
  if (!known) return { status: "error", code: "unknown-pay-table" };
  const changed = await withTx(db, (tx) =>
    updateOwnedClass(tx, input.classId, actor.id, {
      fortuneTable: input.fortuneTable === "" ? null : input.fortuneTable,
      envySchedule: input.envy === "" ? null : input.envy,
    }),
  );
  if (!changed) return notFound;
  return { status: "success", data: { fortuneTable: input.fortuneTable, envy: input.envy } };
}

/**
 * A class member takes the class's casino as their own (their practice, drills and traps are
 * then graded under it, and count for its assignments): the only way a student plays under
 * their teacher's own house way, which they cannot choose themselves. Its way is installed
 * first, so an id no one checked is an error that names it, never a silent default.
 */
export async function takeClassCasino(
  db: Queryable,
  actor: Actor,
  learnerId: string,
  input: { classId: string },
): Promise<Outcome<{ ruleSet: string }, "not-found">> {
  const key = await withTx(db, async (tx) =>
    (await isMember(tx, input.classId, actor.id))
      ? ((await findClassRuleSet(tx, input.classId)) ?? null)
      : null,
  );
  if (key === null) return notFound;
  await ensureWayInstalled(db, storedTableRuleSet(key).way);
  await withTx(db, (tx) => setLearnerRuleSetKey(tx, learnerId, key));
  return { status: "success", data: { ruleSet: key } };
}

/** A new join code; the old one stops working at once. Members stay members. */
export async function rotateJoinCode(
  db: Queryable,
  actor: Actor,
  input: { classId: string },
): Promise<Outcome<{ joinCode: string }, "not-found">> {
  if (!canTeach(actor.role)) return notFound;
  const joinCode = await withTx(db, async (tx) => {
    const code = await uniqueJoinCode(tx);
    return (await updateOwnedClass(tx, input.classId, actor.id, { joinCode: code })) ? code : null;
  });
  if (joinCode === null) return notFound;
  return { status: "success", data: { joinCode } };
}

/**
 * Deletes a class the actor owns, with its memberships and assignments (foreign-key cascade).
 * The students' practice history stays theirs.
 */
export async function deleteClass(
  db: Queryable,
  actor: Actor,
  input: { classId: string },
): Promise<Outcome<{ deleted: true }, "not-found">> {
  if (!canTeach(actor.role)) return notFound;
  const deleted = await withTx(db, (tx) => deleteOwnedClass(tx, input.classId, actor.id));
  if (!deleted) return notFound;
  // Its live tables went with it: the lobbies showing them read again, their streams end.
  await lobbyChanged();
  await classMembersChanged(input.classId);
  return { status: "success", data: { deleted: true } };
}

/** Takes a student out of the class (their practice history stays theirs). */
export async function removeStudent(
  db: Queryable,
  actor: Actor,
  input: { classId: string; studentId: string },
): Promise<Outcome<{ removed: true }, "not-found">> {
  const removed = await withTx(db, async (tx) => {
    if ((await ownedClass(tx, actor, input.classId)).status !== "success") return false;
    return deleteMember(tx, input.classId, input.studentId);
  });
  if (!removed) return notFound;
  // The student's lobby stops showing the class's live tables at once, their streams end.
  await lobbyChanged();
  await classMembersChanged(input.classId);
  return { status: "success", data: { removed: true } };
}

type JoinOutcome = Outcome<
  { classId: string; name: string },
  "bad-join-code" | "already-member" | "own-class" | "rate-limited"
>;

export function joinClass(
  db: Queryable,
  actor: Actor,
  input: { code: string },
  now = Date.now(),
): Promise<JoinOutcome> {
  return withTx(db, async (tx): Promise<JoinOutcome> => {
    // A blocked user is refused even a right code: otherwise guessing would go on.
    const wait = await blockedFor(tx, joinKey(actor.id), JOIN_LIMIT, now);
    if (wait > 0)
      return {
        status: "error",
        code: "rate-limited",
        params: { minutes: Math.ceil(wait / 60_000) },
      };
    const code = normalizeJoinCode(input.code);
    const found = code === null ? undefined : await findClassByCode(tx, code);
    if (!found) {
      // Only wrong codes count towards the limit; they are what guessing looks like.
      await insertLoginAttempt(tx, joinKey(actor.id), now);
      return { status: "error", code: "bad-join-code" };
    }
    if (found.teacherId === actor.id) return { status: "error", code: "own-class" };
    if (await isMember(tx, found.id, actor.id)) return { status: "error", code: "already-member" };
    await insertMember(tx, found.id, actor.id, now);
    return { status: "success", data: { classId: found.id, name: found.name } };
  }).then(async (outcome) => {
    // A new member's lobby shows the class's open live tables at once.
    if (outcome.status === "success") await lobbyChanged();
    return outcome;
  });
}

/** Leaves a class the actor is a student in. */
export async function leaveClass(
  db: Queryable,
  actor: Actor,
  input: { classId: string },
): Promise<Outcome<{ left: true }, "not-found">> {
  const left = await withTx(db, (tx) => deleteMember(tx, input.classId, actor.id));
  if (!left) return notFound;
  await lobbyChanged();
  await classMembersChanged(input.classId);
  return { status: "success", data: { left: true } };
}

export async function memberClasses(db: Queryable, actor: Actor): Promise<MemberClass[]> {
  return listMemberClasses(db, actor.id);
}
