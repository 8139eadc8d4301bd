import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sessions } from "@/db/schema";
import type { Db } from "@/lib/db/client";
import { addUser, T0, testDb } from "@/tests/support/db-fixtures";
import { looksLikeToken, sessionIdOf } from "./session-token";
import { checkSession, createSession, endSession, SESSION_TTL_MS } from "./sessions";

let db: Db;
beforeEach(() => {
  db = testDb();
});
afterEach(() => db.$client.close());

describe("sessions", () => {
  it("stores only the token's hash and finds the user by the token", async () => {
    const ada = await addUser(db, "ada");
    const { token, expiresAt } = createSession(db, ada.id, T0);
    expect(looksLikeToken(token)).toBe(true);
    expect(expiresAt).toBe(T0 + SESSION_TTL_MS);
    const rows = db.select().from(sessions).all();
    expect(rows).toEqual([
      { id: sessionIdOf(token), userId: ada.id, createdAt: T0, expiresAt: T0 + SESSION_TTL_MS },
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
    const check = checkSession(db, token, T0 + 1000);
    expect(check.status).toBe("valid");
    if (check.status === "valid") expect(check.user.username).toBe("ada");
  });

  it("tells no cookie from an ended one, and refuses forged tokens", async () => {
    const ada = await addUser(db, "ada");
    createSession(db, ada.id, T0);
    expect(checkSession(db, undefined, T0).status).toBe("none");
    expect(checkSession(db, "", T0).status).toBe("none");
    expect(checkSession(db, "x".repeat(43), T0).status).toBe("expired");
    expect(checkSession(db, "not a token", T0).status).toBe("expired");
  });

  it("expires after 30 days without use and deletes the row", async () => {
    const ada = await addUser(db, "ada");
    const { token } = createSession(db, ada.id, T0);
    expect(checkSession(db, token, T0 + SESSION_TTL_MS).status).toBe("expired");
    expect(db.select().from(sessions).all()).toEqual([]);
    // An expired session stays expired: nothing brings it back.
    expect(checkSession(db, token, T0 + 1000).status).toBe("expired");
  });

  it("slides: use past half its life renews it for another 30 days", async () => {
    const ada = await addUser(db, "ada");
    const { token } = createSession(db, ada.id, T0);
    const early = checkSession(db, token, T0 + SESSION_TTL_MS / 4);
    expect(early.status === "valid" && early.renewed).toBe(false);
    const later = T0 + SESSION_TTL_MS * 0.6;
    const renewed = checkSession(db, token, later);
    expect(renewed.status === "valid" && renewed.renewed).toBe(true);
    expect(checkSession(db, token, T0 + SESSION_TTL_MS + 1000).status).toBe("valid");
    expect(checkSession(db, token, later + SESSION_TTL_MS).status).toBe("expired");
  });

  it("signing out ends the session server-side: the same cookie is refused afterwards", async () => {
    const ada = await addUser(db, "ada");
    const mine = createSession(db, ada.id, T0);
    const other = createSession(db, ada.id, T0);
    endSession(db, mine.token);
    expect(checkSession(db, mine.token, T0 + 1).status).toBe("expired");
    expect(checkSession(db, other.token, T0 + 1).status).toBe("valid");
  });

  it("sweeps expired sessions of everyone when someone signs in", async () => {
    const ada = await addUser(db, "ada");
    const ben = await addUser(db, "ben");
    createSession(db, ada.id, T0);
    createSession(db, ben.id, T0 + SESSION_TTL_MS + 1);
    expect(
      db
        .select()
        .from(sessions)
        .all()
        .map((s) => s.userId),
    ).toEqual([ben.id]);
  });
});
