/**
 * Issue 21, item 3: a write into a database file that has been deleted is never acknowledged,
 * neither in the second after a successful check (the check used to be cached for 1 s) nor
 * when the file goes while the handler writes. SQLite only (PostgreSQL owns its files).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { type Db, openDb } from "@/lib/db/client";
import { sqliteClient } from "@/lib/db/store";

const state = vi.hoisted(() => ({ db: null as unknown as Db, cookies: new Map<string, string>() }));

vi.mock("server-only", () => ({}));
vi.mock("@/lib/db", () => ({ getDb: () => state.db }));
vi.mock("@/lib/auth/current", () => ({ getAuth: async () => ({ status: "signed-out" }) }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => {
      const value = state.cookies.get(name);
      return value === undefined ? undefined : { name, value };
    },
    set: (name: string, value: string) => state.cookies.set(name, value),
  }),
  headers: async () => new Headers(),
}));

const { learnerAction } = await import("./action");

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-intact-"));
  file = path.join(dir, "intact.db");
  state.db = openDb(file);
  state.cookies.clear();
});
afterEach(() => {
  sqliteClient(state.db).close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const removeFiles = () => {
  fs.rmSync(file);
  fs.rmSync(`${file}-wal`, { force: true });
};

describe("a deleted database file", () => {
  it("refuses the very next action, with no cached 'fine' in between", async () => {
    const action = learnerAction(z.object({}), { createLearner: true }, async () => ({
      status: "settled" as const,
    }));
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await action({})).toEqual({ status: "settled" });
    removeFiles();
    // A store fault (issue 56 item 12): "try again shortly", never acknowledged.
    expect(await action({})).toEqual({
      status: "error",
      code: "unavailable",
      params: { seconds: 5 },
    });
    quiet.mockRestore();
  });

  it("is not acknowledged when the file goes while the handler writes", async () => {
    let ran = false;
    const action = learnerAction(z.object({}), { createLearner: true }, async () => {
      ran = true;
      removeFiles(); // what a restore script or a careless `rm` does under a running server
      return { status: "settled" as const };
    });
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    // A store fault (issue 56 item 12): "try again shortly", never acknowledged.
    expect(await action({})).toEqual({
      status: "error",
      code: "unavailable",
      params: { seconds: 5 },
    });
    expect(ran).toBe(true);
    quiet.mockRestore();
  });
});
