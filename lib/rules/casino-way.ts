/**
 * A casino's house way (RULES.md 12) as the rule page writes it, read from the engine itself:
 * for each hand type of 12.1 the page lists clauses "when the hand is so, the dealer does this",
 * and both halves come from the way the engine runs (lib/engine/ways). The conditions are found
 * by setting probe hands that cover every case the ways can tell apart (the rank of the quads
 * or pairs, an ace or king single beside them) and grouping the answers; the action is the
 * rule the engine fired, told by its reason message (HouseWay.casino.*) on the clause's example
 * hand, which houseWay sets. Nothing is written by hand per casino, so the page cannot drift
 * from the dealer the learner plays against.
 *
 * Pure: engine imports only; computed once per way and process.
 */

import type { Way } from "@/lib/engine";
import {
  ACE,
  aceWithPair,
  type Card,
  type CasinoRule,
  casinoRule,
  createRng,
  deal,
  documentOf,
  type HandType,
  houseWay,
  JACK,
  JOKER,
  KING,
  pairClass,
  parseHand,
  RANK_CHARS,
  type Reason,
  RULE_KEYS,
  rankRange,
  readHand,
  WAYS,
  wayDef,
  wayDocument,
} from "@/lib/engine";
import { byRankDescending } from "./examples";

export type CasinoWayId = Exclude<Way, "seed">;
export const CASINO_WAY_IDS: readonly CasinoWayId[] = WAYS.filter(
  (way): way is CasinoWayId => way !== "seed",
);

/** The ways whose page cites a source and names its readings (Rules.casinoWay.source.*). */
export const SOURCED_WAYS = ["mgm-grand", "british-columbia", "dealer-school"] as const;
export const hasSourceNote = (way: CasinoWayId): way is (typeof SOURCED_WAYS)[number] =>
  (SOURCED_WAYS as readonly string[]).includes(way);

/**
 * What sits beside quads or two pairs, as the ways tell it apart (12.1): a single ace, a single
 * king with a single jack (British Columbia's "king-jack or better" front), a single king with
 * low cards, neither.
 */
type Side = "ace" | "kingJack" | "king" | "none";
const SIDES = ["ace", "kingJack", "king", "none"] as const;
/** How a clause narrows its cells' side singles. */
export type SideCondition =
  | "always"
  | "ace"
  | "kingOrBetter"
  | "kingJackOrBetter"
  | "otherwise"
  | Side;

/** A clause's condition, rendered by the page's messages (CasinoWay.when.*). */
export type Condition =
  | { kind: "straight"; handType: "no-pair" | "one-pair" | "trips" }
  /** `ranks`: the pair ranks the way's document names for the exception, where it names them. */
  | { kind: "straightException"; rule: CasinoRule; ranks?: [number, number] }
  /** Four aces with a pair or three of a kind of these ranks: the way's exception. */
  | { kind: "quadAces"; from: number; to: number }
  | { kind: "fiveAces"; kings: boolean | null }
  | { kind: "quadsWith"; with: "pair" | "trips" }
  | { kind: "quads"; from: number; to: number; side: SideCondition }
  | { kind: "single"; handType: HandType }
  | { kind: "fullHouse"; pairFrom: number; pairTo: number; aceKing: boolean | null }
  | { kind: "trips"; from: number; to: number }
  | { kind: "twoPairHigh"; from: number; to: number; side: SideCondition }
  | { kind: "twoPairClasses"; classes: string[]; side: SideCondition }
  /** `lowTop`: the low pair from lowFrom up to just below the high pair. */
  | {
      kind: "twoPairRanges";
      from: number;
      to: number;
      lowFrom: number;
      lowTo: number;
      lowTop: boolean;
      side: SideCondition;
    };

interface WayExample {
  /** Highest first, as the page draws it; houseWay(hand, way) sets exactly this. */
  hand: Card[];
  back: Card[];
  front: Card[];
  backValue: number;
  frontValue: number;
  /** The engine's rule label and reason for this hand. */
  label: string;
  reason: Reason;
}

