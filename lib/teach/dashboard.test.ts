import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { UserRow } from "@/db/schema";
import type { Actor } from "@/lib/auth/roles";
import { storeDealerAnswer } from "@/lib/db/dealer";
import { insertDeal } from "@/lib/db/practice";
import type { Queryable } from "@/lib/db/store";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { addAttempts, addUser, T0 } from "@/tests/support/db-fixtures";
import { createAssignment, studentAssignments } from "./assignments";
import { createClass, joinClass } from "./classes";
import { classCsv, csvFileName } from "./csv";
import { classDashboard } from "./dashboard";
import { formatJoinCode, newJoinCode, normalizeJoinCode } from "./join-code";
import { studentDetail, trendBuckets } from "./student";

let store: TestStore;
let db: Queryable;
let teacher: UserRow;
let ada: UserRow;
let ben: UserRow;
let cal: UserRow;
let classId: string;
let joinCode: string;
const actor = (u: UserRow): Actor => ({ id: u.id, role: u.role });

beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
  teacher = await addUser(db, "tess", "teacher");
  ada = await addUser(db, "ada");
  ben = await addUser(db, "ben");
  cal = await addUser(db, "cal", "student", { learner: false });
  const c = await createClass(db, actor(teacher), { name: "Monday" }, T0);
  if (c.status !== "success") throw new Error("setup");
  classId = c.data.id;
  joinCode = c.data.joinCode;
  for (const u of [ada, ben, cal]) await joinClass(db, actor(u), { code: c.data.joinCode }, T0);
});
afterEach(async () => {
  await store.close();
});

/** Answers of the dealer's drill: each on its own deal, right or wrong, at a time. */
async function addDealerAnswers(
  into: Queryable,
  learnerId: string,
  specs: ReadonlyArray<{ correct: boolean; at: number; ruleSet?: string }>,
) {
  for (const [i, spec] of specs.entries()) {
    const dealId = `dealer-${learnerId}-${i}-${spec.at}`;
    const ruleSet = spec.ruleSet ?? "seed/standard";
    await insertDeal(into, {
      id: dealId,
      learnerId,
      hand: "As Kd JK 7c 6c 5c 4c",
      drill: "dealer",
      filter: null,
      ruleSet,
      dealtAt: spec.at - 10,
      answeredAt: null,
    });
    const stored = await storeDealerAnswer(into, {
      learnerId,
      dealId,
      ruleSet,
      mode: "all",
      hand: "As Kd JK 7c 6c 5c 4c",
      front: "As Kd",
      wayFront: "As Kd",
      correct: spec.correct,
      rule: "no-pair",
      decideMs: 4000,
      createdAt: spec.at,
    });
    if (!stored) throw new Error("dealer answer not stored");
  }
}

