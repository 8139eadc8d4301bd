/**
 * What one viewer may see of a table (a live one, RULES.md 11, or a learner's own), and nothing
 * more: before the round is settled a viewer's view holds their own cards only: never the
 * bank's, never another seat's. Every payload a viewer gets (the JSON answers, the event
 * stream, the page) is made here.
 */
import type { LiveTableRow } from "@/db/schema";
import { botName, botSeats } from "@/lib/table/machine/bots";
import { isReaction, REACTION_SHOW_MS, reactionsOn } from "@/lib/table/machine/reactions";
import { bankCommissionOn } from "@/lib/table/money";
import { OWN_SEAT, type Round } from "@/lib/table/round-model";
import { roundViewFor } from "@/lib/table/round-view";
import { offeredSideBets, sideNetOf, tablePaysOf } from "@/lib/table/side-bets";
import { botFillOf, type StoredTable, watchersOf } from "@/lib/table/stored-table";
import type { RoundView } from "@/lib/table/view-shapes";
import { emptySeatView, type LiveSeatView, type LiveView } from "./api";

export interface Viewer {
  learnerId: string | null;
  /** The server's clock (ms). */
  now: number;
  /** The viewer's wallet in the table's currency (null: no wallet, an anonymous watcher). */
  balance: number | null;
  points: number | null;
  /** Times the viewer's wallet was topped up (null: not known, or no wallet). */
  rebuys: number | null;
}

/**
 * The round on show: at a live table only while it is being set or its results are shown; at
 * a learner's own table (which moves on at once) the last one, until the next deal.
 */
function roundOnShow(state: StoredTable): Round | null {
  const phase = state.table.phase;
  const shown = phase === "setting" || phase === "settled" || !state.config.live;
  return shown ? state.round : null;
}

/**
 * One player seat as a viewer sees it. Its cards, values and results come from the round as
 * `roundViewFor` shows it to this viewer (`shown`): their own seat, or every seat once settled.
 */
function seatView(
  state: StoredTable,
  round: Round | null,
  shown: RoundView | null,
  seat: number,
  planned: readonly number[],
): LiveSeatView {
  const occupant = state.seats.find((s) => s.seat === seat);
  const played = round?.players.find((p) => p.seat === seat);
  // A bot (issue 55): a seat the house plays at a live table, now or at the next deal.
  const bot = !!state.config.live && (played ? played.learnerId === null : planned.includes(seat));
  if (bot) {
    const visible = played ? shown?.seats.find((s) => s.seat === seat) : undefined;
    if (!visible)
      return {
        ...emptySeatView(seat, botName(seat)),
        bet: played?.bet ?? null,
        bonus: played ? played.bonusBet : null,
        bot: true,
      };
    const { learner: _learner, occupied: _occupied, ...shownSeat } = visible;
    return { ...shownSeat, name: botName(seat), bot: true } satisfies LiveSeatView;
  }
  // The seat's player dropped and the seat is kept for them (issue 55): everyone is told.
  const away = occupant?.awaySince != null ? ({ away: true } as const) : {};
  if (!played) {
    // Bets pressed for the next round are on the felt for everyone to see.
    const pressed = occupant && occupant.bet > 0 && state.table.phase === "bets";
    return {
      ...emptySeatView(seat, occupant?.name ?? null),
      bet: pressed ? occupant.bet : null,
      bonus: pressed ? occupant.bonusBet : null,
      ...away,
    };
  }
  const name =
    occupant?.name ??
    (played.learnerId === null ? null : (state.names.get(played.learnerId) ?? null));
  const visible = shown?.seats.find((s) => s.seat === seat);
  if (!visible)
    return { ...emptySeatView(seat, name), bet: played.bet, bonus: played.bonusBet, ...away };
  // The round's own seat view, as `roundViewFor` made it for this viewer; the sitter's name.
  const { learner: _learner, occupied: _occupied, ...shownSeat } = visible;
  return { ...shownSeat, name, ...away } satisfies LiveSeatView;
}

