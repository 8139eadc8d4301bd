/** The class table marks hands practised offline (issue 33): counted, and said so. */
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { UserRow } from "@/db/schema";
import type { Actor } from "@/lib/auth/roles";
import type { Queryable } from "@/lib/db/store";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { DEFAULT_RULE_SET, parseHand } from "@/lib/engine";
import { offlineDeals } from "@/lib/offline/deals";
import { offlineAttemptInput } from "@/lib/offline/schemas";
import { syncOne } from "@/lib/offline/sync";
import { addAttempts, addUser, T0 } from "@/tests/support/db-fixtures";
import { createClass, joinClass } from "./classes";
import { classDashboard } from "./dashboard";

let store: TestStore;
let db: Queryable;
let teacher: UserRow;
let ada: UserRow;
let classId: string;
const actor = (u: UserRow): Actor => ({ id: u.id, role: u.role });
const HAND = parseHand("As Ks 9h 7d 5c 3s 2h");

beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
  teacher = await addUser(db, "tess", "teacher");
  ada = await addUser(db, "ada");
  const c = await createClass(db, actor(teacher), { name: "Train" }, T0);
  if (c.status !== "success") throw new Error("setup");
  classId = c.data.id;
  await joinClass(db, actor(ada), { code: c.data.joinCode }, T0);
});
afterEach(() => store.close());

describe("the class table", () => {
  it("counts offline hands with the rest and marks how many were offline", async () => {
    const learnerId = ada.learnerId as string;
    await addAttempts(db, learnerId, [{ at: T0 + 1 }, { at: T0 + 2 }]);
    const now = Date.now();
    // One hand the server dealt ahead (it counts), one the device dealt itself (it does not:
    // issue 56, item 11).
    const [served] = (await offlineDeals(db, learnerId, DEFAULT_RULE_SET, now)).deals;
    if (!served) throw new Error("no deal");
    const attempt = (over: Record<string, unknown>) =>
      offlineAttemptInput.parse({
        learnerId,
        front: [HAND[1], HAND[2]],
        drill: "any",
        filter: null,
        dealtAt: now - 10_000,
        answeredAt: now - 5_000,
        houseWay: false,
        ...over,
      });
    const fromServer = attempt({
      id: served.id,
      source: "server",
      hand: served.hand,
      front: served.hand.slice(0, 2),
    });
    const fromDevice = attempt({ id: randomUUID(), source: "device", hand: HAND });
    expect((await syncOne(db, learnerId, fromServer, now)).status).toBe("stored");
    expect((await syncOne(db, learnerId, fromDevice, now)).status).toBe("stored");
    const dash = await classDashboard(db, actor(teacher), classId);
    if (dash.status !== "success") throw new Error("dashboard");
    const row = dash.data.students.find((s) => s.username === "ada");
    expect(row?.hands).toBe(3);
    expect(row?.offline).toBe(1);
  });
});
