/**
 * A table as stored (its row, config, seats, round, names, wallets), the one shape every table's
 * door, views and verbs use, a learner's own or a live one; and its rows as the table machine's
 * state (lib/table/machine) and back: `tableAfter` is the table as a step left it, from the
 * state the step returned and the round the writer stored, without reading it again.
 */
import { randomInt, randomUUID } from "node:crypto";
import type {
  LiveReactionRow,
  LiveSeatRow,
  LiveTableRow,
  RoundSeatRow,
  WalletRow,
} from "@/db/schema";
import type { SetBy } from "@/db/schema/vocabulary";
import { namesOfLearners } from "@/lib/db/live";
import type { Presence } from "@/lib/db/live-presence";
import type { Queryable } from "@/lib/db/store";
import type {
  MachineRng,
  RoundSeatState,
  RoundState,
  StepResult,
  TableState,
  WalletState,
} from "./machine";
import { botFillFor } from "./machine/bots";
import { reactionsOn } from "./machine/reactions";
import type { Round } from "./round-model";
import { findLoadedRound } from "./round-store";
import type { TableConfig } from "./tables";

export interface StoredTable {
  table: LiveTableRow;
  config: TableConfig;
  /** Who sits now: players in seats 1..n, the learner bank in seat 0. */
  seats: LiveSeatRow[];
  /** The round being played or last shown (table.roundId), with its seats. */
  round: Round | null;
  /** Account names of the round's learners (a player who left keeps their name on it). */
  names: ReadonlyMap<string, string>;
  /**
   * The wallets (table currency) of everyone seated and of the round's learners, read with
   * the rest: a change's viewers see their balance without a read of their own each.
   */
  wallets: ReadonlyMap<string, { balance: number; points: number; rebuys?: number }>;
  /** A class table's class's name (null: a public table). */
  className: string | null;
  /** Each player's last quick reaction of the last minute (a live table's; issue 55). */
  reactions?: readonly LiveReactionRow[];
  /** Who has the table open now, each viewer once (a live table's; lib/db/live-presence.ts). */
  presence?: readonly Presence[];
}

const seatState = (s: Round["bank"]): RoundSeatState => ({
  seat: s.seat,
  learnerId: s.learnerId,
  hand: s.hand,
  bet: s.bet ?? 0,
  bonusBet: s.bonusBet ?? 0,
  ...(s.emperorsBet ? { emperorsBet: s.emperorsBet } : {}),
  ...(s.dealerHandBet ? { dealerHandBet: s.dealerHandBet } : {}),
  front: s.front,
  setBy: s.setBy as SetBy | null,
  walletBefore: s.walletBefore,
});

const roundStateOf = (round: Round): RoundState => ({
  id: round.row.id,
  dealtAt: round.row.dealtAt,
  settled: round.row.phase === "settled",
  bank: seatState(round.bank),
  players: round.players.map(seatState),
  commissionBp: round.row.commissionBp,
  bankCommissionBp: round.row.bankCommissionBp,
  ruleSet: round.row.ruleSet,
  seed: round.row.seed,
});

const walletStatesOf = (wallets: readonly WalletRow[]): Record<string, WalletState> =>
  Object.fromEntries(
    wallets.map((w) => [w.learnerId, { balance: w.balance, points: w.points, held: w.held }]),
  );

/** The chance every table plays with: the OS's cryptographic generator, exact uniform integers. */
export const cryptoRng: MachineRng = { int: (n) => randomInt(n), id: () => randomUUID() };

/**
 * People and bots together at this table while a person sits (machine/bots.ts): a public live
 * table's config says; a class table has bots only when its teacher turned them on.
 */
export const botFillOf = (stored: Pick<StoredTable, "table" | "config">): number =>
  botFillFor(stored.config, stored.table.classId !== null, stored.table.bots);

/** A table's rows as the machine's state, with the wallets locked for the step. */
export function machineStateOf(stored: StoredTable, wallets: readonly WalletRow[]): TableState {
  const { table, config, seats, round } = stored;
  return {
    config,
    phase: table.phase,
    deadlineAt: table.deadlineAt,
    roundId: table.roundId,
    bankLearnerId: table.bankLearnerId,
    autoApprove: table.autoApprove,
    closedAt: table.closedAt,
    bankLeftReason: table.bankLeftReason,
    bankLeftName: table.bankLeftName,
    houseSeats: table.houseSeats,
    botFill: botFillOf(stored),
    bots: table.bots,
    reactionsOn: reactionsOn(table.classId !== null, table.reactions),
    reactions: table.reactions,
    lastReactions: Object.fromEntries((stored.reactions ?? []).map((r) => [r.learnerId, r.at])),
    present: (stored.presence ?? []).flatMap((p) => (p.learnerId === null ? [] : [p.learnerId])),
    seats: seats.map((s) => ({
      seat: s.seat,
      learnerId: s.learnerId,
      name: s.name,
      bet: s.bet,
      bonusBet: s.bonusBet,
      emperorsBet: s.emperorsBet,
      dealerHandBet: s.dealerHandBet,
      sitOuts: s.sitOuts,
      awaySince: s.awaySince,
    })),
    round: round && roundStateOf(round),
    wallets: walletStatesOf(wallets),
  };
}

