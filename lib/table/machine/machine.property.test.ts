/**
 * The table machine over thousands of random command sequences at random tables of every kind
 * (one seat and the house bank, a learner bank with few seats, full live tables; standard,
 * commission-free and EZ games): after every step money is conserved (each wallet's change is
 * its ledger's), no balance is negative, the input state is untouched, a learner bank's net is
 * minus the seats' nets less its commission, and every dealt round settles exactly once.
 */
import { describe, expect, it } from "vitest";
import { createRng, parseHand, type Rng, randomInt } from "@/lib/engine";
import { BANK_SEAT } from "../round-model";
import { step } from "./step";
import { emptyTable, randomTable, seededRng } from "./test-tables";
import type { Command, Effect, SeatState, TableState } from "./types";

const LEARNERS = ["ann", "bob", "cy", "dee", "eve"];

function randomCommand(rng: Rng, state: TableState): Command {
  // Mostly someone seated (the commands that can do something), sometimes anyone.
  const seated = state.seats.map((s) => s.learnerId);
  const pool = seated.length > 0 && randomInt(rng, 5) !== 0 ? seated : LEARNERS;
  const learnerId = pool[randomInt(rng, pool.length)] as string;
  const chip = Math.min(...state.config.chips);
  // A bank waiting to approve mostly does (else the approval times out and the house banks).
  if (state.phase === "approve" && state.bankLearnerId && randomInt(rng, 3) !== 0)
    return { type: "approve", learnerId: state.bankLearnerId };
  const roll = randomInt(rng, 100);
  if (roll < 15) return { type: "tick" };
  if (roll < 30)
    return {
      type: "sit",
      learnerId,
      name: learnerId,
      seat: randomInt(rng, 3) === 0 ? randomInt(rng, 8) : undefined,
    };
  if (roll < 26) return { type: "leave", learnerId };
  if (roll < 42) return { type: "bank", learnerId };
  if (roll < 45) return { type: "unbank", learnerId };
  if (roll < 50) return { type: "approve", learnerId };
  if (roll < 52) return { type: "auto-approve", learnerId, on: randomInt(rng, 2) === 0 };
  if (roll < 75) {
    const { minBet, maxBet } = state.config;
    const main =
      randomInt(rng, 5) === 0
        ? chip * (1 + randomInt(rng, maxBet / chip + 3))
        : minBet + chip * randomInt(rng, 4);
    const bonus = randomInt(rng, 3) === 0 ? chip * randomInt(rng, 6) : 0;
    return { type: "bet", learnerId, main: randomInt(rng, 20) === 0 ? main + 1 : main, bonus };
  }
  if (roll < 97) {
    const mine = state.round?.players.find((p) => p.learnerId === learnerId);
    if (!mine || randomInt(rng, 4) === 0) return { type: "set", learnerId, front: null };
    const cards = mine.hand.split(" ");
    const a = randomInt(rng, 7);
    const b = (a + 1 + randomInt(rng, 6)) % 7;
    // A foul now and then sent unconfirmed: refused.
    const confirmFoul = randomInt(rng, 6) !== 0;
    return { type: "set", learnerId, front: [cards[a] as string, cards[b] as string], confirmFoul };
  }
  // A class table's close ends the sequence's play: rare, so most tables play on.
  return randomInt(rng, 10) === 0 ? { type: "close" } : { type: "tick" };
}

/** A wallet that lost most of its money (or all of it) at another table meanwhile. */
function spentElsewhere(rng: Rng, state: TableState): TableState {
  const ids = Object.keys(state.wallets);
  // Half the time the learner bank's: its cover is checked again at the deal.
  const id =
    state.bankLearnerId && randomInt(rng, 2) === 0
      ? state.bankLearnerId
      : ids[randomInt(rng, ids.length)];
  if (id === undefined) return state;
  const wallet = state.wallets[id] as TableState["wallets"][string];
  // Only what is not held can be spent elsewhere (the store's conditional debit).
  const free = wallet.balance - wallet.held;
  const left = wallet.held + (randomInt(rng, 4) === 0 ? 0 : randomInt(rng, free + 1));
  return { ...state, wallets: { ...state.wallets, [id]: { ...wallet, balance: left } } };
}

/** Every learner's balance change the effects say, the grants included. */
function moneyOf(effects: readonly Effect[]): Map<string, number> {
  const moved = new Map<string, number>();
  const add = (id: string, amount: number) => moved.set(id, (moved.get(id) ?? 0) + amount);
  for (const e of effects) {
    if (e.type === "ledger") add(e.learnerId, e.amount);
    if (e.type === "open-wallet") add(e.learnerId, e.grant);
    if (e.type === "settle")
      for (const entry of e.settlement.entries) add(entry.learnerId, entry.amount);
  }
  return moved;
}

