import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attempts, deals, rounds } from "@/db/schema";
import { ledgerMismatches } from "@/lib/db/table";
import {
  type Card,
  createRng,
  deal,
  faceUp,
  faceUpRuleSet,
  formatHand,
  houseWay,
  isAceHighPaiGow,
  parseHand,
  WAYS,
} from "@/lib/engine";
import { isFaceUpGrade } from "@/lib/faceup/views";
import { sweep } from "./clock";
import { TableError } from "./errors";
import { roundCoach, roundGrade } from "./log";
import { settleRound } from "./settlement";
import { findTable, listTables, TABLE_SCHEMA } from "./tables";
import { WEAK_DEALER, WINNER } from "./test-hands";
import { balanceOf, dealRound, dealScripted, finishRound, viewRound } from "./test-own";
import { freshDb, seedWhere, T0 } from "./test-rounds";

const FACE_UP = faceUpRuleSet("seed");

const settleOne = (
  player: string,
  dealer: string,
  front: readonly [Card, Card] | null,
  rs = FACE_UP,
  bonusBet = 0,
) =>
  settleRound({
    bank: { learnerId: null, hand: parseHand(dealer) },
    players: [{ seat: 1, learnerId: "l", hand: parseHand(player), bet: 1000, bonusBet, front }],
    // A table's commission is ignored at Face Up: a win pays even money.
    commissionBp: 500,
    bankCommissionBp: null,
    ruleSet: rs,
  });

const pair = (text: string) => parseHand(`${text} 2c 3c 4c 5c 6c`).slice(0, 2) as [Card, Card];

describe("the Face Up settlement (pure)", () => {
  it("pays a win 1 to 1 without commission (hand-computed: QQ / AAKK2 beats 87 / T5432)", () => {
    const s = settleOne(WINNER, WEAK_DEALER, pair("Qd Qc"));
    expect(s.bank.pushesAll).toBe(false);
    expect(s.players[0]).toMatchObject({ outcome: "win", commission: 0, net: 1000 });
    expect(s.entries).toEqual([{ learnerId: "l", kind: "payout", amount: 2000 }]);
  });

  it("pushes every bet, a foul too, when the dealer's back is ace-high pai gow (the joker as the ace)", () => {
    // A 7 5 3 2 behind, K 9 in front; the joker there plays as that ace.
    for (const dealer of ["Ac Kd 9h 7s 5c 3d 2h", "JK Kd 9h 7s 5c 3d 2h"]) {
      expect(isAceHighPaiGow(houseWay(parseHand(dealer), "seed").backValue)).toBe(true);
      // A front pair of aces over a nine-high back: a foul, which pushes here.
      const fouled = settleOne("As Ah 9s 8d 6c 4s Tc", dealer, pair("As Ah"));
      expect(fouled.bank.pushesAll).toBe(true);
      expect(fouled.players[0]).toMatchObject({ outcome: "push", foul: true, net: 0 });
    }
    // The same foul against a dealer without ace-high loses.
    const lost = settleOne("As Ah 9s 8d 6c 4s Tc", WEAK_DEALER, pair("As Ah"));
    expect(lost.players[0]).toMatchObject({ outcome: "loss", foul: true, net: -1000 });
  });

  it("gives copies to the dealer (section 4): a copied front with a better back pushes", () => {
    // Dealer (seed way): back T 5 4 3 2, front 8 7. Learner: front 8 7 (a copy), back two pair.
    const s = settleOne("8h 7h Ks Kh Qd Qc 2s", WEAK_DEALER, pair("8h 7h"));
    expect(s.players[0]).toMatchObject({ frontMark: "copy", backMark: "win", outcome: "push" });
  });

  it("pays the Fortune bonus unchanged", () => {
    const s = settleOne("As Ah Ad Ac Ks Kh 2s", WEAK_DEALER, null, FACE_UP, 500);
    expect(s.players[0]?.bonusKey).toBe("quads");
    expect(s.players[0]?.bonusNet).toBe(500 * 25);
  });

  it("settles every split as the drill's faceUp() does, on 300 seeded deals", () => {
    const rng = createRng(54);
    const seen = new Set<string>();
    for (let k = 0; k < 300; k++) {
      const cards = deal(rng, 14);
      const [player, dealer] = [cards.slice(0, 7), cards.slice(7)];
      const way = (["seed", "foxwoods", "mgm-grand"] as const)[k % 3] ?? "seed";
      const drill = faceUp(player, dealer, faceUpRuleSet(way));
      const split = drill.splits[k % 21];
      if (!split) throw new Error("21 splits");
      const s = settleOne(formatHand(player), formatHand(dealer), split.front, faceUpRuleSet(way));
      expect(s.players[0]?.outcome).toBe(split.outcome);
      expect(s.bank.pushesAll).toBe(drill.dealerPushes);
      expect(s.bank.front).toEqual(drill.dealer.front);
      seen.add(split.outcome);
    }
    expect([...seen].sort()).toEqual(["loss", "push", "win"]);
  });

  it("the config: one Face Up table per published way, commission-free, no banking", () => {
    const faceUpTables = listTables().filter((t) => t.ruleSet.endsWith("/faceup"));
    expect(faceUpTables.map((t) => t.ruleSet.split("/")[0])).toEqual([...WAYS]);
    const table = findTable("usd-faceup-seed");
    expect(TABLE_SCHEMA.safeParse({ ...table, commissionBp: 500 }).success).toBe(false);
    const banking = { minPoints: 0, maxSeats: 6, approveSeconds: 35, commissionBp: 150 };
    expect(TABLE_SCHEMA.safeParse({ ...table, banking }).success).toBe(false);
    expect(TABLE_SCHEMA.safeParse({ ...table, ruleSet: "nowhere/faceup" }).success).toBe(false);
    // Face Up has no trainer's way for bots to play (the live Face Up table's bots: the house way).
    const live = findTable("live-faceup-usd-5-50");
    expect(TABLE_SCHEMA.safeParse(live).success).toBe(true);
    const trainerBots = { ...live, live: { ...live?.live, botWay: "trainer" } };
    expect(TABLE_SCHEMA.safeParse(trainerBots).success).toBe(false);
    const elsewhere = { ...trainerBots, ruleSet: "seed/standard", commissionBp: 500 };
    expect(TABLE_SCHEMA.safeParse(elsewhere).success).toBe(true);
  });
});

