/**
 * The `paigow` CLI as a user meets it: every command's flags and exit codes (0 done, 2 bad
 * input with one line naming it, never a stack trace); the slow whole-deck commands are only
 * checked for refusing bad flags before any work starts. Most command lines run in this
 * process (tests/support/cli.ts: `main` of bin/cli.ts, its output captured, its error ended by
 * cli-support's `failure` as `fail` ends it); the process wiring (bin/run.mjs's bundle, `fail`'s exit codes,
 * stdin, worker threads, the store) runs in child processes, one for each of those checks
 * (a child process costs about 0.5 s of CPU before the command starts).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type CliRun, paigowInProcess } from "@/tests/support/cli";

const root = path.resolve(import.meta.dirname, "..");
const scratch = mkdtempSync(path.join(tmpdir(), "paigow-cli-"));
const DATABASE_PATH = path.join(scratch, "cli.db");

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Run = CliRun;

/** `paigow ARGS` in a child process (bin/run.mjs), `input` on its stdin. */
function spawned(args: string[], input?: string): Run {
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

/** `paigow ARGS` in this process (tests/support/cli.ts). */
const paigow = paigowInProcess;

/** Bad input: exit 2 and one line on stderr that says what was wrong, nothing on stdout. */
function expectRefusal({ code, out, err }: Run, args: string[], says: RegExp | string) {
  expect({ args, code }).toEqual({ args, code: 2 });
  expect(out).toBe("");
  expect(err.trim().split("\n")).toHaveLength(1);
  expect(err).toMatch(says);
}

async function expectRefused(args: string[], says: RegExp | string) {
  expectRefusal(await paigow(args), args, says);
}

describe("paigow", () => {
  it("lists its commands and refuses an unknown one, as a process: exit 0, exit 2 and one line", async () => {
    const help = spawned(["help"]);
    expect(help.code).toBe(0);
    for (const name of ["eval", "splits", "house-way", "ev", "simulate", "deal", "counts"]) {
      expect(help.out).toContain(`  ${name}`);
    }
    expect(await paigow(["help"])).toEqual({ code: 0, out: help.out, err: "" });
    expect((await paigow([])).out).toBe(help.out);
    // The refusal through bin/run.mjs and `fail`: the in-process refusals below end as it does.
    const unknown = spawned(["frobnicate"]);
    expectRefusal(unknown, ["frobnicate"], /unknown command "frobnicate"/);
    expect(await paigow(["frobnicate"])).toEqual(unknown);
  });

  it("eval: a value for 5 or 7 cards; a bad card is named", async () => {
    const five = await paigow(["eval", "As", "Kd", "JK", "7c", "6c"]);
    expect(five.code).toBe(0);
    expect(
      (await paigow(["eval", "As", "Kd", "JK", "7c", "6c", "5c", "4c"])).out
        .trim()
        .split("\n")
        .at(-1),
    ).toMatch(/straight-flush/);
    await expectRefused(["eval", "As", "Kd", "Zz", "7c", "6c"], /Zz/);
    await expectRefused(["eval", "As", "Kd"], /./);
  });

  it("splits: the 21 ways; a short hand is refused", async () => {
    const run = await paigow(["splits", "As", "Kd", "JK", "7c", "6c", "5c", "4c"]);
    expect(run.code).toBe(0);
    expect(run.out.trim().split("\n").length).toBeGreaterThanOrEqual(21);
    await expectRefused(["splits", "As", "Kd", "JK"], /./);
  });

  it("house-way: one line per hand from stdin, bad lines reported in the stream", () => {
    const run = spawned(["house-way"], "As Kd JK 7c 6c 5c 4c\nnot a hand\n");
    expect(run.code).toBe(0);
    const lines = run.out.trim().split("\n");
    expect(lines[0]).toMatch(/^As Kd JK 7c 6c 5c 4c\t/);
    expect(run.out + run.err).toMatch(/ERROR: line 2: /);
  });

  it("deal: seeded hands are repeatable; counts must be integers", async () => {
    const a = await paigow(["deal", "--hands", "3", "--seed", "7"]);
    expect(a.code).toBe(0);
    expect(a.out.trim().split("\n")).toHaveLength(3);
    expect((await paigow(["deal", "--hands=3", "--seed=7"])).out).toBe(a.out);
    await expectRefused(["deal", "--hands", "x"], /--hands must be an integer/);
    await expectRefused(["deal", "--hands", "0"], /--hands/);
    await expectRefused(["deal", "--seed", "-1"], /--seed/);
    await expectRefused(["deal", "--colour", "red"], /unknown option "--colour"/);
    await expectRefused(["deal", "--hands"], /needs a value/);
  });

  it("ev: the table or JSON; every flag checked", async () => {
    const json = await paigow(["ev", "6c", "7d", "8h", "9s", "Tc", "Ah", "Ad", "--json"]);
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.out) as { splits: unknown[]; commission: number };
    expect(parsed.splits).toHaveLength(21);
    expect(parsed.commission).toBe(0.05);
    const table = await paigow([
      "ev",
      "6c",
      "7d",
      "8h",
      "9s",
      "Tc",
      "Ah",
      "Ad",
      "--commission",
      "0",
    ]);
    expect(table.code).toBe(0);
    expect(table.out).toMatch(/commission: 0\b/);
    expect(table.out).toMatch(/HW/);
    await expectRefused(["ev"], /usage: paigow ev HAND/);
    await expectRefused(["ev", "6c", "7d", "8h"], /./);
    await expectRefused(
      ["ev", "6c", "7d", "8h", "9s", "Tc", "Ah", "Ad", "--commission", "abc"],
      /--commission/,
    );
    await expectRefused(["ev", "6c", "7d", "8h", "9s", "Tc", "Ah", "Ad", "--as", "dealer"], /--as/);
    await expectRefused(
      ["ev", "6c", "7d", "8h", "9s", "Tc", "Ah", "Ad", "--bank-commission", "0.01"],
      /--bank-commission needs --as banker/,
    );
  });

  it("ev --workers is for --brute only, and must be a positive integer", async () => {
    const hand = ["6c", "7d", "8h", "9s", "Tc", "Ah", "Ad"];
    await expectRefused(["ev", ...hand, "--workers", "2"], /--workers needs --brute/);
    await expectRefused(
      ["ev", ...hand, "--brute", "--workers", "0"],
      /--workers must be an integer >= 1/,
    );
    await expectRefused(["ev", ...hand, "--brute", "--workers", "two"], /--workers/);
  });

  it("simulate: plays seeded rounds on a worker thread; --commission is checked and refused with exit 2", async () => {
    const run = spawned(["simulate", "--hands", "2000", "--seed", "3", "--workers", "1"]);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/edge/i);
    const free = spawned([
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
      await expectRefused(["simulate", "--hands", "10", "--commission", bad], /--commission/);
    }
    await expectRefused(["simulate", "--strategy", "psychic"], /--strategy/);
    await expectRefused(["simulate", "--hands", "0"], /--hands/);
    await expectRefused(["simulate", "--workers", "0"], /--workers/);
    const help =
      (await paigow(["help"])).out.split("\n").find((line) => line.includes("simulate")) ?? "";
    expect(help).toContain("--commission");
  });

  it("takes a casino rule set: --way and --variant, checked by name", async () => {
    const hw = spawned(["house-way", "--way", "foxwoods"], "Ks Kh As Qd Jc Th 2c\n");
    expect(hw.code).toBe(0);
    expect(hw.out).toBe("Ks Kh As Qd Jc Th 2c\tstraight:ace-in-front\tpair:KJT2 | high:AQ\n");
    const ev = await paigow([
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
    await expectRefused(["house-way", "--way", "atlantis"], /unknown house way "atlantis"/);
    await expectRefused(
      ["ev", "8h 8c Jh Qc Kh Ah Ac", "--variant", "free"],
      /unknown variant "free"/,
    );
    await expectRefused(
      ["ev", "8h 8c Jh Qc Kh Ah Ac", "--variant", "ez", "--as", "banker"],
      /standard variant/,
    );
    await expectRefused(
      ["simulate", "--role", "banker", "--way", "claridge"],
      /standard game only/,
    );
    await expectRefused(
      ["exact-edge", "--way", "claridge", "--variant", "ez"],
      /--summary or --lookup/,
    );
  });

  it("verify-ev and bench-ev refuse bad counts before any work", async () => {
    await expectRefused(["verify-ev", "--hands", "0"], /--hands/);
    await expectRefused(["verify-ev", "--as", "dealer"], /--as/);
    await expectRefused(["verify-ev", "--seed", "x"], /--seed/);
    await expectRefused(["bench-ev", "--hands", "-3"], /--hands/);
    await expectRefused(["bench-ev", "--seed", "1.5"], /--seed/);
  });

  it("whole-deck commands refuse bad --workers before any work", async () => {
    for (const command of ["counts", "verify-house-way"]) {
      await expectRefused([command, "--workers", "0"], /--workers/);
      await expectRefused([command, "--workers", "many"], /--workers/);
      await expectRefused([command, "--hands", "5"], /unknown option "--hands"/);
    }
  });

  it("user: creates an account in the store, refuses a second with the same name, checks roles", async () => {
    const made = spawned([
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
    const again = [
      "user",
      "create",
      "--username",
      "cli-admin",
      "--password",
      "a long enough passphrase",
    ];
    expectRefusal(spawned(again), again, /username already taken/);
    await expectRefused(
      ["user", "create", "--password", "a long enough passphrase"],
      /--username is required/,
    );
    await expectRefused(
      ["user", "create", "--username", "cli-x", "--role", "king"],
      /--role must be one of/,
    );
    const nobody = ["user", "set-role", "--username", "nobody-here", "--role", "teacher"];
    expectRefusal(spawned(nobody), nobody, /no user "nobody-here"/);
    expect(spawned(["user", "set-role", "--username", "cli-admin", "--role", "teacher"]).code).toBe(
      0,
    );
  });

  it("demo-seed refuses a bad seed", async () => {
    await expectRefused(["demo-seed", "--seed", "x"], /--seed/);
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
