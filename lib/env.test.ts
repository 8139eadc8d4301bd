import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("DATABASE_URL", () => {
  it("is optional: unset or empty keeps SQLite", () => {
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("accepts postgres:// and postgresql:// URLs", () => {
    for (const url of [
      "postgres://app@127.0.0.1:5432/paigow",
      "postgresql://u:p@db/x?sslmode=require",
    ])
      expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
  });

  it("refuses anything else at start, naming the variable", () => {
    for (const url of ["mysql://h/db", "./data/paigow.db", "postgres://"])
      expect(() => parseEnv({ DATABASE_URL: url })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => parseEnv({ DATABASE_URL: "postgres://a b" })).toThrow(/DATABASE_URL/);
  });

  it("PG_POOL_MAX defaults to 10 and must be a positive integer", () => {
    expect(parseEnv({}).PG_POOL_MAX).toBe(10);
    expect(parseEnv({ PG_POOL_MAX: "25" }).PG_POOL_MAX).toBe(25);
    expect(() => parseEnv({ PG_POOL_MAX: "0" })).toThrow(/PG_POOL_MAX/);
  });
});

describe("SSE_HEARTBEAT_SECONDS", () => {
  it("defaults to 20 and stays within a lease's lifetime (60 s, three keep-alives)", () => {
    expect(parseEnv({}).SSE_HEARTBEAT_SECONDS).toBe(20);
    expect(parseEnv({ SSE_HEARTBEAT_SECONDS: "2" }).SSE_HEARTBEAT_SECONDS).toBe(2);
    for (const bad of ["0", "21", "1.5", "x"])
      expect(() => parseEnv({ SSE_HEARTBEAT_SECONDS: bad })).toThrow(/SSE_HEARTBEAT_SECONDS/);
  });
});

describe("HTTP_COMPRESSION", () => {
  it("is on unless 0, and refuses anything but 0 or 1", () => {
    expect(parseEnv({}).HTTP_COMPRESSION).toBe("1");
    expect(parseEnv({ HTTP_COMPRESSION: "" }).HTTP_COMPRESSION).toBe("1");
    expect(parseEnv({ HTTP_COMPRESSION: "0" }).HTTP_COMPRESSION).toBe("0");
    for (const bad of ["no", "false", "2"])
      expect(() => parseEnv({ HTTP_COMPRESSION: bad })).toThrow(/HTTP_COMPRESSION/);
  });
});
