/**
 * The `paigow` CLI as a user meets it: every command's flags and exit codes (0 done, 2 bad
 * input with one line naming it, never a stack trace). Runs bin/run.mjs in a child process; the
 * slow whole-deck commands are only checked for refusing bad flags before any work starts.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const scratch = mkdtempSync(path.join(tmpdir(), "paigow-cli-"));
const DATABASE_PATH = path.join(scratch, "cli.db");

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function paigow(args: string[], input?: string) {
  const run = spawnSync(process.execPath, ["bin/run.mjs", ...args], {
    cwd: root,
    input,
    encoding: "utf8",
    // Its own scratch SQLite file even under `npm run test:pg`: DATABASE_URL would point the
    // user command at the shared cluster database, where an earlier run's user remains.
    env: { ...process.env, DATABASE_PATH, DATABASE_URL: "", SESSION_SECRET: "x".repeat(40) },
    timeout: 120_000,
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** Bad input: exit 2 and one line on stderr that says what was wrong. */
function expectRefused(args: string[], says: RegExp | string) {
  const { code, out, err } = paigow(args);
  expect({ args, code }).toEqual({ args, code: 2 });
  expect(out).toBe("");
  expect(err.trim().split("\n")).toHaveLength(1);
  expect(err).toMatch(says);
}