describe("class dashboard", () => {
  it("sums each student's hands, optimal share, EV lost and last activity", async () => {
    await addAttempts(db, ada.learnerId as string, [
      { verdict: "optimal", category: "no-pair", at: T0 + 1 },
      { verdict: "mistake", evLost: 0.03, category: "two-pair", at: T0 + 2 },
      { verdict: "blunder", evLost: 0.09, category: "two-pair", at: T0 + 3 },
      { verdict: "optimal", category: "trips", at: T0 + 4 },
    ]);
    await addAttempts(db, ben.learnerId as string, [
      { verdict: "close", evLost: 0.005, at: T0 + 9 },
    ]);
    const result = await classDashboard(db, actor(teacher), classId);
    if (result.status !== "success") throw new Error("dashboard");
    const { students, heatmap, categories, total } = result.data;
    const byName = Object.fromEntries(students.map((s) => [s.username, s]));
    expect(byName.ada).toMatchObject({
      hands: 4,
      optimal: 2,
      optimalShare: 0.5,
      lastActive: T0 + 4,
    });
    expect(byName.ada?.avgEvLost).toBeCloseTo(0.03);
    expect(byName.ben).toMatchObject({ hands: 1, optimal: 0, lastActive: T0 + 9 });
    expect(byName.cal).toMatchObject({ hands: 0, optimalShare: 0, avgEvLost: 0, lastActive: null });
    expect(categories).toEqual(["no-pair", "two-pair", "trips"]);
    expect(heatmap[ada.id]?.["two-pair"]?.hands).toBe(2);
    expect(heatmap[ada.id]?.["two-pair"]?.avgEvLost).toBeCloseTo(0.06);
    expect(heatmap[cal.id]).toBeUndefined();
    expect(total.hands).toBe(5);
  });

  it("counts an assignment's hands by drill, filter and time window", async () => {
    const made = await createAssignment(
      db,
      actor(teacher),
      { classId, drill: "category", filter: "two-pair", hands: 2, due: "2025-10-20" },
      T0 + 100,
    );
    if (made.status !== "success") throw new Error("assignment");
    await addAttempts(db, ada.learnerId as string, [
      { drill: "category", filter: "two-pair", at: T0 + 50 }, // before it was set
      { drill: "category", filter: "two-pair", at: T0 + 200 },
      { drill: "category", filter: "trips", at: T0 + 300 }, // other filter
      { drill: "any", at: T0 + 400 }, // other drill
      { drill: "category", filter: "two-pair", at: T0 + 500 },
    ]);
    await addAttempts(db, ben.learnerId as string, [
      { drill: "category", filter: "two-pair", at: T0 + 600 },
    ]);
    const result = await classDashboard(db, actor(teacher), classId);
    if (result.status !== "success") throw new Error("dashboard");
    const [a] = result.data.assignments;
    const done = Object.fromEntries((a?.progress ?? []).map((p) => [p.userId, p.done]));
    expect(done).toEqual({ [ada.id]: 2, [ben.id]: 1, [cal.id]: 0 });
    // Listed by name, as the class table, on every dialect.
    expect(a?.progress.map((p) => p.userId)).toEqual([ada.id, ben.id, cal.id]);
    expect(a?.completed).toBe(1);
    const seen = await studentAssignments(db, actor(ada), T0 + 700);
    expect(seen).toMatchObject([{ className: "Monday", done: 2, hands: 2, complete: true }]);
  });

  it("shows a student who joins after the due day neither the assignment nor 'overdue'", async () => {
    const day = new Date(T0).toISOString().slice(0, 10);
    const made = await createAssignment(
      db,
      actor(teacher),
      { classId, drill: "any", hands: 5, due: day },
      T0 + 100,
    );
    if (made.status !== "success") throw new Error("assignment");
    const later = Date.parse(`${day}T23:59:59.999Z`) + 2 * 24 * 3600 * 1000;
    const dan = await addUser(db, "dan");
    expect((await joinClass(db, actor(dan), { code: joinCode }, later)).status).toBe("success");
    expect(await studentAssignments(db, actor(dan), later + 1000)).toEqual([]);
    // Ada was in the class before the due day: for her it is overdue.
    expect(await studentAssignments(db, actor(ada), later + 1000)).toMatchObject([
      { overdue: true, done: 0 },
    ]);
  });

  it("counts joker-drill hands by the deal's filter, whatever their category", async () => {
    const made = await createAssignment(
      db,
      actor(teacher),
      { classId, drill: "category", filter: "joker", hands: 3, due: undefined },
      T0 + 100,
    );
    if (made.status !== "success") throw new Error("assignment");
    await addAttempts(db, ada.learnerId as string, [
      { drill: "category", filter: "joker", category: "straight", at: T0 + 200 },
      { drill: "category", filter: "joker", category: "one-pair", at: T0 + 300 },
      { drill: "category", filter: "one-pair", at: T0 + 400 },
    ]);
    const result = await classDashboard(db, actor(teacher), classId);
    if (result.status !== "success") throw new Error("dashboard");
    const done = result.data.assignments[0]?.progress.find((p) => p.userId === ada.id)?.done;
    expect(done).toBe(2);
  });

  it("refuses a due day in the past", async () => {
    expect(
      await createAssignment(
        db,
        actor(teacher),
        { classId, drill: "any", filter: undefined, hands: 5, due: "2020-01-01" },
        T0,
      ),
    ).toEqual({ status: "error", code: "due-past" });
  });
});

