/**
 * The live tables' JSON API (RULES.md 11), the one the browser, the tests, the load bench and
 * bots all use: names and shapes are a public contract (README, "Live tables API").
 *
 * - `GET /api/live` -> LobbyView
 * - `GET /api/live/events` -> a Server-Sent Events stream of LobbyView, sent when it changes
 * - `GET /api/live/{tableId}` -> LiveView (the caller's view)
 * - `GET /api/live/{tableId}/events` -> a Server-Sent Events stream of LiveView, `id:` = seq
 * - `POST /api/live/{tableId}/{verb}` with the verb's JSON body -> VerbResult
 * - `POST /api/live` `{ classId, table }` (a teacher) -> `{ status: "ok", id }` (the class's
 *   open table of that config, made if there is none)
 *
 * Cards are RULES.md 1 text ("As", "JK"); amounts integer minor units. Client-safe (zod + types).
 */
import { z } from "zod";
import type { FortuneKey } from "@/lib/engine";
import { REACTIONS, type ReactionId } from "@/lib/table/machine/reactions";
import type { SideBetsView, TableSideBet } from "@/lib/table/side-bets";

const LIVE_PHASES = ["idle", "approve", "bets", "setting", "settled"] as const;
export type LivePhase = (typeof LIVE_PHASES)[number];
export const isLivePhase = (x: unknown): x is LivePhase =>
  (LIVE_PHASES as readonly unknown[]).includes(x);

const card = z.string().regex(/^(JK|[2-9TJQKA][cdhs])$/);
const minor = z.number().int().min(0).max(100_000_000);

/** Each verb's body; unknown keys are refused (a forged field is an error, not ignored). */
export const VERB_BODIES = {
  sit: z.object({ seat: z.number().int().min(1).max(6).optional() }).strict(),
  leave: z.object({}).strict(),
  /** At a learner's own table (`own:<config>`): against how many seats the house plays. */
  bank: z.object({ seats: z.number().int().min(1).max(6).optional() }).strict(),
  unbank: z.object({}).strict(),
  approve: z.object({}).strict(),
  "auto-approve": z.object({ on: z.boolean() }).strict(),
  /** `emperors`, `dealerHand`: the side bets the table offers (RULES.md 13.2). */
  bet: z
    .object({
      main: minor.min(1),
      bonus: minor.optional(),
      emperors: minor.optional(),
      dealerHand: minor.optional(),
    })
    .strict(),
  /** A front that fouls is set only with confirmFoul (the one foul warning, RULES.md 8). */
  set: z.object({ front: z.tuple([card, card]), confirmFoul: z.boolean().optional() }).strict(),
  "house-way": z.object({}).strict(),
  /** A class table's teacher: no new round; the seats are freed after the current one. */
  close: z.object({}).strict(),
  /** A class table's teacher: bots fill empty seats while a student sits (issue 55), or not. */
  bots: z.object({ on: z.boolean() }).strict(),
  /** A seated player's quick reaction: one of the fixed set, never free text (issue 55). */
  react: z.object({ reaction: z.enum(REACTIONS) }).strict(),
  /** A class table's teacher: quick reactions on or off (a public table has them). */
  reactions: z.object({ on: z.boolean() }).strict(),
  /** At a learner's own table: tops the balance up to the starting amount (RULES.md 8). */
  rebuy: z.object({}).strict(),
} as const;

/** POST /api/live: a teacher opens a live table for one of their classes -> { status, id }. */
export const OPEN_BODY = z
  .object({ classId: z.string().min(1).max(64), table: z.string().regex(/^[a-z0-9-]{1,40}$/) })
  .strict();

export type LiveVerb = keyof typeof VERB_BODIES;
export const isLiveVerb = (verb: string): verb is LiveVerb => Object.hasOwn(VERB_BODIES, verb);

export interface LobbyTable {
  id: string;
  /** The table's config (lib/table/tables.json): the lobby names it in the reader's words. */
  tableId: string;
  name: string;
  currency: string;
  /** The casino rule set it plays by (`way/variant`, RULES.md 12); a class table: its class's. */
  ruleSet: string;
  /** A class table's class (its members sit there); null: a public table. */
  classId: string | null;
  /** A class table's class's name (it names the table); null: a public table. */
  className: string | null;
  /** Who sits: a person's name, or a bot (`bot`, its name) the house seats for the next deal. */
  seats: { seat: number; name: string | null; bot?: true }[];
  bank: { kind: "house" | "learner"; name: string | null };
  /** A learner bank taken away before the current round, and why (as the table's view says). */
  bankLeft: LiveView["bankLeft"];
  /** How many have the table open without a seat (issue 55). */
  watchers: number;
}
export interface LobbyView {
  tables: LobbyTable[];
}

