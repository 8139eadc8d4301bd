/**
 * Live tables (RULES.md 11) through their verbs (verbs.ts), on a fresh store per test (SQLite here;
 * PostgreSQL under npm run test:pg): seats, the bank, a whole round with three learners, what
 * each viewer may see, the clock, and refusals that change nothing.
 */
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ledger, liveSeats, liveTables, roundSeats, rounds, wallets } from "@/db/schema";
import { insertLearner } from "@/lib/db/learners";
import type { Queryable } from "@/lib/db/store";
import { ledgerMismatches } from "@/lib/db/table";
import { openTestStore } from "@/lib/db/test-store";
import { sweepLive } from "@/lib/table/clock";
import { listTables, startAmount } from "@/lib/table/tables";
import { addUser } from "@/tests/support/db-fixtures";
import { liveStreamSource, viewLive } from "./access";
import type { LiveView } from "./api";
import { lobby } from "./lobby";
import {
  liveOpts as opts,
  refusalCode as refusal,
  T,
  LIVE_TEST_TABLE as TABLE,
  verbOn,
  withLearners,
} from "./test-live";
import { runVerb } from "./verbs";

let db: Queryable;
let bank: string;
let b: string;
let c: string;

beforeEach(async () => {
  [db, bank, b, c] = await withLearners(openTestStore(), "anna", "bert", "cleo");
});

const verb = verbOn(() => db);

/** Every table a live request may touch, ordered, to compare before and after. */
async function snapshot() {
  return {
    tables: await db.select().from(liveTables).orderBy(asc(liveTables.id)),
    seats: await db
      .select()
      .from(liveSeats)
      .orderBy(asc(liveSeats.liveTableId), asc(liveSeats.seat)),
    rounds: await db.select().from(rounds).orderBy(asc(rounds.id)),
    roundSeats: await db
      .select()
      .from(roundSeats)
      .orderBy(asc(roundSeats.roundId), asc(roundSeats.seat)),
    wallets: await db.select().from(wallets).orderBy(asc(wallets.learnerId), asc(wallets.currency)),
    ledger: await db.select().from(ledger).orderBy(asc(ledger.id)),
  };
}

/** Every card text in a view (to prove what a viewer cannot see). */
const cardsIn = (view: LiveView) => [
  ...(view.bank.cards ?? []),
  ...view.seats.flatMap((s) => [...(s.cards ?? []), ...(s.front ?? [])]),
];

async function seatThree(now: number) {
  await verb(bank, "sit", {}, now);
  await verb(b, "sit", {}, now);
  await verb(c, "sit", { seat: 4 }, now);
  return verb(bank, "bank", {}, now);
}

