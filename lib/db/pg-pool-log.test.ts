/**
 * A dropped idle connection is logged as one line (its message and code), not as the error
 * object, which carries the whole pg client: every connection setting, printed by the
 * hundred in a test run that drops its databases. Nothing connects: the pool is never queried.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { openPg, pgPool } from "./pg";

afterEach(() => vi.restoreAllMocks());

describe("the PostgreSQL pool's idle errors", () => {
  it("log the message and the code only", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const pool = pgPool(openPg("postgres://app@127.0.0.1:1/none"));
    const error = Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
      client: { connectionParameters: { user: "app", database: "none" } },
    });
    pool.emit("error", error, {} as never);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]).toEqual([
      "postgres pool: idle connection error: terminating connection due to administrator command (57P01)",
    ]);
  });
});
