/** Issue 10, item 9: the admin cookie is Secure exactly when the other cookies are. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/client";
import { openTestStore, type TestStore } from "@/lib/db/test-store";

const state = vi.hoisted(() => {
  process.env.ADMIN_TOKEN = "an-admin-token-of-some-length";
  return {
    db: null as unknown as Db,
    proto: "http",
    set: [] as Array<{ name: string; options: { secure?: boolean } }>,
  };
});

vi.mock("server-only", () => ({}));
vi.mock("@/lib/db", () => ({ getDb: () => state.db }));
vi.mock("./current", () => ({ currentUser: async () => null }));
vi.mock("./flows", () => ({ signOutHere: async () => {} }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: () => undefined,
    set: (name: string, _value: string, options: { secure?: boolean }) =>
      state.set.push({ name, options }),
  }),
  headers: async () => new Headers({ "x-forwarded-proto": state.proto }),
}));

const { signInAdmin } = await import("./admin");

let store: TestStore;
beforeEach(async () => {
  store = await openTestStore();
  state.db = store.db;
  state.set.length = 0;
});
afterEach(async () => {
  await store.close();
});

describe("admin cookie", () => {
  it.each([
    ["https", true],
    ["http", false],
  ])("over %s is Secure: %s", async (proto, secure) => {
    state.proto = proto;
    expect(await signInAdmin("an-admin-token-of-some-length")).toBe("signed-in");
    expect(state.set[0]?.options.secure).toBe(secure);
  });
});
