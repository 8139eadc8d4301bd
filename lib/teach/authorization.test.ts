/**
 * For every read and write a teacher or student can make, another user tries and is
 * refused: the answer is the bare error, with no data in it, and nothing changes.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { UserRow } from "@/db/schema";
import { assignments, classes, classMembers } from "@/db/schema";
import type { Actor } from "@/lib/auth/roles";
import type { Queryable } from "@/lib/db/store";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { evTables } from "@/lib/engine/ev";
import { addAttempts, addUser, T0 } from "@/tests/support/db-fixtures";
import { createAssignment, deleteAssignment, studentAssignments } from "./assignments";
import {
  createClass,
  deleteClass,
  joinClass,
  leaveClass,
  memberClasses,
  ownedClass,
  removeStudent,
  renameClass,
  rotateJoinCode,
  teacherClasses,
} from "./classes";
import { classDashboard } from "./dashboard";
import { studentDetail } from "./student";

let store: TestStore;
let db: Queryable;
let teacher: UserRow;
let otherTeacher: UserRow;
let student: UserRow;
let outsider: UserRow;
let admin: UserRow;
let classId: string;
let joinCode: string;
let assignmentId: string;

const actor = (u: UserRow): Actor => ({ id: u.id, role: u.role });
const NOT_FOUND = { status: "error", code: "not-found" };
const FORBIDDEN = { status: "error", code: "forbidden" };

const state = async () => ({
  // Ordered, so two snapshots compare equal on every dialect.
  classes: await db.select().from(classes).orderBy(classes.id),
  members: await db.select().from(classMembers).orderBy(classMembers.classId, classMembers.userId),
  assignments: await db.select().from(assignments).orderBy(assignments.id),
});

beforeAll(() => {
  evTables("seed"); // the replay of mistakes computes exact EVs; build the tables once
});

beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
  teacher = await addUser(db, "tess", "teacher");
  otherTeacher = await addUser(db, "otto", "teacher");
  student = await addUser(db, "sam");
  outsider = await addUser(db, "olga");
  admin = await addUser(db, "root", "admin");
  const created = await createClass(db, actor(teacher), { name: "Monday" }, T0);
  if (created.status !== "success") throw new Error("setup");
  classId = created.data.id;
  joinCode = created.data.joinCode;
  expect((await joinClass(db, actor(student), { code: joinCode }, T0)).status).toBe("success");
  await addAttempts(db, student.learnerId as string, [
    { verdict: "blunder", evLost: 0.2, hand: "As Ks Qs Js 9h 5d 2c", front: "As Ks" },
    { verdict: "optimal" },
  ]);
  const a = await createAssignment(
    db,
    actor(teacher),
    { classId, drill: "any", hands: 10, filter: undefined, due: undefined },
    T0,
  );
  if (a.status !== "success") throw new Error("setup");
  assignmentId = a.data.id;
});

afterEach(async () => {
  await store.close();
});

describe("the owner is allowed (control)", () => {
  it("reads the dashboard, the student page and the class list", async () => {
    expect((await classDashboard(db, actor(teacher), classId)).status).toBe("success");
    expect((await studentDetail(db, actor(teacher), classId, student.id)).status).toBe("success");
    const list = await teacherClasses(db, actor(teacher));
    expect(list.status === "success" && list.data.map((c) => c.id)).toEqual([classId]);
  });
});

describe("reads by another user are refused, with nothing in the answer", () => {
  const readers = () =>
    [
      ["another teacher", otherTeacher],
      ["a student of the class", student],
      ["a student outside it", outsider],
      ["an admin", admin],
    ] as const;

  it("class dashboard (and so the CSV export, which serves it)", async () => {
    for (const [, user] of readers()) {
      expect(await classDashboard(db, actor(user), classId)).toEqual(NOT_FOUND);
    }
  });

  it("student page", async () => {
    for (const [, user] of readers()) {
      expect(await studentDetail(db, actor(user), classId, student.id)).toEqual(NOT_FOUND);
    }
  });

  it("a student page through the teacher's own class, for someone not in it", async () => {
    const mine = await createClass(db, actor(otherTeacher), { name: "Tuesday" }, T0);
    if (mine.status !== "success") throw new Error("setup");
    expect(await studentDetail(db, actor(otherTeacher), mine.data.id, student.id)).toEqual(
      NOT_FOUND,
    );
  });

  it("the class itself (join code)", async () => {
    for (const [, user] of readers()) {
      expect(await ownedClass(db, actor(user), classId)).toEqual(NOT_FOUND);
    }
  });

  it("class lists: teachers see only their own classes; students none", async () => {
    const other = await teacherClasses(db, actor(otherTeacher));
    expect(other).toEqual({ status: "success", data: [] });
    expect(await teacherClasses(db, actor(student))).toEqual(FORBIDDEN);
  });

  it("a student's classes and assignments are their own only", async () => {
    expect(await memberClasses(db, actor(outsider))).toEqual([]);
    expect(await studentAssignments(db, actor(outsider), T0)).toEqual([]);
    expect((await memberClasses(db, actor(student))).map((c) => c.id)).toEqual([classId]);
  });
});

describe("writes by another user are refused and change nothing", () => {
  const writers = () => [otherTeacher, student, outsider, admin];

  it("rename", async () => {
    const before = await state();
    for (const user of writers()) {
      expect(await renameClass(db, actor(user), { classId, name: "Hacked" })).toEqual(NOT_FOUND);
    }
    expect(await state()).toEqual(before);
  });

  it("rotate the join code", async () => {
    const before = await state();
    for (const user of writers()) {
      expect(await rotateJoinCode(db, actor(user), { classId })).toEqual(NOT_FOUND);
    }
    expect(await state()).toEqual(before);
  });

  it("delete the class", async () => {
    const before = await state();
    for (const user of writers()) {
      expect(await deleteClass(db, actor(user), { classId })).toEqual(NOT_FOUND);
    }
    expect(await state()).toEqual(before);
  });

  it("remove a student", async () => {
    const before = await state();
    for (const user of writers()) {
      expect(await removeStudent(db, actor(user), { classId, studentId: student.id })).toEqual(
        NOT_FOUND,
      );
    }
    expect(await state()).toEqual(before);
  });

  it("set an assignment", async () => {
    const before = await state();
    for (const user of writers()) {
      expect(
        await createAssignment(db, actor(user), {
          classId,
          drill: "traps",
          hands: 5,
          filter: undefined,
          due: undefined,
        }),
      ).toEqual(NOT_FOUND);
    }
    expect(await state()).toEqual(before);
  });

  it("delete an assignment", async () => {
    const before = await state();
    for (const user of writers()) {
      expect(await deleteAssignment(db, actor(user), { classId, assignmentId })).toEqual(NOT_FOUND);
    }
    // Naming one's own class with another class's assignment does not work either.
    const mine = await createClass(db, actor(otherTeacher), { name: "Mine" }, T0);
    if (mine.status !== "success") throw new Error("setup");
    expect(
      await deleteAssignment(db, actor(otherTeacher), { classId: mine.data.id, assignmentId }),
    ).toEqual(NOT_FOUND);
    expect((await state()).assignments).toEqual(before.assignments);
  });

  it("create a class needs the teacher role", async () => {
    const before = await state();
    expect(await createClass(db, actor(student), { name: "Mine" })).toEqual(FORBIDDEN);
    expect(await state()).toEqual(before);
  });

  it("leaving acts on one's own membership only", async () => {
    const before = await state();
    expect(await leaveClass(db, actor(outsider), { classId })).toEqual(NOT_FOUND);
    expect(await state()).toEqual(before);
  });
});

describe("joining", () => {
  it("refuses a bad code, changing nothing, and limits guessing", async () => {
    const before = await state();
    expect(await joinClass(db, actor(outsider), { code: "ZZZZ-ZZZZ" }, T0)).toEqual({
      status: "error",
      code: "bad-join-code",
    });
    expect(await joinClass(db, actor(outsider), { code: "nonsense" }, T0)).toEqual({
      status: "error",
      code: "bad-join-code",
    });
    expect(await state()).toEqual(before);
    for (let i = 0; i < 8; i++) await joinClass(db, actor(outsider), { code: "ZZZZ-ZZZZ" }, T0 + i);
    // Blocked now, even with the right code.
    expect(await joinClass(db, actor(outsider), { code: joinCode }, T0 + 100)).toMatchObject({
      status: "error",
      code: "rate-limited",
    });
    expect(await state()).toEqual(before);
  });

  it("accepts the code in any case and spacing, once", async () => {
    const typed = ` ${joinCode.slice(0, 4).toLowerCase()} ${joinCode.slice(4)} `;
    expect(await joinClass(db, actor(outsider), { code: typed }, T0)).toMatchObject({
      status: "success",
      data: { classId, name: "Monday" },
    });
    expect(await joinClass(db, actor(outsider), { code: joinCode }, T0)).toEqual({
      status: "error",
      code: "already-member",
    });
    expect(await joinClass(db, actor(teacher), { code: joinCode }, T0)).toEqual({
      status: "error",
      code: "own-class",
    });
  });

  it("a rotated code stops working; members stay", async () => {
    const rotated = await rotateJoinCode(db, actor(teacher), { classId });
    if (rotated.status !== "success") throw new Error("rotate");
    expect(rotated.data.joinCode).not.toBe(joinCode);
    expect(await joinClass(db, actor(outsider), { code: joinCode }, T0)).toMatchObject({
      code: "bad-join-code",
    });
    expect((await memberClasses(db, actor(student))).map((c) => c.id)).toEqual([classId]);
  });

  it("the owner deletes a class: members and assignments go, the student's practice stays", async () => {
    expect(await deleteClass(db, actor(teacher), { classId })).toEqual({
      status: "success",
      data: { deleted: true },
    });
    expect(await state()).toEqual({ classes: [], members: [], assignments: [] });
    expect(await ownedClass(db, actor(teacher), classId)).toEqual(NOT_FOUND);
    expect(await memberClasses(db, actor(student))).toEqual([]);
    expect(await joinClass(db, actor(outsider), { code: joinCode }, T0)).toMatchObject({
      code: "bad-join-code",
    });
    expect(await deleteClass(db, actor(teacher), { classId })).toEqual(NOT_FOUND);
  });

  it("a removed student no longer shows, and the teacher cannot open their page", async () => {
    expect(
      (await removeStudent(db, actor(teacher), { classId, studentId: student.id })).status,
    ).toBe("success");
    expect(await studentDetail(db, actor(teacher), classId, student.id)).toEqual(NOT_FOUND);
    const dash = await classDashboard(db, actor(teacher), classId);
    expect(dash.status === "success" && dash.data.students).toEqual([]);
  });
});
