/**
 * Class tables (RULES.md 11): a teacher opens a live table for a class; only its members sit,
 * outsiders cannot even see it; the teacher watches every round with each student's setting
 * graded; closing frees the seats after the round. Also leaving and the bank between rounds.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { attempts, liveTables } from "@/db/schema";
import { insertClass, insertMember } from "@/lib/db/classes";
import { findLiveTable, seatsAt } from "@/lib/db/live";
import type { Queryable } from "@/lib/db/store";
import { ledgerMismatches } from "@/lib/db/table";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { sweepLive } from "@/lib/table/clock";
import { addUser } from "@/tests/support/db-fixtures";
import { viewLive } from "./access";
import { classTableRounds, openForClass } from "./class-tables";
import { lobby } from "./lobby";
import { refusalCode as code, liveOpts as opts, T } from "./test-live";
import { runVerb } from "./verbs";

let store: TestStore;
let db: Queryable;
let teacher: string;
let ada: string;
let ben: string;
let outsider: string;
let classId: string;

beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
  const t = await addUser(db, "teacher", "teacher");
  teacher = t.learnerId as string;
  const a = await addUser(db, "ada");
  const b = await addUser(db, "ben");
  ada = a.learnerId as string;
  ben = b.learnerId as string;
  outsider = (await addUser(db, "otto")).learnerId as string;
  classId = randomUUID();
  await insertClass(db, {
    id: classId,
    teacherId: t.id,
    name: "7b",
    joinCode: "ABCDEFGH",
    ruleSet: "seed/standard",
    createdAt: T,
  });
  await insertMember(db, classId, a.id, T);
  await insertMember(db, classId, b.id, T);
});
afterEach(async () => store.close());

describe("class tables", () => {
  it("only the class's teacher opens one; only members sit; outsiders see nothing", async () => {
    expect(await code(openForClass(db, ada, classId, "live-test-fast", opts(T)))).toBe("forbidden");
    const id = await openForClass(db, teacher, classId, "live-test-fast", opts(T));
    expect((await lobby(db, [classId], opts(T))).tables.map((t) => t.id)).toContain(id);
    expect((await lobby(db, [], opts(T))).tables.map((t) => t.id)).not.toContain(id);
    const seq = (await findLiveTable(db, id))?.seq;
    expect(await code(viewLive(db, id, outsider, opts(T)))).toBe("unknown-table");
    expect(await code(viewLive(db, id, null, opts(T)))).toBe("unknown-table");
    expect(await code(runVerb(db, outsider, id, "sit", {}, opts(T)))).toBe("unknown-table");
    // An outsider who followed the table's invite link (issue 55): nothing stored either.
    expect(await seatsAt(db, id)).toEqual([]);
    expect((await findLiveTable(db, id))?.seq).toBe(seq);
    expect(await code(runVerb(db, teacher, id, "sit", {}, opts(T)))).toBe("forbidden");
    expect(await code(runVerb(db, ada, id, "close", {}, opts(T)))).toBe("forbidden");
    expect((await runVerb(db, ada, id, "sit", {}, opts(T))).you.role).toBe("player");
  });

  it("opening twice, one after the other or both at once, gives the class one table per config", async () => {
    const first = await openForClass(db, teacher, classId, "live-test-fast", opts(T));
    expect(await openForClass(db, teacher, classId, "live-test-fast", opts(T + 1))).toBe(first);
    // Two tabs pressing at once: both get the same table, one row was made.
    const [a, b] = await Promise.all([
      openForClass(db, teacher, classId, "live-sek-10-1000", opts(T + 2)),
      openForClass(db, teacher, classId, "live-sek-10-1000", opts(T + 2)),
    ]);
    expect(a).toBe(b);
    expect(a).not.toBe(first);
    const rows = await db.select().from(liveTables).where(eq(liveTables.classId, classId));
    expect(rows.map((r) => r.id).sort()).toEqual([first, a].sort());
    // Once closed, the next press opens a new one.
    await runVerb(db, teacher, first, "close", {}, opts(T + 3));
    const next = await openForClass(db, teacher, classId, "live-test-fast", opts(T + 4));
    expect(next).not.toBe(first);
    const listed = (await lobby(db, [classId], opts(T + 5))).tables.filter((t) => t.classId);
    expect(listed.map((t) => t.id)).toEqual([a, next]);
  });

  it("the teacher watches each student's setting graded; the rounds count as table hands; closing frees the seats after the round", async () => {
    const id = await openForClass(db, teacher, classId, "live-test-fast", opts(T));
    await runVerb(db, ada, id, "sit", {}, opts(T));
    await runVerb(db, ben, id, "sit", {}, opts(T));
    await runVerb(db, ada, id, "bet", { main: 100 }, opts(T + 1));
    const dealt = await runVerb(db, ben, id, "bet", { main: 200 }, opts(T + 2));
    expect(dealt.phase).toBe("setting");
    const watching = await viewLive(db, id, teacher, opts(T + 3));
    expect(watching.you.role).toBe("watcher");
    expect(watching.seats.flatMap((s) => s.cards ?? [])).toEqual([]);
    // Closing mid-round: the round is played out first.
    await runVerb(db, teacher, id, "close", {}, opts(T + 4));
    expect((await viewLive(db, id, ada, opts(T + 5))).phase).toBe("setting");
    await runVerb(db, ada, id, "house-way", {}, opts(T + 6));
    const settled = await runVerb(db, ben, id, "house-way", {}, opts(T + 7));
    expect(settled.phase).toBe("settled");
    const graded = await viewLive(db, id, teacher, opts(T + 8));
    for (const seat of graded.seats.filter((s) => s.name)) {
      expect(seat.grade?.bestEv).toBeGreaterThanOrEqual(seat.grade?.ev ?? Number.POSITIVE_INFINITY);
      expect(seat.cards).toHaveLength(7);
    }
    // Each student's hand is a practice attempt of the table drill (the class statistics).
    const recorded = await db.select().from(attempts).where(eq(attempts.drill, "table"));
    expect(recorded.map((a) => a.learnerId).sort()).toEqual([ada, ben].sort());
    expect(recorded.every((a) => a.attemptKind === "house-way")).toBe(true);
    // A student sees no grades in their own view (the coach is the teacher's here).
    expect((await viewLive(db, id, ada, opts(T + 8))).seats.some((s) => s.grade)).toBe(false);
    await sweepLive(db, T + 7 + 5_001);
    const after = await viewLive(db, id, teacher, opts(T + 5_100));
    expect(after.phase).toBe("idle");
    expect(after.seats.every((s) => s.name === null)).toBe(true);
    expect(await code(runVerb(db, ada, id, "sit", {}, opts(T + 5_200)))).toBe("table-closed");
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});

describe("leaving and the bank between rounds", () => {
  it("a player who leaves mid-round is set by the house way at the deadline; a pressed bet not dealt is never taken", async () => {
    const table = "live-test-fast";
    await runVerb(db, ada, table, "sit", {}, opts(T));
    await runVerb(db, ben, table, "sit", {}, opts(T));
    await runVerb(db, ada, table, "bet", { main: 500 }, opts(T + 1));
    const balance = (await viewLive(db, table, ada, opts(T + 2))).you.balance;
    // Ada pressed Deal, then leaves before the deal: her money never moved.
    await runVerb(db, ada, table, "leave", {}, opts(T + 3));
    expect((await viewLive(db, table, ada, opts(T + 4))).you.balance).toBe(balance);
    // Ben plays and walks away after the deal: the timer sets his hand.
    await runVerb(db, ada, table, "sit", {}, opts(T + 5));
    await runVerb(db, ben, table, "bet", { main: 500 }, opts(T + 6));
    await runVerb(db, ada, table, "bet", { main: 100 }, opts(T + 7));
    await runVerb(db, ben, table, "leave", {}, opts(T + 8));
    await runVerb(db, ada, table, "house-way", {}, opts(T + 9));
    expect((await viewLive(db, table, ada, opts(T + 10))).phase).toBe("setting");
    await sweepLive(db, T + 7 + 7_001);
    const settled = await viewLive(db, table, ben, opts(T + 7_100));
    expect(settled.phase).toBe("settled");
    expect(settled.you.role).toBe("watcher");
    expect(settled.seats.filter((s) => s.net !== null)).toHaveLength(2);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("the bank is taken and left only while no bet of the next round is placed", async () => {
    const table = "live-test-fast";
    await runVerb(db, ada, table, "sit", {}, opts(T));
    await runVerb(db, ben, table, "sit", {}, opts(T));
    const banked = await runVerb(db, ada, table, "bank", {}, opts(T + 1));
    expect(banked.phase).toBe("approve");
    expect(banked.you).toMatchObject({ seat: 0, role: "bank" });
    expect((await runVerb(db, ada, table, "auto-approve", { on: true }, opts(T + 2))).phase).toBe(
      "bets",
    );
    await runVerb(db, ben, table, "bet", { main: 500 }, opts(T + 3));
    // Ben is the only player and pressed Deal: dealt. Mid-round the bank changes no hands.
    expect(await code(runVerb(db, ada, table, "unbank", {}, opts(T + 4)))).toBe("wrong-phase");
    expect(await code(runVerb(db, ben, table, "bank", {}, opts(T + 4)))).toBe("bank-taken");
    const settled = await runVerb(db, ben, table, "house-way", {}, opts(T + 5));
    expect(settled.bank).toMatchObject({ kind: "learner", name: "ada", autoApprove: true });
    // Between rounds (the results on show) she leaves it; the house banks the next round.
    const left = await runVerb(db, ada, table, "unbank", {}, opts(T + 6));
    expect(left.you.role).toBe("player");
    await sweepLive(db, T + 5 + 5_001);
    const next = await viewLive(db, table, ada, opts(T + 5_100));
    expect(next.phase).toBe("bets");
    expect(next.bank.kind).toBe("house");
    expect(next.you.role).toBe("player");
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("carries its class's name, shows the teacher each student's balance and points, and once closed invites nobody (walk finding 6)", async () => {
    const id = await openForClass(db, teacher, classId, "live-test-fast", opts(T));
    const [listed] = (await lobby(db, [classId], opts(T))).tables.filter((t) => t.id === id);
    expect(listed).toMatchObject({ classId, className: "7b" });
    expect((await lobby(db, [], opts(T))).tables.every((t) => t.className === null)).toBe(true);
    await runVerb(db, ada, id, "sit", {}, opts(T));
    const watched = await viewLive(db, id, teacher, opts(T + 1));
    expect(watched.className).toBe("7b");
    const adaSeat = watched.seats.find((s) => s.name === "ada");
    expect(adaSeat?.wallet).toEqual({ balance: 100_000, points: 0 });
    // Only the teacher sees the students' wallets.
    const own = await viewLive(db, id, ben, opts(T + 1));
    expect(own.seats.some((s) => s.wallet !== undefined)).toBe(false);
    await runVerb(db, teacher, id, "close", {}, opts(T + 2));
    const closed = await viewLive(db, id, ben, opts(T + 3));
    expect(closed).toMatchObject({ closed: true, className: "7b" });
    expect(await code(runVerb(db, ben, id, "sit", {}, opts(T + 4)))).toBe("table-closed");
  });

  it("lets the teacher, and only the teacher, look back over every round with its grades (walk finding 6)", async () => {
    const id = await openForClass(db, teacher, classId, "live-test-fast", opts(T));
    expect(await classTableRounds(db, teacher, id)).toEqual([]);
    await runVerb(db, ada, id, "sit", {}, opts(T));
    for (const [k, at] of [T + 1, T + 20_000].entries()) {
      const dealt = await runVerb(db, ada, id, "bet", { main: 100 * (k + 1) }, opts(at));
      expect(dealt.phase).toBe("setting");
      expect((await runVerb(db, ada, id, "house-way", {}, opts(at + 1))).phase).toBe("settled");
    }
    const rounds = await classTableRounds(db, teacher, id);
    expect(rounds).toHaveLength(2);
    // Newest first, each seat named, with its result and grade.
    expect(rounds.map((r) => r.seats[0]?.bet)).toEqual([200, 100]);
    for (const round of rounds) {
      const [seat] = round.seats;
      expect(seat).toMatchObject({ name: "ada", setBy: "house-way" });
      expect(seat?.grade?.bestEv).toBeGreaterThanOrEqual(
        seat?.grade?.ev ?? Number.POSITIVE_INFINITY,
      );
    }
    expect(await code(classTableRounds(db, ada, id))).toBe("unknown-table");
    expect(await code(classTableRounds(db, outsider, id))).toBe("unknown-table");
    expect(await code(classTableRounds(db, teacher, "live-test-fast"))).toBe("unknown-table");
  });
});
