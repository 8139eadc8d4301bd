import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sessions } from "@/db/schema";
import type { Db } from "@/lib/db/client";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { addUser, T0 } from "@/tests/support/db-fixtures";
import { looksLikeToken, sessionIdOf } from "./session-token";
import { checkSession, createSession, endSession, SESSION_TTL_MS } from "./sessions";

let db: Db;
let store: TestStore;
beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
});
afterEach(async () => {
  await store.close();
});

describe("sessions", () => {
  it("stores only the token's hash and finds the user by the token", async () => {
    const ada = await addUser(db, "ada");
    const { token, expiresAt } = await createSession(db, ada.id, T0);
    expect(looksLikeToken(token)).toBe(true);
    expect(expiresAt).toBe(T0 + SESSION_TTL_MS);
    const rows = await db.select().from(sessions);
    expect(rows).toEqual([
      { id: sessionIdOf(token), userId: ada.id, createdAt: T0, expiresAt: T0 + SESSION_TTL_MS },
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
    const check = await checkSession(db, token, T0 + 1000);
    expect(check.status).toBe("valid");
    if (check.status === "valid") expect(check.user.username).toBe("ada");
  });

  it("tells no cookie from an ended one, and refuses forged tokens", async () => {
    const ada = await addUser(db, "ada");
    await createSession(db, ada.id, T0);
    expect((await checkSession(db, undefined, T0)).status).toBe("none");
    expect((await checkSession(db, "", T0)).status).toBe("none");
    expect((await checkSession(db, "x".repeat(43), T0)).status).toBe("expired");
    expect((await checkSession(db, "not a token", T0)).status).toBe("expired");
  });

  it("expires after 30 days without use and deletes the row", async () => {
    const ada = await addUser(db, "ada");
    const { token } = await createSession(db, ada.id, T0);
    expect((await checkSession(db, token, T0 + SESSION_TTL_MS)).status).toBe("expired");
    expect(await db.select().from(sessions)).toEqual([]);
    // An expired session stays expired: nothing brings it back.
    expect((await checkSession(db, token, T0 + 1000)).status).toBe("expired");
  });

  it("slides: use past half its life renews it for another 30 days", async () => {
    const ada = await addUser(db, "ada");
    const { token } = await createSession(db, ada.id, T0);
    const early = await checkSession(db, token, T0 + SESSION_TTL_MS / 4);
    expect(early.status === "valid" && early.renewed).toBe(false);
    const later = T0 + SESSION_TTL_MS * 0.6;
    const renewed = await checkSession(db, token, later);
    expect(renewed.status === "valid" && renewed.renewed).toBe(true);
    expect((await checkSession(db, token, T0 + SESSION_TTL_MS + 1000)).status).toBe("valid");
    expect((await checkSession(db, token, later + SESSION_TTL_MS)).status).toBe("expired");
  });

  it("signing out ends the session server-side: the same cookie is refused afterwards", async () => {
    const ada = await addUser(db, "ada");
    const mine = await createSession(db, ada.id, T0);
    const other = await createSession(db, ada.id, T0);
    await endSession(db, mine.token);
    expect((await checkSession(db, mine.token, T0 + 1)).status).toBe("expired");
    expect((await checkSession(db, other.token, T0 + 1)).status).toBe("valid");
  });

  it("sweeps expired sessions of everyone when someone signs in", async () => {
    const ada = await addUser(db, "ada");
    const ben = await addUser(db, "ben");
    await createSession(db, ada.id, T0);
    await createSession(db, ben.id, T0 + SESSION_TTL_MS + 1);
    expect((await db.select().from(sessions)).map((s) => s.userId)).toEqual([ben.id]);
  });
});
