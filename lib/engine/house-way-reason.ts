/**
 * Why the house way set a hand as it did: a message key and parameters that
 * the UI renders in every language (messages `houseWay.<key>`). Ranks in the
 * parameters are rank characters (`A`, `K`, .. `2`). Each key names the
 * clause of RULES.md section 5 that chose the front.
 */
import { ACE, type Card, RANK_CHARS, TEN } from "./cards";
import { frontRank } from "./evaluate";
import { codeFrom, codeFront, codeRule } from "./house-way-code";
import { categoryOf, FLUSH, STRAIGHT_FLUSH } from "./values";

export interface Reason {
  key: string;
  params: Record<string, string>;
  /**
   * Set when rule 2 or 3 sent the hand on to the rule that chose (the two-pair
   * test), or, for a casino way, when a straight or flush could be made but
   * the hand's type rule decided.
   */
  sentFrom?: 2 | 3 | "Straight";
}

const rc = (r: number): string => RANK_CHARS.charAt(r);
const DESCENDING = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0];

export function explain(hand: readonly Card[], code: number, backValue: number): Reason {
  const count = new Array<number>(13).fill(0);
  for (const c of hand) count[frontRank(c)] = (count[frontRank(c)] as number) + 1;
  const ranksWith = (n: number) => DESCENDING.filter((r) => count[r] === n);
  const [pairHigh = -1, pairLow = -1] = ranksWith(2);
  const [i, j] = codeFront(code);
  const f0 = frontRank(hand[i] as Card);
  const f1 = frontRank(hand[j] as Card);
  const frontIsPairOf = (r: number) => f0 === r && f1 === r;
  const from = codeFrom(code);
  const reason = (key: string, params: Record<string, string> = {}): Reason =>
    from === 2 || from === 3 ? { key, params, sentFrom: from } : { key, params };

  switch (codeRule(code)) {
    case 1:
      return reason(frontIsPairOf(11) ? "fiveAces.kings" : "fiveAces.aces");
    case 2:
      return reason("straightFlush");
    case 3: {
      const made = categoryOf(backValue);
      return reason(
        made === FLUSH || made === STRAIGHT_FLUSH
          ? "straightOrFlush.flush"
          : "straightOrFlush.straight",
      );
    }
    case 4: {
      const q = ranksWith(4)[0] as number;
      const band = q <= 4 ? "low" : q <= TEN ? "middle" : q < ACE ? "high" : "aces";
      return reason(`quads.${band}.${frontIsPairOf(q) ? "split" : "keep"}`, { rank: rc(q) });
    }
    case 5: {
      const trips = rc(ranksWith(3)[0] as number);
      if (ranksWith(3).length === 2) return reason("fullHouse.twoTrips", { trips });
      if (pairLow >= 0) return reason("fullHouse.twoPairs", { trips, pair: rc(pairHigh) });
      if (!frontIsPairOf(pairHigh)) return reason("fullHouse.twosWithAceKing", { trips });
      return reason("fullHouse.onePair", { trips, pair: rc(pairHigh) });
    }
    case 6: {
      const t = ranksWith(3)[0] as number;
      return reason(t === ACE ? "trips.aces" : "trips.other", { rank: rc(t) });
    }
    case 7:
      return reason("threePairs", { pair: rc(pairHigh) });
    case 8: {
      const params = { high: rc(pairHigh), low: rc(pairLow) };
      if (frontIsPairOf(pairLow)) return reason("twoPair.split", params);
      if (pairHigh <= 4) return reason("twoPair.keepLow", params);
      return reason(pairHigh <= TEN ? "twoPair.keepAce" : "twoPair.keepAceSmallPair", params);
    }
    case 9:
      return reason("onePair", { pair: rc(pairHigh) });
    default:
      return reason("noPair");
  }
}

/** Every reason key `explain` can return, for message-parity tests. */
export const REASON_KEYS = [
  "fiveAces.kings",
  "fiveAces.aces",
  "straightFlush",
  "straightOrFlush.flush",
  "straightOrFlush.straight",
  ...["low", "middle", "high", "aces"].flatMap((b) => [`quads.${b}.keep`, `quads.${b}.split`]),
  "fullHouse.twoTrips",
  "fullHouse.twoPairs",
  "fullHouse.twosWithAceKing",
  "fullHouse.onePair",
  "trips.aces",
  "trips.other",
  "threePairs",
  "twoPair.split",
  "twoPair.keepLow",
  "twoPair.keepAce",
  "twoPair.keepAceSmallPair",
  "onePair",
  "noPair",
] as const;
