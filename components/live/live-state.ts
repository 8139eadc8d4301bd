/**
 * The live table's client state: the server's view of the table (replaced only by a newer one:
 * the event stream and the verbs' answers race, and an answer older than an event already shown
 * must not take the table back in time) beside the chips and picks every table keeps in the
 * browser (components/table/bet-and-set-state.ts, the solo table's own reducer): the chips on
 * the bets before Deal (RULES.md 11: until Deal a bet lives in the browser) and the two cards
 * picked for the front. Pure, so it is tested without a browser.
 */
import {
  type BetAndSet,
  type BetAndSetEvent,
  betAndSetReducer,
  emptyBetAndSet,
  noPicks,
} from "@/components/table/bet-and-set-state";
import { isNewer, ownSeatOf } from "@/components/table/table-view";
import type { LiveView } from "@/lib/live/api";
import type { TableConfig } from "@/lib/table/tables";

export { sumChips } from "@/components/table/bet-and-set-state";

/** What the reducer needs of the table: its rack and whether it has the bonus bet. */
export type LiveRules = Pick<TableConfig, "chips" | "bonus">;

export interface LiveUiState extends BetAndSet {
  view: LiveView;
  rules: LiveRules;
}

export type LiveAction =
  | { type: "view"; view: LiveView }
  | BetAndSetEvent
  /** Deal pressed with the chips on the circles: kept for Re-Bet. */
  | { type: "placed" };

export const initialLiveState = (view: LiveView, rules: LiveRules): LiveUiState => ({
  ...emptyBetAndSet(),
  view,
  rules,
});

/** Phases before the deal: chips may be stacked (and kept) while the bank approves. */
export const beforeDeal = (view: LiveView) =>
  view.phase === "idle" || view.phase === "approve" || view.phase === "bets";

/** Chips may be stacked: the viewer sits, has no bet placed, and the round is not dealt. */
export function liveBetting(view: LiveView): boolean {
  const seat = ownSeatOf(view);
  return seat !== undefined && seat.bet === null && beforeDeal(view);
}

/** The viewer's cards are dealt and not set yet. */
export function liveSetting(view: LiveView): boolean {
  const seat = ownSeatOf(view);
  return view.phase === "setting" && !!seat?.cards && seat.front === null;
}

export function liveReducer(state: LiveUiState, action: LiveAction): LiveUiState {
  switch (action.type) {
    case "view": {
      const next = action.view;
      if (!isNewer(state.view, next)) return state;
      // The chips live until the deal; the picks only while the same round is being set.
      const keepChips = beforeDeal(next);
      const keepPicks =
        next.phase === "setting" &&
        state.view.phase === "setting" &&
        next.round?.id === state.view.round?.id;
      return {
        ...state,
        view: next,
        chips: keepChips ? state.chips : [],
        bonusChips: keepChips ? state.bonusChips : [],
        target: keepChips ? state.target : "main",
        ...(keepPicks ? {} : noPicks),
      };
    }
    case "placed":
      return state.chips.length === 0
        ? state
        : { ...state, lastBets: { chips: state.chips, bonusChips: state.bonusChips } };
    default:
      return betAndSetReducer(state, action, {
        chips: state.rules.chips,
        bonus: state.rules.bonus !== null,
        betting: liveBetting(state.view),
        setting: liveSetting(state.view),
      });
  }
}