describe("table rounds apart from the drills' hands (issue 56 item 9)", () => {
  beforeEach(async () => {
    // Two drill hands and four rounds at a table (three set optimally).
    await addAttempts(db, ada.learnerId as string, [
      { verdict: "optimal", category: "two-pair", at: T0 + 1 },
      { verdict: "mistake", evLost: 0.04, category: "two-pair", at: T0 + 2 },
      { drill: "table", verdict: "optimal", category: "trips", at: T0 + 3 },
      { drill: "table", verdict: "optimal", category: "trips", at: T0 + 4 },
      { drill: "table", verdict: "blunder", evLost: 0.2, category: "trips", at: T0 + 5 },
      { drill: "table", verdict: "optimal", category: "flush", at: T0 + 6 },
    ]);
  });

  it("the class table counts 2 drill hands and 4 table rounds, not 6 hands", async () => {
    const result = await classDashboard(db, actor(teacher), classId);
    if (result.status !== "success") throw new Error("dashboard");
    const row = result.data.students.find((s) => s.username === "ada");
    expect(row).toMatchObject({
      hands: 2,
      optimal: 1,
      optimalShare: 0.5,
      table: { rounds: 4, optimal: 3 },
      // The latest activity was at the table.
      lastActive: T0 + 6,
    });
    expect(row?.avgEvLost).toBeCloseTo(0.02);
    expect(result.data.total.hands).toBe(2);
    expect(result.data.tableRounds).toBe(4);
    // The heatmap is the drills' hands: no trips or flush cell from the table.
    expect(result.data.categories).toEqual(["two-pair"]);
    expect(result.data.heatmap[ada.id]?.trips).toBeUndefined();
  });

  it("the teacher's student page counts them apart too, trend and categories included", async () => {
    const result = await studentDetail(db, actor(teacher), classId, ada.id);
    if (result.status !== "success") throw new Error("student");
    expect(result.data.student).toMatchObject({
      hands: 2,
      table: { rounds: 4, optimal: 3 },
      lastActive: T0 + 6,
    });
    expect(result.data.categories.map((c) => [c.category, c.hands])).toEqual([["two-pair", 2]]);
    expect(result.data.trend.reduce((n, b) => n + b.to - b.from + 1, 0)).toBe(2);
  });

  it("the CSV has a table rounds column beside the hands", async () => {
    const result = await classDashboard(db, actor(teacher), classId);
    if (result.status !== "success") throw new Error("dashboard");
    const csv = classCsv(result.data.students, {
      student: "Student",
      hands: "Hands",
      optimalShare: "Optimal",
      avgEvLost: "EV",
      per100: "EV100",
      tableRounds: "Table rounds",
      dealerHands: "Dealer",
      dealerRight: "Dealer right",
      famousHands: "Famous",
      famousBest: "Famous best",
      lastActive: "Last",
    });
    const [header, adaLine] = csv.split("\r\n");
    expect(header).toBe(
      "Student,Hands,Optimal,EV,EV100,Table rounds,Dealer,Dealer right,Famous,Famous best,Last",
    );
    expect(adaLine?.split(",").slice(0, 2)).toEqual(["ada", "2"]);
    expect(adaLine?.split(",")[5]).toBe("4");
  });
});

