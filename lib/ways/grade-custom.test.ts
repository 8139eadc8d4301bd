/**
 * Practice under a learner's own way (issue 52 part 3): once chosen, the drill deals under
 * `custom-HASH/variant` and grades every split exactly as `paigow ev HAND --way-file FILE
 * --variant V --json` counts it against that way's dealer (2 seeded hands, EZ game).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { attempts } from "@/db/schema";
import { insertUser } from "@/lib/db/auth";
import type { Db } from "@/lib/db/client";
import { insertLearner, setLearnerRuleSetKey } from "@/lib/db/learners";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import {
  type Card,
  createRng,
  exactEv,
  formatCard,
  formatHand,
  houseWay,
  installWayDocument,
  type WayDocument,
  wayDocument,
} from "@/lib/engine";
import { dealHand } from "@/lib/practice/deal";
import { submitAnswer } from "@/lib/practice/submit";
import type { GradeView } from "@/lib/practice/views";
import { checksIdle } from "./checks";
import { chooseOwnWay, saveWay, wayState } from "./service";

const NOW = 1_760_000_000_000;
const LEARNER = "22222222-2222-4222-8222-222222222222";
const root = path.resolve(import.meta.dirname, "..", "..");
let store: TestStore;
let db: Db;
let dir: string;

beforeEach(async () => {
  store = await openTestStore();
  db = store.db as Db;
  dir = mkdtempSync(path.join(os.tmpdir(), "paigow-way-"));
  await insertLearner(db, LEARNER, NOW);
  await insertUser(db, {
    id: "ann",
    username: "ann",
    email: null,
    passwordHash: "x",
    role: "student",
    learnerId: LEARNER,
    createdAt: NOW,
  });
});
afterEach(async () => {
  await checksIdle();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

interface CliSplit {
  front: string[];
  win: number;
  push: number;
  loss: number;
  ev: number;
}

/** `paigow ev HAND --way-file FILE --variant V --json`, in a child process. */
function cliEv(hand: string, file: string, variant: string): Promise<{ splits: CliSplit[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["bin/run.mjs", "ev", hand, "--way-file", file, "--variant", variant, "--json"],
      { cwd: root },
    );
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`exit ${code}: ${err}`)),
    );
  });
}

const byFront = (g: GradeView) =>
  new Map(
    g.splits.map((s) => [
      s.frontIndex
        .map((i) => formatCard(g.hand[i] as Card))
        .sort()
        .join(" "),
      { win: s.win, push: s.push, loss: s.loss, ev: s.ev },
    ]),
  );

describe("practice graded against a learner's own way", () => {
  it("grades each split as `paigow ev --way-file` does under that way", async () => {
    // Foxwoods, but two pairs of jacks or better stay together with a single ace.
    const doc: WayDocument = structuredClone(wayDocument("foxwoods"));
    doc.rules["two-pair"].cases = doc.rules["two-pair"].cases.map((c) =>
      c.high === "J-A" ? { ...c, keep: { singleAtLeast: "A" } } : c,
    );
    const saved = await saveWay(db, "ann", { document: JSON.stringify(doc), name: "Mine" }, NOW);
    if (saved.status !== "checking") throw new Error("not stored");
    await checksIdle();
    expect(await wayState(db, "ann", saved.id)).toEqual({ status: "valid" });
    const rs = await chooseOwnWay(db, "ann", LEARNER, saved.id, "ez");
    const file = path.join(dir, "way.json");
    writeFileSync(file, JSON.stringify(doc));

    const grades: GradeView[] = [];
    for (const seed of [3, 4]) {
      const out = await dealHand(db, LEARNER, { drill: "any" }, { rng: createRng(seed), now: NOW });
      if (out.status !== "dealt") throw new Error("no deal");
      expect(out.deal.ruleSet).toEqual(rs);
      const front = houseWay(out.deal.hand, rs.way).front;
      grades.push(
        await submitAnswer(db, LEARNER, { dealId: out.deal.dealId, front }, { now: NOW + 5000 }),
      );
    }
    const cli = await Promise.all(grades.map((g) => cliEv(formatHand(g.hand), file, "ez")));
    for (const [n, g] of grades.entries()) {
      expect(g.ruleSet).toEqual(rs);
      const mine = byFront(g);
      for (const s of cli[n]?.splits ?? [])
        expect(mine.get([...s.front].sort().join(" "))).toEqual({
          win: s.win,
          push: s.push,
          loss: s.loss,
          ev: s.ev,
        });
    }
    // Graded against this way, not Foxwoods' (the dealer keeps high two pairs with an ace).
    const fox = exactEv((grades[0] as GradeView).hand, {
      ruleSet: { way: "foxwoods", variant: "ez" },
    });
    expect(fox.splits.map((s) => s.ev)).not.toEqual(grades[0]?.splits.map((s) => s.ev));
    const rows = await db.select({ ruleSet: attempts.ruleSet }).from(attempts);
    expect(rows.map((r) => r.ruleSet)).toEqual(Array(2).fill(`${saved.id}/ez`));
  }, 180_000);

  it("says the traps drill has no traps for one's own way (no exact run), never another casino's", async () => {
    const doc: WayDocument = structuredClone(wayDocument("foxwoods"));
    doc.rules["no-pair"] = { option: "singles-in-front", positions: [2, 4] };
    const way = installWayDocument(doc);
    await setLearnerRuleSetKey(db, LEARNER, `${way}/standard`);
    await expect(
      dealHand(db, LEARNER, { drill: "traps" }, { rng: createRng(1), now: NOW }),
    ).rejects.toMatchObject({ code: "no-traps" });
  });
});
