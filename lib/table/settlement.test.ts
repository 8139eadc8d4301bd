/**
 * The one settlement against a worked round (tests/fixtures/live-round-example.txt, from
 * ../shared/fixtures: an independent implementation of RULES.md): a learner's bank against six
 * learners' seats, one of them fouled by its own setting, one pushing on a copy, one paid 5%
 * rounded half up; the bank's 1.5% of the action half up. And seed 000's $49.25.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Card, formatHand, parseCards, parseHand } from "@/lib/engine/cards";
import { DEFAULT_RULE_SET } from "@/lib/engine/rule-set";
import { backText, frontText } from "@/lib/engine/values";
import { markOf, settleRound } from "./settlement";

interface Line {
  who: string;
  hand: Card[];
  back: string;
  front: string;
  frontCards: Card[];
  bet: number | null;
  result: string | null;
  net: number;
}

function readFixture(): Line[] {
  const text = readFileSync(
    path.resolve(import.meta.dirname, "../../tests/fixtures/live-round-example.txt"),
    "utf8",
  );
  return text
    .split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"))
    .map((line) => {
      const m = line.match(
        /^(bank|seat \d)\s+((?:\S\S ){6}\S\S)\s+(?:\S\S ){4}\S\S \((\S+)\)\s+(\S\S \S\S) \((\S+)\)(?:\s+(?:FOUL|copy))?\s+(\S+)\s+(\S+)\s+([+-]?\d+)$/,
      );
      if (!m) throw new Error(`fixture line not understood: ${line}`);
      const [, who, hand, back, front, frontValue, bet, result, net] = m as unknown as string[];
      return {
        who: who as string,
        hand: parseHand(hand as string),
        back: back as string,
        front: frontValue as string,
        frontCards: parseCards(front as string, 2),
        bet: bet === "-" ? null : Number(bet),
        result: result === "-" ? null : (result as string),
        net: Number(net),
      };
    });
}

describe("the one settlement", () => {
  const lines = readFixture();
  const bank = lines[0] as Line;
  const seats = lines.slice(1);
  const learner = (k: number) => `learner-${k}`;
  // Seat 3 set its own hand (the fouling pair of eights in front); every other by the house way.
  const settled = settleRound({
    bank: { learnerId: "the-bank", hand: bank.hand },
    players: seats.map((s, k) => ({
      seat: k + 1,
      learnerId: learner(k + 1),
      hand: s.hand,
      bet: s.bet ?? 0,
      bonusBet: 0,
      front: s.who === "seat 3" ? (s.frontCards as [Card, Card]) : null,
    })),
    commissionBp: 500,
    bankCommissionBp: 150,
    ruleSet: DEFAULT_RULE_SET,
  });

  it("sets the bank and every house-way seat as the worked round does", () => {
    expect(formatHand(settled.bank.front)).toBe(formatHand(bank.frontCards));
    expect(backText(settled.bank.backValue)).toBe(bank.back);
    expect(frontText(settled.bank.frontValue)).toBe(bank.front);
    settled.players.forEach((p, k) => {
      const line = seats[k] as Line;
      expect(new Set(p.front)).toEqual(new Set(line.frontCards));
      expect(backText(p.backValue)).toBe(line.back);
      expect(frontText(p.frontValue)).toBe(line.front);
      expect(p.rule === null).toBe(line.who === "seat 3");
    });
  });

  it("gives every seat the worked result: foul, copy, 5% half up", () => {
    expect(settled.players.map((p) => [p.outcome, p.net])).toEqual(
      seats.map((s) => [s.result, s.net]),
    );
    const [s3, s5, s6] = [settled.players[2], settled.players[4], settled.players[5]];
    expect(s3).toMatchObject({ foul: true, backMark: "lose", frontMark: "lose" });
    expect(s5).toMatchObject({ frontMark: "copy", backMark: "win", outcome: "push" });
    expect(s6).toMatchObject({ commission: 51, net: 959 });
  });

  it("nets the bank the worked +7889 with its 212 commission, and moves every wallet", () => {
    expect(settled.action).toBe(14_100);
    expect(settled.bank).toMatchObject({ commission: 212, net: bank.net });
    expect(bank.net).toBe(7_889);
    const of = (id: string) => settled.entries.filter((e) => e.learnerId === id);
    // Seats (bets taken at the deal): a push returns the bet, a win pays bet + winnings less 5%.
    expect(of(learner(1))).toEqual([]);
    expect(of(learner(2))).toEqual([{ learnerId: learner(2), kind: "return", amount: 2_530 }]);
    expect(of(learner(6))).toEqual([
      { learnerId: learner(6), kind: "payout", amount: 2_020 },
      { learnerId: learner(6), kind: "commission", amount: -51 },
    ]);
    expect(of("the-bank").map((e) => [e.kind, e.amount])).toEqual([
      ["bank-win", 3_560],
      ["bank-win", 500],
      ["bank-win", 5_000],
      ["bank-loss", -959],
      ["bank-commission", -212],
    ]);
    // Money is conserved: what the seats win back above their stakes the bank pays, and the
    // house keeps its commission.
    const seatsBack = settled.entries
      .filter((e) => e.learnerId !== "the-bank")
      .reduce((s, e) => s + e.amount, 0);
    const stakes = seats.reduce((s, l) => s + (l.bet ?? 0), 0);
    expect(seatsBack - stakes + bank.net).toBe(-212);
    expect(settled.points).toEqual([{ learnerId: "the-bank", delta: -141 }]);
  });

  it("is the solo table too: the house banks, no bank entries, seed 000's $49.25 as a learner's bank", () => {
    const solo = settleRound({
      bank: { learnerId: null, hand: bank.hand },
      players: [
        {
          seat: 1,
          learnerId: "me",
          hand: seats[5]?.hand ?? [],
          bet: 1_010,
          bonusBet: 0,
          front: null,
        },
      ],
      commissionBp: 500,
      bankCommissionBp: null,
      ruleSet: DEFAULT_RULE_SET,
    });
    expect(solo.entries).toEqual([
      { learnerId: "me", kind: "payout", amount: 2_020 },
      { learnerId: "me", kind: "commission", amount: -51 },
    ]);
    expect(solo.points).toEqual([]);
    expect(solo.bank.commission).toBe(0);
    const seed000 = settleRound({
      bank: { learnerId: "me", hand: parseHand("Ah Ad 2c 3s 4d 5h 6c") },
      players: [
        {
          seat: 1,
          learnerId: null,
          hand: parseHand("2s 3h 7d 8c Kh Ks Ac"),
          bet: 5_000,
          bonusBet: 0,
          front: null,
        },
      ],
      commissionBp: 500,
      bankCommissionBp: 150,
      ruleSet: DEFAULT_RULE_SET,
    });
    expect(seed000.bank.net).toBe(4_925);
  });

  it("settles the commission-free games: even money, the dealer's push hand pushes every seat", () => {
    const seat = (n: number, hand: string, front: string | null = null) => ({
      seat: n,
      learnerId: `p${n}`,
      hand: parseHand(hand),
      bet: 1_000,
      bonusBet: 0,
      front: front === null ? null : (parseCards(front, 2) as [Card, Card]),
    });
    // A strong seat, and one fouled by its own setting (aces in front of no pair).
    const players = [seat(1, "As Ad Kc Kd 7h 7s 2c"), seat(2, "Ah Ac 9s 6h 5d 3c 2s", "Ah Ac")];
    const round = (bank: string, variant: "ez" | "cf") =>
      settleRound({
        bank: { learnerId: null, hand: parseHand(bank) },
        players,
        commissionBp: 500,
        bankCommissionBp: null,
        ruleSet: { way: "trump-plaza", variant },
      });
    // Nine-high front (9-8) behind a ten-high back: the cf push hand, not ez's (no queen on top).
    const cfPush = round("Th 9c 8d 5s 4h 3c 2d", "cf");
    expect(cfPush.bank.pushesAll).toBe(true);
    expect(cfPush.players.map((p) => [p.outcome, p.net])).toEqual([
      ["push", 0],
      ["push", 0],
    ]);
    const ezThere = round("Th 9c 8d 5s 4h 3c 2d", "ez");
    expect(ezThere.bank.pushesAll).toBe(false);
    // The strong seat wins 1:1, no commission; the foul loses.
    expect(ezThere.players.map((p) => [p.outcome, p.net, p.commission])).toEqual([
      ["win", 1_000, 0],
      ["loss", -1_000, 0],
    ]);
    // A queen-high back (Q5432, jack-eight in front): the ez push hand.
    expect(round("Qh Jc 8d 5s 4h 3c 2d", "ez").players.map((p) => p.outcome)).toEqual([
      "push",
      "push",
    ]);
    expect(() =>
      settleRound({
        bank: { learnerId: "me", hand: parseHand("Qh Jc 8d 5s 4h 3c 2d") },
        players,
        commissionBp: 500,
        bankCommissionBp: 150,
        ruleSet: { way: "seed", variant: "cf" },
      }),
    ).toThrow(/no learner bank/);
  });

  it("marks a comparison from the player's side, the copy the bank's", () => {
    expect([markOf(2, 1), markOf(1, 1), markOf(0, 1)]).toEqual(["win", "copy", "lose"]);
  });
});
