/**
 * Bots at a public live table through the one door (issue 55 item 1), on a fresh store per test
 * (SQLite here; PostgreSQL under npm run test:pg): the lobby and the views show them as bots
 * with names, nobody sees a bot's cards before the settle, their rounds are stored as house
 * seats with no wallet and the ledger stays exact.
 */

import { asc, eq, isNull } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { liveTables, roundSeats, wallets } from "@/db/schema";
import { storedRuleSet } from "@/lib/casino/choice";
import type { Queryable } from "@/lib/db/store";
import { ledgerMismatches } from "@/lib/db/table";
import { openTestStore } from "@/lib/db/test-store";
import { formatHand, houseWay, parseHand } from "@/lib/engine";
import { botName } from "@/lib/table/machine/bots";
import { viewLive } from "./access";
import { lobby, lobbyKey } from "./lobby";
import { loadState } from "./state";
import {
  classTableOf,
  liveOpts as opts,
  refusalCode as refusal,
  T,
  verbOn,
  withLearners,
} from "./test-live";
import { runVerb } from "./verbs";

/** A public table with bots (lib/table/tables.json live.bots 3): $5-$50. */
const TABLE = "live-usd-5-50";
let db: Queryable;
let anna: string;
let bert: string;

beforeEach(async () => {
  [db, anna, bert] = await withLearners(openTestStore(), "anna", "bert");
});

const verb = verbOn(() => db, TABLE);
const seatsOf = async (who: string | null, now: number) =>
  (await viewLive(db, TABLE, who, opts(now))).seats.map((s) => ({
    seat: s.seat,
    name: s.name,
    bot: s.bot ?? false,
  }));

describe("bots at a public live table", () => {
  it("fill two seats beside one person, shown as bots with names in the view and the lobby", async () => {
    expect((await seatsOf(null, T)).filter((s) => s.name !== null)).toEqual([]);
    await verb(anna, "sit", { seat: 3 }, T);
    const shown = (await seatsOf(null, T + 1)).filter((s) => s.name !== null);
    expect(shown).toEqual([
      { seat: 1, name: botName(1), bot: true },
      { seat: 2, name: botName(2), bot: true },
      { seat: 3, name: "anna", bot: false },
    ]);
    const listed = (await lobby(db, [], opts(T + 1))).tables.find((t) => t.id === TABLE);
    expect(listed?.seats.filter((s) => s.name !== null)).toEqual([
      { seat: 1, name: botName(1), bot: true },
      { seat: 2, name: botName(2), bot: true },
      { seat: 3, name: "anna" },
    ]);
  });

  it("play a round at the minimum, hidden until the settle, set by the house way, with no wallet", async () => {
    await verb(anna, "sit", { seat: 3 }, T);
    await verb(anna, "bet", { main: 1000 }, T + 1);
    const setting = await viewLive(db, TABLE, anna, opts(T + 2));
    expect(setting.phase).toBe("setting");
    const bots = setting.seats.filter((s) => s.bot);
    expect(bots.map((s) => [s.seat, s.bet, s.bonus, s.cards])).toEqual([
      [1, 500, 0, null],
      [2, 500, 0, null],
    ]);
    // A watcher sees no card of a bot's either.
    const watcher = await viewLive(db, TABLE, null, opts(T + 2));
    expect(watcher.seats.every((s) => s.cards === null)).toBe(true);
    await verb(anna, "house-way", {}, T + 3);
    const settled = await viewLive(db, TABLE, anna, opts(T + 4));
    expect(settled.phase).toBe("settled");
    const stored = await db
      .select()
      .from(roundSeats)
      .where(isNull(roundSeats.learnerId))
      .orderBy(asc(roundSeats.seat));
    // The bank (seat 0) and the two bots: house seats, set by the house way of the table's casino.
    expect(stored.map((s) => s.seat)).toEqual([0, 1, 2]);
    const way = storedRuleSet(settled.ruleSet).way;
    for (const row of stored.filter((s) => s.seat > 0)) {
      expect(row.front).toBe(formatHand([...houseWay(parseHand(row.hand), way).front]));
      expect(row.setBy).toBe("house-way");
      const seat = settled.seats.find((s) => s.seat === row.seat);
      expect(seat?.bot).toBe(true);
      expect(seat?.cards?.join(" ")).toBe(row.hand);
    }
    expect(await ledgerMismatches(db)).toEqual([]);
    expect((await db.select().from(wallets)).map((w) => w.learnerId)).toEqual([anna]);
  });

  it("a person takes a bot's seat at the round boundary, not during the bot's round", async () => {
    await verb(anna, "sit", { seat: 3 }, T);
    await verb(anna, "bet", { main: 500 }, T + 1);
    const before = await seatsOf(null, T + 2);
    expect(await refusal(verb(bert, "sit", { seat: 1 }, T + 2))).toBe("seat-taken");
    expect(await seatsOf(null, T + 2)).toEqual(before);
    await verb(anna, "house-way", {}, T + 3);
    // After the show, the bets: Bert sits in seat 1; one bot is left, in seat 2.
    const next = T + 3 + 6_000;
    await verb(bert, "sit", { seat: 1 }, next);
    expect((await seatsOf(null, next + 1)).filter((s) => s.name !== null)).toEqual([
      { seat: 1, name: "bert", bot: false },
      { seat: 2, name: botName(2), bot: true },
      { seat: 3, name: "anna", bot: false },
    ]);
  });

  it("stops when the last person leaves: no bot shown, no round dealt", async () => {
    await verb(anna, "sit", {}, T);
    await verb(anna, "leave", {}, T + 1);
    const view = await viewLive(db, TABLE, null, opts(T + 2));
    expect(view.phase).toBe("idle");
    expect(view.seats.some((s) => s.bot)).toBe(false);
    expect(await db.select().from(roundSeats)).toEqual([]);
    expect(
      (await db.select().from(wallets).where(eq(wallets.learnerId, anna)))[0]?.balance,
    ).toBeGreaterThan(0);
  });

  it("refuses the bots verb at a public table: its bots are its config's", async () => {
    await verb(anna, "sit", {}, T);
    const before = await db.select().from(liveTables);
    expect(await refusal(verb(anna, "bots", { on: false }, T + 1))).toBe("forbidden");
    expect(await db.select().from(liveTables)).toEqual(before);
  });
});

