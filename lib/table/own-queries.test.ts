/**
 * How many SQL statements one solo round costs on SQLite: the own table's live verbs as the
 * table screen sends them (`bet`, then `set` or `house-way`, each answering the view), the
 * steps beneath them through the tests' shorthand (test-own.ts: Deal then Done or House Way,
 * answering the round and the wallet), and the banking table's Approve, counted at the
 * better-sqlite3 connection (every execution of a statement, prepared once or built anew). The
 * bounds are what the code reaches: a change that adds queries fails here. On both stores, the
 * answers (made from what the step stored) are what a read afterwards finds.
 */
import type Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { isPostgresUrl } from "@/db/schema";
import { storedRuleSet } from "@/lib/casino/choice";
import { dialectOf, type Queryable, sqliteClient, withTx } from "@/lib/db/store";
import { addWalletCounters } from "@/lib/db/table";
import { createRng, formatCard, parseHand } from "@/lib/engine";
import { warmEngine } from "@/lib/grading/ev";
import { runOwnVerb, viewOwn, warmOwnHand } from "@/lib/live/own";
import { warmHand } from "./own-verbs";
import { startAmount } from "./tables";
import {
  bankRoundAnswer,
  type Decision,
  dealRoundAnswer,
  finishRoundAnswer,
  takeBank,
  viewRound,
} from "./test-own";
import { BANK, freshDb, handOf, someFront, T0, USD } from "./test-rounds";
import { ensureWallet, readWallet } from "./wallet";

beforeAll(() => warmEngine());

/**
 * Counts the statements run on the connection under `db` from now on (and keeps their SQL):
 * every execution of a statement, whether prepared once (the prepared hot reads) or anew.
 */
function countQueries(db: Queryable) {
  const log: string[] = [];
  if (dialectOf(db) !== "sqlite")
    return async <T>(work: () => Promise<T>) => ({ result: await work(), count: 0, sql: log });
  const client = sqliteClient(db);
  const wrap = <S extends object>(statement: S, text: string): S =>
    new Proxy(statement, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (typeof value !== "function") return value;
        if (key === "run" || key === "get" || key === "all" || key === "iterate")
          return (...args: unknown[]) => {
            log.push(text);
            return value.apply(target, args);
          };
        // raw(), pluck(), expand(): the same statement, its rows shaped otherwise.
        if (key === "raw" || key === "pluck" || key === "expand")
          return (...args: unknown[]) => wrap(value.apply(target, args), text);
        return value.bind(target);
      },
    });
  const prepare = client.prepare.bind(client);
  client.prepare = ((text: string) => wrap(prepare(text), text)) as Database.Database["prepare"];
  /** The statements `work` runs. */
  return async <T>(
    work: () => Promise<T>,
  ): Promise<{ result: T; count: number; sql: string[] }> => {
    const from = log.length;
    const result = await work();
    const sql = log.slice(from);
    return { result, count: sql.length, sql };
  };
}

const onPg = isPostgresUrl(process.env.DATABASE_URL);

/** One round on a fresh store; the statements of Deal and of the decision. */
async function round(
  bets: { chips: number[]; bonusChips: number[] },
  decision: (hand: ReturnType<typeof handOf>) => Decision,
) {
  const { db, learner } = await freshDb();
  const counted = countQueries(db);
  // A first round: the table's row and the wallet are made then; the counted round is the second.
  const first = await dealRoundAnswer(
    db,
    learner,
    USD,
    { chips: [500], bonusChips: [] },
    { now: T0 },
  );
  expect(first.wallet).toEqual(await readWallet(db, learner, "USD"));
  expect(first.wallet.balance).toBe(startAmount("USD") - 500);
  await finishRoundAnswer(db, learner, first.round.id, { kind: "house-way" }, { now: T0 + 1 });
  // As the old endpoints answered: the round and the wallet.
  const deal = await counted(() =>
    dealRoundAnswer(db, learner, USD, bets, { now: T0 + 10, rng: createRng(7) }),
  );
  const dealt = deal.result.round;
  // The answer is what a read after the step finds.
  expect(deal.result.wallet).toEqual(await readWallet(db, learner, "USD"));
  expect(dealt).toEqual(await viewRound(db, learner, dealt.id, T0 + 10));
  // The route's after(): the EV made ready while the learner thinks (not the answer's time).
  await warmHand(db, handOf(dealt).map(formatCard).join(" "), storedRuleSet(dealt.ruleSet));
  const done = await counted(() =>
    finishRoundAnswer(db, learner, dealt.id, decision(handOf(dealt)), { now: T0 + 20 }),
  );
  const settled = done.result.round;
  expect(settled.status).toBe("settled");
  expect(done.result.wallet).toEqual(await readWallet(db, learner, "USD"));
  expect(settled).toEqual(await viewRound(db, learner, dealt.id, T0 + 20));
  return { deal, done };
}

