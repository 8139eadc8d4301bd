/**
 * The watchdog drill (issue 54 item 2): the server deals a table of hands as a dealer set them
 * under the learner's casino (lib/dealer/watchdog.ts), stores each hand as its own deal (drill
 * `dealer`, filter `watchdog[:FAULT]`, the hand's cards as set: the front first), and grades an
 * answer per hand against that casino's house way. Each graded hand is one dealer's drill answer
 * (mode `watchdog`), so progress and the teacher's views count it like the dealer's drill.
 *
 * The casino is required: the deal names the one its page shows, and it must be the learner's
 * stored casino (never a default). A replayed, stale or forged answer (another learner's table,
 * a front not of the hand's cards, a list of the wrong length) is refused with a typed code and
 * changes nothing.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { storedTableRuleSet } from "@/lib/casino/choice";
import { findDeals, insertDealsTogether, storeDealerAnswers } from "@/lib/db/dealer";
import { learnerRuleSetKey } from "@/lib/db/learners";
import { isUniqueViolation, type Queryable } from "@/lib/db/store";
import {
  type Card,
  createRng,
  formatHand,
  houseWay,
  isWay,
  makeSplit,
  parseHand,
  type Rng,
  ruleSetKey,
} from "@/lib/engine";
import { MAX_DECIDE_MS } from "@/lib/grading/attempt";
import { DEAL_TTL_MS } from "@/lib/practice/deal";
import { PracticeError } from "@/lib/practice/errors";
import { ensureWayInstalled } from "@/lib/ways/service";
import { WatchdogError } from "./errors";
import type { WatchdogDealView, WatchdogGradeView, WatchdogSeatGrade } from "./views";
import {
  CLASSIC_ERRORS,
  type ClassicError,
  pickWatchdogTable,
  type WatchdogFault,
} from "./watchdog";

const freshRng = (): Rng => createRng(randomBytes(4).readUInt32LE(0));

/** Seat deals are `TABLE.N`: never a UUID, so no other drill's answer can name one. */
const seatId = (tableId: string, seat: number): string => `${tableId}.${seat}`;
/** Ids a table's seats may have (seat numbers are one digit, so id order is seat order). */
const SEAT_IDS = 10;

const FILTER = "watchdog";

/** The deal's filter: `watchdog`, `watchdog:foul`, `watchdog:way:foxwoods`. */
function faultFilter(fault: WatchdogFault | null): string {
  if (fault === null) return FILTER;
  return fault.kind === "way" ? `${FILTER}:way:${fault.way}` : `${FILTER}:${fault.kind}`;
}

/** The fault a seat deal's filter stores; undefined when it is no watchdog seat's filter. */
export function parseFaultFilter(filter: string | null): WatchdogFault | null | undefined {
  if (filter === FILTER) return null;
  const prefix = `${FILTER}:`;
  if (filter === null || !filter.startsWith(prefix)) return undefined;
  const rest = filter.slice(prefix.length);
  if (rest.startsWith("way:")) {
    const way = rest.slice(4);
    return isWay(way) ? { kind: "way", way } : undefined;
  }
  return (CLASSIC_ERRORS as readonly string[]).includes(rest)
    ? { kind: rest as ClassicError }
    : undefined;
}

/**
 * The learner's casino, strictly: a learner with none stored is refused, never defaulted. Face
 * Up's too: the dealer sets by the house way whatever the game (RULES.md 13.1).
 */
async function learnerCasino(db: Queryable, learnerId: string) {
  const key = await learnerRuleSetKey(db, learnerId);
  if (key === null) throw new PracticeError("no-learner");
  return { key, ruleSet: storedTableRuleSet(key) };
}

