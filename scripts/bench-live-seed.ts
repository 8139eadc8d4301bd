/**
 * The live bench's accounts, made in the store before any server starts (bench-live.ts runs
 * this as a child process with the servers' DATABASE_PATH or DATABASE_URL, since db/schema
 * picks its dialect at import): `tsx scripts/bench-live-seed.ts '{"students":N,"anon":M,
 * "secret":"..."}'` makes one teacher and N students, each with a learner and a session, one
 * class with every student a member, and M anonymous learners whose cookies are signed with
 * `secret` (the servers' SESSION_SECRET). Prints one JSON line: the cookies and the class ids.
 * `"classes":K` makes K classes, every student a member of each: a class has one open live
 * table per config, so the bench opens each of its tables for a class of its own.
 *
 * This is what `paigow user create`, a sign-in and joining a class by its code would leave in
 * the store, without 135 password hashes and sign-in limits from one address: the bench
 * measures the live tables, and sign-up and sign-in have their own benches and tests.
 */
import { randomUUID } from "node:crypto";
import { hashPassword } from "../lib/auth/password";
import { createSession } from "../lib/auth/sessions";
import { insertUser } from "../lib/db/auth";
import { attachLearner } from "../lib/db/auth-learner";
import { insertClass, insertMember } from "../lib/db/classes";
import { closeStore, openStore } from "../lib/db/client";
import { insertLearner } from "../lib/db/learners";
import { withTx } from "../lib/db/store";
import { LEARNER_COOKIE, signLearnerId } from "../lib/learner/cookie";

/** lib/auth/cookie.ts SESSION_COOKIE (that module is server-only: it reads next/headers). */
const SESSION_COOKIE = "pgt_session";

const spec = JSON.parse(process.argv[2] ?? "{}") as {
  students: number;
  anon: number;
  secret: string;
  classes?: number;
};
const now = Date.now();
const db = await openStore();
// One hash for every account: nobody signs in with it here (the sessions are made directly).
const passwordHash = await hashPassword(randomUUID());

async function account(username: string, role: "student" | "teacher") {
  const userId = randomUUID();
  const learnerId = randomUUID();
  return withTx(db, async (tx) => {
    await insertUser(tx, {
      id: userId,
      username,
      email: null,
      passwordHash,
      role,
      learnerId: null,
      createdAt: now,
    });
    await insertLearner(tx, learnerId, now);
    await attachLearner(tx, userId, learnerId);
    const { token } = await createSession(tx, userId, now);
    return { userId, learnerId, name: username, cookie: `${SESSION_COOKIE}=${token}` };
  });
}

const tag = Date.now().toString(36);
const teacher = await account(`lb-t-${tag}`, "teacher");
const classIds = Array.from({ length: spec.classes ?? 1 }, () => randomUUID());
for (const [k, classId] of classIds.entries()) {
  await withTx(db, (tx) =>
    insertClass(tx, {
      id: classId,
      teacherId: teacher.userId,
      name: `Live bench ${k + 1}`,
      joinCode: randomUUID().replace(/-/g, "").slice(0, 8).toUpperCase(),
      ruleSet: "seed/standard",
      createdAt: now,
    }),
  );
}
const students = [];
for (let k = 0; k < spec.students; k++) {
  const student = await account(`lb-${tag}-${k}`, "student");
  await withTx(db, async (tx) => {
    for (const classId of classIds) await insertMember(tx, classId, student.userId, now);
  });
  students.push(student);
}
const anon: string[] = [];
for (let k = 0; k < spec.anon; k++) {
  const id = randomUUID();
  await insertLearner(db, id, now);
  anon.push(`${LEARNER_COOKIE}=${signLearnerId(id, spec.secret)}`);
}
await closeStore(db);
process.stdout.write(`${JSON.stringify({ classIds, teacher, students, anon })}\n`);
