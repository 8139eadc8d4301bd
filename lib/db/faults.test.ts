import { afterEach, describe, expect, it, vi } from "vitest";
import { meta } from "@/db/schema/sqlite";
import { openDb, StoreBusyError } from "./client";
import { logBackgroundFailure, reportStoreFault, resetStoreFaultLog, storeFaultOf } from "./faults";
import { sqliteClient } from "./store";

afterEach(() => resetStoreFaultLog());

/** An error as a driver throws it: a message and a code. */
const coded = (code: string, message = code) => Object.assign(new Error(message), { code });

describe("store faults (issue 56, item 12)", () => {
  it("names a real write refused by a store that takes none as a disk fault", async () => {
    const db = openDb(":memory:");
    // The injected fault: SQLite refuses every write, as on a read-only or full disk.
    sqliteClient(db).pragma("query_only = 1");
    let thrown: unknown;
    try {
      await db.insert(meta).values({ key: "probe", value: "x" });
    } catch (error) {
      thrown = error;
    }
    sqliteClient(db).close();
    expect(thrown).toBeInstanceOf(Error);
    expect(storeFaultOf(thrown)).toBe("disk");
  });

  it("tells the kinds apart, through wrapping errors, and leaves other errors alone", () => {
    expect(storeFaultOf(new StoreBusyError(coded("SQLITE_BUSY")))).toBe("locked");
    expect(storeFaultOf(coded("SQLITE_FULL"))).toBe("disk");
    expect(storeFaultOf(new Error("insert failed", { cause: coded("SQLITE_IOERR_WRITE") }))).toBe(
      "disk",
    );
    expect(storeFaultOf(coded("53100"))).toBe("disk"); // PostgreSQL: disk full
    expect(storeFaultOf(coded("ECONNREFUSED"))).toBe("down");
    expect(storeFaultOf(coded("57P01"))).toBe("down"); // PostgreSQL: admin shutdown
    expect(storeFaultOf(new Error("Connection terminated unexpectedly"))).toBe("down");
    expect(storeFaultOf(coded("SQLITE_CONSTRAINT_UNIQUE"))).toBeNull();
    expect(storeFaultOf(coded("23505"))).toBeNull();
    expect(storeFaultOf(new TypeError("x is undefined"))).toBeNull();
    expect(storeFaultOf("not an error")).toBeNull();
  });

  it("logs one line per kind a minute, then says how many it kept quiet", () => {
    const lines: string[] = [];
    const write = (line: string) => lines.push(line);
    const t0 = 1_000_000;
    for (let i = 0; i < 457; i++)
      reportStoreFault("disk", coded("SQLITE_FULL"), t0 + i * 10, write);
    reportStoreFault("down", coded("ECONNREFUSED"), t0 + 100, write);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^store fault \(disk\): SQLITE_FULL/);
    expect(lines[0]).not.toMatch(/\n| {4}at /); // no stack
    expect(lines[1]).toMatch(/^store fault \(down\)/);
    reportStoreFault("disk", coded("SQLITE_FULL"), t0 + 60_000, write);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/456 more since the last line/);
  });

  it("a background job's store fault is one line a minute with no stack, as the edges' (the e2e's locked-store probe)", () => {
    const printed: unknown[][] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args) => {
      printed.push(args);
    });
    try {
      const busy = coded("SQLITE_BUSY", "database is locked");
      logBackgroundFailure("table clock: sweep failed", busy);
      logBackgroundFailure("table clock: sweep failed", busy);
      // The edge's own line is then kept quiet too: one line for the whole fault.
      expect(reportStoreFault("locked", busy)).toBe(false);
      expect(printed).toEqual([
        [
          "store fault (locked): SQLITE_BUSY: database is locked; table clock: sweep failed; tried again later",
        ],
      ]);
      // Not a store fault: the error itself, stack and all, for a person to read.
      const bug = new TypeError("x is undefined");
      logBackgroundFailure("table clock: sweep failed", bug);
      expect(printed[1]).toEqual(["table clock: sweep failed", bug]);
    } finally {
      spy.mockRestore();
    }
  });
});
