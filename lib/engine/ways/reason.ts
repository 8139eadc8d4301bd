/**
 * Why a casino way (RULES.md 12) set a hand as it did: a message key under
 * `HouseWay.casino` and rank parameters, as house-way-reason.ts gives for the
 * seed way. The key names the rule that fired (shared.ts CASINO_RULES).
 */
import { type Card, RANK_CHARS } from "../cards";
import { frontRank } from "../evaluate";
import type { Reason } from "../house-way-reason";
import { categoryOf, FLUSH, STRAIGHT_FLUSH } from "../values";
import { casinoRule, casinoSentOn } from "./shared";

const rc = (r: number): string => RANK_CHARS.charAt(r);

/** Message key (under HouseWay.casino) of each casino rule. */
const CASINO_REASON_KEYS = {
  "five-aces": "fiveAces",
  "five-aces:kings": "fiveAcesKings",
  "quads+pair": "quadsPair",
  "quads+trips": "quadsTrips",
  "quads:keep": "quadsKeep",
  "quads:split": "quadsSplit",
  "two-trips": "twoTrips",
  "trips+two-pair": "tripsTwoPair",
  "full-house": "fullHouse",
  "full-house:ace-king": "fullHouseAceKing",
  trips: "trips",
  "trips:aces": "tripAces",
  "three-pair": "threePair",
  "two-pair:keep": "twoPairKeep",
  "two-pair:split": "twoPairSplit",
  "one-pair": "onePair",
  "no-pair": "noPair",
  "straight:no-pair": "straight",
  "straight:one-pair": "straight",
  "straight:trips": "straightTrips",
  "straight:ace-joker-behind": "aceJokerBehind",
  "straight:ace-in-front": "aceInFront",
  "quads+pair:split-aces": "quadAcesSplit",
  "straight:two-pair": "straightTwoPair",
  "straight:ace-in-front-keeping": "aceInFrontKeeping",
  "straight:ace-in-front-given-up": "aceInFrontGivenUp",
  "straight:pair-and-ace": "pairAndAce",
} as const;

/** Keys that say "straight", and their form when the back is a flush or straight flush. */
const FLUSH_FORMS: Record<string, string> = {
  straight: "flush",
  straightTwoPair: "flushTwoPair",
  aceInFrontKeeping: "aceInFrontKeepingFlush",
};

/** Every message key explainCasino can return (under HouseWay), for message-parity tests. */
export const CASINO_REASON_MESSAGE_KEYS = [
  ...new Set([...Object.values(CASINO_REASON_KEYS), ...Object.values(FLUSH_FORMS)]),
].map((k) => `casino.${k}`);

export function explainCasino(hand: readonly Card[], code: number, backValue: number): Reason {
  const count = new Array<number>(13).fill(0);
  for (const c of hand) count[frontRank(c)] = (count[frontRank(c)] as number) + 1;
  const ranksWith = (n: number) =>
    [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].filter((r) => count[r] === n);
  const [pairHigh = -1, pairLow = -1] = ranksWith(2);
  const [tripsHigh = -1] = ranksWith(3);
  const [quads = -1] = ranksWith(4);
  const rule = casinoRule(code);
  let key: string = CASINO_REASON_KEYS[rule];
  const made = categoryOf(backValue);
  if (key in FLUSH_FORMS && (made === FLUSH || made === STRAIGHT_FLUSH))
    key = FLUSH_FORMS[key] as string;
  const params: Record<string, string> = {};
  if (quads >= 0) params.rank = rc(quads);
  else if (tripsHigh >= 0) params.rank = rc(tripsHigh);
  if (tripsHigh >= 0) params.trips = rc(tripsHigh);
  if (pairHigh >= 0) {
    params.pair = rc(pairHigh);
    params.high = rc(pairHigh);
  }
  if (pairLow >= 0) params.low = rc(pairLow);
  const reason: Reason = { key: `casino.${key}`, params };
  if (casinoSentOn(code)) reason.sentFrom = "Straight";
  return reason;
}