export interface WayClause {
  when: Condition;
  rule: CasinoRule;
  example: WayExample;
}

/** The sections of the page: straights first, then the hand types of 12.1 in its order. */
type WaySection = (typeof RULE_KEYS)[number];
export const WAY_SECTIONS: readonly WaySection[] = [
  "straights",
  ...RULE_KEYS.filter((key) => key !== "straights"),
];

export interface WaySectionRules {
  section: WaySection;
  clauses: WayClause[];
}

// --- Probe hands --------------------------------------------------------------------------

/** Ranks to fill a hand with, low first, so they rarely matter to a rule. */
const FILLERS = [0, 1, 3, 5, 2, 4, 6, 7, 8, 9, 10];

/**
 * Seven cards of the given ranks (ACE for an ace; `JOKER_RANK` for the joker) plus `fill` low
 * singles of other ranks (never an ace or king), suits spread so no flush can be made, and no
 * straight either. Null when no filling avoids a straight.
 */
const JOKER_RANK = 99;
function probe(ranks: readonly number[], fill = 7 - ranks.length): Card[] | null {
  const used = new Set(ranks);
  const pool = FILLERS.filter((r) => !used.has(r));
  const pick = (start: number, n: number, acc: number[]): Card[] | null => {
    if (n === 0) {
      const hand = build([...ranks, ...acc]);
      return readHand(hand).straightOrFlush ? null : hand;
    }
    for (let k = start; k < pool.length; k++) {
      const found = pick(k + 1, n - 1, [...acc, pool[k] as number]);
      if (found) return found;
    }
    return null;
  };
  return pick(0, fill, []);
}

/** Callers list the copies of a rank together: the suits rotate, so copies differ and no suit holds five. */
function build(ranks: readonly number[]): Card[] {
  return ranks.map((r, k) => (r === JOKER_RANK ? JOKER : r * 4 + (k % 4)));
}

const repeat = (r: number, n: number): number[] => new Array<number>(n).fill(r);

function exampleOf(way: CasinoWayId, cards: readonly Card[]): WayExample {
  const hand = byRankDescending(cards);
  const setting = houseWay(hand, way);
  return {
    hand,
    back: byRankDescending(setting.back),
    front: byRankDescending(setting.front),
    backValue: setting.backValue,
    frontValue: setting.frontValue,
    label: setting.rule,
    reason: setting.reason,
  };
}

const ruleOf = (way: CasinoWayId, cards: readonly Card[]): CasinoRule =>
  casinoRule(wayDef(way).code(cards));

/** Singles beside quads or pairs for a side (null when the ranks held make it impossible). */
function sideRanks(side: Side, held: readonly number[]): number[] | null {
  if (side === "ace") return held.includes(ACE) ? null : [ACE];
  if (side === "king") return held.includes(KING) ? null : [KING];
  if (side === "kingJack") return held.includes(KING) || held.includes(JACK) ? null : [KING, JACK];
  return [];
}

/**
 * The clauses for cells told apart by side singles: `outcome(side)` is the rule each side
 * gets (null: impossible). Gives one clause when all agree, else the simplest true split.
 */
function sideClauses(
  outcome: (side: Side) => CasinoRule | null,
): Array<{ side: SideCondition; rule: CasinoRule; sample: Side }> {
  const a = outcome("ace");
  const k = outcome("king");
  const kj = outcome("kingJack");
  // A king with a jack told apart from a king with low cards: a front threshold (king-jack).
  if (kj !== null && k !== null && kj !== k) {
    const n0 = outcome("none");
    if (a === kj && k === n0 && n0 !== null)
      return [
        { side: "kingJackOrBetter", rule: a, sample: "kingJack" },
        { side: "otherwise", rule: n0, sample: "none" },
      ];
    return SIDES.filter((s) => outcome(s) !== null).map((s) => ({
      side: s,
      rule: outcome(s) as CasinoRule,
      sample: s,
    }));
  }
  const n = outcome("none") as CasinoRule;
  const known = [a, k, n].filter((x): x is CasinoRule => x !== null);
  if (known.every((x) => x === n)) return [{ side: "always", rule: n, sample: "none" }];
  if (a !== null && k !== null && a === k)
    return [
      { side: "kingOrBetter", rule: a, sample: "king" },
      { side: "otherwise", rule: n, sample: "none" },
    ];
  if (a !== null && (k === null || k === n))
    return [
      { side: "ace", rule: a, sample: "ace" },
      { side: "otherwise", rule: n, sample: "none" },
    ];
  if (a === null && k !== null)
    return [
      { side: "king", rule: k, sample: "king" },
      { side: "otherwise", rule: n, sample: "none" },
    ];
  return (["ace", "king", "none"] as const)
    .filter((s) => outcome(s) !== null)
    .map((s) => ({ side: s, rule: outcome(s) as CasinoRule, sample: s }));
}

