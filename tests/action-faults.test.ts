/**
 * Server actions under a store fault (issue 56, item 12): a full disk or a lock held past the
 * deadline answers the typed `{ status: "error", code: "unavailable" }` the forms translate,
 * never a thrown error (Next's 500) nor `unexpected`. The fault is injected as the JSON
 * routes' test injects it (lib/http/json-route.test.ts): the store throws SQLite's
 * SQLITE_FULL (wrapped, as Drizzle wraps it) or a StoreBusyError, here from every use of the
 * database, and from the session check of the signed-in actions. Each real action of
 * app/[locale]/**\/actions.ts is called with valid input; each form's messages say the code in
 * every locale.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => ({
  fault: null as (() => Error) | null,
  authFault: false,
  cookies: new Map<string, string>(),
}));

vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ refresh: () => {}, revalidatePath: () => {} }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => {
      const value = state.cookies.get(name);
      return value === undefined ? undefined : { name, value };
    },
    set: (name: string, value: string) => state.cookies.set(name, value),
    delete: (name: string) => state.cookies.delete(name),
  }),
  headers: async () => new Headers({ "x-forwarded-for": "203.0.113.9" }),
}));
// Every use of the database throws the injected fault.
vi.mock("@/lib/db", async (original) => ({
  ...(await original<object>()),
  getDb: () =>
    new Proxy(
      {},
      {
        get() {
          throw state.fault?.() ?? new Error("no fault set");
        },
      },
    ),
}));
vi.mock("@/lib/auth/current", () => ({
  getAuth: async () => {
    if (state.authFault) throw state.fault?.() ?? new Error("no fault set");
    return {
      status: "signed-in",
      user: {
        id: "00000000-0000-4000-8000-000000000001",
        role: "teacher",
        username: "t",
        email: null,
        learnerId: null,
      },
    };
  },
}));
vi.mock("@/lib/auth/admin", async (original) => ({
  ...(await original<object>()),
  isAdmin: async () => true,
}));

const { StoreBusyError } = await import("@/lib/db/client");
const { resetStoreFaultLog } = await import("@/lib/db/faults");
const account = await import("@/app/[locale]/(account)/actions");
const ruleEdit = await import("@/app/[locale]/rules/[slug]/edit/actions");
const casino = await import("@/app/[locale]/casino/actions");
const dealer = await import("@/app/[locale]/dealer/actions");
const teach = await import("@/app/[locale]/teach/actions");
const classes = await import("@/app/[locale]/classes/actions");

const full = () =>
  new Error("write failed", {
    cause: Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" }),
  });
const locked = () =>
  new StoreBusyError(Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }));

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};
const idle = { status: "idle" } as const;
const CLASS_ID = "00000000-0000-4000-8000-0000000000c1";

/** Each action with valid input, and the message area and key prefix its form says errors from. */
const ACTIONS: Array<{ name: string; call: () => Promise<unknown>; messages: [string, string] }> = [
  {
    name: "sign in",
    call: () =>
      account.signInAction(
        idle as never,
        form({ identifier: "someone", password: "a long password 1", locale: "en" }),
      ),
    messages: ["account", "Account.errors"],
  },
  {
    name: "save a rule page",
    call: () =>
      ruleEdit.saveRulePageAction(
        idle as never,
        form({
          locale: "en",
          slug: "glossary",
          title: "Glossary",
          body: "Text.",
          baseVersion: "1",
        }),
      ),
    messages: ["rules", "RuleEditor.errors"],
  },
  {
    name: "choose a casino",
    call: () => casino.chooseCasinoAction({ casino: "foxwoods-standard" }),
    messages: ["practice", "Drill.errors"],
  },
  {
    name: "deal a dealer's drill hand",
    call: () => dealer.dealDealerAction({ mode: "all" }),
    messages: ["practice", "Drill.errors"],
  },
  {
    name: "set a class's casino",
    call: () =>
      teach.classCasinoAction(
        idle as never,
        form({ classId: CLASS_ID, casino: "foxwoods-standard" }),
      ),
    messages: ["teach", "Teach.errors"],
  },
  {
    name: "join a class",
    call: () => classes.joinClassAction(idle as never, form({ code: "ABCD-EFGH" })),
    messages: ["teach", "Teach.errors"],
  },
];

let quiet: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetStoreFaultLog();
  state.authFault = false;
  state.cookies.clear();
  quiet = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  quiet.mockRestore();
});

describe("server actions answer a store fault with a typed 'unavailable' (issue 56 item 12)", () => {
  for (const [kind, fault] of [
    ["a full disk", full],
    ["a lock past the deadline", locked],
  ] as const)
    it.each(ACTIONS)(`$name: ${kind}`, async ({ call }) => {
      state.fault = fault;
      const answer = await call();
      expect(answer).toMatchObject({ status: "error", code: "unavailable" });
    });

  it("a signed-in action whose session check meets the fault", async () => {
    state.fault = full;
    state.authFault = true;
    const answer = await teach.classCasinoAction(
      idle as never,
      form({ classId: CLASS_ID, casino: "foxwoods-standard" }),
    );
    expect(answer).toMatchObject({ status: "error", code: "unavailable" });
  });

  it.each(ACTIONS)("$name: its form says 'unavailable' in every locale", ({ messages }) => {
    const [area, prefix] = messages;
    for (const locale of ["en", "de", "sv", "fr"]) {
      let node: unknown = JSON.parse(
        readFileSync(path.join(process.cwd(), "messages", locale, `${area}.json`), "utf8"),
      );
      for (const key of [...prefix.split("."), "unavailable"])
        node = (node as Record<string, unknown> | undefined)?.[key];
      expect(typeof node, `${locale} ${prefix}.unavailable`).toBe("string");
    }
  });
});
