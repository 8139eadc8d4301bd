/**
 * Quick reactions at a live table (issue 55): a small fixed set a seated player sends, shown
 * beside their seat for a few seconds to everyone at the table; never free text. At most one
 * per player every REACTION_GAP_MS, decided here under the table's lock from the last one the
 * store holds, so the limit holds whichever instance serves the player. A public table has
 * them; a class table only when its teacher turns them on.
 */
import type { TableState } from "./types";

/** The set, by id (each shown in the reader's language: Live.reactions.<id>). */
export const REACTIONS = ["good-luck", "nice-hand", "well-played", "thanks", "oops"] as const;
export type ReactionId = (typeof REACTIONS)[number];
export const isReaction = (x: unknown): x is ReactionId =>
  (REACTIONS as readonly unknown[]).includes(x);

/** One reaction per player at most this often (the server's limit). */
export const REACTION_GAP_MS = 3_000;
/** How long a reaction stays beside its seat. */
export const REACTION_SHOW_MS = 4_000;

/** Whether a table takes reactions: a public table always, a class table when turned on. */
export const reactionsOn = (classTable: boolean, flag: boolean): boolean => !classTable || flag;

/** A player's last reaction was too recent at `now` for another. */
export const tooSoon = (state: Pick<TableState, "lastReactions">, learnerId: string, now: number) =>
  now - (state.lastReactions?.[learnerId] ?? Number.NEGATIVE_INFINITY) < REACTION_GAP_MS;