describe("paigow", () => {
  it("lists its commands and refuses an unknown one", () => {
    const help = paigow(["help"]);
    expect(help.code).toBe(0);
    for (const name of ["eval", "splits", "house-way", "ev", "simulate", "deal", "counts"]) {
      expect(help.out).toContain(`  ${name}`);
    }
    expect(paigow([]).code).toBe(0);
    expectRefused(["frobnicate"], /unknown command "frobnicate"/);
  });

  it("eval: a value for 5 or 7 cards; a bad card is named", () => {
    const five = paigow(["eval", "As", "Kd", "JK", "7c", "6c"]);
    expect(five.code).toBe(0);
    expect(
      paigow(["eval", "As", "Kd", "JK", "7c", "6c", "5c", "4c"]).out.trim().split("\n").at(-1),
    ).toMatch(/straight-flush/);
    expectRefused(["eval", "As", "Kd", "Zz", "7c", "6c"], /Zz/);
    expectRefused(["eval", "As", "Kd"], /./);
  });

  it("splits: the 21 ways; a short hand is refused", () => {
    const run = paigow(["splits", "As", "Kd", "JK", "7c", "6c", "5c", "4c"]);
    expect(run.code).toBe(0);
    expect(run.out.trim().split("\n").length).toBeGreaterThanOrEqual(21);
    expectRefused(["splits", "As", "Kd", "JK"], /./);
  });

  it("house-way: one line per hand, bad lines reported in the stream", () => {
    const run = paigow(["house-way"], "As Kd JK 7c 6c 5c 4c\nnot a hand\n");
    expect(run.code).toBe(0);
    const lines = run.out.trim().split("\n");
    expect(lines[0]).toMatch(/^As Kd JK 7c 6c 5c 4c\t/);
    expect(run.out + run.err).toMatch(/ERROR: line 2: /);
  });

  it("deal: seeded hands are repeatable; counts must be integers", () => {
    const a = paigow(["deal", "--hands", "3", "--seed", "7"]);
    expect(a.code).toBe(0);
    expect(a.out.trim().split("\n")).toHaveLength(3);
    expect(paigow(["deal", "--hands=3", "--seed=7"]).out).toBe(a.out);
    expectRefused(["deal", "--hands", "x"], /--hands must be an integer/);
    expectRefused(["deal", "--hands", "0"], /--hands/);
    expectRefused(["deal", "--seed", "-1"], /--seed/);
    expectRefused(["deal", "--colour", "red"], /unknown option "--colour"/);
    expectRefused(["deal", "--hands"], /needs a value/);
  });

  it("ev: the table or JSON; every flag checked", () => {
    const json = paigow(["ev", "6c", "7d", "8h", "9s", "Tc", "Ah", "Ad", "--json"]);
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.out) as { splits: unknown[]; commission: number };
    expect(parsed.splits).toHaveLength(21);
    expect(parsed.commission).toBe(0.05);
    const table = paigow(["ev", "6c", "7d", "8h", "9s", "Tc", "Ah", "Ad", "--commission", "0"]);
    expect(table.code).toBe(0);
    expect(table.out).toMatch(/commission: 0\b/);
    expect(table.out).toMatch(/HW/);
    expectRefused(["ev"], /usage: paigow ev HAND/);
    expectRefused(["ev", "6c", "7d", "8h"], /./);
    expectRefused(
      ["ev", "6c", "7d", "8h", "9s", "Tc", "Ah", "Ad", "--commission", "abc"],
      /--commission/,
    );
    expectRefused(["ev", "6c", "7d", "8h", "9s", "Tc", "Ah", "Ad", "--as", "dealer"], /--as/);
    expectRefused(
      ["ev", "6c", "7d", "8h", "9s", "Tc", "Ah", "Ad", "--bank-commission", "0.01"],
      /--bank-commission needs --as banker/,
    );
  });

  it("ev --workers is for --brute only, and must be a positive integer", () => {
    const hand = ["6c", "7d", "8h", "9s", "Tc", "Ah", "Ad"];
    expectRefused(["ev", ...hand, "--workers", "2"], /--workers needs --brute/);
    expectRefused(
      ["ev", ...hand, "--brute", "--workers", "0"],
      /--workers must be an integer >= 1/,
    );
    expectRefused(["ev", ...hand, "--brute", "--workers", "two"], /--workers/);
  });

  it("simulate: plays seeded rounds; --commission is checked and refused with exit 2", () => {
    const run = paigow(["simulate", "--hands", "2000", "--seed", "3", "--workers", "1"]);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/edge/i);
    const free = paigow([
      "simulate",
      "--hands",
      "2000",
      "--seed",
      "3",
      "--workers",
      "1",
      "--commission",
      "0",
    ]);
    expect(free.code).toBe(0);
    expect(free.out).not.toBe(run.out);
    for (const bad of ["abc", "1.5", "-0.1", "1"]) {
      expectRefused(["simulate", "--hands", "10", "--commission", bad], /--commission/);
    }
    expectRefused(["simulate", "--strategy", "psychic"], /--strategy/);
    expectRefused(["simulate", "--hands", "0"], /--hands/);
    expectRefused(["simulate", "--workers", "0"], /--workers/);
    const help =
      paigow(["help"])
        .out.split("\n")
        .find((line) => line.includes("simulate")) ?? "";
    expect(help).toContain("--commission");
  });

  it("takes a casino rule set: --way and --variant, checked by name", () => {
    const hw = paigow(["house-way", "--way", "foxwoods"], "Ks Kh As Qd Jc Th 2c\n");
    expect(hw.code).toBe(0);
    expect(hw.out).toBe("Ks Kh As Qd Jc Th 2c\tstraight:ace-in-front\tpair:KJT2 | high:AQ\n");
    const ev = paigow([
      "ev",
      "8h 8c Jh Qc Kh Ah Ac",
      "--way",
      "trump-plaza",
      "--variant",
      "cf",
      "--json",
    ]);
    expect(ev.code).toBe(0);
    const json = JSON.parse(ev.out) as { way: string; variant: string; commission: number };
    expect([json.way, json.variant, json.commission]).toEqual(["trump-plaza", "cf", 0]);
    expectRefused(["house-way", "--way", "atlantis"], /unknown house way "atlantis"/);
    expectRefused(["ev", "8h 8c Jh Qc Kh Ah Ac", "--variant", "free"], /unknown variant "free"/);
    expectRefused(
      ["ev", "8h 8c Jh Qc Kh Ah Ac", "--variant", "ez", "--as", "banker"],
      /standard variant/,
    );
    expectRefused(["simulate", "--role", "banker", "--way", "claridge"], /standard game only/);
    expectRefused(["exact-edge", "--way", "claridge", "--variant", "ez"], /--summary or --lookup/);
  });

  it("verify-ev and bench-ev refuse bad counts before any work", () => {
    expectRefused(["verify-ev", "--hands", "0"], /--hands/);
    expectRefused(["verify-ev", "--as", "dealer"], /--as/);
    expectRefused(["verify-ev", "--seed", "x"], /--seed/);
    expectRefused(["bench-ev", "--hands", "-3"], /--hands/);
    expectRefused(["bench-ev", "--seed", "1.5"], /--seed/);
  });

  it("whole-deck commands refuse bad --workers before any work", () => {
    for (const command of ["counts", "verify-house-way"]) {
      expectRefused([command, "--workers", "0"], /--workers/);
      expectRefused([command, "--workers", "many"], /--workers/);
      expectRefused([command, "--hands", "5"], /unknown option "--hands"/);
    }
  });

  it("user: creates an account, refuses a second with the same name, checks roles", () => {
    const made = paigow([
      "user",
      "create",
      "--username",
      "cli-admin",
      "--password",
      "a long enough passphrase",
      "--role",
      "admin",
    ]);
    expect(made.code).toBe(0);
    expectRefused(
      ["user", "create", "--username", "cli-admin", "--password", "a long enough passphrase"],
      /username already taken/,
    );
    expectRefused(
      ["user", "create", "--password", "a long enough passphrase"],
      /--username is required/,
    );
    expectRefused(
      ["user", "create", "--username", "cli-x", "--role", "king"],
      /--role must be one of/,
    );
    expectRefused(
      ["user", "set-role", "--username", "nobody-here", "--role", "teacher"],
      /no user "nobody-here"/,
    );
    expect(paigow(["user", "set-role", "--username", "cli-admin", "--role", "teacher"]).code).toBe(
      0,
    );
  });

  it("demo-seed refuses a bad seed", () => {
    expectRefused(["demo-seed", "--seed", "x"], /--seed/);
  });
});

describe("paigow demo-seed beside a running server", () => {
  it("waits for the store's write lock instead of failing with 'database is locked'", async () => {
    // The store exists (the user commands above made it); another connection (a server) holds
    // the write lock for 8 s from the seed's start, longer than the seed takes to reach its write.
    const { default: Database } = await import("better-sqlite3");
    const holder = new Database(DATABASE_PATH);
    holder.exec("BEGIN IMMEDIATE");
    const { spawn } = await import("node:child_process");
    const child = spawn(process.execPath, ["bin/run.mjs", "demo-seed"], {
      cwd: root,
      env: { ...process.env, DATABASE_PATH, DATABASE_URL: "", SESSION_SECRET: "x".repeat(40) },
    });
    let err = "";
    child.stderr.on("data", (chunk) => {
      err += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    const early = await Promise.race([
      exited,
      new Promise<"held">((resolve) => setTimeout(() => resolve("held"), 8_000)),
    ]);
    holder.exec("COMMIT");
    holder.close();
    expect({ early, err: early === "held" ? "" : err }).toEqual({ early: "held", err: "" });
    expect(await exited).toBe(0);
  }, 60_000);
});