function runSequence(seed: number, length: number) {
  const rng = createRng(seed);
  const chance = seededRng(seed + 1);
  const wallets: TableState["wallets"] = {};
  // Some learners arrive with a wallet (rich, poor, broke), some open one by sitting.
  for (const id of LEARNERS)
    if (randomInt(rng, 4) !== 0)
      wallets[id] = {
        balance: [0, 150, 2_000, 100_000, 100_000, 100_000][randomInt(rng, 6)] as number,
        points: randomInt(rng, 12),
        held: 0,
      };
  // Every other table offers a learner bank, so the banks' rounds are many; every fifth is a
  // learner's own (solo) table: one seat, no bet clock, maybe no decision time, and only what
  // its door sends (bet, set, the clock).
  const own = seed % 5 === 0;
  const drops = !own && seed % 6 === 3 ? createRng(seed + 7) : null;
  let state = emptyTable(randomTable(rng, seed % 2 === 0), wallets);
  // The odd live tables fill empty seats with bots (issue 55), 2, 4 or 6 (their money is the
  // house's); chosen by the seed, so the other tables' random sequences stay as they were.
  if (!own && seed % 2 === 1) state = { ...state, botFill: 1 + (seed % 6) };
  if (own) {
    const { live: _, ...config } = state.config;
    wallets.ann ??= { balance: 100_000, points: 0, held: 0 };
    state = {
      ...state,
      config: { ...config, decisionSeconds: randomInt(rng, 2) === 0 ? null : 30 },
      phase: "bets",
      seats: [{ seat: 1, learnerId: "ann", name: "", bet: 0, bonusBet: 0, sitOuts: 0 }],
    };
  }
  let now = 1_000_000;
  const dealt = new Set<string>();
  const settled = new Map<string, number>();
  const stats = {
    deals: 0,
    refused: 0,
    learnerBank: 0,
    bankLostCover: 0,
    own: 0,
    ownDeals: 0,
    botRounds: 0,
    awayDealt: 0,
    away: 0,
  };
  const check = (before: TableState, after: TableState, effects: Effect[]) => {
    const moved = moneyOf(effects);
    for (const id of new Set([...Object.keys(before.wallets), ...Object.keys(after.wallets)])) {
      const was = before.wallets[id]?.balance ?? 0;
      const is = after.wallets[id]?.balance ?? 0;
      expect(is - was, `${id}'s wallet against its ledger`).toBe(moved.get(id) ?? 0);
      expect(Number.isSafeInteger(is) && is >= 0, `${id}'s balance ${is}`).toBe(true);
      const held = after.wallets[id]?.held ?? 0;
      expect(held >= 0 && held <= is, `${id} holds ${held} of ${is}`).toBe(true);
      // Only a bank of a dealt, unsettled round holds money.
      const banking = after.round && !after.round.settled && after.round.bank.learnerId === id;
      if (!banking) expect(held, `${id} holds nothing between rounds`).toBe(0);
    }
    for (const e of effects) {
      if (e.type === "deal") {
        stats.deals++;
        const bots = e.round.players.filter((p) => p.learnerId === null);
        if (!own && bots.length > 0) {
          stats.botRounds++;
          // Bots only against the house, at the minimum, beside at least one person.
          expect(e.round.bank.learnerId).toBe(null);
          expect(bots.every((p) => p.bet === before.config.minBet && p.bonusBet === 0)).toBe(true);
          expect(e.round.players.some((p) => p.learnerId !== null)).toBe(true);
        }
        if (own) {
          stats.ownDeals++;
          // An own table deals the bet at once, against the house's bank.
          expect(e.round.bank.learnerId).toBe(null);
          expect(e.deadlineAt).toBe(
            before.config.decisionSeconds === null
              ? null
              : now + before.config.decisionSeconds * 1000,
          );
        }
        expect(dealt.has(e.round.id)).toBe(false);
        dealt.add(e.round.id);
        const cards = [e.round.bank, ...e.round.players].flatMap((p) => parseHand(p.hand));
        expect(new Set(cards).size).toBe(cards.length);
        if (e.round.bank.learnerId !== null) stats.learnerBank++;
        // A player who dropped is never dealt (their pressed bet is returned).
        for (const p of e.round.players.filter((q) => q.learnerId !== null)) {
          const seat = after.seats.find((x) => x.learnerId === p.learnerId);
          if (seat?.awaySince != null) stats.awayDealt++;
        }
        // The learners' seats dealt were covered by their wallets at the deal (a bot has none).
        for (const p of e.round.players.filter((q) => q.learnerId !== null))
          expect(p.walletBefore ?? 0).toBeGreaterThanOrEqual(p.bet + p.bonusBet);
      }
      if (e.type === "table" && e.patch.bankLeftReason === "cover") stats.bankLostCover++;
      if (e.type === "seat-update" && typeof e.patch.awaySince === "number") stats.away++;
      if (e.type === "settle") {
        settled.set(e.roundId, (settled.get(e.roundId) ?? 0) + 1);
        const { bank, players } = e.settlement;
        if (bank.learnerId !== null)
          expect(bank.net + bank.commission + players.reduce((sum, p) => sum + p.net, 0)).toBe(0);
      }
    }
    expect(after.seats.filter((s) => s.seat === BANK_SEAT).length).toBe(
      after.bankLearnerId === null ? 0 : 1,
    );
    expect(new Set(after.seats.map((s) => s.learnerId)).size).toBe(after.seats.length);
  };
  for (let k = 0; k < length; k++) {
    now += randomInt(rng, 3) === 0 ? randomInt(rng, 60_000) : randomInt(rng, 2_000);
    // Money spent at another table between two steps (the writer reads the wallets afresh).
    if (randomInt(rng, 20) === 0) state = spentElsewhere(rng, state);
    let command = randomCommand(rng, state);
    if (own && !["bet", "set", "tick"].includes(command.type)) command = { type: "tick" };
    // One live table in six (no learner bank offered): now and then a seated player's connection drops or comes back
    // (issue 55, the kept seat), by a chance of its own so the other tables play as they did.
    if (drops && state.seats.length > 0 && randomInt(drops, 6) === 0) {
      const who = (state.seats[randomInt(drops, state.seats.length)] as SeatState).learnerId;
      const present = new Set(state.present ?? state.seats.map((x) => x.learnerId));
      if (present.has(who)) present.delete(who);
      else present.add(who);
      state = { ...state, present: [...present] };
      command = { type: "presence", learnerId: who };
    }
    const frozen = JSON.stringify(state);
    const result = step(state, command, now, chance);
    expect(JSON.stringify(state), "the input state is never changed").toBe(frozen);
    check(state, result.state, result.effects);
    if (result.refused) stats.refused++;
    state = result.state;
  }
  // Everyone leaves (sets by the house way at an own table) and the clock runs on: every dealt
  // round is settled, exactly once.
  for (const id of own ? [] : LEARNERS) {
    now += 1_000;
    const result = step(state, { type: "leave", learnerId: id }, now, chance);
    check(state, result.state, result.effects);
    state = result.state;
  }
  if (own) {
    const result = step(state, { type: "set", learnerId: "ann", front: null }, now, chance);
    check(state, result.state, result.effects);
    state = result.state;
    stats.own++;
  }
  for (let k = 0; k < 4; k++) {
    now += 120_000;
    const result = step(state, { type: "tick" }, now, chance);
    check(state, result.state, result.effects);
    state = result.state;
  }
  // An own table waits for the next bet; a live one with nobody seated is idle.
  expect(state.phase).toBe(own ? "bets" : "idle");
  for (const id of dealt) expect(settled.get(id), `round ${id} settled once`).toBe(1);
  expect([...settled.keys()].every((id) => dealt.has(id))).toBe(true);
  return stats;
}

