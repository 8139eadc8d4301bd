import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatCard, parseHand } from "../cards";
import { houseWay } from "../house-way";
import { createRng, deal } from "../rng";
import { DEFAULT_RULE_SET } from "../rule-set";
import { emptyTally, playRounds } from "../simulate";
import { setText } from "../values";
import { HOUSE_WAY_RULE, STRATEGY_RULES, trainerFront, trainerWay } from ".";
import { chunkRng, labelChunk, labelsOf } from "./labels";
import { measure } from "./measure";
import { emptyStrategyStats, verifyStrategyHand } from "./verify";

const set = (hand: string) => {
  const t = trainerWay(parseHand(hand));
  return [t.rule, setText(t.backValue, t.frontValue)];
};

// [hand, rule, setting]: for every rule, hands it sets (some where it departs from the
// house way) and near misses that fall through to a later rule or the house way.
const CASES: Array<[string, string, string]> = [
  // S1: two pairs, sevens or lower, a king and no ace: keep both pairs.
  ["6c 3h 6d Ks 5d Qs 5s", "S1", "two-pair:653 | high:KQ"],
  ["7h 7d Kh 2s 3c 3d Ts", "S1", "two-pair:732 | high:KT"], // the house way splits
  ["8h 8d Kh 2s 3c 3d Ts", "S2", "pair:8KT2 | pair:3"], // eights: too high for S1
  // S2: two pairs: split, unless a single ace sits beside pairs of jacks or lower.
  ["6d 6c 3h 5s Td 7d 3d", "S2", "pair:6T75 | pair:3"], // the house way keeps them
  ["Qh Jc 2s 4s Td Ts Qc", "S2", "pair:QJ42 | pair:T"],
  ["7c Kd 7h Js 5s JK Ad", "S2", "pair:AKJ5 | pair:7"], // joker and ace are a pair, no single
  ["2d 3c 2h 4h 3d 5s 6c", "S2", "pair:3654 | pair:2"], // splits even with a straight
  ["Kc 5s Qd Ac 5c 7h Qh", "S2", "pair:QAK7 | pair:5"], // queens and an ace: the house way keeps them
  ["Ah 4d Jd 2h 7c 7h Jh", HOUSE_WAY_RULE, "pair:JA42 | pair:7"], // jacks and an ace: not S2
  // S3: two pairs and a straight or flush only with the joker: keep the pairs.
  ["2d 3c 2h 4h 3d JK 5s", "S3", "two-pair:324 | high:A5"],
  ["Jc Tc 9d JK 9s 7d 7s", "S3", "two-pair:97T | high:AJ"],
  // S4: aces with the joker, a king, a weak straight or flush only with the joker.
  ["8c As JK 2s 7s Ks 3d", "S4", "pair:A732 | high:K8"],
  ["Th 8h As 4d Qh Kc JK", "S4", "pair:AT84 | high:KQ"],
  ["8c 9s JK 2s 7s Ks 3d", HOUSE_WAY_RULE, "flush:AK972 | high:83"], // no pair: not S4
  // S5 / S6: no pair, an ace, no straight or flush.
  ["2d 7s 5h 3h Kc 8c Ac", "S5", "high:A8732 | high:K5"],
  ["9h Kd 7c 6s 3h 8c Ac", "S5", "high:A9863 | high:K7"],
  ["4s Th 5h Jc 2h Ac 9s", "S6", "high:AT542 | high:J9"],
  ["9s 3h 5d As Ts 2h Jc", "S6", "high:AT532 | high:J9"],
  ["2d 7s 5h 3h Kc Jc Ac", HOUSE_WAY_RULE, "high:A7532 | high:KJ"], // third card a jack
  ["2c 7c 5c 3h Kc 8c Ac", "S9", "flush:K8752 | high:A3"], // a flush: S5 does not apply
  // S7: one pair, nines or better, a straight or flush only with the joker that leaves
  // queen-high or worse in front, a higher card.
  ["Th Tc JK 9d 8s 7c Qh", "S7", "pair:T987 | high:AQ"], // the house way keeps the straight
  ["9h 9c JK Td 8s 7c 3h", "S7", "pair:9873 | high:AT"],
  ["8h 8c JK 9d Ts 7c Qh", "S8", "straight:J | high:Q8"], // eights: too low for S7
  ["Th Tc JK 9d 8s 7c 2h", "S8", "straight:J | high:T2"], // nothing above the tens
  ["Th Tc JK 9d 8s 7c Kh", "S8", "straight:J | high:KT"], // the straight leaves king-high
  // S8: one pair with a straight flush: a straight or flush is enough.
  ["9d Td 7d JK 8c 8d Jc", "S8", "straight:J | pair:8"],
  ["Jh Qc 9h Qh JK 3h 8h", "S8", "flush:AJ983 | pair:Q"],
  ["8d 4s 4h 9d JK 6s Th", "S8", "straight:T | pair:4"], // as the house way
  // S9: no pair with a straight flush.
  ["2d 3d 4d Jh JK 7d 5d", "S9", "flush:75432 | high:AJ"],
  ["JK 5c 7s 6c 4c 9d 8c", "S9", "straight:8 | high:A9"],
  // S10: three kings, nothing above a ten: a king in front.
  ["Kh Kd Ks Td 8c 5h 3s", "S10", "pair:K853 | high:KT"], // the house way plays ten-eight
  ["Kh Kd Ks Jd 8c 5h 3s", HOUSE_WAY_RULE, "trips:K53 | high:J8"], // a jack: not S10
  // The house way for everything else.
  ["Kc Qc 2d 6h 4s 9d 5s", HOUSE_WAY_RULE, "high:K6542 | high:Q9"],
  ["2c Ah 9d 3d Qs 7c Qd", HOUSE_WAY_RULE, "pair:Q732 | high:A9"],
];

