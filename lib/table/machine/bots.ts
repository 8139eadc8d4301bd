/**
 * Bots in a live table's empty seats (issue 55): while at least one person sits and the house
 * banks, the house fills free seats with bots until people and bots are `bots` many. A bot bets
 * the table minimum, no bonus, is set by the house way at the settle, never banks and has no
 * wallet (its money is the house's, as a house seat's). Its seats are chosen afresh for every
 * deal from the seats nobody sits in, so a person who sits in a bot's seat has it from the next
 * round on, and with no person seated (or a learner bank) there are none.
 */
import { type Card, isFaceUp, parseCards, parseTableRuleSetKey, trainerWayFor } from "@/lib/engine";
import { BANK_SEAT } from "../round-model";
import type { TableConfig } from "../tables";
import type { RoundState, TableState } from "./types";

/** What fixes the bots' seats: the table's config, bank, seats and fill. */
type BotTable = Pick<TableState, "config" | "bankLearnerId" | "closedAt" | "seats" | "botFill">;

/** The bots' names by seat (a name each, as a person has; shown beside the word for bot). */
const BOT_NAMES = ["Lotus", "Tiger", "Jade", "Dragon", "Phoenix", "Crane"] as const;

export const botName = (seat: number): string =>
  BOT_NAMES[(seat - 1 + BOT_NAMES.length) % BOT_NAMES.length] as string;

/** A class table's fill when its teacher turns bots on and its config names none. */
const CLASS_BOTS = 3;

/**
 * People and bots together at a table while a person sits: a public live table's config says;
 * a class table has bots only when its teacher turned them on (`on`).
 */
export function botFillFor(config: TableConfig, classTable: boolean, on: boolean): number {
  const fill = config.live?.bots;
  if (!classTable) return fill ?? 0;
  return on ? fill || CLASS_BOTS : 0;
}

/** The seats bots play in the next deal, lowest free seats first (none: no bots now). */
export function botSeats(table: BotTable): number[] {
  const fill = table.botFill ?? 0;
  const live = table.config.live;
  if (!live || fill === 0 || table.bankLearnerId !== null || table.closedAt !== null) return [];
  const taken = new Set(table.seats.filter((s) => s.seat !== BANK_SEAT).map((s) => s.seat));
  if (taken.size === 0) return [];
  const free = Array.from({ length: live.seats }, (_, k) => k + 1).filter((n) => !taken.has(n));
  return free.slice(0, Math.max(0, Math.min(fill, live.seats) - taken.size));
}

/**
 * The bots' fronts at the settle when the table's config sets them by the trainer's way of its
 * casino (`live.botWay: "trainer"`; its own list where it has one); empty otherwise, and the
 * house way sets them as any house seat. A bot is a seat with no learner at a live table the
 * house banks.
 */
export function trainerBotFronts(
  round: Pick<RoundState, "ruleSet" | "players" | "bank">,
  live: { botWay?: "house" | "trainer" } | undefined,
): Map<number, [Card, Card]> {
  const fronts = new Map<number, [Card, Card]>();
  if (live?.botWay !== "trainer" || round.bank.learnerId !== null) return fronts;
  const rs = parseTableRuleSetKey(round.ruleSet);
  if (isFaceUp(rs)) return fronts;
  for (const p of round.players) {
    if (p.learnerId !== null) continue;
    fronts.set(p.seat, trainerWayFor(parseCards(p.hand, 7), rs).front as [Card, Card]);
  }
  return fronts;
}
