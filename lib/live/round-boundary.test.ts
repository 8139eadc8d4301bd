/**
 * Where the solo table's code meets a live round (issue 29, defects 1 and 2): the round page
 * of an open live round shows the viewer's own cards only, and a solo verb or the solo table's
 * sweeps never set or settle a live round: it is settled only by its own table's machine.
 * On a fresh store per test (SQLite here; PostgreSQL under npm run test:pg).
 */
import { asc } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ledger, roundSeats, rounds, wallets } from "@/db/schema";
import type { Queryable } from "@/lib/db/store";
import { ledgerMismatches } from "@/lib/db/table";
import { openTestStore } from "@/lib/db/test-store";
import { sweep, sweepLive } from "@/lib/table/clock";
import { TableError } from "@/lib/table/errors";
import { roundDetail } from "@/lib/table/log";
import { settleDueOfLearner } from "@/lib/table/own-table";
import { finishRound } from "@/lib/table/test-own";
import { viewLive } from "./access";
import { liveOpts as opts, T, LIVE_TEST_TABLE as TABLE, verbOn, withLearners } from "./test-live";

let db: Queryable;
let anna: string;
let bert: string;
let cleo: string;

beforeEach(async () => {
  [db, anna, bert, cleo] = await withLearners(openTestStore(), "anna", "bert", "cleo");
});

const verb = verbOn(() => db);

/** Anna banks, Bert and Cleo bet: the round is dealt and open (setting). Its id. */
async function openLiveRound(): Promise<string> {
  await verb(anna, "sit", {}, T);
  await verb(bert, "sit", {}, T);
  await verb(cleo, "sit", {}, T);
  await verb(anna, "bank", {}, T);
  await verb(anna, "approve", {}, T + 10);
  await verb(bert, "bet", { main: 500 }, T + 20);
  const dealt = await verb(cleo, "bet", { main: 1_000 }, T + 30);
  expect(dealt.phase).toBe("setting");
  return dealt.round?.id as string;
}

/** A seated learner's own cards, as their view shows them. */
const ownCards = async (who: string, name: string, now: number) =>
  (await viewLive(db, TABLE, who, opts(now))).seats.find((s) => s.name === name)?.cards as string[];

async function snapshot() {
  return {
    rounds: await db.select().from(rounds).orderBy(asc(rounds.id)),
    seats: await db
      .select()
      .from(roundSeats)
      .orderBy(asc(roundSeats.roundId), asc(roundSeats.seat)),
    wallets: await db.select().from(wallets).orderBy(asc(wallets.learnerId)),
    ledger: await db.select().from(ledger).orderBy(asc(ledger.id)),
  };
}

const cardsOfDetail = (detail: Awaited<ReturnType<typeof roundDetail>>) => [
  ...detail.round.seats.flatMap((s) => [...s.cards, ...(s.front ?? [])]),
  ...(detail.round.bank?.cards ?? []),
];

describe("the round page of an open live round", () => {
  it("shows a player their own cards only, and the learner bank none, until it settles", async () => {
    const roundId = await openLiveRound();
    const mine = await ownCards(bert, "bert", T + 40);
    const bertPage = await roundDetail(db, bert, roundId, T + 40);
    expect(bertPage.round.status).toBe("open");
    expect(bertPage.round.seats).toHaveLength(1);
    expect(bertPage.round.seats[0]?.learner).toBe(true);
    expect(bertPage.round.seats[0]?.cards.join(" ")).toBe(mine.join(" "));
    expect(bertPage.round.bank).toBeNull();

    // Cleo's cards are in the store, but not on Bert's page; the bank's page has no seat.
    const [cleoRow] = (await db.select().from(roundSeats)).filter((s) => s.learnerId === cleo);
    expect(cardsOfDetail(bertPage).join(" ")).not.toContain(cleoRow?.hand as string);
    const annaPage = await roundDetail(db, anna, roundId, T + 40);
    expect(annaPage.round.role).toBe("banker");
    expect(annaPage.round.seats).toEqual([]);
    expect(annaPage.round.bank).toBeNull();

    // A front set is Bert's own; Cleo's setting does not show on his page either.
    await verb(cleo, "house-way", {}, T + 50);
    const afterSet = await roundDetail(db, bert, roundId, T + 55);
    expect(afterSet.round.seats.map((s) => s.seat)).toEqual([bertPage.round.seats[0]?.seat]);

    // Settled: everyone's hands, and the bank's, for everyone in it.
    await verb(bert, "house-way", {}, T + 60);
    const settled = await roundDetail(db, anna, roundId, T + 70);
    expect(settled.round.status).toBe("settled");
    expect(settled.round.seats).toHaveLength(2);
    // The bank's page names its players by their accounts.
    expect(settled.round.seats.map((s) => s.name).sort()).toEqual(["bert", "cleo"]);
    expect(settled.round.bank?.cards).toHaveLength(7);
  });
});

describe("a live round and the solo table", () => {
  it("refuses Done and House Way of the solo table naming a live round, and changes nothing", async () => {
    const roundId = await openLiveRound();
    // Cleo's setting is acknowledged by the live table.
    const cleoCards = await ownCards(cleo, "cleo", T + 40);
    await verb(cleo, "set", { front: [cleoCards[5], cleoCards[6]], confirmFoul: true }, T + 40);
    const before = await snapshot();
    for (const decision of [
      { kind: "house-way" as const },
      { kind: "front" as const, front: [0, 1] as const, confirmFoul: true },
    ]) {
      const refused = await finishRound(db, bert, roundId, decision, opts(T + 50)).then(
        () => "accepted",
        (error) => (error instanceof TableError ? error.code : String(error)),
      );
      expect(refused).toBe("live-round");
    }
    expect(await snapshot()).toEqual(before);
    expect((await viewLive(db, TABLE, bert, opts(T + 60))).phase).toBe("setting");
  });

  it("is never settled by the solo table's sweeps, only by its own table's clock, keeping every acknowledged setting", async () => {
    const roundId = await openLiveRound();
    const cleoCards = await ownCards(cleo, "cleo", T + 40);
    await verb(cleo, "set", { front: [cleoCards[5], cleoCards[6]], confirmFoul: true }, T + 40);
    const before = await snapshot();
    // Well past the round's deadline (6 s + 1 s grace): the solo clock and the learner's
    // write-path sweep leave it to the live table.
    const late = T + 30 + 60_000;
    expect(await sweep(db, late)).toBe(0);
    expect(await settleDueOfLearner(db, bert, late)).toBe(0);
    expect(await settleDueOfLearner(db, cleo, late)).toBe(0);
    expect(await snapshot()).toEqual(before);

    // The live table's clock settles it: Cleo's acknowledged front stands, Bert's by the timer.
    await sweepLive(db, late);
    const [row] = await db.select().from(rounds);
    expect(row?.id).toBe(roundId);
    expect(row?.phase).toBe("settled");
    const seats = await db.select().from(roundSeats).orderBy(asc(roundSeats.seat));
    const cleoSeat = seats.find((s) => s.learnerId === cleo);
    expect(cleoSeat?.setBy).toBe("learner");
    expect(cleoSeat?.front).toBe(`${cleoCards[5]} ${cleoCards[6]}`);
    expect(seats.find((s) => s.learnerId === bert)?.setBy).toBe("timer");
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
