/**
 * The way-document commands as a user meets them (issue 52 part 1): `way-document W`
 * prints a document that `--way-file` reads back as the same way, `check-way` checks one,
 * and a bad document is refused with exit 2 and the field named.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { paigowInProcess } from "@/tests/support/cli";

const root = path.resolve(import.meta.dirname, "../..");
const scratch = mkdtempSync(path.join(tmpdir(), "paigow-way-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs a shell line in the repository (for `<(...)`), `paigow` standing for the CLI. */
function sh(line: string, input?: string) {
  const run = spawnSync("bash", ["-c", line.replaceAll("paigow ", "node bin/run.mjs ")], {
    cwd: root,
    input,
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

const HANDS = [
  ...new Set(
    readFileSync(path.join(root, "tests/fixtures/casino-ways.tsv"), "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((l) => l.split("\t")[0]),
  ),
].join("\n");

/** `paigow ARGS`'s output, run in this process (tests/support/cli.ts): no pipe or file read. */
const out = async (args: string[]) => (await paigowInProcess(args)).out;

// One way end to end through the pipe: every published way's document is that way in
// lib/engine/ways/documents.test.ts (parsed and installed, it is the published way's id, and
// sets 200,000 hands and the fixture hands as the coded way).
const WAYS = ["trump-plaza"];

describe("paigow way documents", () => {
  it.each(WAYS)(
    "house-way --way-file <(way-document %s) sets the fixture hands as --way",
    (way) => {
      const byName = sh(`paigow house-way --way ${way}`, HANDS);
      const byFile = sh(`paigow house-way --way-file <(paigow way-document ${way})`, HANDS);
      expect(byName.code).toBe(0);
      expect(byFile.err).toBe("");
      expect(byFile.out.split("\n")).toHaveLength(506);
      expect(byFile.out).toBe(byName.out);
    },
  );

  it("ev --way-file gives the published way's figures for its document, a custom way's for a changed one", async () => {
    const hand = "7s 7h 7d 2c 2h As Kd";
    const byName = sh(`paigow ev ${hand} --way foxwoods --variant ez --json`);
    const byFile = sh(
      `paigow ev ${hand} --way-file <(paigow way-document foxwoods) --variant ez --json`,
    );
    expect(byFile.out).toBe(byName.out);
    const doc = JSON.parse(await out(["way-document", "foxwoods"]));
    doc.rules["full-house"].aceKingInFront = { pairAtMost: "2" };
    const file = path.join(scratch, "custom.json");
    writeFileSync(file, JSON.stringify(doc));
    const custom = JSON.parse(sh(`paigow ev ${hand} --way-file ${file} --variant ez --json`).out);
    expect(custom.way).toMatch(/^custom-[0-9a-f]{16}$/);
    // The custom way puts ace-king in front; Foxwoods the twos.
    expect(custom.splits[custom.houseWay].front).toEqual(["As", "Kd"]);
    const published = JSON.parse(byName.out);
    expect(published.splits[published.houseWay].front).toEqual(["2h", "2c"]);
    expect((await out(["way-document", "foxwoods", "--hash"])).trim()).toMatch(/^[0-9a-f]{16}$/);
  });

  it("exact-edge --way-file --summary reads the published way's summary", () => {
    const byName = sh("paigow exact-edge --way claridge --variant cf --summary");
    const byFile = sh(
      "paigow exact-edge --way-file <(paigow way-document claridge) --variant cf --summary",
    );
    expect(byName.code).toBe(0);
    expect(byFile.out).toBe(byName.out);
  });

  it("check-way: exit 0 with the count for a published way, 1 with fouling hands in words", async () => {
    const ok = sh("paigow check-way --quiet --stride 100 <(paigow way-document ballys-ac)");
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(
      /^ok\tballys-ac\t\d+ suit classes \(\d+ hands, one rank multiset in 100\): every hand set, none fouled\n$/,
    );
    const doc = JSON.parse(await out(["way-document", "ballys-ac"]));
    doc.rules["no-pair"].positions = [1, 2];
    const file = path.join(scratch, "fouls.json");
    writeFileSync(file, JSON.stringify(doc));
    const bad = sh(`paigow check-way --quiet --stride 100 ${file}`);
    expect(bad.code).toBe(1);
    const lines = bad.out.trim().split("\n");
    expect(lines[0]).toMatch(
      /^fails\tcustom-[0-9a-f]{16}\t.*: [1-9]\d* classes \(\d+ hands\) foul, 0 cannot be set$/,
    );
    expect(lines[1]).toMatch(
      /: .* \| .* = high:[2-9TJQKA]{5} \| high:[2-9TJQKA]{2} by no-pair: the front beats the back$/,
    );
  });

  it("refuses a bad document, a seed way document and --way with --way-file (exit 2, the field named)", async () => {
    const file = path.join(scratch, "bad.json");
    const doc = JSON.parse(await out(["way-document", "claridge"]));
    doc.rules.trips.option = "split-trips";
    writeFileSync(file, JSON.stringify(doc));
    for (const line of [`paigow check-way ${file}`, `paigow house-way --way-file ${file}`]) {
      const r = sh(line, "");
      expect([line, r.code]).toEqual([line, 2]);
      expect(r.err).toMatch(/rules\.trips\.option: unknown option \(one of two-highest-singles\)/);
    }
    writeFileSync(file, "x".repeat(1 << 20));
    expect(sh(`paigow check-way ${file}`).err).toMatch(/1048576 bytes, more than the 65536/);
    expect((await paigowInProcess(["way-document", "seed"])).code).toBe(2);
    expect((await paigowInProcess(["way-document", "mgm"])).err).toMatch(
      /unknown published way "mgm" \(one of .*foxwoods, mgm-grand, british-columbia, dealer-school\)/,
    );
    const both = sh(`paigow house-way --way foxwoods --way-file ${file}`, "");
    expect([both.code, both.err]).toEqual([2, "paigow: give --way or --way-file, not both\n"]);
  });
});