describe("an assignment of the dealer's drill", () => {
  it("counts each student's answers of the dealer's drill in its window, right ones as optimal", async () => {
    const made = await createAssignment(
      db,
      actor(teacher),
      { classId, drill: "dealer", hands: 3, due: undefined },
      T0 + 100,
    );
    if (made.status !== "success") throw new Error(`assignment: ${made.code}`);
    expect(made.data.drill).toBe("dealer");
    await addDealerAnswers(db, ada.learnerId as string, [
      { correct: true, at: T0 + 50 }, // before it was set
      { correct: true, at: T0 + 200 },
      { correct: false, at: T0 + 300 },
      { correct: true, at: T0 + 400, ruleSet: "foxwoods/standard" }, // another casino
      { correct: true, at: T0 + 500 },
    ]);
    // Practice-drill hands are not the dealer's drill.
    await addAttempts(db, ben.learnerId as string, [{ at: T0 + 200 }, { at: T0 + 300 }]);
    await addDealerAnswers(db, ben.learnerId as string, [{ correct: true, at: T0 + 250 }]);

    const result = await classDashboard(db, actor(teacher), classId);
    if (result.status !== "success") throw new Error("dashboard");
    const [a] = result.data.assignments;
    const byUser = Object.fromEntries((a?.progress ?? []).map((p) => [p.userId, p]));
    expect(byUser[ada.id]).toMatchObject({ done: 3, optimal: 2, complete: true });
    expect(byUser[ben.id]).toMatchObject({ done: 1, optimal: 1, complete: false });
    expect(byUser[cal.id]).toMatchObject({ done: 0, complete: false });
    expect(a?.completed).toBe(1);

    expect(await studentAssignments(db, actor(ada), T0 + 600)).toMatchObject([
      { drill: "dealer", done: 3, hands: 3, complete: true },
    ]);
    expect(await studentAssignments(db, actor(ben), T0 + 600)).toMatchObject([
      { drill: "dealer", done: 1, complete: false },
    ]);
  });

  it("is a drill the assignment form accepts", async () => {
    const { createAssignmentSchema } = await import("./schemas");
    expect(
      createAssignmentSchema.safeParse({ classId, drill: "dealer", hands: "10" }).success,
    ).toBe(true);
  });
});

