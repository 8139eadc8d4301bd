/**
 * The lobby pushed (GET /api/live/events): the lobby topic is told only when what a lobby
 * shows changes (a sit, a leave, a seat freed, the bank taken, left or lost, a class table
 * opened or closed), never on a bet or a setting; each viewer's stream holds only the tables
 * they may see; a reconnect's Last-Event-ID only numbers the events on from there.
 */
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertClass, insertMember } from "@/lib/db/classes";
import type { Queryable } from "@/lib/db/store";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { eventStream } from "@/lib/http/sse";
import { pushBus } from "@/lib/push/bus";
import { sweepLive } from "@/lib/table/clock";
import { joinClass, leaveClass, removeStudent } from "@/lib/teach/classes";
import { addUser } from "@/tests/support/db-fixtures";
import type { LobbyView } from "./api";
import { openForClass } from "./class-tables";
import { LOBBY_TOPIC, lobbyStreamSource } from "./lobby";
import { liveOpts as opts, T, LIVE_TEST_TABLE as TABLE, verbOn } from "./test-live";
import { runVerb } from "./verbs";

let store: TestStore;
let db: Queryable;
let ada: { id: string; learnerId: string };
let ben: { id: string; learnerId: string };
let teacher: { id: string; learnerId: string };
let outsider: { id: string; learnerId: string };
let classId: string;
let told: number;
let stopCounting: () => void;

const user = async (name: string, role?: "teacher") => {
  const row = await addUser(db, name, role);
  return { id: row.id, learnerId: row.learnerId as string };
};

beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
  ada = await user("ada");
  ben = await user("ben");
  teacher = await user("teacher", "teacher");
  outsider = await user("otto");
  classId = randomUUID();
  await insertClass(db, {
    id: classId,
    teacherId: teacher.id,
    name: "7b",
    joinCode: "ABCDEFGH",
    ruleSet: "seed/standard",
    createdAt: T,
  });
  await insertMember(db, classId, ada.id, T);
  told = 0;
  stopCounting = pushBus().subscribe(LOBBY_TOPIC, () => {
    told += 1;
  });
});
afterEach(async () => {
  stopCounting();
  await store.close();
});

const verb = verbOn(() => db);

/** How many times the lobby topic is told while `step` runs. */
async function toldDuring(step: () => Promise<unknown>): Promise<number> {
  const before = told;
  await step();
  return told - before;
}

/** One viewer's lobby stream, read as text as it arrives. */
function openLobby(userId: string | null, lastEventId: number | null = null) {
  const abort = new AbortController();
  const response = eventStream(
    new Request("http://x/api/live/events", { signal: abort.signal }),
    {
      read: lobbyStreamSource(db, userId, lastEventId, { testTables: true }),
      subscribe: (wake) => pushBus().subscribe(LOBBY_TOPIC, wake),
    },
    { lastEventId },
  );
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += decoder.decode(value);
    }
  })();
  const events = () =>
    text
      .split("\n\n")
      .filter((block) => block.startsWith("id: "))
      .map((block) => ({
        id: Number(/^id: (\d+)/.exec(block)?.[1]),
        lobby: JSON.parse(/\ndata: (.*)$/.exec(block)?.[1] ?? "null") as LobbyView,
      }));
  return { text: () => text, events, close: () => abort.abort() };
}

/** Whether a viewer's newest lobby event lists the table. */
const shows = (viewer: ReturnType<typeof openLobby>, tableId: string) =>
  viewer
    .events()
    .at(-1)
    ?.lobby.tables.some((t) => t.id === tableId) ?? false;