describe("live tables", () => {
  it("lists the public tables with their seats and bank, updated as learners sit", async () => {
    const empty = await lobby(db, [], opts(T));
    // In the config's order (lib/table/tables.json), not sorted by id.
    expect(empty.tables.map((t) => t.id)).toEqual(listTables(true, true).map((t) => t.id));
    expect(empty.tables.map((t) => t.id)).toEqual([
      "live-usd-5-50",
      // The live Face Up table (the dealer's hand face up, RULES.md 13).
      "live-faceup-usd-5-50",
      "live-sek-10-1000",
      "live-test-fast",
      // Its test copies, one per end-to-end test (tables.json testCopies), in their order.
      ...Array.from({ length: 10 }, (_, k) => `live-test-fast-${k + 1}`),
      // The end-to-end tests' slow-clock table (they run its timers out) and its copies.
      "live-test-e2e",
      "live-test-e2e-1",
      "live-test-e2e-2",
      "live-test-e2e-3",
      "live-test-e2e-4",
      "live-test-e2e-5",
      // Issue 55's reactions, invites and watchers, kept seat and your-turn cues.
      "live-test-e2e-6",
      "live-test-e2e-7",
      "live-test-e2e-8",
      "live-test-e2e-9",
      // The reload test's SEK copy (issue 55 defect 1: chip = minimum bet = bonus minimum).
      "live-test-e2e-sek",
      "live-test-e2e-sek-1",
      // The bots' e2e table (issue 55 item 1).
      "live-test-e2e-bots",
      "live-test-e2e-bots-1",
      // The side bets' table (issue 54 item 4): Envy and Emperor's Challenge, with bots.
      "live-test-side-bets",
    ]);
    await verb(b, "sit", { seat: 2 }, T);
    const after = await lobby(db, [], opts(T));
    const table = after.tables.find((t) => t.id === TABLE);
    expect(table?.seats.find((s) => s.seat === 2)?.name).toBe("bert");
    expect(table?.bank).toEqual({ kind: "house", name: null });
    // Outside tests the short-timer table is not there.
    expect((await lobby(db, [], { now: T })).tables.map((t) => t.id)).not.toContain(TABLE);
  });

  it("shows a signed-in learner with no wallet yet the start amount, not a dash", async () => {
    const config = listTables(true, true).find((t) => t.id === TABLE);
    const view = await viewLive(db, TABLE, c, opts(T));
    expect(view?.you).toMatchObject({
      balance: startAmount(config?.currency ?? "USD"),
      points: 0,
    });
    // A visitor has no balance at all.
    expect((await viewLive(db, TABLE, null, opts(T)))?.you).toMatchObject({ balance: null });
  });

  it("plays a round with a learner bank and two players; each sees only their own cards until it settles", async () => {
    const banked = await seatThree(T);
    expect(banked.you.role).toBe("bank");
    expect(banked.bank).toMatchObject({ kind: "learner", name: "anna" });
    expect(banked.phase).toBe("approve");
    expect(await refusal(verb(b, "bet", { main: 500 }, T + 10))).toBe("wrong-phase");
    expect(await refusal(verb(b, "approve", {}, T + 10))).toBe("not-banking");
    const approved = await verb(bank, "approve", {}, T + 20);
    expect(approved.phase).toBe("bets");
    await verb(b, "bet", { main: 500, bonus: 100 }, T + 30);
    const dealt = await verb(c, "bet", { main: 1000 }, T + 40);
    expect(dealt.phase).toBe("setting");

    const bView = await viewLive(db, TABLE, b, opts(T + 50));
    const cView = await viewLive(db, TABLE, c, opts(T + 50));
    const bankView = await viewLive(db, TABLE, bank, opts(T + 50));
    const watcher = await viewLive(db, TABLE, null, opts(T + 50));
    const bSeat = bView.seats.find((s) => s.name === "bert");
    const cSeat = cView.seats.find((s) => s.name === "cleo");
    expect(bSeat?.cards).toHaveLength(7);
    expect(cSeat?.cards).toHaveLength(7);
    // B sees B's seven cards and nothing else; C likewise; the bank and watchers see none.
    expect(cardsIn(bView).sort()).toEqual([...(bSeat?.cards ?? [])].sort());
    expect(cardsIn(cView).sort()).toEqual([...(cSeat?.cards ?? [])].sort());
    expect(cardsIn(bankView)).toEqual([]);
    expect(cardsIn(watcher)).toEqual([]);
    expect(JSON.stringify(watcher)).not.toMatch(/"(?:[2-9TJQKA][cdhs]|JK)"/);
    expect(bView.round?.commission).toBe(23); // 1.5% of 1,500 cents, half up

    const hand = bSeat?.cards as string[];
    await verb(b, "set", { front: [hand[0], hand[1]], confirmFoul: true }, T + 60);
    expect(await refusal(verb(b, "house-way", {}, T + 61))).toBe("already-set");
    const settled = await verb(c, "house-way", {}, T + 70);
    expect(settled.phase).toBe("settled");
    expect(settled.bank.cards).toHaveLength(7);
    expect(settled.seats.filter((s) => s.cards?.length === 7)).toHaveLength(2);
    const nets = settled.seats.flatMap((s) => (s.net === null ? [] : [s.net]));
    expect(nets).toHaveLength(2);
    expect(await ledgerMismatches(db)).toEqual([]);
    // The bank's net: what the seats lost less what they won, less its commission.
    const [stored] = await db.select().from(roundSeats).orderBy(asc(roundSeats.seat)).limit(1);
    expect(settled.bank.net).toBe(stored?.net);
    expect(stored?.commission).toBe(23);

    // Results stay on show, then the clock starts the next round (the bank approves again).
    await sweepLive(db, T + 70 + 4_000);
    expect((await viewLive(db, TABLE, b, opts(T + 4_070))).phase).toBe("settled");
    await sweepLive(db, T + 70 + 5_001);
    expect((await viewLive(db, TABLE, b, opts(T + 5_071))).phase).toBe("approve");
  });

  it("the timer sets the hands by the house way, and a lost approval hands the bank to the house", async () => {
    await seatThree(T);
    // Nobody approves: at 6 s and the 1 s grace the bank is lost and the bets begin with the house as bank.
    await sweepLive(db, T + 7_001);
    const houseBanks = await viewLive(db, TABLE, bank, opts(T + 7_001));
    expect(houseBanks.phase).toBe("bets");
    expect(houseBanks.bank.kind).toBe("house");
    expect(houseBanks.you.role).toBe("player");
    await verb(b, "bet", { main: 500 }, T + 7_100);
    // The bets close at the deadline with one bet: dealt, the others sit out.
    await sweepLive(db, T + 7_001 + 5_001);
    const dealt = await viewLive(db, TABLE, b, opts(T + 12_100));
    expect(dealt.phase).toBe("setting");
    // B walks away: the deadline (6 s + 1 s grace) sets B's hand by the house way.
    await sweepLive(db, T + 12_002 + 7_001);
    const settled = await viewLive(db, TABLE, c, opts(T + 19_100));
    expect(settled.phase).toBe("settled");
    const [bRow] = await db.select().from(roundSeats).where(eq(roundSeats.role, "player"));
    expect(bRow?.setBy).toBe("timer");
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("frees a seat that sat out three rounds in a row", async () => {
    await verb(b, "sit", {}, T);
    await verb(c, "sit", {}, T);
    let now = T;
    await verb(c, "bet", { main: 100 }, now);
    for (let round = 0; round < 3; round++) {
      // C bets every round, B never: three rounds dealt without B.
      now += 5_001;
      await sweepLive(db, now); // bets close: dealt
      now += 7_001;
      await sweepLive(db, now); // timer settles
      now += 5_001;
      await sweepLive(db, now); // next round's bets
      if (round < 2) await verb(c, "bet", { main: 100 }, now);
    }
    const names = (await viewLive(db, TABLE, c, opts(now))).seats.flatMap((s) =>
      s.name ? [s.name] : [],
    );
    expect(names).toEqual(["cleo"]);
  });

  it("two clocks at once move each due table on exactly once", async () => {
    await verb(b, "sit", {}, T);
    await verb(c, "sit", {}, T);
    await verb(b, "bet", { main: 100 }, T);
    const moved = await Promise.all([sweepLive(db, T + 5_001), sweepLive(db, T + 5_001)]);
    expect(moved.reduce((a, n) => a + n, 0)).toBe(1);
    expect(await db.select().from(rounds)).toHaveLength(1);
    const settle = await Promise.all([sweepLive(db, T + 13_000), sweepLive(db, T + 13_000)]);
    expect(settle.reduce((a, n) => a + n, 0)).toBe(1);
    const [round] = await db.select().from(rounds);
    expect(round?.phase).toBe("settled");
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("refuses bad requests with a typed code and changes nothing", async () => {
    const anonymous = "anon-learner";
    await insertLearner(db, anonymous, T);
    await seatThree(T);
    await verb(bank, "approve", {}, T + 1);
    await verb(b, "bet", { main: 500 }, T + 2);
    const before = await snapshot();
    const dora = (await addUser(db, "dora")).learnerId as string;
    const emil = (await addUser(db, "emil")).learnerId as string;
    const cases: Array<[string, () => Promise<unknown>]> = [
      ["account-needed", () => verb(anonymous, "sit", {}, T + 3)],
      ["already-seated", () => verb(b, "sit", {}, T + 3)],
      ["seat-taken", () => verb(dora, "sit", { seat: 2 }, T + 3)],
      ["already-bet", () => verb(b, "bet", { main: 500 }, T + 3)],
      ["bet-out-of-limits", () => verb(c, "bet", { main: 20_000 }, T + 3)],
      ["bonus-out-of-limits", () => verb(c, "bet", { main: 500, bonus: 5_000 }, T + 3)],
      ["unknown-chip", () => verb(c, "bet", { main: 550 }, T + 3)],
      ["forbidden", () => verb(bank, "bet", { main: 500 }, T + 3)],
      ["bets-placed", () => verb(bank, "unbank", {}, T + 3)],
      ["bank-taken", () => verb(c, "bank", {}, T + 3)],
      ["wrong-phase", () => verb(c, "house-way", {}, T + 3)],
      ["not-banking", () => verb(c, "auto-approve", { on: true }, T + 3)],
      ["not-seated", () => verb(emil, "leave", {}, T + 3)],
    ];
    for (const [code, run] of cases) expect(await refusal(run()), code).toBe(code);
    const after = await snapshot();
    expect(after).toEqual(before);
    expect(await refusal(runVerb(db, b, "nope", "sit", {}, opts(T)))).toBe("unknown-table");
  });

  it("a seated player who meets the entry rule may bank only between rounds, never with too few points", async () => {
    // At the $5-$50 table the bank needs 50 points: a new learner has none.
    await runVerb(db, b, "live-usd-5-50", "sit", {}, { now: T });
    expect(await refusal(runVerb(db, b, "live-usd-5-50", "bank", {}, { now: T }))).toBe(
      "bank-entry-rule",
    );
  });
});

describe("event stream reads", () => {
  it("share one read of the table among its viewers, each seeing only their own cards", async () => {
    await verb(b, "sit", {}, T);
    await verb(c, "sit", {}, T);
    await verb(b, "bet", { main: 100 }, T + 1);
    const dealt = await verb(c, "bet", { main: 100 }, T + 2);
    const readB = liveStreamSource(db, TABLE, b, opts(T));
    const readC = liveStreamSource(db, TABLE, c, opts(T));
    const watch = liveStreamSource(db, TABLE, null, opts(T));
    const [vb, vc, vw] = await Promise.all([readB(dealt.seq), readC(dealt.seq), watch(dealt.seq)]);
    expect([vb?.seq, vc?.seq, vw?.seq]).toEqual([dealt.seq, dealt.seq, dealt.seq]);
    const own = (v: typeof vb, name: string) => v?.data.seats.find((s) => s.name === name)?.cards;
    expect(own(vb, "bert")).toHaveLength(7);
    expect(own(vb, "cleo")).toBeNull();
    expect(own(vc, "cleo")).toHaveLength(7);
    expect(own(vc, "bert")).toBeNull();
    expect(vw ? cardsIn(vw.data) : null).toEqual([]);
    // A later change: a reader asked for its number never answers with an older view.
    const set = await verb(b, "house-way", {}, T + 3);
    expect((await readC(set.seq))?.seq).toBeGreaterThanOrEqual(set.seq);
  });
});