/** Consecutive keys with equal signatures, as [from, to] runs. */
function runs<T>(keys: readonly number[], signature: (k: number) => T): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let prev: string | null = null;
  for (const k of keys) {
    const sig = JSON.stringify(signature(k));
    const last = out.at(-1);
    if (last && sig === prev) last[1] = k;
    else out.push([k, k]);
    prev = sig;
  }
  return out;
}

/** Side signature with impossible sides left open, so neighbours that agree where both can be merged. */
function mergeRuns(
  keys: readonly number[],
  outcome: (key: number, side: Side) => CasinoRule | null,
): Array<[number, number]> {
  const out: Array<{ from: number; to: number; sig: Array<CasinoRule | null> }> = [];
  for (const key of keys) {
    const sig = SIDES.map((s) => outcome(key, s));
    const last = out.at(-1);
    const fits =
      last !== undefined &&
      sig.every((x, i) => x === null || last.sig[i] === null || last.sig[i] === x);
    if (last && fits) {
      last.to = key;
      last.sig = last.sig.map((x, i) => x ?? sig[i] ?? null);
    } else out.push({ from: key, to: key, sig });
  }
  return out.map((r) => [r.from, r.to]);
}

// --- The sections ---------------------------------------------------------------------------

const RANKS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

function must(hand: Card[] | null, what: string): Card[] {
  if (!hand) throw new Error(`casino way page: no probe hand for ${what}`);
  return hand;
}

function quadsSection(way: CasinoWayId): WayClause[] {
  const hand = (q: number, side: Side): Card[] | null => {
    const extra = sideRanks(side, [q]);
    return extra === null ? null : probe([...repeat(q, 4), ...extra]);
  };
  const outcome = (q: number, side: Side) => {
    const h = hand(q, side);
    return h ? ruleOf(way, h) : null;
  };
  return mergeRuns(RANKS, outcome).flatMap(([from, to]) => {
    // The run's outcome per side, from any rank of it where that side can be held.
    const at = (side: Side) => {
      for (let q = from; q <= to; q++) {
        const o = outcome(q, side);
        if (o !== null) return o;
      }
      return null;
    };
    return sideClauses(at).map((c) => {
      let q = from;
      while (q < to && hand(q, c.sample) === null) q++;
      return {
        when: { kind: "quads", from, to, side: c.side } as Condition,
        rule: c.rule,
        example: exampleOf(way, must(hand(q, c.sample), `quads ${q} ${c.sample}`)),
      };
    });
  });
}