describe("CSV export", () => {
  const rows = [
    {
      id: "x",
      username: "ada",
      hands: 4,
      optimal: 2,
      optimalShare: 0.5,
      avgEvLost: 0.03,
      lastActive: Date.UTC(2025, 0, 2, 3, 4, 5),
      joinedAt: 0,
      dealer: { hands: 3, right: 2 },
      famous: { hands: 2, best: 1 },
      table: { rounds: 5, optimal: 4 },
      offline: 1,
    },
    {
      id: "y",
      username: "cal",
      hands: 0,
      optimal: 0,
      optimalShare: 0,
      avgEvLost: 0,
      lastActive: null,
      joinedAt: 0,
      dealer: { hands: 0, right: 0 },
      famous: { hands: 0, best: 0 },
      table: { rounds: 0, optimal: 0 },
      offline: 0,
    },
  ];
  const headers = {
    student: "Student",
    hands: "Hands",
    optimalShare: "Optimal, share",
    avgEvLost: "EV lost / hand",
    per100: "EV lost / 100",
    tableRounds: "Table rounds",
    dealerHands: "Dealer's drill",
    dealerRight: "Dealer right",
    famousHands: "Famous",
    famousBest: "Famous best",
    lastActive: "Last active",
  };

  it("writes one row per student with plain numbers and ISO times (English: commas, points)", () => {
    expect(classCsv(rows, headers, "en")).toBe(
      'Student,Hands,"Optimal, share",EV lost / hand,EV lost / 100,Table rounds,Dealer\'s drill,Dealer right,Famous,Famous best,Last active\r\n' +
        "ada,4,0.5000,0.03000,3.000,5,3,2,2,1,2025-01-02T03:04:05.000Z\r\n" +
        "cal,0,0.0000,0.00000,0.000,0,0,0,0,0,\r\n",
    );
  });

  it("uses semicolons and decimal commas for German, French and Swedish", () => {
    for (const locale of ["de", "fr", "sv"] as const) {
      expect(classCsv(rows, headers, locale)).toBe(
        "Student;Hands;Optimal, share;EV lost / hand;EV lost / 100;Table rounds;Dealer's drill;Dealer right;Famous;Famous best;Last active\r\n" +
          "ada;4;0,5000;0,03000;3,000;5;3;2;2;1;2025-01-02T03:04:05.000Z\r\n" +
          "cal;0;0,0000;0,00000;0,000;0;0;0;0;0;\r\n",
      );
    }
  });

  it("quotes and defuses cells a spreadsheet would misread", () => {
    const tricky = [
      { ...rows[1], username: 'say "hi"' },
      { ...rows[1], username: "=SUM(A1)" },
      { ...rows[1], username: "a;b" },
    ] as typeof rows;
    const lines = classCsv(tricky, headers, "de").split("\r\n");
    expect(lines[1]).toMatch(/^"say ""hi""";/);
    expect(lines[2]).toMatch(/^'=SUM\(A1\);/);
    expect(lines[3]).toMatch(/^"a;b";/);
    expect(csvFileName("Pai Gow 101 (demo)", "2025-01-02")).toBe("pai-gow-101-demo-2025-01-02.csv");
  });
});

describe("join codes", () => {
  it("are 8 unambiguous characters and read back however they are typed", () => {
    const code = newJoinCode();
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(normalizeJoinCode(formatJoinCode(code).toLowerCase())).toBe(code);
    expect(normalizeJoinCode(" abcd efgh ")).toBe("ABCDEFGH");
    expect(normalizeJoinCode("ABCD-EFG0")).toBeNull();
    expect(normalizeJoinCode("short")).toBeNull();
  });
});

describe("trend buckets", () => {
  it("averages blocks of hands so the plot has at most 50 points", () => {
    const series = Array.from({ length: 120 }, (_, i) => ({
      evLost: i < 60 ? 0.04 : 0.01,
      verdict: i % 2 === 0 ? "optimal" : "mistake",
      createdAt: T0 + i,
    }));
    const { bucketSize, trend } = trendBuckets(series);
    expect(bucketSize).toBe(3);
    expect(trend).toHaveLength(40);
    expect(trend[0]).toMatchObject({ from: 1, to: 3, at: T0 + 2 });
    expect(trend[0]?.avgEvLost).toBeCloseTo(0.04);
    expect(trend.at(-1)?.avgEvLost).toBeCloseTo(0.01);
    expect(trendBuckets([]).trend).toEqual([]);
  });
});

describe("an assignment of the famous hands", () => {
  it("counts each student's famous hands in its window, in the assignment and the class table", async () => {
    const made = await createAssignment(
      db,
      actor(teacher),
      { classId, drill: "famous", hands: 2, due: undefined },
      T0 + 100,
    );
    if (made.status !== "success") throw new Error(`assignment: ${made.code}`);
    expect(made.data.drill).toBe("famous");
    expect(made.data.filter).toBeNull();
    await addAttempts(db, ada.learnerId as string, [
      { drill: "famous", at: T0 + 50 }, // before it was set
      { drill: "famous", verdict: "mistake", evLost: 0.07, at: T0 + 200 },
      { drill: "any", at: T0 + 250 }, // another drill
      { drill: "famous", at: T0 + 300 },
    ]);
    await addAttempts(db, ben.learnerId as string, [{ drill: "famous", at: T0 + 200 }]);

    const result = await classDashboard(db, actor(teacher), classId);
    if (result.status !== "success") throw new Error("dashboard");
    const [a] = result.data.assignments;
    const byUser = Object.fromEntries((a?.progress ?? []).map((p) => [p.userId, p]));
    expect(byUser[ada.id]).toMatchObject({ done: 2, optimal: 1, complete: true });
    expect(byUser[ben.id]).toMatchObject({ done: 1, optimal: 1, complete: false });
    expect(byUser[cal.id]).toMatchObject({ done: 0, complete: false });
    // The class table's famous column: every famous hand set, and the best ones.
    const byName = Object.fromEntries(result.data.students.map((s) => [s.username, s]));
    expect(byName.ada?.famous).toEqual({ hands: 3, best: 2 });
    expect(byName.ben?.famous).toEqual({ hands: 1, best: 1 });
    expect(byName.cal?.famous).toEqual({ hands: 0, best: 0 });
    const detail = await studentDetail(db, actor(teacher), classId, ada.id);
    if (detail.status !== "success") throw new Error("student");
    expect(detail.data.student.famous).toEqual({ hands: 3, best: 2 });

    expect(await studentAssignments(db, actor(ada), T0 + 600)).toMatchObject([
      { drill: "famous", done: 2, hands: 2, complete: true },
    ]);
  });
});