/** How many have the table open without a seat in it (the bank's included): its watchers. */
export const watchersOf = (stored: Pick<StoredTable, "presence" | "seats">): number =>
  (stored.presence ?? []).filter(
    (p) => p.learnerId === null || !stored.seats.some((s) => s.learnerId === p.learnerId),
  ).length;

/** Everyone whose wallet a step may touch: the seated, the round's learners, the actor. */
export function holdersOf(stored: StoredTable, actor: string | null): string[] {
  const ids = stored.seats.map((s) => s.learnerId);
  if (stored.round) ids.push(...learnersOf(stored.round));
  if (actor !== null) ids.push(actor);
  return ids;
}

/** The learners who sit in a round (the bank's and the players'). */
const learnersOf = (round: Round | null): string[] =>
  round
    ? [round.bank, ...round.players].flatMap((s) => (s.learnerId === null ? [] : [s.learnerId]))
    : [];

/** The round's seats with the settings the machine's round holds (a Done before the settle). */
function withSettings(round: Round, state: RoundState | null): Round {
  const set = (row: RoundSeatRow): RoundSeatRow => {
    const seat = state?.players.find((p) => p.seat === row.seat);
    return seat && (seat.front !== row.front || seat.setBy !== row.setBy)
      ? { ...row, front: seat.front, setBy: seat.setBy }
      : row;
  };
  return { row: round.row, bank: round.bank, players: round.players.map(set) };
}

/**
 * The table as a step left it: its row and seats from the machine's state, the round the writer
 * stored (a deal's, a settle's) or the one on show with its new settings, the wallets the
 * machine ended with. Read only when the round on show is one `before` did not hold; its
 * learners' names then too, with `names` (a live table's view shows them).
 */
export async function tableAfter(
  tx: Queryable,
  before: StoredTable,
  result: StepResult,
  stored: Round | null,
  now: number,
  names: boolean,
): Promise<StoredTable> {
  const s = result.state;
  const table: LiveTableRow = {
    ...before.table,
    phase: s.phase,
    deadlineAt: s.deadlineAt,
    roundId: s.roundId,
    bankLearnerId: s.bankLearnerId,
    autoApprove: s.autoApprove,
    closedAt: s.closedAt,
    bankLeftReason: s.bankLeftReason,
    bankLeftName: s.bankLeftName,
    houseSeats: s.houseSeats,
    bots: s.bots ?? before.table.bots,
    reactions: s.reactions ?? before.table.reactions,
  };
  const seats: LiveSeatRow[] = s.seats
    .map((seat) => ({
      liveTableId: table.id,
      ...seat,
      emperorsBet: seat.emperorsBet ?? 0,
      dealerHandBet: seat.dealerHandBet ?? 0,
      awaySince: seat.awaySince ?? null,
      // The writer stamps a new seat with the step's time.
      joinedAt: before.seats.find((b) => b.learnerId === seat.learnerId)?.joinedAt ?? now,
    }))
    .sort((a, b) => a.seat - b.seat);
  const roundId = s.roundId;
  const round =
    roundId === null
      ? null
      : stored?.row.id === roundId
        ? stored
        : before.round?.row.id === roundId
          ? withSettings(before.round, s.round)
          : ((await findLoadedRound(tx, roundId)) ?? null);
  const wallets = new Map(before.wallets);
  // Rebuys are no step's: kept as read (a wallet the state had not read shows none).
  for (const [id, w] of Object.entries(s.wallets))
    wallets.set(id, { ...wallets.get(id), balance: w.balance, points: w.points });
  const sameRound = (round?.row.id ?? null) === (before.round?.row.id ?? null);
  return {
    ...before,
    table,
    seats,
    round,
    reactions: reactionsAfter(before, result, table.id),
    names: names && !sameRound ? await namesOfLearners(tx, learnersOf(round)) : before.names,
    wallets,
  };
}

/** The table's last reactions with the step's new one in its player's place. */
function reactionsAfter(
  before: StoredTable,
  result: StepResult,
  liveTableId: string,
): readonly LiveReactionRow[] | undefined {
  const added = result.effects.flatMap((e) => (e.type === "reaction" ? [e] : []));
  if (added.length === 0) return before.reactions;
  const rows = (before.reactions ?? []).filter(
    (r) => !added.some((a) => a.learnerId === r.learnerId),
  );
  for (const { learnerId, seat, reaction, at } of added)
    rows.push({ liveTableId, learnerId, seat, reaction, at });
  return rows;
}