function twoPairSection(way: CasinoWayId): WayClause[] {
  const hand = (high: number, low: number, side: Side): Card[] | null => {
    const extra = sideRanks(side, [high, low]);
    return extra === null ? null : probe([...repeat(high, 2), ...repeat(low, 2), ...extra]);
  };
  const outcome = (high: number, low: number, side: Side) => {
    const h = hand(high, low, side);
    return h ? ruleOf(way, h) : null;
  };
  const cells: Array<[number, number]> = RANKS.flatMap((high) =>
    RANKS.filter((low) => low < high).map((low) => [high, low] as [number, number]),
  );
  const sigOf = (high: number, low: number) => SIDES.map((s) => outcome(high, low, s));
  const agree = (a: Array<CasinoRule | null>, b: Array<CasinoRule | null>) =>
    a.every((x, i) => x === null || b[i] === null || b[i] === x);
  const merged = (sigs: Array<Array<CasinoRule | null>>) =>
    sigs.reduce((m, s) => m.map((x, i) => x ?? s[i] ?? null));
  const clausesOf = (
    sig: Array<CasinoRule | null>,
    when: (side: SideCondition) => Condition,
    sample: (side: Side) => Card[],
  ): WayClause[] =>
    sideClauses((s) => sig[SIDES.indexOf(s)] ?? null).map((c) => ({
      when: when(c.side),
      rule: c.rule,
      example: exampleOf(way, sample(c.sample)),
    }));

  // By the high pair alone, when the low pair never matters (Foxwoods' way).
  const byHigh = RANKS.filter((h) => h > 0);
  const highOnly = byHigh.every((high) => {
    const sigs = RANKS.filter((l) => l < high).map((l) => sigOf(high, l));
    return sigs.every((s) => sigs.every((t) => agree(s, t)));
  });
  if (highOnly) {
    const highSig = (high: number) =>
      merged(RANKS.filter((l) => l < high).map((l) => sigOf(high, l)));
    return mergeRuns(byHigh, (high, side) => highSig(high)[SIDES.indexOf(side)] ?? null).flatMap(
      ([from, to]) =>
        clausesOf(
          merged(RANKS.filter((h) => h >= from && h <= to).map(highSig)),
          (side) => ({ kind: "twoPairHigh", from, to, side }),
          (side) => {
            for (let high = from; high <= to; high++)
              for (let low = 0; low < high; low++) {
                const h = hand(high, low, side);
                if (h && outcome(high, low, side) !== null) return h;
              }
            throw new Error(`casino way page: no two-pair probe ${from}-${to} ${side}`);
          },
        ),
    );
  }

  // By the pair classes of 12.1 (low, middle, high, aces), classes with one answer together.
  const classKey = (high: number, low: number) =>
    pairClass(high) === "A" ? "A" : `${pairClass(low)}${pairClass(high)}`;
  const byClass = new Map<string, Array<[number, number]>>();
  for (const [high, low] of cells) {
    const key = classKey(high, low);
    byClass.set(key, [...(byClass.get(key) ?? []), [high, low]]);
  }
  const classSig = new Map<string, Array<CasinoRule | null>>();
  for (const [key, members] of byClass) {
    const sigs = members.map(([h, l]) => sigOf(h, l));
    if (!sigs.every((s) => sigs.every((t) => agree(s, t))))
      return twoPairRangeClauses(way, hand, outcome, sigOf, agree, merged, clausesOf);
    classSig.set(key, merged(sigs));
  }
  const groups = new Map<string, string[]>();
  for (const [key, sig] of classSig) {
    const k = JSON.stringify(sig);
    groups.set(k, [...(groups.get(k) ?? []), key]);
  }
  return [...groups.entries()].flatMap(([sigText, classes]) =>
    clausesOf(
      JSON.parse(sigText) as Array<CasinoRule | null>,
      (side) => ({ kind: "twoPairClasses", classes, side }),
      (side) => {
        for (const key of classes)
          for (const [high, low] of byClass.get(key) ?? []) {
            const h = hand(high, low, side);
            if (h) return h;
          }
        throw new Error(`casino way page: no two-pair probe ${classes.join(",")} ${side}`);
      },
    ),
  );
}

type Sig = Array<CasinoRule | null>;

/**
 * Two pairs told neither by the high pair alone nor by pair classes (the dealer school's
 * "jacks and sixes or higher"): for each high pair the runs of low pairs with one answer, high
 * pairs with the same runs together; a run that reaches just below the high pair is "or higher".
 */