export interface LiveSeatView {
  seat: number;
  /** The occupant's account name (a bot's: its name); null for a free seat. */
  name: string | null;
  /** A bot the house plays in this seat (issue 55): in this round, or in the next deal. */
  bot?: true;
  /** The player's connection dropped: their seat is kept for now (issue 55), shown "reconnecting". */
  away?: true;
  /** Placed and dealt (or pressed Deal) this round; null when none. */
  bet: number | null;
  bonus: number | null;
  /** Null where this viewer may not see them yet. */
  cards: string[] | null;
  front: string[] | null;
  /** Once the front is set and the viewer may see it: each hand's value and whether it fouls. */
  backValue: number | null;
  frontValue: number | null;
  foul: boolean | null;
  /** The seat's result incl. the bonus, once settled. */
  net: number | null;
  /** Once settled: the main bet's outcome (a fouled hand: "foul") and each hand's mark. */
  outcome: "win" | "push" | "loss" | "foul" | null;
  backMark: "win" | "lose" | "copy" | null;
  frontMark: "win" | "lose" | "copy" | null;
  /** Once the front is visible: who set it (the player, House Way, or the timer). */
  setBy: "learner" | "house-way" | "timer" | "trainer" | null;
  /** Once settled: the main bet's commission, and the Fortune bonus's hand and result. */
  commission: number | null;
  bonusKey: FortuneKey | null;
  bonusNet: number | null;
  /** The other side bets and the Envy (RULES.md 13.2), where the seat had any. */
  sides?: SideBetsView;
  /**
   * Once settled, the setting's exact EV per unit bet (the coach's grade): in a class table's
   * teacher's view for every seat; at a public table in the player's own seat only.
   */
  grade?: { ev: number; bestEv: number; houseWayEv: number };
  /** Only in a class table's teacher's view: the seated student's balance and points. */
  wallet?: { balance: number; points: number };
}

/** A seat with nothing dealt or shown: a free seat, or one waiting for the next round. */
export const emptySeatView = (seat: number, name: string | null): LiveSeatView => ({
  seat,
  name,
  bet: null,
  bonus: null,
  cards: null,
  front: null,
  backValue: null,
  frontValue: null,
  foul: null,
  net: null,
  outcome: null,
  backMark: null,
  frontMark: null,
  setBy: null,
  commission: null,
  bonusKey: null,
  bonusNet: null,
});

export interface LiveView {
  seq: number;
  tableId: string;
  phase: LivePhase;
  /** Epoch ms of the phase's deadline, or null. */
  deadline: number | null;
  /** The server's clock when the view was made (a countdown corrects the browser's by it). */
  now: number;
  /** A closed class table: no new round begins. */
  closed: boolean;
  /** Bots fill empty seats here while a person sits (a public table's config; a class table's teacher). */
  bots: boolean;
  /** How the bots set their hands: the house way, or the trainer's way of the table's casino. */
  botWay: "house" | "trainer";
  /** A class table's class's name; null: a public table. */
  className: string | null;
  /** The casino rule set it plays by (`way/variant`, RULES.md 12); a class table: its class's. */
  ruleSet: string;
  /**
   * The side bets as this table pays them (RULES.md 13.2; a class table: its class's pay
   * tables): the Fortune pay table, the Envy schedule (null: none), the other bets offered.
   */
  sideBets?: { fortuneTable: string; envy: string | null; offered: TableSideBet[] };
  /** Quick reactions are taken here (a public table; a class table when its teacher says). */
  reactionsOn: boolean;
  /** How many have the table open without a seat: anonymous visitors, learners, a teacher. */
  watchers: number;
  /** Reactions of the last few seconds, each beside its seat (0: the bank's); `at`: server ms. */
  reactions: { seat: number; reaction: ReactionId; at: number }[];
  you: {
    seat: number | null;
    role: "player" | "bank" | "watcher";
    balance: number | null;
    points: number | null;
    /** Times the viewer's wallet was topped up by Rebuy (null: unknown, or no wallet yet). */
    rebuys: number | null;
    /**
     * The viewer's result in the table's last settled round, if they played it (as a player,
     * bonus included, or as the bank): what "Last round" shows, also after a reload.
     */
    last: { roundId: string; net: number } | null;
  };
  bank: {
    kind: "house" | "learner";
    name: string | null;
    cards: string[] | null;
    front: string[] | null;
    /** Once settled: the bank's back and front values (null before). */
    backValue: number | null;
    frontValue: number | null;
    /** Once settled: the house way's rule the bank's hand was set by (RULES.md 7 text). */
    rule: string | null;
    net: number | null;
    /** Once settled: the commission-free game's push hand (every bet pushed, RULES.md 12.3). */
    pushesAll: boolean;
    /** The learner bank approves every round by itself. */
    autoApprove: boolean;
    /** A learner bank whose connection dropped: kept for now (issue 55), shown "reconnecting". */
    away?: true;
    /** A learner bank's balance and points, for everyone at the table (null: the house). */
    balance: number | null;
    points: number | null;
  };
  seats: LiveSeatView[];
  round: { id: string; commission: number } | null;
  /**
   * A learner bank taken away (not left) before this round, and why: its balance no longer
   * covered the bets at the deal, the entry rule no longer held, or the approval time ran
   * out. Told to everyone at the table until the next round begins; null otherwise.
   */
  bankLeft: { name: string | null; reason: "cover" | "entry-rule" | "timeout" } | null;
}

/** The API's table id of a learner's own table of a config (lib/live/own.ts): theirs only. */
export const OWN_TABLE_PREFIX = "own:";
export const ownTableId = (configId: string): string => `${OWN_TABLE_PREFIX}${configId}`;

export type VerbResult = { status: "ok"; view: LiveView } | { status: "error"; code: string };
