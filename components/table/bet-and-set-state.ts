/**
 * What the learner does at any table before the server hears of it, the part of the one table
 * reducer (table-state.ts) that never waits for the server: the chips on the main and bonus
 * circles and which circle chips go to (RULES.md 8: until Deal a bet lives in the browser),
 * Re-Bet's last bets, the two cards picked for the front, and the foul question (seed 001).
 * Pure; the table reducer says when betting and setting are open (the table's phases).
 */

/** The other side bets' circles (RULES.md 13.2): Emperor's Challenge, the dealer-hand bet. */
export type SideTarget = "emperors" | "dealerHand";
type Target = "main" | "bonus" | SideTarget;
export interface Bets {
  chips: number[];
  bonusChips: number[];
  /** Chips on the other side bets' circles, where the table offers them. */
  sideChips?: Partial<Record<SideTarget, number[]>>;
}

const isSide = (target: Target): target is SideTarget =>
  target === "emperors" || target === "dealerHand";

export interface BetAndSet extends Bets {
  target: Target;
  /** The chips of the last Deal: what Re-Bet stacks again. */
  lastBets: Bets | null;
  /** Dealt positions (0-6) of the learner's own cards picked for the front, oldest first. */
  picked: number[];
  /** A foul setting asks first (SettingControls.tsx FoulConfirm). */
  confirmFoul: boolean;
}

export type BetAndSetEvent =
  | { type: "chip"; value: number }
  /** Backspace or a right-click: the last chip off a circle (else the one chips go to). */
  | { type: "remove-chip"; target?: Target }
  | { type: "select"; target: Target }
  | { type: "clear-bets" }
  /** B: the last Deal's chips again, in place of what is on the circles. */
  | { type: "re-bet" }
  | { type: "toggle"; position: number }
  /** C or Escape while setting: the two cards picked put back. */
  | { type: "clear-pick" }
  | { type: "ask-foul" }
  | { type: "cancel-foul" };

/** What the table allows now: its rack and bonus bet, and whether bets or the cards are open. */
export interface BetAndSetRules {
  chips: readonly number[];
  bonus: boolean;
  /** The other side bets the table offers (none when absent). */
  sides?: readonly SideTarget[];
  betting: boolean;
  setting: boolean;
}

/** A bet has at most this many chips (the server refuses more). */
export const MAX_CHIPS = 100;

export const sumChips = (chips: readonly number[]): number => chips.reduce((s, c) => s + c, 0);

export const emptyBetAndSet = (lastBets: Bets | null = null): BetAndSet => ({
  chips: [],
  bonusChips: [],
  target: "main",
  lastBets,
  picked: [],
  confirmFoul: false,
});

/** The picks and the foul question belong to one setting: a new answer about the round drops them. */
export const noPicks = { picked: [] as number[], confirmFoul: false };

const BET_AND_SET_EVENTS = new Set<string>([
  "chip",
  "remove-chip",
  "select",
  "clear-bets",
  "re-bet",
  "toggle",
  "clear-pick",
  "ask-foul",
  "cancel-foul",
]);

export const isBetAndSetEvent = (event: { type: string }): event is BetAndSetEvent =>
  BET_AND_SET_EVENTS.has(event.type);

/** The one reducer of chips and picks; any other state of the table's (`S`) passes through. */
export function betAndSetReducer<S extends BetAndSet>(
  state: S,
  event: BetAndSetEvent,
  rules: BetAndSetRules,
): S {
  switch (event.type) {
    case "chip": {
      if (!rules.betting || !rules.chips.includes(event.value)) return state;
      const target = state.target;
      if (isSide(target)) {
        const on = state.sideChips?.[target] ?? [];
        if (!rules.sides?.includes(target) || on.length >= MAX_CHIPS) return state;
        return { ...state, sideChips: { ...state.sideChips, [target]: [...on, event.value] } };
      }
      if (state.target === "bonus" && rules.bonus)
        return state.bonusChips.length < MAX_CHIPS
          ? { ...state, bonusChips: [...state.bonusChips, event.value] }
          : state;
      return state.chips.length < MAX_CHIPS
        ? { ...state, chips: [...state.chips, event.value] }
        : state;
    }
    case "remove-chip": {
      if (!rules.betting) return state;
      const from = event.target ?? state.target;
      if (isSide(from))
        return {
          ...state,
          sideChips: { ...state.sideChips, [from]: (state.sideChips?.[from] ?? []).slice(0, -1) },
        };
      return from === "bonus"
        ? { ...state, bonusChips: state.bonusChips.slice(0, -1) }
        : { ...state, chips: state.chips.slice(0, -1) };
    }
    case "select":
      if (!rules.betting || (event.target === "bonus" && !rules.bonus)) return state;
      if (isSide(event.target) && !rules.sides?.includes(event.target)) return state;
      return { ...state, target: event.target };
    case "clear-bets":
      if (!rules.betting) return state;
      return { ...state, chips: [], bonusChips: [], ...(state.sideChips ? { sideChips: {} } : {}) };
    case "re-bet":
      if (!rules.betting || !state.lastBets) return state;
      return {
        ...state,
        chips: [...state.lastBets.chips],
        bonusChips: [...state.lastBets.bonusChips],
        ...(state.lastBets.sideChips || state.sideChips
          ? { sideChips: structuredClone(state.lastBets.sideChips ?? {}) }
          : {}),
      };
    case "toggle": {
      if (!rules.setting || event.position < 0 || event.position > 6) return state;
      const picked = state.picked.includes(event.position)
        ? state.picked.filter((p) => p !== event.position)
        : // A third pick replaces the oldest one, so two taps always make a front.
          [...state.picked, event.position].slice(-2);
      return { ...state, picked, confirmFoul: false };
    }
    case "clear-pick":
      return { ...state, ...noPicks };
    case "ask-foul":
      return state.picked.length === 2 ? { ...state, confirmFoul: true } : state;
    case "cancel-foul":
      return { ...state, confirmFoul: false };
  }
}