/** Waits until the stream's reads after the last change are done (they are a few queries). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

describe("the lobby topic", () => {
  it("is told when seats or the bank change, not on bets, settings or the round's phases", async () => {
    expect(await toldDuring(() => verb(ada.learnerId, "sit", {}, T))).toBe(1);
    expect(await toldDuring(() => verb(ben.learnerId, "sit", {}, T))).toBe(1);
    // Taking the bank (seat 0) is in the lobby; so is the approval's time running out.
    expect(await toldDuring(() => verb(ada.learnerId, "bank", {}, T + 1))).toBe(1);
    expect(await toldDuring(() => sweepLive(db, T + 7_002))).toBe(1);
    // Bets, the deal, the setting and the settling are the table's business only.
    let now = T + 7_100;
    expect(await toldDuring(() => verb(ben.learnerId, "bet", { main: 100 }, now))).toBe(0);
    expect(await toldDuring(() => verb(ada.learnerId, "bet", { main: 100 }, now))).toBe(0);
    expect(await toldDuring(() => verb(ben.learnerId, "house-way", {}, now + 1))).toBe(0);
    expect(await toldDuring(() => verb(ada.learnerId, "house-way", {}, now + 2))).toBe(0);
    expect(await toldDuring(() => verb(ada.learnerId, "leave", {}, now + 3))).toBe(1);
    // Ben sits out three rounds in a row (Ada comes back and plays them): freed by the clock.
    now += 2 + 5_001; // the settled round's show is over: the next bets begin, Ben alone
    // ... and the lobby's note that Ada's bank was lost to the timer goes (issue 29).
    expect(await toldDuring(() => sweepLive(db, now))).toBe(1);
    await verb(ada.learnerId, "sit", {}, now);
    for (let round = 0; round < 3; round++) {
      await verb(ada.learnerId, "bet", { main: 100 }, now);
      now += 5_001;
      const freed = await toldDuring(() => sweepLive(db, now)); // bets close: dealt
      expect(freed).toBe(round === 2 ? 1 : 0);
      now += 7_001;
      await sweepLive(db, now); // the timer settles
      now += 5_001;
      await sweepLive(db, now); // the next round's bets
    }
  });

  it("is told when a class table is opened (not when it is found again) and when it is closed", async () => {
    let id = "";
    expect(
      await toldDuring(async () => {
        id = await openForClass(db, teacher.learnerId, classId, TABLE, opts(T));
      }),
    ).toBe(1);
    expect(
      await toldDuring(() => openForClass(db, teacher.learnerId, classId, TABLE, opts(T))),
    ).toBe(0);
    expect(
      await toldDuring(() => runVerb(db, teacher.learnerId, id, "close", {}, opts(T + 1))),
    ).toBe(1);
  });
});

describe("a lobby stream", () => {
  it("never sends a class table to a viewer outside its class, and sends each member its changes", async () => {
    const member = openLobby(ada.id);
    const stranger = openLobby(outsider.id);
    const visitor = openLobby(null);
    const teaching = openLobby(teacher.id);
    // Each change waits until the streams that see it have their event: a stream coalesces the
    // wakes that come while it reads, and on a loaded PostgreSQL a read can outlast any fixed
    // pause (a 60 ms one failed).
    const count = (...viewers: (typeof member)[]) => viewers.map((v) => v.events().length);
    await expect.poll(() => count(member, stranger, visitor, teaching)).toEqual([1, 1, 1, 1]);
    const id = await openForClass(db, teacher.learnerId, classId, TABLE, opts(T));
    await expect.poll(() => count(member, teaching)).toEqual([2, 2]);
    await runVerb(db, ada.learnerId, id, "sit", {}, opts(T + 1));
    await expect.poll(() => count(member, teaching)).toEqual([3, 3]);
    await verb(ben.learnerId, "sit", {}, T + 2);
    await expect.poll(() => count(member, stranger, visitor, teaching)).toEqual([4, 2, 2, 4]);
    // Nothing more arrives late.
    await settle();
    for (const viewer of [stranger, visitor]) {
      expect(viewer.text()).not.toContain(id);
      expect(viewer.text()).not.toContain(classId);
      expect(
        viewer
          .events()
          .at(-1)
          ?.lobby.tables.find((t) => t.id === TABLE)?.seats[0]?.name,
      ).toBe("ben");
    }
    for (const viewer of [member, teaching]) {
      const shown = viewer
        .events()
        .at(-1)
        ?.lobby.tables.find((t) => t.id === id);
      expect(shown?.seats[0]?.name).toBe("ada");
    }
    // The class table's change woke every stream; only those who see it got an event.
    expect(stranger.events()).toHaveLength(2);
    expect(member.events()).toHaveLength(4);
    for (const viewer of [member, stranger, visitor, teaching]) viewer.close();
  });

  it("shows a class's tables to a student as they join and no more once they leave or are removed", async () => {
    const id = await openForClass(db, teacher.learnerId, classId, TABLE, opts(T));
    const joining = openLobby(outsider.id);
    const removed = openLobby(ada.id);
    // Each stream's first lobby, however long the store takes to answer (a fixed wait failed
    // once on PostgreSQL under load).
    await expect.poll(() => joining.events().length).toBeGreaterThan(0);
    await expect.poll(() => shows(removed, id)).toBe(true);
    expect(shows(joining, id)).toBe(false);
    const student = (u: { id: string }) => ({ id: u.id, role: "student" as const });
    expect((await joinClass(db, student(outsider), { code: "ABCDEFGH" })).status).toBe("success");
    const teaching = { id: teacher.id, role: "teacher" as const };
    const out = await removeStudent(db, teaching, { classId, studentId: ada.id });
    expect(out.status).toBe("success");
    // No table changed: only the classes did, and each lobby followed.
    await expect.poll(() => shows(joining, id)).toBe(true);
    await expect.poll(() => shows(removed, id)).toBe(false);
    expect(await toldDuring(() => leaveClass(db, student(outsider), { classId }))).toBe(1);
    await expect.poll(() => shows(joining, id)).toBe(false);
    joining.close();
    removed.close();
  });

  it("a reconnect gets the current lobby, numbered on from its Last-Event-ID", async () => {
    await verb(ada.learnerId, "sit", {}, T);
    const back = openLobby(ada.id, 41);
    await expect.poll(() => back.events().length).toBe(1);
    expect(back.events().map((e) => e.id)).toEqual([42]);
    expect(back.events()[0]?.lobby.tables.find((t) => t.id === TABLE)?.seats[0]?.name).toBe("ada");
    await verb(ben.learnerId, "sit", {}, T + 1);
    await expect.poll(() => back.events().length).toBe(2);
    await settle();
    expect(back.events().map((e) => e.id)).toEqual([42, 43]);
    back.close();
  });
});