describe("bots at a class table", () => {
  it("are off until the teacher turns them on; only the teacher may", async () => {
    const { id, teacher: t, student: s } = await classTableOf(db, TABLE, "BOTSBOTS");
    const run = (
      who: string,
      name: "sit" | "bet" | "house-way" | "bots",
      input: object,
      now: number,
    ) => runVerb(db, who, id, name, input as never, opts(now));
    await run(s, "sit", {}, T);
    expect((await viewLive(db, id, s, opts(T + 1))).seats.some((x) => x.bot)).toBe(false);
    // A student's forged switch: refused, nothing stored.
    const before = await db.select().from(liveTables).where(eq(liveTables.id, id));
    expect(await refusal(run(s, "bots", { on: true }, T + 1))).toBe("forbidden");
    expect(await db.select().from(liveTables).where(eq(liveTables.id, id))).toEqual(before);
    const off = await loadState(db, id);
    const on = await run(t, "bots", { on: true }, T + 2);
    // The lobbies hear of it: the seats they show changed (lobby-news, told on a new lobbyKey).
    const turned = await loadState(db, id);
    expect(off && turned && lobbyKey(turned) !== lobbyKey(off)).toBe(true);
    expect(on.bots).toBe(true);
    expect(on.seats.filter((x) => x.bot).map((x) => x.seat)).toEqual([2, 3]);
    await run(s, "bet", { main: 500 }, T + 3);
    const dealt = await viewLive(db, id, s, opts(T + 4));
    expect(dealt.seats.filter((x) => x.bot && x.bet === 500).length).toBe(2);
    // Off again: the dealt round plays out, the next deal has none.
    await run(t, "bots", { on: false }, T + 5);
    await run(s, "house-way", {}, T + 6);
    await run(s, "bet", { main: 500 }, T + 6 + 6_000);
    const next = await viewLive(db, id, s, opts(T + 6 + 6_001));
    expect(next.phase).toBe("setting");
    expect(next.seats.some((x) => x.bot)).toBe(false);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
