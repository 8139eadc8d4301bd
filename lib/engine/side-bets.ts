/**
 * Every side bet of RULES.md 13.2 by its stable name, with its pay table, source
 * and exact house edge: the Fortune tables (fortune-tables.ts), each with its Envy
 * for 1 to 5 other players as `TABLE+envy-N` (envy.ts), Emperor's Challenge
 * (emperors-challenge.ts), and the dealer-hand bets of the commission-free games
 * (dealer-bets.ts), which exist only on their variant and need the rule set.
 */
import { DEALER_BETS, dealerBetEdge, dealerBetLines } from "./dealer-bets";
import { type DealerPushCounts, dealerPushCountsOf } from "./dealer-push-counts";
import { EMPERORS_CHALLENGE, emperorsEdge, emperorsLines } from "./emperors-challenge";
import { ENVY_MINIMUM, ENVY_SCHEDULES, envyReturn } from "./envy";
import { FORTUNE_TABLES, fortuneLines, fortuneTableEdge } from "./fortune-tables";
import type { RuleSet } from "./rule-set";
import { type Fraction, type PayLine, subtract } from "./side-bet-edge";
import { recallWay, rememberWay } from "./way-cache";

/** A side bet that is not there: unknown, or not dealt in the named game. */
export class SideBetError extends Error {}

export interface SideBet {
  name: string;
  source: string;
  /** Pays to 1 per winning line; Envy amounts are units of the currency per other hand. */
  lines: PayLine[];
  /** Envy lines of a `+envy-N` bet, amounts per qualifying other hand. */
  envy?: { others: number; minimum: number; lines: PayLine[] };
  edge: Fraction;
}

const ENVY_PLAYERS = [1, 2, 3, 4, 5];

function playerBets(): SideBet[] {
  const bets: SideBet[] = [];
  for (const table of FORTUNE_TABLES) {
    const edge = fortuneTableEdge(table);
    const lines = fortuneLines(table);
    bets.push({ name: table.name, source: table.source, lines, edge });
    const schedule = ENVY_SCHEDULES.find((s) => s.fortuneTable === table.name);
    if (!schedule) continue;
    const envyLines = lines
      .filter((l) => schedule.amounts[l.key as keyof typeof schedule.amounts] !== undefined)
      .map((l) => ({ ...l, pays: schedule.amounts[l.key as keyof typeof schedule.amounts] ?? 0 }));
    for (const others of ENVY_PLAYERS)
      bets.push({
        name: `${table.name}+envy-${others}`,
        source: `${table.source}; Envy: ${schedule.source}`,
        lines,
        envy: { others, minimum: ENVY_MINIMUM, lines: envyLines },
        edge: subtract(edge, envyReturn(schedule, others)),
      });
  }
  bets.push({
    name: EMPERORS_CHALLENGE.name,
    source: EMPERORS_CHALLENGE.source,
    lines: emperorsLines(),
    edge: emperorsEdge(),
  });
  return bets;
}

/** One pass over all hands per way (seconds), kept for the process like the other per-way caches. */
const pushCounts = new Map<string, DealerPushCounts>();
const pushCountsOf = (way: RuleSet["way"]): DealerPushCounts =>
  recallWay(pushCounts, way) ?? rememberWay(pushCounts, way, dealerPushCountsOf(way));

/** Names of the dealer-hand bets and their variant, for messages. */
const dealerBetNames = (): string =>
  DEALER_BETS.map((b) => `${b.name} (variant ${b.variant})`).join(", ");

/**
 * The side bets of a game: the player-hand bets always, and with a rule set the
 * dealer-hand bets of its variant (one pass over all hands under its way).
 */
export function listSideBets(rules?: RuleSet): SideBet[] {
  const bets = playerBets();
  if (!rules) return bets;
  const dealer = DEALER_BETS.filter((b) => b.variant === rules.variant);
  if (dealer.length === 0) return bets;
  const counts = pushCountsOf(rules.way);
  for (const bet of dealer)
    bets.push({
      name: bet.name,
      source: bet.source,
      lines: dealerBetLines(bet, counts),
      edge: dealerBetEdge(bet, counts),
    });
  return bets;
}

/** One side bet by name; a dealer-hand bet needs the rule set of its game. */
export function sideBet(name: string, rules?: RuleSet): SideBet {
  const own = playerBets().find((b) => b.name === name);
  if (own) return own;
  const dealer = DEALER_BETS.find((b) => b.name === name);
  if (!dealer)
    throw new SideBetError(
      `unknown side bet "${name}" (one of ${playerBets()
        .map((b) => b.name)
        .join(", ")}, ${dealerBetNames()})`,
    );
  if (!rules)
    throw new SideBetError(
      `"${name}" is a bet on the dealer's hand: name the game with --way W --variant ${dealer.variant}`,
    );
  if (rules.variant !== dealer.variant)
    throw new SideBetError(
      `"${name}" is dealt only in the ${dealer.variant} game, not in ${rules.variant} (no side bet on the dealer's hand there)`,
    );
  return listSideBets(rules).find((b) => b.name === name) as SideBet;
}
