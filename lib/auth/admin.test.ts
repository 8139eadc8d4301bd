/** Issue 10, item 9: the admin cookie is Secure exactly when the other cookies are. */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type Db, openDb } from "@/lib/db/client";

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

beforeEach(() => {
  state.db = openDb(":memory:");
  state.set.length = 0;
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
