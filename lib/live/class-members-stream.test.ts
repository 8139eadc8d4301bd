/**
 * A class table's event stream and its class's members (issue 55, defect 2): a student removed
 * from the class, or one who leaves it, gets no further event of the class's table (another
 * player's settled cards among them) and their open stream ends; the other members' streams go
 * on. The route handler below HTTP, with the viewer (the learner) put in place of the request's.
 */
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deleteMember, insertClass, insertMember } from "@/lib/db/classes";
import type { Db } from "@/lib/db/client";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { addUser } from "@/tests/support/db-fixtures";

const viewer = vi.hoisted(() => ({ db: null as unknown as Db, learnerId: null as string | null }));

vi.mock("server-only", () => ({}));
vi.mock("@/lib/db", () => ({ getDb: () => viewer.db }));
vi.mock("@/lib/learner/identity", () => ({ currentLearnerId: async () => viewer.learnerId }));
vi.mock("@/lib/auth/current", () => ({
  getAuth: async () => ({ status: "signed-in", user: { id: "u", learnerId: viewer.learnerId } }),
  currentUser: async () => null,
}));
vi.mock("@/lib/auth/cookie", () => ({ clientAddress: async () => "203.0.113.7" }));

const { getEvents } = await import("./routes");
const { resetTableReadLimits } = await import("@/lib/table/limits");
const { removeStudent, leaveClass } = await import("@/lib/teach/classes");
const { openForClass } = await import("./class-tables");
const { runVerb } = await import("./verbs");

/** A public table's config (the stream route serves test-only tables only on a test server). */
const CONFIG = "live-usd-5-50";
const now = () => Date.now();
const opts = () => ({ now: now() });

let store: TestStore;
let teacher: { id: string; learnerId: string };
let ada: { id: string; learnerId: string };
let ben: { id: string; learnerId: string };
let classId: string;
let tableId: string;
const open: AbortController[] = [];

beforeEach(async () => {
  store = await openTestStore();
  viewer.db = store.db as unknown as Db;
  resetTableReadLimits();
  const user = async (name: string, role: "teacher" | "student" = "student") => {
    const row = await addUser(store.db, name, role);
    return { id: row.id, learnerId: row.learnerId as string };
  };
  teacher = await user("teacher", "teacher");
  ada = await user("ada");
  ben = await user("ben");
  classId = randomUUID();
  await insertClass(store.db, {
    id: classId,
    teacherId: teacher.id,
    name: "7b",
    joinCode: "ABCDEFGH",
    ruleSet: "seed/standard",
    createdAt: now(),
  });
  await insertMember(store.db, classId, ada.id, now());
  await insertMember(store.db, classId, ben.id, now());
  tableId = await openForClass(store.db, teacher.learnerId, classId, CONFIG, opts());
  await runVerb(store.db, ada.learnerId, tableId, "sit", {}, opts());
  await runVerb(store.db, ben.learnerId, tableId, "sit", {}, opts());
});
afterEach(async () => {
  for (const stop of open.splice(0)) stop.abort();
  await new Promise((resolve) => setTimeout(resolve, 20));
  await store.close();
});

/** A learner's stream of the table: the sequence numbers of the events it sent, and whether it ended. */
async function streamOf(learnerId: string) {
  viewer.learnerId = learnerId;
  const stop = new AbortController();
  open.push(stop);
  const response = await getEvents(
    new Request(`http://127.0.0.1:3000/api/live/${tableId}/events`, { signal: stop.signal }),
    tableId,
  );
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const got = { seqs: [] as number[], ended: false, text: "" };
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) {
        got.ended = true;
        return;
      }
      got.text += decoder.decode(value, { stream: true });
      for (const match of got.text.matchAll(/^id: (\d+)$/gm)) {
        const seq = Number(match[1]);
        if (!got.seqs.includes(seq)) got.seqs.push(seq);
      }
    }
  })();
  return got;
}

/** Lets the streams read what the bus woke them for. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe("a class table's stream when its class's members change", () => {
  it("sends a removed student no further event and ends their stream; the others' go on", async () => {
    const adaStream = await streamOf(ada.learnerId);
    const benStream = await streamOf(ben.learnerId);
    await expect.poll(() => adaStream.seqs.length).toBe(1);
    await expect.poll(() => benStream.seqs.length).toBe(1);

    const removed = await removeStudent(
      store.db,
      { id: teacher.id, role: "teacher" },
      { classId, studentId: ada.id },
    );
    expect(removed.status).toBe("success");
    // The table moves on (Ben bets): Ben's stream has it, Ada's nothing more, and it ended.
    // (Each stream also hears the other come and go: a watcher count, issue 55.)
    const bet = await runVerb(store.db, ben.learnerId, tableId, "bet", { main: 500 }, opts());
    await expect.poll(() => benStream.seqs.includes(bet.seq)).toBe(true);
    await settle();
    expect(adaStream.seqs.every((seq) => seq < bet.seq)).toBe(true);
    expect(adaStream.text).not.toContain('"bet":500');
    expect(adaStream.ended).toBe(true);
    expect(benStream.ended).toBe(false);
  });

  it("ends the stream of a student who leaves the class", async () => {
    const benStream = await streamOf(ben.learnerId);
    await expect.poll(() => benStream.seqs.length).toBe(1);
    expect((await leaveClass(store.db, { id: ben.id, role: "student" }, { classId })).status).toBe(
      "success",
    );
    const bet = await runVerb(store.db, ada.learnerId, tableId, "bet", { main: 500 }, opts());
    await settle();
    expect(benStream.seqs.every((seq) => seq < bet.seq)).toBe(true);
    expect(benStream.ended).toBe(true);
  });

  it("checks access on every event: a membership gone without the bus's word ends the stream", async () => {
    // A removal no service announced (another path to the store, a lost bus message): the
    // stream must not trust the access it read once (issue 55 defect 2, the brief's rule).
    const adaStream = await streamOf(ada.learnerId);
    const benStream = await streamOf(ben.learnerId);
    await expect.poll(() => adaStream.seqs.length).toBe(1);
    await expect.poll(() => benStream.seqs.length).toBe(1);
    expect(await deleteMember(store.db, classId, ada.id)).toBe(true);
    const bet = await runVerb(store.db, ben.learnerId, tableId, "bet", { main: 500 }, opts());
    await expect.poll(() => benStream.seqs.includes(bet.seq)).toBe(true);
    await settle();
    expect(adaStream.seqs.every((seq) => seq < bet.seq)).toBe(true);
    expect(adaStream.text).not.toContain('"bet":500');
    expect(adaStream.ended).toBe(true);
    expect(benStream.ended).toBe(false);
  });
});
