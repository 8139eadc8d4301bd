/**
 * For every read and write a teacher or student can make, another user tries and is
 * refused: the answer is the bare error, with no data in it, and nothing changes.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { UserRow } from "@/db/schema";
import { assignments, classes, classMembers } from "@/db/schema";
import type { Actor } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import { evTables } from "@/lib/engine/ev";
import { addAttempts, addUser, T0, testDb } from "@/tests/support/db-fixtures";
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

let db: Db;
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

const state = () => ({
  classes: db.select().from(classes).all(),
  members: db.select().from(classMembers).all(),
  assignments: db.select().from(assignments).all(),
});

beforeAll(() => {
  evTables(); // the replay of mistakes computes exact EVs; build the tables once
});

beforeEach(async () => {
  db = testDb();
  teacher = await addUser(db, "tess", "teacher");
  otherTeacher = await addUser(db, "otto", "teacher");
  student = await addUser(db, "sam");
  outsider = await addUser(db, "olga");
  admin = await addUser(db, "root", "admin");
  const created = createClass(db, actor(teacher), { name: "Monday" }, T0);
  if (created.status !== "success") throw new Error("setup");
  classId = created.data.id;
  joinCode = created.data.joinCode;
  expect(joinClass(db, actor(student), { code: joinCode }, T0).status).toBe("success");
  addAttempts(db, student.learnerId as string, [
    { verdict: "blunder", evLost: 0.2, hand: "As Ks Qs Js 9h 5d 2c", front: "As Ks" },
    { verdict: "optimal" },
  ]);
  const a = createAssignment(
    db,
    actor(teacher),
    { classId, drill: "any", hands: 10, filter: undefined, due: undefined },
    T0,
  );
  if (a.status !== "success") throw new Error("setup");
  assignmentId = a.data.id;
});

afterEach(() => db.$client.close());

describe("the owner is allowed (control)", () => {
  it("reads the dashboard, the student page and the class list", () => {
    expect(classDashboard(db, actor(teacher), classId).status).toBe("success");
    expect(studentDetail(db, actor(teacher), classId, student.id).status).toBe("success");
    const list = teacherClasses(db, actor(teacher));
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

  it("class dashboard (and so the CSV export, which serves it)", () => {
    for (const [, user] of readers()) {
      expect(classDashboard(db, actor(user), classId)).toEqual(NOT_FOUND);
    }
  });

  it("student page", () => {
    for (const [, user] of readers()) {
      expect(studentDetail(db, actor(user), classId, student.id)).toEqual(NOT_FOUND);
    }
  });

  it("a student page through the teacher's own class, for someone not in it", async () => {
    const mine = createClass(db, actor(otherTeacher), { name: "Tuesday" }, T0);
    if (mine.status !== "success") throw new Error("setup");
    expect(studentDetail(db, actor(otherTeacher), mine.data.id, student.id)).toEqual(NOT_FOUND);
  });

  it("the class itself (join code)", () => {
    for (const [, user] of readers()) {
      expect(ownedClass(db, actor(user), classId)).toEqual(NOT_FOUND);
    }
  });

  it("class lists: teachers see only their own classes; students none", () => {
    const other = teacherClasses(db, actor(otherTeacher));
    expect(other).toEqual({ status: "success", data: [] });
    expect(teacherClasses(db, actor(student))).toEqual(FORBIDDEN);
  });

  it("a student's classes and assignments are their own only", () => {
    expect(memberClasses(db, actor(outsider))).toEqual([]);
    expect(studentAssignments(db, actor(outsider), T0)).toEqual([]);
    expect(memberClasses(db, actor(student)).map((c) => c.id)).toEqual([classId]);
  });
});

describe("writes by another user are refused and change nothing", () => {
  const writers = () => [otherTeacher, student, outsider, admin];

  it("rename", () => {
    const before = state();
    for (const user of writers()) {
      expect(renameClass(db, actor(user), { classId, name: "Hacked" })).toEqual(NOT_FOUND);
    }
    expect(state()).toEqual(before);
  });

  it("rotate the join code", () => {
    const before = state();
    for (const user of writers()) {
      expect(rotateJoinCode(db, actor(user), { classId })).toEqual(NOT_FOUND);
    }
    expect(state()).toEqual(before);
  });

  it("delete the class", () => {
    const before = state();
    for (const user of writers()) {
      expect(deleteClass(db, actor(user), { classId })).toEqual(NOT_FOUND);
    }
    expect(state()).toEqual(before);
  });

  it("remove a student", () => {
    const before = state();
    for (const user of writers()) {
      expect(removeStudent(db, actor(user), { classId, studentId: student.id })).toEqual(NOT_FOUND);
    }
    expect(state()).toEqual(before);
  });

  it("set an assignment", () => {
    const before = state();
    for (const user of writers()) {
      expect(
        createAssignment(db, actor(user), {
          classId,
          drill: "traps",
          hands: 5,
          filter: undefined,
          due: undefined,
        }),
      ).toEqual(NOT_FOUND);
    }
    expect(state()).toEqual(before);
  });

  it("delete an assignment", () => {
    const before = state();
    for (const user of writers()) {
      expect(deleteAssignment(db, actor(user), { classId, assignmentId })).toEqual(NOT_FOUND);
    }
    // Naming one's own class with another class's assignment does not work either.
    const mine = createClass(db, actor(otherTeacher), { name: "Mine" }, T0);
    if (mine.status !== "success") throw new Error("setup");
    expect(
      deleteAssignment(db, actor(otherTeacher), { classId: mine.data.id, assignmentId }),
    ).toEqual(NOT_FOUND);
    expect(state().assignments).toEqual(before.assignments);
  });

  it("create a class needs the teacher role", () => {
    const before = state();
    expect(createClass(db, actor(student), { name: "Mine" })).toEqual(FORBIDDEN);
    expect(state()).toEqual(before);
  });

  it("leaving acts on one's own membership only", () => {
    const before = state();
    expect(leaveClass(db, actor(outsider), { classId })).toEqual(NOT_FOUND);
    expect(state()).toEqual(before);
  });
});

describe("joining", () => {
  it("refuses a bad code, changing nothing, and limits guessing", () => {
    const before = state();
    expect(joinClass(db, actor(outsider), { code: "ZZZZ-ZZZZ" }, T0)).toEqual({
      status: "error",
      code: "bad-join-code",
    });
    expect(joinClass(db, actor(outsider), { code: "nonsense" }, T0)).toEqual({
      status: "error",
      code: "bad-join-code",
    });
    expect(state()).toEqual(before);
    for (let i = 0; i < 8; i++) joinClass(db, actor(outsider), { code: "ZZZZ-ZZZZ" }, T0 + i);
    // Blocked now, even with the right code.
    expect(joinClass(db, actor(outsider), { code: joinCode }, T0 + 100)).toMatchObject({
      status: "error",
      code: "rate-limited",
    });
    expect(state()).toEqual(before);
  });

  it("accepts the code in any case and spacing, once", () => {
    const typed = ` ${joinCode.slice(0, 4).toLowerCase()} ${joinCode.slice(4)} `;
    expect(joinClass(db, actor(outsider), { code: typed }, T0)).toMatchObject({
      status: "success",
      data: { classId, name: "Monday" },
    });
    expect(joinClass(db, actor(outsider), { code: joinCode }, T0)).toEqual({
      status: "error",
      code: "already-member",
    });
    expect(joinClass(db, actor(teacher), { code: joinCode }, T0)).toEqual({
      status: "error",
      code: "own-class",
    });
  });

  it("a rotated code stops working; members stay", () => {
    const rotated = rotateJoinCode(db, actor(teacher), { classId });
    if (rotated.status !== "success") throw new Error("rotate");
    expect(rotated.data.joinCode).not.toBe(joinCode);
    expect(joinClass(db, actor(outsider), { code: joinCode }, T0)).toMatchObject({
      code: "bad-join-code",
    });
    expect(memberClasses(db, actor(student)).map((c) => c.id)).toEqual([classId]);
  });

  it("the owner deletes a class: members and assignments go, the student's practice stays", () => {
    expect(deleteClass(db, actor(teacher), { classId })).toEqual({
      status: "success",
      data: { deleted: true },
    });
    expect(state()).toEqual({ classes: [], members: [], assignments: [] });
    expect(ownedClass(db, actor(teacher), classId)).toEqual(NOT_FOUND);
    expect(memberClasses(db, actor(student))).toEqual([]);
    expect(joinClass(db, actor(outsider), { code: joinCode }, T0)).toMatchObject({
      code: "bad-join-code",
    });
    expect(deleteClass(db, actor(teacher), { classId })).toEqual(NOT_FOUND);
  });

  it("a removed student no longer shows, and the teacher cannot open their page", () => {
    expect(removeStudent(db, actor(teacher), { classId, studentId: student.id }).status).toBe(
      "success",
    );
    expect(studentDetail(db, actor(teacher), classId, student.id)).toEqual(NOT_FOUND);
    const dash = classDashboard(db, actor(teacher), classId);
    expect(dash.status === "success" && dash.data.students).toEqual([]);
  });
});
