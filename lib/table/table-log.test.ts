import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ledger, wallets } from "@/db/schema";
import { withTx } from "@/lib/db/store";
import { ledgerMismatches } from "@/lib/db/table";
import { type Card, formatCard } from "@/lib/engine/cards";
import { createRng } from "@/lib/engine/rng";
import { SPLIT_PAIRS } from "@/lib/engine/splits";
import { warmEngine } from "@/lib/grading/ev";
import { sweep } from "./clock";
import { logCsv, logPage, roundDetail, roundGrade, sessionSummary } from "./log";
import { ensureWallet, rebuy } from "./own-verbs";
import { startAmount } from "./tables";
import { dealRound, finishRound, tableState } from "./test-own";
import { csvHeaders, freshDb, handOf, rebuysTotal, SEK, someFront, T0, USD } from "./test-rounds";

beforeAll(() => warmEngine());

describe("the ledger invariant, the log and the coach", () => {
  it("keeps every balance equal to its ledger over many mixed rounds", async () => {
    const { db, learner } = await freshDb();
    const rng = createRng(7);
    let now = T0;
    for (let k = 0; k < 120; k++) {
      now += 10_000;
      const chips = [[500], [2_500, 2_500], [10_000, 100], [200 / 2, 100]][k % 4] as number[];
      const round = await dealRound(
        db,
        learner,
        USD,
        { chips, bonusChips: k % 3 === 0 ? [100] : [] },
        { now, rng },
      );
      if (k % 5 === 0) {
        await finishRound(db, learner, round.id, { kind: "house-way" }, { now: now + 1 });
      } else if (k % 7 === 0) {
        await sweep(db, now + 100_000);
      } else {
        const hand = handOf(round);
        const [i, j] = SPLIT_PAIRS[k % 21] as [number, number];
        await finishRound(
          db,
          learner,
          round.id,
          { kind: "front", front: [hand[i] as Card, hand[j] as Card], confirmFoul: true },
          { now: now + 1 },
        );
      }
      if (k % 40 === 39) {
        try {
          await rebuy(db, learner, USD, { now: now + 2 });
        } catch {
          // ahead of the start amount: no rebuy
        }
      }
      expect(await ledgerMismatches(db)).toEqual([]);
    }
    const sum = (await db.select().from(ledger).where(eq(ledger.learnerId, learner))).reduce(
      (s, e) => s + e.amount,
      0,
    );
    expect((await tableState(db, learner, USD, { now })).wallet.balance).toBe(sum);
    // Every round logged, newest first, 20 a page.
    const page1 = await logPage(db, learner, { now });
    expect(page1.total).toBe(120);
    expect(page1.rows).toHaveLength(20);
    expect(page1.rows[0]?.dealtAt).toBeGreaterThan(page1.rows[19]?.dealtAt ?? 0);
    expect((await logPage(db, learner, { page: 6, now })).rows).toHaveLength(20);
    expect((await logPage(db, learner, { tableId: SEK, now })).total).toBe(0);
    const csv = await logCsv(db, learner, csvHeaders, { now });
    expect(csv.split("\r\n")).toHaveLength(121);
    // The session panel adds the learner's results and the EV given up in money.
    const session = await sessionSummary(db, learner, USD, T0);
    expect(session.rounds).toBe(120);
    expect(session.net).toBe(sum - startAmount("USD") * 1 - (await rebuysTotal(db, learner)));
    expect(session.evGivenUp).toBeGreaterThan(0);
  });

  it("detects a wallet that no longer matches its ledger, naming the learner", async () => {
    const { db, learner } = await freshDb();
    await ensureWallet(db, learner, "USD", T0);
    await withTx(db, async (tx) => {
      await tx.update(wallets).set({ balance: 99_999 });
    });
    expect(await ledgerMismatches(db)).toEqual([
      expect.objectContaining({ learnerId: learner, currency: "USD", balance: 99_999 }),
    ]);
  });

  it("grades the played setting like the drill, and the round shows its ledger lines", async () => {
    const { db, learner } = await freshDb();
    const round = await dealRound(
      db,
      learner,
      USD,
      { chips: [2_500], bonusChips: [] },
      { now: T0, rng: createRng(3) },
    );
    const hand = handOf(round);
    const front = someFront(hand);
    await finishRound(
      db,
      learner,
      round.id,
      { kind: "front", front, confirmFoul: false },
      { now: T0 + 1 },
    );
    const { grade, bet } = await roundGrade(db, learner, round.id, T0 + 2);
    expect(bet).toBe(2_500);
    expect(grade.splits).toHaveLength(21);
    const chosen = grade.splits[grade.chosen];
    expect(chosen?.frontIndex.map((p) => formatCard(hand[p] as Card)).sort()).toEqual(
      front.map(formatCard).sort(),
    );
    const detail = await roundDetail(db, learner, round.id, T0 + 2);
    expect(detail.ledger[0]).toMatchObject({ kind: "bet", amount: -2_500 });
  });
});