export async function dealWatchdogTable(
  db: Queryable,
  learnerId: string,
  /** The casino (`way/variant`) the learner's page shows: it must be theirs. */
  casino: string,
  options: { now?: number; rng?: Rng } = {},
): Promise<WatchdogDealView> {
  const now = options.now ?? Date.now();
  const { key, ruleSet } = await learnerCasino(db, learnerId);
  if (casino !== key) throw new WatchdogError("casino-changed");
  await ensureWayInstalled(db, ruleSet.way);
  const seats = pickWatchdogTable(options.rng ?? freshRng(), ruleSet.way);
  const tableId = randomUUID();
  await insertDealsTogether(
    db,
    seats.map((seat, n) => ({
      id: seatId(tableId, n),
      learnerId,
      hand: formatHand(seat.cards),
      drill: "dealer" as const,
      filter: faultFilter(seat.fault),
      dealtAt: now,
      answeredAt: null,
      ruleSet: key,
    })),
  );
  return {
    tableId,
    ruleSet,
    dealtAt: now,
    seats: seats.map((s) => ({
      front: [s.cards[0], s.cards[1]] as [Card, Card],
      back: s.cards.slice(2),
    })),
  };
}

const sameValues = (
  a: { backValue: number; frontValue: number },
  b: { backValue: number; frontValue: number },
) => a.backValue === b.backValue && a.frontValue === b.frontValue;

export async function answerWatchdogTable(
  db: Queryable,
  learnerId: string,
  input: { tableId: string; seats: ReadonlyArray<readonly [Card, Card] | null> },
  now = Date.now(),
): Promise<WatchdogGradeView> {
  const ids = Array.from({ length: SEAT_IDS }, (_, n) => seatId(input.tableId, n));
  const rows = (await findDeals(db, ids)).filter(
    (d) => d.drill === "dealer" && parseFaultFilter(d.filter) !== undefined,
  );
  const first = rows[0];
  if (first === undefined) throw new PracticeError("unknown-deal");
  if (rows.some((d) => d.learnerId !== learnerId)) throw new PracticeError("not-your-deal");
  if (rows.some((d) => d.answeredAt !== null)) throw new PracticeError("already-answered");
  if (now - first.dealtAt > DEAL_TTL_MS) throw new PracticeError("expired-deal");
  if (input.seats.length !== rows.length) throw new WatchdogError("seat-count");
  const hands = rows.map((d) => parseHand(d.hand));
  for (const [n, fix] of input.seats.entries())
    if (fix !== null && !fix.every((c) => hands[n]?.includes(c)))
      throw new PracticeError("card-not-in-hand");

  const ruleSet = storedTableRuleSet(first.ruleSet);
  await ensureWayInstalled(db, ruleSet.way);
  const decideMs = Math.max(0, Math.min(now - first.dealtAt, MAX_DECIDE_MS));
  const seats: WatchdogSeatGrade[] = rows.map((row, n) => {
    const hand = hands[n] as Card[];
    const fix = input.seats[n] ?? null;
    // As stored, the dealer's front is the hand's first two cards.
    const shown = makeSplit(hand, 0, 1);
    const way = houseWay(hand, ruleSet.way);
    const wrong = !sameValues(shown, way);
    const fixRight =
      fix !== null && sameValues(makeSplit(hand, hand.indexOf(fix[0]), hand.indexOf(fix[1])), way);
    return {
      front: shown.front,
      back: shown.back,
      wrong,
      fault: wrong ? (parseFaultFilter(row.filter) ?? null) : null,
      flagged: fix !== null,
      fix: fix === null ? null : [fix[0], fix[1]],
      correct: wrong ? fixRight : fix === null,
      wayFront: way.front,
      rule: way.rule,
      reason: way.reason,
    };
  });
  try {
    const stored = await storeDealerAnswers(
      db,
      rows.map((row, n) => {
        const seat = seats[n] as WatchdogSeatGrade;
        return {
          learnerId,
          dealId: row.id,
          ruleSet: ruleSetKey(ruleSet),
          mode: "watchdog" as const,
          hand: row.hand,
          front: formatHand(seat.fix ?? seat.front),
          wayFront: formatHand(seat.wayFront),
          correct: seat.correct,
          rule: seat.rule,
          decideMs,
          createdAt: now,
        };
      }),
    );
    if (!stored) throw new PracticeError("already-answered");
  } catch (error) {
    if (isUniqueViolation(error)) throw new PracticeError("already-answered");
    throw error;
  }
  return { tableId: input.tableId, ruleSet, seats };
}