function twoPairRangeClauses(
  way: CasinoWayId,
  hand: (high: number, low: number, side: Side) => Card[] | null,
  outcome: (high: number, low: number, side: Side) => CasinoRule | null,
  sigOf: (high: number, low: number) => Sig,
  agree: (a: Sig, b: Sig) => boolean,
  merged: (sigs: Sig[]) => Sig,
  clausesOf: (
    sig: Sig,
    when: (side: SideCondition) => Condition,
    sample: (side: Side) => Card[],
  ) => WayClause[],
): WayClause[] {
  interface Run {
    from: number;
    to: number;
    top: boolean;
    sig: Sig;
  }
  const runsOf = (high: number): Run[] =>
    mergeRuns(
      RANKS.filter((l) => l < high),
      (low, side) => outcome(high, low, side),
    ).map(([from, to]) => ({
      from,
      to,
      top: to === high - 1,
      sig: merged(RANKS.filter((l) => l >= from && l <= to).map((l) => sigOf(high, l))),
    }));
  const groups: Array<{ from: number; to: number; runs: Run[] }> = [];
  for (const high of RANKS.filter((h) => h > 0)) {
    const runs = runsOf(high);
    const last = groups.at(-1);
    const same =
      last !== undefined &&
      last.runs.length === runs.length &&
      last.runs.every(
        (r, i) =>
          r.from === runs[i]?.from &&
          (r.top ? runs[i]?.top : r.to === runs[i]?.to) &&
          agree(r.sig, runs[i]?.sig ?? []),
      );
    if (last && same) {
      last.to = high;
      last.runs = last.runs.map((r, i) => ({ ...r, sig: merged([r.sig, runs[i]?.sig ?? []]) }));
    } else groups.push({ from: high, to: high, runs });
  }
  return groups.flatMap((g) =>
    g.runs.flatMap((r) =>
      clausesOf(
        r.sig,
        (side) =>
          g.runs.length === 1
            ? { kind: "twoPairHigh", from: g.from, to: g.to, side }
            : {
                kind: "twoPairRanges",
                from: g.from,
                to: g.to,
                lowFrom: r.from,
                lowTo: r.to,
                lowTop: r.top,
                side,
              },
        (side) => {
          for (let high = g.from; high <= g.to; high++)
            for (let low = r.from; low <= (r.top ? high - 1 : r.to); low++) {
              const h = hand(high, low, side);
              if (h && outcome(high, low, side) !== null) return h;
            }
          throw new Error(`casino way page: ${way}: no two-pair probe ${g.from}-${g.to} ${side}`);
        },
      ),
    ),
  );
}

function fullHouseSection(way: CasinoWayId): WayClause[] {
  // The trips' rank never decides in 12.2; the pair's rank and the singles may.
  const hand = (pair: number, aceKing: boolean): Card[] | null => {
    const trips = pair === 7 ? 6 : 7;
    return aceKing
      ? probe([...repeat(trips, 3), ...repeat(pair, 2), ACE, KING])
      : probe([...repeat(trips, 3), ...repeat(pair, 2)]);
  };
  const pairs = RANKS;
  const outcome = (pair: number, aceKing: boolean) => {
    const h =
      pair === ACE || pair === KING ? (aceKing ? null : hand(pair, false)) : hand(pair, aceKing);
    return h ? ruleOf(way, h) : null;
  };
  const sig = (pair: number) => [outcome(pair, true), outcome(pair, false)];
  const uniform = pairs.every((p) => {
    const [ak, other] = sig(p);
    return ak === null || ak === other;
  });
  if (uniform) {
    const h = must(hand(9, false), "full house");
    return [
      {
        when: { kind: "fullHouse", pairFrom: 0, pairTo: ACE, aceKing: null },
        rule: ruleOf(way, h),
        example: exampleOf(way, h),
      },
    ];
  }
  const out: WayClause[] = [];
  for (const [from, to] of runs(
    pairs.filter((p) => {
      const [ak, other] = sig(p);
      return ak !== null && ak !== other;
    }),
    (p) => sig(p),
  )) {
    const h = must(hand(from, true), "full house exception");
    out.push({
      when: { kind: "fullHouse", pairFrom: from, pairTo: to, aceKing: true },
      rule: ruleOf(way, h),
      example: exampleOf(way, h),
    });
  }
  const h = must(hand(9, false), "full house");
  out.push({
    when: { kind: "fullHouse", pairFrom: 0, pairTo: ACE, aceKing: false },
    rule: ruleOf(way, h),
    example: exampleOf(way, h),
  });
  return out;
}

