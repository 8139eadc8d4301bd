/**
 * The house-way editor's model (issue 52 part 3), pure and browser-safe: the choices each hand
 * type's form control offers (the document vocabulary's options with their parameters, only
 * those that cannot make a way foul: a no-pair front never takes the highest card), the
 * document a choice makes, and the example hands a change sets differently from the way it
 * started from, found on a seeded sample of hands of that hand type.
 */
import {
  ACE,
  ACE_WITH_PAIR_PLAYS,
  aceWithPair,
  type Card,
  canonicalWay,
  createRng,
  deal,
  houseWay,
  installWayDocument,
  JOKER,
  type Keep,
  makeSplit,
  payout,
  type RankToken,
  type Rng,
  RULE_KEYS,
  randomInt,
  readHand,
  type SetValues,
  settle,
  shuffle,
  type Variant,
  variantCommissionBp,
  type Way,
  type WayDocument,
  type WayRules,
  wayDef,
} from "@/lib/engine";

export type RuleKey = (typeof RULE_KEYS)[number];

/** The editor's sections: straights first (they decide first), then 12.1's hand types. */
export const EDITOR_SECTIONS: readonly RuleKey[] = [
  "straights",
  ...RULE_KEYS.filter((k) => k !== "straights"),
];

// --- Choices, as the form's option values ------------------------------------------------

/** How the keep/split choices of quads and two pairs are named in a form. */
export const keepKey = (k: Keep): string =>
  typeof k === "string"
    ? k
    : "singleAtLeast" in k
      ? `single:${k.singleAtLeast}`
      : `front:${k.frontAtLeast}`;

export function keepOf(key: string): Keep {
  if (key === "always" || key === "never") return key;
  const [kind, value = ""] = key.split(":");
  if (kind === "single") return { singleAtLeast: value as RankToken };
  if (kind === "front") return { frontAtLeast: value };
  throw new Error(`not a keep choice: ${key}`);
}

const KEEP_CHOICES = ["always", "never", "single:Q", "single:K", "single:A", "front:KJ"];

/** The keep choices offered, the current one among them (an imported way may hold another). */
export const keepChoices = (current: Keep | undefined): string[] =>
  current === undefined || KEEP_CHOICES.includes(keepKey(current))
    ? KEEP_CHOICES
    : [...KEEP_CHOICES, keepKey(current)];

/** Quad aces with a pair or trips: not split ("none"), or split unless the pair is in RANGE. */
export const QUAD_ACES_CHOICES = ["none", "K", "Q-K", "J-K"];
/** Full house: always the pair in front ("none"), or ace-king in front with a pair up to RANK. */
export const FULL_HOUSE_CHOICES = ["none", "2", "3", "4", "5", "6"];
/** No pair: which singles go in front (never the highest: a front above the back fouls). */
export const NO_PAIR_CHOICES = ["2,3", "2,4", "3,4"];
/** A pair with a single ace beside a straight or flush: no exception, or pairs in RANGE. */
export const ACE_PAIR_CHOICES = ["none", "T-K", "J-K", "Q-K", "2-K"];
export const ACE_PAIR_PLAYS = ACE_WITH_PAIR_PLAYS;
/** A straights rule's ace-with-a-pair exception as { pairs, play }, or null. */
export const aceWithPairOf = aceWithPair;

/** `choices` with `current` added when an imported way holds another value. */
export const withCurrent = (choices: readonly string[], current: string): string[] =>
  choices.includes(current) ? [...choices] : [...choices, current];

/** The document with one hand type's rule replaced. */
export function withRule<K extends RuleKey>(
  doc: WayDocument,
  key: K,
  rule: WayRules[K],
): WayDocument {
  return { ...doc, rules: { ...doc.rules, [key]: rule } };
}

/** The hand types whose rules differ between two documents (by their canonical form). */
export function changedKeys(base: WayDocument, edited: WayDocument): RuleKey[] {
  const start = canonicalWay(base);
  return RULE_KEYS.filter(
    (k) => canonicalWay(withRule(base, k, edited.rules[k] as never)) !== start,
  );
}

// --- Sample hands of one hand type ---------------------------------------------------------

/** Group sizes of each hand type's ranks (the straights sample deals at random instead). */
const SHAPES: Record<Exclude<RuleKey, "straights" | "five-aces">, number[][]> = {
  "quads-pair": [
    [4, 2, 1],
    [4, 3],
  ],
  quads: [[4, 1, 1, 1]],
  "two-trips": [[3, 3, 1]],
  "trips-two-pair": [[3, 2, 2]],
  "full-house": [[3, 2, 1, 1]],
  trips: [[3, 1, 1, 1, 1]],
  "three-pair": [[2, 2, 2, 1]],
  "two-pair": [[2, 2, 1, 1, 1]],
  "one-pair": [[2, 1, 1, 1, 1, 1]],
  "no-pair": [[1, 1, 1, 1, 1, 1, 1]],
};

const RANKS = Array.from({ length: 13 }, (_, r) => r);
const SUITS = [0, 1, 2, 3];

/** Seven cards in rank groups of the given sizes; a single is the joker one time in three. */
function handOfShape(rng: Rng, shape: readonly number[]): Card[] {
  const ranks = shuffle(rng, RANKS);
  const cards: Card[] = [];
  shape.forEach((size, g) => {
    const r = ranks[g] as number;
    for (const s of shuffle(rng, SUITS).slice(0, size)) cards.push(r * 4 + s);
  });
  const single = shape.indexOf(1);
  if (single >= 0 && randomInt(rng, 3) === 0) {
    const at = shape.slice(0, single).reduce((a, b) => a + b, 0);
    cards[at] = JOKER;
  }
  return cards;
}

