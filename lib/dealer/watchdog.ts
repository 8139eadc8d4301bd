/**
 * The watchdog drill (issue 54 item 2, the dealer's drill's second mode), pure: a table of set
 * hands as a dealer set them, some set wrongly. A wrong hand is set by a neighbouring casino's
 * way (another published way whose setting differs under the learner's casino) or by a classic
 * error: the wrong pair split, a straight or flush broken up, the joker misplayed, a foul.
 *
 * A hand counts as set wrongly only when its setting's values (back and front, RULES.md 7)
 * differ from the casino's house way (issue 54's decision), never merely its cards: every
 * wrong setting below is drawn among settings that differ, and a right one is the way's own.
 * The casino's way is a required argument everywhere (no default): the learner's rule set.
 */
import {
  ACE,
  type Card,
  categoryOf,
  FLUSH,
  FRONT_PAIR_BASE,
  houseWay,
  JOKER,
  makeSplit,
  type Rng,
  randomInt,
  rankOf,
  SPLIT_PAIRS,
  type Split,
  STRAIGHT,
  STRAIGHT_FLUSH,
  shuffle,
  WAYS,
  type Way,
} from "@/lib/engine";
import { pickDealerHand } from "./pick";

/** Hands at a watchdog table. */
export const WATCHDOG_SEATS = 6;
/** Wrongly set hands at a table: at least one, at most this many. */
const MAX_WRONG = 3;
/** Draws for one wrong hand before giving up (never in practice: most hands allow a foul). */
const MAX_DRAWS = 2_000;

/** The classic setting errors, in the order the rule page lists them. */
export const CLASSIC_ERRORS = ["wrong-pair", "broken-straight", "joker", "foul"] as const;
export type ClassicError = (typeof CLASSIC_ERRORS)[number];

/** Why a hand is set wrongly: another casino's way, or a classic error. */
export type WatchdogFault = { kind: "way"; way: Way } | { kind: ClassicError };

export interface WatchdogSeat {
  /** The seven cards as the dealer set them: the two front cards first, then the back. */
  cards: Card[];
  /** Null when the hand is set by the casino's house way. */
  fault: WatchdogFault | null;
}

/** The same back and front hands (equal-rank cards are the same hands). */
const sameValues = (a: Split, b: { backValue: number; frontValue: number }): boolean =>
  a.backValue === b.backValue && a.frontValue === b.frontValue;

/** The cards of `hand` set with `front` in front: the front first, the back in dealt order. */
function setCards(hand: readonly Card[], front: readonly Card[]): Card[] {
  return [...front, ...hand.filter((c) => !front.includes(c))];
}

/** The published ways other than `way` (a learner's own way has all of them as neighbours). */
const neighbourWays = (way: Way): Way[] => WAYS.filter((w) => w !== way);

/**
 * The settings of `hand` that `fault` makes of it, each differing from the casino's setting
 * (one per distinct back and front: equal-rank cards make the same hands).
 */
function faultSettings(hand: readonly Card[], way: Way, fault: WatchdogFault): Split[] {
  const right = houseWay(hand, way);
  const splits = SPLIT_PAIRS.map(([i, j]) => makeSplit(hand, i, j)).filter(
    (s) => !sameValues(s, right),
  );
  let found: Split[];
  switch (fault.kind) {
    case "way": {
      if (fault.way === way) return [];
      const other = houseWay(hand, fault.way);
      found = splits.filter((s) => sameValues(s, other));
      break;
    }
    case "wrong-pair":
      // A pair in front that the casino's way does not put there, from a hand of two pairs or
      // more (two pairs, three pairs, trips and a pair: a choice of pairs to split).
      found =
        pairRanks(hand) >= 2
          ? splits.filter((s) => !s.foul && s.frontValue >= FRONT_PAIR_BASE)
          : [];
      break;
    case "broken-straight": {
      // The way keeps a straight, a flush or a straight flush behind; this setting gives it up.
      const kept = categoryOf(right.backValue);
      const made = kept === STRAIGHT || kept === FLUSH || kept === STRAIGHT_FLUSH;
      found = made ? splits.filter((s) => !s.foul && categoryOf(s.backValue) < STRAIGHT) : [];
      break;
    }
    case "joker": {
      // The joker on the other side from where the way plays it. Sides are read from values:
      // a side is the joker's when every setting of those values has it there (an ace and
      // the joker in front are the same front).
      if (!hand.includes(JOKER)) return [];
      const all = SPLIT_PAIRS.map(([i, j]) => makeSplit(hand, i, j));
      const jokerSide = (v: Split): "front" | "back" | null => {
        const sides = new Set(
          all
            .filter((s) => sameValues(s, v))
            .map((s) => (s.front.includes(JOKER) ? "front" : "back")),
        );
        return sides.size === 1 ? ([...sides][0] as "front" | "back") : null;
      };
      const waySide = jokerSide(makeSplit(hand, ...right.frontIndex));
      found =
        waySide === null
          ? []
          : splits.filter((s) => {
              const side = jokerSide(s);
              return !s.foul && side !== null && side !== waySide;
            });
      break;
    }
    case "foul":
      found = splits.filter((s) => s.foul);
      break;
  }
  const seen = new Set<string>();
  return found.filter((s) => {
    const key = `${s.backValue}|${s.frontValue}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Ranks held at least twice (the joker counts as an ace, RULES.md 12.1). */
function pairRanks(hand: readonly Card[]): number {
  const counts = new Map<number, number>();
  for (const c of hand) {
    const rank = c === JOKER ? ACE : rankOf(c);
    counts.set(rank, (counts.get(rank) ?? 0) + 1);
  }
  return [...counts.values()].filter((n) => n >= 2).length;
}

/** One wrongly set hand: half of them another casino's way, half a classic error. */
function wrongSeat(rng: Rng, way: Way): WatchdogSeat {
  const neighbours = neighbourWays(way);
  for (let n = 0; n < MAX_DRAWS; n++) {
    const hand = pickDealerHand(rng, way, "all");
    const faults: WatchdogFault[] =
      rng() < 0.5
        ? shuffle(rng, neighbours).map((w) => ({ kind: "way", way: w }))
        : shuffle(rng, CLASSIC_ERRORS).map((kind) => ({ kind }));
    for (const fault of faults) {
      const settings = faultSettings(hand, way, fault);
      const chosen = settings[randomInt(rng, settings.length)];
      if (chosen) return { cards: setCards(hand, chosen.front), fault };
    }
  }
  throw new Error(`no wrong setting for the watchdog drill of ${way}`);
}

/** A right hand: set by the casino's house way. */
function rightSeat(rng: Rng, way: Way): WatchdogSeat {
  const hand = pickDealerHand(rng, way, "all");
  return { cards: setCards(hand, houseWay(hand, way).front), fault: null };
}

/** A watchdog table of `WATCHDOG_SEATS` hands set under `way`, 1 to 3 of them wrongly. */
export function pickWatchdogTable(rng: Rng, way: Way): WatchdogSeat[] {
  const wrong = 1 + randomInt(rng, MAX_WRONG);
  const order = shuffle(
    rng,
    Array.from({ length: WATCHDOG_SEATS }, (_, i) => i),
  );
  const wrongSeats = new Set(order.slice(0, wrong));
  return Array.from({ length: WATCHDOG_SEATS }, (_, i) =>
    wrongSeats.has(i) ? wrongSeat(rng, way) : rightSeat(rng, way),
  );
}