describe("the trainer's way", () => {
  it.each(CASES)("sets %s by %s as %s", (hand, rule, setting) => {
    expect(set(hand)).toEqual([rule, setting]);
  });

  it("has a case for every rule", () => {
    const covered = new Set(CASES.map(([, rule]) => rule));
    for (const r of STRATEGY_RULES) expect(covered, r.key).toContain(r.key);
  });

  it("has at most 20 rules, each with a title, a text and a reason in every locale", () => {
    expect(STRATEGY_RULES.length).toBeLessThanOrEqual(20);
    for (const locale of ["en", "de", "sv", "fr"]) {
      const file = path.join(process.cwd(), "messages", locale, "strategy.json");
      const messages = JSON.parse(readFileSync(file, "utf8")).StrategyRules;
      for (const key of [...STRATEGY_RULES.map((r) => r.key), HOUSE_WAY_RULE]) {
        for (const part of ["title", "text", "reason"])
          expect(typeof messages[key]?.[part], `${locale} ${key}.${part}`).toBe("string");
      }
    }
  });

  it("returns a reason key for the rule and the cards it splits into", () => {
    const hand = parseHand("7h 7d Kh 2s 3c 3d Ts");
    const t = trainerWay(hand);
    expect(t.reason).toEqual({ key: "S1.reason", params: { high: "7", low: "3" } });
    expect([...t.front, ...t.back].sort((a, b) => a - b)).toEqual([...hand].sort((a, b) => a - b));
    expect(t.front.map(formatCard)).toEqual(["Kh", "Ts"]);
    expect(t.frontIndex[0]).toBeLessThan(t.frontIndex[1]);
  });

  it("falls back to the house way's setting, and with no rules is the house way", () => {
    const rng = createRng(11);
    for (let n = 0; n < 500; n++) {
      const hand = deal(rng, 7);
      const hw = houseWay(hand, "seed");
      const none = trainerFront(hand, 0).front;
      expect([none & 7, none >> 3]).toEqual(hw.frontIndex);
      const t = trainerWay(hand);
      if (t.rule === HOUSE_WAY_RULE) expect(t.frontIndex).toEqual(hw.frontIndex);
    }
  });

  it("rejects bad hands", () => {
    expect(() => trainerWay([1, 2, 3])).toThrow();
    expect(() => trainerWay([1, 1, 2, 3, 4, 5, 6])).toThrow();
  });

  it("never fouls and equal-card choices never cost a value on 30,000 seeded hands", () => {
    const rng = createRng(2026);
    const stats = emptyStrategyStats();
    for (let n = 0; n < 30_000; n++) verifyStrategyHand(deal(rng, 7), stats);
    expect(stats.hands).toBe(30_000);
    expect(stats.fouls).toBe(0);
    expect(stats.swapViolations).toBe(0);
    expect(stats.swapsChecked).toBeGreaterThan(1000);
    // Every rule sets some of these hands.
    for (let k = 0; k < STRATEGY_RULES.length; k++) expect(stats.byRule[k]).toBeGreaterThan(0);
  });

  it("agrees with simulate --strategy trainer on the same hands", () => {
    // Both deal a chunk's rounds from the same stream; the report sums exact scores.
    const seed = 7;
    const hands = 24;
    const figures = measure(labelsOf(labelChunk(seed, 0, hands)));
    const tally = emptyTally();
    playRounds(chunkRng(seed, 0), hands, "trainer", 0.05, tally, "none", DEFAULT_RULE_SET);
    expect(tally.rounds).toBe(hands);
    expect(tally.exactGain).toBeCloseTo((figures.trainer - figures.houseWay) * hands, 12);
    const optimal = emptyTally();
    playRounds(chunkRng(seed, 0), hands, "optimal", 0.05, optimal, "none", DEFAULT_RULE_SET);
    expect(optimal.exactGain).toBeCloseTo((figures.best - figures.houseWay) * hands, 12);
    expect(figures.curve[0]).toBe(0);
    expect(figures.curve.at(-1)).toBeCloseTo(figures.trainer - figures.houseWay, 15);
  }, 60_000);
});
