import {
  getAccessFallbackHTTPStatus,
  isHTTPAccessFallbackError,
} from "next/dist/client/components/http-access-fallback/http-access-fallback";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { idle, validatedAction } from "./validated-action";

const schema = z.object({ name: z.string().trim().min(1, { error: "name-required" }) });

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe("validatedAction", () => {
  it("hands the parsed input to the handler and returns its outcome", async () => {
    const action = validatedAction(schema, ({ name }) => ({
      status: "success" as const,
      data: name.length,
    }));
    expect(await action(idle, form({ name: " Ann " }))).toEqual({ status: "success", data: 3 });
  });

  it("answers invalid input with field codes, without running the handler", async () => {
    const handler = vi.fn();
    const action = validatedAction(schema, handler);
    expect(await action(idle, form({ name: " " }))).toEqual({
      status: "invalid",
      fields: { name: { code: "name-required", params: { min: 1 } } },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it.each([
    ["no form at all", undefined],
    ["a string", "plain"],
    ["a bigint", 10n ** 50n],
  ])(
    "answers a call without a form (%s) with Next's 404, not a TypeError (issue 21, item 2)",
    async (_name, notAForm) => {
      const handler = vi.fn();
      const action = validatedAction(schema, handler);
      const error = await action(idle, notAForm as never).catch((e: unknown) => e);
      expect(isHTTPAccessFallbackError(error)).toBe(true);
      expect(getAccessFallbackHTTPStatus(error as never)).toBe(404);
      expect(handler).not.toHaveBeenCalled();
    },
  );

  it("refuses a caller the guard rejects before reading the input", async () => {
    const handler = vi.fn();
    const action = validatedAction(schema, handler, { authorize: async () => false });
    expect(await action(idle, form({}))).toEqual({ status: "error", code: "forbidden" });
    expect(handler).not.toHaveBeenCalled();
  });

  it("turns an exception into `unexpected`, keeping its details on the server", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const action = validatedAction(schema, () => {
      throw new Error("SQLITE_CORRUPT: secret detail");
    });
    const state = await action(idle, form({ name: "x" }));
    expect(state).toEqual({ status: "error", code: "unexpected" });
    expect(JSON.stringify(state)).not.toContain("SQLITE");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