function tripsSection(way: CasinoWayId): WayClause[] {
  const hand = (t: number) => must(probe(repeat(t, 3)), `trips ${t}`);
  return runs(RANKS, (t) => ruleOf(way, hand(t))).map(([from, to]) => ({
    when: { kind: "trips", from, to },
    rule: ruleOf(way, hand(from)),
    example: exampleOf(way, hand(from)),
  }));
}

function single(way: CasinoWayId, handType: HandType, ranks: number[]): WayClause {
  const h = must(probe(ranks), handType);
  return { when: { kind: "single", handType }, rule: ruleOf(way, h), example: exampleOf(way, h) };
}

let sample: Card[][] | undefined;

/**
 * Hands from a fixed seed where the straights rule decides first (no pair, one pair or trips
 * with a straight or flush possible): every way's straights section reads the same ones.
 */
function straightSample(): Card[][] {
  if (sample) return sample;
  const rng = createRng(31_2026);
  sample = [];
  for (let i = 0; i < 60_000; i++) {
    const cards = deal(rng);
    const h = readHand(cards);
    if (!h.straightOrFlush) continue;
    if (h.type === "no-pair" || h.type === "one-pair" || h.type === "trips") sample.push(cards);
    // Two pairs too: a way may play the straight there (straight:two-pair).
    else if (h.type === "two-pair") sample.push(cards);
  }
  // Rare exceptions the dealt sample may miss, last so they are examples only when it does.
  for (const text of ["Ks Kd As 9s 7s 4s 2s", "Kh Kd As 2c 3d 4h 5s", "6s 3s 2s 5s 4s 4d 2c"])
    sample.push(parseHand(text));
  return sample;
}

/** The pair ranks a way's document names for a straights exception, where it names them. */
function exceptionRanks(way: CasinoWayId, rule: CasinoRule): [number, number] | undefined {
  // A learner's own way is installed before its page renders (lib/ways ensureWayInstalled).
  const doc = (documentOf(way) ?? wayDocument(way as never)).rules;
  if (rule === "straight:two-pair") {
    const highs = doc["two-pair"].cases
      .filter((c) => c.straightUnless !== undefined)
      .map((c) => rankRange(c.high) as [number, number]);
    if (highs.length === 0) return undefined;
    // The higher of two pairs is at least threes.
    return [Math.max(1, Math.min(...highs.map((r) => r[0]))), Math.max(...highs.map((r) => r[1]))];
  }
  const ace = aceWithPair(doc.straights);
  if (rule !== "straight:ace-in-front" && ace) return rankRange(ace.pairs) ?? undefined;
  return undefined;
}

/**
 * Straights and flushes: the common rules by hand type, and any exception the way makes,
 * found by setting a fixed sample of such hands (an exception no hand of it shows is not
 * listed; the test checks the ways of 12.2 show theirs).
 */
function straightSection(way: CasinoWayId): WayClause[] {
  const out: WayClause[] = [];
  const found = new Map<CasinoRule, Card[]>();
  const wanted = new Set<CasinoRule>();
  for (const cards of straightSample()) {
    const rule = ruleOf(way, cards);
    if (!rule.startsWith("straight:")) continue;
    wanted.add(rule);
    // Joker-free examples where the rule allows it, so each shows its rule and nothing else.
    const prior = found.get(rule);
    if (!prior || (prior.includes(JOKER) && !cards.includes(JOKER))) found.set(rule, cards);
  }
  const common: Record<string, "no-pair" | "one-pair" | "trips"> = {
    "straight:no-pair": "no-pair",
    "straight:one-pair": "one-pair",
    "straight:trips": "trips",
  };
  for (const rule of ["straight:no-pair", "straight:one-pair", "straight:trips"] as const) {
    const cards = found.get(rule);
    if (!cards) throw new Error(`casino way page: no ${rule} example for ${way}`);
    out.push({
      when: { kind: "straight", handType: common[rule] as "no-pair" },
      rule,
      example: exampleOf(way, cards),
    });
  }
  for (const rule of wanted) {
    if (rule in common) continue;
    const ranks = exceptionRanks(way, rule);
    out.push({
      when: ranks
        ? { kind: "straightException", rule, ranks }
        : { kind: "straightException", rule },
      rule,
      example: exampleOf(way, found.get(rule) as Card[]),
    });
  }
  return out;
}