describe("the table machine over random command sequences", () => {
  it("keeps money, balances, hidden state and rounds right at 600 random tables of 100 commands", () => {
    const totals = {
      deals: 0,
      refused: 0,
      learnerBank: 0,
      bankLostCover: 0,
      ownDeals: 0,
      botRounds: 0,
      away: 0,
      awayDealt: 0,
    };
    for (let seed = 1; seed <= 600; seed++) {
      const stats = runSequence(seed, 100);
      totals.deals += stats.deals;
      totals.refused += stats.refused;
      totals.learnerBank += stats.learnerBank;
      totals.bankLostCover += stats.bankLostCover;
      totals.ownDeals += stats.ownDeals;
      totals.botRounds += stats.botRounds;
      totals.away += stats.away;
      totals.awayDealt += stats.awayDealt;
    }
    // The sequences reach what they are meant to test: rounds, learner banks and refusals.
    expect(totals.deals).toBeGreaterThan(1_500);
    // 39 with the bot tables (issue 55) in the mix, whose sits go elsewhere.
    expect(totals.learnerBank).toBeGreaterThan(30);
    expect(totals.refused).toBeGreaterThan(10_000);
    expect(totals.bankLostCover).toBeGreaterThan(0);
    expect(totals.ownDeals).toBeGreaterThan(200);
    expect(totals.botRounds).toBeGreaterThan(200);
    // Players dropped often (the kept seat), and none of them was ever dealt while away.
    expect(totals.away).toBeGreaterThan(300);
    expect(totals.awayDealt).toBe(0);
  });
});