/** One hand the way reads as `key` (a straights hand: one that can make a straight or flush). */
function sampleHand(key: RuleKey, rng: Rng): Card[] | null {
  if (key === "straights") {
    const hand = deal(rng, 7);
    return readHand(hand).straightOrFlush ? hand : null;
  }
  let hand: Card[];
  if (key === "five-aces") {
    const aces = [JOKER, ...SUITS.map((s) => ACE * 4 + s)];
    hand = [...aces, ...deal(rng, 2, aces)];
  } else {
    const shapes = SHAPES[key];
    hand = handOfShape(rng, shapes[randomInt(rng, shapes.length)] as number[]);
  }
  const read = readHand(hand);
  // The straights rule decides no pair, one pair and trips that can make one: not this rule's.
  return read.type === key && !read.straightOrFlush ? hand : null;
}

/** `n` seeded hands of a hand type (fewer if the type's hands are hard to find). */
export function sampleHands(key: RuleKey, n: number, seed: number): Card[][] {
  const rng = createRng(seed);
  const out: Card[][] = [];
  for (let tries = 0; out.length < n && tries < n * 20; tries++) {
    const hand = sampleHand(key, rng);
    if (hand) out.push(hand);
  }
  return out;
}

// --- What a change does --------------------------------------------------------------------

export interface ChangeExamples {
  key: RuleKey;
  /** Hands of the type sampled, and how many of them the change sets differently. */
  sampled: number;
  differ: number;
  /** The first few of those hands. */
  examples: Card[][];
}

/** Sets `hand` by two ways to different values (not merely other cards of equal rank). */
function setDifferently(hand: readonly Card[], a: Way, b: Way): boolean {
  const x = houseWay(hand, a);
  const y = houseWay(hand, b);
  return x.backValue !== y.backValue || x.frontValue !== y.frontValue;
}

/**
 * For each hand type whose rule `edited` changes from `base`: how a seeded sample of that
 * type's hands is set under `base` with only that rule changed, against `base` itself.
 */
export function changeExamples(
  base: WayDocument,
  edited: WayDocument,
  options: { sample?: number; examples?: number; seed?: number } = {},
): ChangeExamples[] {
  const sample = options.sample ?? 2000;
  const keep = options.examples ?? 3;
  const from = installWayDocument(base);
  return changedKeys(base, edited).map((key, k) => {
    const to = installWayDocument(withRule(base, key, edited.rules[key] as never));
    const hands = sampleHands(key, sample, (options.seed ?? 52) + k * 7919);
    let differ = 0;
    const examples: Card[][] = [];
    for (const hand of hands) {
      if (!setDifferently(hand, from, to)) continue;
      differ++;
      if (examples.length < keep) examples.push(hand);
    }
    return { key, sampled: hands.length, differ, examples };
  });
}

// --- The change in the house edge, sampled ---------------------------------------------------

export interface EdgeChange {
  rounds: number;
  /** The house edge (the house's mean win per unit bet) under each way, and their difference. */
  base: number;
  edited: number;
  change: number;
  /** Standard error of `change` (the same deals play under both ways, so it is small). */
  standardError: number;
}

/** The player's and the dealer's values when both set their hands by `way`. */
function setBy(hand: readonly Card[], way: Way): { backValue: number; frontValue: number } {
  const code = wayDef(way).code(hand);
  const s = makeSplit(hand, code & 7, (code >> 3) & 7);
  return { backValue: s.backValue, frontValue: s.frontValue };
}

/**
 * A sampled estimate of how a change moves the house edge: seeded deals of a player's and a
 * dealer's seven cards, both set by the way (a player who sets hands as the dealer does), in
 * `variant`, played under the starting way and under the edited one; the difference of the
 * house's results, with its standard error. The exact figure needs the whole game's run.
 */
export function edgeChange(
  base: WayDocument,
  edited: WayDocument,
  options: { rounds?: number; seed?: number; variant?: Variant } = {},
): EdgeChange {
  const rounds = options.rounds ?? 10_000;
  const variant = options.variant ?? "standard";
  const commission = variantCommissionBp(variant) / 10_000;
  const from = installWayDocument(base);
  const to = installWayDocument(edited);
  const rng = createRng(options.seed ?? 2026);
  let sumBase = 0;
  let sumEdited = 0;
  let sumDiff = 0;
  let sumDiff2 = 0;
  const result = (p: SetValues, d: SetValues) => -payout(settle(p, d, variant), commission);
  for (let n = 0; n < rounds; n++) {
    const cards = deal(rng, 14);
    const player = cards.slice(0, 7);
    const dealer = cards.slice(7);
    const pb = { ...setBy(player, from), foul: false };
    const db = { ...setBy(dealer, from), foul: false };
    const pe = from === to ? pb : { ...setBy(player, to), foul: false };
    const de = from === to ? db : { ...setBy(dealer, to), foul: false };
    const b = result(pb, db);
    const e = result(pe, de);
    sumBase += b;
    sumEdited += e;
    sumDiff += e - b;
    sumDiff2 += (e - b) ** 2;
  }
  const change = sumDiff / rounds;
  const variance = Math.max(0, sumDiff2 / rounds - change * change);
  return {
    rounds,
    base: sumBase / rounds,
    edited: sumEdited / rounds,
    change,
    standardError: Math.sqrt(variance / (rounds - 1)),
  };
}