/**
 * Quads with a pair or trips: the rule for quads of nines, and first the way's exception for
 * four aces where it has one (MGM Grand splits them unless the pair or trips are kings).
 */
function quadsPairSection(way: CasinoWayId): WayClause[] {
  const withOf = (q: number, o: number, n: number) =>
    must(probe([...repeat(q, 4), ...repeat(o, n)]), "quads with");
  const general = (["pair", "trips"] as const).map((w) => {
    const h = withOf(9, 5, w === "pair" ? 2 : 3);
    return {
      when: { kind: "quadsWith", with: w } as Condition,
      rule: ruleOf(way, h),
      example: exampleOf(way, h),
    };
  });
  const usual = general[0]?.rule;
  const differs = RANKS.filter((o) => o < ACE && ruleOf(way, withOf(ACE, o, 2)) !== usual);
  const exceptions = runs(differs, (o) => ruleOf(way, withOf(ACE, o, 2))).map(([from, to]) => {
    const h = withOf(ACE, from, 2);
    return {
      when: { kind: "quadAces", from, to } as Condition,
      rule: ruleOf(way, h),
      example: exampleOf(way, h),
    };
  });
  return [...exceptions, ...general];
}

function sectionsOf(way: CasinoWayId): WaySectionRules[] {
  const fiveAces = (kings: boolean) =>
    kings
      ? build([...repeat(ACE, 4), JOKER_RANK, KING, KING])
      : must(probe([...repeat(ACE, 4), JOKER_RANK]), "five aces");
  const fa = [true, false].map((kings) => ({ kings, hand: fiveAces(kings) }));
  const faRules = fa.map((x) => ruleOf(way, x.hand));
  const clauses: Record<WaySection, WayClause[]> = {
    straights: straightSection(way),
    "five-aces":
      faRules[0] === faRules[1]
        ? [
            {
              when: { kind: "fiveAces", kings: null },
              rule: faRules[1] as CasinoRule,
              example: exampleOf(way, fa[1]?.hand as Card[]),
            },
          ]
        : fa.map((x, k) => ({
            when: { kind: "fiveAces", kings: x.kings },
            rule: faRules[k] as CasinoRule,
            example: exampleOf(way, x.hand),
          })),
    "quads-pair": quadsPairSection(way),
    quads: quadsSection(way),
    "two-trips": [single(way, "two-trips", [...repeat(9, 3), ...repeat(4, 3)])],
    "trips-two-pair": [
      single(way, "trips-two-pair", [...repeat(8, 3), ...repeat(10, 2), ...repeat(3, 2)]),
    ],
    "full-house": fullHouseSection(way),
    trips: tripsSection(way),
    "three-pair": [single(way, "three-pair", [...repeat(9, 2), ...repeat(6, 2), ...repeat(2, 2)])],
    "two-pair": twoPairSection(way),
    "one-pair": [single(way, "one-pair", [...repeat(8, 2), ACE])],
    "no-pair": [single(way, "no-pair", [ACE, KING])],
  };
  return WAY_SECTIONS.map((section) => ({ section, clauses: clauses[section] }));
}

const cache = new Map<CasinoWayId, WaySectionRules[]>();

/** The page's rules for a casino way, computed on first use and kept for the process. */
export function casinoWayRules(way: CasinoWayId): WaySectionRules[] {
  let rules = cache.get(way);
  if (!rules) {
    rules = sectionsOf(way);
    cache.set(way, rules);
  }
  return rules;
}

export const isCasinoWay = (way: Way): way is CasinoWayId => way !== "seed";

/** A rank index as its character (`T` for ten), the key of its name in Game.ranks*. */
export const rankChar = (r: number): string => RANK_CHARS.charAt(r);