/** The counts (SQLite; SHOW_SQL=1: the statements too). */
function report(decision: string, deal: { count: number; sql: string[] }, done: typeof deal) {
  if (onPg) return;
  console.log(`solo round: Deal ${deal.count} queries, ${decision} ${done.count} queries`);
  if (process.env.SHOW_SQL) console.log([...deal.sql, "----", ...done.sql].join("\n"));
}

/** At most this many statements (SQLite); what the code reaches now. */
function expectAtMost(step: { count: number }, bound: number) {
  if (!onPg) expect(step.count).toBeLessThanOrEqual(bound);
}

describe("queries of one solo round", () => {
  it("Deal then Done", async () => {
    const { deal, done } = await round({ chips: [500], bonusChips: [100] }, (hand) => ({
      kind: "front",
      front: someFront(hand),
      confirmFoul: false,
    }));
    report("Done", deal, done);
    expectAtMost(deal, 9);
    expectAtMost(done, 12);
  });

  it("Deal then House Way", async () => {
    const { deal, done } = await round({ chips: [500], bonusChips: [] }, () => ({
      kind: "house-way",
    }));
    report("House Way", deal, done);
    expectAtMost(deal, 9);
    expectAtMost(done, 12);
  });

  it("Approve at the banking table (the seats dealt, set and settled in one step)", async () => {
    const { db, learner } = await freshDb();
    // The entry rule's points, added as the services add them.
    await ensureWallet(db, learner, "USD", T0);
    await withTx(db, (tx) => addWalletCounters(tx, learner, "USD", { points: 1_000 }));
    const counted = countQueries(db);
    await takeBank(db, learner, BANK, 6, { now: T0 });
    // A first round: the table's row and the wallet are made then; the counted round is the second.
    const first = await bankRoundAnswer(db, learner, BANK, { now: T0 + 1, seed: 1 });
    expect(first.wallet).toEqual(await readWallet(db, learner, "USD"));
    const approve = await counted(() =>
      bankRoundAnswer(db, learner, BANK, { now: T0 + 2, seed: 2 }),
    );
    const { round, wallet } = approve.result;
    expect(round).toMatchObject({ role: "banker", status: "settled" });
    expect(round.seats).toHaveLength(6);
    // The answer is what a read after the step finds.
    expect(wallet).toEqual(await readWallet(db, learner, "USD"));
    expect(wallet.balance).toBe(round.balanceAfter);
    expect(round).toEqual(await viewRound(db, learner, round.id, T0 + 2));
    if (!onPg) console.log(`banking round: Approve ${approve.count} queries`);
    if (!onPg && process.env.SHOW_SQL) console.log(approve.sql.join("\n"));
    // 16 before the answer was made from the step (a read of the round and one of the wallet).
    expectAtMost(approve, 14);
  });
});

describe("queries of the own table's verbs on the live API (what the table screen sends)", () => {
  it("bet, then set or House Way, each answering the view", async () => {
    const { db, learner } = await freshDb();
    const counted = countQueries(db);
    const opts = (now: number) => ({ now, testTables: true });
    // A first round: the table's row and the wallet are made then; the counted rounds follow.
    await runOwnVerb(db, learner, USD, "bet", { main: 500 }, opts(T0));
    await runOwnVerb(db, learner, USD, "house-way", {}, opts(T0 + 1));
    for (const [k, decision] of (["set", "house-way"] as const).entries()) {
      const now = T0 + 10 + k * 10;
      const bet = await counted(() =>
        runOwnVerb(db, learner, USD, "bet", { main: 500 }, opts(now)),
      );
      const cards = bet.result.seats[0]?.cards ?? [];
      // The route's after(): the EV made ready while the learner thinks (not the answer's time).
      await warmOwnHand(db, bet.result);
      const front = someFront(parseHand(cards.join(" "))).map(formatCard);
      const done = await counted(() =>
        runOwnVerb(db, learner, USD, decision, decision === "set" ? { front } : {}, opts(now + 1)),
      );
      // The answers are what a read afterwards finds.
      expect(done.result).toEqual({
        ...(await viewOwn(db, learner, USD, opts(now + 1))),
        now: done.result.now,
      });
      if (!onPg)
        console.log(`own table: bet ${bet.count} queries, ${decision} ${done.count} queries`);
      if (!onPg && process.env.SHOW_SQL) console.log([...bet.sql, "----", ...done.sql].join("\n"));
      // As the table's own Deal and Done were (9 and 12): the view is made from the step.
      expectAtMost(bet, 9);
      expectAtMost(done, 13);
    }
  });
});