export function liveViewFor(state: StoredTable, viewer: Viewer): LiveView {
  const { table, config } = state;
  const round = roundOnShow(state);
  const settled = round?.row.phase === "settled";
  const mine = viewer.learnerId;
  // What this viewer may see of the round on show (a watcher: what anyone may, "" sits nowhere).
  const shown = round ? roundViewFor(round, mine ?? "", viewer.now) : null;
  const sitting = mine === null ? undefined : state.seats.find((s) => s.learnerId === mine);
  // The bots of the next deal, shown in their seats while no round is on show.
  const planned = round
    ? []
    : botSeats({
        config,
        bankLearnerId: table.bankLearnerId,
        closedAt: table.closedAt,
        seats: state.seats,
        botFill: botFillOf(state),
      });
  const seats: LiveSeatView[] = Array.from({ length: seatCount(state) }, (_, k) =>
    seatView(state, round, shown, k + 1, planned),
  );

  const bankLearner = round ? round.bank.learnerId : table.bankLearnerId;
  const bankName =
    bankLearner === null
      ? null
      : (state.seats.find((s) => s.learnerId === bankLearner)?.name ??
        state.names.get(bankLearner) ??
        null);
  const commission =
    round && round.bank.learnerId !== null
      ? (round.bank.commission ?? expectedCommission(round))
      : 0;

  let role: LiveView["you"]["role"] = "watcher";
  if (sitting?.seat === 0 || (round && mine !== null && round.bank.learnerId === mine && !settled))
    role = "bank";
  else if (sitting) role = "player";

  return {
    seq: table.seq,
    tableId: table.id,
    phase: table.phase,
    deadline: table.deadlineAt,
    now: viewer.now,
    closed: table.closedAt !== null,
    bots: botFillOf(state) > 0,
    botWay: config.live?.botWay ?? "house",
    className: state.className,
    // The config as this table plays it (state.ts loadState: a class table's casino).
    ruleSet: config.ruleSet,
    sideBets: { ...tablePaysOf(config), offered: offeredSideBets(config) },
    reactionsOn: !!config.live && reactionsOn(table.classId !== null, table.reactions),
    reactions: reactionsShown(state, viewer.now),
    watchers: watchersOf(state),
    you: {
      seat: sitting ? sitting.seat : null,
      role,
      balance: viewer.balance,
      points: viewer.points,
      rebuys: viewer.rebuys,
      last: lastResult(state.round, mine),
    },
    bank: {
      kind: bankLearner === null ? "house" : "learner",
      name: bankName,
      cards: shown?.bank?.cards ?? null,
      front: shown?.bank?.front ?? null,
      backValue: shown?.bank?.backValue ?? null,
      frontValue: shown?.bank?.frontValue ?? null,
      rule: shown?.bank?.rule ?? null,
      net: settled && round && round.bank.learnerId !== null ? (round.bank.net ?? 0) : null,
      pushesAll: shown?.bank?.pushesAll ?? false,
      autoApprove: table.bankLearnerId !== null && table.autoApprove,
      ...(state.seats.some((s) => s.seat === 0 && s.awaySince !== null) ? { away: true } : {}),
      balance: bankLearner === null ? null : (state.wallets.get(bankLearner)?.balance ?? null),
      points: bankLearner === null ? null : (state.wallets.get(bankLearner)?.points ?? null),
    },
    seats,
    round: round ? { id: round.row.id, commission } : null,
    bankLeft: bankLeftOf(table),
  };
}

/** The reactions of the last few seconds, oldest first (a seat's newest is its last). */
const reactionsShown = (state: StoredTable, now: number): LiveView["reactions"] =>
  (state.reactions ?? [])
    .filter((r) => now - r.at < REACTION_SHOW_MS && isReaction(r.reaction))
    .sort((a, b) => a.at - b.at)
    .map((r) => ({
      seat: r.seat,
      reaction: r.reaction as LiveView["reactions"][number]["reaction"],
      at: r.at,
    }));

/**
 * The player seats shown: a live table's every seat; a learner's own table's seats in play: the
 * learner's one (solo), else the house's seats against the learner bank, or the round's.
 */
function seatCount({ config, table, round }: StoredTable): number {
  if (config.live) return config.live.seats;
  const dealt = round?.players.map((p) => p.seat) ?? [];
  return Math.max(table.bankLearnerId === null ? OWN_SEAT : 0, table.houseSeats, ...dealt);
}

/** Why the last learner bank was taken away, for the table's round after it (and the lobby). */
export const bankLeftOf = (
  table: Pick<LiveTableRow, "bankLeftReason" | "bankLeftName">,
): LiveView["bankLeft"] =>
  table.bankLeftReason === null ? null : { name: table.bankLeftName, reason: table.bankLeftReason };

/** A player seat's result, its bonus included. */
const seatNet = (seat: Round["players"][number]): number =>
  (seat.net ?? 0) + (seat.bonusNet ?? 0) + sideNetOf(seat);

/**
 * The viewer's result in the table's last round (kept on the table until the next deal), once
 * settled and if they played it: the state's own round, so it costs no read of its own.
 */
function lastResult(round: Round | null, learnerId: string | null): LiveView["you"]["last"] {
  if (!round || learnerId === null || round.row.phase !== "settled") return null;
  if (round.bank.learnerId === learnerId)
    return { roundId: round.row.id, net: round.bank.net ?? 0 };
  const seat = round.players.find((p) => p.learnerId === learnerId);
  return seat ? { roundId: round.row.id, net: seatNet(seat) } : null;
}

/** Before settling: the learner bank's 1.5% of the round's action (known from the deal). */
const expectedCommission = (round: Round): number =>
  bankCommissionOn(
    round.players.reduce((sum, p) => sum + p.bet, 0),
    round.row.bankCommissionBp ?? 0,
  );