// Through the store: the door, the writer, the wallet, the log.

describe("a Face Up table through the door", () => {
  it("shows the dealer's set hand at the deal, pays a win 1:1, grades by outcome, no EV", async () => {
    const { db, learner } = await freshDb();
    const options = { testTables: true };
    const start = await balanceOf(db, learner);
    // tables.json testDecks of test-faceup: WINNER against WEAK_DEALER.
    const dealt = await dealScripted(db, learner, "test-faceup", T0);
    expect(dealt.ruleSet).toBe("seed/faceup");
    expect(dealt.status).toBe("open");
    // The dealer's cards, set by the seed way, before the learner sets.
    const dealer = houseWay(parseHand(WEAK_DEALER), "seed");
    expect(dealt.bank).toMatchObject({
      cards: WEAK_DEALER.split(" "),
      front: formatHand(dealer.front).split(" "),
      backValue: dealer.backValue,
      frontValue: dealer.frontValue,
      pushesAll: false,
      net: null,
    });
    expect(await balanceOf(db, learner)).toBe(start - 3000);

    const won = await finishRound(
      db,
      learner,
      dealt.id,
      { kind: "front", front: pair("Qd Qc"), confirmFoul: false },
      options,
    );
    expect(won.seats[0]).toMatchObject({ outcome: "win", net: 3000, commission: 0 });
    expect(won.bank?.front).toEqual(formatHand(dealer.front).split(" "));
    expect(await balanceOf(db, learner)).toBe(start + 3000);
    expect(await ledgerMismatches(db)).toEqual([]);

    // Stored as a Face Up round; no practice deal nor attempt, no EV on its seat.
    const row = (await db.select().from(rounds).where(eq(rounds.id, dealt.id)))[0];
    expect(row).toMatchObject({ ruleSet: "seed/faceup", commissionBp: 0 });
    expect(await db.select().from(deals).where(eq(deals.id, dealt.id))).toEqual([]);
    expect(await db.select().from(attempts).where(eq(attempts.dealId, dealt.id))).toEqual([]);

    // The coach: the Face Up drill's grade (the best outcome, the learner's, every split's).
    const coach = await roundCoach(db, learner, dealt.id);
    expect(coach.bet).toBe(3000);
    if (!isFaceUpGrade(coach.grade)) throw new Error("a Face Up round is graded by outcome");
    expect(coach.grade).toMatchObject({ outcome: "win", best: "win", correct: true });
    expect(coach.grade.dealer).toEqual({
      backValue: dealer.backValue,
      frontValue: dealer.frontValue,
      pushes: false,
    });
    expect(coach.grade.splits.some((s) => s.yours && s.outcome === "win")).toBe(true);
    await expect(roundGrade(db, learner, dealt.id)).rejects.toThrow(TableError);
  });

  it("a shipped way's table: the timer sets the learner's hand by that way; ace-high pushes", async () => {
    const { db, learner } = await freshDb();
    const { rng } = seedWhere((_p, dealer) =>
      isAceHighPaiGow(houseWay(dealer, "foxwoods").backValue),
    );
    const start = await balanceOf(db, learner);
    const dealt = await dealRound(
      db,
      learner,
      "usd-faceup-foxwoods",
      { chips: [2500], bonusChips: [] },
      { now: T0, rng: rng() },
    );
    expect(dealt.bank?.pushesAll).toBe(true);
    const open = await viewRound(db, learner, dealt.id, T0 + 1000);
    expect(open.bank?.cards).toHaveLength(7);
    // The table's 45 s run out: the clock settles it, the learner's hand set by Foxwoods' way.
    expect(await sweep(db, T0 + 60_000)).toBe(1);
    const settled = await viewRound(db, learner, dealt.id, T0 + 60_000);
    const mine = settled.seats[0];
    expect(mine).toMatchObject({ setBy: "timer", outcome: "push", net: 0 });
    const hand = parseHand(mine?.cards.join(" ") ?? "");
    expect(mine?.front).toEqual(formatHand(houseWay(hand, "foxwoods").front).split(" "));
    expect(await balanceOf(db, learner)).toBe(start);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
