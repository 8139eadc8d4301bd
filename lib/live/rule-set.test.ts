/**
 * A live table's casino rule set (RULES.md 12, issue 31): a public table plays its config's; a
 * class table takes its class's casino when it is opened, writes it on its row and plays every
 * round by it: the bank's hand by that way, the money by that variant, no learner bank in a
 * commission-free game; the lobby and the table's view name it.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { liveTables, roundSeats, rounds } from "@/db/schema";
import { insertClass, insertMember } from "@/lib/db/classes";
import type { Queryable } from "@/lib/db/store";
import { ledgerMismatches } from "@/lib/db/table";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { formatHand, parseCards, parseHand } from "@/lib/engine/cards";
import { houseWay } from "@/lib/engine/house-way";
import { dealerPushes } from "@/lib/engine/rule-set";
import { settle } from "@/lib/engine/settle";
import { makeSplit } from "@/lib/engine/splits";
import { addUser } from "@/tests/support/db-fixtures";
import { viewLive } from "./access";
import { openForClass } from "./class-tables";
import { lobby } from "./lobby";
import { refusalCode as code, liveOpts as opts, T } from "./test-live";
import { runVerb } from "./verbs";

let store: TestStore;
let db: Queryable;
let teacherUser: string;
let teacher: string;
let ada: string;
let ben: string;
let adaUser: string;
let benUser: string;

async function classWith(ruleSet: string): Promise<string> {
  const id = randomUUID();
  await insertClass(db, {
    id,
    teacherId: teacherUser,
    name: `class ${ruleSet}`,
    joinCode: randomUUID().slice(0, 8).toUpperCase(),
    ruleSet,
    createdAt: T,
  });
  await insertMember(db, id, adaUser, T);
  await insertMember(db, id, benUser, T);
  return id;
}

/** Two students sit, bet and press House Way: one settled round; its row and seats. */
async function playOneRound(tableId: string) {
  await runVerb(db, ada, tableId, "sit", {}, opts(T));
  await runVerb(db, ben, tableId, "sit", {}, opts(T));
  await runVerb(db, ada, tableId, "bet", { main: 500 }, opts(T + 1));
  const dealt = await runVerb(db, ben, tableId, "bet", { main: 2500 }, opts(T + 2));
  expect(dealt.phase).toBe("setting");
  await runVerb(db, ada, tableId, "house-way", {}, opts(T + 3));
  const settled = await runVerb(db, ben, tableId, "house-way", {}, opts(T + 4));
  expect(settled.phase).toBe("settled");
  const [row] = await db.select().from(rounds).where(eq(rounds.instanceId, tableId));
  if (!row) throw new Error("no round");
  const seats = await db.select().from(roundSeats).where(eq(roundSeats.roundId, row.id));
  return { view: settled, row, seats };
}

beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
  const t = await addUser(db, "teacher", "teacher");
  teacherUser = t.id;
  teacher = t.learnerId as string;
  const a = await addUser(db, "ada");
  const b = await addUser(db, "ben");
  adaUser = a.id;
  benUser = b.id;
  ada = a.learnerId as string;
  ben = b.learnerId as string;
});
afterEach(async () => store.close());

describe("a live table's casino rule set", () => {
  it("a public table names its config's rule set", async () => {
    const listed = (await lobby(db, [], opts(T))).tables.find((t) => t.id === "live-test-fast");
    expect(listed?.ruleSet).toBe("seed/standard");
    expect((await viewLive(db, "live-test-fast", null, opts(T))).ruleSet).toBe("seed/standard");
    const [row] = await db.select().from(liveTables).where(eq(liveTables.id, "live-test-fast"));
    expect(row?.ruleSet).toBe("seed/standard");
  });

  it("a class table takes its class's commission-free casino: 1:1, the push hand, no learner bank", async () => {
    const classId = await classWith("seed/cf");
    const id = await openForClass(db, teacher, classId, "live-test-fast", opts(T));
    const [tableRow] = await db.select().from(liveTables).where(eq(liveTables.id, id));
    expect(tableRow?.ruleSet).toBe("seed/cf");
    expect((await lobby(db, [classId], opts(T))).tables.find((t) => t.id === id)?.ruleSet).toBe(
      "seed/cf",
    );
    // The config offers banking; the cf game does not (RULES.md 12.3).
    await runVerb(db, ada, id, "sit", {}, opts(T));
    expect(await code(runVerb(db, ada, id, "bank", {}, opts(T)))).toBe("no-banking");
    await runVerb(db, ada, id, "leave", {}, opts(T));

    const { view, row, seats } = await playOneRound(id);
    expect(view.ruleSet).toBe("seed/cf");
    expect(row).toMatchObject({ ruleSet: "seed/cf", commissionBp: 0 });
    const bank = seats.find((s) => s.seat === 0);
    const bankHand = parseHand(bank?.hand ?? "");
    const bankSet = houseWay(bankHand, "seed");
    expect(bank?.front).toBe(formatHand(bankSet.front));
    for (const seat of seats.filter((s) => s.seat !== 0)) {
      const hand = parseHand(seat.hand);
      const front = parseCards(seat.front ?? "", 2);
      const split = makeSplit(
        hand,
        hand.indexOf(front[0] as number),
        hand.indexOf(front[1] as number),
      );
      const expected = settle(split, { ...bankSet, foul: false }, "cf");
      expect(seat.outcome).toBe(expected);
      // Even money, no commission: +bet, 0 or -bet exactly.
      expect(seat.commission).toBe(0);
      expect(seat.net).toBe(expected === "win" ? seat.bet : expected === "push" ? 0 : -seat.bet);
    }
    expect(view.bank.pushesAll).toBe(dealerPushes("cf", bankSet.backValue, bankSet.frontValue));
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("a class table at Foxwoods: the bank and House Way seats are set by Foxwoods' way", async () => {
    const classId = await classWith("foxwoods/standard");
    const id = await openForClass(db, teacher, classId, "live-test-fast", opts(T));
    const { view, row, seats } = await playOneRound(id);
    expect(view.ruleSet).toBe("foxwoods/standard");
    expect(row).toMatchObject({ ruleSet: "foxwoods/standard", commissionBp: 500 });
    for (const seat of seats) {
      expect(seat.front).toBe(formatHand(houseWay(parseHand(seat.hand), "foxwoods").front));
    }
  });

  it("a class's casino changed later leaves the open table's rules and its rounds as they were", async () => {
    const classId = await classWith("seed/ez");
    const id = await openForClass(db, teacher, classId, "live-test-fast", opts(T));
    // Opened again while open: the same table, still EZ.
    expect(await openForClass(db, teacher, classId, "live-test-fast", opts(T + 1))).toBe(id);
    expect((await viewLive(db, id, ada, opts(T + 1))).ruleSet).toBe("seed/ez");
  });
});
