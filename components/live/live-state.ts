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
  /** A foul setting shown once; a second Done plays it. */
  confirmFoul: boolean;
}

export type LiveAction =
  | { type: "view"; view: LiveView }
  | { type: "chip"; value: number }
  | { type: "target"; target: BetTarget }
  | { type: "clear" }
  | { type: "toggle"; position: number }
  | { type: "confirm-foul" };

export const initialLiveState = (view: LiveView): LiveUiState => ({
  view,
  chips: [],
  bonusChips: [],
  target: "main",
  picked: [],
  confirmFoul: false,
});

const roundKey = (view: LiveView) => `${view.round?.id ?? ""}|${view.phase}`;

export function liveReducer(state: LiveUiState, action: LiveAction): LiveUiState {
  switch (action.type) {
    case "view": {
      if (action.view.seq <= state.view.seq) return state;
      // A new phase or round starts the local choices afresh; the chips survive the bets
      // phase only (so a refused Deal can be corrected), the picks the setting phase only.
      const same = roundKey(action.view) === roundKey(state.view);
      return same
        ? { ...state, view: action.view }
        : {
            ...state,
            view: action.view,
            chips: action.view.phase === "bets" && state.view.phase === "bets" ? state.chips : [],
            bonusChips:
              action.view.phase === "bets" && state.view.phase === "bets" ? state.bonusChips : [],
            target: "main",
            picked: [],
            confirmFoul: false,
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
      return { ...state, confirmFoul: true };
  }
}

export const sumChips = (chips: readonly number[]): number => chips.reduce((s, c) => s + c, 0);
