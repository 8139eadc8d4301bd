import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseHand } from "../cards";
import { houseWay } from "../house-way";
import { emptyStats, verifyHand } from "../house-way-verify";
import { createRng, deal } from "../rng";
import { WAYS, type Way } from "../rule-set";
import { setText } from "../values";
import { wayDef } from ".";
import { casinoRule } from "./shared";

const CASINO_WAYS = WAYS.filter((w) => w !== "seed");
// The fixture holds the four ways of RULES.md 12.2; the later ways have their own hands
// (published-ways.test.ts).
const FIXTURE_WAYS = ["trump-plaza", "claridge", "ballys-ac", "foxwoods"] as const;

// The independent implementation's settings (../shared/fixtures/casino-ways.tsv): 505 hands a way.
const FIXTURE = readFileSync("tests/fixtures/casino-ways.tsv", "utf8")
  .trim()
  .split("\n")
  .slice(1)
  .map((l) => l.split("\t") as [string, Way, string, string]);

const set = (hand: string, way: Way) => {
  const s = houseWay(parseHand(hand), way);
  return `${s.rule}\t${setText(s.backValue, s.frontValue)}`;
};

describe("casino house ways", () => {
  it.each(FIXTURE_WAYS)("%s sets every fixture hand as the independent implementation", (way) => {
    const rows = FIXTURE.filter((r) => r[1] === way);
    expect(rows).toHaveLength(505);
    const wrong = rows
      .map(([hand, , rule, want]) => ({ hand, rule, want, got: set(hand, way).split("\t")[1] }))
      .filter((r) => r.got !== r.want);
    expect(wrong).toEqual([]);
  });

  // One hand per difference RULES.md 12.2 names, with what each way does with it.
  const CASES: Array<[string, Partial<Record<Way, string>>]> = [
    // Two pairs 9s and 8s with a king single: trump-plaza splits M+M without an ace; foxwoods too.
    [
      "9s 9h 8d 8c Kh 4s 2c",
      {
        seed: "8\tpair:9K42 | pair:8",
        "trump-plaza": "two-pair:split\tpair:9K42 | pair:8",
        foxwoods: "two-pair:split\tpair:9K42 | pair:8",
      },
    ],
    // Two pairs 6s and 3s with a king single: L+L keeps with a king (trump-plaza), 3-6 with K+ (foxwoods).
    [
      "6s 6h 3d 3c Kh 9s 2c",
      {
        "trump-plaza": "two-pair:keep\ttwo-pair:632 | high:K9",
        foxwoods: "two-pair:keep\ttwo-pair:632 | high:K9",
        claridge: "two-pair:keep\ttwo-pair:632 | high:K9",
      },
    ],
    // Twos full with ace-king: trump-plaza and bally's put ace-king in front, claridge and foxwoods the twos.
    [
      "7s 7h 7d 2c 2h As Kd",
      {
        "trump-plaza": "full-house:ace-king\tfull-house:72 | high:AK",
        "ballys-ac": "full-house:ace-king\tfull-house:72 | high:AK",
        claridge: "full-house\ttrips:7AK | pair:2",
        foxwoods: "full-house\ttrips:7AK | pair:2",
      },
    ],
    // Quad nines with a king single: trump-plaza and foxwoods keep (K+), claridge splits (ace only), bally's keeps (2-9).
    [
      "9s 9h 9d 9c Kh 5s 2c",
      {
        "trump-plaza": "quads:keep\tquads:92 | high:K5",
        foxwoods: "quads:keep\tquads:92 | high:K5",
        claridge: "quads:split\tpair:9K52 | pair:9",
        "ballys-ac": "quads:keep\tquads:92 | high:K5",
      },
    ],
    // Quad jacks with an ace single: trump-plaza and bally's keep, claridge and foxwoods split.
    [
      "Js Jh Jd Jc Ah 5s 2c",
      {
        "trump-plaza": "quads:keep\tquads:J2 | high:A5",
        "ballys-ac": "quads:keep\tquads:J2 | high:A5",
        claridge: "quads:split\tpair:JA52 | pair:J",
        foxwoods: "quads:split\tpair:JA52 | pair:J",
      },
    ],
    // Bally's: an ace-high straight that needs the joker gives way to the aces behind.
    [
      "As JK Kd Qc Th 5s 3c",
      {
        "trump-plaza": "straight:one-pair\tstraight:A | high:53",
        "ballys-ac": "straight:ace-joker-behind\tpair:AT53 | high:KQ",
      },
    ],
    // Foxwoods: a pair of kings, an ace single and a straight: ace-queen in front, the kings behind.
    [
      "Ks Kh As Qd Jc Th 2c",
      {
        "trump-plaza": "straight:one-pair\tstraight:A | high:K2",
        foxwoods: "straight:ace-in-front\tpair:KJT2 | high:AQ",
      },
    ],
  ];
  it.each(CASES)("%s", (hand, want) => {
    for (const [way, setting] of Object.entries(want))
      expect([way, set(hand, way as Way)]).toEqual([way, setting]);
  });

  it.each(CASINO_WAYS)(
    "%s never fouls, takes the best equal cards and agrees with its fast path on 20,000 hands",
    (way) => {
      const rng = createRng(7);
      const stats = emptyStats();
      for (let n = 0; n < 20_000; n++) verifyHand(deal(rng), stats, way);
      expect(stats.hands).toBe(20_000);
      expect(stats.fouls).toBe(0);
      expect(stats.swapViolations).toBe(0);
      expect(stats.fastMismatches).toBe(0);
    },
  );

  it("gives every rule a name and a label for tools", () => {
    const code = wayDef("foxwoods").code(parseHand("Ks Kh As Qd Jc Th 2c"));
    expect(casinoRule(code)).toBe("straight:ace-in-front");
    expect(wayDef("seed").label(wayDef("seed").code(parseHand("Tc Jd Qh Kc As Ts Jh")))).toBe(
      "3>8",
    );
  });
});
