/** Rank indices the ways' thresholds name (cards.ts: 0 = two .. 12 = ace). */
export { ACE, JACK, KING, TEN } from "../cards";
export const TWO_RANK = 0;
export const SIX = 4;
export const NINE = 7;
