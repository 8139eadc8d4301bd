/**
 * The live table's client state: the server's view of the table (replaced only by a newer one:
 * the event stream and the verbs' answers race, and an answer older than an event already shown
 * must not take the table back in time) and what lives only in this browser: the chips on the
 * bets before Deal (RULES.md 11: until Deal a bet lives in the browser) and the two cards picked
 * for the front. Pure, so it is tested without a browser.
 */
import type { LiveView } from "@/lib/live/api";

export type BetTarget = "main" | "bonus";

export interface LiveUiState {
  view: LiveView;
  chips: number[];
  bonusChips: number[];
  target: BetTarget;
  /** Dealt positions (0-6) of the viewer's own cards picked for the front. */
  picked: number[];
  /** A foul setting asks first (components/table/SettingControls.tsx FoulConfirm). */
  confirmFoul: boolean;
  /** The chips of this browser's last Deal: what Re-Bet stacks again (RULES.md 8). */
  lastBets: { chips: number[]; bonusChips: number[] } | null;
}

export type LiveAction =
  | { type: "view"; view: LiveView }
  | { type: "chip"; value: number }
  | { type: "target"; target: BetTarget }
  | { type: "clear" }
  /** Backspace: the last chip off the circle chips are going to. */
  | { type: "remove-chip" }
  | { type: "toggle"; position: number }
  /** C or Escape while setting: the two cards picked put back. */
  | { type: "clear-pick" }
  | { type: "confirm-foul" }
  | { type: "cancel-foul" }
  /** Deal pressed with the chips on the circles: kept for Re-Bet. */
  | { type: "placed" }
  /** B: the last Deal's chips again, in place of what is on the circles. */
  | { type: "re-bet" };

export const initialLiveState = (view: LiveView): LiveUiState => ({
  view,
  chips: [],
  bonusChips: [],
  target: "main",
  picked: [],
  confirmFoul: false,
  lastBets: null,
});

/** Phases before the deal: chips may be stacked (and kept) while the bank approves. */
const beforeDeal = (view: LiveView) =>
  view.phase === "idle" || view.phase === "approve" || view.phase === "bets";

export function liveReducer(state: LiveUiState, action: LiveAction): LiveUiState {
  switch (action.type) {
    case "view": {
      const next = action.view;
      if (next.seq <= state.view.seq) return state;
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
        picked: keepPicks ? state.picked : [],
        confirmFoul: keepPicks ? state.confirmFoul : false,
      };
    }
    case "chip":
      return state.target === "main"
        ? { ...state, chips: [...state.chips, action.value] }
        : { ...state, bonusChips: [...state.bonusChips, action.value] };
    case "target":
      return { ...state, target: action.target };
    case "clear":
      return { ...state, chips: [], bonusChips: [], target: "main" };
    case "remove-chip":
      return state.target === "main"
        ? { ...state, chips: state.chips.slice(0, -1) }
        : { ...state, bonusChips: state.bonusChips.slice(0, -1) };
    case "clear-pick":
      return { ...state, picked: [], confirmFoul: false };
    case "toggle": {
      const { picked } = state;
      if (action.position < 0 || action.position > 6) return state;
      const next = picked.includes(action.position)
        ? picked.filter((p) => p !== action.position)
        : picked.length < 2
          ? [...picked, action.position]
          : [picked[1] as number, action.position];
      return { ...state, picked: next, confirmFoul: false };
    }
    case "confirm-foul":
      return state.picked.length === 2 ? { ...state, confirmFoul: true } : state;
    case "cancel-foul":
      return { ...state, confirmFoul: false };
    case "placed":
      return state.chips.length === 0
        ? state
        : { ...state, lastBets: { chips: state.chips, bonusChips: state.bonusChips } };
    case "re-bet":
      return state.lastBets && beforeDeal(state.view)
        ? { ...state, chips: state.lastBets.chips, bonusChips: state.lastBets.bonusChips }
        : state;
  }
}

export const sumChips = (chips: readonly number[]): number => chips.reduce((s, c) => s + c, 0);
